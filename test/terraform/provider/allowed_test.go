package main

import (
	"strings"
	"testing"

	"github.com/hashicorp/terraform-plugin-go/tfprotov6"
	"github.com/hashicorp/terraform-plugin-go/tftypes"
)

// testValues are value rules for testSchema, one of each kind, through a
// list block, a set block, a single block and a nested attribute, on list
// and set attributes, and on a data source.
const testValues = `{
  "test_thing": {
    "name": {"minLength": 2, "maxLength": 5},
    "slug": {"pattern": "^[a-z]+$"},
    "parent": {"min": 1, "max": 10},
    "aliases": {"enum": ["x", "y"]},
    "weights": {"enum": [1, 2.5]},
    "rule.kind": {"enum": ["k", "k2"]},
    "member.user": {"pattern": "^u"},
    "settings.mode": {"enum": ["fast", "slow"]},
    "endpoints.url": {"pattern": "^https://"}
  },
  "data.test_thing": {
    "name": {"enum": ["n"]}
  }
}`

// withValues is the fixture's server with testValues loaded.
func withValues(t *testing.T) *fixture {
	f := newFixture(t)
	values, err := ParseValues("allowed-values.json", []byte(testValues), f.srv.schema)
	if err != nil {
		t.Fatal(err)
	}
	f.srv.values = values
	return f
}

func strList(t tftypes.Type, vals ...tftypes.Value) tftypes.Value { return tftypes.NewValue(t, vals) }

var unknownString = tftypes.NewValue(tftypes.String, tftypes.UnknownValue)

// valueDiags validates config and returns "path: detail" of each diagnostic,
// checking that each is an error whose attribute path is the one it names.
func valueDiags(t *testing.T, diags []*tfprotov6.Diagnostic, prefix string) map[string]string {
	t.Helper()
	got := map[string]string{}
	for _, d := range diags {
		if d.Severity != tfprotov6.DiagnosticSeverityError || d.Summary != "Value not allowed by the provider" || d.Attribute == nil {
			t.Errorf("unexpected diagnostic %+v", d)
			continue
		}
		path := formatPath(d.Attribute)
		want := prefix + path + ": "
		if !strings.HasPrefix(d.Detail, want) {
			t.Errorf("detail %q does not start with %q", d.Detail, want)
		}
		got[path] += strings.TrimPrefix(d.Detail, want)
	}
	return got
}

func TestValuesAcceptAllowedAndUnknown(t *testing.T) {
	f := withValues(t)
	b := f.thing
	aliases := findAttr(b, "aliases").Type
	weights := findAttr(b, "weights").Type
	ok := object(t, b, map[string]tftypes.Value{
		"name":      str("ab"),
		"slug":      str("abc"),
		"parent":    num(10),
		"aliases":   strList(aliases, str("x"), str("y"), str("x")),
		"weights":   strList(weights, tftypes.NewValue(tftypes.Number, 2.5), num(1)),
		"rule":      elems(t, b, "rule", map[string]tftypes.Value{"kind": str("k2")}),
		"member":    elems(t, b, "member", map[string]tftypes.Value{"user": str("u1")}),
		"settings":  object(t, findBlock(b, "settings").Block, map[string]tftypes.Value{"mode": str("slow")}),
		"endpoints": endpoints(b, map[string]tftypes.Value{"url": str("https://e")}),
	})
	if diags := f.validate("test_thing", b, ok); len(diags) != 0 {
		t.Fatalf("allowed values refused: %s", diags[0].Detail)
	}
	// Values known only after apply are not judged, nor null ones.
	unknown := object(t, b, map[string]tftypes.Value{
		"name":    unknownString,
		"slug":    unknownString,
		"parent":  tftypes.NewValue(tftypes.Number, tftypes.UnknownValue),
		"aliases": strList(aliases, str("x"), unknownString),
		"weights": tftypes.NewValue(weights, tftypes.UnknownValue),
		"rule":    elems(t, b, "rule", map[string]tftypes.Value{"kind": unknownString}),
	})
	if diags := f.validate("test_thing", b, unknown); len(diags) != 0 {
		t.Fatalf("unknown values judged: %s", diags[0].Detail)
	}
	// Without rules nothing is judged.
	f.srv.values = nil
	bad := object(t, b, map[string]tftypes.Value{"name": str("much too long")})
	if diags := f.validate("test_thing", b, bad); len(diags) != 0 {
		t.Fatalf("judged without rules: %s", diags[0].Detail)
	}
}

