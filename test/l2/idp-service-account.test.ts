/**
 * idp.ServiceAccount: a user of type service_account, its groups, and its API tokens, each with an
 * expiry or explicitly none (which warns); the key only in a sensitive output, and only when asked.
 */
import { TerraformStack, TerraformVariable, Testing } from 'cdktf';
import { idp } from '../../src';
import { Rules } from '../../src/rules/engine';
import { invalidAt, only, synthChecked as synth, warningsOf } from '../support/l2';

function stack() {
  const s = new TerraformStack(Testing.app(), 'stack');
  new idp.IdpProvider(s, 'idp');
  return s;
}
const EXPIRES = '2027-06-30T00:00:00Z';

describe('ServiceAccount', () => {
  test('a user of type service_account in the groups given and added', () => {
    const s = stack();
    const deployers = new idp.Group(s, 'Deployers', { name: 'deployers' });
    const ci = new idp.ServiceAccount(s, 'Ci', { username: 'ci-deployer', name: 'CI deployer', path: 'robots', groups: [deployers] });
    ci.addToGroup(idp.IdpRef.fromGroupUuid('readers'));
    const json = synth(s);
    expect(ci.resource.node.id).toBe('Resource');
    expect(only(json, 'idp_user')).toMatchObject({
      username: 'ci-deployer', name: 'CI deployer', path: 'robots', type: 'service_account', groups: ['${idp_group.Deployers.id}', 'readers'],
    });
  });

  test('writes only what it is given: no groups, name or path unless given', () => {
    const s = stack();
    new idp.ServiceAccount(s, 'Ci', { username: 'ci' });
    const user = only(synth(s), 'idp_user');
    expect(Object.keys(user).filter((k) => k !== '//').sort()).toEqual(['type', 'username']);
  });

  test('a token with an expiry: intent api, of the service account, the key not read', () => {
    const s = stack();
    const ci = new idp.ServiceAccount(s, 'Ci', { username: 'ci' });
    const token = ci.addToken({ identifier: 'ci-2027', expires: EXPIRES, description: 'deploys' });
    const json = synth(s);
    expect(token.node.id).toBe('Token-ci-2027');
    expect(only(json, 'idp_token')).toEqual(expect.objectContaining({
      identifier: 'ci-2027', intent: 'api', expires: EXPIRES, description: 'deploys', user: expect.stringMatching(/^\$\{idp_user\.Ci_[0-9A-F]{8}\.id\}$/),
    }));
    expect(only(json, 'idp_token').retrieve_key).toBeUndefined();
    expect(only(json, 'idp_token').expiring).toBeUndefined();
    expect(json.output).toBeUndefined();
    expect(warningsOf(ci, true)).toEqual([]);
  });

  test('the identifier derives from the user name and the expiry unless given; from a token, it must be given', () => {
    const s = stack();
    const ci = new idp.ServiceAccount(s, 'Ci', { username: 'ci-deployer' });
    expect(ci.addToken({ expires: EXPIRES }).identifierInput).toBe('ci-deployer-2027-06-30');
    expect(ci.addToken({ neverExpires: true }).identifierInput).toBe('ci-deployer-never-expires');
    const expires = new TerraformVariable(s, 'expires', { type: 'string' }).stringValue;
    expect(() => ci.addToken({ expires })).toThrow(invalidAt('ServiceAccount.addToken', 'stack/Ci')(
      'identifier: is required when the user name or the expiry is a token (no identifier can be derived from them); give the token\'s identifier'));
    expect(ci.addToken({ expires, identifier: 'from-variable' }).node.id).toBe('Token-from-variable');
  });

  test('the key only when asked: read into a sensitive output of the name given', () => {
    const s = stack();
    const ci = new idp.ServiceAccount(s, 'Ci', { username: 'ci' });
    ci.addToken({ identifier: 'ci-2027', expires: EXPIRES, keyOutput: 'ci_token' });
    const json = synth(s);
    expect(only(json, 'idp_token').retrieve_key).toBe(true);
    expect(json.output.ci_token).toMatchObject({ sensitive: true, value: expect.stringMatching(/^\$\{idp_token\.Ci_Token-ci-2027_[0-9A-F]{8}\.key\}$/) });
  });

  test('a token that never expires is written so and warns with an id that can be acknowledged', () => {
    const s = stack();
    const ci = new idp.ServiceAccount(s, 'Ci', { username: 'ci' });
    const token = ci.addToken({ identifier: 'forever', neverExpires: true });
    expect(only(synth(s), 'idp_token').expiring).toBe(false);
    expect(warningsOf(token)).toEqual([
      '[IDP-L2-008] ServiceAccount.addToken: token "forever" never expires: a standing credential of the service account; give it an expiry (expires) and rotate it',
    ]);
    const acknowledged = stack();
    const other = new idp.ServiceAccount(acknowledged, 'Ci', { username: 'ci' });
    Rules.acknowledge(other, 'IDP-TOKEN-003', 'a break-glass token kept in the vault');
    expect(warningsOf(other.addToken({ identifier: 'forever', neverExpires: true }))).toEqual([]);
  });

  const invalid = invalidAt('ServiceAccount.addToken', 'stack/Ci');
  test.each<[string, idp.ServiceAccountTokenOptions, string]>([
    ['neither expires nor neverExpires', { identifier: 't' }, 'expires: is missing; give when the token expires (expires: \'2027-06-30T00:00:00Z\'), or neverExpires: true for a token that never does'],
    ['neverExpires false and no expiry', { identifier: 't', neverExpires: false }, 'expires: is missing; give when the token expires (expires: \'2027-06-30T00:00:00Z\'), or neverExpires: true for a token that never does'],
    ['both', { identifier: 't', expires: EXPIRES, neverExpires: true }, 'expires: and neverExpires: true are both given; a token either expires or does not, give one'],
    ['a date without a time', { identifier: 't', expires: '2027-06-30' }, 'expires: "2027-06-30" is not a date and time with its offset (RFC 3339), such as "2027-06-30T00:00:00Z"'],
    ['a time without an offset', { identifier: 't', expires: '2027-06-30T00:00:00' }, 'expires: "2027-06-30T00:00:00" is not a date and time with its offset (RFC 3339), such as "2027-06-30T00:00:00Z"'],
    ['a day that does not exist', { identifier: 't', expires: '2027-02-30T00:00:00Z' }, 'expires: "2027-02-30T00:00:00Z" is not a date and time with its offset (RFC 3339), such as "2027-06-30T00:00:00Z"'],
    ['an output name Terraform refuses', { identifier: 't', expires: EXPIRES, keyOutput: 'ci token' }, 'keyOutput: "ci token" is not a Terraform output name (a letter or underscore, then letters, digits, underscores and dashes)'],
  ])('addToken refuses %s, naming the option', (_case, options, problem) => {
    const ci = new idp.ServiceAccount(stack(), 'Ci', { username: 'ci' });
    expect(() => ci.addToken(options)).toThrow(invalid(problem));
  });

  test.each([
    '2027-06-30T08:00:00+02:00', '2027-06-30T08:00:00-05:30', '2027-06-30T23:59:59+23:59', '2027-06-30T20:00:00Z',
    '2027-06-30T19:00:00Z', '2027-06-30T00:00:00.5Z', '2027-06-30T00:00:00.125Z', '2028-02-29T00:00:00Z',
  ])('addToken takes the expiry %s (a date and time with its offset)', (expires) => {
    const ci = new idp.ServiceAccount(stack(), 'Ci', { username: 'ci' });
    expect(ci.addToken({ identifier: 't', expires }).expiresInput).toBe(expires);
  });

  test.each([
    'x2027-06-30T00:00:00Z', '2027-06-30T00:00:00Zx', '2027-06-30T24:00:00Z', '2027-06-30T00:60:00Z', '2027-06-30T00:00:60Z',
    '2027-06-30T00:00:00.Z', '2027-06-30T00:00:00.aZ', '2027-06-30T00:00:00+24:00', '2027-06-30T00:00:00+2:00',
    '2027-06-30T00:00:00+02:60', '2027-06-30T00:00:00*02:00', '2027-06-30T00:00:00 02:00', '2027-13-01T00:00:00Z',
    '2027-00-10T00:00:00Z', '2027-06-00T00:00:00Z', '2027-06-31T00:00:00Z', '2027-02-29T00:00:00Z',
  ])('addToken refuses the expiry %s', (expires) => {
    const ci = new idp.ServiceAccount(stack(), 'Ci', { username: 'ci' });
    expect(() => ci.addToken({ identifier: 't', expires })).toThrow(invalid(
      `expires: ${JSON.stringify(expires)} is not a date and time with its offset (RFC 3339), such as "2027-06-30T00:00:00Z"`));
  });

  test('an option of the wrong kind is reported once, by its name, and judged no further', () => {
    const ci = new idp.ServiceAccount(stack(), 'Ci', { username: 'ci' });
    expect(() => ci.addToken('x' as any)).toThrow(invalid('options: expected an object of named properties, got "x" (a string)',
      'expires: is missing; give when the token expires (expires: \'2027-06-30T00:00:00Z\'), or neverExpires: true for a token that never does'));
    expect(() => ci.addToken({ expires: 42 as any })).toThrow(invalid('expires: expected a string, got 42 (a number)'));
    expect(() => ci.addToken({ expires: EXPIRES, keyOutput: 42 as any })).toThrow(invalid('keyOutput: expected a string, got 42 (a number)'));
    expect(() => ci.addToken({ neverExpires: 'yes' as any })).toThrow(invalid('neverExpires: expected a boolean (true or false), got "yes" (a string)'));
    expect(() => ci.addToGroup('g' as any)).toThrow(invalidAt('ServiceAccount.addToGroup', 'stack/Ci')(
      'group: expected an idp.IGroup (an idp.Group; idp.IdpRef.fromGroupUuid(uuid) for a group outside the app), got "g" (a string)'));
  });

  test('no expiry at all (left out or null) is reported as missing, and only that', () => {
    const ci = new idp.ServiceAccount(stack(), 'Ci', { username: 'ci' });
    const missing = invalid('expires: is missing; give when the token expires (expires: \'2027-06-30T00:00:00Z\'), or neverExpires: true for a token that never does');
    expect(() => ci.addToken({})).toThrow(missing);
    expect(() => ci.addToken({ expires: null as any })).toThrow(missing);
  });

  test('a user name from a variable derives no identifier, for either kind of token', () => {
    const s = stack();
    const username = new TerraformVariable(s, 'username', { type: 'string' }).stringValue;
    const ci = new idp.ServiceAccount(s, 'Ci', { username });
    const required = invalid('identifier: is required when the user name or the expiry is a token (no identifier can be derived from them); give the token\'s identifier');
    expect(() => ci.addToken({ expires: EXPIRES })).toThrow(required);
    expect(() => ci.addToken({ neverExpires: true })).toThrow(required);
  });

  test('the key output is described by the token it reads; a key output name from a variable is refused', () => {
    const s = stack();
    const ci = new idp.ServiceAccount(s, 'Ci', { username: 'ci' });
    ci.addToken({ identifier: 'ci-2027', expires: EXPIRES, keyOutput: 'ci_token' });
    expect(synth(s).output.ci_token.description).toBe('API key of the token ci-2027');
    const name = new TerraformVariable(s, 'name', { type: 'string' }).stringValue;
    expect(() => ci.addToken({ identifier: 'x', expires: EXPIRES, keyOutput: name })).toThrow(invalid('keyOutput: is a string token (var.name), not known at synth; give the name of the output'));
  });

  test('an expiry from a variable is not judged; neverExpires must be a literal', () => {
    const s = stack();
    const ci = new idp.ServiceAccount(s, 'Ci', { username: 'ci' });
    const expires = new TerraformVariable(s, 'expires', { type: 'string' }).stringValue;
    ci.addToken({ identifier: 'v', expires });
    expect(only(synth(s), 'idp_token').expires).toBe('${var.expires}');
    const never = new TerraformVariable(s, 'never', { type: 'bool' }).booleanValue;
    expect(() => ci.addToken({ identifier: 'w', neverExpires: never as any })).toThrow(invalid('neverExpires: is a token (IResolvable), not known at synth; give true or false (whether the token expires decides what is written)'));
  });

  test('the same token identifier twice, the same group twice, and a blank user name are refused', () => {
    const ci = new idp.ServiceAccount(stack(), 'Ci', { username: 'ci', groups: [idp.IdpRef.fromGroupUuid('g')] });
    ci.addToken({ identifier: 't', expires: EXPIRES });
    expect(() => ci.addToken({ identifier: 't', expires: EXPIRES })).toThrow(
      "ServiceAccount.addToken at 'stack/Ci': a child with id 'Token-t' already exists (the same thing added twice, or another child given that id; pass a different id)");
    expect(() => ci.addToGroup(idp.IdpRef.fromGroupUuid('g'))).toThrow(invalidAt('ServiceAccount.addToGroup', 'stack/Ci')('group: the service account is already in this group'));
    expect(() => new idp.ServiceAccount(stack(), 'Ci', { username: '  ' })).toThrow(invalidAt('ServiceAccount', 'stack/Ci')('username: must not be blank'));
  });
});
