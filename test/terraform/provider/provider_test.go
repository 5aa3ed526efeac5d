package main

import (
	"maps"
	"math/big"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/hashicorp/terraform-plugin-go/tfprotov6"
	"github.com/hashicorp/terraform-plugin-go/tftypes"
)

// testSchema covers what the walks must handle: computed-only and
// optional+computed attributes of every kind of type, a write-only
// attribute, nested attributes, list and set attributes a configuration
// sets, and list, set and single nested blocks with computed attributes
// inside.
const testSchema = `{
  "format_version": "1.0",
  "provider_schemas": {
    "registry.terraform.io/triad/test": {
      "provider": {"version": 0, "block": {"attributes": {
        "token": {"type": "string", "optional": true, "sensitive": true},
        "region": {"type": "string", "computed": true}
      }}},
      "resource_schemas": {
        "test_thing": {"version": 1, "block": {
          "attributes": {
            "id": {"type": "string", "computed": true},
            "name": {"type": "string", "required": true, "description": "The name, ` + "`unique`" + `.", "description_kind": "markdown"},
            "slug": {"type": "string", "optional": true, "computed": true},
            "tags": {"type": ["list", "string"], "computed": true},
            "size": {"type": "number", "computed": true},
            "flags": {"type": ["set", "bool"], "computed": true},
            "labels": {"type": ["map", "string"], "computed": true},
            "owner": {"type": ["object", {"name": "string", "n": "number"}], "computed": true},
            "secret": {"type": "string", "optional": true, "sensitive": true, "write_only": true},
            "parent": {"type": "number", "optional": true},
            "aliases": {"type": ["list", "string"], "optional": true},
            "weights": {"type": ["set", "number"], "optional": true},
            "endpoints": {"optional": true, "nested_type": {"nesting_mode": "list", "attributes": {
              "url": {"type": "string", "required": true},
              "port": {"type": "number", "computed": true}
            }}}
          },
          "block_types": {
            "rule": {"nesting_mode": "list", "block": {"attributes": {
              "kind": {"type": "string", "required": true},
              "uid": {"type": "string", "computed": true}
            }}},
            "member": {"nesting_mode": "set", "block": {"attributes": {
              "user": {"type": "string", "required": true},
              "uid": {"type": "string", "computed": true}
            }}},
            "settings": {"nesting_mode": "single", "block": {"attributes": {
              "mode": {"type": "string", "optional": true}
            }}}
          }
        }},
        "test_numbered": {"version": 0, "block": {"attributes": {
          "id": {"type": "string", "computed": true},
          "name": {"type": "string", "optional": true},
          "enabled": {"type": "bool", "optional": true}
        }}}
      },
      "data_source_schemas": {
        "test_thing": {"version": 0, "block": {
          "attributes": {
            "id": {"type": "string", "computed": true},
            "name": {"type": "string", "required": true},
            "items": {"type": ["list", ["object", {"href": "string"}]], "computed": true}
          },
          "block_types": {
            "filter": {"nesting_mode": "list", "block": {"attributes": {
              "key": {"type": "string", "required": true},
              "found": {"type": "string", "computed": true}
            }}}
          }
        }}
      }
    }
  }
}`

// fixture is a server for testSchema plus shortcuts to its schemas.
type fixture struct {
	t     *testing.T
	srv   *server
	thing *tfprotov6.SchemaBlock
	data  *tfprotov6.SchemaBlock
}

func newFixture(t *testing.T) *fixture {
	ps, err := ParseSchema("test.json", []byte(testSchema))
	if err != nil {
		t.Fatal(err)
	}
	return &fixture{
		t:     t,
		srv:   &server{schema: ps, numericIDs: map[string]bool{"test_numbered": true}},
		thing: ps.Resources["test_thing"].Block,
		data:  ps.DataSources["test_thing"].Block,
	}
}

// --- value helpers ---

func str(s string) tftypes.Value { return tftypes.NewValue(tftypes.String, s) }
func num(n int64) tftypes.Value  { return tftypes.NewValue(tftypes.Number, big.NewFloat(float64(n))) }

// object returns an object of block b with vals set and everything else as
// in an empty configuration.
func object(t *testing.T, b *tfprotov6.SchemaBlock, vals map[string]tftypes.Value) tftypes.Value {
	t.Helper()
	m := fields(t, emptyObject(b))
	for k, v := range vals {
		if _, ok := m[k]; !ok {
			t.Fatalf("no attribute %q", k)
		}
		m[k] = v
	}
	return tftypes.NewValue(b.ValueType(), m)
}

