/**
 * What the repository-hosting hubs (`HostedRepository`, `RepositoryProject`, `RepositoryWorkspace`)
 * share about the children they add: the keys of their construct ids, the rule of pipeline variables
 * (a secured value only from a token), and the rule of permissions (an allowed value, one per group or
 * user of an object). Internal: not exported from the index.
 */
import { createHash } from 'crypto';
import { Construct, IConstruct } from 'constructs';
import { IResolvable, Token, Tokenization } from '../../constructs/cdktf';
import { allowPlainLiteral } from '../../constructs/validation';
import { Group } from '../../l1/repo/group';
import { IWorkspaceGroup } from '../../l1/repo/references';
import { childId, stableKey } from '../ids';
import { WORKSPACE_GROUP } from '../kinds';
import { PropProblems } from '../problems';
import { PermissionGrantOptions, PipelineVariableOptions } from './hub-options';

/** A literal that may be long or a credential is keyed by a hash; a token by its reference. */
export function hashKey(value: string): string {
  return Token.isUnresolved(value) ? value : createHash('sha256').update(value).digest('hex').slice(0, 12);
}

/**
 * A key of several parts (`nightly-main`): each part a literal, or the reference a token of one
 * reference stands for (`var.pipeline`); a part that is neither is kept as it is, so that `childId`
 * asks for an explicit id.
 */
export function joinKey(...parts: string[]): string {
  const stable = parts.map((part) => {
    if (!Token.isUnresolved(part)) return part;
    const fragments = Tokenization.reverseString(part);
    const identifier = fragments.length === 1 && fragments.tokens.length === 1
      ? (fragments.firstToken as { identifier?: unknown } | undefined)?.identifier
      : undefined;
    return typeof identifier === 'string' ? identifier : undefined;
  });
  return stable.every((p) => p !== undefined) ? stable.join('-') : parts.join('-');
}

/**
 * Checks the default reviewers a hub sets (once per hub: the list is the whole list).
 * @param already whether the hub's default reviewers are already set
 * @param hub what the hub is, for the message (`repository`, `project`)
 */
export function checkReviewers(problems: PropProblems, reviewers: string[], already: boolean, hub: string): void {
  problems.requireStrings('reviewers', reviewers);
  problems.check(!problems.judge('reviewers', reviewers) || reviewers.length > 0, 'reviewers: name at least one reviewer');
  problems.check(!already, `the default reviewers are already set (once per ${hub}: pass the whole list in one call)`);
}

/**
 * The variables of one object (a repository, a deployment environment, a workspace) by key, so that a
 * key given twice is refused naming the first variable. A key that is a token is tracked by the
 * reference it stands for; one mixing several references is not tracked.
 */
export class VariableKeys {
  private readonly byKey = new Map<string, IConstruct>();

  /**
   * Checks a variable's key, value and options (kinds first, then the values: a blank key, a literal
   * secured value, a key the object already has).
   * @param problems where problems are recorded
   * @param key the variable's name
   * @param value its value (a credential when secured: never shown)
   * @param options secured, id
   * @param of what the variable belongs to, for messages (`the repository`)
   * @param scope a prefix of the tracked key (a deployment's key), '' for none; null when it is unknown
   *   (the key is then not compared with those added)
   */
  public check(problems: PropProblems, key: string, value: string, options: PipelineVariableOptions, of: string, scope: string | null = ''): void {
    problems.requireString('key', key);
    problems.requireString('value', value, { secret: true });
    problems.optionalBoolean('secured', options.secured);
    problems.optionalString('id', options.id);
    problems.check(!problems.judge('key', key) || key.trim() !== '', 'key: must not be blank');
    problems.check(
      !(options.secured === true && problems.judge('value', value)),
      'value: a secured variable takes its value from a token (a sensitive TerraformVariable): a literal would be written to cdk.tf.json in plain text',
    );
    const tracked = scope === null ? undefined : this.trackedKey(key, scope);
    const first = tracked === undefined ? undefined : this.byKey.get(tracked);
    problems.check(first === undefined, `key: ${JSON.stringify(key)} is already a variable of ${of} ('${first?.node.path}'); one value per key: change that variable instead`);
  }

  /**
   * Records the variable added for a key (after `check` passed). Its value is plain (not warned
   * about as a literal secret) while the variable is not secured.
   */
  public add(key: string, variable: IConstruct & { readonly securedInput?: boolean | IResolvable }, scope: string = ''): void {
    allowPlainLiteral(variable, 'value', () => variable.securedInput !== true);
    const tracked = this.trackedKey(key, scope);
    if (tracked !== undefined) this.byKey.set(tracked, variable);
  }

  private trackedKey(key: unknown, scope: string): string | undefined {
    if (typeof key !== 'string' || !PropProblems.given(key)) return undefined;
    const stable = stableKey(key);
    return stable === undefined ? undefined : `${scope}\u0000${stable}`;
  }
}

/** What differs between the permissions of a repository and of a project. */
export interface GrantRule {
  /** `HostedRepository.grantGroup`, for messages and child-id errors. */
  readonly method: string;
  /** The values the provider takes (`admin`, `write`, `read`). */
  readonly allowed: string[];
  /** What the permission is on, for messages: `repository`, `project`. */
  readonly object: string;
}

