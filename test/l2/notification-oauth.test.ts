/**
 * NotificationRoute and OAuthApplication cases the mutation run found untested: the exact message of
 * each prop or `options` argument of the wrong kind (reported once), the method each duplicate-id
 * message names, the defaults and accepted values that reach the JSON, the synth checks of a route
 * (no one notified, no transport), the warning of a public client given a secret, and what counts
 * as an absolute redirect URI (anchored at both ends, parsed as a URL) or a regular expression; and the
 * no-scope-mappings warning, judged at synth on what the provider writes (issue 42).
 */
import { Testing, TerraformStack, TerraformVariable } from 'cdktf';
import { idp, rules } from '../../src';
import { exactly, only, synthChecked as synth, warningsOf as warnings } from '../support/l2';

const { Rules } = rules;

function stack() {
  const s = new TerraformStack(Testing.app(), 'stack');
  new idp.IdpProvider(s, 'idp');
  return s;
}
const OPTIONS_5 = 'options: expected an object of named properties, got 5 (a number)';
const NO_TRANSPORT = '[IDP-L2-003] NotificationRoute: no transport, so notifications only show in the identity system\'s user interface; ' +
  'add one with addLocal, addWebhook, addSlackWebhook or addEmail';
const PUBLIC_SECRET = '[IDP-L2-001] OAuthApplication: a public client cannot keep a secret; the clientSecret given is of no use to it ' +
  '(use clientType "confidential" for a server-side application)';

/** A route that notifies a group (so it notifies someone) in a fresh stack. */
function route(props: Partial<idp.NotificationRouteProps> = {}) {
  const s = stack();
  const r = new idp.NotificationRoute(s, 'R', { name: 'r', group: idp.IdpRef.fromGroupUuid('admins'), ...props });
  return { s, r };
}

