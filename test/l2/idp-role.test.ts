/**
 * idp.Role: a role, its permissions (global or on one object, codenames checked as <app>.<codename>),
 * the groups of the app it is assigned to (through the group's roles, where they are managed), and the
 * users granted its permissions directly.
 */
import { TerraformStack, TerraformVariable, Testing } from 'cdktf';
import { idp } from '../../src';
import { invalidAt, only, synthChecked as synth } from '../support/l2';

function stack() {
  const s = new TerraformStack(Testing.app(), 'stack');
  new idp.IdpProvider(s, 'idp');
  return s;
}

describe('Role', () => {
  test('the role, its permissions global and on one object, and the groups it is assigned to', () => {
    const s = stack();
    const auditors = new idp.Group(s, 'Auditors', { name: 'auditors' });
    const role = new idp.Role(s, 'Audit', { name: 'audit' });
    const global = role.grant('idp_events.view_event');
    const one = role.grant('idp_core.view_application', { model: 'idp_core.application', objectId: 'app-uuid' });
    role.assignTo(auditors);
    const json = synth(s);
    expect(role.resource.node.id).toBe('Resource');
    expect(only(json, 'idp_rbac_role')).toMatchObject({ name: 'audit' });
    const roleRef = expect.stringMatching(/^\$\{idp_rbac_role\.Audit_[0-9A-F]{8}\.id\}$/);
    const grants = json.resource.idp_rbac_permission_role;
    expect(grants[global.friendlyUniqueId]).toEqual(expect.objectContaining({ role: roleRef, permission: 'idp_events.view_event' }));
    expect(grants[global.friendlyUniqueId].model).toBeUndefined();
    expect(grants[one.friendlyUniqueId]).toEqual(expect.objectContaining({ role: roleRef, permission: 'idp_core.view_application', model: 'idp_core.application', object_id: 'app-uuid' }));
    expect([global.node.id, one.node.id]).toEqual(['Permission-idp_events_view_event', 'Permission-idp_core_view_application-app-uuid']);
    expect(role.permissions).toEqual([global, one]);
    expect(json.resource.idp_group.Auditors.roles).toEqual([roleRef]);
  });

  test('a group keeps the roles it lists, and more roles join it', () => {
    const s = stack();
    const group = new idp.Group(s, 'Ops', { name: 'ops', roles: ['existing-role'] });
    new idp.Role(s, 'A', { name: 'a' }).assignTo(group);
    new idp.Role(s, 'B', { name: 'b' }).assignTo(group);
    expect(synth(s).resource.idp_group.Ops.roles).toEqual(['existing-role', expect.stringMatching(/idp_rbac_role\.A_/), expect.stringMatching(/idp_rbac_role\.B_/)]);
  });

  const grantError = invalidAt('Role.grant', 'stack/R');
  test.each<[string, () => unknown, Error]>([
    ['a codename without its app', () => new idp.Role(stack(), 'R', { name: 'r' }).grant('view_event'),
      grantError('permission: "view_event" is not a permission codename of the form <app>.<codename> (two names of letters, digits and underscores, joined by a dot)')],
    ['a codename with a space', () => new idp.Role(stack(), 'R', { name: 'r' }).grant('idp events.view'),
      grantError('permission: "idp events.view" is not a permission codename of the form <app>.<codename> (two names of letters, digits and underscores, joined by a dot)')],
    ['an object id without its model', () => new idp.Role(stack(), 'R', { name: 'r' }).grant('a.b', { objectId: 'x' }),
      grantError('model: is missing; a permission on one object needs both its model and its id (give neither for a global permission)')],
    ['a model without an object id', () => new idp.Role(stack(), 'R', { name: 'r' }).grant('a.b', { model: 'a.m' }),
      grantError('objectId: is missing; a permission on one object needs both its model and its id (give neither for a global permission)')],
    ['a blank name', () => new idp.Role(stack(), 'R', { name: ' ' }), invalidAt('Role', 'stack/R')('name: must not be blank')],
  ])('refuses %s, naming the prop', (_case, build, error) => {
    expect(build).toThrow(error);
  });

  test('the same permission twice is refused; a codename from a variable is not judged', () => {
    const s = stack();
    const role = new idp.Role(s, 'R', { name: 'r' });
    role.grant('a.b');
    expect(() => role.grant('a.b')).toThrow(/a child with id 'Permission-a_b' already exists/);
    const codename = new TerraformVariable(s, 'codename', { type: 'string' }).stringValue;
    role.grant(codename, { id: 'FromVariable' });
    expect(synth(s).resource.idp_rbac_permission_role[role.permissions[1].friendlyUniqueId].permission).toBe('${var.codename}');
  });

  test('a group from outside the app, twice the same group, or a group whose roles are a token are refused', () => {
    const s = stack();
    const role = new idp.Role(s, 'R', { name: 'r' });
    const assign = invalidAt('Role.assignTo', 'stack/R');
    expect(() => role.assignTo(idp.IdpRef.fromGroupUuid('g'))).toThrow(assign(
      'group: {"groupUuid":"g"} (an object) is not a group of this app (an idp.Group); a group\'s roles are set where the group is managed, so add the role there'));
    const group = new idp.Group(s, 'G', { name: 'g' });
    role.assignTo(group);
    expect(() => role.assignTo(group)).toThrow(assign('group: the role is already assigned to this group'));
    const roles = new TerraformVariable(s, 'roles', { type: 'list(string)' }).listValue;
    const tokenRoles = new idp.Group(s, 'T', { name: 't', roles });
    expect(() => role.assignTo(tokenRoles)).toThrow(assign('group: the roles of the group at \'stack/T\' are a token; list the roles there yourself'));
  });
});

