/**
 * Sign-in flows from real stages (issue 34, part 1): `idp.AuthenticationFlow` (identification,
 * password and user-login stages) and `idp.AuthorizationFlow` (a consent stage), both staged flows;
 * stage objects bound with `StagedFlow.addStage`; the OAuth and proxy applications taking scope
 * mappings and certificate-key pairs as objects (lookups among them).
 */
import { TerraformStack, TerraformVariable, Testing, Token } from 'cdktf';
import { idp } from '../../src';
import { stableKey } from '../../src/l2/ids';
import { exactly, invalidAt, only, synthChecked as synth, warningsOf as warnings } from '../support/l2';

function stack() {
  const s = new TerraformStack(Testing.app(), 'stack');
  new idp.IdpProvider(s, 'idp');
  return s;
}

const flows = { authorizationFlow: idp.IdpRef.fromFlowUuid('auth-flow-uuid'), invalidationFlow: idp.IdpRef.fromFlowUuid('inval-flow-uuid') };
const backends = ['backend-a'];
/** The bindings of a flow as [construct id, stage (resolved: a reference as the JSON writes it), order]. */
const bound = (flow: idp.StagedFlow) => flow.stageBindings.map((b) => {
  const key = stableKey(b.stageInput!);
  return [b.node.id, Token.isUnresolved(b.stageInput) ? `\${${key}}` : key, b.orderInput];
});
/** The Terraform reference of a stage of the app, as its binding's `stage` holds it. */
const idOf = (stage: { terraformResourceType: string; friendlyUniqueId: string }) => `\${${stage.terraformResourceType}.${stage.friendlyUniqueId}.id}`;