describe('NotificationRoute', () => {
  test('a severity of the wrong kind is reported once, as a kind problem', () => {
    expect(() => new idp.NotificationRoute(stack(), 'R', { name: 'r', severity: 5 as any })).toThrow(exactly(
      "NotificationRoute at 'stack/R' is invalid:\n  - severity: expected a string, got 5 (a number)",
    ));
  });

  test('severity notice is accepted and written to the event rule', () => {
    const { s, r } = route({ severity: 'notice' });
    r.matchEvents({ action: 'login_failed' });
    r.addLocal();
    expect(only(synth(s), 'idp_event_rule').severity).toBe('notice');
  });

  test('matchEvents with no criteria creates the matcher Match-any, named after the route', () => {
    const { s, r } = route();
    const matcher = r.matchEvents({});
    r.addLocal();
    expect(matcher.node.id).toBe('Match-any');
    expect(only(synth(s), 'idp_policy_event_matcher').name).toBe('r-Match-any');
  });

  test('a route whose event-user setting was reset through the escape hatch, with no group, fails synth as notifying no one', () => {
    const s = stack();
    const r = new idp.NotificationRoute(s, 'R', { name: 'r', notifyEventUser: true });
    r.matchEvents({ action: 'login_failed' });
    r.addLocal();
    r.resource.resetDestinationEventUser();
    expect(() => Testing.synth(s, true)).toThrow(
      'NotificationRoute: no group and notifyEventUser false, so no one is notified; pass group (or call notifyGroup) or set notifyEventUser',
    );
  });

  test('a route with a transport gets no no-transport warning at synth', () => {
    const { s, r } = route();
    r.matchEvents({ action: 'login_failed' });
    r.addLocal();
    synth(s);
    expect(warnings(r)).not.toContain(NO_TRANSPORT);
  });

  test('a route without a transport gets the no-transport warning at synth', () => {
    const { s, r } = route();
    r.matchEvents({ action: 'login_failed' });
    synth(s);
    expect(warnings(r)).toContain(NO_TRANSPORT);
  });

  test.each<[string, (r: idp.NotificationRoute) => unknown]>([
    ['matchEvents', (r) => r.matchEvents(5 as any)],
    ['addLocal', (r) => r.addLocal(5 as any)],
    ['addEmail', (r) => r.addEmail(5 as any)],
    ['addWebhook', (r) => r.addWebhook('https://hooks.example.com/x', 5 as any)],
    ['addSlackWebhook', (r) => r.addSlackWebhook('https://hooks.example.com/x', 5 as any)],
  ])('%s given options that are not an object reports the options, naming the method', (method, call) => {
    const { r } = route();
    expect(() => call(r)).toThrow(exactly(`NotificationRoute.${method} at 'stack/R' is invalid:\n  - ${OPTIONS_5}`));
  });

  test('matchEvents twice with the same action reports the taken matcher id, naming matchEvents', () => {
    const { r } = route();
    r.matchEvents({ action: 'login_failed' });
    expect(() => r.matchEvents({ action: 'login_failed' })).toThrow(exactly(
      "NotificationRoute.matchEvents at 'stack/R': a child with id 'Match-login_failed' already exists (the same thing added twice, or another child given that id; pass a different id)",
    ));
  });

  test('matchEvents whose binding id is taken by another child reports the binding id, naming matchEvents', () => {
    const { r } = route();
    r.addLocal({ id: 'Binding-Match-login_failed' });
    expect(() => r.matchEvents({ action: 'login_failed' })).toThrow(exactly(
      "NotificationRoute.matchEvents at 'stack/R': a child with id 'Binding-Match-login_failed' already exists " +
      '(the same thing added twice, or another child given that id; pass a different id)',
    ));
  });

  test('an order beyond the largest exact whole number is refused (the next automatic order would round back onto it)', () => {
    const { r } = route();
    expect(() => r.addPolicy(idp.IdpRef.fromPolicyUuid('p'), { order: 2 ** 60 })).toThrow(exactly(
      "NotificationRoute.addPolicy at 'stack/R' is invalid:\n  - order: 1152921504606847000 is beyond ±9007199254740991, " +
      'the largest whole number a JavaScript number holds exactly; give a smaller order',
    ));
    r.addPolicy(idp.IdpRef.fromPolicyUuid('p'), { order: Number.MAX_SAFE_INTEGER });
    expect(r.matchEvents({ action: 'login_failed' }).node.id).toBe('Match-login_failed');
  });

  test('addLocal twice reports the taken id Local, naming addLocal', () => {
    const { r } = route();
    r.addLocal();
    expect(() => r.addLocal()).toThrow(exactly("NotificationRoute.addLocal at 'stack/R': a child with id 'Local' already exists (pass a different id)"));
  });

  test('addEmail twice without a subject prefix reports the taken id Email-default, naming addEmail', () => {
    const { r } = route();
    r.addEmail();
    expect(() => r.addEmail()).toThrow(exactly(
      "NotificationRoute.addEmail at 'stack/R': a child with id 'Email-default' already exists (the same thing added twice, or another child given that id; pass a different id)",
    ));
  });

  test('addWebhook twice with the same URL reports the taken id, naming addWebhook', () => {
    const { r } = route();
    const first = r.addWebhook('https://hooks.example.com/x');
    expect(() => r.addWebhook('https://hooks.example.com/x')).toThrow(exactly(
      `NotificationRoute.addWebhook at 'stack/R': a child with id '${first.node.id}' already exists (the same thing added twice, or another child given that id; pass a different id)`,
    ));
  });
});

const flows = {
  authorizationFlow: idp.IdpRef.fromFlowUuid('auth-flow-uuid'),
  invalidationFlow: idp.IdpRef.fromFlowUuid('inval-flow-uuid'),
};
const appProps = (): idp.OAuthApplicationProps => ({ name: 'a', slug: 'a', ...flows, scopeMappings: [idp.IdpRef.fromScopeMappingId('openid-mapping')] });
const secretVariable = (s: TerraformStack) => new TerraformVariable(s, 'secret', { type: 'string', sensitive: true }).stringValue;

