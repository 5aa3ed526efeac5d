import { Testing, TerraformOutput, TerraformStack, TerraformVariable, Token } from 'cdktf';
import { idp, repo } from '../../src';
import { synthChecked as synth, warningsOf as warnings } from '../support/l2';

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

describe('OAuthApplication', () => {
  test('composes provider, application, bindings in a stable order and the outpost attachment', () => {
    const s = stack();
    const app = new idp.OAuthApplication(s, 'Grafana', {
      name: 'Grafana',
      slug: 'grafana',
      ...flows,
      redirectUris: ['https://grafana.example.com/login'],
      outpost: idp.IdpRef.fromOutpostUuid('outpost-uuid'),
      icon: 'https://grafana.example.com/icon.svg',
      launchUrl: 'https://grafana.example.com',
    });
    app.addRedirectUri('https://grafana\\.example\\.com/.*', idp.RedirectUriMatching.REGEX);
    app.allowGroup(idp.IdpRef.fromGroupUuid('admins-uuid'));
    app.addPolicy(idp.IdpRef.fromPolicyUuid('office-hours-uuid'));
    const json = synth(s);
    expect(json.resource).toMatchSnapshot();
    // orders follow the calls (0, 10); construct ids follow what is bound
    expect(app.bindings.map((b) => [b.node.id, b.orderInput, b.groupInput ?? b.policyInput])).toEqual([
      ['AllowGroup-admins-uuid', 0, 'admins-uuid'], ['Policy-office-hours-uuid', 10, 'office-hours-uuid'],
    ]);
    expect(Object.keys(json.resource.idp_policy_binding)).toHaveLength(2);
    const provider = Object.values<any>(json.resource.idp_provider_oauth2)[0];
    expect(provider.client_id).toBe('grafana');
    expect(provider.client_secret).toBeUndefined();
    expect(provider.allowed_redirect_uris).toEqual([
      { url: 'https://grafana.example.com/login', matching_mode: 'strict' },
      { url: 'https://grafana\\.example\\.com/.*', matching_mode: 'regex' },
    ]);
    expect(app.resource.node.id).toBe('Resource');
    expect(Object.values<any>(json.resource.idp_application)[0]).toMatchObject({
      // one group and a policy: the group's members who pass the policy
      meta_icon: 'https://grafana.example.com/icon.svg', meta_launch_url: 'https://grafana.example.com', policy_engine_mode: 'all',
    });
  });

  test('exposes the client secret as a sensitive reference, never a literal', () => {
    const s = stack();
    const app = new idp.OAuthApplication(s, 'App', { name: 'a', slug: 'a', ...flows });
    new TerraformOutput(s, 'secret', { value: app.clientSecret, sensitive: true });
    const json = synth(s);
    expect(json.output.secret.sensitive).toBe(true);
    expect(json.output.secret.value).toMatch(/^\$\{idp_provider_oauth2\.App_Provider_[0-9A-F]{8}\.client_secret\}$/);
    expect(() => new idp.OAuthApplication(stack(), 'Bad', { name: 'b', slug: 'b', ...flows, clientSecret: 'hunter2' })).toThrow(
      /OAuthApplication at 'stack\/Bad' is invalid:\n {2}- clientSecret: a literal client secret would be written to cdk.tf.json/,
    );
    const v = new TerraformVariable(s, 'cs', { type: 'string', sensitive: true });
    new idp.OAuthApplication(s, 'WithVar', { name: 'w', slug: 'w', ...flows, clientSecret: v.stringValue });
    const secrets = Object.values<any>(synth(s).resource.idp_provider_oauth2).map((p) => p.client_secret);
    expect(secrets).toEqual([undefined, '${var.cs}']);
  });

  test('rejects bad props when created, all problems in one message', () => {
    expect(() => new idp.OAuthApplication(stack(), 'Bad', { name: 'b', slug: 'b', ...flows, clientType: 'secretive', redirectUris: ['not a url'] })).toThrow(
      'clientType: "secretive" is not one of "confidential", "public"\n  - redirectUris: "not a url" is not an absolute URI',
    );
    const app = new idp.OAuthApplication(stack(), 'A', { name: 'a', slug: 'a', ...flows });
    expect(() => app.addRedirectUri('([', 'regex')).toThrow('is not a valid regular expression');
    expect(() => app.addRedirectUri('https://x', 'fuzzy')).toThrow('matching: "fuzzy" is not one of "strict", "regex"');
    app.attachToOutpost(idp.IdpRef.fromOutpostUuid('o'));
    expect(() => app.attachToOutpost(idp.IdpRef.fromOutpostUuid('o2'))).toThrow('is already served by an outpost');
  });
});

