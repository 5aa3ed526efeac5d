package main

// The tfprotov6.ProviderServer: an in-memory provider for whatever schema it
// was given. It keeps no state of its own: Terraform's state is the only
// storage, which is all plan/apply/plan round trips need.

import (
	"context"
	"errors"
	"fmt"
	"maps"

	"github.com/hashicorp/terraform-plugin-go/tfprotov6"
	"github.com/hashicorp/terraform-plugin-go/tftypes"
)

// server implements tfprotov6.ProviderServer.
type server struct {
	schema     *ProviderSchema
	loadErr    error           // set when the schema or options could not be loaded
	numericIDs map[string]bool // types whose "id" is a decimal integer string
	values     ValueRules      // the providers' own value checks (allowed-values.json)
	rules      ProviderRules   // the providers' cross-field rules and defaults (provider-rules.json)
}

var _ tfprotov6.ProviderServer = (*server)(nil)

// errNotSupported is the answer of the RPCs this test double does not
// implement.
func notSupported(what string) []*tfprotov6.Diagnostic {
	return []*tfprotov6.Diagnostic{{
		Severity: tfprotov6.DiagnosticSeverityError,
		Summary:  "Not supported",
		Detail:   what + " is not supported by the triad test provider.",
	}}
}

// loadDiags reports a load error, if any.
func (s *server) loadDiags() []*tfprotov6.Diagnostic {
	if s.loadErr == nil {
		return nil
	}
	return []*tfprotov6.Diagnostic{errorDiag("Cannot load the test provider schema", s.loadErr)}
}

// lookup returns the schema and value type of a resource (data=false) or
// data source (data=true), or a diagnostic.
func (s *server) lookup(typeName string, data bool) (*tfprotov6.Schema, tftypes.Type, []*tfprotov6.Diagnostic) {
	if s.loadErr != nil {
		return nil, nil, s.loadDiags()
	}
	schemas, kind := s.schema.Resources, "resource"
	if data {
		schemas, kind = s.schema.DataSources, "data source"
	}
	sch, ok := schemas[typeName]
	if !ok {
		return nil, nil, []*tfprotov6.Diagnostic{errorDiag("Unknown "+kind+" type",
			fmt.Errorf("%s has no %s type %q", s.schema.Address, kind, typeName))}
	}
	return sch, sch.ValueType(), nil
}

// decode unmarshals a DynamicValue; a missing one is a null value.
func decode(dv *tfprotov6.DynamicValue, t tftypes.Type) (tftypes.Value, error) {
	if dv == nil || (dv.MsgPack == nil && dv.JSON == nil) {
		return tftypes.NewValue(t, nil), nil
	}
	return dv.Unmarshal(t)
}

// encode marshals v as a DynamicValue of type t.
func encode(t tftypes.Type, v tftypes.Value) (*tfprotov6.DynamicValue, error) {
	dv, err := tfprotov6.NewDynamicValue(t, v)
	if err != nil {
		return nil, err
	}
	return &dv, nil
}

// --- provider ---

func (s *server) GetMetadata(context.Context, *tfprotov6.GetMetadataRequest) (*tfprotov6.GetMetadataResponse, error) {
	resp := &tfprotov6.GetMetadataResponse{
		ServerCapabilities: &tfprotov6.ServerCapabilities{},
		Diagnostics:        s.loadDiags(),
	}
	if s.loadErr != nil {
		return resp, nil
	}
	for _, name := range sortedKeys(s.schema.Resources) {
		resp.Resources = append(resp.Resources, tfprotov6.ResourceMetadata{TypeName: name})
	}
	for _, name := range sortedKeys(s.schema.DataSources) {
		resp.DataSources = append(resp.DataSources, tfprotov6.DataSourceMetadata{TypeName: name})
	}
	return resp, nil
}

func (s *server) GetProviderSchema(context.Context, *tfprotov6.GetProviderSchemaRequest) (*tfprotov6.GetProviderSchemaResponse, error) {
	resp := &tfprotov6.GetProviderSchemaResponse{
		ServerCapabilities: &tfprotov6.ServerCapabilities{},
		Diagnostics:        s.loadDiags(),
	}
	if s.loadErr != nil {
		return resp, nil
	}
	resp.Provider = s.schema.Provider
	resp.ResourceSchemas = s.schema.Resources
	resp.DataSourceSchemas = s.schema.DataSources
	return resp, nil
}