describe('OAuthApplication', () => {
  test('a clientSecret of the wrong kind is reported once, as a kind problem, without showing it', () => {
    expect(() => new idp.OAuthApplication(stack(), 'A', { ...appProps(), clientSecret: 5 as any })).toThrow(exactly(
      "OAuthApplication at 'stack/A' is invalid:\n  - clientSecret: expected a string, got a number (not shown: a secret)",
    ));
  });

  test.each(['clientType', 'policyEngineMode'])('%s of the wrong kind is reported once, as a kind problem', (prop) => {
    expect(() => new idp.OAuthApplication(stack(), 'A', { ...appProps(), [prop]: 5 })).toThrow(exactly(
      `OAuthApplication at 'stack/A' is invalid:\n  - ${prop}: expected a string, got 5 (a number)`,
    ));
  });

  test('redirectUris of the wrong kind is reported once, as a kind problem', () => {
    expect(() => new idp.OAuthApplication(stack(), 'A', { ...appProps(), redirectUris: 5 as any })).toThrow(exactly(
      "OAuthApplication at 'stack/A' is invalid:\n  - redirectUris: expected a list of strings, got 5 (a number)",
    ));
  });

  test('clientType confidential is accepted and written to the provider', () => {
    const s = stack();
    new idp.OAuthApplication(s, 'A', { ...appProps(), clientType: 'confidential' });
    expect(only(synth(s), 'idp_provider_oauth2').client_type).toBe('confidential');
  });

  test('a policyEngineMode other than all or any is refused with the full message', () => {
    expect(() => new idp.OAuthApplication(stack(), 'A', { ...appProps(), policyEngineMode: 'some' })).toThrow(exactly(
      "OAuthApplication at 'stack/A' is invalid:\n  - policyEngineMode: \"some\" is not one of \"all\", \"any\"",
    ));
  });

  test('a public client given a secret is warned that the secret is of no use', () => {
    const s = stack();
    const app = new idp.OAuthApplication(s, 'A', { ...appProps(), clientType: 'public', clientSecret: secretVariable(s) });
    expect(warnings(app)).toEqual([PUBLIC_SECRET]);
  });

  test('a confidential client given a secret gets no warning', () => {
    const s = stack();
    const app = new idp.OAuthApplication(s, 'A', { ...appProps(), clientType: 'confidential', clientSecret: secretVariable(s) });
    expect(warnings(app)).toEqual([]);
  });

  test('a public client without a secret gets no warning', () => {
    const app = new idp.OAuthApplication(stack(), 'A', { ...appProps(), clientType: 'public' });
    expect(warnings(app)).toEqual([]);
  });

  test.each([
    ['with a leading space', ' https://a.example.com/cb'],
    ['with trailing whitespace', 'https://a.example.com/cb '],
    ['with a space inside', 'https://a.example.com/c b'],
    ['that the URL parser refuses (an unclosed IPv6 host)', 'http://[x'],
  ])('a redirect URI %s is refused in redirectUris', (_, uri) => {
    expect(() => new idp.OAuthApplication(stack(), 'A', { ...appProps(), redirectUris: [uri] })).toThrow(exactly(
      `OAuthApplication at 'stack/A' is invalid:\n  - redirectUris: ${JSON.stringify(uri)} is not an absolute URI`,
    ));
  });

  test.each([
    ['with a leading space', ' https://a.example.com/cb'],
    ['with trailing whitespace', 'https://a.example.com/cb '],
    ['that the URL parser refuses (an unclosed IPv6 host)', 'http://[x'],
  ])('a strict redirect URI %s is refused by addRedirectUri', (_, uri) => {
    const app = new idp.OAuthApplication(stack(), 'A', appProps());
    expect(() => app.addRedirectUri(uri)).toThrow(exactly(
      `OAuthApplication.addRedirectUri at 'stack/A' is invalid:\n  - url: ${JSON.stringify(uri)} is not an absolute URI`,
    ));
  });

  test('a regex redirect URI that is not an absolute URI is accepted and written with matching mode regex', () => {
    const s = stack();
    const app = new idp.OAuthApplication(s, 'A', appProps());
    app.addRedirectUri('^https://.*\\.example\\.com/cb$', idp.RedirectUriMatching.REGEX);
    expect(only(synth(s), 'idp_provider_oauth2').allowed_redirect_uris).toEqual([{ url: '^https://.*\\.example\\.com/cb$', matching_mode: 'regex' }]);
  });

  test('a strict redirect URI that is not a valid regular expression is accepted and written with matching mode strict', () => {
    const s = stack();
    const app = new idp.OAuthApplication(s, 'A', appProps());
    app.addRedirectUri('https://a.example.com/cb?state=(');
    expect(only(synth(s), 'idp_provider_oauth2').allowed_redirect_uris).toEqual([{ url: 'https://a.example.com/cb?state=(', matching_mode: 'strict' }]);
  });

  test('addRedirectUri with a url of the wrong kind reports it once, as a kind problem', () => {
    const app = new idp.OAuthApplication(stack(), 'A', appProps());
    expect(() => app.addRedirectUri(5 as any)).toThrow(exactly(
      "OAuthApplication.addRedirectUri at 'stack/A' is invalid:\n  - url: expected a string, got 5 (a number)",
    ));
  });

  test('addRedirectUri in regex mode with a url of the wrong kind (a list whose text is no regex) reports it once, as a kind problem', () => {
    const app = new idp.OAuthApplication(stack(), 'A', appProps());
    expect(() => app.addRedirectUri(['('] as any, 'regex')).toThrow(exactly(
      "OAuthApplication.addRedirectUri at 'stack/A' is invalid:\n  - url: expected a string, got [\"(\"] (a list)",
    ));
  });

  test('addRedirectUri with a matching of the wrong kind reports it once, as a kind problem', () => {
    const app = new idp.OAuthApplication(stack(), 'A', appProps());
    expect(() => app.addRedirectUri('https://a.example.com/cb', 5 as any)).toThrow(exactly(
      "OAuthApplication.addRedirectUri at 'stack/A' is invalid:\n  - matching: expected a string, got 5 (a number)",
    ));
  });
});