// elems builds a list or set of the objects of the block named name in b.
func elems(t *testing.T, b *tfprotov6.SchemaBlock, name string, objs ...map[string]tftypes.Value) tftypes.Value {
	t.Helper()
	nb := findBlock(b, name)
	vals := make([]tftypes.Value, len(objs))
	for i, o := range objs {
		vals[i] = object(t, nb.Block, o)
	}
	return tftypes.NewValue(nb.ValueType(), vals)
}

// endpoints builds the value of the nested attribute test_thing.endpoints.
func endpoints(b *tfprotov6.SchemaBlock, objs ...map[string]tftypes.Value) tftypes.Value {
	typ := findAttr(b, "endpoints").ValueType().(tftypes.List)
	vals := make([]tftypes.Value, len(objs))
	for i, o := range objs {
		if _, ok := o["port"]; !ok {
			o["port"] = tftypes.NewValue(tftypes.Number, nil)
		}
		vals[i] = tftypes.NewValue(typ.ElementType, o)
	}
	return tftypes.NewValue(typ, vals)
}

// at returns the value at a path written like `rule[0].uid` (no set
// elements, no map keys).
func at(t *testing.T, v tftypes.Value, path string) tftypes.Value {
	t.Helper()
	p := tftypes.NewAttributePath()
	for _, part := range strings.Split(strings.ReplaceAll(path, "[", ".["), ".") {
		switch {
		case part == "":
		case part[0] == '[':
			var i int
			for _, c := range part[1 : len(part)-1] {
				i = i*10 + int(c-'0')
			}
			p = p.WithElementKeyInt(i)
		default:
			p = p.WithAttributeName(part)
		}
	}
	got, _, err := tftypes.WalkAttributePath(v, p)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return got.(tftypes.Value)
}

// fields returns a copy of the attributes of object v (As shares v's map).
func fields(t *testing.T, v tftypes.Value) map[string]tftypes.Value {
	t.Helper()
	var m map[string]tftypes.Value
	if err := v.As(&m); err != nil {
		t.Fatal(err)
	}
	return maps.Clone(m)
}

func (f *fixture) dv(b *tfprotov6.SchemaBlock, v tftypes.Value) *tfprotov6.DynamicValue {
	f.t.Helper()
	d, err := encode(b.ValueType(), v)
	if err != nil {
		f.t.Fatal(err)
	}
	return d
}

func (f *fixture) value(b *tfprotov6.SchemaBlock, d *tfprotov6.DynamicValue) tftypes.Value {
	f.t.Helper()
	v, err := decode(d, b.ValueType())
	if err != nil {
		f.t.Fatal(err)
	}
	return v
}

func noDiags(t *testing.T, diags []*tfprotov6.Diagnostic) {
	t.Helper()
	for _, d := range diags {
		t.Errorf("diagnostic: %s: %s", d.Summary, d.Detail)
	}
	if len(diags) > 0 {
		t.FailNow()
	}
}

// --- RPC helpers ---

func (f *fixture) plan(typeName string, b *tfprotov6.SchemaBlock, prior, proposed tftypes.Value) tftypes.Value {
	f.t.Helper()
	resp, err := f.srv.PlanResourceChange(f.t.Context(), &tfprotov6.PlanResourceChangeRequest{
		TypeName: typeName, PriorState: f.dv(b, prior), ProposedNewState: f.dv(b, proposed), Config: f.dv(b, proposed),
		PriorPrivate: []byte("private"),
	})
	if err != nil {
		f.t.Fatal(err)
	}
	noDiags(f.t, resp.Diagnostics)
	if string(resp.PlannedPrivate) != "private" {
		f.t.Errorf("private %q", resp.PlannedPrivate)
	}
	return f.value(b, resp.PlannedState)
}

func (f *fixture) apply(typeName string, b *tfprotov6.SchemaBlock, planned tftypes.Value) tftypes.Value {
	f.t.Helper()
	resp, err := f.srv.ApplyResourceChange(f.t.Context(), &tfprotov6.ApplyResourceChangeRequest{
		TypeName: typeName, PriorState: f.dv(b, tftypes.NewValue(b.ValueType(), nil)),
		PlannedState: f.dv(b, planned), Config: f.dv(b, planned), PlannedPrivate: []byte("private"),
	})
	if err != nil {
		f.t.Fatal(err)
	}
	noDiags(f.t, resp.Diagnostics)
	if string(resp.Private) != "private" {
		f.t.Errorf("private %q", resp.Private)
	}
	return f.value(b, resp.NewState)
}

