/**
 * idp.SocialLoginSource: the OAuth source, its flows (checked by designation), the client secret from a
 * variable only, the matching mode (linking warns unless the external provider verifies), the callback
 * URL; and AuthenticationFlow.addSource, which shows a source on the login page.
 */
import { AnnotationMetadataEntryType, TerraformOutput, TerraformStack, TerraformVariable, Testing } from 'cdktf';
import { idp } from '../../src';
import { IDP_BASELINE } from '../../src/rules/packs/idp';
import { invalidAt, only, synthChecked as synth, warningsOf } from '../support/l2';
import { findingsOf } from '../support/rules';

/** A stack with the identity provider; its url given, or (null) from the environment. */
function stack(url: string | null = 'https://id.example.com/') {
  const s = new TerraformStack(Testing.app(), 'stack');
  new idp.IdpProvider(s, 'idp', url === null ? {} : { url });
  return s;
}
const secret = (s: TerraformStack) => new TerraformVariable(s, 'github_secret', { type: 'string', sensitive: true }).stringValue;
const github = (s: TerraformStack, props: Partial<idp.SocialLoginSourceProps> = {}) => new idp.SocialLoginSource(s, 'GitHub', {
  name: 'GitHub', slug: 'github', providerType: 'github', consumerKey: 'Iv1.0123', consumerSecret: secret(s), ...props,
});
const invalid = invalidAt('SocialLoginSource', 'stack/GitHub');

