/**
 * Details of what the idp application L2s share, and of the JSON text the idp L2s write: an
 * LdapApplication leaves alone the flow props it does not take; the exact messages of provisionTo for
 * options and props of the wrong kind, for a URL of another scheme, and for backchannel providers that
 * are a token, and that an http URL is accepted; the JSON text of ManagedOutpost.config (a value that
 * is a token object as a whole or inside, a function, a string holding the characters that mark a
 * token's place, with and without a token);
 * the values of the second-factor action constants.
 */
import { TerraformOutput, TerraformStack, TerraformVariable, Token } from 'cdktf';
import { idp } from '../../src';
import { jsonText } from '../../src/l2/idp/json';
import { idpStack as stack } from '../support/idp';
import { invalidAt, only, synthChecked as synth, warningsOf } from '../support/l2';

const flows = { authorizationFlow: idp.IdpRef.fromFlowUuid('a'), invalidationFlow: idp.IdpRef.fromFlowUuid('i') };
const oauth = (s: TerraformStack) => new idp.OAuthApplication(s, 'App', { name: 'wiki', slug: 'wiki', ...flows, scopeMappings: [idp.IdpRef.fromScopeMappingId('m')] });
const token = (s: TerraformStack) => new TerraformVariable(s, 'scim_token', { type: 'string', sensitive: true }).stringValue;
const invalid = invalidAt('OAuthApplication.provisionTo', 'stack/App');

describe('LdapApplication', () => {
  test('does not judge an authorizationFlow it does not take: an authentication flow there is left alone, and the bind flow written', () => {
    const s = stack();
    const login = new idp.AuthenticationFlow(s, 'Login', { name: 'login', slug: 'login', passwordBackends: ['backend-inbuilt'] });
    // props shared with an application of another protocol, spread in: not the LDAP provider's
    const shared = { name: 'Directory', slug: 'directory', authorizationFlow: login, invalidationFlow: login };
    new idp.LdapApplication(s, 'Dir', {
      ...shared, baseDn: 'dc=ldap,dc=example,dc=com', bindFlow: login, unbindFlow: idp.IdpRef.fromFlowUuid('unbind'),
    });
    expect(only(synth(s), 'idp_provider_ldap')).toMatchObject({
      name: 'Directory', base_dn: 'dc=ldap,dc=example,dc=com', bind_flow: `\${idp_flow.${login.resource.friendlyUniqueId}.uuid}`, unbind_flow: 'unbind',
    });
  });
});

describe('provisionTo', () => {
  test('options that are not an object: the message names them "options", then the url and token missing', () => {
    expect(() => oauth(stack()).provisionTo('https://wiki.example.com/scim' as any)).toThrow(invalid(
      'options: expected an object of named properties, got "https://wiki.example.com/scim" (a string)',
      'url: is required, but was not given; expected a string',
      'token: is required, but was not given; expected a string',
    ));
  });

  test('a url and a token of the wrong kind are reported by their kind only, not judged as a URL or a literal token', () => {
    expect(() => oauth(stack()).provisionTo({ url: 42, token: 7 } as any)).toThrow(invalid(
      'url: expected a string, got 42 (a number)',
      'token: expected a string, got a number (not shown: a secret)',
    ));
  });

  test('a URL of another scheme than http(s), with a host, is refused', () => {
    expect(() => oauth(stack()).provisionTo({ url: 'ftp://wiki.example.com/scim', token: token(stack()) })).toThrow(invalid(
      'url: "ftp://wiki.example.com/scim" is not an absolute http(s) URL',
    ));
  });

  test('an http URL is accepted and written', () => {
    const s = stack();
    const scim = oauth(s).provisionTo({ url: 'http://wiki:8080/scim/v2', token: token(s) });
    expect(scim.node.id).toBe('Provisioning-http_wiki_8080_scim_v2');
    expect(only(synth(s), 'idp_provider_scim')).toMatchObject({ name: 'wiki-provisioning', url: 'http://wiki:8080/scim/v2', token: '${var.scim_token}' });
  });

  test('backchannel providers that are a token are refused: the new provider cannot be added to them', () => {
    const s = stack();
    const app = oauth(s);
    app.resource.backchannelProviders = Token.asNumberList(new TerraformVariable(s, 'providers', { type: 'list(number)' }).value);
    expect(() => app.provisionTo({ url: 'https://wiki.example.com/scim', token: token(s) })).toThrow(invalid(
      'options: the backchannel providers of the application are a token; list the providers there yourself',
    ));
    expect(app.node.tryFindChild('Provisioning-https_wiki_example_com_scim')).toBeUndefined();
  });
});

