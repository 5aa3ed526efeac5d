package main

// Walks over values guided by the schema, and the deterministic placeholder
// values that stand in for whatever a real provider would compute.

import (
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"math/big"
	"strconv"
	"strings"

	"github.com/hashicorp/terraform-plugin-go/tfprotov6"
	"github.com/hashicorp/terraform-plugin-go/tftypes"
)

// attrFunc is called for every attribute of every object a walk visits. It
// returns the value to store in place of v.
type attrFunc func(a *tfprotov6.SchemaAttribute, p *tftypes.AttributePath, v tftypes.Value) (tftypes.Value, error)

// walkBlock rebuilds the object v of block b. Each attribute value is
// replaced by fn's result, after which the walk descends into the attribute's
// nested_type objects (if any); nested blocks are walked element by element.
// Null and unknown objects are returned as they are.
func walkBlock(b *tfprotov6.SchemaBlock, p *tftypes.AttributePath, v tftypes.Value, fn attrFunc) (tftypes.Value, error) {
	return walkObject(b.Attributes, b.BlockTypes, p, v, fn)
}

func walkObject(attrs []*tfprotov6.SchemaAttribute, blocks []*tfprotov6.SchemaNestedBlock,
	p *tftypes.AttributePath, v tftypes.Value, fn attrFunc) (tftypes.Value, error) {
	if v.IsNull() || !v.IsKnown() {
		return v, nil
	}
	var in map[string]tftypes.Value
	if err := v.As(&in); err != nil {
		return v, p.NewError(err)
	}
	out := make(map[string]tftypes.Value, len(in))
	for k, av := range in {
		out[k] = av
	}
	for _, a := range attrs {
		av, ok := in[a.Name]
		if !ok {
			continue
		}
		ap := p.WithAttributeName(a.Name)
		av, err := fn(a, ap, av)
		if err != nil {
			return v, err
		}
		if a.NestedType != nil {
			nested := a.NestedType.Attributes
			av, err = eachElement(av, ap, objectNesting(a.NestedType.Nesting),
				func(ep *tftypes.AttributePath, ev tftypes.Value) (tftypes.Value, error) {
					return walkObject(nested, nil, ep, ev, fn)
				})
			if err != nil {
				return v, err
			}
		}
		out[a.Name] = av
	}
	for _, nb := range blocks {
		bv, ok := in[nb.TypeName]
		if !ok {
			continue
		}
		block := nb.Block
		bv, err := eachElement(bv, p.WithAttributeName(nb.TypeName), nb.Nesting,
			func(ep *tftypes.AttributePath, ev tftypes.Value) (tftypes.Value, error) {
				return walkBlock(block, ep, ev, fn)
			})
		if err != nil {
			return v, err
		}
		out[nb.TypeName] = bv
	}
	return newValue(p, v.Type(), out)
}

// objectNesting maps a nested_type nesting mode onto the block one.
func objectNesting(m tfprotov6.SchemaObjectNestingMode) tfprotov6.SchemaNestedBlockNestingMode {
	switch m {
	case tfprotov6.SchemaObjectNestingModeList:
		return tfprotov6.SchemaNestedBlockNestingModeList
	case tfprotov6.SchemaObjectNestingModeSet:
		return tfprotov6.SchemaNestedBlockNestingModeSet
	case tfprotov6.SchemaObjectNestingModeMap:
		return tfprotov6.SchemaNestedBlockNestingModeMap
	default:
		return tfprotov6.SchemaNestedBlockNestingModeSingle
	}
}