describe('Role, details', () => {
  test('a codename of three parts, a missing permission, options that are not an object, a missing group', () => {
    const role = new idp.Role(stack(), 'R', { name: 'r' });
    const grant = invalidAt('Role.grant', 'stack/R');
    expect(() => role.grant('idp_events.view_event.extra')).toThrow(grant(
      'permission: "idp_events.view_event.extra" is not a permission codename of the form <app>.<codename> (two names of letters, digits and underscores, joined by a dot)'));
    expect(() => role.grant(undefined as any)).toThrow(grant('permission: is required, but was not given; expected a string'));
    expect(() => role.grant('a.b', 5 as any)).toThrow(grant('options: expected an object of named properties, got 5 (a number)'));
    // a value of the wrong kind is reported once, as of the wrong kind
    expect(() => role.grant(42 as any)).toThrow(grant('permission: expected a string, got 42 (a number)'));
    expect(() => role.assignTo('admins' as any)).toThrow(invalidAt('Role.assignTo', 'stack/R')(
      'group: expected an idp.IGroup (an idp.Group; idp.IdpRef.fromGroupUuid(uuid) for a group outside the app), got "admins" (a string)'));
    expect(() => role.assignTo(undefined as any)).toThrow(invalidAt('Role.assignTo', 'stack/R')(
      'group: is required, but was not given; expected an idp.IGroup (an idp.Group; idp.IdpRef.fromGroupUuid(uuid) for a group outside the app)'));
  });

  test('a grant\'s id derives from a permission and an object given by reference; from a value of several references it must be given', () => {
    const s = stack();
    const role = new idp.Role(s, 'R', { name: 'r' });
    const permission = new TerraformVariable(s, 'permission', { type: 'string' }).stringValue;
    const object = new TerraformVariable(s, 'object', { type: 'string' }).stringValue;
    expect(role.grant(permission, { model: 'a.m', objectId: object }).node.id).toBe('Permission-var_permission-var_object');
    expect(() => role.grant(`${permission}${object}`, { model: 'a.m', objectId: 'x' })).toThrow(
      "Role.grant at 'stack/R': no stable construct id can be derived from a value computed from several references or a lazy value; pass an explicit id");
  });
});

