import { Construct } from 'constructs';
import { Token } from '../../constructs/cdktf';
import { Group } from '../../l1/idp/group';
import { RbacPermissionRole } from '../../l1/idp/rbac-permission-role';
import { RbacRole } from '../../l1/idp/rbac-role';
import { IGroup, IRole } from '../../l1/idp/references';
import { childId, stableKey } from '../ids';
import { GROUP } from '../kinds';
import { PropProblems } from '../problems';

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
   * @default - derived from the permission (`Permission-idp_events_view_event`), with the object's id
   * for a permission on one object
   */
  readonly id?: string;
}

/** A permission codename: `<app>.<codename>`. */
const CODENAME = /^[A-Za-z_][A-Za-z0-9_]*\.[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * A role: a set of permissions (`grant`), given to the members of the groups it is assigned to
 * (`assignTo`). A permission is global, or limited to one object (its model and id).
 *
 * The role is `resource` (construct id `Resource`).
 *
 * @example
 * const auditors = new idp.Role(this, 'Auditors', { name: 'auditors' });
 * auditors.grant('idp_events.view_event');
 * auditors.assignTo(auditorsGroup);
 */
export class Role extends Construct implements IRole {
  /** The role (L1). */
  public readonly resource: RbacRole;
  private readonly grants: RbacPermissionRole[] = [];
  private readonly groups = new Set<Group>();

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
    problems.check(!problems.judge('permission', permission) || CODENAME.test(permission),
      `permission: ${JSON.stringify(permission)} is not a permission codename of the form <app>.<codename> (for example "idp_events.view_event")`);
    problems.check(PropProblems.given(options.model) === PropProblems.given(options.objectId),
      `${PropProblems.given(options.model) ? 'objectId' : 'model'}: is missing; a permission on one object needs both its model and its id (give neither for a global permission)`);
    problems.throwIfAny();
    // the key of the id: the permission, and the object's id (each a literal or one reference)
    const parts = [permission, ...(PropProblems.given(options.objectId) ? [options.objectId!] : [])].map(stableKey);
    const key = parts.every((p) => p !== undefined) ? parts.join('-') : `${permission}-${options.objectId}`;
    const id = childId(this, 'Role.grant', 'Permission', key, options.id);
    const grant = new RbacPermissionRole(this, id, { role: this.resource.roleId, permission, model: options.model, objectId: options.objectId });
    this.grants.push(grant);
    return grant;
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
}