// eachElement applies f to the object(s) held by v under the given nesting:
// v itself for single/group, each element for list/set/map.
func eachElement(v tftypes.Value, p *tftypes.AttributePath, mode tfprotov6.SchemaNestedBlockNestingMode,
	f func(*tftypes.AttributePath, tftypes.Value) (tftypes.Value, error)) (tftypes.Value, error) {
	if v.IsNull() || !v.IsKnown() {
		return v, nil
	}
	switch mode {
	case tfprotov6.SchemaNestedBlockNestingModeList, tfprotov6.SchemaNestedBlockNestingModeSet:
		var elems []tftypes.Value
		if err := v.As(&elems); err != nil {
			return v, p.NewError(err)
		}
		out := make([]tftypes.Value, len(elems))
		for i, e := range elems {
			ep := p.WithElementKeyInt(i)
			if mode == tfprotov6.SchemaNestedBlockNestingModeSet {
				ep = p.WithElementKeyValue(e)
			}
			ne, err := f(ep, e)
			if err != nil {
				return v, err
			}
			out[i] = ne
		}
		return newValue(p, v.Type(), out)
	case tfprotov6.SchemaNestedBlockNestingModeMap:
		var elems map[string]tftypes.Value
		if err := v.As(&elems); err != nil {
			return v, p.NewError(err)
		}
		out := make(map[string]tftypes.Value, len(elems))
		for k, e := range elems {
			ne, err := f(p.WithElementKeyString(k), e)
			if err != nil {
				return v, err
			}
			out[k] = ne
		}
		return newValue(p, v.Type(), out)
	default:
		return f(p, v)
	}
}

// newValue is tftypes.NewValue returning an error instead of panicking.
func newValue(p *tftypes.AttributePath, t tftypes.Type, val any) (tftypes.Value, error) {
	if err := tftypes.ValidateValue(t, val); err != nil {
		return tftypes.Value{}, p.NewError(err)
	}
	return tftypes.NewValue(t, val), nil
}

// computedOnly: the provider sets the attribute, the configuration cannot.
func computedOnly(a *tfprotov6.SchemaAttribute) bool {
	return a.Computed && !a.Optional && !a.Required
}

// checkReadOnly returns an error diagnostic for every computed-only
// attribute, at any depth, that the configuration v sets (to anything not
// null, including a value unknown until apply: real providers refuse those
// too). what names the resource type (or "provider") in the message.
func checkReadOnly(what string, b *tfprotov6.SchemaBlock, v tftypes.Value) []*tfprotov6.Diagnostic {
	var diags []*tfprotov6.Diagnostic
	_, err := walkBlock(b, tftypes.NewAttributePath(), v,
		func(a *tfprotov6.SchemaAttribute, p *tftypes.AttributePath, v tftypes.Value) (tftypes.Value, error) {
			if computedOnly(a) && !v.IsNull() {
				diags = append(diags, &tfprotov6.Diagnostic{
					Severity: tfprotov6.DiagnosticSeverityError,
					Summary:  "Read-only attribute set in configuration",
					Detail: fmt.Sprintf("%s.%s is computed by the provider and cannot be set; remove it from the configuration.",
						what, formatPath(p)),
					Attribute: p,
				})
			}
			return v, nil
		})
	if err != nil {
		diags = append(diags, errorDiag("Cannot walk configuration", err))
	}
	return diags
}

// planValue computes a planned state from Terraform's proposed new state.
//
// Terraform's proposed state already carries the prior state's value for
// every computed attribute the configuration leaves null (matching list
// elements by index, map elements by key and set elements by their
// non-computed attributes). So the plan only has to mark as unknown the
// computed attributes that are still null (a new object, or a new nested
// object), and null the write-only ones. Everything else is left as it is, as
// Terraform requires for non-computed attributes. A second plan after apply
// therefore equals the prior state: no changes.
func planValue(b *tfprotov6.SchemaBlock, proposed tftypes.Value) (tftypes.Value, error) {
	return walkBlock(b, tftypes.NewAttributePath(), proposed,
		func(a *tfprotov6.SchemaAttribute, p *tftypes.AttributePath, v tftypes.Value) (tftypes.Value, error) {
			switch {
			case a.WriteOnly:
				return tftypes.NewValue(a.ValueType(), nil), nil
			case a.Computed && v.IsNull():
				return tftypes.NewValue(a.ValueType(), tftypes.UnknownValue), nil
			}
			return v, nil
		})
}

