/**
 * Careless input a new user gave the identity L2s, which they took in silence (issue 42): an empty list
 * of password backends, and an application (OAuth, proxy, SAML) given a flow of the wrong kind (an authorization flow where
 * the authentication flow goes, or the reverse). Each is an error at construction naming the construct
 * path and the prop, and saying what to give instead. A flow's kind is judged only where it is known
 * (an L2 flow, an L1 flow with a literal designation): a flow from outside the app is taken as given.
 */
import { TerraformStack, TerraformVariable, Testing } from 'cdktf';
import { idp } from '../../src';
import { invalidAt, synthChecked as synth } from '../support/l2';

function stack() {
  const s = new TerraformStack(Testing.app(), 'stack');
  new idp.IdpProvider(s, 'idp');
  return s;
}

describe('AuthenticationFlow: an empty passwordBackends', () => {
  const EMPTY = 'passwordBackends: is empty, so the password stage the flow creates would check the password against no backend, and no password would pass; '
    + 'give the identifiers of the identity system\'s password backends (at least one), or give passwordStage';

  test('is refused, saying what to give instead', () => {
    expect(() => new idp.AuthenticationFlow(stack(), 'Login', { name: 'login', slug: 'login', passwordBackends: [] }))
      .toThrow(invalidAt('AuthenticationFlow', 'stack/Login')(EMPTY));
  });

  test('is listed with the other problems of the props', () => {
    expect(() => new idp.AuthenticationFlow(stack(), 'Login', { name: 'login', slug: 'login', passwordBackends: [], userFields: ['phone'] }))
      .toThrow(invalidAt('AuthenticationFlow', 'stack/Login')('userFields[0]: "phone" is not one of "email", "username", "upn"', EMPTY));
  });

  test('with a passwordStage given, the empty list is reported once: as a setting of a stage the flow does not create', () => {
    expect(() => new idp.AuthenticationFlow(stack(), 'Login', { name: 'login', slug: 'login', passwordBackends: [], passwordStage: idp.IdpRef.fromStageId('password') }))
      .toThrow(invalidAt('AuthenticationFlow', 'stack/Login')(
        'passwordBackends: configures the password stage the flow creates, but passwordStage is given; set it on that stage instead',
      ));
  });

  test('one backend, or a list from a variable (not judged), is taken and written', () => {
    const s = stack();
    const list = new TerraformVariable(s, 'backends', { type: 'list(string)' }).listValue;
    const one = new idp.AuthenticationFlow(s, 'One', { name: 'one', slug: 'one', passwordBackends: ['backend-a'] });
    const fromVariable = new idp.AuthenticationFlow(s, 'Var', { name: 'var', slug: 'var', passwordBackends: list });
    const passwords = synth(s).resource.idp_stage_password;
    expect(passwords[one.passwordStage!.friendlyUniqueId].backends).toEqual(['backend-a']);
    expect(passwords[fromVariable.passwordStage!.friendlyUniqueId].backends).toBe('${var.backends}');
  });
});