describe('ProxyApplication', () => {
  test('proxy provider, application and outpost attachment', () => {
    const s = stack();
    const wiki = new idp.ProxyApplication(s, 'Wiki', {
      name: 'Wiki',
      slug: 'wiki',
      externalHost: 'https://wiki.example.com',
      internalHost: 'http://wiki.internal:8080',
      ...flows,
      outpost: idp.IdpRef.fromOutpostUuid('outpost-uuid'),
    });
    wiki.allowGroup(idp.IdpRef.fromGroupUuid('staff'));
    const json = synth(s);
    expect(json.resource).toMatchSnapshot();
    expect(Object.values<any>(json.resource.idp_provider_proxy)[0]).toMatchObject({ mode: 'proxy', external_host: 'https://wiki.example.com' });
  });

  test('checks the mode and the hosts it needs', () => {
    expect(() => new idp.ProxyApplication(stack(), 'P', { name: 'p', slug: 'p', externalHost: 'wiki', mode: 'reverse', ...flows, outpost: idp.IdpRef.fromOutpostUuid('o') })).toThrow(
      'mode: "reverse" is not one of "proxy", "forward_single", "forward_domain"\n  - externalHost: "wiki" is not an absolute http(s) URL',
    );
    expect(() => new idp.ProxyApplication(stack(), 'P', { name: 'p', slug: 'p', externalHost: 'https://w', ...flows, outpost: idp.IdpRef.fromOutpostUuid('o') })).toThrow(
      'internalHost: is required in proxy mode',
    );
    expect(() => new idp.ProxyApplication(stack(), 'P', { name: 'p', slug: 'p', externalHost: 'https://w', mode: 'forward_single', cookieDomain: 'example.com', ...flows, outpost: idp.IdpRef.fromOutpostUuid('o') })).toThrow(
      'cookieDomain: is used in forward_domain mode only',
    );
    // a token is never judged: the mode may be a variable
    const s = stack();
    const mode = new TerraformVariable(s, 'mode', { type: 'string' });
    expect(() => new idp.ProxyApplication(s, 'T', { name: 't', slug: 't', externalHost: 'https://t.example.com', mode: mode.stringValue, cookieDomain: 'example.com', ...flows, outpost: idp.IdpRef.fromOutpostUuid('o') })).not.toThrow();
  });
});