describe('AuthenticationFlow', () => {
  test('creates an identification, a password and a user-login stage and binds them at 10, 20, 30', () => {
    const s = stack();
    const login = new idp.AuthenticationFlow(s, 'Login', { name: 'login', slug: 'login', passwordBackends: backends, sessionDuration: 'hours=8' });
    const json = synth(s);
    expect(json.resource).toMatchSnapshot();
    expect(only(json, 'idp_flow')).toMatchObject({ name: 'login', slug: 'login', title: 'login', designation: 'authentication' });
    expect(only(json, 'idp_stage_identification')).toEqual({ name: 'login-identification', user_fields: ['username', 'email'] });
    expect(only(json, 'idp_stage_password')).toEqual({ name: 'login-password', backends: ['backend-a'] });
    expect(only(json, 'idp_stage_user_login')).toEqual({ name: 'login-login', session_duration: 'hours=8' });
    const [identification, password, userLogin] = [login.identificationStage!, login.passwordStage!, login.loginStage!];
    expect(bound(login)).toEqual([
      [login.identificationBinding.node.id, idOf(identification), 10],
      [login.passwordBinding.node.id, idOf(password), 20],
      [login.loginBinding.node.id, idOf(userLogin), 30],
    ]);
    // the bindings reach the JSON as references to the stages and the flow
    const stageBindings = Object.values<any>(json.resource.idp_flow_stage_binding);
    expect(stageBindings.map((b) => [b.stage, b.order, b.target]).sort((x, y) => x[1] - y[1])).toEqual([
      [idOf(identification), 10, `\${idp_flow.${login.resource.friendlyUniqueId}.uuid}`],
      [idOf(password), 20, `\${idp_flow.${login.resource.friendlyUniqueId}.uuid}`],
      [idOf(userLogin), 30, `\${idp_flow.${login.resource.friendlyUniqueId}.uuid}`],
    ]);
  });

  test('construct ids: fixed ids for the stages and their bindings, created or given', () => {
    const s = stack();
    const login = new idp.AuthenticationFlow(s, 'Login', { name: 'login', slug: 'login', passwordBackends: backends });
    expect(login.node.children.map((c) => c.node.id)).toEqual([
      'Resource', 'IdentificationStage', 'PasswordStage', 'LoginStage',
      'Stage-Identification', 'Stage-Password', 'Stage-Login',
    ]);
    // a stage given instead keeps the binding's id (and Terraform address): the binding changes in place
    const given = new idp.AuthenticationFlow(s, 'Given', { name: 'g', slug: 'g', passwordStage: idp.IdpRef.fromStageId('p') });
    expect(given.node.children.map((c) => c.node.id)).toEqual(['Resource', 'IdentificationStage', 'LoginStage', 'Stage-Identification', 'Stage-Password', 'Stage-Login']);
  });

  test('addStage binds more stages between its own; an order its stages hold is refused, naming the holder', () => {
    const s = stack();
    const login = new idp.AuthenticationFlow(s, 'Login', { name: 'login', slug: 'login', passwordBackends: backends });
    const mfa = new idp.StageAuthenticatorValidate(s, 'Mfa', { name: 'mfa', notConfiguredAction: idp.StageAuthenticatorValidateNotConfiguredAction.DENY });
    const binding = login.addStage(mfa, { order: 25 });
    expect(binding.node.id).toBe('Stage-idp_stage_authenticator_validate_Mfa_id');
    expect(bound(login).map(([, , order]) => order)).toEqual([10, 20, 30, 25]);
    expect(only(synth(s), 'idp_stage_authenticator_validate')).toEqual({ name: 'mfa', not_configured_action: 'deny' });
    expect(() => login.addStage(idp.IdpRef.fromStageId('captcha'), { order: 10 })).toThrow(exactly(
      "AuthenticationFlow.addStage at 'stack/Login' is invalid:\n"
      + "  - order: a stage is already bound at order 10 (the identification stage, 'Stage-Identification'); give another order"));
    // with no order, a stage comes after the last one
    expect(login.addStage(idp.IdpRef.fromStageId('after')).orderInput).toBe(40);
  });

  test('the same stage bound twice is refused, unless its second binding is given another id', () => {
    const s = stack();
    const login = new idp.AuthenticationFlow(s, 'Login', { name: 'login', slug: 'login', passwordBackends: backends });
    expect(() => login.addStage(login.passwordStage!, { order: 50 })).toThrow(exactly(
      "AuthenticationFlow.addStage at 'stack/Login' is invalid:\n"
      + "  - stage: is already bound to this flow at order 20 (the password stage, 'Stage-Password'); to bind the same stage again, give its binding another id"));
    expect(login.addStage(login.passwordStage!, { order: 50, id: 'PasswordAgain' }).node.id).toBe('PasswordAgain');
  });

  test('stages given instead of created are bound as they are; the flow creates the others', () => {
    const s = stack();
    const shared = new idp.StageIdentification(s, 'Shared', { name: 'shared-identification', userFields: ['email'] });
    const login = new idp.AuthenticationFlow(s, 'Login', {
      name: 'login', slug: 'login', identificationStage: shared, passwordStage: idp.IdpRef.fromStageId('password-uuid'),
    });
    expect(login.identificationStage).toBeUndefined();
    expect(login.passwordStage).toBeUndefined();
    expect(login.loginStage).toBeDefined();
    const json = synth(s);
    expect(json.resource).toMatchSnapshot();
    expect(Object.keys(json.resource.idp_stage_identification)).toHaveLength(1);
    expect(json.resource.idp_stage_password).toBeUndefined();
    expect(bound(login)).toEqual([
      ['Stage-Identification', idOf(shared), 10],
      ['Stage-Password', 'password-uuid', 20],
      ['Stage-Login', idOf(login.loginStage!), 30],
    ]);
  });

  test('bad input: one error naming the path and every problem', () => {
    const s = stack();
    expect(() => new idp.AuthenticationFlow(s, 'A', { name: 'a', slug: 'a' })).toThrow(invalidAt('AuthenticationFlow', 'stack/A')(
      'passwordBackends: is required (the password stage the flow creates needs its backends), but was not given; expected a list of strings, or give passwordStage'));
    expect(() => new idp.AuthenticationFlow(s, 'B', {
      name: 'b',
      slug: 'b',
      userFields: ['username', 'phone'],
      sessionDuration: '8h',
      passwordBackends: backends,
      passwordStage: idp.IdpRef.fromStageId('p'),
      identificationStage: idp.IdpRef.fromStageId('same'),
      loginStage: idp.IdpRef.fromStageId('same'),
    })).toThrow(invalidAt('AuthenticationFlow', 'stack/B')(
      'userFields[1]: "phone" is not one of "email", "username", "upn"',
      'sessionDuration: "8h" is not a duration unit=amount[;unit=amount] (units weeks, days, hours, minutes, seconds, milliseconds, microseconds)',
      'userFields: configures the identification stage the flow creates, but identificationStage is given; set it on that stage instead',
      'passwordBackends: configures the password stage the flow creates, but passwordStage is given; set it on that stage instead',
      'sessionDuration: configures the user-login stage the flow creates, but loginStage is given; set it on that stage instead',
      'loginStage: is the stage given as identificationStage; each stage is bound once',
    ));
    expect(() => new idp.AuthenticationFlow(s, 'C', { name: 'c', slug: 'c', passwordBackends: backends, userFields: ['email'], identificationStage: idp.IdpRef.fromStageId('i') }))
      .toThrow('userFields: configures the identification stage the flow creates, but identificationStage is given; set it on that stage instead');
    // the flow's own props are checked with the rest, in the same error
    expect(() => new idp.AuthenticationFlow(s, 'D', { slug: 'd', passwordStage: 'p' } as any)).toThrow(invalidAt('AuthenticationFlow', 'stack/D')(
      'name: is required, but was not given; expected a string',
      'passwordStage: expected an idp.IStage (an idp.StageIdentification, idp.StagePassword, idp.StageUserLogin, idp.StageConsent or any other idp.Stage* resource, or idp.DataIdpStage; '
      + 'idp.IdpRef.fromStageId(id) for a stage outside the app), got "p" (a string)',
    ));
    // nothing was created for the refused flows
    expect(s.node.children.map((c) => c.node.id)).toEqual(['idp', 'A', 'B', 'C', 'D']);
    expect(s.node.findAll().filter((c) => c instanceof idp.FlowStageBinding)).toEqual([]);
  });

  test('tokens are not judged: user fields, backends and the session duration from variables', () => {
    const s = stack();
    // defaults, so that the Terraform suite can plan the stack
    const list = (name: string, value: string[]) => new TerraformVariable(s, name, { type: 'list(string)', default: value }).listValue;
    new idp.AuthenticationFlow(s, 'Login', {
      name: 'login',
      slug: 'login',
      userFields: list('fields', ['email']),
      passwordBackends: list('backends', ['backend-a']),
      sessionDuration: new TerraformVariable(s, 'duration', { type: 'string', default: 'hours=1' }).stringValue,
    });
    expect(only(synth(s), 'idp_stage_password').backends).toBe('${var.backends}');
  });

  test('construct ids are stable: removing the stage added between its own leaves every address unchanged', () => {
    const addresses = (withMfa: boolean) => {
      const s = stack();
      const login = new idp.AuthenticationFlow(s, 'Login', { name: 'login', slug: 'login', passwordBackends: backends });
      if (withMfa) login.addStage(idp.IdpRef.fromStageId('mfa'), { order: 25 });
      login.addStage(idp.IdpRef.fromStageId('captcha'), { order: 5 });
      const json = synth(s);
      return Object.entries<any>(json.resource).flatMap(([type, byName]) => Object.keys(byName).map((n) => `${type}.${n}`)).sort();
    };
    const before = addresses(true);
    const after = addresses(false);
    expect(before.filter((a) => !after.includes(a))).toEqual([expect.stringContaining('Stage-mfa')]);
    expect(after.every((a) => before.includes(a))).toBe(true);
  });
});

