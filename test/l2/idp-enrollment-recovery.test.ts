/**
 * idp.EnrollmentFlow and idp.RecoveryFlow: the stages each creates, in order, with what the identity
 * system needs to behave as promised (users created active unless the email is confirmed; recovery
 * never creates a user); their checks; and AuthenticationFlow's links to them (by designation).
 */
import { TerraformStack, Testing } from 'cdktf';
import { idp } from '../../src';
import { invalidAt, only, synthChecked as synth, warningsOf } from '../support/l2';

function stack() {
  const s = new TerraformStack(Testing.app(), 'stack');
  new idp.IdpProvider(s, 'idp');
  return s;
}
const ref = (l1: { terraformResourceType: string; friendlyUniqueId: string }, attr: string) => `\${${l1.terraformResourceType}.${l1.friendlyUniqueId}.${attr}}`;

describe('EnrollmentFlow', () => {
  test('asks for the fields, creates the user active, signs in: prompt, user write, login', () => {
    const s = stack();
    const flow = new idp.EnrollmentFlow(s, 'SignUp', { name: 'sign-up', slug: 'sign-up', customFields: [{ key: 'attributes.team', label: 'Team', required: true }] });
    const json = synth(s);
    expect(only(json, 'idp_flow')).toMatchObject({ designation: 'enrollment', slug: 'sign-up', title: 'sign-up' });
    const fields = json.resource.idp_stage_prompt_field;
    const written = flow.fieldPrompts.map((f) => fields[f.friendlyUniqueId]);
    expect(written.map((f) => [f.field_key, f.type, f.required, f.order])).toEqual([
      ['username', 'username', true, 0], ['email', 'email', true, 10], ['name', 'text', true, 20],
      ['password', 'password', true, 30], ['password_repeat', 'password', true, 40], ['attributes.team', 'text', true, 50],
    ]);
    expect(flow.fieldPrompts.map((f) => f.node.id)).toEqual(['Field-username', 'Field-email', 'Field-name', 'Field-password', 'Field-password_repeat', 'Field-attributes_team']);
    expect(only(json, 'idp_stage_prompt').fields).toEqual(flow.fieldPrompts.map((f) => ref(f, 'id')));
    // written either way: the identity system creates users inactive unless told otherwise
    expect(only(json, 'idp_stage_user_write')).toMatchObject({ user_creation_mode: 'always_create', create_users_as_inactive: false });
    expect(json.resource.idp_stage_email).toBeUndefined();
    const bindings = flow.stageBindings.map((b) => json.resource.idp_flow_stage_binding[b.friendlyUniqueId]).map((b) => [b.order, b.stage]);
    expect(bindings).toEqual([
      [10, ref(flow.promptStage, 'id')], [20, ref(flow.writeStage, 'id')], [40, ref(flow.loginStage, 'id')],
    ]);
  });

  test('confirming the email: users created inactive, an email stage that activates them, before the login', () => {
    const s = stack();
    const flow = new idp.EnrollmentFlow(s, 'SignUp', { name: 'sign-up', slug: 'sign-up', fields: ['username', 'email'], confirmEmail: true, emailSubject: 'Confirm', emailTemplate: 'email/confirm.html' });
    const json = synth(s);
    expect(only(json, 'idp_stage_user_write').create_users_as_inactive).toBe(true);
    expect(only(json, 'idp_stage_email')).toMatchObject({ activate_user_on_success: true, subject: 'Confirm', template: 'email/confirm.html' });
    expect(flow.stageBindings.map((b) => [b.node.id, b.orderInput])).toEqual([['Stage-Prompt', 10], ['Stage-Write', 20], ['Stage-Email', 30], ['Stage-Login', 40]]);
    expect(flow.fieldPrompts).toHaveLength(2);
  });

  const invalid = invalidAt('EnrollmentFlow', 'stack/SignUp');
  test.each<[string, Partial<idp.EnrollmentFlowProps>, string[]]>([
    ['a field it does not know', { fields: ['username', 'phone'] }, ['fields[1]: "phone" is not one of "username", "email", "name", "password" (ask for other fields with customFields)']],
    ['no username', { fields: ['email'] }, ['fields: does not hold "username"; the account the flow creates needs its user name']],
    ['a field twice', { fields: ['username', 'email', 'email'] }, ['fields: names a field twice']],
    ['confirmEmail without email', { fields: ['username'], confirmEmail: true }, ['confirmEmail: is true, but fields does not hold "email"; the confirmation is sent to the address the user gives']],
    ['email settings without confirmEmail', { emailSubject: 'x' }, ['emailSubject: configures the confirmation email, which is sent only with confirmEmail: true']],
    ['a custom field of a standard key', { customFields: [{ key: 'email', label: 'Email' }] }, ['customFields[0].key: "email" is asked for already']],
    ['a custom field twice, and the password repeat', { customFields: [{ key: 'a', label: 'A' }, { key: 'a', label: 'A' }, { key: 'password_repeat', label: 'R' }] },
      ['customFields[1].key: "a" is asked for already', 'customFields[2].key: "password_repeat" is asked for already']],
    ['a custom key with a space, and a type it does not know', { customFields: [{ key: 'my team', label: 'Team', type: 'colour' }] },
      ['customFields[0].key: "my team" is not a user attribute (letters, digits, "_" and ".")', 'customFields[0].type: "colour" is not a prompt field type (idp.StagePromptFieldType)']],
    ['custom fields that are not a list, and an item missing', { customFields: 'team' as any }, ['customFields: expected a list of objects of named properties, got "team" (a string)']],
    ['an item null, and one without its label', { customFields: [null as any, { key: 'x' } as any] },
      ['customFields[0]: is required, but was null; expected an object of named properties', 'customFields[1].label: is required, but was not given; expected a string']],
  ])('refuses %s, naming the prop', (_case, props, problems) => {
    expect(() => new idp.EnrollmentFlow(stack(), 'SignUp', { name: 'sign-up', slug: 'sign-up', ...props })).toThrow(invalid(...problems));
  });
});