describe('NotificationRoute', () => {
  test('an event rule with its transports', () => {
    const s = stack();
    const route = new idp.NotificationRoute(s, 'Alerts', { name: 'alerts', severity: 'alert', group: idp.IdpRef.fromGroupUuid('admins') });
    route.matchEvents({ action: 'login_failed' });
    const url = new TerraformVariable(s, 'slack_url', { type: 'string', sensitive: true });
    route.addSlackWebhook(url.stringValue);
    route.addEmail({ subjectPrefix: '[idp]' });
    route.addLocal();
    const json = synth(s);
    expect(json.resource).toMatchSnapshot();
    const rule = Object.values<any>(json.resource.idp_event_rule)[0];
    expect(rule.transports).toHaveLength(3);
    expect(rule).toMatchObject({ severity: 'alert', destination_group: 'admins', destination_event_user: false });
    // events are selected by an event matcher bound to the rule
    const matcher = Object.entries<any>(json.resource.idp_policy_event_matcher);
    expect(matcher).toHaveLength(1);
    expect(matcher[0][1]).toMatchObject({ name: 'alerts-Match-login_failed', action: 'login_failed' });
    const binding = Object.values<any>(json.resource.idp_policy_binding)[0];
    expect(binding.policy).toBe(`\${idp_policy_event_matcher.${matcher[0][0]}.id}`);
    expect(binding.target).toMatch(/^\$\{idp_event_rule\.Alerts_[0-9A-F]{8}\.id\}$/);
    // transports are named after their ids; a webhook's id never holds its URL
    expect(route.transports.map((t) => t.node.id)).toEqual(['SlackWebhook-var_slack_url', 'Email-idp', 'Local']);
    expect(Object.values<any>(json.resource.idp_event_transport).map((t) => t.name).sort()).toEqual(['alerts-Email-idp', 'alerts-Local', 'alerts-SlackWebhook-var_slack_url']);
    const literal = new idp.NotificationRoute(stack(), 'L', { name: 'l', notifyEventUser: true }).addWebhook('https://hooks.example.com/T0/B0/secret-part');
    expect(literal.node.id).toMatch(/^Webhook-[0-9a-f]{12}$/);
  });

  test('a route that never fires or notifies no one fails synth; a bad severity or URL fails when created', () => {
    const s = stack();
    new idp.NotificationRoute(s, 'Empty', { name: 'empty' });
    expect(() => Testing.synth(s, true)).toThrow(/no policy selects events, so the route never fires[^]*no group and notifyEventUser false, so no one is notified/);
    const s2 = stack();
    const ok = new idp.NotificationRoute(s2, 'UserOnly', { name: 'u', notifyEventUser: true });
    ok.addPolicy(idp.IdpRef.fromPolicyUuid('matcher-uuid'));
    expect(() => Testing.synth(s2, true)).not.toThrow();
    expect(() => new idp.NotificationRoute(stack(), 'R', { name: 'r', severity: 'panic' })).toThrow('severity: "panic" is not one of "notice", "warning", "alert"');
    const r = new idp.NotificationRoute(stack(), 'R', { name: 'r' });
    expect(() => r.addWebhook('hooks.example.com')).toThrow("NotificationRoute.addWebhook at 'stack/R' is invalid:\n  - url: \"hooks.example.com\" is not an absolute http(s) URL");
  });

  test('a route without transports warns that notifications only show in the user interface', () => {
    const s = stack();
    const route = new idp.NotificationRoute(s, 'UiOnly', { name: 'ui', notifyEventUser: true });
    route.matchEvents({ model: 'user' });
    synth(s);
    expect(warnings(route)).toEqual([expect.stringContaining('no transport, so notifications only show in the identity system\'s user interface')]);
  });
});

describe('StagedFlow', () => {
  test('binds stages in the order they are added, or at the order given', () => {
    const s = stack();
    const login = new idp.StagedFlow(s, 'Login', { name: 'login', slug: 'login', designation: 'authentication' });
    login.addStage(idp.IdpRef.fromStageId('identification'));
    login.addStage(idp.IdpRef.fromStageId('password'));
    login.addStage(idp.IdpRef.fromStageId('mfa'), { order: 15 });
    const json = synth(s);
    expect(json.resource).toMatchSnapshot();
    expect(login.stageBindings.map((b) => [b.stageInput, b.orderInput])).toEqual([
      ['identification', 10], ['password', 20], ['mfa', 15],
    ]);
    expect(() => login.addStage(idp.IdpRef.fromStageId('again'), { order: 20 })).toThrow("a stage is already bound at order 20 ('Stage-password')");
    expect(() => login.addStage(idp.IdpRef.fromStageId('password'), { order: 30 })).toThrow(
      "StagedFlow.addStage at 'stack/Login' is invalid:\n  - stage: is already bound to this flow at order 20 ('Stage-password'); to bind the same stage again, give its binding another id");
    // a read-only view: changing it changes nothing
    login.stageBindings.pop();
    expect(login.stageBindings).toHaveLength(3);
    expect(() => new idp.StagedFlow(stack(), 'F', { name: 'f', slug: 'f', designation: 'login' })).toThrow('designation: "login" is not one of');
  });
});

