package main

// Loading of a provider schema written in the format of
// `terraform providers schema -json`, converted into the tfprotov6 types the
// plugin protocol serves.
//
// The file is decoded once into a generic tree which the loader then walks,
// so that every error names the file and the JSON path of the offending
// value, e.g.
//
//	provider-schema.json: provider_schemas["registry.terraform.io/triad/repo"].resource_schemas["repo_hook"].block.attributes["url"].type: unknown type "strin"
//
// Besides the shape of the file, the loader enforces the rules Terraform
// itself applies to provider schemas when it loads a provider
// (configschema.Block.InternalValidate): a schema Terraform would refuse is
// refused here too, with a readable path, before Terraform ever sees it.

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/hashicorp/terraform-plugin-go/tfprotov6"
	"github.com/hashicorp/terraform-plugin-go/tftypes"
)

// ProviderSchema is one provider's schema, ready to serve.
type ProviderSchema struct {
	Address     string // e.g. "registry.terraform.io/triad/repo"
	Provider    *tfprotov6.Schema
	Resources   map[string]*tfprotov6.Schema
	DataSources map[string]*tfprotov6.Schema
}

// maxErrors bounds how many problems one load reports.
const maxErrors = 20

// validName is the rule Terraform applies to block type names.
var validName = regexp.MustCompile(`^[a-z0-9_]+$`)

// LoadSchemaFile reads and converts the schema file at path. Errors are
// prefixed with path as given.
func LoadSchemaFile(path string) (*ProviderSchema, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return ParseSchema(path, data)
}

// ParseSchema converts the JSON document data; file names it in errors.
func ParseSchema(file string, data []byte) (*ProviderSchema, error) {
	l := &loader{file: file}
	ps := l.document(data)
	if len(l.errs) > 0 {
		return nil, errors.Join(l.errs...)
	}
	return ps, nil
}

// loader collects the errors of one load.
type loader struct {
	file string
	errs []error
}

// errorf records an error at JSON path p.
func (l *loader) errorf(p, format string, args ...any) {
	if len(l.errs) == maxErrors {
		l.errs = append(l.errs, fmt.Errorf("%s: too many errors, giving up", l.file))
	}
	if len(l.errs) > maxErrors {
		return
	}
	if p == "" {
		p = "(document)"
	}
	l.errs = append(l.errs, fmt.Errorf("%s: %s: %s", l.file, p, fmt.Sprintf(format, args...)))
}

// key appends an object key to a JSON path: `a` + `b` = `a.b`.
func key(p, name string) string {
	if p == "" {
		return name
	}
	return p + "." + name
}

// entry appends a map entry to a JSON path: `a["b"]`.
func entry(p, name string) string { return p + "[" + strconv.Quote(name) + "]" }

// index appends an array index to a JSON path: `a[1]`.
func index(p string, i int) string { return p + "[" + strconv.Itoa(i) + "]" }

// jsonKind names the kind of a decoded JSON value for error messages.
func jsonKind(v any) string {
	switch v.(type) {
	case map[string]any:
		return "an object"
	case []any:
		return "an array"
	case string:
		return "a string"
	case bool:
		return "a boolean"
	case nil:
		return "null"
	default:
		return "a number"
	}
}

// object returns v as a JSON object whose keys must all be in allowed
// (none given = any key). It returns nil after recording an error.
func (l *loader) object(p string, v any, allowed ...string) map[string]any {
	m, ok := v.(map[string]any)
	if !ok {
		l.errorf(p, "expected an object, got %s", jsonKind(v))
		return nil
	}
	if allowed != nil {
		for _, k := range sortedKeys(m) {
			if !slices.Contains(allowed, k) {
				l.errorf(key(p, k), "unknown key (expected one of %s)", strings.Join(allowed, ", "))
			}
		}
	}
	return m
}

// str reads an optional string member (absent = "").
func (l *loader) str(p string, v any) string {
	if v == nil {
		return ""
	}
	s, ok := v.(string)
	if !ok {
		l.errorf(p, "expected a string, got %s", jsonKind(v))
	}
	return s
}

