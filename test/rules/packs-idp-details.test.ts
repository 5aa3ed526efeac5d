/**
 * Details of the idp baseline (src/rules/packs/idp.ts) that the per-rule cases of packs-idp.test.ts
 * leave open. Each rule is asked about one resource of a stack given as `cdktf synth` writes it
 * (Terraform names, `${...}` for a variable or a reference), beside the stack's other resources
 * (policy bindings), and its judgements are compared whole (passes included): which bindings count,
 * the exact "not judged" reasons, redirect URIs (http, loopback, regular expressions), scope mappings,
 * LDAP server URIs and token lifetimes written in every form the identity system reads.
 */
import { IDP_BASELINE } from '../../src/rules/packs/idp';
import { Judged, judgeConfigs } from '../support/rules';

type Seen = Judged;

/** The judgements of rule `id` on the resource at `address` of a stack given by address with each configuration. */
function judge(id: string, address: string, stack: Record<string, Record<string, unknown>>): Seen[] {
  return judgeConfigs(IDP_BASELINE, id, address, stack);
}

const PASS: Seen = { outcome: 'pass', attributePath: '', message: '' };
const fail = (attributePath: string, message: string): Seen => ({ outcome: 'fail', attributePath, message });
const unknownAt = (attributePath: string): Seen => ({
  outcome: 'not-judged', attributePath, message: `${attributePath} is unknown until Terraform runs (a variable or a reference)`,
});

const APP = { name: 'web', slug: 'web' };
const TO_APP = '${idp_application.App.uuid}';

describe('IDP-APP-001: the bindings of an application', () => {
  test('a binding of the application whose enabled is a variable: not judged, naming the binding and its enabled', () => {
    const seen = judge('IDP-APP-001', 'idp_application.App', {
      'idp_application.App': APP,
      'idp_policy_binding.B': { target: TO_APP, order: 0, group: '${idp_group.Staff.id}', enabled: '${var.on}' },
    });
    expect(seen).toEqual([{
      outcome: 'not-judged',
      attributePath: '',
      message: 'the enabled of idp_policy_binding.B is unknown until Terraform runs, so whether it lets users into the application is not known',
    }]);
  });

  test('a binding whose target is a variable: not judged, naming its target', () => {
    expect(judge('IDP-APP-001', 'idp_application.App', {
      'idp_application.App': APP,
      'idp_policy_binding.Somewhere': { target: '${var.target}', order: 0, group: 'g-1' },
    })).toEqual([{
      outcome: 'not-judged',
      attributePath: '',
      message: 'the target of idp_policy_binding.Somewhere is unknown until Terraform runs, so whether it lets users into the application is not known',
    }]);
  });

  test('a binding that targets another application (a reference to it) does not make the application unsure: it fails', () => {
    expect(judge('IDP-APP-001', 'idp_application.App', {
      'idp_application.App': APP,
      'idp_application.Other': { name: 'other', slug: 'other' },
      'idp_policy_binding.B': { target: '${idp_application.Other.uuid}', order: 0, group: 'g-1' },
    })).toEqual([fail('', 'no idp_policy_binding targets the application\'s uuid, so every user who can sign in may use it')]);
  });
  test('a binding whose target is a literal uuid (of another object) does not make the application unsure: it fails', () => {
    expect(judge('IDP-APP-001', 'idp_application.App', {
      'idp_application.App': APP,
      'idp_policy_binding.B': { target: '0b6a1c2e-other-uuid', order: 0, group: '${idp_group.Staff.id}' },
    })).toEqual([fail('', 'no idp_policy_binding targets the application\'s uuid, so every user who can sign in may use it')]);
  });
});

describe('IDP-APP-002: which bindings count', () => {
  const judgeApp = (bindings: Record<string, Record<string, unknown>>, app: Record<string, unknown> = APP) =>
    judge('IDP-APP-002', 'idp_application.App', { 'idp_application.App': app, ...bindings });

  test('an application without bindings passes', () => {
    expect(judgeApp({})).toEqual([PASS]);
  });

  test('an application with a group binding and no policy binding passes', () => {
    expect(judgeApp({ 'idp_policy_binding.G': { target: TO_APP, order: 0, group: 'g-1' } })).toEqual([PASS]);
  });

  test('an application with a policy binding and no group or user binding passes', () => {
    expect(judgeApp({ 'idp_policy_binding.P': { target: TO_APP, order: 0, policy: 'p-1' } })).toEqual([PASS]);
  });

  test('a policy binding of another application does not count: the application passes', () => {
    expect(judgeApp({
      'idp_policy_binding.G': { target: TO_APP, order: 0, group: 'g-1' },
      'idp_policy_binding.P': { target: '${idp_application.Other.uuid}', order: 0, policy: 'p-1' },
    })).toEqual([PASS]);
  });

  test('a disabled policy binding does not count: the application passes', () => {
    expect(judgeApp({
      'idp_policy_binding.G': { target: TO_APP, order: 0, group: 'g-1' },
      'idp_policy_binding.P': { target: TO_APP, order: 1, policy: 'p-1', enabled: false },
    })).toEqual([PASS]);
  });

  test('mode "any" written, a user binding and a policy binding: fails naming the user binding and the mode as written', () => {
    expect(judgeApp({
      'idp_policy_binding.U': { target: TO_APP, order: 0, user: 7 },
      'idp_policy_binding.P': { target: TO_APP, order: 1, policy: 'p-1' },
    }, { ...APP, policy_engine_mode: 'any' })).toEqual([
      fail('policy_engine_mode', 'policy_engine_mode is "any": idp_policy_binding.U admits its user whatever idp_policy_binding.P\'s policy says'),
    ]);
  });
});

