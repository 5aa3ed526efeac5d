/**
 * idp.SamlApplication: the SAML provider and the application it composes, what each prop writes, the
 * checks of the assertion consumer service URL, the keys and the mappings, and the getters a service
 * provider is configured from.
 */
import { TerraformOutput, TerraformStack, TerraformVariable, Testing } from 'cdktf';
import { idp } from '../../src';
import { invalidAt, only, synthChecked as synth, warningsOf } from '../support/l2';

function stack() {
  const s = new TerraformStack(Testing.app(), 'stack');
  new idp.IdpProvider(s, 'idp');
  return s;
}
const flows = { authorizationFlow: idp.IdpRef.fromFlowUuid('auth-flow'), invalidationFlow: idp.IdpRef.fromFlowUuid('inval-flow') };
const base = { name: 'Wiki', slug: 'wiki', acsUrl: 'https://wiki.example.com/saml/acs', ...flows };
const invalid = invalidAt('SamlApplication', 'stack/Wiki');

describe('SamlApplication', () => {
  test('composes the SAML provider and the application over it, with the policy bindings', () => {
    const s = stack();
    const signing = new idp.CertificateKeyPair(s, 'Signing', { name: 'signing', certificateData: 'CERT', keyData: 'KEY' });
    const sp = idp.IdpRef.fromCertificateKeyPairId('sp-cert');
    const upn = new idp.PropertyMappingProviderSaml(s, 'Upn', { name: 'upn', samlName: 'upn', expression: 'return request.user.email' });
    const app = new idp.SamlApplication(s, 'Wiki', {
      ...base,
      audience: 'https://wiki.example.com/saml/metadata',
      issuer: 'https://idp.example.com',
      binding: idp.ProviderSamlSpBinding.POST,
      authenticationFlow: idp.IdpRef.fromFlowUuid('login-flow'),
      signingKey: signing,
      verificationCertificate: sp,
      encryptionKey: sp,
      signAssertion: true,
      signResponse: true,
      propertyMappings: [upn, idp.IdpRef.fromPropertyMappingId('groups-mapping')],
      nameIdMapping: upn,
      defaultRelayState: '/home',
      launchUrl: 'https://wiki.example.com',
      description: 'the wiki',
      icon: 'https://wiki.example.com/icon.svg',
      publisher: 'docs team',
      group: 'docs',
    });
    app.allowGroup(idp.IdpRef.fromGroupUuid('staff'));
    const json = synth(s);
    expect(app.resource.node.id).toBe('Resource');
    expect(app.samlProvider.node.id).toBe('Provider');
    const provider = only(json, 'idp_provider_saml');
    const signingId = '${idp_certificate_key_pair.Signing.id}';
    const upnId = '${idp_property_mapping_provider_saml.Upn.id}';
    expect(provider).toMatchObject({
      name: 'Wiki',
      acs_url: 'https://wiki.example.com/saml/acs',
      audience: 'https://wiki.example.com/saml/metadata',
      issuer: 'https://idp.example.com',
      sp_binding: 'post',
      authorization_flow: 'auth-flow',
      invalidation_flow: 'inval-flow',
      authentication_flow: 'login-flow',
      signing_kp: signingId,
      verification_kp: 'sp-cert',
      encryption_kp: 'sp-cert',
      sign_assertion: true,
      sign_response: true,
      property_mappings: [upnId, 'groups-mapping'],
      name_id_mapping: upnId,
      default_relay_state: '/home',
    });
    expect(only(json, 'idp_application')).toMatchObject({
      name: 'Wiki',
      slug: 'wiki',
      protocol_provider: expect.stringMatching(/^\$\{idp_provider_saml\.Wiki_Provider_[0-9A-F]{8}\.id\}$/),
      meta_launch_url: 'https://wiki.example.com',
      meta_description: 'the wiki',
      meta_icon: 'https://wiki.example.com/icon.svg',
      meta_publisher: 'docs team',
      group: 'docs',
      policy_engine_mode: 'any',
    });
    expect(only(json, 'idp_policy_binding')).toMatchObject({ group: 'staff', order: 0, target: expect.stringMatching(/^\$\{idp_application\.Wiki_[0-9A-F]{8}\.uuid\}$/) });
  });

  test('writes only what it is given: the provider fills in audience, binding and signing flags itself', () => {
    const s = stack();
    new idp.SamlApplication(s, 'Wiki', base);
    const json = synth(s);
    expect(Object.keys(only(json, 'idp_provider_saml')).filter((k) => k !== '//').sort()).toEqual(['acs_url', 'authorization_flow', 'invalidation_flow', 'name']);
    expect(json.data).toBeUndefined();
  });

  test('the getters read the provider\'s URLs; metadata creates its lookup once, by the provider\'s id', () => {
    const s = stack();
    const app = new idp.SamlApplication(s, 'Wiki', base);
    expect(app.node.tryFindChild('Metadata')).toBeUndefined();
    new TerraformOutput(s, 'metadata', { value: app.metadata });
    new TerraformOutput(s, 'again', { value: app.metadata });
    for (const name of ['ssoUrlPost', 'ssoUrlRedirect', 'ssoUrlInit', 'sloUrlPost', 'sloUrlRedirect'] as const) new TerraformOutput(s, name, { value: app[name] });
    const json = synth(s);
    const lookups = Object.entries<any>(json.data.idp_provider_saml_metadata);
    expect(lookups).toHaveLength(1);
    const [lookupName, lookup] = lookups[0];
    expect(lookup.provider_id).toMatch(/^\$\{idp_provider_saml\.Wiki_Provider_[0-9A-F]{8}\.id\}$/);
    // provider_id alone: the lookup's name conflicts with it
    expect(Object.keys(lookup).filter((k) => k !== '//')).toEqual(['provider_id']);
    expect(json.output.metadata.value).toBe(`\${data.idp_provider_saml_metadata.${lookupName}.metadata}`);
    expect(json.output.again.value).toBe(json.output.metadata.value);
    const attribute = (o: string) => json.output[o].value.replace(/^\$\{idp_provider_saml\.Wiki_Provider_[0-9A-F]{8}\.(\w+)\}$/, '$1');
    expect(['ssoUrlPost', 'ssoUrlRedirect', 'ssoUrlInit', 'sloUrlPost', 'sloUrlRedirect'].map(attribute)).toEqual(
      ['url_sso_post', 'url_sso_redirect', 'url_sso_init', 'url_slo_post', 'url_slo_redirect']);
    expect(app.node.tryFindChild('Metadata')).toBeDefined();
  });

  test('the assertion consumer service URL must be an absolute https URL; http only with allowHttp, which warns', () => {
    expect(() => new idp.SamlApplication(stack(), 'Wiki', { ...base, acsUrl: '/saml/acs' })).toThrow(
      invalid('acsUrl: "/saml/acs" is not an absolute http(s) URL'));
    expect(() => new idp.SamlApplication(stack(), 'Wiki', { ...base, acsUrl: 'http://wiki.example.com/saml/acs' })).toThrow(
      invalid('acsUrl: "http://wiki.example.com/…" is http: assertions would travel unencrypted; use https, or set allowHttp: true'));
    const s = stack();
    const app = new idp.SamlApplication(s, 'Wiki', { ...base, acsUrl: 'http://wiki.example.com/saml/acs', allowHttp: true });
    expect(only(synth(s), 'idp_provider_saml').acs_url).toBe('http://wiki.example.com/saml/acs');
    expect(warningsOf(app)).toEqual(['[IDP-L2-005] SamlApplication: acsUrl "http://wiki.example.com/…" is http (allowHttp): assertions travel unencrypted; use https']);
  });

  test('allowHttp with an https URL has no effect, and with a token URL may let assertions travel unencrypted: both warn', () => {
    const s = stack();
    const https = new idp.SamlApplication(s, 'Https', { ...base, allowHttp: true });
    const url = new TerraformVariable(s, 'acs', { type: 'string' }).stringValue;
    const token = new idp.SamlApplication(s, 'Token', { ...base, acsUrl: url, allowHttp: true });
    expect(warningsOf(https)).toEqual(['[IDP-L2-006] SamlApplication: allowHttp is set but acsUrl is https, so it has no effect; remove it']);
    expect(warningsOf(token)).toEqual(['[IDP-L2-007] SamlApplication: allowHttp is set: if acsUrl turns out to be http, assertions travel unencrypted']);
    expect(warningsOf(new idp.SamlApplication(stack(), 'Wiki', base))).toEqual([]);
  });

  test('signing asked for without a signing key is refused, naming what to pass', () => {
    expect(() => new idp.SamlApplication(stack(), 'Wiki', { ...base, signAssertion: true, signResponse: true })).toThrow(invalid(
      'signAssertion: is true, but no signingKey is given to sign with; pass the certificate-key pair that signs (idp.CertificateKeyPair, idp.DataIdpCertificateKeyPair or idp.IdpRef.fromCertificateKeyPairId(id))',
      'signResponse: is true, but no signingKey is given to sign with; pass the certificate-key pair that signs (idp.CertificateKeyPair, idp.DataIdpCertificateKeyPair or idp.IdpRef.fromCertificateKeyPairId(id))',
    ));
    const s = stack();
    new idp.SamlApplication(s, 'Wiki', { ...base, signAssertion: false });
    expect(only(synth(s), 'idp_provider_saml').sign_assertion).toBe(false);
  });

  test('a binding outside redirect and post is refused', () => {
    expect(() => new idp.SamlApplication(stack(), 'Wiki', { ...base, binding: 'artifact' })).toThrow(invalid('binding: "artifact" is not one of "redirect", "post"'));
  });

  test('a property mapping of this app of another kind than a SAML provider mapping is refused; one from outside is not judged', () => {
    const s = stack();
    const scope = new idp.PropertyMappingProviderScope(s, 'Email', { name: 'email', scopeName: 'email', expression: 'return {}' });
    const lookup = new idp.DataIdpPropertyMappingProviderScope(s, 'Openid', { managed: 'idp/scope-openid' });
    expect(() => new idp.SamlApplication(s, 'Wiki', { ...base, propertyMappings: [scope], nameIdMapping: lookup })).toThrow(invalid(
      "propertyMappings[0]: a PropertyMappingProviderScope construct at 'stack/Email' is not a SAML provider mapping; give an idp.PropertyMappingProviderSaml or idp.DataIdpPropertyMappingProviderSaml",
      "nameIdMapping: a DataIdpPropertyMappingProviderScope construct at 'stack/Openid' is not a SAML provider mapping; give an idp.PropertyMappingProviderSaml or idp.DataIdpPropertyMappingProviderSaml",
    ));
    const saml = new idp.DataIdpPropertyMappingProviderSaml(s, 'Upn', { managed: 'idp/saml-upn' });
    const app = new idp.SamlApplication(s, 'Ok', { ...base, propertyMappings: [saml, idp.IdpRef.fromPropertyMappingId('x')], nameIdMapping: saml });
    expect(app.samlProvider.propertyMappingsInput).toHaveLength(2);
  });

  test('flows of the wrong designation are refused as for the other applications', () => {
    const s = stack();
    const login = new idp.AuthenticationFlow(s, 'Login', { name: 'login', slug: 'login', passwordBackends: ['backend-inbuilt'] });
    expect(() => new idp.SamlApplication(s, 'Wiki', { ...base, authorizationFlow: login })).toThrow(
      /authorizationFlow: an AuthenticationFlow construct at 'stack\/Login' is a flow of designation "authentication", but the provider runs its authorizationFlow as a flow of designation "authorization"/);
  });

  test('groups and policies decide the policy engine mode, as for the other applications', () => {
    const s = stack();
    const app = new idp.SamlApplication(s, 'Wiki', base);
    app.allowGroup(idp.IdpRef.fromGroupUuid('staff'));
    app.addPolicy(idp.IdpRef.fromPolicyUuid('office-hours'));
    expect(only(synth(s), 'idp_application').policy_engine_mode).toBe('all');
    expect(app.bindings.map((b) => b.node.id)).toEqual(['AllowGroup-staff', 'Policy-office-hours']);
  });
});