describe('access rules: what is bound decides the policy engine mode, unless it is given', () => {
  const modeOf = (setup: (app: idp.OAuthApplication) => void, policyEngineMode?: string) => {
    const s = stack();
    const app = new idp.OAuthApplication(s, 'App', { name: 'a', slug: 'a', ...flows, policyEngineMode });
    setup(app);
    return Object.values<any>(synth(s).resource.idp_application)[0].policy_engine_mode;
  };
  const group = (g: string) => idp.IdpRef.fromGroupUuid(g);
  const policy = (p: string) => idp.IdpRef.fromPolicyUuid(p);

  test('groups only: a member of any of them (any)', () => {
    expect(modeOf((a) => { a.allowGroup(group('g1')); a.allowGroup(group('g2')); })).toBe('any');
  });
  test('policies only: every policy must pass (all)', () => {
    expect(modeOf((a) => { a.addPolicy(policy('p1')); a.addPolicy(policy('p2')); })).toBe('all');
  });
  test('one group and a policy: the members who pass the policy (all), not everyone who passes it', () => {
    expect(modeOf((a) => { a.allowGroup(group('admins')); a.addPolicy(policy('office-hours')); })).toBe('all');
  });
  test('nothing bound: the package default (any)', () => {
    expect(modeOf(() => undefined)).toBe('any');
  });
  test('several groups and a policy cannot be said with one engine mode: synth fails and says what to do', () => {
    const s = stack();
    const app = new idp.OAuthApplication(s, 'App', { name: 'a', slug: 'a', ...flows });
    app.allowGroup(group('g1'));
    app.allowGroup(group('g2'));
    app.addPolicy(policy('p'));
    expect(() => Testing.synth(s, true)).toThrow('2 groups and 1 policies are bound, but one policy engine cannot admit');
  });
  test('an explicit mode is kept as given, whatever is bound', () => {
    expect(modeOf((a) => { a.allowGroup(group('g1')); a.allowGroup(group('g2')); a.addPolicy(policy('p')); }, 'any')).toBe('any');
  });
  test('the proxy application follows the same rules', () => {
    const s = stack();
    const wiki = new idp.ProxyApplication(s, 'Wiki', { name: 'w', slug: 'w', externalHost: 'https://w.example.com', internalHost: 'http://w:80', ...flows, outpost: idp.IdpRef.fromOutpostUuid('o') });
    wiki.allowGroup(group('staff'));
    wiki.addPolicy(policy('vpn'));
    expect(Object.values<any>(synth(s).resource.idp_application)[0].policy_engine_mode).toBe('all');
  });
  test('every binding method refuses an order that is taken', () => {
    const app = new idp.OAuthApplication(stack(), 'App', { name: 'a', slug: 'a', ...flows });
    app.allowGroup(group('g1')); // order 0
    expect(() => app.addPolicy(policy('p'), { order: 0 })).toThrow("OAuthApplication.addPolicy at 'stack/App' is invalid:\n  - order: 0 is already taken by 'AllowGroup-g1'");
    expect(() => app.allowGroup(group('g2'), { order: 0 })).toThrow('order: 0 is already taken');
    const route = new idp.NotificationRoute(stack(), 'R', { name: 'r', notifyEventUser: true });
    route.addPolicy(policy('m1'), { order: 5 });
    expect(() => route.addPolicy(policy('m2'), { order: 5 })).toThrow('order: 5 is already taken');
  });
});

