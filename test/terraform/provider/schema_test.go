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

// realSchemas are the providers' own schemas (schema/<package>/terraform.json)
// the test provider must serve, with the value rules beside them
// (allowed-values.json).
var realSchemas = []struct {
	pkg, address               string
	resources, dataSrcs, rules int
}{
	{"idp", "registry.terraform.io/triad/idp", 93, 21, 102},
	{"repo", "registry.terraform.io/triad/repo", 26, 16, 29},
	{"cap", "registry.terraform.io/triad/cap", 39, 0, 12},
}

// realSchemaPath is the providers' schema of package pkg.
func realSchemaPath(pkg string) string {
	return filepath.Join("..", "..", "..", "schema", pkg, "terraform.json")
}

// realValuesPath is the providers' value rules of package pkg.
func realValuesPath(pkg string) string {
	return filepath.Join("..", "..", "..", "schema", pkg, valuesFile)
}

func loadReal(t *testing.T, pkg string) *ProviderSchema {
	t.Helper()
	ps, err := LoadSchemaFile(realSchemaPath(pkg))
	if err != nil {
		t.Fatal(err)
	}
	return ps
}

func TestLoadRealSchemas(t *testing.T) {
	for _, rs := range realSchemas {
		t.Run(rs.pkg, func(t *testing.T) {
			ps := loadReal(t, rs.pkg)
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
				// The providers let the configuration set id, and compute it
				// when it does not: the plan leaves it unknown, apply fills it.
				id := findAttr(s.Block, "id")
				if id == nil || !id.Optional || !id.Computed || !id.Type.Is(tftypes.String) {
					t.Errorf("%s: id is not an optional and computed string: %+v", name, id)
				}
			}
		})
	}
}

func TestLoadRealValues(t *testing.T) {
	for _, rs := range realSchemas {
		t.Run(rs.pkg, func(t *testing.T) {
			values, err := LoadValuesFile(realValuesPath(rs.pkg), loadReal(t, rs.pkg))
			if err != nil {
				t.Fatal(err)
			}
			if values.count() != rs.rules {
				t.Fatalf("%d value rules, want %d", values.count(), rs.rules)
			}
		})
	}
	// Rules through blocks, on data sources, of every kind, as the files state them.
	cap, err := LoadValuesFile(realValuesPath("cap"), loadReal(t, "cap"))
	if err != nil {
		t.Fatal(err)
	}
	if r := cap["cap_pubcloud_a_cluster_launch_spec"]["strategy.spot_percentage"]; r == nil || r.Min == nil || text(r.Min) != "-1" {
		t.Errorf("cap_pubcloud_a_cluster_launch_spec strategy.spot_percentage = %+v", r)
	}
	repo, err := LoadValuesFile(realValuesPath("repo"), loadReal(t, "repo"))
	if err != nil {
		t.Fatal(err)
	}
	if r := repo["data.repo_repository"]["workspace"]; r == nil || r.MinLength == nil || *r.MinLength != 1 {
		t.Errorf("data.repo_repository workspace = %+v", r)
	}
	if r := repo["repo_pipeline_schedule"]["target.ref_type"]; r == nil || enumText(r.Enum) != `["branch", "tag"]` {
		t.Errorf("repo_pipeline_schedule target.ref_type = %+v", r)
	}
	idp, err := LoadValuesFile(realValuesPath("idp"), loadReal(t, "idp"))
	if err != nil {
		t.Fatal(err)
	}
	if r := idp["idp_endpoints_connector_agent"]["refresh_interval"]; r == nil || r.Pattern == nil ||
		!r.Pattern.MatchString("hours=1;minutes=30") || r.Pattern.MatchString("1h") {
		t.Errorf("idp_endpoints_connector_agent refresh_interval = %+v", r)
	}
}