// boolean reads an optional boolean member (absent = false).
func (l *loader) boolean(p string, v any) bool {
	if v == nil {
		return false
	}
	b, ok := v.(bool)
	if !ok {
		l.errorf(p, "expected true or false, got %s", jsonKind(v))
	}
	return b
}

// count reads an optional non-negative integer member (absent = 0).
func (l *loader) count(p string, v any) int64 {
	if v == nil {
		return 0
	}
	num, _ := v.(json.Number)
	n, err := strconv.ParseInt(string(num), 10, 64)
	if err != nil || n < 0 {
		l.errorf(p, "expected a non-negative integer, got %s", describe(v))
		return 0
	}
	return n
}

// describe renders a decoded value briefly for an error message.
func describe(v any) string {
	switch v := v.(type) {
	case json.Number:
		return string(v)
	case string:
		return strconv.Quote(v)
	default:
		return jsonKind(v)
	}
}

// decode reads one JSON document, numbers kept as json.Number; a document
// that is not valid JSON is recorded as an error at the root.
func (l *loader) decode(data []byte) (any, bool) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	var doc any
	err := dec.Decode(&doc)
	if err == nil && dec.More() {
		err = errors.New("unexpected data after the top-level value")
	}
	if err != nil {
		l.errorf("", "not valid JSON: %v", err)
		return nil, false
	}
	return doc, true
}

// document converts the whole file.
func (l *loader) document(data []byte) *ProviderSchema {
	doc, ok := l.decode(data)
	if !ok {
		return nil
	}
	top := l.object("", doc, "format_version", "provider_schemas")
	if top == nil {
		return nil
	}
	if v, ok := top["format_version"]; !ok {
		l.errorf("format_version", "missing")
	} else if fv := l.str("format_version", v); fv != "" && !strings.HasPrefix(fv, "1.") {
		l.errorf("format_version", "unsupported version %q (expected 1.x)", fv)
	}
	raw, ok := top["provider_schemas"]
	if !ok {
		l.errorf("provider_schemas", "missing")
		return nil
	}
	providers := l.object("provider_schemas", raw)
	if providers == nil {
		return nil
	}
	if len(providers) != 1 {
		l.errorf("provider_schemas", "expected exactly one provider, got %d (%s)",
			len(providers), strings.Join(sortedKeys(providers), ", "))
		return nil
	}
	address := sortedKeys(providers)[0]
	if strings.Count(address, "/") != 2 {
		l.errorf(entry("provider_schemas", address), "provider address must be hostname/namespace/type")
	}
	return l.provider(address, entry("provider_schemas", address), providers[address])
}

// provider converts one entry of provider_schemas.
func (l *loader) provider(address, p string, raw any) *ProviderSchema {
	m := l.object(p, raw, "provider", "resource_schemas", "data_source_schemas",
		// Emitted by newer Terraform versions; accepted and not served.
		"ephemeral_resource_schemas", "functions", "resource_identity_schemas",
		"list_resource_schemas", "action_schemas")
	if m == nil {
		return nil
	}
	ps := &ProviderSchema{Address: address}
	if raw, ok := m["provider"]; ok {
		ps.Provider = l.schema(key(p, "provider"), raw)
	} else {
		l.errorf(key(p, "provider"), "missing")
	}
	ps.Resources = l.schemas(key(p, "resource_schemas"), m["resource_schemas"])
	ps.DataSources = l.schemas(key(p, "data_source_schemas"), m["data_source_schemas"])
	return ps
}

// schemas converts a map of resource or data source schemas.
func (l *loader) schemas(p string, raw any) map[string]*tfprotov6.Schema {
	out := map[string]*tfprotov6.Schema{}
	if raw == nil {
		return out
	}
	m := l.object(p, raw)
	for _, name := range sortedKeys(m) {
		out[name] = l.schema(entry(p, name), m[name])
	}
	return out
}

// schema converts {"version": N, "block": {...}}.
func (l *loader) schema(p string, raw any) *tfprotov6.Schema {
	m := l.object(p, raw, "version", "block")
	if m == nil {
		return &tfprotov6.Schema{Block: &tfprotov6.SchemaBlock{}}
	}
	s := &tfprotov6.Schema{Version: l.count(key(p, "version"), m["version"])}
	if raw, ok := m["block"]; ok {
		s.Block = l.block(key(p, "block"), raw)
	} else {
		l.errorf(key(p, "block"), "missing")
		s.Block = &tfprotov6.SchemaBlock{}
	}
	return s
}