describe('AuthorizationFlow', () => {
  test('creates a consent stage and binds it at 10; the flow is an IFlow an application takes', () => {
    const s = stack();
    const consent = new idp.AuthorizationFlow(s, 'Consent', { name: 'consent', slug: 'consent', consentMode: idp.StageConsentMode.EXPIRING, consentExpireIn: 'weeks=4' });
    const app = new idp.OAuthApplication(s, 'App', { name: 'app', slug: 'app', ...flows, authorizationFlow: consent, scopeMappings: [idp.IdpRef.fromScopeMappingId('openid')] });
    const json = synth(s);
    expect(json.resource).toMatchSnapshot();
    expect(only(json, 'idp_flow')).toMatchObject({ designation: 'authorization', name: 'consent' });
    expect(only(json, 'idp_stage_consent')).toEqual({ name: 'consent-consent', mode: 'expiring', consent_expire_in: 'weeks=4' });
    expect(consent.node.children.map((c) => c.node.id)).toEqual(['Resource', 'ConsentStage', consent.consentBinding.node.id]);
    expect(consent.consentBinding.node.id).toBe('Stage-Consent');
    expect(only(json, 'idp_flow_stage_binding')).toMatchObject({ stage: idOf(consent.consentStage!), order: 10 });
    expect(json.resource.idp_provider_oauth2[app.oauth2Provider.friendlyUniqueId].authorization_flow).toBe(`\${idp_flow.${consent.resource.friendlyUniqueId}.uuid}`);
  });

  test('a consent stage given is bound as it is; the mode is written only when given', () => {
    const s = stack();
    const plain = new idp.AuthorizationFlow(s, 'Plain', { name: 'plain', slug: 'plain' });
    const shared = new idp.AuthorizationFlow(s, 'Shared', { name: 'shared', slug: 'shared', consentStage: plain.consentStage! });
    expect(shared.consentStage).toBeUndefined();
    const json = synth(s);
    expect(only(json, 'idp_stage_consent')).toEqual({ name: 'plain-consent' });
    expect(bound(shared)).toEqual([[shared.consentBinding.node.id, idOf(plain.consentStage!), 10]]);
  });

  test('bad input: a mode the stage does not take, a duration that is none, settings with a stage given, an order the consent stage holds', () => {
    const s = stack();
    expect(() => new idp.AuthorizationFlow(s, 'A', { name: 'a', slug: 'a', consentMode: 'once', consentExpireIn: 'soon' })).toThrow(invalidAt('AuthorizationFlow', 'stack/A')(
      'consentMode: "once" is not one of "always_require", "permanent", "expiring"',
      'consentExpireIn: "soon" is not a duration unit=amount[;unit=amount] (units weeks, days, hours, minutes, seconds, milliseconds, microseconds)',
    ));
    expect(() => new idp.AuthorizationFlow(s, 'B', { name: 'b', slug: 'b', consentMode: 'permanent', consentStage: idp.IdpRef.fromStageId('c') })).toThrow(invalidAt('AuthorizationFlow', 'stack/B')(
      'consentMode: configures the consent stage the flow creates, but consentStage is given; set it on that stage instead',
    ));
    const flow = new idp.AuthorizationFlow(s, 'C', { name: 'c', slug: 'c' });
    expect(() => flow.addStage(idp.IdpRef.fromStageId('x'), { order: 10 })).toThrow("order: a stage is already bound at order 10 (the consent stage, 'Stage-Consent')");
    // a stage given is bound once too
    const shared = idp.IdpRef.fromStageId('consent-uuid');
    const other = new idp.AuthorizationFlow(s, 'D', { name: 'd', slug: 'd', consentStage: shared });
    expect(() => other.addStage(shared)).toThrow("stage: is already bound to this flow at order 10 (the consent stage, 'Stage-Consent')");
  });
});

