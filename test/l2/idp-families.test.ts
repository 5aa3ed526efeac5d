import { Testing, TerraformStack, TerraformVariable, Token, Tokenization } from 'cdktf';
import { idp } from '../../src';
import { only, synthChecked as synth, warningsOf as warnings } from '../support/l2';

function stack() {
  const s = new TerraformStack(Testing.app(), 'stack');
  new idp.IdpProvider(s, 'idp');
  return s;
}
/** The warnings cdktf records on a construct. */
const flows = {
  authorizationFlow: idp.IdpRef.fromFlowUuid('auth-flow-uuid'),
  invalidationFlow: idp.IdpRef.fromFlowUuid('inval-flow-uuid'),
};
const l1Flows = { authorizationFlow: 'auth-flow-uuid', invalidationFlow: 'inval-flow-uuid' };
const proxyApp = (s: TerraformStack, id: string, outpost: idp.IOutpost) => new idp.ProxyApplication(s, id, {
  name: id, slug: id.toLowerCase(), externalHost: `https://${id.toLowerCase()}.example.com`, internalHost: 'http://app.internal:8080', ...flows, outpost,
});
const oauthApp = (s: TerraformStack, id: string, outpost?: idp.IOutpost) => new idp.OAuthApplication(s, id, {
  name: id, slug: id.toLowerCase(), ...flows, scopeMappings: [idp.IdpRef.fromScopeMappingId('openid')], outpost,
});
/** The reference a string token stands for, as the JSON writes it. */
const resolved = (token: string) => `\${${(Tokenization.reverseString(token).firstToken as any).identifier}}`;
const ref = (l1: { terraformResourceType: string; friendlyUniqueId: string }, attr: string) => `\${${l1.terraformResourceType}.${l1.friendlyUniqueId}.${attr}}`;

describe('a full stack', () => {
  test('snapshot: a managed outpost serving applications and providers, a brand with its flows, policies bound as objects', () => {
    const s = stack();
    const outpost = new idp.ManagedOutpost(s, 'Outpost', { name: 'proxies', type: idp.OutpostType.PROXY });
    proxyApp(s, 'Wiki', outpost);
    const grafana = oauthApp(s, 'Grafana');
    outpost.addApplication(grafana);
    const legacy = new idp.ProviderProxy(s, 'Legacy', { name: 'legacy', externalHost: 'https://legacy.example.com', ...l1Flows });
    outpost.addProvider(legacy);
    outpost.addProvider({ protocolProviderId: '42' });

    const login = new idp.StagedFlow(s, 'Login', { name: 'login', slug: 'login', designation: 'authentication' });
    login.addStage(new idp.StageDummy(s, 'Password', { name: 'password' }));
    const logout = new idp.Flow(s, 'Logout', { name: 'logout', slug: 'logout', title: 'Logout', designation: 'invalidation' });
    new idp.FlowBrand(s, 'Brand', {
      domain: 'login.example.com',
      title: 'Example',
      authenticationFlow: login,
      invalidationFlow: logout,
      recoveryFlow: idp.IdpRef.fromFlowUuid('recovery-uuid'),
      defaultApplication: grafana,
    });
    grafana.addPolicy(new idp.PolicyExpression(s, 'OfficeHours', { name: 'office-hours', expression: 'return True' }));
    const json = synth(s);
    expect(json.resource).toMatchSnapshot();
  });
});