// block converts a block: attributes, block_types and documentation.
func (l *loader) block(p string, raw any) *tfprotov6.SchemaBlock {
	b := &tfprotov6.SchemaBlock{}
	m := l.object(p, raw, "attributes", "block_types", "description", "description_kind", "deprecated")
	if m == nil {
		return b
	}
	b.Description = l.str(key(p, "description"), m["description"])
	b.DescriptionKind = l.descriptionKind(key(p, "description_kind"), m["description_kind"])
	b.Deprecated = l.boolean(key(p, "deprecated"), m["deprecated"])
	b.Attributes = l.attributes(key(p, "attributes"), m["attributes"])

	if raw, ok := m["block_types"]; ok {
		bp := key(p, "block_types")
		blocks := l.object(bp, raw)
		for _, name := range sortedKeys(blocks) {
			np := entry(bp, name)
			if slices.ContainsFunc(b.Attributes, func(a *tfprotov6.SchemaAttribute) bool { return a.Name == name }) {
				l.errorf(np, "name defined as both attribute and block type")
			}
			if !validName.MatchString(name) {
				l.errorf(np, "name may contain only lowercase letters, digits and underscores")
			}
			if nb := l.nestedBlock(np, name, blocks[name]); nb != nil {
				b.BlockTypes = append(b.BlockTypes, nb)
			}
		}
	}
	return b
}

// attributes converts the "attributes" map of a block or nested type.
func (l *loader) attributes(p string, raw any) []*tfprotov6.SchemaAttribute {
	if raw == nil {
		return nil
	}
	m := l.object(p, raw)
	out := make([]*tfprotov6.SchemaAttribute, 0, len(m))
	for _, name := range sortedKeys(m) {
		if a := l.attribute(entry(p, name), name, m[name]); a != nil {
			out = append(out, a)
		}
	}
	return out
}

// attribute converts one attribute and checks its flags as Terraform does.
func (l *loader) attribute(p, name string, raw any) *tfprotov6.SchemaAttribute {
	m := l.object(p, raw, "type", "nested_type", "description", "description_kind", "deprecated",
		"required", "optional", "computed", "sensitive", "write_only")
	if m == nil {
		return nil
	}
	a := &tfprotov6.SchemaAttribute{
		Name:            name,
		Description:     l.str(key(p, "description"), m["description"]),
		DescriptionKind: l.descriptionKind(key(p, "description_kind"), m["description_kind"]),
		Deprecated:      l.boolean(key(p, "deprecated"), m["deprecated"]),
		Required:        l.boolean(key(p, "required"), m["required"]),
		Optional:        l.boolean(key(p, "optional"), m["optional"]),
		Computed:        l.boolean(key(p, "computed"), m["computed"]),
		Sensitive:       l.boolean(key(p, "sensitive"), m["sensitive"]),
		WriteOnly:       l.boolean(key(p, "write_only"), m["write_only"]),
	}
	switch {
	case !a.Required && !a.Optional && !a.Computed:
		l.errorf(p, "must set optional, required or computed")
	case a.Required && a.Optional:
		l.errorf(p, "cannot set both optional and required")
	case a.Required && a.Computed:
		l.errorf(p, "cannot set both computed and required")
	}
	if a.WriteOnly && a.Computed {
		// Not a Terraform core rule, but every provider framework refuses
		// it: the provider can never report a value it does not store.
		l.errorf(p, "a write_only attribute cannot be computed")
	}
	typ, hasType := m["type"]
	nested, hasNested := m["nested_type"]
	switch {
	case hasType && hasNested:
		l.errorf(p, "type and nested_type cannot both be set")
	case hasType:
		a.Type = l.ctyType(key(p, "type"), typ)
	case hasNested:
		a.NestedType = l.nestedType(key(p, "nested_type"), nested)
	default:
		l.errorf(p, "either type or nested_type must be set")
	}
	return a
}

