package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hashicorp/terraform-plugin-go/tfprotov6"
	"github.com/hashicorp/terraform-plugin-go/tftypes"
)

// rulesSchema has what cross-field rules must handle: top-level attributes
// of several types, a list attribute, a list block, a single block and a list
// block holding a set block; a data source and a provider configuration.
const rulesSchema = `{
  "format_version": "1.0",
  "provider_schemas": {
    "registry.terraform.io/triad/test": {
      "provider": {"block": {"attributes": {
        "token": {"type": "string", "optional": true},
        "user": {"type": "string", "optional": true},
        "password": {"type": "string", "optional": true}
      }}},
      "resource_schemas": {
        "test_rules": {"block": {
          "attributes": {
            "id": {"type": "string", "optional": true, "computed": true},
            "uid": {"type": "string", "computed": true},
            "a": {"type": "string", "optional": true},
            "b": {"type": "string", "optional": true},
            "c": {"type": "string", "optional": true},
            "d": {"type": "string", "optional": true},
            "e": {"type": "string", "optional": true},
            "n": {"type": "number", "optional": true},
            "on": {"type": "bool", "optional": true},
            "tags": {"type": ["list", "string"], "optional": true}
          },
          "block_types": {
            "lb": {"nesting_mode": "list", "block": {"attributes": {
              "host": {"type": "string", "optional": true}
            }}},
            "single": {"nesting_mode": "single", "block": {"attributes": {
              "m": {"type": "string", "optional": true},
              "k": {"type": "string", "optional": true}
            }}},
            "group": {"nesting_mode": "list", "block": {
              "attributes": {
                "x": {"type": "string", "optional": true},
                "y": {"type": "string", "optional": true}
              },
              "block_types": {
                "inner": {"nesting_mode": "set", "block": {"attributes": {
                  "p": {"type": "string", "optional": true},
                  "q": {"type": "string", "optional": true}
                }}}
              }
            }}
          }
        }}
      },
      "data_source_schemas": {
        "test_rules": {"block": {"attributes": {
          "id": {"type": "string", "optional": true, "computed": true},
          "name": {"type": "string", "optional": true}
        }}}
      }
    }
  }
}`

// testRules are rules of every kind for rulesSchema: at the root, on a
// block, inside a list block (in both spellings of a nested path), inside a
// set block within it, inside a single block, on a data source and on the
// provider's configuration.
const testRules = `{
  "test_rules": {
    "a": {"conflicts_with": ["b"], "default": "x"},
    "b": {"conflicts_with": ["a", "tags"]},
    "c": {"required_with": ["d", "e"]},
    "lb": {"conflicts_with": ["n"]},
    "n": {"default": 1},
    "on": {"default": true},
    "group.x": {"conflicts_with": ["group.0.y"]},
    "group.0.inner.p": {"required_with": ["group.inner.q"]},
    "single.m": {"exactly_one_of": ["single.m", "single.k"]}
  },
  "data.test_rules": {
    "id": {"exactly_one_of": ["id", "name"]},
    "name": {"exactly_one_of": ["id", "name"]}
  },
  "provider.test": {
    "token": {"conflicts_with": ["user", "password"]},
    "user": {"required_with": ["password"]},
    "password": {"required_with": ["user"]}
  }
}`

// rulesFixture is a server for rulesSchema with testRules loaded.
type rulesFixture struct {
	*fixture
	res, data, prov *tfprotov6.SchemaBlock
}

func newRulesFixture(t *testing.T) *rulesFixture {
	ps, err := ParseSchema("test.json", []byte(rulesSchema))
	if err != nil {
		t.Fatal(err)
	}
	rules, err := ParseRules("provider-rules.json", []byte(testRules), ps)
	if err != nil {
		t.Fatal(err)
	}
	return &rulesFixture{
		fixture: &fixture{t: t, srv: &server{schema: ps, rules: rules}},
		res:     ps.Resources["test_rules"].Block,
		data:    ps.DataSources["test_rules"].Block,
		prov:    ps.Provider.Block,
	}
}

