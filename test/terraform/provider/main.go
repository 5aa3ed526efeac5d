// Command terraform-provider-triad is a test double for the providers the
// project generates bindings for: a Terraform plugin (protocol 6) that serves
// the schema of one provider, read from a `terraform providers schema -json`
// file, and behaves like an in-memory provider, so that Terraform can init,
// validate, plan and apply a synthesized stack offline, and a second plan
// reports no changes.
//
// Terraform launches it as a plugin. It reads provider-schema.json from the
// directory of its own executable (symlinks resolved), or the file named by
// $TRIAD_TEST_PROVIDER_SCHEMA; beside the schema file, two optional files
// with what the real provider checks beyond its schema, which validation
// enforces as the real provider does:
//
//   - allowed-values.json (or $TRIAD_TEST_PROVIDER_VALUES), the provider's
//     own value checks in the format of schema/<package>/allowed-values.json
//     (see allowed.go);
//   - provider-rules.json (or $TRIAD_TEST_PROVIDER_RULES), its defaults and
//     cross-field rules (conflicts_with, exactly_one_of, required_with) in
//     the format of schema/<package>/provider-rules.json (see rules.go);
//
// and the optional test-provider.json beside the executable (or
// $TRIAD_TEST_PROVIDER_OPTIONS):
//
//	{"numeric_id_types": ["idp_provider_oauth2"]}
//
// names the types whose "id" is a decimal integer held in a string. A file
// named by an environment variable must exist.
//
// For test drivers:
//
//	terraform-provider-triad check <schema.json> [<options.json>]
//
// loads the files (and the allowed-values.json and provider-rules.json
// beside the schema file, if there are), prints "ok: <address>: N resources,
// M data sources, K value rules, C cross-field rules, D defaults" and exits
// 0, or prints the errors (file and JSON path) and exits 1.
package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/hashicorp/terraform-plugin-go/tfprotov6"
	"github.com/hashicorp/terraform-plugin-go/tfprotov6/tf6server"
)

const (
	schemaFile  = "provider-schema.json"
	valuesFile  = "allowed-values.json"
	rulesFile   = "provider-rules.json"
	optionsFile = "test-provider.json"
	schemaEnv   = "TRIAD_TEST_PROVIDER_SCHEMA"
	valuesEnv   = "TRIAD_TEST_PROVIDER_VALUES"
	rulesEnv    = "TRIAD_TEST_PROVIDER_RULES"
	optionsEnv  = "TRIAD_TEST_PROVIDER_OPTIONS"
)

// Options is the content of test-provider.json.
type Options struct {
	// NumericIDTypes are resource (or data source) types whose "id" must be
	// a decimal integer in a string, because other resources refer to it
	// through a number attribute.
	NumericIDTypes []string `json:"numeric_id_types"`
}

func main() {
	if len(os.Args) > 1 && os.Args[1] == "check" {
		os.Exit(check(os.Args[2:], os.Stdout, os.Stderr))
	}
	srv := newServer()
	if srv.loadErr != nil {
		// Terraform shows this through GetProviderSchema's diagnostics;
		// stderr ends up in Terraform's log.
		fmt.Fprintln(os.Stderr, srv.loadErr)
	}
	address := "registry.terraform.io/triad/unknown"
	if srv.schema != nil {
		address = srv.schema.Address
	}
	if err := tf6server.Serve(address, func() tfprotov6.ProviderServer { return srv }); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}

// check implements the "check" command; it returns the exit code.
func check(args []string, stdout, stderr io.Writer) int {
	if len(args) < 1 || len(args) > 2 {
		fmt.Fprintln(stderr, "usage: terraform-provider-triad check <schema.json> [<options.json>]")
		return 2
	}
	ps, err := LoadSchemaFile(args[0])
	var values ValueRules
	var rules ProviderRules
	if err == nil {
		// both files are read, so that a run reports the problems of both
		var valuesErr, rulesErr error
		values, valuesErr = loadValues(filepath.Join(filepath.Dir(args[0]), valuesFile), false, ps)
		rules, rulesErr = loadRules(filepath.Join(filepath.Dir(args[0]), rulesFile), false, ps)
		err = errors.Join(valuesErr, rulesErr)
	}
	if err == nil && len(args) == 2 {
		_, err = loadOptions(args[1], true, ps)
	}
	if err != nil {
		fmt.Fprintln(stderr, err)
		return 1
	}
	crossField, defaults := rules.counts()
	fmt.Fprintf(stdout, "ok: %s: %d resources, %d data sources, %d value rules, %d cross-field rules, %d defaults\n",
		ps.Address, len(ps.Resources), len(ps.DataSources), values.count(), crossField, defaults)
	return 0
}

