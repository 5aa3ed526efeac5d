/**
 * idp.LdapApplication and idp.SamlApplication, the details: the DN checks at the edges (a trailing
 * backslash, an empty last value), the escapes of a user's DN, a uid/gid start of 0, the unbind flow's
 * designation, props of the wrong kind reported once, the directory search options, the outpost
 * messages, and which SAML bindings and mappings are accepted.
 */
import { TerraformResource, TerraformVariable, Testing, Token } from 'cdktf';
import { Construct } from 'constructs';
import { idp } from '../../src';
import { idpStack } from '../support/idp';
import { exactly, invalidAt } from '../support/l2';

const ldapFlows = { bindFlow: idp.IdpRef.fromFlowUuid('bind'), unbindFlow: idp.IdpRef.fromFlowUuid('unbind') };
const ldapBase = { name: 'Directory', slug: 'directory', baseDn: 'dc=ldap,dc=example,dc=com', ...ldapFlows };
const ldapInvalid = invalidAt('LdapApplication', 'stack/Dir');

const samlFlows = { authorizationFlow: idp.IdpRef.fromFlowUuid('auth-flow'), invalidationFlow: idp.IdpRef.fromFlowUuid('inval-flow') };
const samlBase = { name: 'Wiki', slug: 'wiki', acsUrl: 'https://wiki.example.com/saml/acs', ...samlFlows };
const samlInvalid = invalidAt('SamlApplication', 'stack/Wiki');

function synth(stack: Construct): any {
  return JSON.parse(Testing.synth(stack as any));
}

/** A property mapping of another provider plugin: a Terraform resource whose type is not an idp property mapping. */
class OtherMapping extends TerraformResource implements idp.IPropertyMapping {
  constructor(scope: Construct, id: string) {
    super(scope, id, { terraformResourceType: 'other_mapping' });
  }
  public get propertyMappingId(): string {
    return this.getStringAttribute('id');
  }
}

describe('LdapApplication: the base DN at its edges', () => {
  test('a base DN ending in a lone backslash is refused as not a DN', () => {
    expect(() => new idp.LdapApplication(idpStack(), 'Dir', { ...ldapBase, baseDn: 'dc=example\\' })).toThrow(ldapInvalid(
      'baseDn: "dc=example\\\\" is not a DN (attribute=value parts joined by commas, such as "dc=ldap,dc=example,dc=com")'));
  });

  test('a base DN whose last part has an empty value (dc=) is refused as not a DN', () => {
    expect(() => new idp.LdapApplication(idpStack(), 'Dir', { ...ldapBase, baseDn: 'dc=example,dc=' })).toThrow(ldapInvalid(
      'baseDn: "dc=example,dc=" is not a DN (attribute=value parts joined by commas, such as "dc=ldap,dc=example,dc=com")'));
  });

  test('a base DN whose attribute types are numeric object identifiers (2.5.4.10=x) is a DN and is written as given', () => {
    const s = idpStack();
    new idp.LdapApplication(s, 'Dir', { ...ldapBase, baseDn: '2.5.4.10=Example,0.9.2342.19200300.100.1.25=com' });
    expect(Object.values<any>(synth(s).resource.idp_provider_ldap)[0].base_dn).toBe('2.5.4.10=Example,0.9.2342.19200300.100.1.25=com');
  });

  test.each(['2.=Example', '.5=Example', '2..5=Example', '2-5=Example'])('a base DN whose attribute type is a broken object identifier (%s) is refused as not a DN', (baseDn) => {
    expect(() => new idp.LdapApplication(idpStack(), 'Dir', { ...ldapBase, baseDn })).toThrow(ldapInvalid(
      `baseDn: "${baseDn}" is not a DN (attribute=value parts joined by commas, such as "dc=ldap,dc=example,dc=com")`));
  });

  test('a base DN ending in an escaped character (\\,) is a DN and is written as given', () => {
    const s = idpStack();
    new idp.LdapApplication(s, 'Dir', { ...ldapBase, baseDn: 'o=Example\\,' });
    expect(Object.values<any>(synth(s).resource.idp_provider_ldap)[0].base_dn).toBe('o=Example\\,');
  });

  test('a base DN that is not a string is reported once, as of the wrong kind, and not also as not a DN', () => {
    expect(() => new idp.LdapApplication(idpStack(), 'Dir', { ...ldapBase, baseDn: 42 as any })).toThrow(ldapInvalid(
      'baseDn: expected a string, got 42 (a number)'));
  });
});

describe('LdapApplication: the numbers and flows', () => {
  test('uidStartNumber and gidStartNumber of 0 are accepted and written as 0', () => {
    const s = idpStack();
    new idp.LdapApplication(s, 'Dir', { ...ldapBase, uidStartNumber: 0, gidStartNumber: 0 });
    const provider = Object.values<any>(synth(s).resource.idp_provider_ldap)[0];
    expect(provider.uid_start_number).toBe(0);
    expect(provider.gid_start_number).toBe(0);
  });

  test('an unbindFlow of designation authentication is refused, naming unbindFlow and the invalidation designation an unbind runs', () => {
    const s = idpStack();
    const login = new idp.AuthenticationFlow(s, 'Login', { name: 'login', slug: 'login', passwordBackends: ['backend-inbuilt'] });
    expect(() => new idp.LdapApplication(s, 'Dir', { ...ldapBase, unbindFlow: login })).toThrow(ldapInvalid(
      'unbindFlow: an AuthenticationFlow construct at \'stack/Login\' is a flow of designation "authentication", but an unbind runs a flow of designation "invalidation"; give a flow of designation "invalidation"'));
  });

  test('an unbindFlow of designation invalidation is accepted and written', () => {
    const s = idpStack();
    const logout = new idp.Flow(s, 'Logout', { name: 'logout', slug: 'logout', title: 'Logout', designation: 'invalidation' });
    new idp.LdapApplication(s, 'Dir', { ...ldapBase, unbindFlow: logout });
    expect(Object.values<any>(synth(s).resource.idp_provider_ldap)[0].unbind_flow).toMatch(/^\$\{idp_flow\.Logout\.uuid\}$/);
  });
});

