package main

// The providers' rules beyond their schemas: provider-rules.json, in the
// format of schema/<package>/provider-rules.json,
//
//	{ "<type>" | "data.<type>" | "provider.<package>": {
//	    "<attribute path>": {
//	      "default": <value>,
//	      "conflicts_with": ["<attribute path>", ...],
//	      "exactly_one_of": ["<attribute path>", ...],
//	      "required_with":  ["<attribute path>", ...] } } }
//
// An attribute path goes through nested blocks (and nested attributes) with
// dots ("filters.whitelist"; an item index such as "filters.0.whitelist" is
// accepted and means the same). The attributes a cross-field rule names are
// paths from the type's root too, and sit in the object that holds the
// attribute of the rule: a rule applies within each instance of that object.
//
// The real providers refuse, when Terraform validates a configuration and so
// before anything is planned, a configuration that breaks a cross-field
// rule; the test provider does the same in ValidateResourceConfig,
// ValidateDataResourceConfig and ValidateProviderConfig, with one error per
// broken rule, at the attribute the rule is written on:
//
//   - conflicts_with: the attribute is written and so is one of the others;
//   - exactly_one_of: of the attribute and the others, none or more than one
//     is written (each attribute of the set carries the rule, so each
//     reports it, as the providers do);
//   - required_with: the attribute is written and one of the others is not.
//
// Written means not null; a list, set or map block is written when it holds
// at least one item (an attribute holding an empty list is written). A value
// unknown until apply is not judged (it may turn out null): an unknown
// attribute breaks no rule, and for the others it counts as whatever lets
// the rule hold.
//
// Defaults are loaded and checked against the attribute's type, but not
// planned. Terraform lets a provider plan a value for an attribute the
// configuration leaves null only if the schema marks it computed, and every
// attribute with a default in the providers' schemas is optional and not
// computed (the real providers' SDK plans their defaults all the same, which
// Terraform tolerates only from its legacy type system): the plan keeps such
// an attribute null.

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"slices"
	"strconv"
	"strings"

	"github.com/hashicorp/terraform-plugin-go/tfprotov6"
	"github.com/hashicorp/terraform-plugin-go/tftypes"
)

// AttrRule is what provider-rules.json says about one attribute (or block).
type AttrRule struct {
	// Parent is the path of the object that holds the attribute ("" at the
	// type's root, "filters" inside the filters block); Name its name there.
	Parent, Name string
	// Default is the value the provider fills in (decoded JSON, numbers as
	// json.Number), when HasDefault.
	Default    any
	HasDefault bool
	// The names, in the object Parent, of the attributes of each cross-field
	// rule (nil = no such rule).
	ConflictsWith, ExactlyOneOf, RequiredWith []string
}

// ProviderRules are the rules of one provider: type key ("repo_hook",
// "data.idp_user", "provider.repo") -> attribute path without item indexes
// ("filters.whitelist") -> rule.
type ProviderRules map[string]map[string]*AttrRule

// counts returns the number of cross-field rules and of defaults, for the
// check command.
func (pr ProviderRules) counts() (crossField, defaults int) {
	for _, paths := range pr {
		for _, r := range paths {
			for _, list := range [][]string{r.ConflictsWith, r.ExactlyOneOf, r.RequiredWith} {
				if list != nil {
					crossField++
				}
			}
			if r.HasDefault {
				defaults++
			}
		}
	}
	return crossField, defaults
}

// providerKey is the key of the provider's own configuration in the file:
// "provider." and the type of its address.
func providerKey(ps *ProviderSchema) string {
	return "provider." + ps.Address[strings.LastIndex(ps.Address, "/")+1:]
}

// LoadRulesFile reads the provider rules at path for the types of ps.
func LoadRulesFile(path string, ps *ProviderSchema) (ProviderRules, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return ParseRules(path, data, ps)
}

// providerRuleKeys are the keys a rule of provider-rules.json may have.
var providerRuleKeys = []string{"default", "conflicts_with", "exactly_one_of", "required_with"}