// applyValue computes the new state from a planned state: every unknown
// value, at any depth, becomes a placeholder; known values are kept; write-
// only attributes are null.
func applyValue(b *tfprotov6.SchemaBlock, ph placeholders, planned tftypes.Value) (tftypes.Value, error) {
	return walkBlock(b, tftypes.NewAttributePath(), planned,
		func(a *tfprotov6.SchemaAttribute, p *tftypes.AttributePath, v tftypes.Value) (tftypes.Value, error) {
			if a.WriteOnly {
				return tftypes.NewValue(a.ValueType(), nil), nil
			}
			return ph.fillUnknowns(p, v)
		})
}

// readDataValue fills every computed attribute that the (fully known) data
// source configuration leaves null with a placeholder.
func readDataValue(b *tfprotov6.SchemaBlock, ph placeholders, config tftypes.Value) (tftypes.Value, error) {
	return walkBlock(b, tftypes.NewAttributePath(), config,
		func(a *tfprotov6.SchemaAttribute, p *tftypes.AttributePath, v tftypes.Value) (tftypes.Value, error) {
			switch {
			case a.WriteOnly:
				return tftypes.NewValue(a.ValueType(), nil), nil
			case a.Computed && v.IsNull():
				return ph.value(p, a.ValueType()), nil
			}
			return ph.fillUnknowns(p, v)
		})
}

// emptyObject is the value of block b with nothing set, as Terraform
// represents an empty configuration: attributes null, list/set/map blocks
// empty, single blocks null, group blocks empty objects.
func emptyObject(b *tfprotov6.SchemaBlock) tftypes.Value {
	vals := map[string]tftypes.Value{}
	for _, a := range b.Attributes {
		vals[a.Name] = tftypes.NewValue(a.ValueType(), nil)
	}
	for _, nb := range b.BlockTypes {
		t := nb.ValueType()
		switch nb.Nesting {
		case tfprotov6.SchemaNestedBlockNestingModeList, tfprotov6.SchemaNestedBlockNestingModeSet:
			vals[nb.TypeName] = tftypes.NewValue(t, []tftypes.Value{})
		case tfprotov6.SchemaNestedBlockNestingModeMap:
			vals[nb.TypeName] = tftypes.NewValue(t, map[string]tftypes.Value{})
		case tfprotov6.SchemaNestedBlockNestingModeGroup:
			vals[nb.TypeName] = emptyObject(nb.Block)
		default:
			vals[nb.TypeName] = tftypes.NewValue(t, nil)
		}
	}
	return tftypes.NewValue(b.ValueType(), vals)
}

// placeholders makes the deterministic values that stand in for computed
// ones. Each depends on a seed (the resource type and the JSON of the known
// planned values or config) and on the attribute path, so that the same
// configuration always gets the same values and different attributes get
// different ones.
type placeholders struct {
	seed      string
	numericID bool // the root "id" is a decimal integer in a string
}

// newPlaceholders seeds placeholders for one object of type typeName.
func newPlaceholders(typeName string, v tftypes.Value, numericID bool) placeholders {
	var sb strings.Builder
	sb.WriteString(typeName)
	sb.WriteByte(0)
	writeJSON(&sb, v)
	return placeholders{seed: sb.String(), numericID: numericID}
}

// hash returns 32 bits of hash of the seed and the path.
func (ph placeholders) hash(p *tftypes.AttributePath) uint32 {
	sum := sha256.Sum256([]byte(ph.seed + "\x00" + formatPath(p)))
	return binary.BigEndian.Uint32(sum[:4])
}

