import { AnnotationMetadataEntryType, TerraformStack, TerraformVariable, Testing, Token } from 'cdktf';
import { idp } from '../../src';
import { Rules } from '../../src/rules/engine';
import { RulePacks } from '../../src/rules/packs';
import { IDP_BASELINE } from '../../src/rules/packs/idp';
import { Rule } from '../../src/rules/rule';
import { describeBaseline, findingsOf, judge, RuleCase } from '../support/rules';

function stack(): TerraformStack {
  const s = new TerraformStack(Testing.app(), 'stack');
  new idp.IdpProvider(s, 'idp', { url: 'https://id.example.com', token: 'x' });
  return s;
}

function rule(id: string): Rule {
  const found = IDP_BASELINE.find((r) => r.id === id);
  if (!found) throw new Error(`no rule ${id}`);
  return found;
}

const flowsOf = new WeakMap<TerraformStack, { authorization: idp.Flow; invalidation: idp.Flow }>();
/** The stack's authorization and invalidation flows (created once). */
function flows(s: TerraformStack): { authorization: idp.Flow; invalidation: idp.Flow } {
  if (!flowsOf.has(s)) {
    flowsOf.set(s, {
      authorization: new idp.Flow(s, 'Authz', { name: 'authz', slug: 'authz', title: 'Authz', designation: 'authorization' }),
      invalidation: new idp.Flow(s, 'Inval', { name: 'inval', slug: 'inval', title: 'Inval', designation: 'invalidation' }),
    });
  }
  return flowsOf.get(s)!;
}

/** An OAuth2 provider written as an L1, with what the case gives. */
function oauth2(s: TerraformStack, props: Partial<idp.ProviderOauth2Config> = {}): idp.ProviderOauth2 {
  const f = flows(s);
  return new idp.ProviderOauth2(s, 'Oauth', {
    name: 'web', clientId: 'web', authorizationFlow: f.authorization.uuid, invalidationFlow: f.invalidation.uuid, propertyMappings: ['m-openid'], ...props,
  });
}

function proxy(s: TerraformStack, props: Partial<idp.ProviderProxyConfig> = {}): idp.ProviderProxy {
  const f = flows(s);
  return new idp.ProviderProxy(s, 'Proxy', {
    name: 'wiki', externalHost: 'https://wiki.example.com', internalHost: 'https://wiki.internal', authorizationFlow: f.authorization.uuid, invalidationFlow: f.invalidation.uuid, ...props,
  });
}

function app(s: TerraformStack, props: Partial<idp.ApplicationConfig> = {}): idp.Application {
  return new idp.Application(s, 'App', { name: 'web', slug: 'web', ...props });
}

const group = (s: TerraformStack) => new idp.Group(s, 'Staff', { name: 'staff' });
const policy = (s: TerraformStack) => new idp.PolicyExpression(s, 'Office', { name: 'office', expression: 'return True' });
/** An API token of a user, written as an L1, with what the case gives (`id`: its construct id). */
function token(s: TerraformStack, props: Partial<idp.TokenConfig> & { id?: string } = {}): idp.Token {
  const { id = 'Token', ...config } = props;
  const user = (s.node.tryFindChild('Ci') as idp.User | undefined) ?? new idp.User(s, 'Ci', { username: 'ci', type: 'service_account' });
  return new idp.Token(s, id, { identifier: `ci-${id}`, user: Token.asNumber(user.userId), intent: 'api', ...config });
}

/** An OAuth source written as an L1, with what the case gives (`id`: its construct id). */
function source(s: TerraformStack, props: Partial<idp.SourceOauthConfig> & { id?: string } = {}): idp.SourceOauth {
  const { id = 'Source', ...config } = props;
  const secret = (s.node.tryFindChild('secret') as TerraformVariable | undefined) ?? new TerraformVariable(s, 'secret', { type: 'string', sensitive: true });
  return new idp.SourceOauth(s, id, { name: id, slug: id.toLowerCase(), providerType: 'github', consumerKey: 'k', consumerSecret: secret.stringValue, ...config });
}

/** An authenticator validation stage written as an L1, with its not-configured action. */
function validation(s: TerraformStack, notConfiguredAction: string, id = 'Mfa'): idp.StageAuthenticatorValidate {
  return new idp.StageAuthenticatorValidate(s, id, { name: id.toLowerCase(), notConfiguredAction });
}