describe('ManagedOutpost', () => {
  test('writes nothing it was not given: only the (required) name and provider list', () => {
    const s = stack();
    const outpost = new idp.ManagedOutpost(s, 'Outpost', { name: 'outpost' });
    expect(outpost.resource.node.id).toBe('Resource');
    const json = synth(s);
    expect(only(json, 'idp_outpost')).toEqual({ name: 'outpost', protocol_providers: [] });
  });

  test('the name is required (the provider requires it): omitting it is a construction error naming the prop', () => {
    expect(() => new idp.ManagedOutpost(stack(), 'Bad', {} as any)).toThrow(
      "ManagedOutpost at 'stack/Bad' is invalid:\n  - name: is required, but was not given; expected a string",
    );
    expect(() => new (idp.ManagedOutpost as any)(stack(), 'Bad')).toThrow(
      "ManagedOutpost at 'stack/Bad' is invalid:\n  - name: is required, but was not given; expected a string",
    );
  });

  test('each prop reaches its attribute; the type and config are checked against the spec', () => {
    const s = stack();
    const outpost = new idp.ManagedOutpost(s, 'Outpost', { name: 'ldap', type: 'ldap', serviceConnection: 'sc-uuid', config: { log_level: 'debug' } });
    expect(only(synth(s), 'idp_outpost')).toEqual({ name: 'ldap', type: 'ldap', service_connection: 'sc-uuid', config: '{"log_level":"debug"}', protocol_providers: [] });
    expect(resolved(outpost.outpostUuid)).toBe(ref(outpost.resource, 'id'));
    expect(() => new idp.ManagedOutpost(stack(), 'Bad', { name: 'bad', type: 'socks', config: [1] as any })).toThrow(
      "ManagedOutpost at 'stack/Bad' is invalid:\n  - type: \"socks\" is not one of \"proxy\", \"ldap\", \"radius\", \"rac\"\n  - config: expected an object of named properties, got [1] (a list)",
    );
    // tokens are not judged
    const t = stack();
    // a default the provider accepts, for Terraform's plan; the L2 sees a token and does not judge it
    const kind = new TerraformVariable(t, 'kind', { type: 'string', default: 'ldap' });
    new idp.ManagedOutpost(t, 'O', { name: 'o', type: kind.stringValue, config: { level: new TerraformVariable(t, 'cfg', { type: 'string' }).stringValue } });
    expect(only(synth(t), 'idp_outpost').type).toBe('${var.kind}');
  });

  test('config is an object (as the docs say), written as the JSON text the outpost takes; tokens inside are jsonencoded at apply', () => {
    const s = stack();
    const level = new TerraformVariable(s, 'level', { type: 'string', default: 'debug' });
    const port = new TerraformVariable(s, 'port', { type: 'number', default: 389 });
    new idp.ManagedOutpost(s, 'Known', { name: 'known', config: { log_level: 'info', quoted: 'a "b"', nested: { list: [1, true] } } });
    new idp.ManagedOutpost(s, 'Tokens', { name: 'tokens', config: { log_level: level.stringValue, port: port.numberValue, label: `ldap-${level.stringValue}` } });
    const outposts = synth(s).resource.idp_outpost;
    const byName = (name: string) => Object.values<any>(outposts).find((o) => o.name === name).config;
    // known values: the JSON text itself, the outpost's JSON object
    expect(JSON.parse(byName('known'))).toEqual({ log_level: 'info', quoted: 'a "b"', nested: { list: [1, true] } });
    // each token serialized by Terraform at its place: quoted and escaped with its value at apply
    expect(byName('tokens')).toBe('{"log_level":${jsonencode(var.level)},"port":${jsonencode(var.port)},"label":${jsonencode("ldap-${var.level}")}}');
  });

  test('config given as JSON text (the 0.1 API) or an object that is not JSON is refused, saying what to pass', () => {
    expect(() => new idp.ManagedOutpost(stack(), 'Text', { name: 'text', config: '{"log_level":"debug"}' as any })).toThrow(
      "ManagedOutpost at 'stack/Text' is invalid:\n  - config: expected an object of named properties, got \"{\\\"log_level\\\":\\\"debug\\\"}\" (a string); " +
      'pass the object itself (the construct writes it as JSON), or set JSON text you hold on the L1 (resource.config)',
    );
    const cycle: any = { a: 1 };
    cycle.self = cycle;
    expect(() => new idp.ManagedOutpost(stack(), 'Cycle', { name: 'cycle', config: cycle })).toThrow(
      "ManagedOutpost at 'stack/Cycle' is invalid:\n  - config: cannot be written as JSON: Converting circular structure to JSON",
    );
  });

  test('applications given the outpost, or its L1, join its list: no attachment, in any order of calls', () => {
    const s = stack();
    const outpost = new idp.ManagedOutpost(s, 'Outpost', { name: 'outpost' });
    const legacy = new idp.ProviderProxy(s, 'Legacy', { name: 'legacy', externalHost: 'https://legacy.example.com', ...l1Flows });
    outpost.addProvider(legacy); // before the applications: the list is rendered at synth
    const wiki = proxyApp(s, 'Wiki', outpost);
    const chat = proxyApp(s, 'Chat', outpost.resource);
    const grafana = oauthApp(s, 'Grafana', outpost);
    const json = synth(s);
    expect(json.resource.idp_outpost_provider_attachment).toBeUndefined();
    expect(wiki.outpostAttachment).toBeUndefined();
    expect(only(json, 'idp_outpost').protocol_providers).toEqual([
      ref(legacy, 'id'), ref(wiki.proxyProvider, 'id'), ref(chat.proxyProvider, 'id'), ref(grafana.oauth2Provider, 'id'),
    ]);
    expect(outpost.protocolProviderIds).toHaveLength(4);
  });

  test('addApplication attaches an OAuthApplication (one outpost per application) and lists an L1 application\'s provider', () => {
    const s = stack();
    const outpost = new idp.ManagedOutpost(s, 'Outpost', { name: 'outpost' });
    const grafana = oauthApp(s, 'Grafana');
    outpost.addApplication(grafana);
    const provider = new idp.ProviderOauth2(s, 'P', { name: 'p', clientId: 'p', ...l1Flows });
    const l1 = new idp.Application(s, 'L1App', { name: 'l1', slug: 'l1', protocolProvider: Number(7) });
    const l1WithRef = new idp.Application(s, 'L1Ref', { name: 'l1r', slug: 'l1r', protocolProvider: Number.parseInt('8', 10) });
    outpost.addApplication(l1);
    outpost.addApplication(l1WithRef);
    outpost.addProvider(provider);
    expect(only(synth(s), 'idp_outpost').protocol_providers).toEqual([ref(grafana.oauth2Provider, 'id'), 7, 8, ref(provider, 'id')]);
    // the application now has its outpost
    expect(() => grafana.attachToOutpost(idp.IdpRef.fromOutpostUuid('other'))).toThrow('already served by an outpost');
  });

  test('L1 wiring as documented: an idp.Application takes its provider\'s id through Token.asNumber, and the outpost lists that reference', () => {
    const s = stack();
    const outpost = new idp.ManagedOutpost(s, 'Outpost', { name: 'outpost' });
    const provider = new idp.ProviderOauth2(s, 'P', { name: 'p', clientId: 'p', ...l1Flows });
    const app = new idp.Application(s, 'App', { name: 'app', slug: 'app', protocolProvider: Token.asNumber(provider.providerOauth2Id) });
    outpost.addApplication(app);
    const json = synth(s);
    expect(only(json, 'idp_application').protocol_provider).toBe(ref(provider, 'id'));
    expect(only(json, 'idp_outpost').protocol_providers).toEqual([ref(provider, 'id')]);
    // the same provider added again, as the L1 itself, is the same reference: refused
    expect(() => outpost.addProvider(provider)).toThrow(`the provider (idp_provider_oauth2.${provider.friendlyUniqueId}.id) is already served`);
  });

  test('a provider is listed once, however it was added', () => {
    const s = stack();
    const outpost = new idp.ManagedOutpost(s, 'Outpost', { name: 'outpost' });
    const wiki = proxyApp(s, 'Wiki', outpost);
    expect(() => outpost.addProvider(wiki.proxyProvider)).toThrow(
      `ManagedOutpost.addProvider at 'stack/Outpost': the provider (idp_provider_proxy.${wiki.proxyProvider.friendlyUniqueId}.id) is already served by the outpost 'stack/Outpost' (added by 'stack/Wiki'); an outpost lists a provider once`,
    );
    outpost.addProvider({ protocolProviderId: '42' });
    expect(() => outpost.addProvider({ protocolProviderId: '42' })).toThrow('the provider (42) is already served');
    const grafana = oauthApp(s, 'Grafana', outpost);
    expect(() => outpost.addApplication(grafana)).toThrow("OAuthApplication.attachToOutpost at 'stack/Grafana' is invalid:\n  - outpost: the application is already served by an outpost");
  });

  test('refuses what cannot be listed, naming the method and the path', () => {
    const s = stack();
    const outpost = new idp.ManagedOutpost(s, 'Outpost', { name: 'outpost' });
    const wiki = proxyApp(s, 'Wiki', idp.IdpRef.fromOutpostUuid('elsewhere'));
    expect(() => outpost.addApplication(wiki)).toThrow(
      "ManagedOutpost.addApplication at 'stack/Outpost' is invalid:\n  - application: the ProxyApplication at 'stack/Wiki' is served by the outpost given as its outpost prop; pass this outpost there",
    );
    expect(() => outpost.addApplication({ applicationUuid: 'app-uuid' })).toThrow(
      'application: {"applicationUuid":"app-uuid"} (an object) has no provider known to this app; pass its provider to addProvider',
    );
    const bare = new idp.Application(s, 'Bare', { name: 'b', slug: 'b' });
    expect(() => outpost.addApplication(bare)).toThrow("application: the idp.Application at 'stack/Bare' has no protocolProvider; pass its provider to addProvider");
    expect(() => outpost.addProvider({ protocolProviderId: 'abc' })).toThrow(
      "ManagedOutpost.addProvider at 'stack/Outpost' is invalid:\n  - provider: protocolProviderId \"abc\" is not an integer id",
    );
    expect(() => outpost.addProvider('42' as any)).toThrow('provider: expected an idp.IProtocolProvider (an idp.ProviderOauth2 or idp.ProviderProxy;');
    // an attachment to the managed outpost by its uuid would fight its list
    expect(() => oauthApp(s, 'ByUuid', idp.IdpRef.fromOutpostUuid(outpost.outpostUuid))).toThrow(
      'is created in this app, so its protocolProviders list manages the providers it serves and an attachment would undo it at every apply; pass the outpost itself (the idp.Outpost or idp.ManagedOutpost) instead',
    );
  });

  test('a provider list replaced through the escape hatch fails at synth rather than dropping the providers', () => {
    const s = stack();
    const outpost = new idp.ManagedOutpost(s, 'Outpost', { name: 'outpost' });
    outpost.addProvider({ protocolProviderId: '42' });
    outpost.resource.protocolProviders = [1];
    expect(() => Testing.synth(s, true)).toThrow(/ManagedOutpost: the protocolProviders of 'stack\/Outpost\/Resource' were replaced through the escape hatch, so the 1 provider\(s\) added here are not written/);
    // without providers added, the escape hatch is the list
    const t = stack();
    new idp.ManagedOutpost(t, 'Outpost', { name: 'outpost' }).resource.protocolProviders = [1];
    expect(only(synth(t), 'idp_outpost').protocol_providers).toEqual([1]);
  });

  test('removing one add call leaves every address unchanged', () => {
    const build = (withLegacy: boolean) => {
      const s = stack();
      const outpost = new idp.ManagedOutpost(s, 'Outpost', { name: 'outpost' });
      if (withLegacy) outpost.addProvider(new idp.ProviderProxy(s, 'Legacy', { name: 'legacy', externalHost: 'https://legacy.example.com', ...l1Flows }));
      proxyApp(s, 'Wiki', outpost);
      return synth(s);
    };
    const all = build(true);
    const fewer = build(false);
    for (const type of ['idp_outpost', 'idp_application', 'idp_provider_proxy']) {
      const kept = Object.keys(fewer.resource[type]);
      expect(Object.keys(all.resource[type])).toEqual(expect.arrayContaining(kept));
    }
    expect(only(fewer, 'idp_outpost').protocol_providers).toHaveLength(1);
  });

  test('the HCL quotes the references of the list (a bare ${...} is not HCL)', () => {
    const s = stack();
    const outpost = new idp.ManagedOutpost(s, 'Outpost', { name: 'outpost' });
    const wiki = proxyApp(s, 'Wiki', outpost);
    outpost.addProvider({ protocolProviderId: '42' });
    const hcl = String(Testing.synthHcl(s, false));
    expect(hcl).toContain(`"\${idp_provider_proxy.${wiki.proxyProvider.friendlyUniqueId}.id}",\n"42"`);
  });

  test('is accepted wherever an idp.IOutpost is', () => {
    const s = stack();
    const outpost = new idp.ManagedOutpost(s, 'Outpost', { name: 'outpost' });
    const asInterface: idp.IOutpost = outpost;
    const app = oauthApp(s, 'Grafana');
    expect(app.attachToOutpost(asInterface)).toBeUndefined();
    expect(only(synth(s), 'idp_outpost').protocol_providers).toEqual([ref(app.oauth2Provider, 'id')]);
  });
});

