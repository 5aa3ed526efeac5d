/**
 * The `@default` of every identity L2 prop that feeds an attribute the provider fills in when it is not
 * written (issue 42) says what happens when the prop is left out: the value the L2 writes, or "not
 * written" and the provider's value. Each row builds the L2 without the prop and reads the attribute in
 * the synthesized JSON, so a row fails when the L2 starts or stops writing the attribute, or when the
 * doc and the provider disagree.
 */
import { TerraformStack, Testing } from 'cdktf';
import { idp } from '../../src';
import { DefaultRow, defaultProblem, defaultRow as row } from '../support/l2-defaults';

function stack() {
  const s = new TerraformStack(Testing.app(), 'stack');
  new idp.IdpProvider(s, 'idp');
  return s;
}

const flows = { authorizationFlow: idp.IdpRef.fromFlowUuid('authorization-uuid'), invalidationFlow: idp.IdpRef.fromFlowUuid('invalidation-uuid') };
const oauth = (s: TerraformStack) => new idp.OAuthApplication(s, 'App', { name: 'a', slug: 'a', ...flows, scopeMappings: [idp.IdpRef.fromScopeMappingId('m')] });
const proxy = (s: TerraformStack) => new idp.ProxyApplication(s, 'App', {
  name: 'a', slug: 'a', externalHost: 'https://a.example.com', internalHost: 'http://a:80', ...flows, outpost: idp.IdpRef.fromOutpostUuid('o'),
});
const binding = (s: TerraformStack) => new idp.StagedFlow(s, 'Flow', { name: 'f', slug: 'f', designation: 'authentication' }).addStage(idp.IdpRef.fromStageId('stage'));
const brand = (s: TerraformStack) => new idp.FlowBrand(s, 'Brand', { domain: 'login.example.com' }).resource;

/** The props and the attributes they feed (the provider's value is read from its rules file). */
const ROWS: DefaultRow[] = [
  row('AuthenticationFlowProps.sessionDuration', 'idp_stage_user_login.session_duration',
    (s) => new idp.AuthenticationFlow(s, 'Login', { name: 'login', slug: 'login', passwordBackends: ['b'] }).loginStage!),
  row('AuthorizationFlowProps.consentMode', 'idp_stage_consent.mode',
    (s) => new idp.AuthorizationFlow(s, 'Consent', { name: 'consent', slug: 'consent' }).consentStage!),
  row('AuthorizationFlowProps.consentExpireIn', 'idp_stage_consent.consent_expire_in',
    (s) => new idp.AuthorizationFlow(s, 'Consent', { name: 'consent', slug: 'consent' }).consentStage!),
  row('StageBindingOptions.policyEngineMode', 'idp_flow_stage_binding.policy_engine_mode', binding),
  row('StageBindingOptions.evaluateOnPlan', 'idp_flow_stage_binding.evaluate_on_plan', binding),
  row('OAuthApplicationProps.clientType', 'idp_provider_oauth2.client_type', (s) => oauth(s).oauth2Provider),
  row('OAuthApplicationProps.accessTokenValidity', 'idp_provider_oauth2.access_token_validity', (s) => oauth(s).oauth2Provider),
  row('OAuthApplicationProps.refreshTokenValidity', 'idp_provider_oauth2.refresh_token_validity', (s) => oauth(s).oauth2Provider),
  row('OAuthApplicationProps.policyEngineMode', 'idp_application.policy_engine_mode', (s) => oauth(s).resource),
  row('ProxyApplicationProps.mode', 'idp_provider_proxy.mode', (s) => proxy(s).proxyProvider),
  row('ProxyApplicationProps.internalHostSslValidation', 'idp_provider_proxy.internal_host_ssl_validation', (s) => proxy(s).proxyProvider),
  row('ProxyApplicationProps.policyEngineMode', 'idp_application.policy_engine_mode', (s) => proxy(s).resource),
  row('FlowBrandProps.default', 'idp_brand.default', brand),
  row('FlowBrandProps.defaultFlowBackground', 'idp_brand.branding_default_flow_background', brand),
  row('FlowBrandProps.attributes', 'idp_brand.attributes', brand),
  row('ManagedOutpostProps.type', 'idp_outpost.type',
    (s) => new idp.ManagedOutpost(s, 'Outpost', { name: 'o' }).resource),
  row('NotificationRouteProps.severity', 'idp_event_rule.severity', (s) => route(s).resource),
  row('NotificationRouteProps.notifyEventUser', 'idp_event_rule.destination_event_user', (s) => route(s).resource),
];

/** A route that fires and notifies a group, so that it synthesizes. */
function route(s: TerraformStack): idp.NotificationRoute {
  const r = new idp.NotificationRoute(s, 'Route', { name: 'r', group: idp.IdpRef.fromGroupUuid('admins') });
  r.matchEvents({ action: 'login_failed' });
  r.addLocal();
  return r;
}

describe('identity L2s: each @default says what happens when the prop is left out', () => {
  test.each(ROWS.map((r) => [r.prop, r.attribute, r] as const))('%s (%s)', (_, __, checked) => {
    expect(defaultProblem(checked, stack())).toBeUndefined();
  });

  test('the check fails on a @default that disagrees (a doc that names no value, or the wrong one)', () => {
    const consent = ROWS.find((r) => r.prop === 'AuthorizationFlowProps.consentMode')!;
    expect(defaultProblem({ ...consent, provider: 'permanent' }, stack())).toBe(
      'AuthorizationFlowProps.consentMode: not written when left out, and the provider fills in "permanent", but its @default says '
      + '"- not written; the identity system uses `always_require` (consent is asked every time)"',
    );
    expect(defaultProblem({ ...consent, prop: 'OAuthApplicationProps.launchUrl' }, stack())).toMatch(/^OAuthApplicationProps.launchUrl: not written when left out/);
    // the L2 writes the client type: a @default must state that value, not "not written"
    const written = ROWS.find((r) => r.prop === 'OAuthApplicationProps.clientType')!;
    expect(defaultProblem({ ...written, prop: 'OAuthApplicationProps.accessTokenValidity' }, stack())).toMatch(/the L2 writes "confidential" when it is left out/);
  });

  test('a row about an attribute the provider fills in nothing for is refused', () => {
    expect(() => row('FlowBrandProps.domain', 'idp_brand.domain', brand)).toThrow(
      'schema/idp/provider-rules.json gives idp_brand.domain no default: a row is about an attribute the provider fills in');
  });
});
