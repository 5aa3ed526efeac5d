/**
 * idp.LdapApplication: the LDAP provider, the application, who may bind, and the outpost of type ldap
 * that serves it (created, or given and checked); the base DN checked as a DN; a user's DN.
 */
import { TerraformOutput, TerraformStack, Testing } from 'cdktf';
import { idp } from '../../src';
import { invalidAt, only, synthChecked as synth } from '../support/l2';

function stack() {
  const s = new TerraformStack(Testing.app(), 'stack');
  new idp.IdpProvider(s, 'idp');
  return s;
}
const flows = { bindFlow: idp.IdpRef.fromFlowUuid('bind'), unbindFlow: idp.IdpRef.fromFlowUuid('unbind') };
const base = { name: 'Directory', slug: 'directory', baseDn: 'dc=ldap,dc=example,dc=com', ...flows };
const invalid = invalidAt('LdapApplication', 'stack/Dir');

describe('LdapApplication', () => {
  test('provider, application, bindings, and an outpost of type ldap created to serve it', () => {
    const s = stack();
    const app = new idp.LdapApplication(s, 'Dir', { ...base, certificate: idp.IdpRef.fromCertificateKeyPairId('cert'), uidStartNumber: 3000 });
    app.allowGroup(idp.IdpRef.fromGroupUuid('legacy'));
    const json = synth(s);
    expect(app.ldapProvider.node.id).toBe('Provider');
    expect(only(json, 'idp_provider_ldap')).toMatchObject({
      name: 'Directory', base_dn: 'dc=ldap,dc=example,dc=com', bind_flow: 'bind', unbind_flow: 'unbind', certificate: 'cert', uid_start_number: 3000,
    });
    expect(only(json, 'idp_application')).toMatchObject({ slug: 'directory', policy_engine_mode: 'any' });
    expect(app.createdOutpost!.node.id).toBe('Outpost');
    expect(only(json, 'idp_outpost')).toMatchObject({ name: 'Directory-ldap', type: 'ldap', protocol_providers: [expect.stringMatching(/^\$\{idp_provider_ldap\.Dir_Provider_[0-9A-F]{8}\.id\}$/)] });
    expect(json.resource.idp_outpost_provider_attachment).toBeUndefined();
  });

  test('an outpost of type ldap given serves it; one managed elsewhere through an attachment', () => {
    const s = stack();
    const ldap = new idp.ManagedOutpost(s, 'Ldap', { name: 'ldap', type: 'ldap' });
    const a = new idp.LdapApplication(s, 'A', { ...base, slug: 'a', outpost: ldap });
    const b = new idp.LdapApplication(s, 'B', { ...base, slug: 'b', outpost: idp.IdpRef.fromOutpostUuid('elsewhere') });
    const json = synth(s);
    expect([a.createdOutpost, b.createdOutpost]).toEqual([undefined, undefined]);
    expect(json.resource.idp_outpost[ldap.resource.friendlyUniqueId].protocol_providers).toHaveLength(1);
    expect(only(json, 'idp_outpost_provider_attachment')).toMatchObject({ outpost: 'elsewhere' });
  });

  test('an outpost of another type is refused, an outpost whose type is not written counts as proxy', () => {
    const s = stack();
    const proxies = new idp.ManagedOutpost(s, 'Proxies', { name: 'proxies' });
    expect(() => new idp.LdapApplication(s, 'Dir', { ...base, outpost: proxies })).toThrow(invalid(
      'outpost: a ManagedOutpost construct at \'stack/Proxies\' is an outpost of type "proxy", but an LDAP provider is served only through an outpost of type "ldap"; give one of type "ldap", or leave outpost out to have one created'));
    const radius = new idp.Outpost(s, 'Radius', { name: 'radius', type: 'radius', protocolProviders: [] });
    expect(() => new idp.LdapApplication(s, 'Dir2', { ...base, outpost: radius })).toThrow(/outpost: an Outpost construct at 'stack\/Radius' is an outpost of type "radius"/);
  });

  test.each([['dc=ldap,dc=example,dc=com'], ['ou=people,o=Example\\, Inc.'], ['cn=a+sn=b,dc=example']])('%s is a DN', (dn) => {
    expect(() => new idp.LdapApplication(stack(), 'Dir', { ...base, baseDn: dn })).not.toThrow();
  });

  test.each([['example.com'], ['dc=example,'], ['cn=a+b'], ['=x']])('%s is not a DN', (dn) => {
    expect(() => new idp.LdapApplication(stack(), 'Dir', { ...base, baseDn: dn })).toThrow(/baseDn: .* is not a DN/);
  });

  test('a base DN that is not one, flows of the wrong designation and ids below 0 are refused', () => {
    const s = stack();
    const consent = new idp.AuthorizationFlow(s, 'Consent', { name: 'consent', slug: 'consent' });
    expect(() => new idp.LdapApplication(s, 'Dir', { ...base, baseDn: 'example.com', bindFlow: consent, gidStartNumber: -1 })).toThrow(invalid(
      'baseDn: "example.com" is not a DN (attribute=value parts joined by commas, such as "dc=ldap,dc=example,dc=com")',
      'bindFlow: an AuthorizationFlow construct at \'stack/Consent\' is a flow of designation "authorization", but a bind runs a flow of designation "authentication"; give an idp.AuthenticationFlow, or a flow of designation "authentication"',
      'gidStartNumber: -1 is not a whole number of 0 or more',
    ));
  });

  test('a user\'s DN: cn=<username>,ou=users,<baseDn>, the user name escaped', () => {
    const s = stack();
    const app = new idp.LdapApplication(s, 'Dir', base);
    expect(app.userDn('svc-ci')).toBe('cn=svc-ci,ou=users,dc=ldap,dc=example,dc=com');
    expect(app.userDn('Doe, Jane')).toBe('cn=Doe\\, Jane,ou=users,dc=ldap,dc=example,dc=com');
    expect(() => app.userDn(' ')).toThrow(invalidAt('LdapApplication.userDn', 'stack/Dir')('username: must not be blank'));
    new TerraformOutput(s, 'slug', { value: app.applicationId });
    expect(synth(s).output.slug.value).toMatch(/^\$\{idp_application\.Dir_[0-9A-F]{8}\.id\}$/);
  });
});