// ParseRules converts the JSON document data; file names it in errors.
// Every type must be one of ps (or its provider), every path an attribute or
// block of that type a configuration can write, every attribute a rule names
// one in the same object, and every default a value of the attribute's type.
func ParseRules(file string, data []byte, ps *ProviderSchema) (ProviderRules, error) {
	l := &loader{file: file}
	doc, ok := l.decode(data)
	if !ok {
		return nil, errors.Join(l.errs...)
	}
	rules := ProviderRules{}
	types := l.object("", doc)
	for _, typeKey := range sortedKeys(types) {
		tp := entry("", typeKey)
		sch := l.ruleOwner(tp, ps, typeKey)
		if sch == nil {
			continue
		}
		paths := l.object(tp, types[typeKey])
		rules[typeKey] = map[string]*AttrRule{}
		written := map[string]string{} // path without indexes -> path as written
		for _, attrPath := range sortedKeys(paths) {
			pp := entry(tp, attrPath)
			target, ok := l.ruleTarget(pp, sch.Block, attrPath)
			if !ok {
				continue
			}
			if first, dup := written[target.path]; dup {
				l.errorf(pp, "the same attribute as %q", first)
				continue
			}
			written[target.path] = attrPath
			if r := l.attrRule(pp, sch.Block, target, paths[attrPath]); r != nil {
				rules[typeKey][target.path] = r
			}
		}
	}
	if len(l.errs) > 0 {
		return nil, errors.Join(l.errs...)
	}
	return rules, nil
}

// ruleOwner returns the schema a type key of the file names.
func (l *loader) ruleOwner(p string, ps *ProviderSchema, typeKey string) *tfprotov6.Schema {
	if name, ok := strings.CutPrefix(typeKey, "provider."); ok {
		if typeKey != providerKey(ps) {
			l.errorf(p, "%s is not provider %q: its configuration is written %s", ps.Address, name, providerKey(ps))
			return nil
		}
		return ps.Provider
	}
	var sch *tfprotov6.Schema
	if name, ok := strings.CutPrefix(typeKey, "data."); ok {
		sch = ps.DataSources[name]
	} else {
		sch = ps.Resources[typeKey]
	}
	if sch == nil {
		l.errorf(p, "%s has no %s", ps.Address, describeRuleKey(ps, typeKey))
	}
	return sch
}

// describeRuleKey renders a type key of the file for a message.
func describeRuleKey(ps *ProviderSchema, typeKey string) string {
	if name, ok := strings.CutPrefix(typeKey, "data."); ok {
		return fmt.Sprintf("data source type %q", name)
	}
	return fmt.Sprintf("resource type %q (a data source is written data.<type>, the provider's configuration %s)", typeKey, providerKey(ps))
}

// ruleTarget is an attribute or block a rule names.
type ruleTarget struct {
	path         string // its path without item indexes: "filters.whitelist"
	parent, name string // the path of the object that holds it, and its name there
	attr         *tfprotov6.SchemaAttribute
}

// ruleTarget resolves a dotted path in block b (item indexes skipped) to an
// attribute or block that a configuration can write.
func (l *loader) ruleTarget(p string, b *tfprotov6.SchemaBlock, attrPath string) (ruleTarget, bool) {
	var steps []string
	for _, s := range strings.Split(attrPath, ".") {
		if s == "" || strings.Trim(s, "0123456789") != "" {
			steps = append(steps, s)
		}
	}
	attrs, blocks := b.Attributes, b.BlockTypes
	for i, step := range steps {
		last := i == len(steps)-1
		here := strings.Join(steps[:i+1], ".")
		t := ruleTarget{path: strings.Join(steps, "."), parent: strings.Join(steps[:i], "."), name: step}
		if a := findAttribute(attrs, step); a != nil {
			if last {
				if computedOnly(a) {
					l.errorf(p, "%s is computed by the provider: no configuration sets it", here)
					return t, false
				}
				t.attr = a
				return t, true
			}
			if a.NestedType == nil {
				l.errorf(p, "%s is an attribute, not a block: the path cannot go on", here)
				return t, false
			}
			attrs, blocks = a.NestedType.Attributes, nil
			continue
		}
		if nb := findNestedBlock(blocks, step); nb != nil {
			if last {
				return t, true
			}
			attrs, blocks = nb.Block.Attributes, nb.Block.BlockTypes
			continue
		}
		l.errorf(p, "no attribute or block %s", here)
		return ruleTarget{}, false
	}
	l.errorf(p, "no attribute or block %q", attrPath)
	return ruleTarget{}, false
}

