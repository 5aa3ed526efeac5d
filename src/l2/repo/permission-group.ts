import { Construct } from 'constructs';
import { Group, GroupPermission } from '../../l1/repo/group';
import { GroupMembership } from '../../l1/repo/group-membership';
import { IWorkspaceGroup } from '../../l1/repo/references';
import { l2Warning } from '../../rules/l2-warnings';
import { childId } from '../ids';
import { PropProblems } from '../problems';
import { constants } from './settings';

/** Properties of a `PermissionGroup`. */
export interface PermissionGroupProps {
  /** The workspace the group belongs to. */
  readonly workspace: string;
  /** Display name of the group (the provider requires it). */
  readonly name: string;
  /**
   * Permission the group's members get on the workspace's repositories: one of
   * `repo.GroupPermission` (`read`, `write`, `admin`).
   * @default - not written: the remote system's own behaviour applies
   */
  readonly permission?: string;
  /**
   * Add new members of the workspace to the group automatically (with `permission` `admin`, every new
   * member of the workspace becomes an administrator of its repositories: warns at synth).
   * @default - not written: the remote system's own behaviour applies
   */
  readonly autoAdd?: boolean;
  /**
   * Turn off email forwarding to the group's members.
   * @default - not written: the remote system's own behaviour applies
   */
  readonly emailForwardingDisabled?: boolean;
}

/** Options of `PermissionGroup.addMember`. */
export interface PermissionGroupMemberOptions {
  /**
   * Construct id of the membership, part of its Terraform address.
   * @default - `Member-<user>` (made safe: `{1111-…}` gives `Member-1111-…`); `Member-<reference>` for a token
   */
  readonly id?: string;
}

const PERMISSIONS: string[] = constants(GroupPermission);

/**
 * A group of a workspace (L1 `Group`, construct id `Resource`) with the permission its members get on
 * the workspace's repositories, and its members (`addMember`, one L1 `GroupMembership` each).
 *
 * Only the props you give are written. It is an `IWorkspaceGroup`, accepted as a group of branch
 * restrictions (`repo.ProtectedBranch`'s `pushGroups` and `mergeGroups`,
 * `repo.HostedRepository.protectBranch`, `ProtectedBranch.addRestriction`).
 *
 * Construct ids (part of the Terraform addresses) of the children: `Member-<user>`, overridable with
 * an `id` option.
 *
 * @example
 * const maintainers = new repo.PermissionGroup(this, 'Maintainers', { workspace: 'acme', name: 'maintainers', permission: repo.GroupPermission.WRITE });
 * maintainers.addMember('{11111111-2222-3333-4444-555555555555}');
 * web.protectBranch('main', { pushGroups: [maintainers] });
 */
export class PermissionGroup extends Construct implements IWorkspaceGroup {
  /** The group (L1). */
  public readonly resource: Group;
  private readonly memberList: GroupMembership[] = [];

  public constructor(scope: Construct, id: string, props: PermissionGroupProps) {
    super(scope, id);
    const problems = new PropProblems(this, 'PermissionGroup');
    props = problems.struct(props);
    problems.requireString('workspace', props.workspace);
    problems.requireString('name', props.name);
    problems.optionalString('permission', props.permission);
    problems.optionalBoolean('autoAdd', props.autoAdd);
    problems.optionalBoolean('emailForwardingDisabled', props.emailForwardingDisabled);
    for (const name of ['workspace', 'name'] as const) {
      problems.check(!problems.judge(name, props[name]) || props[name]!.trim() !== '', `${name}: must not be blank`);
    }
    problems.check(
      !problems.judge('permission', props.permission) || PERMISSIONS.includes(props.permission!),
      `permission: ${JSON.stringify(props.permission)} is not a group permission; allowed: ${PERMISSIONS.join(', ')}`,
    );
    problems.throwIfAny();

    if (props.autoAdd === true && props.permission === GroupPermission.ADMIN) {
      l2Warning(this, 'REPO-L2-001',
        'PermissionGroup: autoAdd is true and permission is "admin": every new member of the workspace becomes an administrator of its repositories; add administrators with addMember instead',
      );
    }
    this.resource = new Group(this, 'Resource', {
      workspace: props.workspace,
      name: props.name,
      permission: props.permission,
      autoAdd: props.autoAdd,
      emailForwardingDisabled: props.emailForwardingDisabled,
    });
  }

  /** The workspace the group belongs to (a reference to the group, so what uses it waits for it). */
  public get groupWorkspace(): string {
    return this.resource.workspace;
  }

  /** The group's slug, derived by the remote system. */
  public get groupSlug(): string {
    return this.resource.slug;
  }

  /** The memberships (L1), a copy, in the order they were added. */
  public get members(): GroupMembership[] {
    return [...this.memberList];
  }

  /**
   * Adds a user to the group (L1 `GroupMembership`).
   * @param user the user's uuid (`{11111111-2222-3333-4444-555555555555}`)
   * @param options id
   * @returns the membership (L1), construct id `options.id` or `Member-<user>`
   */
  public addMember(user: string, options: PermissionGroupMemberOptions = {}): GroupMembership {
    const problems = new PropProblems(this, 'PermissionGroup.addMember');
    problems.requireString('user', user);
    options = problems.struct(options, 'options');
    problems.optionalString('id', options.id);
    problems.check(!problems.judge('user', user) || user.trim() !== '', 'user: must not be blank');
    problems.throwIfAny();
    const id = childId(this, 'PermissionGroup.addMember', 'Member', user, options.id ?? undefined);
    const membership = new GroupMembership(this, id, {
      workspace: this.groupWorkspace,
      groupSlug: this.groupSlug,
      uuid: user,
    });
    this.memberList.push(membership);
    return membership;
  }
}