describe('Role.assignToUser', () => {
  test('the user is granted each of the role\'s permissions directly, those granted before and after', () => {
    const s = stack();
    const role = new idp.Role(s, 'Audit', { name: 'audit' });
    role.grant('idp_events.view_event');
    role.assignToUser(idp.IdpRef.fromUserId('42'));
    role.grant('idp_core.view_application', { model: 'idp_core.application', objectId: 'app-uuid' });
    const json = synth(s);
    const scope = role.node.findChild('User-42');
    expect(scope.node.children.map((c) => c.node.id)).toEqual(['Permission-idp_events_view_event', 'Permission-idp_core_view_application-app-uuid']);
    const [global, one] = scope.node.children.map((c) => json.resource.idp_rbac_permission_user[(c as idp.RbacPermissionUser).friendlyUniqueId]);
    expect(Object.keys(json.resource.idp_rbac_permission_user)).toHaveLength(2);
    expect(global).toEqual({ user: 42, permission: 'idp_events.view_event' });
    expect(one).toEqual({ user: 42, permission: 'idp_core.view_application', model: 'idp_core.application', object_id: 'app-uuid' });
  });

  test('a user of the app, a service account and a lookup are granted by reference', () => {
    const s = stack();
    const role = new idp.Role(s, 'R', { name: 'r' });
    role.grant('a.b');
    const users = [new idp.User(s, 'Alice', { username: 'alice' }), new idp.ServiceAccount(s, 'Ci', { username: 'ci' }), new idp.DataIdpUser(s, 'Bob', { username: 'bob' })];
    for (const user of users) role.assignToUser(user);
    const json = synth(s);
    const granted = role.node.children.filter((c) => c.node.id.startsWith('User-'))
      .map((c) => json.resource.idp_rbac_permission_user[(c.node.children[0] as idp.RbacPermissionUser).friendlyUniqueId].user);
    expect(granted).toEqual(['${idp_user.Alice.id}', expect.stringMatching(/^\$\{idp_user\.Ci_[0-9A-F]{8}\.id\}$/), '${data.idp_user.Bob.id}']);
  });

  test('something not a user, an id that is not a primary key, and the same user twice are refused', () => {
    const role = new idp.Role(stack(), 'R', { name: 'r' });
    const assign = invalidAt('Role.assignToUser', 'stack/R');
    expect(() => role.assignToUser('alice' as any)).toThrow(assign(
      'user: expected an idp.IUser (an idp.User, idp.ServiceAccount or idp.DataIdpUser; idp.IdpRef.fromUserId(id) for a user outside the app), got "alice" (a string)'));
    expect(() => role.assignToUser(idp.IdpRef.fromUserId('alice'))).toThrow(assign('user: its id "alice" is not a user\'s primary key (an integer, such as "42")'));
    role.assignToUser(idp.IdpRef.fromUserId('7'));
    expect(() => role.assignToUser(idp.IdpRef.fromUserId('7'))).toThrow(assign('user: the role is already assigned to this user'));
  });

  test('an id with anything around its digits is not a primary key; a child holding the user\'s construct id is named', () => {
    const role = new idp.Role(stack(), 'R', { name: 'r' });
    const assign = invalidAt('Role.assignToUser', 'stack/R');
    expect(() => role.assignToUser(idp.IdpRef.fromUserId('x42'))).toThrow(assign('user: its id "x42" is not a user\'s primary key (an integer, such as "42")'));
    expect(() => role.assignToUser(idp.IdpRef.fromUserId('42x'))).toThrow(assign('user: its id "42x" is not a user\'s primary key (an integer, such as "42")'));
    role.grant('a.b', { id: 'User-42' });
    expect(() => role.assignToUser(idp.IdpRef.fromUserId('42'))).toThrow(
      "Role.assignToUser at 'stack/R': a child with id 'User-42' already exists (the same thing added twice, or another child given that id; pass a different id)");
  });
});