// attrRule converts the rule at JSON path p on target.
func (l *loader) attrRule(p string, b *tfprotov6.SchemaBlock, target ruleTarget, raw any) *AttrRule {
	m := l.object(p, raw, providerRuleKeys...)
	if m == nil {
		return nil
	}
	if len(m) == 0 {
		l.errorf(p, "an empty rule (expected any of %s)", strings.Join(providerRuleKeys, ", "))
		return nil
	}
	r := &AttrRule{Parent: target.parent, Name: target.name}
	if v, ok := m["default"]; ok {
		dp := key(p, "default")
		switch {
		case target.attr == nil:
			l.errorf(dp, "%s is a block: a default belongs to an attribute", target.path)
		case v == nil:
			l.errorf(dp, "expected a value of type %s, got null", typeName(target.attr.ValueType()))
		default:
			l.checkDefault(dp, target.attr.ValueType(), v)
			r.Default, r.HasDefault = v, true
		}
	}
	names := func(k string) []string {
		raw, ok := m[k]
		if !ok {
			return nil
		}
		kp := key(p, k)
		list, _ := raw.([]any)
		if len(list) == 0 {
			l.errorf(kp, "expected a non-empty array of attribute paths, got %s", describe(raw))
			return nil
		}
		out := []string{}
		for i, v := range list {
			ip := index(kp, i)
			s, ok := v.(string)
			if !ok {
				l.errorf(ip, "expected an attribute path in a string, got %s", describe(v))
				continue
			}
			other, ok := l.ruleTarget(ip, b, s)
			switch {
			case !ok:
			case other.parent != target.parent:
				l.errorf(ip, "%s is not in the object that holds %s: a rule applies within one object", other.path, target.path)
			case slices.Contains(out, other.name):
				l.errorf(ip, "%s is named twice", other.path)
			case other.name == target.name && k == "conflicts_with":
				l.errorf(ip, "%s cannot conflict with itself", other.path)
			default:
				out = append(out, other.name)
			}
		}
		return out
	}
	r.ConflictsWith = names("conflicts_with")
	r.ExactlyOneOf = names("exactly_one_of")
	if r.ExactlyOneOf != nil && !slices.Contains(r.ExactlyOneOf, r.Name) {
		r.ExactlyOneOf = append(r.ExactlyOneOf, r.Name)
	}
	r.RequiredWith = names("required_with")
	return r
}

// checkDefault checks that the JSON value v is one of type t.
func (l *loader) checkDefault(p string, t tftypes.Type, v any) {
	bad := func(want string) {
		l.errorf(p, "expected %s (the attribute is a %s), got %s", want, typeName(t), describe(v))
	}
	switch tt := t.(type) {
	case tftypes.List, tftypes.Set, tftypes.Tuple:
		elems, ok := v.([]any)
		if !ok {
			bad("an array")
			return
		}
		if tup, isTuple := tt.(tftypes.Tuple); isTuple && len(tup.ElementTypes) != len(elems) {
			l.errorf(p, "expected %d elements, got %d", len(tup.ElementTypes), len(elems))
			return
		}
		for i, e := range elems {
			var et tftypes.Type
			switch tt := tt.(type) {
			case tftypes.List:
				et = tt.ElementType
			case tftypes.Set:
				et = tt.ElementType
			case tftypes.Tuple:
				et = tt.ElementTypes[i]
			}
			l.checkDefault(index(p, i), et, e)
		}
	case tftypes.Map, tftypes.Object:
		fields, ok := v.(map[string]any)
		if !ok {
			bad("an object")
			return
		}
		for _, k := range sortedKeys(fields) {
			var et tftypes.Type
			if mt, isMap := tt.(tftypes.Map); isMap {
				et = mt.ElementType
			} else if et = tt.(tftypes.Object).AttributeTypes[k]; et == nil {
				l.errorf(entry(p, k), "the attribute's objects have no attribute %q", k)
				continue
			}
			l.checkDefault(entry(p, k), et, fields[k])
		}
	default:
		// As Terraform converts a value to the attribute's type: a number or
		// a bool to a string (the spot-capacity provider's "not set" marker
		// -1 is a default of string attributes too), a string to a number or
		// a bool if it spells one.
		s, isString := v.(string)
		switch {
		case t.Is(tftypes.DynamicPseudoType):
		case t.Is(tftypes.String):
			switch v.(type) {
			case string, json.Number, bool:
			default:
				bad("a string")
			}
		case t.Is(tftypes.Number):
			if _, err := strconv.ParseFloat(s, 64); isString && err == nil {
				return
			}
			if _, ok := v.(json.Number); !ok {
				bad("a number")
			}
		case t.Is(tftypes.Bool):
			if _, ok := v.(bool); !ok && !(isString && (s == "true" || s == "false")) {
				bad("true or false")
			}
		}
	}
}