describe('JSON text the idp L2s write (ManagedOutpost.config)', () => {
  test('a value that is a token object as a whole is jsonencode of it', () => {
    const s = stack();
    const cfg = new TerraformVariable(s, 'cfg', { type: 'map(string)' });
    new TerraformOutput(s, 'config', { value: jsonText(cfg.value) });
    expect(synth(s).output.config.value).toBe('${jsonencode(var.cfg)}');
  });

  test('a function is left out, as JSON leaves it out, even one holding the key of a map token', () => {
    const s = stack();
    const labels = Token.asStringMap(new TerraformVariable(s, 'labels', { type: 'map(string)' }).value);
    const hook = Object.assign(() => 'x', labels);
    new idp.ManagedOutpost(s, 'O', { name: 'o', config: { log_level: 'debug', hook } });
    expect(only(synth(s), 'idp_outpost').config).toBe('{"log_level":"debug"}');
  });

  test('a string holding the characters that mark a token\'s place is written as given when no value is a token', () => {
    const s = stack();
    new idp.ManagedOutpost(s, 'O', { name: 'o', config: { label: '\u0000jsonText0\u0000' } });
    const config = only(synth(s), 'idp_outpost').config;
    expect(config).toBe('{"label":"\\u0000jsonText0\\u0000"}');
    expect(JSON.parse(config)).toEqual({ label: '\u0000jsonText0\u0000' });
  });

  test('a token object inside (a boolean variable\'s value) is jsonencode of it at its place', () => {
    const s = stack();
    const debug = new TerraformVariable(s, 'debug', { type: 'bool' }).booleanValue;
    new idp.ManagedOutpost(s, 'O', { name: 'o', config: { log_level: 'debug', debug } });
    expect(only(synth(s), 'idp_outpost').config).toBe('{"log_level":"debug","debug":${jsonencode(var.debug)}}');
  });

  test.each([
    ['what ends a token\'s place marker', '0\u0000', '0\\u0000'],
    ['a token\'s place marker', '\u0000jsonText0:0\u0000', '\\u0000jsonText0:0\\u0000'],
  ])('a string holding %s stays that string when a value is a token', (_, label, written) => {
    const s = stack();
    const level = new TerraformVariable(s, 'level', { type: 'string' }).stringValue;
    new idp.ManagedOutpost(s, 'O', { name: 'o', config: { label, level } });
    expect(only(synth(s), 'idp_outpost').config).toBe(`{"label":"${written}","level":\${jsonencode(var.level)}}`);
  });
});

describe('SecondFactorNotConfiguredAction', () => {
  test('DENY and SKIP write "deny" and "skip" (skip with its warning)', () => {
    const s = stack();
    const flow = (id: string) => new idp.AuthenticationFlow(s, id, { name: id.toLowerCase(), slug: id.toLowerCase(), passwordBackends: ['backend-inbuilt'] });
    const deny = flow('Strict').addSecondFactor({ notConfiguredAction: idp.SecondFactorNotConfiguredAction.DENY });
    const skip = flow('Lax').addSecondFactor({ notConfiguredAction: idp.SecondFactorNotConfiguredAction.SKIP });
    const stages = synth(s).resource.idp_stage_authenticator_validate;
    expect([stages[deny.friendlyUniqueId].not_configured_action, stages[skip.friendlyUniqueId].not_configured_action]).toEqual(['deny', 'skip']);
    expect(warningsOf(deny)).toEqual([]);
    expect(warningsOf(skip)).toEqual([
      '[IDP-L2-010] AuthenticationFlow.addSecondFactor: notConfiguredAction "skip" lets users who have no second factor sign in on their password alone; use "configure" with setup methods, or "deny"',
    ]);
  });
});