describe('OAuthApplication: the no-scope-mappings warning (IDP-L2-002) judges what the provider writes (issue 42)', () => {
  const NO_MAPPINGS = '[IDP-L2-002] OAuthApplication: no scopeMappings, so tokens carry no openid, email or profile claims; ' +
    'pass the scope mappings the application needs (idp.DataIdpPropertyMappingProviderScope lookups, or idp.IdpRef.fromScopeMappingId(id))';
  /** An application without scopeMappings, changed on its provider (L1) as `change` says, synthesized. */
  const build = (change: (app: idp.OAuthApplication, s: TerraformStack) => void = () => undefined) => {
    const s = stack();
    const app = new idp.OAuthApplication(s, 'A', { name: 'a', slug: 'a', ...flows });
    change(app, s);
    const json = synth(s);
    return { app, mappings: only(json, 'idp_provider_oauth2').property_mappings, warnings: warnings(app) };
  };

  test('no mappings written anywhere: warned at synth', () => {
    const { mappings, warnings: given } = build();
    expect(mappings).toBeUndefined();
    expect(given).toEqual([NO_MAPPINGS]);
  });

  test('no warning before synth: mappings may still be set on the provider', () => {
    const app = new idp.OAuthApplication(stack(), 'A', { name: 'a', slug: 'a', ...flows });
    expect(warnings(app)).toEqual([]);
  });

  test('mappings set on the provider through the escape hatch: no warning', () => {
    const { mappings, warnings: given } = build((app) => { app.oauth2Provider.propertyMappings = ['openid-mapping']; });
    expect(mappings).toEqual(['openid-mapping']);
    expect(given).toEqual([]);
  });

  test('mappings written by an override: no warning', () => {
    const { mappings, warnings: given } = build((app) => app.oauth2Provider.addOverride('property_mappings', ['openid-mapping', 'email-mapping']));
    expect(mappings).toEqual(['openid-mapping', 'email-mapping']);
    expect(given).toEqual([]);
  });

  test('mappings from a Terraform variable (on the provider, or in an override): no warning', () => {
    const fromVariable = build((app, s) => { app.oauth2Provider.propertyMappings = new TerraformVariable(s, 'mappings', { type: 'list(string)' }).listValue; });
    expect(fromVariable.mappings).toBe('${var.mappings}');
    expect(fromVariable.warnings).toEqual([]);
    const override = build((app, s) => app.oauth2Provider.addOverride('property_mappings', new TerraformVariable(s, 'mappings', { type: 'list(string)' }).listValue));
    expect(override.mappings).toBe('${var.mappings}');
    expect(override.warnings).toEqual([]);
  });

  test('scopeMappings given, then emptied or reset on the provider: warned, since none are written', () => {
    for (const change of [
      (app: idp.OAuthApplication) => { app.oauth2Provider.propertyMappings = []; },
      (app: idp.OAuthApplication) => app.oauth2Provider.resetPropertyMappings(),
    ]) {
      const s = stack();
      const app = new idp.OAuthApplication(s, 'A', appProps());
      change(app);
      expect(only(synth(s), 'idp_provider_oauth2').property_mappings ?? []).toEqual([]);
      expect(warnings(app)).toEqual([NO_MAPPINGS]);
    }
  });

  test('the warning can be acknowledged like any other', () => {
    const s = stack();
    const app = new idp.OAuthApplication(s, 'A', { name: 'a', slug: 'a', ...flows });
    Rules.acknowledge(app, 'IDP-L2-002', 'a plain OAuth2 client: no OpenID Connect claims needed');
    synth(s);
    expect(warnings(app)).toEqual([]);
    expect(app.node.metadata.map((m) => String(m.data))).toEqual([expect.stringMatching(/^\[IDP-L2-002\] acknowledged: a plain OAuth2 client/)]);
  });
});