// typeName renders a type as a schema file writes it: string, list of string.
func typeName(t tftypes.Type) string {
	switch t := t.(type) {
	case tftypes.List:
		return "list of " + typeName(t.ElementType)
	case tftypes.Set:
		return "set of " + typeName(t.ElementType)
	case tftypes.Map:
		return "map of " + typeName(t.ElementType)
	case tftypes.Object:
		return "object"
	case tftypes.Tuple:
		return "tuple"
	}
	switch {
	case t.Is(tftypes.String):
		return "string"
	case t.Is(tftypes.Number):
		return "number"
	case t.Is(tftypes.Bool):
		return "bool"
	}
	return "dynamic"
}

// presence is what a configuration says about one attribute or block.
type presence int

const (
	absent  presence = iota // null, or a block with no items
	written                 // known and not null
	pending                 // unknown until apply: may turn out either
)

// member is an attribute or block of an object of the configuration.
type member struct {
	value   tftypes.Value
	isBlock bool
}

// presenceOf tells whether m is written.
func presenceOf(m member) presence {
	v := m.value
	switch {
	case !v.IsKnown():
		return pending
	case v.IsNull():
		return absent
	case !m.isBlock:
		return written
	}
	switch v.Type().(type) {
	case tftypes.List, tftypes.Set:
		var elems []tftypes.Value
		if v.As(&elems) == nil && len(elems) == 0 {
			return absent
		}
	case tftypes.Map:
		var elems map[string]tftypes.Value
		if v.As(&elems) == nil && len(elems) == 0 {
			return absent
		}
	}
	return written
}

// checkRules returns an error diagnostic for every cross-field rule of rules
// (the rules of one type; nil = none) that the configuration v (of block b)
// breaks, in any instance of the object the rule's attributes sit in. what
// names the type in messages ("repo_hook", "data.idp_user", "provider.repo").
func checkRules(what string, b *tfprotov6.SchemaBlock, rules map[string]*AttrRule, v tftypes.Value) []*tfprotov6.Diagnostic {
	byParent := map[string][]*AttrRule{}
	for _, path := range sortedKeys(rules) {
		if r := rules[path]; r.ConflictsWith != nil || r.ExactlyOneOf != nil || r.RequiredWith != nil {
			byParent[r.Parent] = append(byParent[r.Parent], r)
		}
	}
	var diags []*tfprotov6.Diagnostic
	for _, parent := range sortedKeys(byParent) {
		var steps []string
		if parent != "" {
			steps = strings.Split(parent, ".")
		}
		err := eachInstance(b.Attributes, b.BlockTypes, steps, tftypes.NewAttributePath(), v,
			func(p *tftypes.AttributePath, members map[string]member) {
				for _, r := range byParent[parent] {
					diags = append(diags, r.broken(what, p, members)...)
				}
			})
		if err != nil {
			diags = append(diags, errorDiag("Cannot walk configuration", err))
		}
	}
	return diags
}