func (f *rulesFixture) resource(vals map[string]tftypes.Value) []*tfprotov6.Diagnostic {
	return f.validate("test_rules", f.res, object(f.t, f.res, vals))
}

func (f *rulesFixture) dataSource(vals map[string]tftypes.Value) []*tfprotov6.Diagnostic {
	resp, err := f.srv.ValidateDataResourceConfig(f.t.Context(), &tfprotov6.ValidateDataResourceConfigRequest{
		TypeName: "test_rules", Config: f.dv(f.data, object(f.t, f.data, vals)),
	})
	if err != nil {
		f.t.Fatal(err)
	}
	return resp.Diagnostics
}

func (f *rulesFixture) provider(vals map[string]tftypes.Value) []*tfprotov6.Diagnostic {
	resp, err := f.srv.ValidateProviderConfig(f.t.Context(), &tfprotov6.ValidateProviderConfigRequest{
		Config: f.dv(f.prov, object(f.t, f.prov, vals)),
	})
	if err != nil {
		f.t.Fatal(err)
	}
	return resp.Diagnostics
}

// ruleDiags checks that every diagnostic is an error about a combination of
// arguments whose detail starts with prefix and the attribute path it is
// at, and returns the rest of each detail by path (two at one path joined
// by " | ").
func ruleDiags(t *testing.T, diags []*tfprotov6.Diagnostic, prefix string) map[string]string {
	t.Helper()
	got := map[string]string{}
	for _, d := range diags {
		if d.Severity != tfprotov6.DiagnosticSeverityError || d.Summary != "Invalid combination of arguments" || d.Attribute == nil {
			t.Errorf("unexpected diagnostic %+v", d)
			continue
		}
		path := formatPath(d.Attribute)
		want := prefix + path + ": "
		if !strings.HasPrefix(d.Detail, want) {
			t.Errorf("detail %q does not start with %q", d.Detail, want)
		}
		if got[path] != "" {
			got[path] += " | "
		}
		got[path] += strings.TrimPrefix(d.Detail, want)
	}
	return got
}

// expect compares diagnostics by path with want.
func expect(t *testing.T, got, want map[string]string) {
	t.Helper()
	for path, detail := range want {
		if got[path] != detail {
			t.Errorf("%s: got %q, want %q", path, got[path], detail)
		}
	}
	for path, detail := range got {
		if _, ok := want[path]; !ok {
			t.Errorf("unexpected diagnostic at %s: %s", path, detail)
		}
	}
}

var (
	tagsType   = tftypes.List{ElementType: tftypes.String}
	unknownNum = tftypes.NewValue(tftypes.Number, tftypes.UnknownValue)
	nullString = tftypes.NewValue(tftypes.String, nil)
	noTags     = tftypes.NewValue(tagsType, []tftypes.Value{})
)

// unknownBlock is the block name of b, unknown until apply (a dynamic block
// over an unknown collection).
func unknownBlock(b *tfprotov6.SchemaBlock, name string) tftypes.Value {
	return tftypes.NewValue(findBlock(b, name).ValueType(), tftypes.UnknownValue)
}

func TestRulesAcceptWhatTheyAllow(t *testing.T) {
	f := newRulesFixture(t)
	noDiags(t, f.resource(nil))
	noDiags(t, f.resource(map[string]tftypes.Value{
		"a": str("a"), "c": str("c"), "d": str("d"), "e": str("e"), "n": num(1),
		"lb":     elems(t, f.res, "lb"), // no items: not written
		"single": object(t, findBlock(f.res, "single").Block, map[string]tftypes.Value{"k": str("k")}),
		"group": elems(t, f.res, "group",
			map[string]tftypes.Value{"x": str("x"), "inner": elems(t, findBlock(f.res, "group").Block, "inner",
				map[string]tftypes.Value{"p": str("p"), "q": str("q")}, map[string]tftypes.Value{"q": str("q")})},
			map[string]tftypes.Value{"y": str("y")}),
	}))
	// Null is not written.
	noDiags(t, f.resource(map[string]tftypes.Value{"a": nullString, "b": str("b"), "tags": tftypes.NewValue(tagsType, nil)}))
	noDiags(t, f.dataSource(map[string]tftypes.Value{"name": str("n")}))
	noDiags(t, f.dataSource(map[string]tftypes.Value{"id": str("i"), "name": nullString}))
	noDiags(t, f.provider(nil))
	noDiags(t, f.provider(map[string]tftypes.Value{"token": str("t")}))
	noDiags(t, f.provider(map[string]tftypes.Value{"user": str("u"), "password": str("p")}))
}