describe('RecoveryFlow', () => {
  test('identifies, sends the link, asks for the new password twice, writes it without creating a user, signs in', () => {
    const s = stack();
    const flow = new idp.RecoveryFlow(s, 'Recovery', { name: 'recovery', slug: 'recovery', tokenExpiry: 'minutes=15', emailSubject: 'Reset your password' });
    const json = synth(s);
    expect(only(json, 'idp_flow')).toMatchObject({ designation: 'recovery' });
    expect(only(json, 'idp_stage_identification').user_fields).toEqual(['username', 'email']);
    expect(only(json, 'idp_stage_email')).toMatchObject({ token_expiry: 'minutes=15', subject: 'Reset your password' });
    expect(only(json, 'idp_stage_email').activate_user_on_success).toBeUndefined();
    expect(flow.fieldPrompts.map((f) => json.resource.idp_stage_prompt_field[f.friendlyUniqueId]).map((f) => [f.field_key, f.type])).toEqual([
      ['password', 'password'], ['password_repeat', 'password'],
    ]);
    expect(only(json, 'idp_stage_user_write').user_creation_mode).toBe('never_create');
    expect(flow.stageBindings.map((b) => [b.node.id, b.orderInput])).toEqual([
      ['Stage-Identification', 10], ['Stage-Email', 20], ['Stage-Prompt', 30], ['Stage-Write', 40], ['Stage-Login', 50],
    ]);
  });

  test('refuses a duration it cannot read, a user field it does not know, and no user field', () => {
    expect(() => new idp.RecoveryFlow(stack(), 'R', { name: 'r', slug: 'r', tokenExpiry: '15m', userFields: ['phone'] })).toThrow(invalidAt('RecoveryFlow', 'stack/R')(
      'userFields[0]: "phone" is not one of "email", "username", "upn"',
      'tokenExpiry: "15m" is not a duration unit=amount[;unit=amount] (units weeks, days, hours, minutes, seconds, milliseconds, microseconds)',
    ));
    expect(() => new idp.RecoveryFlow(stack(), 'R', { name: 'r', slug: 'r', userFields: [] })).toThrow(invalidAt('RecoveryFlow', 'stack/R')(
      'userFields: is empty, so no user could identify to recover their password; give "username", "email" or "upn"'));
  });
});