/**
 * The permissions of one object (a repository, a project), one per group and one per user: a second
 * grant to the same group or user is refused, naming the first.
 */
export class Grants {
  private readonly groups = new Map<string, IConstruct>();
  private readonly users = new Map<string, IConstruct>();

  /**
   * Checks a group grant and returns its construct id; throws one error listing every problem.
   * @param scope the hub (its path in messages; the parent of the permission)
   * @param rule the method and the allowed values
   * @param group the group
   * @param permission the permission value
   * @param options id
   * @param workspace the workspace of the object as given (a group has permissions in its own workspace only; a token is not judged)
   */
  public checkGroup(
    scope: Construct, rule: GrantRule, group: IWorkspaceGroup, permission: string, options: PermissionGrantOptions, workspace: unknown,
  ): string {
    const problems = new PropProblems(scope, rule.method);
    problems.requireRef('group', group, WORKSPACE_GROUP);
    problems.requireString('permission', permission);
    options = problems.struct(options, 'options');
    problems.optionalString('id', options.id);
    this.checkPermission(problems, rule, permission, 'group');
    const known = !problems.isWrongKind('group') && PropProblems.given(group);
    const groupWorkspace = known ? givenGroupWorkspace(group) : undefined;
    if (PropProblems.known(groupWorkspace) && PropProblems.known(workspace)) {
      problems.check(groupWorkspace === workspace,
        `group: the group belongs to the workspace ${JSON.stringify(groupWorkspace)}, the ${rule.object} to ${JSON.stringify(workspace)}; a group has permissions in its own workspace only`);
    }
    const tracked = known ? subjectKey(group.groupWorkspace, group.groupSlug) : undefined;
    const first = tracked === undefined ? undefined : this.groups.get(tracked);
    problems.check(first === undefined,
      `group: the group already has a permission on the ${rule.object} ('${first?.node.path}'); one permission per group: change that grant instead`);
    problems.throwIfAny();
    return childId(scope, rule.method, 'GroupPermission', group.groupSlug, options.id ?? undefined);
  }

  /** Records the permission granted to a group (after `checkGroup` passed). */
  public addGroup(group: IWorkspaceGroup, permission: IConstruct): void {
    const tracked = subjectKey(group.groupWorkspace, group.groupSlug);
    if (tracked !== undefined) this.groups.set(tracked, permission);
  }

  /**
   * Checks a user grant and returns its construct id; throws one error listing every problem.
   * @param scope the hub
   * @param rule the method and the allowed values
   * @param user the user's identifier
   * @param permission the permission value
   * @param options id
   */
  public checkUser(scope: Construct, rule: GrantRule, user: string, permission: string, options: PermissionGrantOptions): string {
    const problems = new PropProblems(scope, rule.method);
    problems.requireString('user', user);
    problems.requireString('permission', permission);
    options = problems.struct(options, 'options');
    problems.optionalString('id', options.id);
    problems.check(!problems.judge('user', user) || user.trim() !== '', 'user: must not be blank');
    this.checkPermission(problems, rule, permission, 'user');
    const tracked = problems.isWrongKind('user') ? undefined : subjectKey('', user);
    const first = tracked === undefined ? undefined : this.users.get(tracked);
    problems.check(first === undefined,
      `user: ${JSON.stringify(user)} already has a permission on the ${rule.object} ('${first?.node.path}'); one permission per user: change that grant instead`);
    problems.throwIfAny();
    return childId(scope, rule.method, 'UserPermission', user, options.id ?? undefined);
  }

  /** Records the permission granted to a user (after `checkUser` passed). */
  public addUser(user: string, permission: IConstruct): void {
    const tracked = subjectKey('', user);
    if (tracked !== undefined) this.users.set(tracked, permission);
  }

  private checkPermission(problems: PropProblems, rule: GrantRule, permission: string, subject: string): void {
    problems.check(!problems.judge('permission', permission) || rule.allowed.includes(permission),
      `permission: ${JSON.stringify(permission)} is not a permission of a ${subject} on a ${rule.object}; allowed: ${rule.allowed.join(', ')}`);
  }
}

/** The stable key of a group (`workspace`, `slug`) or a user (`''`, `user`); undefined when a part has none. */
function subjectKey(workspace: unknown, name: unknown): string | undefined {
  if (typeof workspace !== 'string' || typeof name !== 'string') return undefined;
  const w = stableKey(workspace);
  const n = stableKey(name);
  return w === undefined || n === undefined ? undefined : `${w}\u0000${n}`;
}

/**
 * The workspace of a group as given: the input of a `repo.Group` of the app (itself, or the `resource`
 * of a `PermissionGroup`), whose `groupWorkspace` is a reference; else `groupWorkspace`.
 */
function givenGroupWorkspace(group: IWorkspaceGroup): unknown {
  const l1 = group instanceof Group ? group : (group as { resource?: unknown }).resource;
  return l1 instanceof Group ? l1.workspaceInput : group.groupWorkspace;
}