func (f *fixture) validate(typeName string, b *tfprotov6.SchemaBlock, config tftypes.Value) []*tfprotov6.Diagnostic {
	f.t.Helper()
	resp, err := f.srv.ValidateResourceConfig(f.t.Context(), &tfprotov6.ValidateResourceConfigRequest{
		TypeName: typeName, Config: f.dv(b, config),
	})
	if err != nil {
		f.t.Fatal(err)
	}
	return resp.Diagnostics
}

// createConfig is a test_thing configuration as Terraform sends it on create
// (the proposed new state equals the configuration then).
func (f *fixture) createConfig() tftypes.Value {
	return object(f.t, f.thing, map[string]tftypes.Value{
		"name":      str("a"),
		"secret":    str("s3cret"),
		"endpoints": endpoints(f.thing, map[string]tftypes.Value{"url": str("https://e")}),
		"rule":      elems(f.t, f.thing, "rule", map[string]tftypes.Value{"kind": str("k")}),
		"member":    elems(f.t, f.thing, "member", map[string]tftypes.Value{"user": str("u")}),
	})
}

var placeholderRE = regexp.MustCompile(`^([a-z_]+)-[0-9a-f]{8}$`)

// --- tests ---

func TestPlanCreateMarksComputedUnknown(t *testing.T) {
	f := newFixture(t)
	config := f.createConfig()
	planned := f.plan("test_thing", f.thing, tftypes.NewValue(f.thing.ValueType(), nil), config)

	for _, p := range []string{"id", "slug", "tags", "size", "flags", "labels", "owner", "rule[0].uid", "endpoints[0].port"} {
		if v := at(t, planned, p); v.IsKnown() {
			t.Errorf("%s = %v, want unknown", p, v)
		}
	}
	for _, p := range []string{"name", "rule[0].kind", "endpoints[0].url", "parent", "settings"} {
		if got, want := at(t, planned, p), at(t, config, p); !got.Equal(want) {
			t.Errorf("%s = %v, want the configured %v", p, got, want)
		}
	}
	if v := at(t, planned, "secret"); !v.IsNull() {
		t.Errorf("write-only secret planned as %v, want null", v)
	}
	var members []tftypes.Value
	if err := at(t, planned, "member").As(&members); err != nil || len(members) != 1 || at(t, members[0], "uid").IsKnown() {
		t.Errorf("member = %v", at(t, planned, "member"))
	}
}

func TestPlanAfterApplyHasNoChanges(t *testing.T) {
	f := newFixture(t)
	state := f.apply("test_thing", f.thing, f.plan("test_thing", f.thing, tftypes.NewValue(f.thing.ValueType(), nil), f.createConfig()))

	// Terraform proposes the configuration with the prior computed values
	// (and the write-only value from the configuration).
	m := fields(t, state)
	m["secret"] = str("s3cret")
	proposed := tftypes.NewValue(state.Type(), m)
	planned := f.plan("test_thing", f.thing, state, proposed)
	if !planned.Equal(state) {
		diffs, _ := planned.Diff(state)
		t.Fatalf("second plan differs from the state: %v", diffs)
	}

	// A rule added on update gets an unknown uid; the existing one keeps its own.
	var rules []tftypes.Value
	_ = m["rule"].As(&rules)
	rules = append(slices.Clone(rules), object(t, findBlock(f.thing, "rule").Block, map[string]tftypes.Value{"kind": str("k2")}))
	m["rule"] = tftypes.NewValue(m["rule"].Type(), rules)
	m["slug"] = str("chosen")
	planned = f.plan("test_thing", f.thing, state, tftypes.NewValue(state.Type(), m))
	if got, want := at(t, planned, "rule[0].uid"), at(t, state, "rule[0].uid"); !got.Equal(want) {
		t.Errorf("rule[0].uid = %v, want prior %v", got, want)
	}
	if at(t, planned, "rule[1].uid").IsKnown() {
		t.Errorf("rule[1].uid = %v, want unknown", at(t, planned, "rule[1].uid"))
	}
	if got := at(t, planned, "slug"); !got.Equal(str("chosen")) {
		t.Errorf("configured optional+computed slug = %v", got)
	}
	if got, want := at(t, planned, "id"), at(t, state, "id"); !got.Equal(want) {
		t.Errorf("id = %v, want prior %v", got, want)
	}
}