describe('stable addresses', () => {
  /** Terraform addresses (type.name) of what an app builds, with some calls left out. */
  const addresses = (skip: string[]) => {
    const s = stack();
    const admins = new idp.Group(s, 'admins', { name: 'admins' });
    const staff = new idp.Group(s, 'staff', { name: 'staff' });
    const app = new idp.OAuthApplication(s, 'App', { name: 'a', slug: 'a', ...flows, policyEngineMode: 'any' });
    if (!skip.includes('admins')) app.allowGroup(idp.IdpRef.fromGroupUuid(admins.groupId));
    app.allowGroup(idp.IdpRef.fromGroupUuid(staff.groupId));
    app.addPolicy(idp.IdpRef.fromPolicyUuid('office-hours'));
    const login = new idp.StagedFlow(s, 'Login', { name: 'l', slug: 'l', designation: 'authentication' });
    if (!skip.includes('identification')) login.addStage(idp.IdpRef.fromStageId('identification'));
    login.addStage(idp.IdpRef.fromStageId('password'));
    const route = new idp.NotificationRoute(s, 'Route', { name: 'r', notifyEventUser: true });
    route.matchEvents({ action: 'login_failed' });
    if (!skip.includes('email')) route.addEmail();
    route.addLocal();
    const json = synth(s);
    return ['idp_policy_binding', 'idp_flow_stage_binding', 'idp_event_transport'].flatMap((t) => Object.keys(json.resource[t]).map((n) => `${t}.${n}`));
  };

  test('removing one add call leaves the other children\'s Terraform addresses unchanged', () => {
    const all = addresses([]);
    const fewer = addresses(['admins', 'identification', 'email']);
    expect(fewer.length).toBe(all.length - 3);
    expect(all).toEqual(expect.arrayContaining(fewer));
  });

  test('ids derive from what is bound, a reference by its Terraform expression; an explicit id wins', () => {
    const s = stack();
    const admins = new idp.Group(s, 'admins', { name: 'admins' });
    const app = new idp.OAuthApplication(s, 'App', { name: 'a', slug: 'a', ...flows });
    expect(app.allowGroup(idp.IdpRef.fromGroupUuid(admins.groupId)).node.id).toBe('AllowGroup-idp_group_admins_id');
    expect(app.addPolicy(idp.IdpRef.fromPolicyUuid('p'), { id: 'OfficeHours' }).node.id).toBe('OfficeHours');
    expect(() => app.allowGroup(idp.IdpRef.fromGroupUuid(admins.groupId))).toThrow("a child with id 'AllowGroup-idp_group_admins_id' already exists (the same thing added twice, or another child given that id");
    expect(() => app.allowGroup(idp.IdpRef.fromGroupUuid(`${admins.groupId}-${admins.name}`))).toThrow('pass an explicit id');
  });
});

describe('outposts: one place manages what an outpost serves', () => {
  test('an outpost created in the app lists the provider itself, with no attachment', () => {
    const s = stack();
    const outpost = new idp.Outpost(s, 'proxy_outpost', { name: 'proxies', protocolProviders: [] });
    const wiki = new idp.ProxyApplication(s, 'Wiki', { name: 'w', slug: 'w', externalHost: 'https://w.example.com', internalHost: 'http://w:80', ...flows, outpost: outpost });
    const grafana = new idp.OAuthApplication(s, 'Grafana', { name: 'g', slug: 'g', ...flows, outpost: outpost });
    const json = synth(s);
    expect(json.resource.idp_outpost_provider_attachment).toBeUndefined();
    expect(wiki.outpostAttachment).toBeUndefined();
    expect(json.resource.idp_outpost.proxy_outpost.protocol_providers).toEqual([
      `\${idp_provider_proxy.${wiki.proxyProvider.friendlyUniqueId}.id}`,
      `\${idp_provider_oauth2.${grafana.oauth2Provider.friendlyUniqueId}.id}`,
    ]);
  });

  test('an outpost of this app whose provider list is a token cannot be added to: the error says to list the providers there', () => {
    const s = stack();
    const list = new TerraformVariable(s, 'providers', { type: 'list(number)' });
    const outpost = new idp.Outpost(s, 'proxy_outpost', { name: 'proxies', protocolProviders: Token.asNumberList(list.value) });
    expect(() => new idp.OAuthApplication(s, 'G', { name: 'g', slug: 'g', ...flows, outpost })).toThrow(
      "OAuthApplication at 'stack/G': the protocolProviders of outpost 'stack/proxy_outpost' is a token; list the providers there yourself",
    );
  });

  test('an attachment to an outpost of this app given by reference is refused', () => {
    const s = stack();
    const outpost = new idp.Outpost(s, 'proxy_outpost', { name: 'proxies', protocolProviders: [] });
    expect(() => new idp.OAuthApplication(s, 'G', { name: 'g', slug: 'g', ...flows, outpost: idp.IdpRef.fromOutpostUuid(outpost.outpostId) })).toThrow(
      'the outpost (idp_outpost.proxy_outpost.id) is created in this app, so its protocolProviders list manages the providers it serves',
    );
  });

  test('an outpost managed elsewhere (the embedded one) is joined through an attachment', () => {
    const s = stack();
    const embedded = new idp.DataIdpOutpost(s, 'embedded', { name: 'embedded outpost' });
    const app = new idp.OAuthApplication(s, 'G', { name: 'g', slug: 'g', ...flows, outpost: idp.IdpRef.fromOutpostUuid(embedded.id) });
    expect(Object.values<any>(synth(s).resource.idp_outpost_provider_attachment)).toHaveLength(1);
    expect(app.node.tryFindChild('OutpostAttachment')).toBeDefined();
  });
});