// value returns a known placeholder of type t for path p: a string
// "<attribute>-<8 hex digits>", a small positive integer, false (true for
// the second element of a collection, so a set of bool has two), two
// elements for a list or set, keys "a" and "b" for a map, every attribute of
// an object. A dynamic value becomes a string.
func (ph placeholders) value(p *tftypes.AttributePath, t tftypes.Type) tftypes.Value {
	switch t := t.(type) {
	case tftypes.List:
		elems := ph.pair(p, t.ElementType)
		if hasDynamic(t.ElementType) { // elements of one concrete type
			t = tftypes.List{ElementType: elems[0].Type()}
		}
		return tftypes.NewValue(t, elems)
	case tftypes.Set:
		return tftypes.NewValue(t, ph.pair(p, t.ElementType))
	case tftypes.Map:
		elems := map[string]tftypes.Value{
			"a": ph.value(p.WithElementKeyString("a"), t.ElementType),
			"b": ph.value(p.WithElementKeyString("b"), t.ElementType),
		}
		if hasDynamic(t.ElementType) {
			return tftypes.NewValue(tftypes.Map{ElementType: elems["a"].Type()}, elems)
		}
		return tftypes.NewValue(t, elems)
	case tftypes.Object:
		vals := make(map[string]tftypes.Value, len(t.AttributeTypes))
		for name, at := range t.AttributeTypes {
			vals[name] = ph.value(p.WithAttributeName(name), at)
		}
		return tftypes.NewValue(concreteObject(t, vals), vals)
	case tftypes.Tuple:
		vals := make([]tftypes.Value, len(t.ElementTypes))
		types := make([]tftypes.Type, len(t.ElementTypes))
		for i, et := range t.ElementTypes {
			vals[i] = ph.value(p.WithElementKeyInt(i), et)
			types[i] = vals[i].Type()
		}
		return tftypes.NewValue(tftypes.Tuple{ElementTypes: types}, vals)
	}
	h := ph.hash(p)
	switch {
	case t.Is(tftypes.Number):
		return tftypes.NewValue(tftypes.Number, new(big.Float).SetInt64(int64(h%1_000_000+1)))
	case t.Is(tftypes.Bool):
		last, ok := p.LastStep().(tftypes.ElementKeyInt)
		return tftypes.NewValue(tftypes.Bool, ok && last == 1)
	case ph.numericID && p.Equal(tftypes.NewAttributePath().WithAttributeName("id")):
		return tftypes.NewValue(tftypes.String, strconv.FormatUint(uint64(h%1_000_000+1), 10))
	default: // string, dynamic
		var buf [4]byte
		binary.BigEndian.PutUint32(buf[:], h)
		return tftypes.NewValue(tftypes.String, attrName(p)+"-"+hex.EncodeToString(buf[:]))
	}
}

// pair returns the two elements of a placeholder list or set.
func (ph placeholders) pair(p *tftypes.AttributePath, et tftypes.Type) []tftypes.Value {
	return []tftypes.Value{ph.value(p.WithElementKeyInt(0), et), ph.value(p.WithElementKeyInt(1), et)}
}

// concreteObject returns t with dynamic attribute types replaced by the
// types of the values chosen for them.
func concreteObject(t tftypes.Object, vals map[string]tftypes.Value) tftypes.Object {
	if !hasDynamic(t) {
		return t
	}
	types := make(map[string]tftypes.Type, len(vals))
	for name, v := range vals {
		types[name] = v.Type()
	}
	return tftypes.Object{AttributeTypes: types}
}