describe('AuthenticationFlow links enrollment and recovery', () => {
  const login = (s: TerraformStack, props: Partial<idp.AuthenticationFlowProps>) =>
    new idp.AuthenticationFlow(s, 'Login', { name: 'login', slug: 'login', passwordBackends: ['backend-inbuilt'], ...props });

  test('on the identification stage it creates', () => {
    const s = stack();
    const signUp = new idp.EnrollmentFlow(s, 'SignUp', { name: 'sign-up', slug: 'sign-up' });
    const recovery = new idp.RecoveryFlow(s, 'Recovery', { name: 'recovery', slug: 'recovery' });
    const flow = login(s, { enrollmentFlow: signUp, recoveryFlow: recovery });
    const stage = synth(s).resource.idp_stage_identification[flow.identificationStage!.friendlyUniqueId];
    expect([stage.enrollment_flow, stage.recovery_flow]).toEqual([ref(signUp.resource, 'uuid'), ref(recovery.resource, 'uuid')]);
  });

  test('refuses flows of another designation, and links for a stage it does not create', () => {
    const s = stack();
    const signUp = new idp.EnrollmentFlow(s, 'SignUp', { name: 'sign-up', slug: 'sign-up' });
    const recovery = new idp.RecoveryFlow(s, 'Recovery', { name: 'recovery', slug: 'recovery' });
    expect(() => login(s, { enrollmentFlow: recovery, recoveryFlow: signUp })).toThrow(invalidAt('AuthenticationFlow', 'stack/Login')(
      'enrollmentFlow: a RecoveryFlow construct at \'stack/Recovery\' is a flow of designation "recovery", but the identification stage links a flow of designation "enrollment"; give an idp.EnrollmentFlow, or a flow of designation "enrollment"',
      'recoveryFlow: an EnrollmentFlow construct at \'stack/SignUp\' is a flow of designation "enrollment", but the identification stage links a flow of designation "recovery"; give an idp.RecoveryFlow, or a flow of designation "recovery"',
    ));
    expect(() => login(stack(), { recoveryFlow: idp.IdpRef.fromFlowUuid('r'), identificationStage: idp.IdpRef.fromStageId('i') })).toThrow(invalidAt('AuthenticationFlow', 'stack/Login')(
      'recoveryFlow: configures the identification stage the flow creates, but identificationStage is given; set it on that stage instead'));
  });
});