func TestValuesRefuseWhatTheRulesRefuse(t *testing.T) {
	f := withValues(t)
	b := f.thing
	bad := object(t, b, map[string]tftypes.Value{
		"name":      str("much too long"),
		"slug":      str("Abc"),
		"parent":    num(0),
		"aliases":   strList(findAttr(b, "aliases").Type, str("x"), str("z")),
		"weights":   strList(findAttr(b, "weights").Type, num(1), num(3)),
		"rule":      elems(t, b, "rule", map[string]tftypes.Value{"kind": str("k")}, map[string]tftypes.Value{"kind": str("other")}),
		"member":    elems(t, b, "member", map[string]tftypes.Value{"user": str("v")}),
		"settings":  object(t, findBlock(b, "settings").Block, map[string]tftypes.Value{"mode": str("medium")}),
		"endpoints": endpoints(b, map[string]tftypes.Value{"url": str("http://e")}),
	})
	got := valueDiags(t, f.validate("test_thing", b, bad), "test_thing.")
	want := map[string]string{
		"name":             `value must be at most 5 characters long (maxLength 5), got "much too long" (13)`,
		"slug":             `value must match the pattern ^[a-z]+$ (pattern), got "Abc"`,
		"parent":           `value must be at least 1 (min 1), got 0`,
		"aliases[1]":       `value must be one of ["x", "y"] (enum), got "z"`,
		"weights[*]":       `value must be one of [1, 2.5] (enum), got 3`,
		"rule[1].kind":     `value must be one of ["k", "k2"] (enum), got "other"`,
		"member[*].user":   `value must match the pattern ^u (pattern), got "v"`,
		"settings.mode":    `value must be one of ["fast", "slow"] (enum), got "medium"`,
		"endpoints[0].url": `value must match the pattern ^https:// (pattern), got "http://e"`,
	}
	for path, detail := range want {
		if got[path] != detail {
			t.Errorf("%s: got %q, want %q", path, got[path], detail)
		}
		delete(got, path)
	}
	for path, detail := range got {
		t.Errorf("unexpected diagnostic at %s: %s", path, detail)
	}

	// The other bounds.
	bad = object(t, b, map[string]tftypes.Value{"name": str("a"), "parent": num(11)})
	got = valueDiags(t, f.validate("test_thing", b, bad), "test_thing.")
	if got["name"] != `value must be at least 2 characters long (minLength 2), got "a" (1)` ||
		got["parent"] != `value must be at most 10 (max 10), got 11` || len(got) != 2 {
		t.Errorf("diagnostics %q", got)
	}

	// Both checks report: a computed-only attribute set and a value refused.
	bad = object(t, b, map[string]tftypes.Value{"name": str("a"), "id": str("x")})
	if diags := f.validate("test_thing", b, bad); len(diags) != 2 {
		t.Errorf("diagnostics %+v", diags)
	}
}

func TestValuesOfDataSources(t *testing.T) {
	f := withValues(t)
	validate := func(name string) []*tfprotov6.Diagnostic {
		resp, err := f.srv.ValidateDataResourceConfig(t.Context(), &tfprotov6.ValidateDataResourceConfigRequest{
			TypeName: "test_thing", Config: f.dv(f.data, object(t, f.data, map[string]tftypes.Value{"name": str(name)})),
		})
		if err != nil {
			t.Fatal(err)
		}
		return resp.Diagnostics
	}
	if diags := validate("n"); len(diags) != 0 {
		t.Fatalf("allowed value refused: %s", diags[0].Detail)
	}
	// The data source's rules, not the resource's of the same type name.
	got := valueDiags(t, validate("ab"), "data.test_thing.")
	if got["name"] != `value must be one of ["n"] (enum), got "ab"` || len(got) != 1 {
		t.Errorf("diagnostics %q", got)
	}
}

