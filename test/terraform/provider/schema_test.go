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

// realSchemas are the generated schema files the test provider must serve.
var realSchemas = []struct {
	file, address       string
	resources, dataSrcs int
}{
	{"idp.json", "registry.terraform.io/triad/idp", 21, 4},
	{"repo.json", "registry.terraform.io/triad/repo", 15, 11},
	{"cap.json", "registry.terraform.io/triad/cap", 9, 0},
}

func realSchemaPath(file string) string {
	return filepath.Join("..", "..", "..", "provider-schema", file)
}

func TestLoadRealSchemas(t *testing.T) {
	for _, rs := range realSchemas {
		t.Run(rs.file, func(t *testing.T) {
			ps, err := LoadSchemaFile(realSchemaPath(rs.file))
			if err != nil {
				t.Fatal(err)
			}
			if ps.Address != rs.address || len(ps.Resources) != rs.resources || len(ps.DataSources) != rs.dataSrcs {
				t.Fatalf("got %s with %d resources, %d data sources", ps.Address, len(ps.Resources), len(ps.DataSources))
			}
			if ps.Provider == nil || ps.Provider.Block == nil {
				t.Fatal("no provider block")
			}
			for name, s := range ps.Resources {
				if _, ok := s.ValueType().(tftypes.Object); !ok {
					t.Errorf("%s: value type %v", name, s.ValueType())
				}
				id := findAttr(s.Block, "id")
				if id == nil || !computedOnly(id) || !id.Type.Is(tftypes.String) {
					t.Errorf("%s: id is not a computed-only string", name)
				}
			}
		})
	}
}

func TestRealSchemaDetails(t *testing.T) {
	ps, err := LoadSchemaFile(realSchemaPath("repo.json"))
	if err != nil {
		t.Fatal(err)
	}
	hook := ps.Resources["repo_hook"].Block
	if a := findAttr(hook, "events"); a == nil || !a.Required || !a.Type.Equal(tftypes.List{ElementType: tftypes.String}) {
		t.Errorf("repo_hook.events = %+v", a)
	}
	if a := findAttr(hook, "secret"); a == nil || !a.WriteOnly || !a.Sensitive || !a.Optional {
		t.Errorf("repo_hook.secret = %+v", a)
	}
	if a := findAttr(hook, "url"); a == nil || a.DescriptionKind != tfprotov6.StringKindMarkdown || a.Description == "" {
		t.Errorf("repo_hook.url = %+v", a)
	}
	restriction := ps.Resources["repo_branch_restriction"].Block
	if nb := findBlock(restriction, "groups"); nb == nil || nb.Nesting != tfprotov6.SchemaNestedBlockNestingModeSet {
		t.Errorf("repo_branch_restriction.groups = %+v", nb)
	}
	model := ps.Resources["repo_branching_model"].Block
	if nb := findBlock(model, "development"); nb == nil || nb.Nesting != tfprotov6.SchemaNestedBlockNestingModeList ||
		nb.MinItems != 1 || nb.MaxItems != 1 {
		t.Errorf("repo_branching_model.development = %+v", nb)
	}
	data := ps.DataSources["repo_repository"].Block
	want := tftypes.Object{AttributeTypes: map[string]tftypes.Type{
		"avatars": tftypes.List{ElementType: tftypes.Object{AttributeTypes: map[string]tftypes.Type{"href": tftypes.String}}},
	}}
	if a := findAttr(data, "link"); a == nil || !a.Type.Equal(want) {
		t.Errorf("data repo_repository.link = %+v", a)
	}
}