func TestRulesRefuseConflicts(t *testing.T) {
	f := newRulesFixture(t)
	// Each attribute that carries the rule reports it, naming the others written.
	expect(t, ruleDiags(t, f.resource(map[string]tftypes.Value{"a": str("a"), "b": str("b")}), "test_rules."), map[string]string{
		"a": "cannot be written together with b (conflicts_with b).",
		"b": "cannot be written together with a (conflicts_with a and tags).",
	})
	// An attribute holding an empty list is written; all the others written are named.
	expect(t, ruleDiags(t, f.resource(map[string]tftypes.Value{"a": str("a"), "b": str("b"), "tags": noTags}), "test_rules."), map[string]string{
		"a": "cannot be written together with b (conflicts_with b).",
		"b": "cannot be written together with a and tags (conflicts_with a and tags).",
	})
	// A block with items is written.
	expect(t, ruleDiags(t, f.resource(map[string]tftypes.Value{"n": num(2), "lb": elems(t, f.res, "lb", map[string]tftypes.Value{})}), "test_rules."), map[string]string{
		"lb": "cannot be written together with n (conflicts_with n).",
	})
	// The provider's configuration.
	expect(t, ruleDiags(t, f.provider(map[string]tftypes.Value{"token": str("t"), "user": str("u"), "password": str("p")}), "provider.test."), map[string]string{
		"token": "cannot be written together with user and password (conflicts_with user and password).",
	})
}

func TestRulesRefuseMissingRequiredWith(t *testing.T) {
	f := newRulesFixture(t)
	expect(t, ruleDiags(t, f.resource(map[string]tftypes.Value{"c": str("c"), "d": str("d")}), "test_rules."), map[string]string{
		"c": "is written, so e must be written too (required_with d and e).",
	})
	expect(t, ruleDiags(t, f.resource(map[string]tftypes.Value{"c": str("c")}), "test_rules."), map[string]string{
		"c": "is written, so d and e must be written too (required_with d and e).",
	})
	// Not written itself: nothing required.
	noDiags(t, f.resource(map[string]tftypes.Value{"d": str("d")}))
	expect(t, ruleDiags(t, f.provider(map[string]tftypes.Value{"password": str("p")}), "provider.test."), map[string]string{
		"password": "is written, so user must be written too (required_with user).",
	})
}

func TestRulesRefuseExactlyOneOf(t *testing.T) {
	f := newRulesFixture(t)
	// Both attributes of the set carry the rule, and both report it.
	expect(t, ruleDiags(t, f.dataSource(nil), "data.test_rules."), map[string]string{
		"id":   "exactly one of id and name must be written (exactly_one_of), and none is.",
		"name": "exactly one of id and name must be written (exactly_one_of), and none is.",
	})
	expect(t, ruleDiags(t, f.dataSource(map[string]tftypes.Value{"id": str("i"), "name": str("n")}), "data.test_rules."), map[string]string{
		"id":   "exactly one of id and name must be written (exactly_one_of), but id and name are.",
		"name": "exactly one of id and name must be written (exactly_one_of), but id and name are.",
	})
}

