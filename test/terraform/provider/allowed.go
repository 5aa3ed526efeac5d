package main

// The providers' own value checks: allowed-values.json, in the format of
// schema/<package>/allowed-values.json,
//
//	{ "<type>" | "data.<type>": { "<attribute path>": { rule } } }
//
// where the attribute path goes through nested blocks (and nested
// attributes) with dots ("strategy.spot_percentage") and a rule is any of
// enum, min, max, minLength, maxLength and pattern. For an attribute that
// holds a list or set of values the rule applies to each element.
//
// The real providers check these values when Terraform validates a
// configuration, so the test provider refuses, in ValidateResourceConfig and
// ValidateDataResourceConfig, every known value outside its rule, naming the
// attribute path and the rule. Unknown values (known only after apply) are
// not judged, as the providers do not judge them.

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"os"
	"regexp"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/hashicorp/terraform-plugin-go/tfprotov6"
	"github.com/hashicorp/terraform-plugin-go/tftypes"
)

// ValueRule is one rule of allowed-values.json. Unset bounds are nil.
type ValueRule struct {
	Enum                 []any // strings, or *big.Float for a number attribute
	Min, Max             *big.Float
	MinLength, MaxLength *int64
	Pattern              *regexp.Regexp
}

// ValueRules are the rules of one provider: type key ("idp_application",
// "data.idp_user") -> attribute path ("strategy.spot_percentage") -> rule.
type ValueRules map[string]map[string]*ValueRule

// count is the number of rules, for the check command.
func (vr ValueRules) count() int {
	n := 0
	for _, paths := range vr {
		n += len(paths)
	}
	return n
}

// LoadValuesFile reads the value rules at path for the types of ps.
func LoadValuesFile(path string, ps *ProviderSchema) (ValueRules, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return ParseValues(path, data, ps)
}

// ParseValues converts the JSON document data; file names it in errors.
// Every type must be one of ps, every path an attribute of that type whose
// values (or elements) are strings or numbers, and every rule one that such
// a value can be judged by.
func ParseValues(file string, data []byte, ps *ProviderSchema) (ValueRules, error) {
	l := &loader{file: file}
	doc, ok := l.decode(data)
	if !ok {
		return nil, errors.Join(l.errs...)
	}
	rules := ValueRules{}
	types := l.object("", doc)
	for _, typeKey := range sortedKeys(types) {
		tp := entry("", typeKey)
		var sch *tfprotov6.Schema
		if name, ok := strings.CutPrefix(typeKey, "data."); ok {
			sch = ps.DataSources[name]
		} else {
			sch = ps.Resources[typeKey]
		}
		if sch == nil {
			l.errorf(tp, "%s has no %s", ps.Address, describeTypeKey(typeKey))
			continue
		}
		paths := l.object(tp, types[typeKey])
		rules[typeKey] = map[string]*ValueRule{}
		for _, attrPath := range sortedKeys(paths) {
			pp := entry(tp, attrPath)
			kind, ok := l.valueKind(pp, sch.Block, attrPath)
			if !ok {
				continue
			}
			if r := l.rule(pp, kind, paths[attrPath]); r != nil {
				rules[typeKey][attrPath] = r
			}
		}
	}
	if len(l.errs) > 0 {
		return nil, errors.Join(l.errs...)
	}
	return rules, nil
}

// describeTypeKey renders a type key of the file for a message.
func describeTypeKey(typeKey string) string {
	if name, ok := strings.CutPrefix(typeKey, "data."); ok {
		return fmt.Sprintf("data source type %q", name)
	}
	return fmt.Sprintf("resource type %q (a data source is written data.<type>)", typeKey)
}

// valueKind resolves a dotted attribute path in block b and returns the type
// of the values a rule judges there: the attribute's own type, or its
// element type for a list or set. It must be a string or a number.
func (l *loader) valueKind(p string, b *tfprotov6.SchemaBlock, attrPath string) (tftypes.Type, bool) {
	steps := strings.Split(attrPath, ".")
	attrs, blocks := b.Attributes, b.BlockTypes
	for i, step := range steps {
		last := i == len(steps)-1
		here := strings.Join(steps[:i+1], ".")
		if a := findAttribute(attrs, step); a != nil {
			if a.NestedType != nil {
				if last {
					l.errorf(p, "%s holds nested objects: a rule applies to one of their attributes", here)
					return nil, false
				}
				attrs, blocks = a.NestedType.Attributes, nil
				continue
			}
			if !last {
				l.errorf(p, "%s is an attribute, not a block: the path cannot go on", here)
				return nil, false
			}
			if computedOnly(a) {
				l.errorf(p, "%s is computed by the provider: no configuration sets it", here)
				return nil, false
			}
			t := a.Type
			switch tt := t.(type) {
			case tftypes.List:
				t = tt.ElementType
			case tftypes.Set:
				t = tt.ElementType
			}
			if !t.Is(tftypes.String) && !t.Is(tftypes.Number) {
				l.errorf(p, "%s is of type %s: rules judge strings and numbers, or lists and sets of them", here, a.Type)
				return nil, false
			}
			return t, true
		}
		if nb := findNestedBlock(blocks, step); nb != nil {
			if last {
				l.errorf(p, "%s is a block: a rule applies to one of its attributes", here)
				return nil, false
			}
			attrs, blocks = nb.Block.Attributes, nb.Block.BlockTypes
			continue
		}
		l.errorf(p, "no attribute or block %s", here)
		return nil, false
	}
	return nil, false
}

