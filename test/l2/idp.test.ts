import { Testing, TerraformOutput, TerraformStack, TerraformVariable } from 'cdktf';
import { idp } from '../../src';
import { checkTerraformJson } from '../../src/constructs/schema-check';

function stack() {
  const s = new TerraformStack(Testing.app(), 'stack');
  new idp.IdpProvider(s, 'idp');
  return s;
}
const synth = (s: TerraformStack) => {
  const json = JSON.parse(Testing.synth(s, true));
  expect(checkTerraformJson(json)).toEqual([]);
  return json;
};
const flows = {
  authorizationFlow: idp.IdpRef.flow('auth-flow-uuid'),
  invalidationFlow: idp.IdpRef.flow('inval-flow-uuid'),
};

describe('OAuthApplication', () => {
  test('composes provider, application, bindings in a stable order and the outpost attachment', () => {
    const s = stack();
    const app = new idp.OAuthApplication(s, 'Grafana', {
      name: 'Grafana',
      slug: 'grafana',
      ...flows,
      redirectUris: ['https://grafana.example.com/login'],
      outpost: idp.IdpRef.outpost('outpost-uuid'),
      icon: 'https://grafana.example.com/icon.svg',
      launchUrl: 'https://grafana.example.com',
    });
    app.addRedirectUri('https://grafana\\.example\\.com/.*', idp.RedirectUriMatching.REGEX);
    app.allowGroup(idp.IdpRef.group('admins-uuid'));
    app.addPolicy(idp.IdpRef.policy('office-hours-uuid'));
    app.allowGroup(idp.IdpRef.group('first-uuid'), 0);
    const json = synth(s);
    expect(json.resource).toMatchSnapshot();
    // orders follow the calls (0, 10, then the explicit 0); construct ids follow them too
    expect(app.bindings.map((b) => [b.node.id, b.orderInput, b.groupInput ?? b.policyInput])).toEqual([
      ['AllowGroup0', 0, 'admins-uuid'], ['Policy1', 10, 'office-hours-uuid'], ['AllowGroup2', 0, 'first-uuid'],
    ]);
    expect(Object.keys(json.resource.idp_policy_binding)).toHaveLength(3);
    const provider = Object.values<any>(json.resource.idp_provider_oauth2)[0];
    expect(provider.client_id).toBe('grafana');
    expect(provider.client_secret).toBeUndefined();
    expect(provider.allowed_redirect_uris).toEqual([
      { url: 'https://grafana.example.com/login', matching_mode: 'strict' },
      { url: 'https://grafana\\.example\\.com/.*', matching_mode: 'regex' },
    ]);
    expect(app.resource.node.id).toBe('Resource');
    expect(Object.values<any>(json.resource.idp_application)[0]).toMatchObject({
      meta_icon: 'https://grafana.example.com/icon.svg', meta_launch_url: 'https://grafana.example.com', policy_engine_mode: 'any',
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
      'clientType: "secretive" is not one of "confidential", "public"\n  - redirectUris: "not a url" is not an absolute http(s) URL',
    );
    const app = new idp.OAuthApplication(stack(), 'A', { name: 'a', slug: 'a', ...flows });
    expect(() => app.addRedirectUri('([', 'regex')).toThrow('is not a valid regular expression');
    expect(() => app.addRedirectUri('https://x', 'fuzzy')).toThrow('matching: "fuzzy" is not one of "strict", "regex"');
    app.attachToOutpost(idp.IdpRef.outpost('o'));
    expect(() => app.attachToOutpost(idp.IdpRef.outpost('o2'))).toThrow('is already attached to an outpost');
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
      outpost: idp.IdpRef.outpost('outpost-uuid'),
    });
    wiki.allowGroup(idp.IdpRef.group('staff'));
    const json = synth(s);
    expect(json.resource).toMatchSnapshot();
    expect(Object.values<any>(json.resource.idp_provider_proxy)[0]).toMatchObject({ mode: 'proxy', external_host: 'https://wiki.example.com' });
  });

  test('checks the mode and the hosts it needs', () => {
    expect(() => new idp.ProxyApplication(stack(), 'P', { name: 'p', slug: 'p', externalHost: 'wiki', mode: 'reverse', ...flows, outpost: idp.IdpRef.outpost('o') })).toThrow(
      'mode: "reverse" is not one of "proxy", "forward_single", "forward_domain"\n  - externalHost: "wiki" is not an absolute http(s) URL',
    );
    expect(() => new idp.ProxyApplication(stack(), 'P', { name: 'p', slug: 'p', externalHost: 'https://w', ...flows, outpost: idp.IdpRef.outpost('o') })).toThrow(
      'internalHost: is required in proxy mode',
    );
    expect(() => new idp.ProxyApplication(stack(), 'P', { name: 'p', slug: 'p', externalHost: 'https://w', mode: 'forward_single', cookieDomain: 'example.com', ...flows, outpost: idp.IdpRef.outpost('o') })).toThrow(
      'cookieDomain: is used in forward_domain mode only',
    );
  });
});

describe('NotificationRoute', () => {
  test('an event rule with its transports', () => {
    const s = stack();
    const route = new idp.NotificationRoute(s, 'Alerts', { name: 'alerts', severity: 'alert', group: idp.IdpRef.group('admins') });
    route.addSlackWebhook('https://hooks.example.com/T0/B0/X');
    route.addEmail('[idp]');
    route.addLocal();
    const json = synth(s);
    expect(json.resource).toMatchSnapshot();
    const rule = json.resource.idp_event_rule.Alerts_7E6F5A33 ?? Object.values<any>(json.resource.idp_event_rule)[0];
    expect(rule.transports).toHaveLength(3);
    expect(rule).toMatchObject({ severity: 'alert', destination_group: 'admins', destination_event_user: false });
  });

  test('a route without transports fails synth; a bad severity or URL fails when created', () => {
    const s = stack();
    new idp.NotificationRoute(s, 'Empty', { name: 'empty' });
    expect(() => Testing.synth(s, true)).toThrow('add at least one transport');
    expect(() => new idp.NotificationRoute(stack(), 'R', { name: 'r', severity: 'panic' })).toThrow('severity: "panic" is not one of "notice", "warning", "alert"');
    const r = new idp.NotificationRoute(stack(), 'R', { name: 'r' });
    expect(() => r.addWebhook('hooks.example.com')).toThrow('webhook url: "hooks.example.com" is not an absolute http(s) URL');
  });
});

describe('StagedFlow', () => {
  test('binds stages in the order they are added, or at the order given', () => {
    const s = stack();
    const login = new idp.StagedFlow(s, 'Login', { name: 'login', slug: 'login', designation: 'authentication' });
    login.addStage(idp.IdpRef.stage('identification'));
    login.addStage(idp.IdpRef.stage('password'));
    login.addStage(idp.IdpRef.stage('mfa'), 15);
    const json = synth(s);
    expect(json.resource).toMatchSnapshot();
    expect(Object.values<any>(json.resource.idp_flow_stage_binding).map((b) => [b.stage, b.order])).toEqual([
      ['identification', 10], ['password', 20], ['mfa', 15],
    ]);
    expect(() => login.addStage(idp.IdpRef.stage('again'), 20)).toThrow('a stage is already bound at order 20');
    expect(() => new idp.StagedFlow(stack(), 'F', { name: 'f', slug: 'f', designation: 'login' })).toThrow('designation: "login" is not one of');
  });
});