func TestRulesDoNotJudgeUnknownValues(t *testing.T) {
	f := newRulesFixture(t)
	// An unknown value may turn out null: it is neither a conflict nor a conflicting attribute.
	noDiags(t, f.resource(map[string]tftypes.Value{"a": unknownString, "b": str("b")}))
	noDiags(t, f.resource(map[string]tftypes.Value{"a": str("a"), "b": unknownString}))
	noDiags(t, f.resource(map[string]tftypes.Value{"n": unknownNum, "lb": elems(t, f.res, "lb", map[string]tftypes.Value{})}))
	noDiags(t, f.resource(map[string]tftypes.Value{"n": num(1), "lb": unknownBlock(f.res, "lb")}))
	// An unknown attribute needs nothing; an unknown one it needs may be written.
	noDiags(t, f.resource(map[string]tftypes.Value{"c": unknownString}))
	expect(t, ruleDiags(t, f.resource(map[string]tftypes.Value{"c": str("c"), "d": unknownString}), "test_rules."), map[string]string{
		"c": "is written, so e must be written too (required_with d and e).",
	})
	// One of the set unknown: it may be the one written, but two known are too many.
	noDiags(t, f.dataSource(map[string]tftypes.Value{"id": unknownString}))
	noDiags(t, f.dataSource(map[string]tftypes.Value{"id": unknownString, "name": str("n")}))
	// Unknown blocks hold no instance to judge.
	noDiags(t, f.resource(map[string]tftypes.Value{"group": unknownBlock(f.res, "group"), "single": unknownBlock(f.res, "single")}))
	// A known value next to an unknown one is still judged.
	got := ruleDiags(t, f.resource(map[string]tftypes.Value{"a": str("a"), "b": str("b"), "tags": tftypes.NewValue(tagsType, tftypes.UnknownValue)}), "test_rules.")
	expect(t, got, map[string]string{
		"a": "cannot be written together with b (conflicts_with b).",
		"b": "cannot be written together with a (conflicts_with a and tags).",
	})
}

func TestRulesInNestedBlocks(t *testing.T) {
	f := newRulesFixture(t)
	group := findBlock(f.res, "group").Block
	single := findBlock(f.res, "single").Block
	diags := f.resource(map[string]tftypes.Value{
		"group": elems(t, f.res, "group",
			map[string]tftypes.Value{"x": str("x"), "y": str("y")},
			map[string]tftypes.Value{"x": str("x"), "inner": elems(t, group, "inner", map[string]tftypes.Value{"p": str("p")})},
			map[string]tftypes.Value{"y": str("y"), "inner": elems(t, group, "inner", map[string]tftypes.Value{"p": str("p"), "q": str("q")})},
		),
		"single": object(t, single, map[string]tftypes.Value{"m": str("m"), "k": str("k")}),
	})
	// Each instance is judged on its own, and the messages name the instance.
	expect(t, ruleDiags(t, diags, "test_rules."), map[string]string{
		"group[0].x":          "cannot be written together with group[0].y (conflicts_with group[0].y).",
		"group[1].inner[*].p": "is written, so group[1].inner[*].q must be written too (required_with group[1].inner[*].q).",
		"single.m":            "exactly one of single.m and single.k must be written (exactly_one_of), but single.m and single.k are.",
	})
	// A single block written with neither; not written at all: no instance to judge.
	expect(t, ruleDiags(t, f.resource(map[string]tftypes.Value{"single": object(t, single, nil)}), "test_rules."), map[string]string{
		"single.m": "exactly one of single.m and single.k must be written (exactly_one_of), and none is.",
	})
	noDiags(t, f.resource(map[string]tftypes.Value{"single": tftypes.NewValue(findBlock(f.res, "single").ValueType(), nil)}))
}

func TestRulesReportWithTheOtherChecks(t *testing.T) {
	f := newRulesFixture(t)
	diags := f.resource(map[string]tftypes.Value{"uid": str("u"), "a": str("a"), "b": str("b")})
	if len(diags) != 3 || diags[0].Summary != "Read-only attribute set in configuration" {
		t.Fatalf("diagnostics %+v", diags)
	}
	// A type without rules is not judged.
	f.srv.rules = ProviderRules{}
	noDiags(t, f.resource(map[string]tftypes.Value{"a": str("a"), "b": str("b")}))
}