/** A SAML provider written as an L1, with what the case gives. */
function saml(s: TerraformStack, props: Partial<idp.ProviderSamlConfig> = {}): idp.ProviderSaml {
  const f = flows(s);
  return new idp.ProviderSaml(s, 'Saml', { name: 'wiki', acsUrl: 'https://wiki.example.com/saml/acs', authorizationFlow: f.authorization.uuid, invalidationFlow: f.invalidation.uuid, ...props });
}

const variable = (s: TerraformStack, id: string, type = 'string') => new TerraformVariable(s, id, { type });

const CASES: Record<string, RuleCase> = {
  'IDP-APP-001': {
    pass: (s) => { const a = app(s); new idp.PolicyBinding(s, 'Allow', { target: a.uuid, order: 0, group: group(s).id }); },
    fail: (s) => { const a = app(s); new idp.PolicyBinding(s, 'Off', { target: a.uuid, order: 0, group: group(s).id, enabled: false }); },
    path: '',
    message: 'every policy binding of the application is disabled, so every user who can sign in may use it',
    token: (s) => { app(s); new idp.PolicyBinding(s, 'Somewhere', { target: variable(s, 'target').stringValue, order: 0, group: group(s).id }); },
  },
  'IDP-APP-002': {
    pass: (s) => {
      const a = app(s, { policyEngineMode: 'all' });
      new idp.PolicyBinding(s, 'G', { target: a.uuid, order: 0, group: group(s).id });
      new idp.PolicyBinding(s, 'P', { target: a.uuid, order: 1, policy: policy(s).id });
    },
    fail: (s) => {
      const a = app(s);
      new idp.PolicyBinding(s, 'G', { target: a.uuid, order: 0, group: group(s).id });
      new idp.PolicyBinding(s, 'P', { target: a.uuid, order: 1, policy: policy(s).id });
    },
    path: 'policy_engine_mode',
    message: 'policy_engine_mode is "any" (the default): idp_policy_binding.G admits its group whatever idp_policy_binding.P\'s policy says',
    token: (s) => {
      const a = app(s, { policyEngineMode: variable(s, 'mode').stringValue });
      new idp.PolicyBinding(s, 'G', { target: a.uuid, order: 0, group: group(s).id });
      new idp.PolicyBinding(s, 'P', { target: a.uuid, order: 1, policy: policy(s).id });
    },
  },
  'IDP-SECRET-001': {
    pass: (s) => { oauth2(s, { clientSecret: new TerraformVariable(s, 'secret', { type: 'string', sensitive: true }).stringValue }); },
    fail: (s) => { oauth2(s, { clientSecret: 'hunter2' }); },
    path: 'client_secret',
    message: 'client_secret is a literal: a literal is written to cdk.tf.json (and the plan) in plain text',
    token: (s) => { oauth2(s, { clientSecret: `prefix-${variable(s, 'part').stringValue}` }); },
  },
  'IDP-OAUTH-001': {
    pass: (s) => { oauth2(s, { clientType: 'confidential', clientSecret: variable(s, 'secret').stringValue }); },
    fail: (s) => { oauth2(s, { clientType: 'public', clientSecret: variable(s, 'secret').stringValue }); },
    path: 'client_type',
    message: 'client_type is "public" and a client_secret is given: a public client cannot keep a secret',
    token: (s) => { oauth2(s, { clientType: variable(s, 'type').stringValue, clientSecret: variable(s, 'secret').stringValue }); },
  },
  'IDP-OAUTH-002': {
    pass: (s) => {
      oauth2(s, {
        allowedRedirectUris: [
          { url: 'https://web.example.com/callback', matching_mode: 'strict' },
          { url: 'http://127.0.0.1:8400/cb', matching_mode: 'strict' },
          { url: 'com.example.app:/callback', matching_mode: 'strict' },
          { url: '^https://web\\.example\\.com/.*$', matching_mode: 'regex' },
        ],
      });
    },
    fail: (s) => { oauth2(s, { allowedRedirectUris: [{ url: 'https://web.example.com/cb', matching_mode: 'strict' }, { url: 'http://web.example.com/cb?x=1', matching_mode: 'strict' }] }); },
    path: 'allowed_redirect_uris[1].url',
    message: 'redirect URI "http://web.example.com/…" is http: codes and tokens would travel unencrypted',
    token: (s) => { oauth2(s, { allowedRedirectUris: [{ url: variable(s, 'uri').stringValue, matching_mode: 'strict' }] }); },
  },
  'IDP-OAUTH-003': {
    pass: (s) => { oauth2(s, { allowedRedirectUris: [{ url: '^https://web\\.example\\.com/cb$', matching_mode: 'regex' }, { url: 'https://x.example.com', matching_mode: 'strict' }] }); },
    fail: (s) => { oauth2(s, { allowedRedirectUris: [{ url: 'https://web\\.example\\.com/cb', matching_mode: 'regex' }] }); },
    path: 'allowed_redirect_uris[0].url',
    message: 'the regular expression "https://web\\\\.example\\\\.com/cb" is not anchored (^...$), so it matches any URI that contains it',
    token: (s) => { oauth2(s, { allowedRedirectUris: [{ url: variable(s, 'uri').stringValue, matching_mode: 'regex' }] }); },
  },
  'IDP-OAUTH-004': {
    pass: (s) => { oauth2(s, { propertyMappings: ['m-openid', 'm-email'] }); },
    fail: (s) => { oauth2(s, { propertyMappings: undefined }); },
    path: 'property_mappings',
    message: 'no property_mappings, so tokens carry no openid, email or profile claims',
    token: (s) => { oauth2(s, { propertyMappings: new TerraformVariable(s, 'mappings', { type: 'list(string)' }).listValue }); },
  },
  'IDP-TOKEN-001': {
    pass: (s) => { oauth2(s, { accessTokenValidity: 'minutes=5' }); proxy(s); },
    fail: (s) => { proxy(s, { accessTokenValidity: 'hours=1;minutes=30' }); },
    path: 'access_token_validity',
    message: 'access_token_validity is "hours=1;minutes=30", longer than the default "minutes=10"',
    token: (s) => { oauth2(s, { accessTokenValidity: variable(s, 'validity').stringValue }); },
  },
  'IDP-TOKEN-002': {
    pass: (s) => { oauth2(s, { refreshTokenValidity: 'days=30' }); proxy(s, { refreshTokenValidity: 'weeks=2' }); },
    fail: (s) => { oauth2(s, { refreshTokenValidity: 'weeks=8' }); },
    path: 'refresh_token_validity',
    message: 'refresh_token_validity is "weeks=8", longer than the default "days=30"',
    token: (s) => { proxy(s, { refreshTokenValidity: variable(s, 'validity').stringValue }); },
  },
  'IDP-TOKEN-003': {
    pass: (s) => { token(s, { expires: '2027-06-30T00:00:00Z' }); token(s, { id: 'Other' }); },
    fail: (s) => { token(s, { expiring: false }); },
    path: 'expiring',
    message: 'expiring is false: the token never expires',
    token: (s) => { token(s, { expiring: variable(s, 'expiring', 'bool').booleanValue }); },
  },
  'IDP-SAML-001': {
    pass: (s) => { saml(s); },
    fail: (s) => { saml(s, { acsUrl: 'http://wiki.example.com/saml/acs' }); },
    path: 'acs_url',
    message: 'acs_url "http://wiki.example.com/…" is http: assertions would travel unencrypted',
    token: (s) => { saml(s, { acsUrl: variable(s, 'acs').stringValue }); },
  },
  'IDP-SOURCE-001': {
    pass: (s) => { source(s, { userMatchingMode: 'identifier' }); source(s, { id: 'Deny', userMatchingMode: 'email_deny' }); source(s, { id: 'Unset' }); },
    fail: (s) => { source(s, { userMatchingMode: 'username_link' }); },
    path: 'user_matching_mode',
    message: 'user_matching_mode is "username_link": an external identity takes over the local account that matches it',
    token: (s) => { source(s, { userMatchingMode: variable(s, 'mode').stringValue }); },
  },
  'IDP-MFA-001': {
    pass: (s) => { validation(s, 'configure'); validation(s, 'deny', 'Deny'); },
    fail: (s) => { validation(s, 'skip'); },
    path: 'not_configured_action',
    message: 'not_configured_action is "skip": users without a device sign in on one factor',
    token: (s) => { validation(s, variable(s, 'action').stringValue); },
  },
  'IDP-PROXY-001': {
    pass: (s) => { proxy(s, { internalHostSslValidation: true }); },
    fail: (s) => { proxy(s, { internalHostSslValidation: false }); },
    path: 'internal_host_ssl_validation',
    message: 'internal_host_ssl_validation is false: the internal host\'s certificate is not verified',
    token: (s) => { proxy(s, { internalHostSslValidation: variable(s, 'verify', 'bool').booleanValue }); },
  },
  'IDP-PROXY-002': {
    pass: (s) => { proxy(s); },
    fail: (s) => { proxy(s, { externalHost: 'http://wiki.example.com/path' }); },
    path: 'external_host',
    message: 'external_host "http://wiki.example.com/…" is http: session cookies would travel unencrypted',
    token: (s) => { proxy(s, { externalHost: variable(s, 'host').stringValue }); },
  },
  'IDP-EVENT-001': {
    pass: (s) => { new idp.EventTransport(s, 'Hook', { name: 'hook', mode: 'webhook', webhookUrl: 'https://hooks.example.com/x' }); new idp.EventTransport(s, 'Local', { name: 'local', mode: 'local' }); },
    fail: (s) => { new idp.EventTransport(s, 'Hook', { name: 'hook', mode: 'webhook_slack', webhookUrl: 'http://hooks.example.com/T000/B000/secret' }); },
    path: 'webhook_url',
    message: 'webhook_url "http://hooks.example.com/…" is http: notifications would travel unencrypted',
    token: (s) => { new idp.EventTransport(s, 'Hook', { name: 'hook', mode: 'webhook', webhookUrl: variable(s, 'url').stringValue }); },
  },
  'IDP-FLOW-001': {
    pass: (s) => {
      const f = flows(s).authorization;
      const b = new idp.FlowStageBinding(s, 'Bind', { target: f.uuid, stage: new idp.StageDummy(s, 'Stage', { name: 'd' }).id, order: 10, evaluateOnPlan: false, reEvaluatePolicies: true });
      new idp.PolicyBinding(s, 'P', { target: b.id, order: 0, policy: policy(s).id });
      new idp.FlowStageBinding(s, 'Plain', { target: f.uuid, stage: new idp.StageDummy(s, 'Stage2', { name: 'e' }).id, order: 20 });
    },
    fail: (s) => {
      const f = flows(s).authorization;
      const b = new idp.FlowStageBinding(s, 'Bind', { target: f.uuid, stage: new idp.StageDummy(s, 'Stage', { name: 'd' }).id, order: 10 });
      new idp.PolicyBinding(s, 'G', { target: b.id, order: 0, group: group(s).id });
    },
    path: 're_evaluate_policies',
    message: '1 binding(s) (idp_policy_binding.G) are evaluated only when the flow starts, before the user is known (re_evaluate_policies unset, false by default)',
    token: (s) => {
      const f = flows(s).authorization;
      const b = new idp.FlowStageBinding(s, 'Bind', { target: f.uuid, stage: new idp.StageDummy(s, 'Stage', { name: 'd' }).id, order: 10, reEvaluatePolicies: variable(s, 'again', 'bool').booleanValue });
      new idp.PolicyBinding(s, 'P', { target: b.id, order: 0, policy: policy(s).id });
    },
  },
  'IDP-LDAP-001': {
    pass: (s) => {
      const ldap = (id: string, props: Partial<idp.SourceLdapConfig>) => new idp.SourceLdap(s, id, {
        name: id, slug: id.toLowerCase(), baseDn: 'dc=example,dc=com', bindCn: 'cn=idp', bindPassword: variable(s, `${id}pw`).stringValue, serverUri: 'ldaps://dir.example.com', ...props,
      });
      ldap('Tls', {});
      ldap('StartTls', { serverUri: 'ldap://dir.example.com', startTls: true });
    },
    fail: (s) => {
      new idp.SourceLdap(s, 'Dir', { name: 'dir', slug: 'dir', baseDn: 'dc=example,dc=com', bindCn: 'cn=idp', bindPassword: variable(s, 'pw').stringValue, serverUri: 'ldaps://a.example.com, ldap://b.example.com' });
    },
    path: 'start_tls',
    message: 'server_uri "ldap://b.example.com" is ldap:// and start_tls is not true: the bind password travels unencrypted',
    token: (s) => {
      new idp.SourceLdap(s, 'Dir', { name: 'dir', slug: 'dir', baseDn: 'dc=example,dc=com', bindCn: 'cn=idp', bindPassword: variable(s, 'pw').stringValue, serverUri: variable(s, 'uri').stringValue });
    },
  },
  'IDP-GROUP-001': {
    pass: (s) => { new idp.Group(s, 'Staff', { name: 'staff' }); new idp.Group(s, 'Readers', { name: 'readers', isSuperuser: false }); },
    fail: (s) => { new idp.Group(s, 'Admins', { name: 'admins', isSuperuser: true }); },
    path: 'is_superuser',
    message: 'is_superuser is true: every member has every permission',
    token: (s) => { new idp.Group(s, 'Admins', { name: 'admins', isSuperuser: variable(s, 'su', 'bool').booleanValue }); },
  },
};

