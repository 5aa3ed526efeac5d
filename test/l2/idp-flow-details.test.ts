/**
 * Details of the short-path idp flows (AuthorizationFlow, RecoveryFlow, AuthenticationFlow,
 * EnrollmentFlow): exact messages for props of the wrong kind, for null props and props that are no
 * object; null settings next to a consent stage given; which durations are read as durations; the
 * stage named in a message about a stage given three times; the names and labels of the stages and
 * prompt fields a recovery flow creates; the construct ids of prompt fields whose keys hold runs of
 * characters an id cannot hold, or would give another field's id; and what a message about a taken
 * order calls each recovery stage.
 */
import { idp } from '../../src';
import { idpStack as stack } from '../support/idp';
import { invalidAt, only, synthChecked as synth } from '../support/l2';


const STAGE_KIND = 'an idp.IStage (an idp.StageIdentification, idp.StagePassword, idp.StageUserLogin, idp.StageConsent or any other idp.Stage* resource, or idp.DataIdpStage; '
  + 'idp.IdpRef.fromStageId(id) for a stage outside the app)';
const DURATION_UNITS = 'is not a duration unit=amount[;unit=amount] (units weeks, days, hours, minutes, seconds, milliseconds, microseconds)';

describe('AuthorizationFlow', () => {
  const invalid = invalidAt('AuthorizationFlow', 'stack/A');

  test('consentMode and consentExpireIn given as null beside a consent stage given are left out: the stage given is bound at 10', () => {
    const s = stack();
    const flow = new idp.AuthorizationFlow(s, 'A', { name: 'a', slug: 'a', consentMode: null as any, consentExpireIn: null as any, consentStage: idp.IdpRef.fromStageId('c') });
    const json = synth(s);
    expect(flow.consentStage).toBeUndefined();
    expect(json.resource.idp_stage_consent).toBeUndefined();
    expect(only(json, 'idp_flow_stage_binding')).toEqual({ target: `\${idp_flow.${flow.resource.friendlyUniqueId}.uuid}`, stage: 'c', order: 10 });
  });

  test('a consentMode of the wrong kind is reported once, as a kind problem', () => {
    expect(() => new idp.AuthorizationFlow(stack(), 'A', { name: 'a', slug: 'a', consentMode: 5 as any })).toThrow(invalid(
      'consentMode: expected a string, got 5 (a number)'));
  });

  test('a consentExpireIn of the wrong kind is reported once, as a kind problem', () => {
    expect(() => new idp.AuthorizationFlow(stack(), 'A', { name: 'a', slug: 'a', consentExpireIn: 5 as any })).toThrow(invalid(
      'consentExpireIn: expected a string, got 5 (a number)'));
  });

  test('a consentStage of the wrong kind beside consentMode is reported once, as a kind problem of consentStage', () => {
    expect(() => new idp.AuthorizationFlow(stack(), 'A', { name: 'a', slug: 'a', consentMode: 'permanent', consentStage: 'c' as any })).toThrow(invalid(
      `consentStage: expected ${STAGE_KIND}, got "c" (a string)`));
  });
});

describe('props that are no object', () => {
  test('null props of a RecoveryFlow report its name and slug missing', () => {
    expect(() => new idp.RecoveryFlow(stack(), 'R', null as any)).toThrow(invalidAt('RecoveryFlow', 'stack/R')(
      'name: is required, but was not given; expected a string',
      'slug: is required, but was not given; expected a string',
    ));
  });

  test('a string as the props of a RecoveryFlow is reported as props of the wrong kind', () => {
    expect(() => new idp.RecoveryFlow(stack(), 'R', 'r' as any)).toThrow(invalidAt('RecoveryFlow', 'stack/R')(
      'name: is required, but was not given; expected a string',
      'slug: is required, but was not given; expected a string',
      'props: expected an object of named properties, got "r" (a string)',
    ));
  });
});

describe('durations', () => {
  test('tokenExpiry: upper-case units, amounts of several characters and three parts are read as a duration and written', () => {
    const s = stack();
    new idp.RecoveryFlow(s, 'One', { name: 'one', slug: 'one', tokenExpiry: 'WEEKS=10' });
    new idp.RecoveryFlow(s, 'Three', { name: 'three', slug: 'three', tokenExpiry: 'weeks=1;days=10;hours=2' });
    const json = synth(s);
    expect(Object.values<any>(json.resource.idp_stage_email).map((e) => [e.name, e.token_expiry])).toEqual([
      ['one-email', 'WEEKS=10'], ['three-email', 'weeks=1;days=10;hours=2'],
    ]);
  });

  test('tokenExpiry: text before the first unit, or a part after a ";" that is no unit=amount, is refused', () => {
    expect(() => new idp.RecoveryFlow(stack(), 'R', { name: 'r', slug: 'r', tokenExpiry: 'xweeks=4' })).toThrow(invalidAt('RecoveryFlow', 'stack/R')(
      `tokenExpiry: "xweeks=4" ${DURATION_UNITS}`));
    expect(() => new idp.RecoveryFlow(stack(), 'R', { name: 'r', slug: 'r', tokenExpiry: 'weeks=4;soon' })).toThrow(invalidAt('RecoveryFlow', 'stack/R')(
      `tokenExpiry: "weeks=4;soon" ${DURATION_UNITS}`));
  });
});