func TestLoadRules(t *testing.T) {
	f := newRulesFixture(t)
	r := f.srv.rules
	if cross, defaults := r.counts(); cross != 12 || defaults != 3 {
		t.Fatalf("%d cross-field rules, %d defaults", cross, defaults)
	}
	// Nested paths in either spelling, self added to exactly_one_of, defaults as written.
	inner := r["test_rules"]["group.inner.p"]
	if inner == nil || inner.Parent != "group.inner" || inner.Name != "p" || strings.Join(inner.RequiredWith, ",") != "q" {
		t.Errorf("group.inner.p = %+v", inner)
	}
	if x := r["test_rules"]["group.x"]; x == nil || x.Parent != "group" || strings.Join(x.ConflictsWith, ",") != "y" {
		t.Errorf("group.x = %+v", x)
	}
	if a := r["test_rules"]["a"]; a == nil || !a.HasDefault || a.Default != "x" {
		t.Errorf("a = %+v", a)
	}
	ps, _ := ParseSchema("test.json", []byte(rulesSchema))
	r, err := ParseRules("provider-rules.json", []byte(`{"data.test_rules":{"id":{"exactly_one_of":["name"]}}}`), ps)
	if err != nil {
		t.Fatal(err)
	}
	if id := r["data.test_rules"]["id"]; strings.Join(id.ExactlyOneOf, ",") != "name,id" {
		t.Errorf("id = %+v", id)
	}
}

