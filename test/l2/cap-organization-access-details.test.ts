/**
 * Organization access, in detail: blank names and list items made of spaces, email addresses with
 * something before or after the address, and props of the wrong kind reported once (not judged again
 * as an address, a literal password or an account given twice).
 */
import { cap } from '../../src';
import { capStack as stack } from '../support/cap';
import { invalidAt } from '../support/l2';

const USER_KIND = 'a cap.IOrganizationUser (a cap.OrganizationMember or cap.OrganizationUser; cap.CapRef.fromOrganizationUserId(id) for a user outside the app)';
const person = { firstName: 'Alice', lastName: 'Doe' };

describe('AccessPolicy statements', () => {
  test('an action made of spaces only is refused as blank', () => {
    expect(() => new cap.AccessPolicy(stack(), 'P', { name: 'p', statements: [{ effect: 'allow-effect', actions: ['group:read', '  '], resources: ['*'] }] }))
      .toThrow(invalidAt('AccessPolicy', 'stack/P')('statements[0].actions: one of them is blank'));
  });
});

describe('UserGroup', () => {
  const invalid = invalidAt('UserGroup', 'stack/G');

  test('a name made of spaces only is refused as blank', () => {
    expect(() => new cap.UserGroup(stack(), 'G', { name: '   ' })).toThrow(invalid('name: must not be blank'));
  });

  test('an empty name is refused as blank', () => {
    expect(() => new cap.UserGroup(stack(), 'G', { name: '' })).toThrow(invalid('name: must not be blank'));
  });

  test('a list carrying the organizationUserId of a member, given as a user, is reported once, as a kind problem (not as a member twice)', () => {
    const group = new cap.UserGroup(stack(), 'G', { name: 'g', members: [cap.CapRef.fromOrganizationUserId('u-1')] });
    const notAUser = Object.assign([], { organizationUserId: 'u-1' });
    expect(() => group.addMember(notAUser as any)).toThrow(invalidAt('UserGroup.addMember', 'stack/G')(`user: expected ${USER_KIND}, got [] (a list)`));
  });
});

describe('OrganizationMember', () => {
  const invalid = invalidAt('OrganizationMember', 'stack/A');

  test('an address after a display name is not an email address', () => {
    expect(() => new cap.OrganizationMember(stack(), 'A', { email: 'Alice Doe <alice@example.com>', ...person }))
      .toThrow(invalid('email: "Alice Doe <alice@example.com>" is not an email address'));
  });

  test('an address followed by a second one is not an email address', () => {
    expect(() => new cap.OrganizationMember(stack(), 'A', { email: 'alice@example.com bob', ...person }))
      .toThrow(invalid('email: "alice@example.com bob" is not an email address'));
  });

  test('an email of the wrong kind is reported once, as a kind problem (not as an address)', () => {
    expect(() => new cap.OrganizationMember(stack(), 'A', { email: 42 as any, ...person }))
      .toThrow(invalid('email: expected a string, got 42 (a number)'));
  });

  test('a password of the wrong kind is reported once, as a kind problem (not as a literal password), and not shown', () => {
    expect(() => new cap.OrganizationMember(stack(), 'A', { email: 'alice@example.com', ...person, password: 1234 as any }))
      .toThrow(invalid('password: expected a string, got a number (not shown: a secret)'));
  });
});

describe('ProgrammaticUser', () => {
  const invalid = invalidAt('ProgrammaticUser', 'stack/C');

  test('a name made of spaces only is refused as blank', () => {
    expect(() => new cap.ProgrammaticUser(stack(), 'C', { name: ' ' })).toThrow(invalid('name: must not be blank'));
  });

  test('an empty name is refused as blank', () => {
    expect(() => new cap.ProgrammaticUser(stack(), 'C', { name: '' })).toThrow(invalid('name: must not be blank'));
  });

  test('an account without its accountId or its role is refused, naming the account and the field', () => {
    expect(() => new cap.ProgrammaticUser(stack(), 'C', { name: 'ci', accounts: [{ role: 'editor-role' } as any, { accountId: 'act-1' } as any] }))
      .toThrow(invalid(
        'accounts[0].accountId: is required, but was not given; expected a string',
        'accounts[1].role: is required, but was not given; expected a string',
      ));
  });

  test('two accounts without an accountId are each reported missing, not as one account given twice', () => {
    expect(() => new cap.ProgrammaticUser(stack(), 'C', { name: 'ci', accounts: [{ role: 'r' } as any, { role: 's' } as any] }))
      .toThrow(invalid(
        'accounts[0].accountId: is required, but was not given; expected a string',
        'accounts[1].accountId: is required, but was not given; expected a string',
      ));
  });

  test('the same accountId of the wrong kind in two accounts is reported as kind problems only, not as an account given twice', () => {
    expect(() => new cap.ProgrammaticUser(stack(), 'C', { name: 'ci', accounts: [{ accountId: 42 as any, role: 'r' }, { accountId: 42 as any, role: 's' }] }))
      .toThrow(invalid(
        'accounts[0].accountId: expected a string, got 42 (a number)',
        'accounts[1].accountId: expected a string, got 42 (a number)',
      ));
  });
});
