/**
 * provisionTo on the application L2s (OAuth, SAML, proxy, LDAP; it lives once, in ApplicationBase): a
 * SCIM provider that joins the application's backchannel providers, its token from a token only,
 * optionally the members of a group.
 */
import { TerraformStack, TerraformVariable, Testing } from 'cdktf';
import { idp } from '../../src';
import { invalidAt, only, synthChecked as synth } from '../support/l2';

function stack() {
  const s = new TerraformStack(Testing.app(), 'stack');
  new idp.IdpProvider(s, 'idp');
  return s;
}
const flows = { authorizationFlow: idp.IdpRef.fromFlowUuid('a'), invalidationFlow: idp.IdpRef.fromFlowUuid('i') };
const APPS: Array<[string, (s: TerraformStack) => idp.ApplicationBase]> = [
  ['OAuthApplication', (s) => new idp.OAuthApplication(s, 'App', { name: 'wiki', slug: 'wiki', ...flows, scopeMappings: [idp.IdpRef.fromScopeMappingId('m')] })],
  ['SamlApplication', (s) => new idp.SamlApplication(s, 'App', { name: 'wiki', slug: 'wiki', acsUrl: 'https://wiki.example.com/acs', ...flows })],
  ['ProxyApplication', (s) => new idp.ProxyApplication(s, 'App', {
    name: 'wiki', slug: 'wiki', externalHost: 'https://wiki.example.com', internalHost: 'http://wiki:80', ...flows, outpost: idp.IdpRef.fromOutpostUuid('o'),
  })],
  ['LdapApplication', (s) => new idp.LdapApplication(s, 'App', {
    name: 'wiki', slug: 'wiki', baseDn: 'dc=ldap,dc=example,dc=com', bindFlow: idp.IdpRef.fromFlowUuid('b'), unbindFlow: idp.IdpRef.fromFlowUuid('u'),
  })],
];
const token = (s: TerraformStack) => new TerraformVariable(s, 'scim_token', { type: 'string', sensitive: true }).stringValue;

describe.each(APPS)('%s.provisionTo', (kind, create) => {
  test('an ApplicationBase: the application as resource, its policy bindings, messages naming the L2', () => {
    const s = stack();
    const app = create(s);
    expect(app).toBeInstanceOf(idp.ApplicationBase);
    app.allowGroup(idp.IdpRef.fromGroupUuid('staff'));
    const json = synth(s);
    expect(app.resource.node.id).toBe('Resource');
    expect(app.bindings.map((b) => b.node.id)).toEqual(['AllowGroup-staff']);
    expect(only(json, 'idp_policy_binding')).toMatchObject({ group: 'staff', target: expect.stringMatching(/\.uuid\}$/) });
    expect(() => app.allowGroup(idp.IdpRef.fromGroupUuid('staff'))).toThrow(new RegExp(`^${kind}\\.allowGroup at 'stack/App'`));
  });

  test('a SCIM provider, the application\'s backchannel provider, pushing the members of a group', () => {
    const s = stack();
    const app = create(s);
    const staff = new idp.Group(s, 'Staff', { name: 'staff' });
    const scim = app.provisionTo({ url: 'https://wiki.example.com/scim/v2', token: token(s), filterGroup: staff });
    const json = synth(s);
    expect(scim.node.id).toBe('Provisioning-https_wiki_example_com_scim_v2');
    expect(only(json, 'idp_provider_scim')).toMatchObject({
      name: 'wiki-provisioning', url: 'https://wiki.example.com/scim/v2', token: '${var.scim_token}', filter_group: '${idp_group.Staff.id}',
    });
    expect(only(json, 'idp_application').backchannel_providers).toEqual([expect.stringMatching(/^\$\{idp_provider_scim\.App_Provisioning-https_wiki_example_com_scim_v2_[0-9A-F]{8}\.id\}$/)]);
  });

  test('a literal token, a URL that is not one, and a group given as a string are refused', () => {
    const s = stack();
    expect(() => create(s).provisionTo({ url: 'wiki/scim', token: 'hunter2', filterGroup: 'staff' as any })).toThrow(invalidAt(`${kind}.provisionTo`, 'stack/App')(
      'filterGroup: expected an idp.IGroup (an idp.Group; idp.IdpRef.fromGroupUuid(uuid) for a group outside the app), got "staff" (a string)',
      'token: a literal token would be written to cdk.tf.json in plain text; pass a sensitive TerraformVariable',
      'url: "wiki/scim" is not an absolute http(s) URL',
    ));
  });

  test('two systems: both are backchannel providers, in the order added', () => {
    const s = stack();
    const app = create(s);
    app.provisionTo({ url: 'https://a.example.com/scim', token: token(s), name: 'a' });
    app.provisionTo({ url: 'https://b.example.com/scim', token: new TerraformVariable(s, 'b', { type: 'string', sensitive: true }).stringValue });
    expect(only(synth(s), 'idp_application').backchannel_providers).toEqual([expect.stringMatching(/Provisioning-https_a_example/), expect.stringMatching(/Provisioning-https_b_example/)]);
  });
});
