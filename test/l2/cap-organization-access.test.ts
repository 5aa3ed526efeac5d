/**
 * Organization access: access policies (statements), user groups granted policies on accounts with
 * their members, users (people) and programmatic users, each granted policies per account.
 */
import { TerraformStack, TerraformVariable, Testing } from 'cdktf';
import { cap } from '../../src';
import { invalidAt, only, synthChecked as synth } from '../support/l2';

function stack() {
  const s = new TerraformStack(Testing.app(), 'stack');
  new cap.CapProvider(s, 'cap');
  return s;
}
const READ: cap.PolicyStatement = { effect: 'allow-effect', actions: ['group:read'], resources: ['*'] };
const policyRef = /^\$\{cap_organization_policy\.Policy_[0-9A-F]{8}\.id\}$/;

describe('AccessPolicy', () => {
  test('its statements, those given and those added, in one policy content', () => {
    const s = stack();
    const policy = new cap.AccessPolicy(s, 'Policy', { name: 'read-only', description: 'reads', statements: [READ] });
    policy.addStatement({ effect: 'deny-effect', actions: ['group:delete'], resources: ['group/prod'] });
    const json = only(synth(s), 'cap_organization_policy');
    expect(policy.resource.node.id).toBe('Resource');
    expect(json).toEqual(expect.objectContaining({
      name: 'read-only',
      description: 'reads',
      policy_content: [{
        statements: [
          { effect: 'allow-effect', actions: ['group:read'], resources: ['*'] },
          { effect: 'deny-effect', actions: ['group:delete'], resources: ['group/prod'] },
        ],
      }],
    }));
    expect(policy.statements).toHaveLength(2);
  });

  test('a policy with no statement, a blank effect and empty lists are refused, naming the prop', () => {
    const invalid = invalidAt('AccessPolicy', 'stack/P');
    expect(() => new cap.AccessPolicy(stack(), 'P', { name: 'p', statements: [] })).toThrow(invalid(
      'statements: name at least one statement; a policy without one grants nothing'));
    expect(() => new cap.AccessPolicy(stack(), 'P', { name: ' ', statements: [{ effect: ' ', actions: [], resources: ['', 'x'] }] })).toThrow(invalid(
      'name: must not be blank',
      'statements[0].effect: must not be blank',
      'statements[0].actions: name at least one',
      'statements[0].resources: one of them is blank',
    ));
    expect(() => new cap.AccessPolicy(stack(), 'P', { name: 'p' } as any)).toThrow(invalid(
      'statements: is required, but was not given; expected a list of objects of named properties'));
    const policy = new cap.AccessPolicy(stack(), 'P', { name: 'p', statements: [READ] });
    expect(() => policy.addStatement('allow *' as any)).toThrow(invalidAt('AccessPolicy.addStatement', 'stack/P')(
      'statement: expected an object of named properties, got "allow *" (a string)',
      'effect: is required, but was not given; expected a string',
      'actions: is required, but was not given; expected a list of strings',
      'resources: is required, but was not given; expected a list of strings'));
  });
});