// TestBadSchemas: every problem is reported with the file name and the JSON
// path of the offending value, never a panic.
func TestBadSchemas(t *testing.T) {
	const addr = `registry.terraform.io/triad/repo`
	// doc wraps a resource block definition into a whole document.
	doc := func(block string) string {
		return `{"format_version":"1.0","provider_schemas":{"` + addr + `":{"provider":{"version":0,"block":{}},` +
			`"resource_schemas":{"repo_hook":{"version":0,"block":` + block + `}}}}}`
	}
	const res = `provider_schemas["` + addr + `"].resource_schemas["repo_hook"].block`
	cases := []struct{ name, doc, want string }{
		{"unknown type", doc(`{"attributes":{"url":{"type":"strin","required":true}}}`),
			res + `.attributes["url"].type: unknown type "strin"`},
		{"unknown nested type", doc(`{"attributes":{"m":{"type":["map",["list","nubmer"]],"optional":true}}}`),
			res + `.attributes["m"].type[1][1]: unknown type "nubmer"`},
		{"unknown object field type", doc(`{"attributes":{"o":{"type":["object",{"a":"int"}],"optional":true}}}`),
			res + `.attributes["o"].type[1]["a"]: unknown type "int"`},
		{"type is a number", doc(`{"attributes":{"n":{"type":3,"optional":true}}}`),
			res + `.attributes["n"].type: expected a type (a string or an array), got a number`},
		{"wrong nesting mode", doc(`{"block_types":{"b":{"nesting_mode":"lsit","block":{}}}}`),
			res + `.block_types["b"].nesting_mode: unknown nesting mode "lsit"`},
		{"non-object block", doc(`{"block_types":{"b":{"nesting_mode":"list","block":"x"}}}`),
			res + `.block_types["b"].block: expected an object, got a string`},
		{"non-object resource block", doc(`[]`), res + `: expected an object, got an array`},
		{"missing flags", doc(`{"attributes":{"a":{"type":"string"}}}`),
			res + `.attributes["a"]: must set optional, required or computed`},
		{"required and computed", doc(`{"attributes":{"a":{"type":"string","required":true,"computed":true}}}`),
			res + `.attributes["a"]: cannot set both computed and required`},
		{"flag not a bool", doc(`{"attributes":{"a":{"type":"string","optional":"yes"}}}`),
			res + `.attributes["a"].optional: expected true or false, got a string`},
		{"unknown attribute key", doc(`{"attributes":{"a":{"type":"string","optional":true,"requried":true}}}`),
			res + `.attributes["a"].requried: unknown key`},
		{"min above max", doc(`{"block_types":{"b":{"nesting_mode":"list","min_items":2,"max_items":1,"block":{}}}}`),
			res + `.block_types["b"]: min_items (2) must be less than or equal to max_items (1)`},
		{"negative max", doc(`{"block_types":{"b":{"nesting_mode":"list","max_items":-1,"block":{}}}}`),
			res + `.block_types["b"].max_items: expected a non-negative integer, got -1`},
		{"bad nested_type mode", doc(`{"attributes":{"a":{"nested_type":{"nesting_mode":"group","attributes":{}},"optional":true}}}`),
			res + `.attributes["a"].nested_type.nesting_mode: unknown nesting mode "group"`},
		{"missing provider_schemas", `{"format_version":"1.0"}`, `provider_schemas: missing`},
		{"two providers", `{"format_version":"1.0","provider_schemas":{"a/b/c":{},"d/e/f":{}}}`,
			`provider_schemas: expected exactly one provider, got 2 (a/b/c, d/e/f)`},
		{"not JSON", `{"format_version":`, `(document): not valid JSON`},
		{"document not an object", `[1]`, `(document): expected an object, got an array`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			ps, err := ParseSchema("provider-schema.json", []byte(c.doc))
			if err == nil {
				t.Fatalf("loaded %+v, want an error", ps)
			}
			if want := "provider-schema.json: " + c.want; !strings.Contains(err.Error(), want) {
				t.Fatalf("error\n  %s\ndoes not contain\n  %s", err, want)
			}
		})
	}
}