func TestPlanDestroy(t *testing.T) {
	f := newFixture(t)
	null := tftypes.NewValue(f.thing.ValueType(), nil)
	if planned := f.plan("test_thing", f.thing, object(t, f.thing, map[string]tftypes.Value{"name": str("a")}), null); !planned.IsNull() {
		t.Fatalf("planned %v, want null", planned)
	}
}

func TestApplyFillsPlaceholders(t *testing.T) {
	f := newFixture(t)
	planned := f.plan("test_thing", f.thing, tftypes.NewValue(f.thing.ValueType(), nil), f.createConfig())
	state := f.apply("test_thing", f.thing, planned)

	if !state.IsFullyKnown() {
		t.Fatalf("state has unknowns: %v", state)
	}
	var tags []string
	var tagVals []tftypes.Value
	_ = at(t, state, "tags").As(&tagVals)
	for _, v := range tagVals {
		var s string
		_ = v.As(&s)
		tags = append(tags, s)
	}
	if len(tags) != 2 || tags[0] == tags[1] || !placeholderRE.MatchString(tags[1]) || !strings.HasPrefix(tags[1], "tags-") {
		t.Errorf("tags = %q, want two distinct placeholders", tags)
	}
	var flags []tftypes.Value
	if err := at(t, state, "flags").As(&flags); err != nil || len(flags) != 2 || flags[0].Equal(flags[1]) {
		t.Errorf("flags = %v, want two distinct bools", at(t, state, "flags"))
	}
	var labels map[string]tftypes.Value
	if err := at(t, state, "labels").As(&labels); err != nil || len(labels) != 2 || labels["a"].IsNull() || labels["b"].IsNull() {
		t.Errorf("labels = %v", at(t, state, "labels"))
	}
	var size big.Float
	if err := at(t, state, "size").As(&size); err != nil || !size.IsInt() || size.Sign() <= 0 {
		t.Errorf("size = %v, want a positive integer", at(t, state, "size"))
	}
	for _, p := range []string{"id", "slug", "owner.name", "rule[0].uid"} {
		var s string
		if err := at(t, state, p).As(&s); err != nil || !placeholderRE.MatchString(s) {
			t.Errorf("%s = %q, want a placeholder", p, s)
		}
	}
	if v := at(t, state, "endpoints[0].port"); v.IsNull() {
		t.Errorf("endpoints[0].port not filled")
	}
	// Known planned values are kept; write-only ones are not stored.
	if !at(t, state, "name").Equal(str("a")) || !at(t, state, "parent").IsNull() || !at(t, state, "settings").IsNull() {
		t.Errorf("known values changed: %v", state)
	}
	if !at(t, state, "secret").IsNull() {
		t.Errorf("write-only secret stored: %v", at(t, state, "secret"))
	}

	// Deterministic for the same plan, different for another configuration.
	if again := f.apply("test_thing", f.thing, planned); !again.Equal(state) {
		t.Errorf("apply is not deterministic")
	}
	other := f.createConfig()
	m := fields(t, other)
	m["name"] = str("b")
	otherState := f.apply("test_thing", f.thing,
		f.plan("test_thing", f.thing, tftypes.NewValue(f.thing.ValueType(), nil), tftypes.NewValue(other.Type(), m)))
	if at(t, otherState, "id").Equal(at(t, state, "id")) {
		t.Errorf("two configurations got the same id %v", at(t, state, "id"))
	}
}

func TestApplyNumericID(t *testing.T) {
	f := newFixture(t)
	b := f.srv.schema.Resources["test_numbered"].Block
	state := f.apply("test_numbered", b, f.plan("test_numbered", b, tftypes.NewValue(b.ValueType(), nil),
		object(t, b, map[string]tftypes.Value{"name": str("n")})))
	var id string
	if err := at(t, state, "id").As(&id); err != nil || !regexp.MustCompile(`^[1-9][0-9]{0,6}$`).MatchString(id) {
		t.Fatalf("id = %q, want a decimal integer", id)
	}
	// Only the listed types get numeric ids.
	state = f.apply("test_thing", f.thing, f.plan("test_thing", f.thing, tftypes.NewValue(f.thing.ValueType(), nil), f.createConfig()))
	if err := at(t, state, "id").As(&id); err != nil || !strings.HasPrefix(id, "id-") {
		t.Fatalf("test_thing id = %q", id)
	}
}