// TestBadRules: rules the provider could not have are refused with the file
// and the path inside it.
func TestBadRules(t *testing.T) {
	ps, err := ParseSchema("test.json", []byte(rulesSchema))
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct{ name, doc, want string }{
		{"not JSON", `{"test_rules":`, `(document): not valid JSON`},
		{"not an object", `[]`, `(document): expected an object, got an array`},
		{"unknown type", `{"test_rulez":{}}`, `["test_rulez"]: registry.terraform.io/triad/test has no resource type "test_rulez" (a data source is written data.<type>, the provider's configuration provider.test)`},
		{"unknown data source", `{"data.test_rulez":{}}`, `["data.test_rulez"]: registry.terraform.io/triad/test has no data source type "test_rulez"`},
		{"another provider", `{"provider.other":{}}`, `["provider.other"]: registry.terraform.io/triad/test is not provider "other": its configuration is written provider.test`},
		{"unknown attribute", `{"test_rules":{"zz":{"conflicts_with":["a"]}}}`, `["test_rules"]["zz"]: no attribute or block zz`},
		{"unknown attribute in a block", `{"test_rules":{"group.zz":{"default":"a"}}}`, `["test_rules"]["group.zz"]: no attribute or block group.zz`},
		{"unknown attribute of the provider", `{"provider.test":{"secret":{"default":"a"}}}`, `["provider.test"]["secret"]: no attribute or block secret`},
		{"through an attribute", `{"test_rules":{"a.b":{"default":"a"}}}`, `["test_rules"]["a.b"]: a is an attribute, not a block`},
		{"computed only", `{"test_rules":{"uid":{"conflicts_with":["a"]}}}`, `["test_rules"]["uid"]: uid is computed by the provider`},
		{"the same attribute twice", `{"test_rules":{"group.x":{"default":"a"},"group.0.x":{"default":"b"}}}`, `["test_rules"]["group.x"]: the same attribute as "group.0.x"`},
		{"unknown named attribute", `{"test_rules":{"a":{"conflicts_with":["b","zz"]}}}`, `["test_rules"]["a"].conflicts_with[1]: no attribute or block zz`},
		{"named computed attribute", `{"test_rules":{"a":{"required_with":["uid"]}}}`, `["test_rules"]["a"].required_with[0]: uid is computed by the provider`},
		{"unknown named attribute in a block", `{"test_rules":{"group.x":{"exactly_one_of":["group.x","group.z"]}}}`, `["test_rules"]["group.x"].exactly_one_of[1]: no attribute or block group.z`},
		{"named attribute in another object", `{"test_rules":{"group.x":{"conflicts_with":["a"]}}}`, `["test_rules"]["group.x"].conflicts_with[0]: a is not in the object that holds group.x`},
		{"conflicting with itself", `{"test_rules":{"a":{"conflicts_with":["a"]}}}`, `["test_rules"]["a"].conflicts_with[0]: a cannot conflict with itself`},
		{"named twice", `{"test_rules":{"a":{"conflicts_with":["b","b"]}}}`, `["test_rules"]["a"].conflicts_with[1]: b is named twice`},
		{"empty list", `{"test_rules":{"a":{"conflicts_with":[]}}}`, `["test_rules"]["a"].conflicts_with: expected a non-empty array of attribute paths, got an array`},
		{"not a list", `{"test_rules":{"a":{"required_with":"b"}}}`, `["test_rules"]["a"].required_with: expected a non-empty array of attribute paths, got "b"`},
		{"not a path", `{"test_rules":{"a":{"required_with":[1]}}}`, `["test_rules"]["a"].required_with[0]: expected an attribute path in a string, got 1`},
		{"unknown key", `{"test_rules":{"a":{"conflicts":["b"]}}}`, `["test_rules"]["a"].conflicts: unknown key (expected one of default, conflicts_with, exactly_one_of, required_with)`},
		{"empty rule", `{"test_rules":{"a":{}}}`, `["test_rules"]["a"]: an empty rule`},
		{"rule not an object", `{"test_rules":{"a":true}}`, `["test_rules"]["a"]: expected an object, got a boolean`},
		{"default of a block", `{"test_rules":{"lb":{"default":[]}}}`, `["test_rules"]["lb"].default: lb is a block: a default belongs to an attribute`},
		{"null default", `{"test_rules":{"a":{"default":null}}}`, `["test_rules"]["a"].default: expected a value of type string, got null`},
		{"default of another type", `{"test_rules":{"n":{"default":"many"}}}`, `["test_rules"]["n"].default: expected a number (the attribute is a number), got "many"`},
		{"default not a bool", `{"test_rules":{"on":{"default":"yes"}}}`, `["test_rules"]["on"].default: expected true or false (the attribute is a bool), got "yes"`},
		{"default not a list", `{"test_rules":{"tags":{"default":"a"}}}`, `["test_rules"]["tags"].default: expected an array (the attribute is a list of string), got "a"`},
		{"default element", `{"test_rules":{"tags":{"default":["a",{}]}}}`, `["test_rules"]["tags"].default[1]: expected a string (the attribute is a string), got an object`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			rules, err := ParseRules("provider-rules.json", []byte(c.doc), ps)
			if err == nil {
				t.Fatalf("loaded %+v, want an error", rules)
			}
			if want := "provider-rules.json: " + c.want; !strings.Contains(err.Error(), want) {
				t.Fatalf("error\n  %s\ndoes not contain\n  %s", err, want)
			}
		})
	}
	// What Terraform converts is a value of the type: the "not set" marker -1 of a string, "1" of a number.
	if _, err := ParseRules("provider-rules.json", []byte(`{"test_rules":{"a":{"default":-1},"n":{"default":"1"},"on":{"default":"false"},"tags":{"default":[]}}}`), ps); err != nil {
		t.Fatal(err)
	}
}

// realRules are the counts of the providers' rules (provider-rules.json).
var realRules = map[string]struct{ crossField, defaults int }{
	"idp": {16, 283}, "repo": {9, 26}, "cap": {16, 213},
}

func realRulesPath(pkg string) string {
	return filepath.Join("..", "..", "..", "schema", pkg, rulesFile)
}