describe('LdapApplication.allowDirectorySearch', () => {
  test('one role granting the permission on the provider, assigned to each group given', () => {
    const s = stack();
    const app = new idp.LdapApplication(s, 'Dir', base);
    const legacy = new idp.Group(s, 'Legacy', { name: 'legacy' });
    const mail = new idp.Group(s, 'Mail', { name: 'mail' });
    const role = app.allowDirectorySearch(legacy, { permission: 'ldap.search_all', model: 'ldap.provider' });
    expect(app.allowDirectorySearch(mail, { permission: 'ldap.search_all', model: 'ldap.provider' })).toBe(role);
    const json = synth(s);
    expect(role.node.path).toBe('stack/Dir/DirectorySearch');
    expect(app.directorySearchRole).toBe(role);
    expect(only(json, 'idp_rbac_role')).toEqual(expect.objectContaining({ name: 'Directory-directory-search' }));
    expect(only(json, 'idp_rbac_permission_role')).toEqual(expect.objectContaining({
      permission: 'ldap.search_all', model: 'ldap.provider', object_id: expect.stringMatching(/^\$\{idp_provider_ldap\.Dir_Provider_[0-9A-F]{8}\.id\}$/),
    }));
    const roleRef = expect.stringMatching(/^\$\{idp_rbac_role\.Dir_DirectorySearch_[0-9A-F]{8}\.id\}$/);
    expect(json.resource.idp_group.Legacy.roles).toEqual([roleRef]);
    expect(json.resource.idp_group.Mail.roles).toEqual([roleRef]);
  });

  test('without a model the permission is global; before any call there is no role', () => {
    const s = stack();
    const app = new idp.LdapApplication(s, 'Dir', base);
    expect(app.directorySearchRole).toBeUndefined();
    app.allowDirectorySearch(new idp.Group(s, 'Legacy', { name: 'legacy' }), { permission: 'ldap.search_all' });
    const grant = only(synth(s), 'idp_rbac_permission_role');
    expect(grant.permission).toBe('ldap.search_all');
    expect(grant.model).toBeUndefined();
    expect(grant.object_id).toBeUndefined();
  });

  test('a codename not of the form, no group, and other options on a later call are refused, naming the option', () => {
    const s = stack();
    const app = new idp.LdapApplication(s, 'Dir', base);
    const search = invalidAt('LdapApplication.allowDirectorySearch', 'stack/Dir');
    expect(() => app.allowDirectorySearch(undefined as any, { permission: 'search' })).toThrow(search(
      'group: is required, but was not given; expected an idp.IGroup (an idp.Group; idp.IdpRef.fromGroupUuid(uuid) for a group outside the app)',
      'permission: "search" is not a permission codename of the form <app>.<codename> (two names of letters, digits and underscores, joined by a dot)'));
    expect(() => app.allowDirectorySearch(new idp.Group(s, 'G', { name: 'g' }), {} as any)).toThrow(search(
      'permission: is required, but was not given; expected a string'));
    app.allowDirectorySearch(new idp.Group(s, 'A', { name: 'a' }), { permission: 'ldap.search_all' });
    expect(() => app.allowDirectorySearch(new idp.Group(s, 'B', { name: 'b' }), { permission: 'ldap.search_all', model: 'ldap.provider' })).toThrow(search(
      'options: the directory search role already grants another permission or model; give the same options for every group'));
  });
});
