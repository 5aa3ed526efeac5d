import { Construct } from 'constructs';
import { Token } from '../../constructs/cdktf';
import { Group } from '../../l1/idp/group';
import { RbacPermissionRole } from '../../l1/idp/rbac-permission-role';
import { RbacPermissionUser } from '../../l1/idp/rbac-permission-user';
import { RbacRole } from '../../l1/idp/rbac-role';
import { IGroup, IRole, IUser } from '../../l1/idp/references';
import { childId, stableKey } from '../ids';
import { GROUP, USER } from '../kinds';
import { PropProblems } from '../problems';
import { checkCodename } from './codenames';

/** Properties of a `Role`. */
export interface RoleProps {
  /** Name of the role. */
  readonly name: string;
}

/** Options of `Role.grant`: the one object the permission is limited to, and the grant's construct id. */
export interface RoleGrantOptions {
  /**
   * Model of the object the permission is limited to (give `objectId` with it).
   * @default - none: the permission is global
   */
  readonly model?: string;
  /**
   * Id of the object the permission is limited to (give `model` with it).
   * @default - none: the permission is global
   */
  readonly objectId?: string;
  /**
   * Construct id of the grant.
   * @default - derived from the permission (`Permission-<app>_<codename>`), with the object's id
   * for a permission on one object
   */
  readonly id?: string;
}

/**
 * A role: a set of permissions (`grant`), given to the members of the groups it is assigned to
 * (`assignTo`), and to users directly (`assignToUser`). A permission is global, or limited to one
 * object (its model and id).
 *
 * The role is `resource` (construct id `Resource`).
 *
 * @example
 * // a codename of the identity system's permissions, `<app>.<codename>`
 * const permission = new TerraformVariable(this, 'audit_permission', { type: 'string' });
 * const auditors = new idp.Role(this, 'Auditors', { name: 'auditors' });
 * auditors.grant(permission.stringValue);
 * auditors.assignTo(auditorsGroup);
 */
export class Role extends Construct implements IRole {
  /** The role (L1). */
  public readonly resource: RbacRole;
  private readonly grants: RbacPermissionRole[] = [];
  private readonly groups = new Set<Group>();
  /** The users given the role's permissions directly: the construct their permissions go under, and their id. */
  private readonly users: { scope: Construct; userId: string; user: number }[] = [];

  public constructor(scope: Construct, id: string, props: RoleProps) {
    super(scope, id);
    const problems = new PropProblems(this, 'Role');
    props = problems.struct(props);
    problems.requireString('name', props.name);
    problems.check(!problems.judge('name', props.name) || props.name.trim() !== '', 'name: must not be blank');
    problems.throwIfAny();
    this.resource = new RbacRole(this, 'Resource', { name: props.name });
  }

  /** The role's identifier. */
  public get roleId(): string {
    return this.resource.roleId;
  }

  /** The permissions granted with `grant`, in the order granted. */
  public get permissions(): RbacPermissionRole[] {
    return [...this.grants];
  }

  /**
   * Grants a permission to the role: globally, or on one object (`model` and `objectId`).
   * @param permission the permission's codename, `<app>.<codename>`
   * @param options the object the permission is limited to, and the grant's construct id
   * @returns the grant (L1)
   */
  public grant(permission: string, options?: RoleGrantOptions): RbacPermissionRole {
    const problems = new PropProblems(this, 'Role.grant');
    problems.requireString('permission', permission);
    options = problems.struct(options, 'options');
    problems.optionalString('model', options.model);
    problems.optionalString('objectId', options.objectId);
    problems.optionalString('id', options.id);
    checkCodename(problems, 'permission', permission);
    problems.check(PropProblems.given(options.model) === PropProblems.given(options.objectId),
      `${PropProblems.given(options.model) ? 'objectId' : 'model'}: is missing; a permission on one object needs both its model and its id (give neither for a global permission)`);
    problems.throwIfAny();
    // the key of the id: the permission, and the object's id (each a literal or one reference)
    const parts = [permission, ...(PropProblems.given(options.objectId) ? [options.objectId!] : [])].map(stableKey);
    const key = parts.every((p) => p !== undefined) ? parts.join('-') : `${permission}-${options.objectId}`;
    const id = childId(this, 'Role.grant', 'Permission', key, options.id);
    const grant = new RbacPermissionRole(this, id, { role: this.resource.roleId, permission, model: options.model, objectId: options.objectId });
    this.grants.push(grant);
    for (const user of this.users) this.grantToUser(user, grant);
    return grant;
  }

  /**
   * Gives a user the role's permissions directly: every permission granted to the role, before or
   * after this call, is granted to the user too (an `idp.RbacPermissionUser` each, under the construct
   * `User-<user id>`). The identity system gives roles to groups; this is for a user, of this app or
   * from outside it, who should hold the role's permissions without joining one of its groups.
   * @param user the user: an `idp.User`, an `idp.ServiceAccount`, a lookup (`idp.DataIdpUser`), or
   *   `idp.IdpRef.fromUserId(id)` with the user's integer primary key
   */
  public assignToUser(user: IUser): void {
    const problems = new PropProblems(this, 'Role.assignToUser');
    problems.requireRef('user', user, USER);
    const userId = problems.judge('user', user) ? user.userId : undefined;
    problems.check(userId === undefined || Token.isUnresolved(userId) || /^[0-9]+$/.test(userId),
      `user: its id ${JSON.stringify(userId)} is not a user's primary key (an integer, such as "42")`);
    problems.check(userId === undefined || !this.users.some((u) => u.userId === userId), 'user: the role is already assigned to this user');
    problems.throwIfAny();
    const scope = new Construct(this, childId(this, 'Role.assignToUser', 'User', userId!));
    const entry = { scope, userId: userId!, user: Token.isUnresolved(userId) ? Token.asNumber(userId) : Number(userId) };
    this.users.push(entry);
    for (const grant of this.grants) this.grantToUser(entry, grant);
  }

  /**
   * Assigns the role to a group of this app (an `idp.Group`): its members get the role's permissions.
   * The role joins the group's `roles`, where a group's roles are managed; a group from outside the
   * app (a lookup, `idp.IdpRef.fromGroupUuid`) is managed where it is created, so it is refused.
   * @param group the group
   */
  public assignTo(group: IGroup): void {
    const problems = new PropProblems(this, 'Role.assignTo');
    problems.requireRef('group', group, GROUP);
    const own = group instanceof Group;
    problems.check(!problems.judge('group', group) || own,
      `group: ${PropProblems.describe(group)} is not a group of this app (an idp.Group); a group's roles are set where the group is managed, so add the role there`);
    const current = own ? group.rolesInput : undefined;
    problems.check(current === undefined || !Token.isUnresolved(current), `group: the roles of the group at '${own ? group.node.path : ''}' are a token; list the roles there yourself`);
    problems.check(!own || !this.groups.has(group), 'group: the role is already assigned to this group');
    problems.throwIfAny();
    this.groups.add(group as Group);
    (group as Group).roles = [...(current ?? []), this.roleId];
  }

  /** One of the role's permissions, granted to a user directly (the construct id of the role's grant). */
  private grantToUser(user: { scope: Construct; user: number }, grant: RbacPermissionRole): void {
    new RbacPermissionUser(user.scope, grant.node.id, {
      user: user.user, permission: grant.permissionInput!, model: grant.modelInput, objectId: grant.objectIdInput,
    });
  }
}