describe('UserGroup', () => {
  test('members and policies granted on accounts, by reference', () => {
    const s = stack();
    const policy = new cap.AccessPolicy(s, 'Policy', { name: 'read-only', statements: [READ] });
    const alice = new cap.OrganizationMember(s, 'Alice', { email: 'alice@example.com', firstName: 'Alice', lastName: 'Doe' });
    const group = new cap.UserGroup(s, 'Operators', { name: 'operators', members: [alice] });
    group.addMember(cap.CapRef.fromOrganizationUserId('u-outside'));
    group.grant(policy, ['act-1', 'act-2']);
    group.grant(cap.CapRef.fromOrganizationPolicyId('pol-outside'), ['act-3']);
    const json = only(synth(s), 'cap_organization_user_group');
    expect(json).toEqual(expect.objectContaining({
      name: 'operators',
      user_ids: [expect.stringMatching(/^\$\{cap_organization_user\.Alice_[0-9A-F]{8}\.id\}$/), 'u-outside'],
      policies: [{ policy_id: expect.stringMatching(policyRef), account_ids: ['act-1', 'act-2'] }, { policy_id: 'pol-outside', account_ids: ['act-3'] }],
    }));
  });

  test('nothing granted and no members: neither is written', () => {
    const s = stack();
    new cap.UserGroup(s, 'G', { name: 'g' });
    expect(only(synth(s), 'cap_organization_user_group')).toEqual({ name: 'g' });
  });

  test('a policy granted twice, no account, a blank or repeated account, and a member twice are refused', () => {
    const s = stack();
    const group = new cap.UserGroup(s, 'G', { name: 'g' });
    const policy = cap.CapRef.fromOrganizationPolicyId('p');
    const grant = invalidAt('UserGroup.grant', 'stack/G');
    expect(() => group.grant(policy, [])).toThrow(grant('accounts: name at least one account the policy applies in'));
    expect(() => group.grant(policy, ['a', ' ', 'a'])).toThrow(grant('accounts: an account is blank', 'accounts: "a" is given twice'));
    expect(() => group.grant('p' as any, ['a'])).toThrow(grant(
      'policy: expected a cap.IOrganizationPolicy (a cap.AccessPolicy or cap.OrganizationPolicy; cap.CapRef.fromOrganizationPolicyId(id) for a policy outside the app), got "p" (a string)'));
    group.grant(policy, ['a']);
    expect(() => group.grant(policy, ['b'])).toThrow(grant('policy: is already granted; grant a policy once, with every account it applies in'));
    group.addMember(cap.CapRef.fromOrganizationUserId('u'));
    expect(() => group.addMember(cap.CapRef.fromOrganizationUserId('u'))).toThrow(invalidAt('UserGroup.addMember', 'stack/G')('user: is already a member of the group'));
  });
});

describe('OrganizationMember and ProgrammaticUser', () => {
  test('a person with a role, a password from a variable, and a policy on an account', () => {
    const s = stack();
    const password = new TerraformVariable(s, 'alice_password', { type: 'string', sensitive: true });
    const alice = new cap.OrganizationMember(s, 'Alice', { email: 'alice@example.com', firstName: 'Alice', lastName: 'Doe', role: 'viewer-role', password: password.stringValue });
    alice.grant(cap.CapRef.fromOrganizationPolicyId('p'), ['act-1']);
    expect(only(synth(s), 'cap_organization_user')).toEqual(expect.objectContaining({
      email: 'alice@example.com',
      first_name: 'Alice',
      last_name: 'Doe',
      role: 'viewer-role',
      password: '${var.alice_password}',
      policies: [{ policy_id: 'p', policy_account_ids: ['act-1'] }],
    }));
  });

  test('a programmatic user with its accounts and roles, and a policy on an account', () => {
    const s = stack();
    const ci = new cap.ProgrammaticUser(s, 'Ci', { name: 'ci', description: 'deploys', accounts: [{ accountId: 'act-1', role: 'editor-role' }] });
    ci.grant(cap.CapRef.fromOrganizationPolicyId('p'), ['act-1']);
    expect(only(synth(s), 'cap_organization_programmatic_user')).toEqual(expect.objectContaining({
      name: 'ci',
      description: 'deploys',
      accounts: [{ account_id: 'act-1', account_role: 'editor-role' }],
      policies: [{ policy_id: 'p', policy_account_ids: ['act-1'] }],
    }));
  });

  test('a literal password, an email that is not one, and an account given twice are refused', () => {
    expect(() => new cap.OrganizationMember(stack(), 'A', { email: 'alice', firstName: 'A', lastName: 'D', password: 'hunter2' })).toThrow(
      invalidAt('OrganizationMember', 'stack/A')(
        'email: "alice" is not an email address',
        'password: a literal password would be written to cdk.tf.json in plain text; pass a sensitive TerraformVariable',
      ));
    expect(() => new cap.ProgrammaticUser(stack(), 'C', { name: 'ci', accounts: [{ accountId: 'a', role: 'r' }, { accountId: 'a', role: 's' }] })).toThrow(
      invalidAt('ProgrammaticUser', 'stack/C')('accounts[1].accountId: "a" is given twice; an account once, with one role'));
  });
});