// ruleKeys are the keys a rule may have.
var ruleKeys = []string{"enum", "min", "max", "minLength", "maxLength", "pattern"}

// rule converts one rule for values of type kind.
func (l *loader) rule(p string, kind tftypes.Type, raw any) *ValueRule {
	m := l.object(p, raw, ruleKeys...)
	if m == nil {
		return nil
	}
	if len(m) == 0 {
		l.errorf(p, "an empty rule (expected any of %s)", strings.Join(ruleKeys, ", "))
		return nil
	}
	isString := kind.Is(tftypes.String)
	only := func(k, what string) {
		if _, ok := m[k]; ok {
			l.errorf(key(p, k), "applies to %s, not to a %s", what, kindName(kind))
		}
	}
	if isString {
		only("min", "numbers")
		only("max", "numbers")
	} else {
		only("minLength", "strings")
		only("maxLength", "strings")
		only("pattern", "strings")
	}
	r := &ValueRule{}
	if raw, ok := m["enum"]; ok {
		ep := key(p, "enum")
		values, _ := raw.([]any)
		if len(values) == 0 {
			l.errorf(ep, "expected a non-empty array of values, got %s", describe(raw))
		}
		for i, v := range values {
			if isString {
				if s, ok := v.(string); ok {
					r.Enum = append(r.Enum, s)
				} else {
					l.errorf(index(ep, i), "expected a string (the attribute is a string), got %s", describe(v))
				}
			} else if f := l.number(index(ep, i), v); f != nil {
				r.Enum = append(r.Enum, f)
			}
		}
	}
	if raw, ok := m["min"]; ok && !isString {
		r.Min = l.number(key(p, "min"), raw)
	}
	if raw, ok := m["max"]; ok && !isString {
		r.Max = l.number(key(p, "max"), raw)
	}
	if r.Min != nil && r.Max != nil && r.Min.Cmp(r.Max) > 0 {
		l.errorf(p, "min (%s) is above max (%s)", text(r.Min), text(r.Max))
	}
	if raw, ok := m["minLength"]; ok && isString {
		n := l.count(key(p, "minLength"), raw)
		r.MinLength = &n
	}
	if raw, ok := m["maxLength"]; ok && isString {
		n := l.count(key(p, "maxLength"), raw)
		r.MaxLength = &n
	}
	if r.MinLength != nil && r.MaxLength != nil && *r.MinLength > *r.MaxLength {
		l.errorf(p, "minLength (%d) is above maxLength (%d)", *r.MinLength, *r.MaxLength)
	}
	if raw, ok := m["pattern"]; ok && isString {
		pp := key(p, "pattern")
		if s, ok := raw.(string); !ok {
			l.errorf(pp, "expected a regular expression in a string, got %s", describe(raw))
		} else if re, err := regexp.Compile(s); err != nil {
			l.errorf(pp, "not a regular expression: %v", err)
		} else {
			r.Pattern = re
		}
	}
	return r
}

// kindName names the type of the values a rule judges.
func kindName(kind tftypes.Type) string {
	if kind.Is(tftypes.String) {
		return "string"
	}
	return "number"
}

// number reads a JSON number as a big.Float (nil after an error).
func (l *loader) number(p string, v any) *big.Float {
	n, ok := v.(json.Number)
	if ok {
		if f, _, err := big.ParseFloat(string(n), 10, 512, big.ToNearestEven); err == nil {
			return f
		}
	}
	l.errorf(p, "expected a number, got %s", describe(v))
	return nil
}

// text renders a number as configuration writes it.
func text(f *big.Float) string { return f.Text('g', -1) }

func findAttribute(attrs []*tfprotov6.SchemaAttribute, name string) *tfprotov6.SchemaAttribute {
	for _, a := range attrs {
		if a.Name == name {
			return a
		}
	}
	return nil
}

func findNestedBlock(blocks []*tfprotov6.SchemaNestedBlock, name string) *tfprotov6.SchemaNestedBlock {
	for _, nb := range blocks {
		if nb.TypeName == name {
			return nb
		}
	}
	return nil
}