describe('StagedFlow with stage objects', () => {
  test('any stage of the app, a lookup, or one outside the app: its binding references its id', () => {
    const s = stack();
    const flow = new idp.StagedFlow(s, 'Enroll', { name: 'enroll', slug: 'enroll', designation: 'enrollment' });
    const prompt = new idp.StagePrompt(s, 'Prompt', { name: 'prompt', fields: [idp.IdpRef.fromPromptFieldId('field').promptFieldId] });
    const write = new idp.StageUserWrite(s, 'Write', { name: 'write' });
    const lookup = new idp.DataIdpStage(s, 'Existing', { name: 'existing-login' });
    flow.addStage(prompt);
    flow.addStage(write);
    flow.addStage(lookup);
    const json = synth(s);
    expect(Object.values<any>(json.resource.idp_flow_stage_binding).map((b) => [b.stage, b.order]).sort((a, b) => a[1] - b[1])).toEqual([
      [idOf(prompt), 10], [idOf(write), 20], ['${data.idp_stage.Existing.id}', 30],
    ]);
  });

  test('a string where a stage belongs names the stage classes to pass', () => {
    const flow = new idp.StagedFlow(stack(), 'F', { name: 'f', slug: 'f', designation: 'authentication' });
    expect(() => flow.addStage('stage-uuid' as any)).toThrow(
      'stage: expected an idp.IStage (an idp.StageIdentification, idp.StagePassword, idp.StageUserLogin, idp.StageConsent or any other idp.Stage* resource, or idp.DataIdpStage; '
      + 'idp.IdpRef.fromStageId(id) for a stage outside the app), got "stage-uuid" (a string)');
  });
});