describe('IDP-SECRET-001', () => {
  test('judges nothing on a type that has no secret attribute (a direct check outside its types)', () => {
    expect(judge('IDP-SECRET-001', 'idp_group.Staff', { 'idp_group.Staff': { name: 'staff', password: 'not-a-secret-attribute' } })).toEqual([]);
  });
});

describe('IDP-OAUTH-001', () => {
  test('a public client without a client_secret passes', () => {
    expect(judge('IDP-OAUTH-001', 'idp_provider_oauth2.Oauth', { 'idp_provider_oauth2.Oauth': { name: 'web', client_id: 'web', client_type: 'public' } }))
      .toEqual([PASS]);
  });
});

describe('redirect URIs (IDP-OAUTH-002, IDP-OAUTH-003)', () => {
  const judgeUris = (id: string, uris: unknown[]) =>
    judge(id, 'idp_provider_oauth2.Oauth', { 'idp_provider_oauth2.Oauth': { name: 'web', client_id: 'web', allowed_redirect_uris: uris } });

  test('IDP-OAUTH-002: a redirect URI that is a variable is not judged', () => {
    expect(judgeUris('IDP-OAUTH-002', [{ url: '${var.uri}', matching_mode: 'strict' }])).toEqual([unknownAt('allowed_redirect_uris[0].url')]);
  });

  test('IDP-OAUTH-002: an https URI that holds "http:" further on passes', () => {
    expect(judgeUris('IDP-OAUTH-002', [{ url: 'https://web.example.com/cb?next=http://x.example.com', matching_mode: 'strict' }])).toEqual([PASS]);
  });

  test('IDP-OAUTH-002: http to localhost and to [::1] (the loopback interface) passes', () => {
    expect(judgeUris('IDP-OAUTH-002', [
      { url: 'http://localhost:8400/cb', matching_mode: 'strict' },
      { url: 'http://[::1]:8400/cb', matching_mode: 'strict' },
    ])).toEqual([PASS, PASS]);
  });

  test('IDP-OAUTH-002: an http URI that is not a valid URL fails, shown as written', () => {
    expect(judgeUris('IDP-OAUTH-002', [{ url: 'http://web example.com/cb', matching_mode: 'strict' }]))
      .toEqual([fail('allowed_redirect_uris[0].url', 'redirect URI "http://web example.com/cb" is http: codes and tokens would travel unencrypted')]);
  });

  test('IDP-OAUTH-002: a regular expression that starts with http: (without ^) accepts http and fails', () => {
    expect(judgeUris('IDP-OAUTH-002', [{ url: 'http://web\\.example\\.com/cb', matching_mode: 'regex' }]))
      .toEqual([fail('allowed_redirect_uris[0].url', 'redirect URI "http://web\\\\.example\\\\.com/cb" accepts http: codes and tokens would travel unencrypted')]);
  });

  test('IDP-OAUTH-002: a regular expression for https that holds "http:" further on passes', () => {
    expect(judgeUris('IDP-OAUTH-002', [{ url: '^https://web\\.example\\.com/cb\\?next=http:.*$', matching_mode: 'regex' }])).toEqual([PASS]);
  });

  test('IDP-OAUTH-002 and IDP-OAUTH-003: an item that is null (an override) is passed over', () => {
    expect(judgeUris('IDP-OAUTH-002', [null])).toEqual([PASS]);
    expect(judgeUris('IDP-OAUTH-003', [null])).toEqual([]);
  });

  test('IDP-OAUTH-003: a regular expression that is a variable is not judged', () => {
    expect(judgeUris('IDP-OAUTH-003', [{ url: '${var.uri}', matching_mode: 'regex' }])).toEqual([unknownAt('allowed_redirect_uris[0].url')]);
  });

  test('IDP-OAUTH-003: a regular expression anchored only at the start fails', () => {
    expect(judgeUris('IDP-OAUTH-003', [{ url: '^https://web\\.example\\.com/cb', matching_mode: 'regex' }])).toEqual([
      fail('allowed_redirect_uris[0].url', 'the regular expression "^https://web\\\\.example\\\\.com/cb" is not anchored (^...$), so it matches any URI that contains it'),
    ]);
  });

  test('IDP-OAUTH-003: a regular expression anchored only at the end fails', () => {
    expect(judgeUris('IDP-OAUTH-003', [{ url: 'https://web\\.example\\.com/cb$', matching_mode: 'regex' }])).toEqual([
      fail('allowed_redirect_uris[0].url', 'the regular expression "https://web\\\\.example\\\\.com/cb$" is not anchored (^...$), so it matches any URI that contains it'),
    ]);
  });
});