func (s *server) GetResourceIdentitySchemas(context.Context, *tfprotov6.GetResourceIdentitySchemasRequest) (*tfprotov6.GetResourceIdentitySchemasResponse, error) {
	return &tfprotov6.GetResourceIdentitySchemasResponse{}, nil
}

func (s *server) ValidateProviderConfig(_ context.Context, req *tfprotov6.ValidateProviderConfigRequest) (*tfprotov6.ValidateProviderConfigResponse, error) {
	resp := &tfprotov6.ValidateProviderConfigResponse{PreparedConfig: req.Config}
	if s.loadErr != nil {
		resp.Diagnostics = s.loadDiags()
		return resp, nil
	}
	b := s.schema.Provider.Block
	config, err := decode(req.Config, b.ValueType())
	if err != nil {
		resp.Diagnostics = []*tfprotov6.Diagnostic{errorDiag("Cannot decode provider configuration", err)}
		return resp, nil
	}
	key := providerKey(s.schema)
	resp.Diagnostics = append(checkReadOnly("provider", b, config), checkRules(key, b, s.rules[key], config)...)
	return resp, nil
}

// ConfigureProvider accepts any configuration.
func (s *server) ConfigureProvider(context.Context, *tfprotov6.ConfigureProviderRequest) (*tfprotov6.ConfigureProviderResponse, error) {
	return &tfprotov6.ConfigureProviderResponse{Diagnostics: s.loadDiags()}, nil
}

func (s *server) StopProvider(context.Context, *tfprotov6.StopProviderRequest) (*tfprotov6.StopProviderResponse, error) {
	return &tfprotov6.StopProviderResponse{}, nil
}

// --- managed resources ---

// validateConfig decodes the configuration of a resource or data source and
// reports every computed-only attribute it sets, every known value its
// type's value rules refuse and every cross-field rule of its type it
// breaks; label names the type in messages and in the rules ("repo_hook",
// "data.repo_repository").
func (s *server) validateConfig(typeName string, data bool, cfg *tfprotov6.DynamicValue, label string) []*tfprotov6.Diagnostic {
	sch, t, diags := s.lookup(typeName, data)
	if diags != nil {
		return diags
	}
	config, err := decode(cfg, t)
	if err != nil {
		return []*tfprotov6.Diagnostic{errorDiag("Cannot decode configuration", err)}
	}
	diags = append(checkReadOnly(label, sch.Block, config), checkValues(label, sch.Block, s.values[label], config)...)
	return append(diags, checkRules(label, sch.Block, s.rules[label], config)...)
}

func (s *server) ValidateResourceConfig(_ context.Context, req *tfprotov6.ValidateResourceConfigRequest) (*tfprotov6.ValidateResourceConfigResponse, error) {
	return &tfprotov6.ValidateResourceConfigResponse{Diagnostics: s.validateConfig(req.TypeName, false, req.Config, req.TypeName)}, nil
}

// UpgradeResourceState decodes the stored state with the current schema,
// dropping attributes the schema no longer has.
func (s *server) UpgradeResourceState(_ context.Context, req *tfprotov6.UpgradeResourceStateRequest) (*tfprotov6.UpgradeResourceStateResponse, error) {
	resp := &tfprotov6.UpgradeResourceStateResponse{}
	_, t, diags := s.lookup(req.TypeName, false)
	if diags != nil {
		resp.Diagnostics = diags
		return resp, nil
	}
	if req.RawState == nil {
		resp.UpgradedState, _ = encode(t, tftypes.NewValue(t, nil))
		return resp, nil
	}
	v, err := req.RawState.UnmarshalWithOpts(t, tfprotov6.UnmarshalOpts{
		ValueFromJSONOpts: tftypes.ValueFromJSONOpts{IgnoreUndefinedAttributes: true},
	})
	if err == nil {
		resp.UpgradedState, err = encode(t, v)
	}
	if err != nil {
		resp.Diagnostics = []*tfprotov6.Diagnostic{errorDiag("Cannot upgrade state of "+req.TypeName, err)}
	}
	return resp, nil
}