describe('AuthenticationFlow', () => {
  test('the same stage given three times: each later prop names the first that gave it', () => {
    const same = idp.IdpRef.fromStageId('same');
    expect(() => new idp.AuthenticationFlow(stack(), 'Login', { name: 'login', slug: 'login', identificationStage: same, passwordStage: same, loginStage: same }))
      .toThrow(invalidAt('AuthenticationFlow', 'stack/Login')(
        'passwordStage: is the stage given as identificationStage; each stage is bound once',
        'loginStage: is the stage given as identificationStage; each stage is bound once',
      ));
  });
});

describe('EnrollmentFlow', () => {
  test('a run of dots in a custom key becomes one "_" in the construct id of its prompt field', () => {
    const flow = new idp.EnrollmentFlow(stack(), 'SignUp', { name: 'sign-up', slug: 'sign-up', fields: ['username'], customFields: [{ key: 'attributes..team', label: 'Team' }] });
    expect(flow.fieldPrompts.map((f) => f.node.id)).toEqual(['Field-username', 'Field-attributes_team']);
  });

  test('custom keys whose construct ids would be the same get -2, -3 after the first one\'s id', () => {
    const s = stack();
    const customFields = [{ key: 'a.b', label: 'A' }, { key: 'a_b', label: 'B' }, { key: 'a..b', label: 'C' }];
    const flow = new idp.EnrollmentFlow(s, 'SignUp', { name: 'sign-up', slug: 'sign-up', fields: ['username'], customFields });
    expect(flow.fieldPrompts.map((f) => f.node.id)).toEqual(['Field-username', 'Field-a_b', 'Field-a_b-2', 'Field-a_b-3']);
    const json = synth(s);
    expect(flow.fieldPrompts.map((f) => json.resource.idp_stage_prompt_field[f.friendlyUniqueId].field_key)).toEqual(['username', 'a.b', 'a_b', 'a..b']);
  });
});

describe('RecoveryFlow', () => {
  test('the stages and prompt fields it creates are named after the flow; the repeat field is labelled "Password (repeat)"', () => {
    const s = stack();
    const flow = new idp.RecoveryFlow(s, 'R', { name: 'repo', slug: 'repo' });
    const json = synth(s);
    expect(only(json, 'idp_stage_identification')).toEqual({ name: 'repo-identification', user_fields: ['username', 'email'] });
    expect(only(json, 'idp_stage_email')).toEqual({ name: 'repo-email' });
    expect(only(json, 'idp_stage_prompt')).toEqual({ name: 'repo-prompt', fields: flow.fieldPrompts.map((f) => `\${idp_stage_prompt_field.${f.friendlyUniqueId}.id}`) });
    expect(only(json, 'idp_stage_user_write')).toEqual({ name: 'repo-write', user_creation_mode: 'never_create' });
    expect(only(json, 'idp_stage_user_login')).toEqual({ name: 'repo-login' });
    expect(flow.fieldPrompts.map((f) => json.resource.idp_stage_prompt_field[f.friendlyUniqueId])).toEqual([
      { name: 'repo-password', field_key: 'password', label: 'Password', type: 'password', required: true, order: 0 },
      { name: 'repo-password_repeat', field_key: 'password_repeat', label: 'Password (repeat)', type: 'password', required: true, order: 10 },
    ]);
  });

  test.each([
    [10, "the identification stage, 'Stage-Identification'"],
    [20, "the email stage, 'Stage-Email'"],
    [30, "the prompt stage, 'Stage-Prompt'"],
    [40, "the user write stage, 'Stage-Write'"],
    [50, "the user-login stage, 'Stage-Login'"],
  ])('a stage added at order %d is refused, naming the holder as %s', (order, holder) => {
    const flow = new idp.RecoveryFlow(stack(), 'R', { name: 'r', slug: 'r' });
    expect(() => flow.addStage(idp.IdpRef.fromStageId('x'), { order })).toThrow(invalidAt('RecoveryFlow.addStage', 'stack/R')(
      `order: a stage is already bound at order ${order} (${holder}); give another order`));
  });

  test('a tokenExpiry of the wrong kind is reported once, as a kind problem', () => {
    expect(() => new idp.RecoveryFlow(stack(), 'R', { name: 'r', slug: 'r', tokenExpiry: 5 as any })).toThrow(invalidAt('RecoveryFlow', 'stack/R')(
      'tokenExpiry: expected a string, got 5 (a number)'));
  });

  test('userFields of the wrong kind are reported once, as a kind problem', () => {
    expect(() => new idp.RecoveryFlow(stack(), 'R', { name: 'r', slug: 'r', userFields: 5 as any })).toThrow(invalidAt('RecoveryFlow', 'stack/R')(
      'userFields: expected a list of strings, got 5 (a number)'));
  });
});