// TestBadValues: a rule the provider could not apply is refused with the
// file and the path inside it.
func TestBadValues(t *testing.T) {
	ps, err := ParseSchema("test.json", []byte(testSchema))
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct{ name, doc, want string }{
		{"unknown type", `{"test_thin":{}}`, `["test_thin"]: registry.terraform.io/triad/test has no resource type "test_thin"`},
		{"unknown data source", `{"data.test_numbered":{}}`, `["data.test_numbered"]: registry.terraform.io/triad/test has no data source type "test_numbered"`},
		{"unknown attribute", `{"test_thing":{"nme":{"minLength":1}}}`, `["test_thing"]["nme"]: no attribute or block nme`},
		{"unknown attribute in a block", `{"test_thing":{"rule.knd":{"minLength":1}}}`, `["test_thing"]["rule.knd"]: no attribute or block rule.knd`},
		{"a block", `{"test_thing":{"rule":{"minLength":1}}}`, `["test_thing"]["rule"]: rule is a block`},
		{"through an attribute", `{"test_thing":{"name.x":{"minLength":1}}}`, `["test_thing"]["name.x"]: name is an attribute, not a block`},
		{"a nested attribute", `{"test_thing":{"endpoints":{"minLength":1}}}`, `["test_thing"]["endpoints"]: endpoints holds nested objects`},
		{"computed only", `{"test_thing":{"rule.uid":{"minLength":1}}}`, `["test_thing"]["rule.uid"]: rule.uid is computed by the provider`},
		{"computed only, data source", `{"data.test_thing":{"items":{"minLength":1}}}`, `["data.test_thing"]["items"]: items is computed by the provider`},
		{"a bool", `{"test_numbered":{"enabled":{"enum":["true"]}}}`, `["test_numbered"]["enabled"]: enabled is of type tftypes.Bool: rules judge strings and numbers`},
		{"min on a string", `{"test_thing":{"name":{"min":1}}}`, `["test_thing"]["name"].min: applies to numbers, not to a string`},
		{"pattern on a number", `{"test_thing":{"parent":{"pattern":"^1"}}}`, `["test_thing"]["parent"].pattern: applies to strings, not to a number`},
		{"enum of numbers on a string", `{"test_thing":{"aliases":{"enum":["x",1]}}}`, `["test_thing"]["aliases"].enum[1]: expected a string (the attribute is a string), got 1`},
		{"enum of strings on a number", `{"test_thing":{"weights":{"enum":["1"]}}}`, `["test_thing"]["weights"].enum[0]: expected a number, got "1"`},
		{"empty enum", `{"test_thing":{"name":{"enum":[]}}}`, `["test_thing"]["name"].enum: expected a non-empty array of values`},
		{"bad pattern", `{"test_thing":{"slug":{"pattern":"(?<=a)b"}}}`, `["test_thing"]["slug"].pattern: not a regular expression`},
		{"unknown rule", `{"test_thing":{"name":{"minLen":1}}}`, `["test_thing"]["name"].minLen: unknown key`},
		{"empty rule", `{"test_thing":{"name":{}}}`, `["test_thing"]["name"]: an empty rule`},
		{"min above max", `{"test_thing":{"parent":{"min":3,"max":2}}}`, `["test_thing"]["parent"]: min (3) is above max (2)`},
		{"negative length", `{"test_thing":{"name":{"maxLength":-1}}}`, `["test_thing"]["name"].maxLength: expected a non-negative integer, got -1`},
		{"not JSON", `{"test_thing":`, `(document): not valid JSON`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			values, err := ParseValues("allowed-values.json", []byte(c.doc), ps)
			if err == nil {
				t.Fatalf("loaded %+v, want an error", values)
			}
			if want := "allowed-values.json: " + c.want; !strings.Contains(err.Error(), want) {
				t.Fatalf("error\n  %s\ndoes not contain\n  %s", err, want)
			}
		})
	}
}
