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

  test('an expiry from a variable is not judged; neverExpires must be a literal', () => {
    const s = stack();
    const ci = new idp.ServiceAccount(s, 'Ci', { username: 'ci' });
    const expires = new TerraformVariable(s, 'expires', { type: 'string' }).stringValue;
    ci.addToken({ identifier: 'v', expires });
    expect(only(synth(s), 'idp_token').expires).toBe('${var.expires}');
    const never = new TerraformVariable(s, 'never', { type: 'bool' }).booleanValue;
    expect(() => ci.addToken({ identifier: 'w', neverExpires: never as any })).toThrow(invalid('neverExpires: is a token; give true or false (whether the token expires decides what is written)'));
  });

  test('the same token identifier twice, the same group twice, and a blank user name are refused', () => {
    const ci = new idp.ServiceAccount(stack(), 'Ci', { username: 'ci', groups: [idp.IdpRef.fromGroupUuid('g')] });
    ci.addToken({ identifier: 't', expires: EXPIRES });
    expect(() => ci.addToken({ identifier: 't', expires: EXPIRES })).toThrow(/a child with id 'Token-t' already exists/);
    expect(() => ci.addToGroup(idp.IdpRef.fromGroupUuid('g'))).toThrow(invalidAt('ServiceAccount.addToGroup', 'stack/Ci')('group: the service account is already in this group'));
    expect(() => new idp.ServiceAccount(stack(), 'Ci', { username: '  ' })).toThrow(invalidAt('ServiceAccount', 'stack/Ci')('username: must not be blank'));
  });
});