describe('values the user did not ask for are not written; suspicious ones warn', () => {
  test('the proxy application leaves the launch URL to the identity system unless given', () => {
    const build = (launchUrl?: string) => {
      const s = stack();
      new idp.ProxyApplication(s, 'Wiki', { name: 'w', slug: 'w', externalHost: 'https://w.example.com', internalHost: 'http://w:80', ...flows, outpost: idp.IdpRef.fromOutpostUuid('o'), launchUrl });
      return Object.values<any>(synth(s).resource.idp_application)[0].meta_launch_url;
    };
    expect(build()).toBeUndefined();
    expect(build('https://w.example.com/start')).toBe('https://w.example.com/start');
  });

  test('redirect URIs take any absolute URI scheme (native and mobile clients); tokens are not judged', () => {
    const s = stack();
    const uri = new TerraformVariable(s, 'uri', { type: 'string' });
    const app = new idp.OAuthApplication(s, 'App', { name: 'a', slug: 'a', ...flows, redirectUris: ['com.example.app:/oauth2redirect', uri.stringValue] });
    app.addRedirectUri('http://127.0.0.1:8400/callback');
    app.addRedirectUri(uri.stringValue, idp.RedirectUriMatching.REGEX);
    expect(() => app.addRedirectUri('/relative/path')).toThrow('url: "/relative/path" is not an absolute URI');
    expect(Object.values<any>(synth(s).resource.idp_provider_oauth2)[0].allowed_redirect_uris.map((u: any) => u.url)).toEqual([
      'com.example.app:/oauth2redirect', '${var.uri}', 'http://127.0.0.1:8400/callback', '${var.uri}',
    ]);
  });

  test('scope mappings reach the provider; without them a warning says tokens carry no openid, email or profile claims', () => {
    const s = stack();
    const withScopes = new idp.OAuthApplication(s, 'A', { name: 'a', slug: 'a', ...flows, scopeMappings: [idp.IdpRef.fromScopeMappingId('openid-uuid'), idp.IdpRef.fromScopeMappingId('email-uuid')] });
    const without = new idp.OAuthApplication(s, 'B', { name: 'b', slug: 'b', ...flows });
    const providers = synth(s).resource.idp_provider_oauth2;
    expect(providers[withScopes.oauth2Provider.friendlyUniqueId].property_mappings).toEqual(['openid-uuid', 'email-uuid']);
    expect(warnings(withScopes)).toEqual([]);
    expect(warnings(without)).toEqual([expect.stringContaining('no scopeMappings, so tokens carry no openid, email or profile claims')]);
  });

  test('a public client with a client secret warns', () => {
    const s = stack();
    const v = new TerraformVariable(s, 'cs', { type: 'string', sensitive: true });
    const app = new idp.OAuthApplication(s, 'App', { name: 'a', slug: 'a', ...flows, scopeMappings: [idp.IdpRef.fromScopeMappingId('openid')], clientType: 'public', clientSecret: v.stringValue });
    expect(warnings(app)).toEqual([expect.stringContaining('a public client cannot keep a secret')]);
  });
});