// nestedType converts the "nested_type" of an attribute.
func (l *loader) nestedType(p string, raw any) *tfprotov6.SchemaObject {
	o := &tfprotov6.SchemaObject{}
	m := l.object(p, raw, "attributes", "nesting_mode", "min_items", "max_items")
	if m == nil {
		return o
	}
	o.Attributes = l.attributes(key(p, "attributes"), m["attributes"])
	mp := key(p, "nesting_mode")
	switch mode := l.str(mp, m["nesting_mode"]); mode {
	case "single":
		o.Nesting = tfprotov6.SchemaObjectNestingModeSingle
	case "list":
		o.Nesting = tfprotov6.SchemaObjectNestingModeList
	case "set":
		o.Nesting = tfprotov6.SchemaObjectNestingModeSet
		if containsWriteOnly(o.Attributes) {
			l.errorf(p, "set nested attributes may not contain write_only attributes")
		}
	case "map":
		o.Nesting = tfprotov6.SchemaObjectNestingModeMap
	default:
		l.errorf(mp, "unknown nesting mode %q (expected single, list, set or map)", mode)
	}
	// min_items/max_items are protocol 5 leftovers in nested types: read
	// for validation only.
	l.count(key(p, "min_items"), m["min_items"])
	l.count(key(p, "max_items"), m["max_items"])
	return o
}

// nestedBlock converts one entry of "block_types".
func (l *loader) nestedBlock(p, name string, raw any) *tfprotov6.SchemaNestedBlock {
	m := l.object(p, raw, "nesting_mode", "block", "min_items", "max_items")
	if m == nil {
		return nil
	}
	nb := &tfprotov6.SchemaNestedBlock{
		TypeName: name,
		MinItems: l.count(key(p, "min_items"), m["min_items"]),
		MaxItems: l.count(key(p, "max_items"), m["max_items"]),
	}
	if raw, ok := m["block"]; ok {
		nb.Block = l.block(key(p, "block"), raw)
	} else {
		l.errorf(key(p, "block"), "missing")
		nb.Block = &tfprotov6.SchemaBlock{}
	}
	mp := key(p, "nesting_mode")
	mode := l.str(mp, m["nesting_mode"])
	switch mode {
	case "single":
		nb.Nesting = tfprotov6.SchemaNestedBlockNestingModeSingle
		if nb.MinItems != nb.MaxItems || nb.MinItems > 1 {
			l.errorf(p, "min_items and max_items must both be 0 or both be 1 in single mode")
		}
	case "group":
		nb.Nesting = tfprotov6.SchemaNestedBlockNestingModeGroup
		if nb.MinItems != 0 || nb.MaxItems != 0 {
			l.errorf(p, "min_items and max_items cannot be used in group mode")
		}
	case "list", "set":
		nb.Nesting = tfprotov6.SchemaNestedBlockNestingModeList
		if nb.MaxItems != 0 && nb.MinItems > nb.MaxItems {
			l.errorf(p, "min_items (%d) must be less than or equal to max_items (%d)", nb.MinItems, nb.MaxItems)
		}
		if mode == "set" {
			nb.Nesting = tfprotov6.SchemaNestedBlockNestingModeSet
			if hasDynamic(nb.Block.ValueType()) {
				l.errorf(p, "set blocks may not contain attributes of type dynamic")
			}
			if blockContainsWriteOnly(nb.Block) {
				l.errorf(p, "set blocks may not contain write_only attributes")
			}
		}
	case "map":
		nb.Nesting = tfprotov6.SchemaNestedBlockNestingModeMap
		if nb.MinItems != 0 || nb.MaxItems != 0 {
			l.errorf(p, "min_items and max_items must both be 0 in map mode")
		}
	default:
		l.errorf(mp, "unknown nesting mode %q (expected single, group, list, set or map)", mode)
		return nil
	}
	return nb
}

// descriptionKind converts "plain" / "markdown" (absent = plain).
func (l *loader) descriptionKind(p string, raw any) tfprotov6.StringKind {
	switch kind := l.str(p, raw); kind {
	case "", "plain":
		return tfprotov6.StringKindPlain
	case "markdown":
		return tfprotov6.StringKindMarkdown
	default:
		l.errorf(p, "unknown description kind %q (expected plain or markdown)", kind)
		return tfprotov6.StringKindPlain
	}
}