describe('FlowBrand', () => {
  test('writes only the domain when nothing else is given', () => {
    const s = stack();
    const brand = new idp.FlowBrand(s, 'Brand', { domain: 'example.com' });
    expect(brand.resource.node.id).toBe('Resource');
    expect(only(synth(s), 'idp_brand')).toEqual({ domain: 'example.com' });
    expect(resolved(brand.brandUuid)).toBe(ref(brand.resource, 'id'));
  });

  test('attributes holding tokens: each is jsonencoded at its place, so a value with quotes stays JSON', () => {
    const s = stack();
    const theme = new TerraformVariable(s, 'theme', { type: 'string', default: 'the "dark" one' });
    const cas = new TerraformVariable(s, 'cas', { type: 'list(string)', default: ['a'] });
    new idp.FlowBrand(s, 'Brand', { domain: 'example.com', attributes: { settings: { theme: theme.stringValue, fixed: 'a "b"' }, cas: cas.listValue } });
    expect(only(synth(s), 'idp_brand').attributes).toBe('{"settings":{"theme":${jsonencode(var.theme)},"fixed":"a \\"b\\""},"cas":${jsonencode(var.cas)}}');
    const cycle: any = {};
    cycle.self = cycle;
    expect(() => new idp.FlowBrand(stack(), 'Cycle', { domain: 'example.com', attributes: cycle })).toThrow(
      "FlowBrand at 'stack/Cycle' is invalid:\n  - attributes: cannot be written as JSON: Converting circular structure to JSON",
    );
  });

  test('each flow role and field reaches its attribute', () => {
    const s = stack();
    const app = oauthApp(s, 'Grafana');
    const f = (role: string) => idp.IdpRef.fromFlowUuid(`${role}-uuid`);
    new idp.FlowBrand(s, 'Brand', {
      domain: 'login.example.com',
      default: true,
      title: 'Example',
      logo: '/static/logo.svg',
      favicon: '/static/favicon.ico',
      customCss: 'body { color: red; }',
      defaultFlowBackground: '/static/bg.jpg',
      authenticationFlow: f('authentication'),
      invalidationFlow: f('invalidation'),
      recoveryFlow: f('recovery'),
      unenrollmentFlow: f('unenrollment'),
      userSettingsFlow: f('user-settings'),
      deviceCodeFlow: f('device-code'),
      webCertificate: 'cert-uuid',
      clientCertificates: ['ca-1', 'ca-2'],
      defaultApplication: app,
      attributes: { settings: { theme: 'dark' } },
    });
    expect(only(synth(s), 'idp_brand')).toEqual({
      domain: 'login.example.com',
      default: true,
      branding_title: 'Example',
      branding_logo: '/static/logo.svg',
      branding_favicon: '/static/favicon.ico',
      branding_custom_css: 'body { color: red; }',
      branding_default_flow_background: '/static/bg.jpg',
      flow_authentication: 'authentication-uuid',
      flow_invalidation: 'invalidation-uuid',
      flow_recovery: 'recovery-uuid',
      flow_unenrollment: 'unenrollment-uuid',
      flow_user_settings: 'user-settings-uuid',
      flow_device_code: 'device-code-uuid',
      web_certificate: 'cert-uuid',
      client_certificates: ['ca-1', 'ca-2'],
      default_application: ref(app.resource, 'uuid'),
      attributes: '{"settings":{"theme":"dark"}}',
    });
  });

  test('takes every kind of idp.IFlow and idp.IApplication', () => {
    const s = stack();
    const staged = new idp.StagedFlow(s, 'Login', { name: 'login', slug: 'login', designation: 'authentication' });
    const l1 = new idp.Flow(s, 'Logout', { name: 'logout', slug: 'logout', title: 'Logout', designation: 'invalidation' });
    const data = new idp.DataIdpFlow(s, 'Recovery', { slug: 'default-recovery-flow' });
    const proxy = proxyApp(s, 'Wiki', idp.IdpRef.fromOutpostUuid('o'));
    const l1App = new idp.Application(s, 'Plain', { name: 'plain', slug: 'plain' });
    new idp.FlowBrand(s, 'A', { domain: 'a.example.com', authenticationFlow: staged, invalidationFlow: l1, recoveryFlow: data, defaultApplication: proxy });
    new idp.FlowBrand(s, 'B', { domain: 'b.example.com', defaultApplication: l1App });
    const json = synth(s);
    const [a, b] = Object.values<any>(json.resource.idp_brand);
    expect(a).toMatchObject({
      flow_authentication: ref(staged.resource, 'uuid'),
      flow_invalidation: ref(l1, 'uuid'),
      flow_recovery: `\${data.idp_flow.${data.friendlyUniqueId}.id}`, // the data source's id is the flow's uuid
      default_application: ref(proxy.resource, 'uuid'),
    });
    expect(b.default_application).toBe(ref(l1App, 'uuid'));
  });

  test('refuses a flow whose designation is known and is not its role\'s, naming both; takes one that is', () => {
    const s = stack();
    const enrollment = new idp.StagedFlow(s, 'Enroll', { name: 'enroll', slug: 'enroll', designation: 'enrollment' });
    const recovery = new idp.Flow(s, 'Recovery', { name: 'r', slug: 'r', title: 'R', designation: 'recovery' });
    const lookup = new idp.DataIdpFlow(s, 'Lookup', { designation: 'invalidation' });
    expect(() => new idp.FlowBrand(s, 'Brand', { domain: 'example.com', authenticationFlow: enrollment, recoveryFlow: recovery, unenrollmentFlow: lookup })).toThrow(
      "FlowBrand at 'stack/Brand' is invalid:\n"
      + '  - authenticationFlow: a StagedFlow construct at \'stack/Enroll\' is a flow of designation "enrollment", but the brand runs its authenticationFlow as a flow of designation "authentication"; give a flow of designation "authentication"\n'
      + '  - unenrollmentFlow: a DataIdpFlow construct at \'stack/Lookup\' is a flow of designation "invalidation", but the brand runs its unenrollmentFlow as a flow of designation "unenrollment"; give a flow of designation "unenrollment"',
    );
    const brand = new idp.FlowBrand(s, 'Ok', { domain: 'example.com', recoveryFlow: recovery });
    expect(warnings(brand)).toEqual([]);
    synth(s);
  });

  test('rejects bad props, all problems in one error naming the path', () => {
    expect(() => new idp.FlowBrand(stack(), 'Bad', { domain: 7 as any, authenticationFlow: 'flow-uuid' as any, default: 'true' as any, attributes: [1] as any })).toThrow(
      "FlowBrand at 'stack/Bad' is invalid:\n  - domain: expected a string, got 7 (a number)\n  - default: expected a boolean (true or false), got \"true\" (a string)\n" +
      '  - authenticationFlow: expected an idp.IFlow (an idp.Flow, idp.DataIdpFlow or idp.StagedFlow; idp.IdpRef.fromFlowUuid(uuid) for a flow outside the app), got "flow-uuid" (a string)\n' +
      '  - attributes: expected an object of named properties, got [1] (a list)',
    );
    expect(() => new idp.FlowBrand(stack(), 'Bad', undefined as any)).toThrow("FlowBrand at 'stack/Bad' is invalid:\n  - domain: is required, but was not given; expected a string");
  });
});