describe('scope mappings and keys as objects', () => {
  test('mappings and keys of the app, lookups, and objects outside the app reach the provider as references', () => {
    const s = stack();
    const groups = new idp.PropertyMappingProviderScope(s, 'Groups', { name: 'groups', scopeName: 'groups', expression: 'return {}' });
    const openid = new idp.DataIdpPropertyMappingProviderScope(s, 'Openid', { name: 'openid-mapping' });
    const signing = new idp.DataIdpCertificateKeyPair(s, 'Signing', { name: 'signing' });
    const encryption = new idp.CertificateKeyPair(s, 'Encryption', { name: 'encryption', certificateData: 'pem' });
    const app = new idp.OAuthApplication(s, 'App', {
      name: 'app',
      slug: 'app',
      ...flows,
      scopeMappings: [openid, groups, idp.IdpRef.fromScopeMappingId('email-mapping')],
      signingKey: signing,
      encryptionKey: encryption,
    });
    const wiki = new idp.ProxyApplication(s, 'Wiki', {
      name: 'wiki',
      slug: 'wiki',
      externalHost: 'https://wiki.example.com',
      internalHost: 'http://wiki:80',
      ...flows,
      outpost: idp.IdpRef.fromOutpostUuid('o'),
      scopeMappings: [groups],
    });
    const json = synth(s);
    expect(json.resource).toMatchSnapshot();
    const provider = json.resource.idp_provider_oauth2[app.oauth2Provider.friendlyUniqueId];
    expect(provider.property_mappings).toEqual(['${data.idp_property_mapping_provider_scope.Openid.id}', '${idp_property_mapping_provider_scope.Groups.id}', 'email-mapping']);
    expect(provider.signing_key).toBe('${data.idp_certificate_key_pair.Signing.id}');
    expect(provider.encryption_key).toBe('${idp_certificate_key_pair.Encryption.id}');
    expect(json.resource.idp_provider_proxy[wiki.proxyProvider.friendlyUniqueId].property_mappings).toEqual(['${idp_property_mapping_provider_scope.Groups.id}']);
    expect(warnings(app)).toEqual([]);
  });

  test('an authentication flow reaches the applications\' authenticationFlow', () => {
    const s = stack();
    const login = new idp.AuthenticationFlow(s, 'Login', { name: 'login', slug: 'login', passwordBackends: backends });
    const app = new idp.OAuthApplication(s, 'App', { name: 'app', slug: 'app', ...flows, authenticationFlow: login, scopeMappings: [idp.IdpRef.fromScopeMappingId('m')] });
    const json = synth(s);
    expect(json.resource.idp_provider_oauth2[app.oauth2Provider.friendlyUniqueId].authentication_flow).toBe(`\${idp_flow.${login.resource.friendlyUniqueId}.uuid}`);
  });

  test('ids given as strings (the 0.1 form) are refused, saying what to pass; an empty list still warns', () => {
    const s = stack();
    expect(() => new idp.OAuthApplication(s, 'A', { name: 'a', slug: 'a', ...flows, scopeMappings: ['openid-uuid'] as any, signingKey: 'key-uuid' as any })).toThrow(invalidAt('OAuthApplication', 'stack/A')(
      'scopeMappings[0]: expected an idp.IScopeMapping (an idp.PropertyMappingProviderScope or idp.DataIdpPropertyMappingProviderScope; idp.IdpRef.fromScopeMappingId(id) for a scope mapping outside the app), got "openid-uuid" (a string)',
      'signingKey: expected an idp.ICertificateKeyPair (an idp.CertificateKeyPair or idp.DataIdpCertificateKeyPair; idp.IdpRef.fromCertificateKeyPairId(id) for a certificate-key pair outside the app), got "key-uuid" (a string)',
    ));
    const list = new TerraformVariable(s, 'mappings', { type: 'list(string)' }).listValue;
    expect(() => new idp.OAuthApplication(s, 'B', { name: 'b', slug: 'b', ...flows, scopeMappings: list as any })).toThrow('scopeMappings: expected a list of idp.IScopeMapping (');
    const s2 = stack();
    const empty = new idp.OAuthApplication(s2, 'C', { name: 'c', slug: 'c', ...flows, scopeMappings: [] });
    synth(s2); // the warning is decided at synth, on what the provider writes
    expect(warnings(empty)).toEqual([expect.stringContaining('no scopeMappings, so tokens carry no openid, email or profile claims')]);
  });
});