describeBaseline({ pkg: 'idp', pack: () => RulePacks.idpBaseline(), cases: CASES, stack });

describe('idp baseline, details', () => {
  test('IDP-APP-001: an application with no binding at all; a binding of another application does not count', () => {
    const s = stack();
    const a = app(s);
    new idp.PolicyBinding(s, 'OtherBinding', { target: new idp.Application(s, 'Other', { name: 'o', slug: 'o' }).uuid, order: 0, group: group(s).id });
    expect(judge(s, rule('IDP-APP-001'))).toEqual([
      { address: 'idp_application.App', outcome: 'fail', attributePath: '', message: 'no idp_policy_binding targets the application\'s uuid, so every user who can sign in may use it' },
      { address: 'idp_application.Other', outcome: 'pass', attributePath: '', message: '' },
    ]);
    expect(a.node.id).toBe('App');
  });

  test('IDP-APP-001 and IDP-APP-002 judge the L2\'s application and bindings', () => {
    const s = stack();
    const f = flows(s);
    const web = new idp.OAuthApplication(s, 'Web', { name: 'web', slug: 'web', authorizationFlow: f.authorization, invalidationFlow: f.invalidation, policyEngineMode: 'any' });
    expect(judge(s, rule('IDP-APP-001')).map((j) => j.outcome)).toEqual(['fail']);
    web.allowGroup(group(s));
    web.addPolicy(policy(s));
    expect(judge(s, rule('IDP-APP-001')).map((j) => j.outcome)).toEqual(['pass']);
    expect(judge(s, rule('IDP-APP-002')).map((j) => [j.outcome, j.attributePath])).toEqual([['fail', 'policy_engine_mode']]);
  });

  test('IDP-SECRET-001 judges every secret attribute of the schema, and an escape-hatch override', () => {
    const s = stack();
    new idp.User(s, 'Bob', { username: 'bob', password: 'hunter2' });
    const f = flows(s);
    new idp.ProviderRadius(s, 'Radius', { name: 'r', authorizationFlow: f.authorization.uuid, invalidationFlow: f.invalidation.uuid, sharedSecret: new TerraformVariable(s, 'rs', { type: 'string', sensitive: true }).stringValue });
    const o = new idp.ProviderOauth2(s, 'Over', { name: 'o', clientId: 'o', authorizationFlow: f.authorization.uuid, invalidationFlow: f.invalidation.uuid });
    o.addOverride('client_secret', 'from-an-override');
    expect(judge(s, rule('IDP-SECRET-001')).map((j) => [j.address, j.outcome, j.attributePath]).sort()).toEqual([
      ['idp_provider_oauth2.Over', 'fail', 'client_secret'],
      ['idp_provider_radius.Radius', 'pass', ''],
      ['idp_user.Bob', 'fail', 'password'],
    ]);
    // the schema's sensitive attributes that a configuration sets are all judged
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const schema = require('../../provider-schema/idp.json');
    const types = Object.values<any>(schema.provider_schemas)[0].resource_schemas;
    const settable = Object.entries<any>(types).flatMap(([t, r]) => Object.entries<any>(r.block.attributes)
      .filter(([, a]) => a.sensitive && (a.optional || a.required)).map(() => t));
    expect([...new Set(settable)].sort()).toEqual([...rule('IDP-SECRET-001').resourceTypes].sort());
  });

  test('IDP-OAUTH-002: a regular expression that accepts http fails; the L2 OAuthApplication is judged', () => {
    const s = stack();
    const f = flows(s);
    const web = new idp.OAuthApplication(s, 'Web', { name: 'web', slug: 'web', authorizationFlow: f.authorization, invalidationFlow: f.invalidation, redirectUris: ['https://web.example.com/cb'] });
    web.addRedirectUri('^https?://web\\.example\\.com/cb$', 'regex');
    expect(judge(s, rule('IDP-OAUTH-002')).map((j) => [j.outcome, j.attributePath, j.message])).toEqual([
      ['pass', '', ''],
      ['fail', 'allowed_redirect_uris[1].url', 'redirect URI "^https?://web\\\\.example\\\\.com/cb$" accepts http: codes and tokens would travel unencrypted'],
    ]);
    // the L2 without scope mappings: its own warning, and the rule for hand-written L1s alike
    expect(judge(s, rule('IDP-OAUTH-004')).map((j) => j.outcome)).toEqual(['fail']);
  });

  test('IDP-TOKEN-001: durations in any unit; a value that is not a duration is left to the provider', () => {
    const s = stack();
    oauth2(s, { accessTokenValidity: 'seconds=600' });
    proxy(s, { accessTokenValidity: 'forever' });
    expect(judge(s, rule('IDP-TOKEN-001')).map((j) => j.outcome)).toEqual(['pass', 'pass']);
    const t = stack();
    oauth2(t, { accessTokenValidity: 'days=1' });
    expect(judge(t, rule('IDP-TOKEN-001')).map((j) => j.message)).toEqual(['access_token_validity is "days=1", longer than the default "minutes=10"']);
  });

  test('IDP-FLOW-001: the L2 StagedFlow\'s addStage with policies re-evaluates them, so it passes', () => {
    const s = stack();
    const flow = new idp.AuthenticationFlow(s, 'Login', { name: 'login', slug: 'login', title: 'Login', passwordBackends: ['idp.core.auth.InbuiltBackend'] });
    const binding = flow.addStage(new idp.StageDummy(s, 'Dummy', { name: 'd' }), { policies: [policy(s)] });
    const seen = judge(s, rule('IDP-FLOW-001'));
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.filter((j) => j.outcome !== 'pass')).toEqual([]);
    // an escape hatch that turns re-evaluation off is judged like a hand-written L1
    binding.addOverride('re_evaluate_policies', false);
    expect(judge(s, rule('IDP-FLOW-001')).filter((j) => j.outcome === 'fail').map((j) => j.attributePath)).toEqual(['re_evaluate_policies']);
  });
});