func TestApplyDelete(t *testing.T) {
	f := newFixture(t)
	if state := f.apply("test_thing", f.thing, tftypes.NewValue(f.thing.ValueType(), nil)); !state.IsNull() {
		t.Fatalf("state after delete = %v", state)
	}
}

func TestValidateRejectsComputedOnly(t *testing.T) {
	f := newFixture(t)
	if diags := f.validate("test_thing", f.thing, f.createConfig()); len(diags) != 0 {
		t.Fatalf("clean configuration: %v", diags[0].Detail)
	}
	// Unknown values in settable attributes are fine.
	clean := object(t, f.thing, map[string]tftypes.Value{"name": tftypes.NewValue(tftypes.String, tftypes.UnknownValue)})
	if diags := f.validate("test_thing", f.thing, clean); len(diags) != 0 {
		t.Fatalf("unknown name: %v", diags[0].Detail)
	}

	bad := object(t, f.thing, map[string]tftypes.Value{
		"name":      str("a"),
		"id":        str("x"),
		"tags":      tftypes.NewValue(tftypes.List{ElementType: tftypes.String}, tftypes.UnknownValue),
		"rule":      elems(t, f.thing, "rule", map[string]tftypes.Value{"kind": str("k"), "uid": str("u")}),
		"member":    elems(t, f.thing, "member", map[string]tftypes.Value{"user": str("u"), "uid": str("u")}),
		"endpoints": endpoints(f.thing, map[string]tftypes.Value{"url": str("u"), "port": num(80)}),
	})
	diags := f.validate("test_thing", f.thing, bad)
	want := map[string]bool{"id": true, "tags": true, "rule[0].uid": true, "member[*].uid": true, "endpoints[0].port": true}
	for _, d := range diags {
		name := strings.TrimSuffix(strings.TrimPrefix(d.Detail, "test_thing."), " is computed by the provider and cannot be set; remove it from the configuration.")
		if d.Severity != tfprotov6.DiagnosticSeverityError || !want[name] || d.Attribute == nil || formatPath(d.Attribute) != name {
			t.Errorf("unexpected diagnostic %q at %v", d.Detail, d.Attribute)
		}
		delete(want, name)
	}
	for name := range want {
		t.Errorf("no diagnostic for %s", name)
	}

	// Data sources and the provider configuration are checked the same way.
	resp, _ := f.srv.ValidateDataResourceConfig(t.Context(), &tfprotov6.ValidateDataResourceConfigRequest{
		TypeName: "test_thing",
		Config:   f.dv(f.data, object(t, f.data, map[string]tftypes.Value{"name": str("n"), "id": str("x")})),
	})
	if len(resp.Diagnostics) != 1 || !strings.HasPrefix(resp.Diagnostics[0].Detail, "data.test_thing.id is computed by the provider") {
		t.Errorf("data source diagnostics %v", resp.Diagnostics)
	}
	pb := f.srv.schema.Provider.Block
	presp, _ := f.srv.ValidateProviderConfig(t.Context(), &tfprotov6.ValidateProviderConfigRequest{
		Config: f.dv(pb, object(t, pb, map[string]tftypes.Value{"region": str("eu")})),
	})
	if len(presp.Diagnostics) != 1 || !strings.HasPrefix(presp.Diagnostics[0].Detail, "provider.region is computed by the provider") {
		t.Errorf("provider diagnostics %v", presp.Diagnostics)
	}
}

func TestImportResourceState(t *testing.T) {
	f := newFixture(t)
	for _, typeName := range []string{"test_thing", "test_numbered"} {
		b := f.srv.schema.Resources[typeName].Block
		resp, err := f.srv.ImportResourceState(t.Context(), &tfprotov6.ImportResourceStateRequest{TypeName: typeName, ID: "42"})
		if err != nil {
			t.Fatal(err)
		}
		noDiags(t, resp.Diagnostics)
		if len(resp.ImportedResources) != 1 || resp.ImportedResources[0].TypeName != typeName {
			t.Fatalf("imported %+v", resp.ImportedResources)
		}
		state := f.value(b, resp.ImportedResources[0].State)
		want := object(t, b, map[string]tftypes.Value{"id": str("42")})
		if !state.Equal(want) {
			t.Errorf("%s imported as %v, want %v", typeName, state, want)
		}
	}
}