// newServer loads the schema, value rules, provider rules and options found as described
// above. A load error is kept in the server, which reports it on every RPC.
func newServer() *server {
	f, err := findFiles()
	if err != nil {
		return &server{loadErr: err}
	}
	ps, err := LoadSchemaFile(f.schema)
	if err != nil {
		return &server{loadErr: err}
	}
	values, err := loadValues(f.values, f.valuesRequired, ps)
	if err != nil {
		return &server{loadErr: err}
	}
	rules, err := loadRules(f.rules, f.rulesRequired, ps)
	if err != nil {
		return &server{loadErr: err}
	}
	numeric, err := loadOptions(f.options, f.optionsRequired, ps)
	if err != nil {
		return &server{loadErr: err}
	}
	return &server{schema: ps, numericIDs: numeric, values: values, rules: rules}
}

// files are the paths the server loads; a required file named by the
// environment must exist, the others are optional.
type files struct {
	schema, values, rules, options                 string
	valuesRequired, rulesRequired, optionsRequired bool
}

// findFiles locates the files: the environment variables if set, else the
// schema and options beside the executable and the value rules and provider
// rules beside the schema.
func findFiles() (files, error) {
	f := files{schema: os.Getenv(schemaEnv), values: os.Getenv(valuesEnv), rules: os.Getenv(rulesEnv), options: os.Getenv(optionsEnv)}
	f.valuesRequired, f.rulesRequired, f.optionsRequired = f.values != "", f.rules != "", f.options != ""
	if f.schema == "" || f.options == "" {
		exe, err := os.Executable()
		if err == nil {
			exe, err = filepath.EvalSymlinks(exe)
		}
		if err != nil {
			return f, fmt.Errorf("cannot locate the executable to find %s beside it: %w", schemaFile, err)
		}
		dir := filepath.Dir(exe)
		if f.schema == "" {
			f.schema = filepath.Join(dir, schemaFile)
		}
		if f.options == "" {
			f.options = filepath.Join(dir, optionsFile)
		}
	}
	if f.values == "" {
		f.values = filepath.Join(filepath.Dir(f.schema), valuesFile)
	}
	if f.rules == "" {
		f.rules = filepath.Join(filepath.Dir(f.schema), rulesFile)
	}
	return f, nil
}

// loadValues reads the value rules; a missing file is no rules unless
// required.
func loadValues(path string, required bool, ps *ProviderSchema) (ValueRules, error) {
	values, err := LoadValuesFile(path, ps)
	if errors.Is(err, fs.ErrNotExist) && !required {
		return ValueRules{}, nil
	}
	return values, err
}

// loadRules reads the provider rules; a missing file is no rules unless
// required.
func loadRules(path string, required bool, ps *ProviderSchema) (ProviderRules, error) {
	rules, err := LoadRulesFile(path, ps)
	if errors.Is(err, fs.ErrNotExist) && !required {
		return ProviderRules{}, nil
	}
	return rules, err
}

// loadOptions reads the options file and returns the numeric id types as a
// set. A missing file is no options unless required. Every type it names
// must exist in ps.
func loadOptions(path string, required bool, ps *ProviderSchema) (map[string]bool, error) {
	data, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) && !required {
		return map[string]bool{}, nil
	}
	if err != nil {
		return nil, err
	}
	var opts Options
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&opts); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	numeric := map[string]bool{}
	for i, name := range opts.NumericIDTypes {
		_, isResource := ps.Resources[name]
		_, isData := ps.DataSources[name]
		if !isResource && !isData {
			return nil, fmt.Errorf("%s: numeric_id_types[%d]: %s has no resource or data source type %q",
				path, i, ps.Address, name)
		}
		numeric[name] = true
	}
	return numeric, nil
}