func TestLoadRealRules(t *testing.T) {
	loaded := map[string]ProviderRules{}
	for pkg, want := range realRules {
		rules, err := LoadRulesFile(realRulesPath(pkg), loadReal(t, pkg))
		if err != nil {
			t.Fatal(err)
		}
		if cross, defaults := rules.counts(); cross != want.crossField || defaults != want.defaults {
			t.Errorf("%s: %d cross-field rules, %d defaults; want %d, %d", pkg, cross, defaults, want.crossField, want.defaults)
		}
		loaded[pkg] = rules
	}
	if r := loaded["repo"]["provider.repo"]["password"]; r == nil || strings.Join(r.RequiredWith, ",") != "username" {
		t.Errorf("provider.repo password = %+v", r)
	}
	if r := loaded["idp"]["data.idp_user"]["pk"]; r == nil || strings.Join(r.ExactlyOneOf, ",") != "pk,username" {
		t.Errorf("data.idp_user pk = %+v", r)
	}
	if r := loaded["cap"]["cap_pubcloud_b_credentials"]["expiration_date"]; r == nil || !r.HasDefault || r.Default.(interface{ String() string }).String() != "-1" {
		t.Errorf("cap_pubcloud_b_credentials expiration_date = %+v", r)
	}

	// The real providers' rules refuse what they refuse.
	ps := loadReal(t, "cap")
	srv := &server{schema: ps, rules: loaded["cap"]}
	f := &fixture{t: t, srv: srv}
	b := ps.Resources["cap_pubcloud_a_scaling_group"].Block
	got := ruleDiags(t, f.validate("cap_pubcloud_a_scaling_group", b, object(t, b, map[string]tftypes.Value{
		"ondemand_count": num(1), "spot_percentage": num(50),
	})), "cap_pubcloud_a_scaling_group.")
	expect(t, got, map[string]string{
		"ondemand_count":  "cannot be written together with spot_percentage (conflicts_with spot_percentage).",
		"spot_percentage": "cannot be written together with ondemand_count (conflicts_with ondemand_count).",
	})
	repo := loadReal(t, "repo")
	f = &fixture{t: t, srv: &server{schema: repo, rules: loaded["repo"]}}
	pb := repo.Provider.Block
	resp, err := f.srv.ValidateProviderConfig(t.Context(), &tfprotov6.ValidateProviderConfigRequest{
		Config: f.dv(pb, object(t, pb, map[string]tftypes.Value{"username": str("u"), "password": str("p"), "oauth_token": str("t")})),
	})
	if err != nil {
		t.Fatal(err)
	}
	expect(t, ruleDiags(t, resp.Diagnostics, "provider.repo."), map[string]string{
		"oauth_token": "cannot be written together with username and password (conflicts_with username, password, oauth_client_id and oauth_client_secret).",
		"username":    "cannot be written together with oauth_token (conflicts_with oauth_client_id, oauth_client_secret and oauth_token).",
		"password":    "cannot be written together with oauth_token (conflicts_with oauth_client_id, oauth_client_secret and oauth_token).",
	})
	// Two rules broken at one attribute: two diagnostics.
	resp, err = f.srv.ValidateProviderConfig(t.Context(), &tfprotov6.ValidateProviderConfigRequest{
		Config: f.dv(pb, object(t, pb, map[string]tftypes.Value{"username": str("u"), "oauth_client_id": str("c"), "oauth_client_secret": str("s")})),
	})
	if err != nil {
		t.Fatal(err)
	}
	expect(t, ruleDiags(t, resp.Diagnostics, "provider.repo."), map[string]string{
		"username": "cannot be written together with oauth_client_id and oauth_client_secret (conflicts_with oauth_client_id, oauth_client_secret and oauth_token)." +
			" | is written, so password must be written too (required_with password).",
		"oauth_client_id":     "cannot be written together with username (conflicts_with username, password and oauth_token).",
		"oauth_client_secret": "cannot be written together with username (conflicts_with username, password and oauth_token).",
	})
}