// eachInstance calls f with the path and the members of every known object,
// in the configuration v of an object with attrs and blocks, at the end of
// the path steps (attribute and block names; every item of a list, set or map
// on the way).
func eachInstance(attrs []*tfprotov6.SchemaAttribute, blocks []*tfprotov6.SchemaNestedBlock, steps []string,
	p *tftypes.AttributePath, v tftypes.Value, f func(*tftypes.AttributePath, map[string]member)) error {
	if !v.IsKnown() || v.IsNull() {
		return nil
	}
	var vals map[string]tftypes.Value
	if err := v.As(&vals); err != nil {
		return p.NewError(err)
	}
	if len(steps) == 0 {
		members := make(map[string]member, len(vals))
		for _, a := range attrs {
			members[a.Name] = member{value: vals[a.Name]}
		}
		for _, nb := range blocks {
			members[nb.TypeName] = member{value: vals[nb.TypeName], isBlock: true}
		}
		f(p, members)
		return nil
	}
	step := steps[0]
	sp := p.WithAttributeName(step)
	visit := func(attrs []*tfprotov6.SchemaAttribute, blocks []*tfprotov6.SchemaNestedBlock) func(*tftypes.AttributePath, tftypes.Value) (tftypes.Value, error) {
		return func(ep *tftypes.AttributePath, ev tftypes.Value) (tftypes.Value, error) {
			return ev, eachInstance(attrs, blocks, steps[1:], ep, ev, f)
		}
	}
	if a := findAttribute(attrs, step); a != nil && a.NestedType != nil {
		_, err := eachElement(vals[step], sp, objectNesting(a.NestedType.Nesting), visit(a.NestedType.Attributes, nil))
		return err
	}
	if nb := findNestedBlock(blocks, step); nb != nil {
		_, err := eachElement(vals[step], sp, nb.Nesting, visit(nb.Block.Attributes, nb.Block.BlockTypes))
		return err
	}
	return p.NewErrorf("no block %s", step) // the loader checked the paths
}

// broken returns a diagnostic for each of r's rules that the object at path
// p, with members, breaks.
func (r *AttrRule) broken(what string, p *tftypes.AttributePath, members map[string]member) []*tfprotov6.Diagnostic {
	self := presenceOf(members[r.Name])
	names := func(names []string) string {
		out := make([]string, len(names))
		for i, n := range names {
			out[i] = formatPath(p.WithAttributeName(n))
		}
		return andList(out)
	}
	having := func(names []string, want presence) []string {
		var out []string
		for _, n := range names {
			if presenceOf(members[n]) == want {
				out = append(out, n)
			}
		}
		return out
	}
	var problems []string
	if self == written {
		if both := having(r.ConflictsWith, written); len(both) > 0 {
			problems = append(problems, fmt.Sprintf("cannot be written together with %s (conflicts_with %s)", names(both), names(r.ConflictsWith)))
		}
	}
	if r.ExactlyOneOf != nil {
		given := having(r.ExactlyOneOf, written)
		switch {
		case len(given) == 0 && len(having(r.ExactlyOneOf, pending)) == 0:
			problems = append(problems, fmt.Sprintf("exactly one of %s must be written (exactly_one_of), and none is", names(r.ExactlyOneOf)))
		case len(given) > 1:
			problems = append(problems, fmt.Sprintf("exactly one of %s must be written (exactly_one_of), but %s are", names(r.ExactlyOneOf), names(given)))
		}
	}
	if self == written {
		if missing := having(r.RequiredWith, absent); len(missing) > 0 {
			problems = append(problems, fmt.Sprintf("is written, so %s must be written too (required_with %s)", names(missing), names(r.RequiredWith)))
		}
	}
	ap := p.WithAttributeName(r.Name)
	diags := make([]*tfprotov6.Diagnostic, len(problems))
	for i, problem := range problems {
		diags[i] = &tfprotov6.Diagnostic{
			Severity:  tfprotov6.DiagnosticSeverityError,
			Summary:   "Invalid combination of arguments",
			Detail:    fmt.Sprintf("%s.%s: %s.", what, formatPath(ap), problem),
			Attribute: ap,
		}
	}
	return diags
}

// andList joins names as a sentence does: "a", "a and b", "a, b and c".
func andList(names []string) string {
	if len(names) < 2 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}