describe('policies are objects: each policy L1 is an idp.IPolicy where the L2s bind policies', () => {
  const policies = (s: TerraformStack): Array<[string, idp.IPolicy]> => [
    ['PolicyExpression', new idp.PolicyExpression(s, 'Expression', { name: 'expression', expression: 'return True' })],
    ['PolicyDummy', new idp.PolicyDummy(s, 'Dummy', { name: 'dummy' })],
    ['PolicyEventMatcher', new idp.PolicyEventMatcher(s, 'Matcher', { name: 'matcher', action: 'login_failed' })],
  ];
  const binders: Array<[string, (s: TerraformStack) => { addPolicy(p: idp.IPolicy): unknown }]> = [
    ['OAuthApplication.addPolicy', (s) => oauthApp(s, 'App')],
    ['ProxyApplication.addPolicy', (s) => proxyApp(s, 'App', idp.IdpRef.fromOutpostUuid('o'))],
    ['NotificationRoute.addPolicy', (s) => new idp.NotificationRoute(s, 'App', { name: 'route', notifyEventUser: true })],
  ];
  test.each(binders)('%s takes PolicyExpression, PolicyDummy and PolicyEventMatcher directly', (_name, make) => {
    const s = stack();
    const target = make(s);
    const given = policies(s);
    for (const [, policy] of given) target.addPolicy(policy);
    const json = synth(s);
    const bound = Object.values<any>(json.resource.idp_policy_binding).map((b) => b.policy).sort();
    expect(bound).toEqual(given.map(([, p]) => ref(p as any, 'id')).sort());
    // construct ids follow the policy bound
    expect(Object.keys(json.resource.idp_policy_binding).every((k) => k.startsWith('App_Policy-idp_policy_'))).toBe(true);
  });
});