func TestCheckCommand(t *testing.T) {
	var out, errOut bytes.Buffer
	if code := check([]string{realSchemaPath("idp.json")}, &out, &errOut); code != 0 {
		t.Fatalf("exit %d: %s", code, errOut.String())
	}
	if got, want := out.String(), "ok: registry.terraform.io/triad/idp: 21 resources, 4 data sources\n"; got != want {
		t.Fatalf("got %q, want %q", got, want)
	}

	dir := t.TempDir()
	bad := filepath.Join(dir, "provider-schema.json")
	if err := os.WriteFile(bad, []byte(`{"format_version":"1.0","provider_schemas":{"a/b/c":{"provider":{"block":{"attributes":{"x":{"type":"strin","optional":true}}}}}}}`), 0o644); err != nil {
		t.Fatal(err)
	}
	out.Reset()
	errOut.Reset()
	if code := check([]string{bad}, &out, &errOut); code != 1 {
		t.Fatalf("exit %d, want 1", code)
	}
	if want := bad + `: provider_schemas["a/b/c"].provider.block.attributes["x"].type: unknown type "strin"`; !strings.Contains(errOut.String(), want) {
		t.Fatalf("stderr %q lacks %q", errOut.String(), want)
	}

	opts := filepath.Join(dir, "test-provider.json")
	if err := os.WriteFile(opts, []byte(`{"numeric_id_types":["idp_provider_oauth3"]}`), 0o644); err != nil {
		t.Fatal(err)
	}
	errOut.Reset()
	if code := check([]string{realSchemaPath("idp.json"), opts}, &out, &errOut); code != 1 ||
		!strings.Contains(errOut.String(), `numeric_id_types[0]: registry.terraform.io/triad/idp has no resource or data source type "idp_provider_oauth3"`) {
		t.Fatalf("exit %d, stderr %q", code, errOut.String())
	}
}

// TestServeFindsFiles: the schema and options come from the environment
// variables when set; a load error is served as a diagnostic with the same
// text.
func TestServeFindsFiles(t *testing.T) {
	dir := t.TempDir()
	opts := filepath.Join(dir, "opts.json")
	if err := os.WriteFile(opts, []byte(`{"numeric_id_types":["idp_provider_oauth2","idp_provider_proxy"]}`), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Setenv(schemaEnv, realSchemaPath("idp.json"))
	t.Setenv(optionsEnv, opts)
	srv := newServer()
	if srv.loadErr != nil {
		t.Fatal(srv.loadErr)
	}
	if !srv.numericIDs["idp_provider_oauth2"] || !srv.numericIDs["idp_provider_proxy"] || srv.numericIDs["idp_flow"] {
		t.Fatalf("numeric ids %v", srv.numericIDs)
	}

	// A missing options file named by the environment is an error.
	t.Setenv(optionsEnv, filepath.Join(dir, "missing.json"))
	if srv := newServer(); srv.loadErr == nil {
		t.Fatal("missing options file accepted")
	}

	bad := filepath.Join(dir, "provider-schema.json")
	if err := os.WriteFile(bad, []byte(`{"format_version":"1.0","provider_schemas":{}}`), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Setenv(schemaEnv, bad)
	t.Setenv(optionsEnv, "")
	srv = newServer()
	if srv.loadErr == nil {
		t.Fatal("bad schema accepted")
	}
	resp, err := srv.GetProviderSchema(t.Context(), &tfprotov6.GetProviderSchemaRequest{})
	if err != nil {
		t.Fatal(err)
	}
	if len(resp.Diagnostics) != 1 || resp.Diagnostics[0].Severity != tfprotov6.DiagnosticSeverityError ||
		resp.Diagnostics[0].Detail != srv.loadErr.Error() ||
		!strings.Contains(resp.Diagnostics[0].Detail, bad+": provider_schemas: expected exactly one provider, got 0") {
		t.Fatalf("diagnostics %+v", resp.Diagnostics)
	}
}

func findAttr(b *tfprotov6.SchemaBlock, name string) *tfprotov6.SchemaAttribute {
	for _, a := range b.Attributes {
		if a.Name == name {
			return a
		}
	}
	return nil
}

func findBlock(b *tfprotov6.SchemaBlock, name string) *tfprotov6.SchemaNestedBlock {
	for _, nb := range b.BlockTypes {
		if nb.TypeName == name {
			return nb
		}
	}
	return nil
}