func TestRealSchemaDetails(t *testing.T) {
	ps := loadReal(t, "repo")
	hook := ps.Resources["repo_hook"].Block
	if a := findAttr(hook, "events"); a == nil || !a.Required || !a.Type.Equal(tftypes.Set{ElementType: tftypes.String}) {
		t.Errorf("repo_hook.events = %+v", a)
	}
	// The provider keeps the secret in its state (sensitive, not write-only)
	// and reports whether one is set.
	if a := findAttr(hook, "secret"); a == nil || a.WriteOnly || !a.Sensitive || !a.Optional {
		t.Errorf("repo_hook.secret = %+v", a)
	}
	if a := findAttr(hook, "secret_set"); a == nil || !computedOnly(a) || !a.Type.Is(tftypes.Bool) {
		t.Errorf("repo_hook.secret_set = %+v", a)
	}
	if a := findAttr(hook, "url"); a == nil || !a.Required || !a.Type.Is(tftypes.String) {
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
	if nb := findBlock(model, "branch_type"); nb == nil || nb.Nesting != tfprotov6.SchemaNestedBlockNestingModeSet ||
		nb.MinItems != 0 || nb.MaxItems != 4 {
		t.Errorf("repo_branching_model.branch_type = %+v", nb)
	}
	data := ps.DataSources["repo_repository"].Block
	want := tftypes.List{ElementType: tftypes.Object{AttributeTypes: map[string]tftypes.Type{"href": tftypes.String}}}
	if nb := findBlock(data, "link"); nb == nil || nb.Nesting != tfprotov6.SchemaNestedBlockNestingModeList {
		t.Errorf("data repo_repository.link = %+v", nb)
	} else if a := findAttr(nb.Block, "avatar"); a == nil || !computedOnly(a) || !a.Type.Equal(want) {
		t.Errorf("data repo_repository.link.avatar = %+v", a)
	}

	spec := loadReal(t, "cap").Resources["cap_pubcloud_a_cluster_launch_spec"].Block
	if nb := findBlock(spec, "strategy"); nb == nil || nb.Nesting != tfprotov6.SchemaNestedBlockNestingModeList || nb.MaxItems != 0 {
		t.Errorf("cap_pubcloud_a_cluster_launch_spec.strategy = %+v", nb)
	} else if o := findBlock(nb.Block, "orientation"); o == nil || o.MaxItems != 1 || findAttr(nb.Block, "spot_percentage") == nil {
		t.Errorf("cap_pubcloud_a_cluster_launch_spec.strategy.orientation = %+v", o)
	}

	idp := loadReal(t, "idp")
	want2 := tftypes.List{ElementType: tftypes.Map{ElementType: tftypes.String}}
	if a := findAttr(idp.Resources["idp_provider_oauth2"].Block, "allowed_redirect_uris"); a == nil || !a.Optional || !a.Type.Equal(want2) {
		t.Errorf("idp_provider_oauth2.allowed_redirect_uris = %+v", a)
	}
	// A data source whose id the provider does not compute.
	if a := findAttr(idp.DataSources["idp_outpost"].Block, "id"); a == nil || !a.Optional || a.Computed {
		t.Errorf("data idp_outpost.id = %+v", a)
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
	if code := check([]string{realSchemaPath("idp")}, &out, &errOut); code != 0 {
		t.Fatalf("exit %d: %s", code, errOut.String())
	}
	if got, want := out.String(), "ok: registry.terraform.io/triad/idp: 93 resources, 21 data sources, 102 value rules, 16 cross-field rules, 283 defaults\n"; got != want {
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
	if code := check([]string{realSchemaPath("idp"), opts}, &out, &errOut); code != 1 ||
		!strings.Contains(errOut.String(), `numeric_id_types[0]: registry.terraform.io/triad/idp has no resource or data source type "idp_provider_oauth3"`) {
		t.Fatalf("exit %d, stderr %q", code, errOut.String())
	}

	// The value rules beside the schema are loaded with it (and the
	// provider rules, none here): a broken one is
	// refused with its file and the path inside it.
	schema, err := os.ReadFile(realSchemaPath("repo"))
	if err != nil {
		t.Fatal(err)
	}
	withValues := filepath.Join(dir, "terraform.json")
	values := filepath.Join(dir, valuesFile)
	if err := os.WriteFile(withValues, schema, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(values, []byte(`{"repo_hook":{"url":{"minLength":1},"events":{"enum":["repo:push"]}}}`), 0o644); err != nil {
		t.Fatal(err)
	}
	out.Reset()
	errOut.Reset()
	if code := check([]string{withValues}, &out, &errOut); code != 0 || !strings.HasSuffix(out.String(), "16 data sources, 2 value rules, 0 cross-field rules, 0 defaults\n") {
		t.Fatalf("exit %d, stdout %q, stderr %q", code, out.String(), errOut.String())
	}
	if err := os.WriteFile(values, []byte(`{"repo_hook":{"url":{"min":1}}}`), 0o644); err != nil {
		t.Fatal(err)
	}
	errOut.Reset()
	if code := check([]string{withValues}, &out, &errOut); code != 1 ||
		!strings.Contains(errOut.String(), values+`: ["repo_hook"]["url"].min: applies to numbers, not to a string`) {
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
	t.Setenv(schemaEnv, realSchemaPath("idp"))
	t.Setenv(optionsEnv, opts)
	srv := newServer()
	if srv.loadErr != nil {
		t.Fatal(srv.loadErr)
	}
	if !srv.numericIDs["idp_provider_oauth2"] || !srv.numericIDs["idp_provider_proxy"] || srv.numericIDs["idp_flow"] {
		t.Fatalf("numeric ids %v", srv.numericIDs)
	}
	// The value rules come from beside the schema file.
	if srv.values.count() != 102 || srv.values["idp_application"]["policy_engine_mode"] == nil {
		t.Fatalf("%d value rules", srv.values.count())
	}

	// Or from the file the environment names, which must exist.
	values := filepath.Join(dir, "values.json")
	if err := os.WriteFile(values, []byte(`{"data.idp_user":{"username":{"minLength":3}}}`), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Setenv(valuesEnv, values)
	if srv := newServer(); srv.loadErr != nil || srv.values.count() != 1 || srv.values["data.idp_user"]["username"] == nil {
		t.Fatalf("values %v, error %v", srv.values, srv.loadErr)
	}
	t.Setenv(valuesEnv, filepath.Join(dir, "missing-values.json"))
	if srv := newServer(); srv.loadErr == nil {
		t.Fatal("missing values file accepted")
	}
	t.Setenv(valuesEnv, "")

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