describe('consistency across L2s (issue 13)', () => {
  test('chat and notification webhooks follow the repository webhook\'s rule: https unless allowHttp, which warns', () => {
    for (const method of ['addWebhook', 'addSlackWebhook'] as const) {
      const route = new idp.NotificationRoute(stack(), 'R', { name: 'r', notifyEventUser: true });
      expect(() => route[method]('http://hooks.example.com/T0/B0/secret-part')).toThrow(
        `NotificationRoute.${method} at 'stack/R' is invalid:\n  - url: "http://hooks.example.com/…" is http: deliveries and the secret would travel unencrypted; use https, or set allowHttp: true`,
      );
      route[method]('http://hooks.example.com/T0/B0/secret-part', { allowHttp: true });
      route[method]('https://hooks.example.com/T1', { allowHttp: true });
      expect(warnings(route)).toEqual([
        `[WEBHOOK-L2-001] NotificationRoute.${method}: url "http://hooks.example.com/…" is http (allowHttp): deliveries, and the secret with them, travel unencrypted; use https`,
        `[WEBHOOK-L2-002] NotificationRoute.${method}: allowHttp is set but url is https, so it has no effect; remove it`,
      ]);
      // the URL may hold a credential: no message shows more than its origin
      expect(warnings(route).join()).not.toContain('secret-part');
    }
    // the same warning, word for word, from a repository webhook
    const s = stack();
    new repo.RepoProvider(s, 'repo');
    const hook = new repo.RepositoryWebhook(s, 'H', { repository: repo.RepoRef.fromRepositoryAttributes('acme', 'web'), events: ['repo:push'], url: 'http://hooks.example.com/x', allowHttp: true });
    expect(warnings(hook)).toEqual(['[WEBHOOK-L2-001] RepositoryWebhook: url "http://hooks.example.com/…" is http (allowHttp): deliveries, and the secret with them, travel unencrypted; use https']);
  });

  test('a webhook URL that is a token is not judged', () => {
    const s = stack();
    const url = new TerraformVariable(s, 'url', { type: 'string', sensitive: true });
    const route = new idp.NotificationRoute(s, 'R', { name: 'r', notifyEventUser: true });
    route.matchEvents({ action: 'login_failed' });
    expect(() => route.addSlackWebhook(url.stringValue)).not.toThrow();
    expect(warnings(route)).toEqual([]);
    synth(s);
  });

  test('construct ids of children follow <Kind>-<key>; a child that exists once is named by its kind', () => {
    const s = stack();
    const admins = new idp.Group(s, 'admins', { name: 'admins' });
    const app = new idp.OAuthApplication(s, 'App', { name: 'a', slug: 'a', ...flows, outpost: idp.IdpRef.fromOutpostUuid('o'), policyEngineMode: 'any' });
    app.allowGroup(admins);
    app.addPolicy(idp.IdpRef.fromPolicyUuid('p'));
    const proxy = new idp.ProxyApplication(s, 'Proxy', { name: 'p', slug: 'p', externalHost: 'https://p.example.com', internalHost: 'http://p:80', ...flows, outpost: idp.IdpRef.fromOutpostUuid('o') });
    proxy.allowGroup(admins);
    const route = new idp.NotificationRoute(s, 'Route', { name: 'r', group: admins });
    route.matchEvents({ action: 'login_failed' });
    route.matchEvents({ model: 'user' });
    route.addPolicy(idp.IdpRef.fromPolicyUuid('p'));
    route.addWebhook('https://hooks.example.com/a');
    route.addSlackWebhook('https://hooks.example.com/b');
    route.addEmail({ subjectPrefix: '[idp]' });
    route.addEmail();
    route.addLocal();
    const flow = new idp.StagedFlow(s, 'Flow', { name: 'f', slug: 'f', designation: 'authentication' });
    flow.addStage(idp.IdpRef.fromStageId('password'));
    const ids = (c: { node: { children: { node: { id: string } }[] } }) => c.node.children.map((x) => x.node.id);
    expect(ids(app)).toEqual(['Provider', 'Resource', 'OutpostAttachment', 'AllowGroup-idp_group_admins_id', 'Policy-p']);
    expect(ids(proxy)).toEqual(['Provider', 'Resource', 'OutpostAttachment', 'AllowGroup-idp_group_admins_id']);
    expect(ids(route)).toEqual([
      'Resource', 'Match-login_failed', 'Binding-Match-login_failed', 'Match-user', 'Binding-Match-user', 'Policy-p',
      expect.stringMatching(/^Webhook-[0-9a-f]{12}$/), expect.stringMatching(/^SlackWebhook-[0-9a-f]{12}$/), 'Email-idp', 'Email-default', 'Local',
    ]);
    expect(ids(flow)).toEqual(['Resource', 'Stage-password']);
    // an explicit id of a matcher names its binding the same way
    expect(ids(route)).not.toContain('FailedBinding');
    route.matchEvents({ action: 'logout', id: 'Logout' });
    expect(ids(route).slice(-2)).toEqual(['Logout', 'Binding-Logout']);
    synth(s);
  });
});
