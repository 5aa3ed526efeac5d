/**
 * Details of idp.EnrollmentFlow: the names of the stages it creates and the labels of its standard
 * prompt fields; what a message about a taken order calls each of its stages; a token given as
 * `fields`; and the exact messages for custom fields that are missing, of the wrong kind, or whose
 * members are of the wrong kind, each reported once under its own name.
 */
import { TerraformVariable } from 'cdktf';
import { idp } from '../../src';
import { idpStack as stack } from '../support/idp';
import { invalidAt, only, synthChecked as synth } from '../support/l2';

const invalid = invalidAt('EnrollmentFlow', 'stack/SignUp');
const enroll = (props: Partial<idp.EnrollmentFlowProps>) => () => new idp.EnrollmentFlow(stack(), 'SignUp', { name: 'sign-up', slug: 'sign-up', ...props });

describe('EnrollmentFlow: what it creates', () => {
  test('the prompt, user write, email and user login stages are named <name>-prompt, -write, -email and -login', () => {
    const s = stack();
    new idp.EnrollmentFlow(s, 'SignUp', { name: 'repo', slug: 'repo', fields: ['username', 'email'], confirmEmail: true });
    const json = synth(s);
    expect(only(json, 'idp_stage_prompt').name).toBe('repo-prompt');
    expect(only(json, 'idp_stage_user_write').name).toBe('repo-write');
    expect(only(json, 'idp_stage_email').name).toBe('repo-email');
    expect(only(json, 'idp_stage_user_login')).toEqual({ name: 'repo-login' });
  });

  test('the standard prompt fields are labelled "Username", "Email", "Name", "Password" and "Password (repeat)"', () => {
    const s = stack();
    const flow = new idp.EnrollmentFlow(s, 'SignUp', { name: 'repo', slug: 'repo' });
    const json = synth(s);
    const written = flow.fieldPrompts.map((f) => json.resource.idp_stage_prompt_field[f.friendlyUniqueId]);
    expect(written.map((f) => [f.name, f.field_key, f.label])).toEqual([
      ['repo-username', 'username', 'Username'],
      ['repo-email', 'email', 'Email'],
      ['repo-name', 'name', 'Name'],
      ['repo-password', 'password', 'Password'],
      ['repo-password_repeat', 'password_repeat', 'Password (repeat)'],
    ]);
  });

  test.each([
    [10, "the prompt stage, 'Stage-Prompt'"],
    [20, "the user write stage, 'Stage-Write'"],
    [30, "the email stage, 'Stage-Email'"],
    [40, "the user-login stage, 'Stage-Login'"],
  ])('a stage added at order %d is refused, naming the holder as %s', (order, holder) => {
    const flow = new idp.EnrollmentFlow(stack(), 'SignUp', { name: 'sign-up', slug: 'sign-up', fields: ['username', 'email'], confirmEmail: true });
    expect(() => flow.addStage(idp.IdpRef.fromStageId('x'), { order })).toThrow(invalidAt('EnrollmentFlow.addStage', 'stack/SignUp')(
      `order: a stage is already bound at order ${order} (${holder}); give another order`));
  });
});

describe('EnrollmentFlow: fields', () => {
  test('fields given as a list token is refused: the flow needs the list itself', () => {
    const s = stack();
    const list = new TerraformVariable(s, 'fields', { type: 'list(string)' }).listValue;
    expect(() => new idp.EnrollmentFlow(s, 'SignUp', { name: 'sign-up', slug: 'sign-up', fields: list })).toThrow(invalid(
      'fields: is a list token, not known at synth; the flow creates one prompt field per field, so give the list itself'));
  });

  test('fields of the wrong kind beside custom fields is reported once, as a kind problem of fields', () => {
    expect(enroll({ fields: 5 as any, customFields: [{ key: 'team', label: 'Team' }] })).toThrow(invalid(
      'fields: expected a list of strings, got 5 (a number)'));
  });

  test('a field that is an interpolation is refused as not known at synth, and a custom key equal to it is not judged as asked for already', () => {
    expect(enroll({ fields: ['username', '${var.x}'], customFields: [{ key: '${var.x}', label: 'X' }], emailSubject: 'x' })).toThrow(invalid(
      'fields[1]: is "${var.x}" (a string), not known at synth; the flow creates one prompt field per field, so give each field itself (one of "username", "email", "name", "password")',
      'emailSubject: configures the confirmation email, which is sent only with confirmEmail: true'));
  });

  test('a field that is a string token is refused, naming its place in the list (not a crash)', () => {
    const s = stack();
    const field = new TerraformVariable(s, 'field', { type: 'string' }).stringValue;
    expect(() => new idp.EnrollmentFlow(s, 'SignUp', { name: 'sign-up', slug: 'sign-up', fields: ['username', field] })).toThrow(invalid(
      'fields[1]: is a string token (var.field), not known at synth; the flow creates one prompt field per field, so give each field itself (one of "username", "email", "name", "password")'));
  });
});

describe('EnrollmentFlow: customFields', () => {
  test('a custom field not given (undefined) is reported as required but not given', () => {
    expect(enroll({ customFields: [undefined as any] })).toThrow(invalid(
      'customFields[0]: is required, but was not given; expected an object of named properties'));
  });

  test('a custom field that is no object is reported once, as a kind problem, without problems of its members', () => {
    expect(enroll({ customFields: ['team' as any] })).toThrow(invalid(
      'customFields[0]: expected an object of named properties, got "team" (a string)'));
  });

  test('a custom field without key is reported as customFields[0].key required', () => {
    expect(enroll({ customFields: [{ label: 'Team' } as any] })).toThrow(invalid(
      'customFields[0].key: is required, but was not given; expected a string'));
  });

  test('a custom key of the wrong kind is reported once, as a kind problem of customFields[0].key (not as no user attribute)', () => {
    expect(enroll({ customFields: [{ key: 5 as any, label: 'Team' }] })).toThrow(invalid(
      'customFields[0].key: expected a string, got 5 (a number)'));
  });

  test('a custom type of the wrong kind is reported once, as a kind problem of customFields[0].type', () => {
    expect(enroll({ customFields: [{ key: 'team', label: 'Team', type: 5 as any }] })).toThrow(invalid(
      'customFields[0].type: expected a string, got 5 (a number)'));
  });

  test('a custom required of the wrong kind is reported as a kind problem of customFields[0].required', () => {
    expect(enroll({ customFields: [{ key: 'team', label: 'Team', required: 'yes' as any }] })).toThrow(invalid(
      'customFields[0].required: expected a boolean (true or false), got "yes" (a string)'));
  });

  test('without the password field, a custom key with spaces is reported only as no user attribute, not as asked for already', () => {
    expect(enroll({ fields: ['username'], customFields: [{ key: 'team name', label: 'S' }] })).toThrow(invalid(
      'customFields[0].key: "team name" is not a user attribute (letters, digits, "_" and ".")'));
  });
});