func TestReadDataSource(t *testing.T) {
	f := newFixture(t)
	config := object(t, f.data, map[string]tftypes.Value{
		"name":   str("n"),
		"filter": elems(t, f.data, "filter", map[string]tftypes.Value{"key": str("k")}),
	})
	resp, err := f.srv.ReadDataSource(t.Context(), &tfprotov6.ReadDataSourceRequest{TypeName: "test_thing", Config: f.dv(f.data, config)})
	if err != nil {
		t.Fatal(err)
	}
	noDiags(t, resp.Diagnostics)
	state := f.value(f.data, resp.State)
	if !state.IsFullyKnown() || !at(t, state, "name").Equal(str("n")) || !at(t, state, "filter[0].key").Equal(str("k")) {
		t.Fatalf("state %v", state)
	}
	h0, h1 := at(t, state, "items[0].href"), at(t, state, "items[1].href")
	if h0.IsNull() || h1.IsNull() || h0.Equal(h1) {
		t.Errorf("items = %v, want two distinct elements", at(t, state, "items"))
	}
	for _, p := range []string{"id", "filter[0].found"} {
		var s string
		if err := at(t, state, p).As(&s); err != nil || !placeholderRE.MatchString(s) {
			t.Errorf("%s = %q, want a placeholder", p, s)
		}
	}
}

func TestUpgradeResourceState(t *testing.T) {
	f := newFixture(t)
	resp, err := f.srv.UpgradeResourceState(t.Context(), &tfprotov6.UpgradeResourceStateRequest{
		TypeName: "test_numbered", Version: 0,
		RawState: &tfprotov6.RawState{JSON: []byte(`{"id":"7","name":"n","dropped_attribute":true}`)},
	})
	if err != nil {
		t.Fatal(err)
	}
	noDiags(t, resp.Diagnostics)
	b := f.srv.schema.Resources["test_numbered"].Block
	if got, want := f.value(b, resp.UpgradedState), object(t, b, map[string]tftypes.Value{"id": str("7"), "name": str("n")}); !got.Equal(want) {
		t.Fatalf("upgraded %v, want %v", got, want)
	}
}

func TestReadResourceKeepsState(t *testing.T) {
	f := newFixture(t)
	current := f.dv(f.thing, object(t, f.thing, map[string]tftypes.Value{"name": str("a"), "id": str("i")}))
	resp, err := f.srv.ReadResource(t.Context(), &tfprotov6.ReadResourceRequest{TypeName: "test_thing", CurrentState: current, Private: []byte("p")})
	if err != nil || resp.NewState != current || string(resp.Private) != "p" {
		t.Fatalf("read: %v %+v", err, resp)
	}
}

func TestSchemaAndMetadata(t *testing.T) {
	f := newFixture(t)
	sresp, err := f.srv.GetProviderSchema(t.Context(), &tfprotov6.GetProviderSchemaRequest{})
	if err != nil {
		t.Fatal(err)
	}
	noDiags(t, sresp.Diagnostics)
	if len(sresp.ResourceSchemas) != 2 || len(sresp.DataSourceSchemas) != 1 || sresp.Provider == nil ||
		sresp.ResourceSchemas["test_thing"].Version != 1 {
		t.Fatalf("schema %+v", sresp)
	}
	if a := findAttr(sresp.ResourceSchemas["test_thing"].Block, "name"); a.Description != "The name, `unique`." ||
		a.DescriptionKind != tfprotov6.StringKindMarkdown {
		t.Errorf("name = %+v", a)
	}
	mresp, _ := f.srv.GetMetadata(t.Context(), &tfprotov6.GetMetadataRequest{})
	if len(mresp.Resources) != 2 || mresp.Resources[0].TypeName != "test_numbered" || len(mresp.DataSources) != 1 {
		t.Fatalf("metadata %+v", mresp)
	}
	// An unknown type is a diagnostic, not a crash.
	presp, _ := f.srv.PlanResourceChange(t.Context(), &tfprotov6.PlanResourceChangeRequest{TypeName: "test_nothing"})
	if len(presp.Diagnostics) != 1 || !strings.Contains(presp.Diagnostics[0].Detail, `no resource type "test_nothing"`) {
		t.Fatalf("diagnostics %+v", presp.Diagnostics)
	}
}