// TestCheckCommandLoadsRules: check reads the provider-rules.json beside the
// schema, counts it, and refuses a broken one naming the file and the path.
func TestCheckCommandLoadsRules(t *testing.T) {
	dir := t.TempDir()
	schema, err := os.ReadFile(realSchemaPath("repo"))
	if err != nil {
		t.Fatal(err)
	}
	schemaFile := filepath.Join(dir, "terraform.json")
	rules := filepath.Join(dir, rulesFile)
	if err := os.WriteFile(schemaFile, schema, 0o644); err != nil {
		t.Fatal(err)
	}
	run := func(doc string) (int, string, string) {
		if err := os.WriteFile(rules, []byte(doc), 0o644); err != nil {
			t.Fatal(err)
		}
		var out, errOut bytes.Buffer
		code := check([]string{schemaFile}, &out, &errOut)
		return code, out.String(), errOut.String()
	}
	code, out, errOut := run(`{"provider.repo":{"username":{"required_with":["password"]}},"repo_hook":{"active":{"default":true}}}`)
	if code != 0 || !strings.HasSuffix(out, "0 value rules, 1 cross-field rules, 1 defaults\n") {
		t.Fatalf("exit %d, stdout %q, stderr %q", code, out, errOut)
	}
	code, _, errOut = run(`{"provider.repo":{"username":{"required_with":["pasword"]}}}`)
	if want := rules + `: ["provider.repo"]["username"].required_with[0]: no attribute or block pasword`; code != 1 || !strings.Contains(errOut, want) {
		t.Fatalf("exit %d, stderr %q lacks %q", code, errOut, want)
	}
	// Broken value checks and broken rules are reported together.
	if err := os.WriteFile(filepath.Join(dir, valuesFile), []byte(`{"repo_hook":{"url":{"min":1}}}`), 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, errOut = run(`{"repo_hok":{}}`)
	if code != 1 || !strings.Contains(errOut, `["repo_hook"]["url"].min`) || !strings.Contains(errOut, rules+`: ["repo_hok"]: registry.terraform.io/triad/repo has no resource type "repo_hok"`) {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
}

// TestServeFindsRules: the provider rules come from beside the schema file,
// or from the file the environment names, which must exist.
func TestServeFindsRules(t *testing.T) {
	t.Setenv(schemaEnv, realSchemaPath("repo"))
	t.Setenv(optionsEnv, "")
	t.Setenv(valuesEnv, "")
	t.Setenv(rulesEnv, "")
	srv := newServer()
	if srv.loadErr != nil {
		t.Fatal(srv.loadErr)
	}
	if cross, defaults := srv.rules.counts(); cross != 9 || defaults != 26 {
		t.Fatalf("%d cross-field rules, %d defaults", cross, defaults)
	}

	dir := t.TempDir()
	rules := filepath.Join(dir, "rules.json")
	if err := os.WriteFile(rules, []byte(`{"data.repo_repository":{"workspace":{"conflicts_with":["repo_slug"]}}}`), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Setenv(rulesEnv, rules)
	if srv := newServer(); srv.loadErr != nil || srv.rules["data.repo_repository"]["workspace"] == nil || len(srv.rules) != 1 {
		t.Fatalf("rules %v, error %v", srv.rules, srv.loadErr)
	}
	if err := os.WriteFile(rules, []byte(`{"data.repo_repository":{"workspace":{"conflicts_with":["repo"]}}}`), 0o644); err != nil {
		t.Fatal(err)
	}
	if srv := newServer(); srv.loadErr == nil || !strings.Contains(srv.loadErr.Error(), rules+`: ["data.repo_repository"]["workspace"].conflicts_with[0]: no attribute or block repo`) {
		t.Fatalf("error %v", srv.loadErr)
	}
	t.Setenv(rulesEnv, filepath.Join(dir, "missing.json"))
	if srv := newServer(); srv.loadErr == nil {
		t.Fatal("missing rules file accepted")
	}
}