describe('LdapApplication: a user\'s DN escapes', () => {
  test('a user name starting with # or a space has that first character escaped', () => {
    const app = new idp.LdapApplication(idpStack(), 'Dir', ldapBase);
    expect(app.userDn('#ops')).toBe('cn=\\#ops,ou=users,dc=ldap,dc=example,dc=com');
    expect(app.userDn(' ops')).toBe('cn=\\ ops,ou=users,dc=ldap,dc=example,dc=com');
  });

  test('a user name ending in a space has that space escaped', () => {
    const app = new idp.LdapApplication(idpStack(), 'Dir', ldapBase);
    expect(app.userDn('ops ')).toBe('cn=ops\\ ,ou=users,dc=ldap,dc=example,dc=com');
  });
});

describe('LdapApplication: the outpost messages name LdapApplication', () => {
  test('an idp.Outpost whose protocolProviders is a token is refused, naming LdapApplication and its path', () => {
    const s = idpStack();
    const ids = new TerraformVariable(s, 'ids', { type: 'list(number)' });
    const ldap = new idp.Outpost(s, 'Ldap', { name: 'ldap', type: 'ldap', protocolProviders: Token.asNumberList(ids.value) });
    expect(() => new idp.LdapApplication(s, 'Dir', { ...ldapBase, outpost: ldap })).toThrow(exactly(
      'LdapApplication at \'stack/Dir\': the protocolProviders of outpost \'stack/Ldap\' is a token; list the providers there yourself'));
  });
});

describe('LdapApplication.allowDirectorySearch: the options', () => {
  const search = invalidAt('LdapApplication.allowDirectorySearch', 'stack/Dir');

  test('options that are not an object are reported as options of the wrong kind', () => {
    const s = idpStack();
    const app = new idp.LdapApplication(s, 'Dir', ldapBase);
    expect(() => app.allowDirectorySearch(new idp.Group(s, 'G', { name: 'g' }), 'ldap.search_all' as any)).toThrow(search(
      'options: expected an object of named properties, got "ldap.search_all" (a string)',
      'permission: is required, but was not given; expected a string'));
  });

  test('a later call with another permission and the same model is refused', () => {
    const s = idpStack();
    const app = new idp.LdapApplication(s, 'Dir', ldapBase);
    app.allowDirectorySearch(new idp.Group(s, 'A', { name: 'a' }), { permission: 'ldap.search_all', model: 'ldap.provider' });
    expect(() => app.allowDirectorySearch(new idp.Group(s, 'B', { name: 'b' }), { permission: 'ldap.search_other', model: 'ldap.provider' })).toThrow(search(
      'options: the directory search role already grants another permission or model; give the same options for every group'));
  });
});

describe('SamlApplication: binding and mappings', () => {
  test('binding redirect is accepted and written as sp_binding redirect', () => {
    const s = idpStack();
    new idp.SamlApplication(s, 'Wiki', { ...samlBase, binding: 'redirect' });
    expect(Object.values<any>(synth(s).resource.idp_provider_saml)[0].sp_binding).toBe('redirect');
  });

  test('a binding that is not a string is reported once, as of the wrong kind, and not also as not one of redirect, post', () => {
    expect(() => new idp.SamlApplication(idpStack(), 'Wiki', { ...samlBase, binding: 1 as any })).toThrow(samlInvalid(
      'binding: expected a string, got 1 (a number)'));
  });

  test('a nameIdMapping of the wrong kind is reported once, as of the wrong kind, and not also as not a SAML provider mapping', () => {
    const notRef = { terraformResourceType: 'idp_property_mapping_provider_scope' };
    expect(() => new idp.SamlApplication(idpStack(), 'Wiki', { ...samlBase, nameIdMapping: notRef as any })).toThrow(samlInvalid(
      'nameIdMapping: expected an idp.IPropertyMapping (an idp.PropertyMappingProviderSaml or idp.DataIdpPropertyMappingProviderSaml; idp.IdpRef.fromPropertyMappingId(id) for a property mapping outside the app), got {"terraformResourceType":"idp_property_mapping_provider_scope"} (an object), which has no string propertyMappingId'));
  });

  test('a mapping whose Terraform type is not an idp property mapping is not judged, and is written', () => {
    const s = idpStack();
    const other = new OtherMapping(s, 'Other');
    new idp.SamlApplication(s, 'Wiki', { ...samlBase, propertyMappings: [other], nameIdMapping: other });
    // toTerraform, not Testing.synth: the Terraform suite runs every stack a test synthesizes, and no
    // provider serves other_mapping
    const provider = Object.values<any>(JSON.parse(JSON.stringify(s.toTerraform())).resource.idp_provider_saml)[0];
    expect(provider.name_id_mapping).toBe('${other_mapping.Other.id}');
    expect(provider.property_mappings).toEqual(['${other_mapping.Other.id}']);
  });
});