describe('IDP-OAUTH-004', () => {
  const judgeMappings = (mappings: unknown) =>
    judge('IDP-OAUTH-004', 'idp_provider_oauth2.Oauth', { 'idp_provider_oauth2.Oauth': { name: 'web', client_id: 'web', property_mappings: mappings } });

  test('an empty property_mappings fails', () => {
    expect(judgeMappings([])).toEqual([fail('property_mappings', 'property_mappings is empty, so tokens carry no openid, email or profile claims')]);
  });

  test('a property_mappings written as one literal (an override, not a list) passes', () => {
    expect(judgeMappings('m-openid')).toEqual([PASS]);
  });
});

describe('IDP-FLOW-001', () => {
  const TO_BIND = '${idp_flow_stage_binding.Bind.id}';
  const judgeBinding = (others: Record<string, Record<string, unknown>>, bind: Record<string, unknown> = {}) =>
    judge('IDP-FLOW-001', 'idp_flow_stage_binding.Bind', { 'idp_flow_stage_binding.Bind': { target: 'f-1', stage: 's-1', order: 10, ...bind }, ...others });

  test('a flow stage binding without policy bindings passes', () => {
    expect(judgeBinding({})).toEqual([PASS]);
  });

  test('a disabled policy binding does not count: the flow stage binding passes', () => {
    expect(judgeBinding({ 'idp_policy_binding.P': { target: TO_BIND, order: 0, policy: 'p-1', enabled: false } })).toEqual([PASS]);
  });

  test('two bindings and re_evaluate_policies written false: fails naming the first binding, "..." and "false"', () => {
    expect(judgeBinding({
      'idp_policy_binding.A': { target: TO_BIND, order: 0, policy: 'p-1' },
      'idp_policy_binding.B': { target: TO_BIND, order: 1, group: 'g-1' },
    }, { re_evaluate_policies: false })).toEqual([
      fail('re_evaluate_policies', '2 binding(s) (idp_policy_binding.A, ...) are evaluated only when the flow starts, before the user is known (re_evaluate_policies false)'),
    ]);
  });
});

describe('IDP-LDAP-001', () => {
  const judgeLdap = (source: Record<string, unknown>) =>
    judge('IDP-LDAP-001', 'idp_source_ldap.Dir', { 'idp_source_ldap.Dir': { name: 'dir', slug: 'dir', base_dn: 'dc=example,dc=com', ...source } });

  test('a server_uri that is a variable is not judged', () => {
    expect(judgeLdap({ server_uri: '${var.uri}' })).toEqual([unknownAt('server_uri')]);
  });

  test('an ldaps:// server whose host is named ldap (ldaps://ldap:636) passes', () => {
    expect(judgeLdap({ server_uri: 'ldaps://ldap:636' })).toEqual([PASS]);
  });

  test('the message names the first ldap:// server, not an ldaps:// one before it', () => {
    expect(judgeLdap({ server_uri: 'ldaps://ldap:636, ldap://b.example.com' })).toEqual([
      fail('start_tls', 'server_uri "ldap://b.example.com" is ldap:// and start_tls is not true: the bind password travels unencrypted'),
    ]);
  });
});

describe('IDP-TOKEN-001: access token lifetimes as the identity system reads them', () => {
  const judgeValidity = (validity: string) =>
    judge('IDP-TOKEN-001', 'idp_provider_oauth2.Oauth', { 'idp_provider_oauth2.Oauth': { name: 'web', client_id: 'web', access_token_validity: validity } });
  const tooLong = (validity: string): Seen =>
    fail('access_token_validity', `access_token_validity is ${JSON.stringify(validity)}, longer than the default "minutes=10"`);

  test.each(['minutes = 20', ' minutes=20 ', 'hours=0.25'])('%j (spaces around a part or =, a fraction) is read, and is too long', (validity) => {
    expect(judgeValidity(validity)).toEqual([tooLong(validity)]);
  });

  test.each(['x-minutes=20', 'minutes=20x'])('%j (text around a duration) is not a duration and is left to the provider', (validity) => {
    expect(judgeValidity(validity)).toEqual([PASS]);
  });
});