describe('an application given a flow of the wrong kind', () => {
  const invalidation = idp.IdpRef.fromFlowUuid('invalidation-uuid');
  type Flows = Pick<idp.OAuthApplicationProps, 'authorizationFlow' | 'invalidationFlow' | 'authenticationFlow'>;
  const APPS: Array<[string, (s: TerraformStack, flows: Flows) => unknown]> = [
    ['OAuthApplication', (s, flows) => new idp.OAuthApplication(s, 'App', {
      name: 'a', slug: 'a', scopeMappings: [idp.IdpRef.fromScopeMappingId('m')], ...flows,
    })],
    ['ProxyApplication', (s, flows) => new idp.ProxyApplication(s, 'App', {
      name: 'a', slug: 'a', externalHost: 'https://a.example.com', internalHost: 'http://a:80', outpost: idp.IdpRef.fromOutpostUuid('o'), ...flows,
    })],
    ['SamlApplication', (s, flows) => new idp.SamlApplication(s, 'App', { name: 'a', slug: 'a', acsUrl: 'https://a.example.com/acs', ...flows })],
  ];
  const AUTHENTICATION_HINT = 'give an idp.AuthenticationFlow, or a flow of designation "authentication"';
  const AUTHORIZATION_HINT = 'give an idp.AuthorizationFlow, or a flow of designation "authorization"';
  const login = (s: TerraformStack) => new idp.AuthenticationFlow(s, 'Login', { name: 'login', slug: 'login', passwordBackends: ['backend-a'] });
  const consent = (s: TerraformStack) => new idp.AuthorizationFlow(s, 'Consent', { name: 'consent', slug: 'consent' });

  describe.each(APPS)('%s', (kind, create) => {
    const invalid = invalidAt(kind, 'stack/App');

    test('an AuthorizationFlow where the authentication flow goes is refused', () => {
      const s = stack();
      const authorization = consent(s);
      const flows = { authorizationFlow: authorization, invalidationFlow: invalidation, authenticationFlow: authorization };
      expect(() => create(s, flows)).toThrow(invalid(
        `authenticationFlow: an AuthorizationFlow construct at 'stack/Consent' is a flow of designation "authorization", but the provider runs its authenticationFlow as a flow of designation "authentication"; ${AUTHENTICATION_HINT}`,
      ));
    });

    test('an AuthenticationFlow where the authorization flow goes is refused', () => {
      const s = stack();
      expect(() => create(s, { authorizationFlow: login(s), invalidationFlow: invalidation })).toThrow(invalid(
        `authorizationFlow: an AuthenticationFlow construct at 'stack/Login' is a flow of designation "authentication", but the provider runs its authorizationFlow as a flow of designation "authorization"; ${AUTHORIZATION_HINT}`,
      ));
    });

    test('the two swapped: both are reported, in one error', () => {
      const s = stack();
      expect(() => create(s, { authorizationFlow: login(s), invalidationFlow: invalidation, authenticationFlow: consent(s) })).toThrow(invalid(
        `authorizationFlow: an AuthenticationFlow construct at 'stack/Login' is a flow of designation "authentication", but the provider runs its authorizationFlow as a flow of designation "authorization"; ${AUTHORIZATION_HINT}`,
        `authenticationFlow: an AuthorizationFlow construct at 'stack/Consent' is a flow of designation "authorization", but the provider runs its authenticationFlow as a flow of designation "authentication"; ${AUTHENTICATION_HINT}`,
      ));
    });

    test('a StagedFlow or an L1 Flow with a literal designation is judged the same way, in every flow prop', () => {
      const s = stack();
      const staged = new idp.StagedFlow(s, 'Staged', { name: 'staged', slug: 'staged', designation: 'authentication' });
      const l1 = new idp.Flow(s, 'L1', { name: 'l1', slug: 'l1', title: 'l1', designation: 'enrollment' });
      expect(() => create(s, { authorizationFlow: staged, invalidationFlow: l1, authenticationFlow: consent(s) })).toThrow(invalid(
        `authorizationFlow: a StagedFlow construct at 'stack/Staged' is a flow of designation "authentication", but the provider runs its authorizationFlow as a flow of designation "authorization"; ${AUTHORIZATION_HINT}`,
        'invalidationFlow: a Flow construct at \'stack/L1\' is a flow of designation "enrollment", but the provider runs its invalidationFlow as a flow of designation "invalidation"; give a flow of designation "invalidation"',
        `authenticationFlow: an AuthorizationFlow construct at 'stack/Consent' is a flow of designation "authorization", but the provider runs its authenticationFlow as a flow of designation "authentication"; ${AUTHENTICATION_HINT}`,
      ));
    });

    test('flows of the right kinds are taken, and reach the provider', () => {
      const s = stack();
      const logout = new idp.Flow(s, 'Logout', { name: 'logout', slug: 'logout', title: 'logout', designation: 'invalidation' });
      const authentication = login(s);
      const authorization = consent(s);
      create(s, { authorizationFlow: authorization, invalidationFlow: logout, authenticationFlow: authentication });
      const provider = Object.values<any>(synth(s).resource[({ OAuthApplication: 'idp_provider_oauth2', ProxyApplication: 'idp_provider_proxy', SamlApplication: 'idp_provider_saml' } as Record<string, string>)[kind]])[0];
      expect([provider.authorization_flow, provider.invalidation_flow, provider.authentication_flow]).toEqual([
        `\${idp_flow.${authorization.resource.friendlyUniqueId}.uuid}`, `\${idp_flow.${logout.friendlyUniqueId}.uuid}`, `\${idp_flow.${authentication.resource.friendlyUniqueId}.uuid}`,
      ]);
    });

    test('a flow whose kind is not known here is not judged: from outside the app, a lookup, or a designation from a variable', () => {
      const s = stack();
      const designation = new TerraformVariable(s, 'designation', { type: 'string', default: 'invalidation' }).stringValue;
      const variable = new idp.Flow(s, 'Var', { name: 'v', slug: 'v', title: 'v', designation });
      const lookup = new idp.DataIdpFlow(s, 'Lookup', { slug: 'default-authentication-flow' });
      expect(() => create(s, { authorizationFlow: lookup, invalidationFlow: variable, authenticationFlow: idp.IdpRef.fromFlowUuid('any-uuid') })).not.toThrow();
      synth(s);
    });

    test('a flow prop of the wrong kind is reported once, as a kind problem', () => {
      expect(() => create(stack(), { authorizationFlow: 'consent-uuid' as any, invalidationFlow: invalidation })).toThrow(invalid(
        'authorizationFlow: expected an idp.IFlow (an idp.Flow, idp.DataIdpFlow or idp.StagedFlow; idp.IdpRef.fromFlowUuid(uuid) for a flow outside the app), got "consent-uuid" (a string)',
      ));
    });

    test('a lookup by a literal designation is judged as the flow it finds', () => {
      const s = stack();
      const lookup = new idp.DataIdpFlow(s, 'Lookup', { designation: 'authorization' });
      expect(() => create(s, { authorizationFlow: idp.IdpRef.fromFlowUuid('a'), invalidationFlow: invalidation, authenticationFlow: lookup })).toThrow(invalid(
        `authenticationFlow: a DataIdpFlow construct at 'stack/Lookup' is a flow of designation "authorization", but the provider runs its authenticationFlow as a flow of designation "authentication"; ${AUTHENTICATION_HINT}`,
      ));
    });
  });

  test('FlowBrand, which shares the judgement of a flow\'s kind, refuses one too', () => {
    const s = stack();
    expect(() => new idp.FlowBrand(s, 'Brand', { domain: 'login.example.com', authenticationFlow: consent(s) })).toThrow(invalidAt('FlowBrand', 'stack/Brand')(
      'authenticationFlow: an AuthorizationFlow construct at \'stack/Consent\' is a flow of designation "authorization", but the brand runs its authenticationFlow as a flow of designation "authentication"; give a flow of designation "authentication"',
    ));
  });
});