// fillUnknowns replaces every unknown inside v with a placeholder. Elements
// of sets are addressed by index so that two unknown elements get two
// different values.
func (ph placeholders) fillUnknowns(p *tftypes.AttributePath, v tftypes.Value) (tftypes.Value, error) {
	if !v.IsKnown() {
		return ph.value(p, v.Type()), nil
	}
	if v.IsNull() || v.IsFullyKnown() {
		return v, nil
	}
	switch v.Type().(type) {
	case tftypes.List, tftypes.Set, tftypes.Tuple:
		var elems []tftypes.Value
		if err := v.As(&elems); err != nil {
			return v, p.NewError(err)
		}
		out := make([]tftypes.Value, len(elems))
		for i, e := range elems {
			ne, err := ph.fillUnknowns(p.WithElementKeyInt(i), e)
			if err != nil {
				return v, err
			}
			out[i] = ne
		}
		return newValue(p, v.Type(), out)
	case tftypes.Map, tftypes.Object:
		var elems map[string]tftypes.Value
		if err := v.As(&elems); err != nil {
			return v, p.NewError(err)
		}
		out := make(map[string]tftypes.Value, len(elems))
		for k, e := range elems {
			ep := p.WithElementKeyString(k)
			if _, ok := v.Type().(tftypes.Object); ok {
				ep = p.WithAttributeName(k)
			}
			ne, err := ph.fillUnknowns(ep, e)
			if err != nil {
				return v, err
			}
			out[k] = ne
		}
		return newValue(p, v.Type(), out)
	}
	return v, nil
}

// attrName is the name of the innermost attribute on path p.
func attrName(p *tftypes.AttributePath) string {
	steps := p.Steps()
	for i := len(steps) - 1; i >= 0; i-- {
		if name, ok := steps[i].(tftypes.AttributeName); ok {
			return string(name)
		}
	}
	return "value"
}

// formatPath renders p the way it is written in configuration:
// `a.b[0]["key"]`; a set element is `[*]`.
func formatPath(p *tftypes.AttributePath) string {
	var sb strings.Builder
	for _, step := range p.Steps() {
		switch s := step.(type) {
		case tftypes.AttributeName:
			if sb.Len() > 0 {
				sb.WriteByte('.')
			}
			sb.WriteString(string(s))
		case tftypes.ElementKeyInt:
			sb.WriteString("[" + strconv.FormatInt(int64(s), 10) + "]")
		case tftypes.ElementKeyString:
			sb.WriteString("[" + strconv.Quote(string(s)) + "]")
		default:
			sb.WriteString("[*]")
		}
	}
	return sb.String()
}

// writeJSON writes v as JSON with object keys in order; unknown values are
// written as null.
func writeJSON(sb *strings.Builder, v tftypes.Value) {
	if !v.IsKnown() || v.IsNull() {
		sb.WriteString("null")
		return
	}
	switch t := v.Type().(type) {
	case tftypes.List, tftypes.Set, tftypes.Tuple:
		var elems []tftypes.Value
		_ = v.As(&elems)
		sb.WriteByte('[')
		for i, e := range elems {
			if i > 0 {
				sb.WriteByte(',')
			}
			writeJSON(sb, e)
		}
		sb.WriteByte(']')
	case tftypes.Map, tftypes.Object:
		var elems map[string]tftypes.Value
		_ = v.As(&elems)
		sb.WriteByte('{')
		for i, k := range sortedKeys(elems) {
			if i > 0 {
				sb.WriteByte(',')
			}
			sb.WriteString(strconv.Quote(k) + ":")
			writeJSON(sb, elems[k])
		}
		sb.WriteByte('}')
	default:
		switch {
		case t.Is(tftypes.String):
			var s string
			_ = v.As(&s)
			b, _ := json.Marshal(s)
			sb.Write(b)
		case t.Is(tftypes.Number):
			var f big.Float
			_ = v.As(&f)
			sb.WriteString(f.Text('g', -1))
		case t.Is(tftypes.Bool):
			var b bool
			_ = v.As(&b)
			sb.WriteString(strconv.FormatBool(b))
		default:
			sb.WriteString("null")
		}
	}
}

// errorDiag turns an error into an error diagnostic.
func errorDiag(summary string, err error) *tfprotov6.Diagnostic {
	return &tfprotov6.Diagnostic{Severity: tfprotov6.DiagnosticSeverityError, Summary: summary, Detail: err.Error()}
}