// ReadResource returns the state unchanged: nothing drifts in memory.
func (s *server) ReadResource(_ context.Context, req *tfprotov6.ReadResourceRequest) (*tfprotov6.ReadResourceResponse, error) {
	return &tfprotov6.ReadResourceResponse{NewState: req.CurrentState, Private: req.Private}, nil
}

func (s *server) PlanResourceChange(_ context.Context, req *tfprotov6.PlanResourceChangeRequest) (*tfprotov6.PlanResourceChangeResponse, error) {
	resp := &tfprotov6.PlanResourceChangeResponse{PlannedPrivate: req.PriorPrivate}
	sch, t, diags := s.lookup(req.TypeName, false)
	if diags != nil {
		resp.Diagnostics = diags
		return resp, nil
	}
	proposed, err := decode(req.ProposedNewState, t)
	if err == nil && proposed.IsNull() { // destroy
		resp.PlannedState = req.ProposedNewState
		return resp, nil
	}
	var planned tftypes.Value
	if err == nil {
		planned, err = planValue(sch.Block, proposed)
	}
	if err == nil {
		resp.PlannedState, err = encode(t, planned)
	}
	if err != nil {
		resp.Diagnostics = []*tfprotov6.Diagnostic{errorDiag("Cannot plan "+req.TypeName, err)}
	}
	return resp, nil
}

func (s *server) ApplyResourceChange(_ context.Context, req *tfprotov6.ApplyResourceChangeRequest) (*tfprotov6.ApplyResourceChangeResponse, error) {
	resp := &tfprotov6.ApplyResourceChangeResponse{Private: req.PlannedPrivate}
	sch, t, diags := s.lookup(req.TypeName, false)
	if diags != nil {
		resp.Diagnostics = diags
		return resp, nil
	}
	planned, err := decode(req.PlannedState, t)
	if err == nil && planned.IsNull() { // delete
		resp.NewState, err = encode(t, planned)
	} else if err == nil {
		ph := newPlaceholders(req.TypeName, planned, s.numericIDs[req.TypeName])
		var state tftypes.Value
		if state, err = applyValue(sch.Block, ph, planned); err == nil {
			resp.NewState, err = encode(t, state)
		}
	}
	if err != nil {
		resp.Diagnostics = []*tfprotov6.Diagnostic{errorDiag("Cannot apply "+req.TypeName, err)}
	}
	return resp, nil
}

// ImportResourceState imports an object whose only known attribute is id.
func (s *server) ImportResourceState(_ context.Context, req *tfprotov6.ImportResourceStateRequest) (*tfprotov6.ImportResourceStateResponse, error) {
	resp := &tfprotov6.ImportResourceStateResponse{}
	sch, t, diags := s.lookup(req.TypeName, false)
	if diags != nil {
		resp.Diagnostics = diags
		return resp, nil
	}
	state, err := importedState(sch.Block, req.ID)
	var dv *tfprotov6.DynamicValue
	if err == nil {
		dv, err = encode(t, state)
	}
	if err != nil {
		resp.Diagnostics = []*tfprotov6.Diagnostic{errorDiag("Cannot import "+req.TypeName, err)}
		return resp, nil
	}
	resp.ImportedResources = []*tfprotov6.ImportedResource{{TypeName: req.TypeName, State: dv}}
	return resp, nil
}

// importedState is an empty object of block b with "id" set to id.
func importedState(b *tfprotov6.SchemaBlock, id string) (tftypes.Value, error) {
	empty := emptyObject(b)
	var shared map[string]tftypes.Value
	if err := empty.As(&shared); err != nil { // As shares the value's map
		return empty, err
	}
	vals := maps.Clone(shared)
	if v, ok := vals["id"]; !ok || !v.Type().Is(tftypes.String) {
		return empty, errors.New(`the resource type has no string attribute "id" to import by`)
	}
	vals["id"] = tftypes.NewValue(tftypes.String, id)
	return tftypes.NewValue(empty.Type(), vals), nil
}