const findings = (s: TerraformStack, id: string) => findingsOf(s, rule(id));

describe('idp baseline through Rules.apply, on the construct that owns the resource', () => {
  test('an L2\'s finding is on the L2 (its L1 is its Resource); a hand-written L1\'s on the L1', () => {
    const s = stack();
    const f = flows(s);
    new idp.OAuthApplication(s, 'Web', { name: 'web', slug: 'web', authorizationFlow: f.authorization, invalidationFlow: f.invalidation });
    app(s, { slug: 'raw' });
    const seen = findings(s, 'IDP-APP-001');
    expect(seen.map((x) => [x.level, x.path])).toEqual([
      [AnnotationMetadataEntryType.WARN, 'stack/Web'],
      [AnnotationMetadataEntryType.WARN, 'stack/App'],
    ]);
  });

  test('the whole baseline applies to a stack without errors from its checks', () => {
    const s = stack();
    oauth2(s, { clientSecret: 'literal' });
    Rules.apply(s, RulePacks.idpBaseline());
    Testing.synth(s);
    const errors = s.node.findAll().flatMap((c) => c.node.metadata
      .filter((m) => m.type === AnnotationMetadataEntryType.ERROR)
      .map((m) => String(m.data)));
    expect(errors).toEqual([expect.stringMatching(/^\[IDP-SECRET-001\] Secrets are not written in plain text: client_secret is a literal/)]);
  });
});