describe('StagedFlow.addStage policies: a stage runs only for users its policies let through', () => {
  const login = (s: TerraformStack) => new idp.StagedFlow(s, 'Login', { name: 'login', slug: 'login', designation: 'authentication' });

  test('each policy is bound to the stage binding (its uuid), in the order given, and every one must pass', () => {
    const s = stack();
    const flow = login(s);
    const mfa = new idp.PolicyExpression(s, 'Outside', { name: 'outside-office', expression: 'return not ak_client_ip.is_private' });
    const dummy = new idp.PolicyDummy(s, 'Dummy', { name: 'dummy' });
    flow.addStage(idp.IdpRef.fromStageId('identification'));
    const binding = flow.addStage(idp.IdpRef.fromStageId('totp'), { policies: [mfa, idp.IdpRef.fromPolicyUuid('remote-uuid'), dummy] });
    const json = synth(s);
    const stageBindings = json.resource.idp_flow_stage_binding;
    // the binding with policies: mode all; the one without: the engine mode is not written
    expect(stageBindings[binding.friendlyUniqueId].policy_engine_mode).toBe('all');
    const other = Object.entries<any>(stageBindings).find(([k]) => k !== binding.friendlyUniqueId)![1];
    expect(other).not.toHaveProperty('policy_engine_mode');
    const policyBindings = Object.entries<any>(json.resource.idp_policy_binding);
    expect(policyBindings.map(([, b]) => [b.policy, b.order, b.target]).sort((x, y) => x[1] - y[1])).toEqual([
      [ref(mfa, 'id'), 0, ref(binding, 'id')],
      ['remote-uuid', 10, ref(binding, 'id')],
      [ref(dummy, 'id'), 20, ref(binding, 'id')],
    ]);
    // construct ids: children of the stage binding, named after the policy
    expect(policyBindings.map(([k]) => k).every((k) => k.startsWith('Login_Stage-totp_Policy-'))).toBe(true);
  });

  test('policies are judged when the stage is reached, the user known: not at plan time, and again at the stage', () => {
    const s = stack();
    const flow = login(s);
    const plain = flow.addStage(idp.IdpRef.fromStageId('identification'));
    const totp = flow.addStage(idp.IdpRef.fromStageId('totp'), { policies: [new idp.PolicyDummy(s, 'Members', { name: 'members' })] });
    const bindings = synth(s).resource.idp_flow_stage_binding;
    expect(bindings[totp.friendlyUniqueId]).toMatchObject({ evaluate_on_plan: false, re_evaluate_policies: true });
    // a stage without policies: neither attribute is written (nothing to judge; the identity system's defaults)
    expect(bindings[plain.friendlyUniqueId]).not.toHaveProperty('evaluate_on_plan');
    expect(bindings[plain.friendlyUniqueId]).not.toHaveProperty('re_evaluate_policies');
  });

  test('evaluateOnPlan chooses plan-time evaluation, with or without policies; a token is written with its negation', () => {
    const s = stack();
    const flow = login(s);
    const onPlan = flow.addStage(idp.IdpRef.fromStageId('a'), { policies: [new idp.PolicyDummy(s, 'D', { name: 'd' })], evaluateOnPlan: true });
    // policies bound by the user's own idp.PolicyBinding: judged at the stage when asked
    const own = flow.addStage(idp.IdpRef.fromStageId('b'), { evaluateOnPlan: false });
    const variable = new TerraformVariable(s, 'on_plan', { type: 'bool' });
    const token = flow.addStage(idp.IdpRef.fromStageId('c'), { policies: [idp.IdpRef.fromPolicyUuid('p')], evaluateOnPlan: variable.booleanValue as any });
    const bindings = synth(s).resource.idp_flow_stage_binding;
    expect(bindings[onPlan.friendlyUniqueId]).toMatchObject({ evaluate_on_plan: true, re_evaluate_policies: false });
    expect(bindings[own.friendlyUniqueId]).toMatchObject({ evaluate_on_plan: false, re_evaluate_policies: true });
    expect(bindings[token.friendlyUniqueId]).toMatchObject({ evaluate_on_plan: '${var.on_plan}', re_evaluate_policies: '${!var.on_plan}' });
  });

  test('evaluateOnPlan of the wrong kind is refused, naming the option', () => {
    const s = stack();
    expect(() => login(s).addStage(idp.IdpRef.fromStageId('x'), { evaluateOnPlan: 'false' as any })).toThrow(
      "StagedFlow.addStage at 'stack/Login' is invalid:\n  - evaluateOnPlan: expected a boolean (true or false), got \"false\" (a string)");
  });

  test('policyEngineMode overrides the mode, with or without policies', () => {
    const s = stack();
    const flow = login(s);
    const any = flow.addStage(idp.IdpRef.fromStageId('a'), { policies: [new idp.PolicyDummy(s, 'D', { name: 'd' })], policyEngineMode: 'any' });
    const all = flow.addStage(idp.IdpRef.fromStageId('b'), { policyEngineMode: idp.FlowStageBindingPolicyEngineMode.ALL });
    const json = synth(s);
    expect(json.resource.idp_flow_stage_binding[any.friendlyUniqueId].policy_engine_mode).toBe('any');
    expect(json.resource.idp_flow_stage_binding[all.friendlyUniqueId].policy_engine_mode).toBe('all');
  });

  test('removing one policy leaves the other policy bindings\' addresses unchanged', () => {
    const addresses = (withFirst: boolean) => {
      const s = stack();
      const a = new idp.PolicyDummy(s, 'A', { name: 'a' });
      const b = new idp.PolicyDummy(s, 'B', { name: 'b' });
      login(s).addStage(idp.IdpRef.fromStageId('x'), { policies: withFirst ? [a, b] : [b] });
      return Object.keys(synth(s).resource.idp_policy_binding);
    };
    const [, second] = addresses(true);
    expect(addresses(false)).toEqual([second]);
  });

  test('rejects a policy given twice, a string where a policy belongs and an unknown engine mode, in one error naming the path', () => {
    const s = stack();
    const flow = login(s);
    const p = new idp.PolicyDummy(s, 'P', { name: 'p' });
    let message = '';
    try {
      flow.addStage(idp.IdpRef.fromStageId('x'), { policies: [p, 'policy-uuid' as any, p], policyEngineMode: 'every' });
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message).toContain("StagedFlow.addStage at 'stack/Login'");
    expect(message).toContain('policies[1]: expected an idp.IPolicy');
    expect(message).toContain('policies[2]: the policy of policies[0] again; a policy is bound to a stage once');
    expect(message).toContain('policyEngineMode: "every" is not one of "all", "any"');
    expect(flow.stageBindings).toEqual([]);
  });
});