// rulePath is the path of an attribute as allowed-values.json names it: its
// attribute names joined by dots, without element keys.
func rulePath(p *tftypes.AttributePath) string {
	var names []string
	for _, step := range p.Steps() {
		if name, ok := step.(tftypes.AttributeName); ok {
			names = append(names, string(name))
		}
	}
	return strings.Join(names, ".")
}

// checkValues returns an error diagnostic for every known value of the
// configuration v (of block b) that breaks a rule of rules (the rules of
// one type; nil = none). what names the type in messages ("repo_hook",
// "data.repo_repository").
func checkValues(what string, b *tfprotov6.SchemaBlock, rules map[string]*ValueRule, v tftypes.Value) []*tfprotov6.Diagnostic {
	if len(rules) == 0 {
		return nil
	}
	var diags []*tfprotov6.Diagnostic
	judge := func(r *ValueRule, p *tftypes.AttributePath, v tftypes.Value) {
		if !v.IsKnown() || v.IsNull() {
			return
		}
		for _, problem := range r.problems(v) {
			diags = append(diags, &tfprotov6.Diagnostic{
				Severity:  tfprotov6.DiagnosticSeverityError,
				Summary:   "Value not allowed by the provider",
				Detail:    fmt.Sprintf("%s.%s: %s", what, formatPath(p), problem),
				Attribute: p,
			})
		}
	}
	_, err := walkBlock(b, tftypes.NewAttributePath(), v,
		func(a *tfprotov6.SchemaAttribute, p *tftypes.AttributePath, v tftypes.Value) (tftypes.Value, error) {
			r := rules[rulePath(p)]
			if r == nil || !v.IsKnown() || v.IsNull() {
				return v, nil
			}
			switch v.Type().(type) {
			case tftypes.List, tftypes.Set:
				var elems []tftypes.Value
				if err := v.As(&elems); err != nil {
					return v, p.NewError(err)
				}
				_, isSet := v.Type().(tftypes.Set)
				for i, e := range elems {
					ep := p.WithElementKeyInt(i)
					if isSet {
						ep = p.WithElementKeyValue(e)
					}
					judge(r, ep, e)
				}
			default:
				judge(r, p, v)
			}
			return v, nil
		})
	if err != nil {
		diags = append(diags, errorDiag("Cannot walk configuration", err))
	}
	return diags
}

// problems returns what is wrong with the known string or number v: each
// names the rule (as allowed-values.json writes it) and the value.
func (r *ValueRule) problems(v tftypes.Value) []string {
	var out []string
	if v.Type().Is(tftypes.String) {
		var s string
		if err := v.As(&s); err != nil {
			return []string{err.Error()}
		}
		got := strconv.Quote(s)
		if r.Enum != nil && !enumHas(r.Enum, func(e any) bool { return e.(string) == s }) {
			out = append(out, fmt.Sprintf("value must be one of %s (enum), got %s", enumText(r.Enum), got))
		}
		n := int64(utf8.RuneCountInString(s))
		if r.MinLength != nil && n < *r.MinLength {
			out = append(out, fmt.Sprintf("value must be at least %d characters long (minLength %d), got %s (%d)", *r.MinLength, *r.MinLength, got, n))
		}
		if r.MaxLength != nil && n > *r.MaxLength {
			out = append(out, fmt.Sprintf("value must be at most %d characters long (maxLength %d), got %s (%d)", *r.MaxLength, *r.MaxLength, got, n))
		}
		if r.Pattern != nil && !r.Pattern.MatchString(s) {
			out = append(out, fmt.Sprintf("value must match the pattern %s (pattern), got %s", r.Pattern, got))
		}
		return out
	}
	var f big.Float
	if err := v.As(&f); err != nil {
		return []string{err.Error()}
	}
	got := text(&f)
	if r.Enum != nil && !enumHas(r.Enum, func(e any) bool { return e.(*big.Float).Cmp(&f) == 0 }) {
		out = append(out, fmt.Sprintf("value must be one of %s (enum), got %s", enumText(r.Enum), got))
	}
	if r.Min != nil && f.Cmp(r.Min) < 0 {
		out = append(out, fmt.Sprintf("value must be at least %s (min %s), got %s", text(r.Min), text(r.Min), got))
	}
	if r.Max != nil && f.Cmp(r.Max) > 0 {
		out = append(out, fmt.Sprintf("value must be at most %s (max %s), got %s", text(r.Max), text(r.Max), got))
	}
	return out
}

func enumHas(enum []any, match func(any) bool) bool {
	for _, e := range enum {
		if match(e) {
			return true
		}
	}
	return false
}

// enumText renders the allowed values: ["all", "any"] or [1, 2].
func enumText(enum []any) string {
	parts := make([]string, len(enum))
	for i, e := range enum {
		if s, ok := e.(string); ok {
			parts[i] = strconv.Quote(s)
		} else {
			parts[i] = text(e.(*big.Float))
		}
	}
	return "[" + strings.Join(parts, ", ") + "]"
}