describe('SocialLoginSource', () => {
  test('the OAuth source with its flows, the secret from a variable, and only what is given', () => {
    const s = stack();
    const login = new idp.AuthenticationFlow(s, 'Login', { name: 'login', slug: 'login', passwordBackends: ['backend-inbuilt'] });
    const enrollment = new idp.StagedFlow(s, 'Enrol', { name: 'enrol', slug: 'enrol', designation: 'enrollment' });
    const source = github(s, {
      authenticationFlow: login, enrollmentFlow: enrollment, userMatchingMode: idp.UserMatchingMode.EMAIL_DENY, promoted: true,
    });
    const json = synth(s);
    expect(source.resource.node.id).toBe('Resource');
    expect(only(json, 'idp_source_oauth')).toEqual(expect.objectContaining({
      name: 'GitHub',
      slug: 'github',
      provider_type: 'github',
      consumer_key: 'Iv1.0123',
      consumer_secret: '${var.github_secret}',
      authentication_flow: `\${idp_flow.${login.resource.friendlyUniqueId}.uuid}`,
      enrollment_flow: `\${idp_flow.${enrollment.resource.friendlyUniqueId}.uuid}`,
      user_matching_mode: 'email_deny',
      promoted: true,
    }));
    const plain = stack();
    github(plain);
    expect(Object.keys(only(synth(plain), 'idp_source_oauth')).filter((k) => k !== '//').sort()).toEqual(['consumer_key', 'consumer_secret', 'name', 'provider_type', 'slug']);
  });

  test('a literal client secret is refused, and not shown', () => {
    expect(() => github(stack(), { consumerSecret: 'hunter2' })).toThrow(invalid(
      'consumerSecret: a literal client secret would be written to cdk.tf.json in plain text; pass a sensitive TerraformVariable'));
    expect(() => github(stack(), { consumerSecret: 42 as any })).toThrow(invalid('consumerSecret: expected a string, got a number (not shown: a secret)'));
  });

  test('flows of the wrong designation are refused, naming both', () => {
    const s = stack();
    const consent = new idp.AuthorizationFlow(s, 'Consent', { name: 'consent', slug: 'consent' });
    const logout = new idp.Flow(s, 'Logout', { name: 'logout', slug: 'logout', title: 'Logout', designation: 'invalidation' });
    expect(() => github(s, { authenticationFlow: consent, enrollmentFlow: logout })).toThrow(invalid(
      'authenticationFlow: an AuthorizationFlow construct at \'stack/Consent\' is a flow of designation "authorization", but the source signs returning users in with a flow of designation "authentication"; give an idp.AuthenticationFlow, or a flow of designation "authentication"',
      'enrollmentFlow: a Flow construct at \'stack/Logout\' is a flow of designation "invalidation", but the source enrols new users with a flow of designation "enrollment"; give a flow of designation "enrollment"',
    ));
  });

  test('a matching mode outside the allowed values, and a slug with a slash, are refused', () => {
    expect(() => github(stack(), { userMatchingMode: 'email', slug: 'git/hub' })).toThrow(invalid(
      'slug: "git/hub" is not a slug (letters, digits, dashes and underscores)',
      'userMatchingMode: "email" is not one of "identifier", "email_link", "email_deny", "username_link", "username_deny"',
    ));
  });

  test.each([['email_link', 'email address'], ['username_link', 'user name']])('linking by %s warns, with an id that can be acknowledged', (mode, what) => {
    const source = github(stack(), { userMatchingMode: mode });
    expect(warningsOf(source)).toEqual([
      `[IDP-L2-009] SocialLoginSource: userMatchingMode "${mode}" hands the local account with the same ${what} to whoever holds that ${what} at the external provider; `
        + 'set externalProviderVerifies: true if the external provider verifies it, or use "identifier"',
    ]);
  });

  test('linking when the user states the external provider verifies: no warning, and the baseline rule on it is acknowledged there', () => {
    const s = stack();
    const source = github(s, { userMatchingMode: 'email_link', externalProviderVerifies: true });
    expect(warningsOf(source)).toEqual([]);
    const findings = findingsOf(s, IDP_BASELINE.find((r) => r.id === 'IDP-SOURCE-001')!);
    expect(findings.map((f) => [f.level, f.path])).toEqual([[AnnotationMetadataEntryType.INFO, 'stack/GitHub']]);
    expect(findings[0].text).toMatch(/^\[IDP-SOURCE-001\] acknowledged: externalProviderVerifies: the external provider verifies the email addresses and user names it reports \(/);
  });

  test('the callback URL: the identity system\'s URL, the OAuth callback path and the slug', () => {
    const s = stack();
    new TerraformOutput(s, 'callback', { value: github(s).callbackUrl });
    expect(synth(s).output.callback.value).toBe('https://id.example.com/source/oauth/callback/github/');
    const v = stack('x');
    const url = new TerraformVariable(v, 'idp_url', { type: 'string' }).stringValue;
    (v.node.findChild('idp') as idp.IdpProvider).url = url;
    new TerraformOutput(v, 'callback', { value: github(v).callbackUrl });
    expect(synth(v).output.callback.value).toBe('${var.idp_url}/source/oauth/callback/github/');
    const fromEnvironment = github(stack(null));
    expect(() => fromEnvironment.callbackUrl).toThrow(
      "SocialLoginSource at 'stack/GitHub': callbackUrl needs the identity system's URL, but the idp.IdpProvider at 'stack/idp' has no url (it comes from the environment); set url on the provider");
  });
});

describe('AuthenticationFlow.addSource', () => {
  const login = (s: TerraformStack, props: Partial<idp.AuthenticationFlowProps> = {}) =>
    new idp.AuthenticationFlow(s, 'Login', { name: 'login', slug: 'login', passwordBackends: ['backend-inbuilt'], ...props });

  test('shows sources on the flow\'s identification stage, in the order added', () => {
    const s = stack();
    const flow = login(s);
    const source = github(s);
    flow.addSource(source);
    flow.addSource(idp.IdpRef.fromSourceUuid('other-source'));
    const stage = synth(s).resource.idp_stage_identification[flow.identificationStage!.friendlyUniqueId];
    expect(stage.sources).toEqual([`\${idp_source_oauth.${source.resource.friendlyUniqueId}.uuid}`, 'other-source']);
  });

  test('refuses a source twice, one for a stage it did not create, and a string', () => {
    const s = stack();
    const flow = login(s);
    flow.addSource(idp.IdpRef.fromSourceUuid('x'));
    const where = invalidAt('AuthenticationFlow.addSource', 'stack/Login');
    expect(() => flow.addSource(idp.IdpRef.fromSourceUuid('x'))).toThrow(where('source: is already shown on the identification stage'));
    expect(() => flow.addSource('x' as any)).toThrow(/source: expected an idp\.ISource/);
    const given = login(stack(), { identificationStage: idp.IdpRef.fromStageId('stage') });
    expect(() => given.addSource(idp.IdpRef.fromSourceUuid('x'))).toThrow(where(
      'source: the identification stage was given (identificationStage), so its sources are set where it is created; add the source there'));
  });
});