describe('AuthenticationFlow.addSecondFactor', () => {
  const login = (s: TerraformStack) => new idp.AuthenticationFlow(s, 'Login', { name: 'login', slug: 'login', passwordBackends: ['backend-inbuilt'] });

  test('a validation stage after the password, with setup stages and the flows users set them up in', () => {
    const s = stack();
    const flow = login(s);
    const stage = flow.addSecondFactor({ notConfiguredAction: 'configure', setup: ['totp', 'webauthn'] });
    const json = synth(s);
    expect(flow.stageBindings.map((b) => [b.node.id, b.orderInput])).toEqual([
      ['Stage-Identification', 10], ['Stage-Password', 20], ['Stage-Login', 30], ['Stage-SecondFactor', 25],
    ]);
    const totp = flow.node.findChild('SetupStage-totp') as idp.StageAuthenticatorTotp;
    const webauthn = flow.node.findChild('SetupStage-webauthn') as idp.StageAuthenticatorWebauthn;
    expect(json.resource.idp_stage_authenticator_validate[stage.friendlyUniqueId]).toMatchObject({
      name: 'login-second-factor',
      not_configured_action: 'configure',
      device_classes: ['totp', 'webauthn'],
      configuration_stages: [ref(totp, 'id'), ref(webauthn, 'id')],
    });
    // each setup stage runs in a flow of designation stage_configuration, which binds it
    const setupFlow = flow.node.findChild('SetupFlow-totp') as idp.StagedFlow;
    expect(json.resource.idp_flow[setupFlow.resource.friendlyUniqueId]).toMatchObject({ designation: 'stage_configuration', slug: 'login-totp-setup' });
    expect(json.resource.idp_stage_authenticator_totp[totp.friendlyUniqueId].configure_flow).toBe(ref(setupFlow.resource, 'uuid'));
    expect(setupFlow.stageBindings.map((b) => json.resource.idp_flow_stage_binding[b.friendlyUniqueId]).map((b) => [b.order, b.stage])).toEqual([[10, ref(totp, 'id')]]);
    expect(warningsOf(stage)).toEqual([]);
  });

  test('a configure flow given is used as it is; device classes given are written', () => {
    const s = stack();
    const flow = login(s);
    const mine = new idp.StagedFlow(s, 'Mine', { name: 'mine', slug: 'mine', designation: 'stage_configuration' });
    const stage = flow.addSecondFactor({ notConfiguredAction: 'deny', setup: ['static'], configureFlows: { static: mine }, deviceClasses: ['static', 'totp'] });
    const json = synth(s);
    expect(flow.node.tryFindChild('SetupFlow-static')).toBeUndefined();
    expect(mine.stageBindings).toEqual([]);
    expect(json.resource.idp_stage_authenticator_validate[stage.friendlyUniqueId]).toMatchObject({ not_configured_action: 'deny', device_classes: ['static', 'totp'] });
  });

  test('skip warns, with an id that can be acknowledged; no setup and no classes write none', () => {
    const s = stack();
    const stage = login(s).addSecondFactor({ notConfiguredAction: 'skip' });
    const written = synth(s).resource.idp_stage_authenticator_validate[stage.friendlyUniqueId];
    expect([written.device_classes, written.configuration_stages]).toEqual([undefined, undefined]);
    expect(warningsOf(stage)).toEqual([
      '[IDP-L2-010] AuthenticationFlow.addSecondFactor: notConfiguredAction "skip" lets users who have no second factor sign in on their password alone; use "configure" with setup methods, or "deny"',
    ]);
  });

  const invalid = invalidAt('AuthenticationFlow.addSecondFactor', 'stack/Login');
  test.each<[string, idp.SecondFactorOptions, string[]]>([
    ['configure without a setup method', { notConfiguredAction: 'configure' }, [
      'notConfiguredAction: is "configure", but no setup method is given, so users without a device would be stuck; give setup (for example ["totp", "webauthn"]), or use "deny"',
    ]],
    ['an action it does not know', { notConfiguredAction: 'allow' }, ['notConfiguredAction: "allow" is not one of "configure", "deny", "skip"']],
    ['a setup method it does not know, and one twice', { notConfiguredAction: 'deny', setup: ['sms', 'totp', 'totp'] }, [
      'setup[0]: "sms" is not one of "totp", "webauthn", "static", "email"', 'setup: names a method twice',
    ]],
    ['no device class', { notConfiguredAction: 'deny', deviceClasses: [] }, ['deviceClasses: is empty, so no device would be accepted; give the classes, or leave it out to accept those of setup']],
    ['a configure flow of a method not set up', { notConfiguredAction: 'deny', configureFlows: { totp: idp.IdpRef.fromFlowUuid('f') } }, [
      'configureFlows.totp: "totp" is not among the setup methods; give setup: ["totp", ...] or remove it',
    ]],
  ])('refuses %s, naming the option', (_case, options, problems) => {
    expect(() => login(stack()).addSecondFactor(options)).toThrow(invalid(...problems));
  });

  test('refuses a configure flow of another designation, and a second validation stage', () => {
    const s = stack();
    const flow = login(s);
    const recovery = new idp.RecoveryFlow(s, 'Recovery', { name: 'recovery', slug: 'recovery' });
    expect(() => flow.addSecondFactor({ notConfiguredAction: 'configure', setup: ['totp'], configureFlows: { totp: recovery } })).toThrow(invalid(
      'configureFlows.totp: a RecoveryFlow construct at \'stack/Recovery\' is a flow of designation "recovery", but a setup stage\'s configure flow is a flow of designation "stage_configuration"; give a flow of designation "stage_configuration"'));
    flow.addSecondFactor({ notConfiguredAction: 'deny' });
    expect(() => flow.addSecondFactor({ notConfiguredAction: 'deny' })).toThrow(invalid('options: the flow asks for a second factor already (one validation stage per flow)'));
  });
});