func (s *server) MoveResourceState(context.Context, *tfprotov6.MoveResourceStateRequest) (*tfprotov6.MoveResourceStateResponse, error) {
	return &tfprotov6.MoveResourceStateResponse{Diagnostics: notSupported("Moving resource state")}, nil
}

func (s *server) UpgradeResourceIdentity(context.Context, *tfprotov6.UpgradeResourceIdentityRequest) (*tfprotov6.UpgradeResourceIdentityResponse, error) {
	return &tfprotov6.UpgradeResourceIdentityResponse{Diagnostics: notSupported("Resource identity")}, nil
}

func (s *server) GenerateResourceConfig(context.Context, *tfprotov6.GenerateResourceConfigRequest) (*tfprotov6.GenerateResourceConfigResponse, error) {
	return &tfprotov6.GenerateResourceConfigResponse{Diagnostics: notSupported("Generating resource configuration")}, nil
}

// --- data sources ---

func (s *server) ValidateDataResourceConfig(_ context.Context, req *tfprotov6.ValidateDataResourceConfigRequest) (*tfprotov6.ValidateDataResourceConfigResponse, error) {
	return &tfprotov6.ValidateDataResourceConfigResponse{Diagnostics: s.validateConfig(req.TypeName, true, req.Config, "data."+req.TypeName)}, nil
}

// ReadDataSource fills the computed attributes the configuration leaves null.
func (s *server) ReadDataSource(_ context.Context, req *tfprotov6.ReadDataSourceRequest) (*tfprotov6.ReadDataSourceResponse, error) {
	resp := &tfprotov6.ReadDataSourceResponse{}
	sch, t, diags := s.lookup(req.TypeName, true)
	if diags != nil {
		resp.Diagnostics = diags
		return resp, nil
	}
	config, err := decode(req.Config, t)
	if err == nil {
		ph := newPlaceholders(req.TypeName, config, s.numericIDs[req.TypeName])
		var state tftypes.Value
		if state, err = readDataValue(sch.Block, ph, config); err == nil {
			resp.State, err = encode(t, state)
		}
	}
	if err != nil {
		resp.Diagnostics = []*tfprotov6.Diagnostic{errorDiag("Cannot read data source "+req.TypeName, err)}
	}
	return resp, nil
}

// --- functions and ephemeral resources: the schema has none ---

func (s *server) GetFunctions(context.Context, *tfprotov6.GetFunctionsRequest) (*tfprotov6.GetFunctionsResponse, error) {
	return &tfprotov6.GetFunctionsResponse{Functions: map[string]*tfprotov6.Function{}}, nil
}

func (s *server) CallFunction(_ context.Context, req *tfprotov6.CallFunctionRequest) (*tfprotov6.CallFunctionResponse, error) {
	return &tfprotov6.CallFunctionResponse{Error: &tfprotov6.FunctionError{
		Text: fmt.Sprintf("function %q is not supported by the triad test provider", req.Name),
	}}, nil
}

func (s *server) ValidateEphemeralResourceConfig(context.Context, *tfprotov6.ValidateEphemeralResourceConfigRequest) (*tfprotov6.ValidateEphemeralResourceConfigResponse, error) {
	return &tfprotov6.ValidateEphemeralResourceConfigResponse{Diagnostics: notSupported("Ephemeral resources")}, nil
}

func (s *server) OpenEphemeralResource(context.Context, *tfprotov6.OpenEphemeralResourceRequest) (*tfprotov6.OpenEphemeralResourceResponse, error) {
	return &tfprotov6.OpenEphemeralResourceResponse{Diagnostics: notSupported("Ephemeral resources")}, nil
}

func (s *server) RenewEphemeralResource(context.Context, *tfprotov6.RenewEphemeralResourceRequest) (*tfprotov6.RenewEphemeralResourceResponse, error) {
	return &tfprotov6.RenewEphemeralResourceResponse{Diagnostics: notSupported("Ephemeral resources")}, nil
}

func (s *server) CloseEphemeralResource(context.Context, *tfprotov6.CloseEphemeralResourceRequest) (*tfprotov6.CloseEphemeralResourceResponse, error) {
	return &tfprotov6.CloseEphemeralResourceResponse{}, nil
}