// ctyType converts a type in cty's JSON notation: "string", "number",
// "bool", "dynamic", ["list", T], ["set", T], ["map", T],
// ["object", {"name": T}], ["tuple", [T, ...]].
func (l *loader) ctyType(p string, raw any) tftypes.Type {
	switch v := raw.(type) {
	case string:
		switch v {
		case "string":
			return tftypes.String
		case "number":
			return tftypes.Number
		case "bool":
			return tftypes.Bool
		case "dynamic":
			return tftypes.DynamicPseudoType
		}
		l.errorf(p, "unknown type %q", v)
		return tftypes.DynamicPseudoType
	case []any:
	default:
		l.errorf(p, "expected a type (a string or an array), got %s", jsonKind(raw))
		return tftypes.DynamicPseudoType
	}
	parts := raw.([]any)
	kind, ok := "", len(parts) > 0
	if ok {
		kind, ok = parts[0].(string)
	}
	if !ok {
		l.errorf(p, "expected [kind, ...] with a kind string first")
		return tftypes.DynamicPseudoType
	}
	if len(parts) != 2 {
		l.errorf(p, "type %q takes exactly one argument, got %d", kind, len(parts)-1)
		return tftypes.DynamicPseudoType
	}
	arg, ap := parts[1], index(p, 1)
	switch kind {
	case "list":
		return tftypes.List{ElementType: l.ctyType(ap, arg)}
	case "set":
		elem := l.ctyType(ap, arg)
		if hasDynamic(elem) {
			l.errorf(ap, "set elements may not be of type dynamic")
		}
		return tftypes.Set{ElementType: elem}
	case "map":
		return tftypes.Map{ElementType: l.ctyType(ap, arg)}
	case "object":
		fields := l.object(ap, arg)
		attrs := make(map[string]tftypes.Type, len(fields))
		for _, name := range sortedKeys(fields) {
			attrs[name] = l.ctyType(entry(ap, name), fields[name])
		}
		return tftypes.Object{AttributeTypes: attrs}
	case "tuple":
		elems, ok := arg.([]any)
		if !ok {
			l.errorf(ap, "expected an array of element types, got %s", jsonKind(arg))
			return tftypes.DynamicPseudoType
		}
		types := make([]tftypes.Type, len(elems))
		for i, e := range elems {
			types[i] = l.ctyType(index(ap, i), e)
		}
		return tftypes.Tuple{ElementTypes: types}
	}
	l.errorf(index(p, 0), "unknown type kind %q (expected list, set, map, object or tuple)", kind)
	return tftypes.DynamicPseudoType
}

// hasDynamic reports whether t contains the dynamic pseudo-type anywhere.
func hasDynamic(t tftypes.Type) bool {
	switch t := t.(type) {
	case tftypes.List:
		return hasDynamic(t.ElementType)
	case tftypes.Set:
		return hasDynamic(t.ElementType)
	case tftypes.Map:
		return hasDynamic(t.ElementType)
	case tftypes.Object:
		for _, at := range t.AttributeTypes {
			if hasDynamic(at) {
				return true
			}
		}
	case tftypes.Tuple:
		for _, et := range t.ElementTypes {
			if hasDynamic(et) {
				return true
			}
		}
	default:
		return t != nil && t.Is(tftypes.DynamicPseudoType)
	}
	return false
}

// containsWriteOnly reports whether any attribute, at any depth, is write-only.
func containsWriteOnly(attrs []*tfprotov6.SchemaAttribute) bool {
	for _, a := range attrs {
		if a.WriteOnly || (a.NestedType != nil && containsWriteOnly(a.NestedType.Attributes)) {
			return true
		}
	}
	return false
}

// blockContainsWriteOnly is containsWriteOnly for a block and its nested blocks.
func blockContainsWriteOnly(b *tfprotov6.SchemaBlock) bool {
	if containsWriteOnly(b.Attributes) {
		return true
	}
	for _, nb := range b.BlockTypes {
		if blockContainsWriteOnly(nb.Block) {
			return true
		}
	}
	return false
}

// sortedKeys returns the keys of m in order, for deterministic output.
func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}
