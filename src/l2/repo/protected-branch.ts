import { Construct } from 'constructs';
import { Token } from '../../constructs/cdktf';
import { BranchRestriction, BranchRestrictionKind } from '../../l1/repo/branch-restriction';
import { IRepository, IWorkspaceGroup } from '../../l1/repo/references';
import { childId } from '../ids';
import { REPOSITORY, WORKSPACE_GROUP } from '../kinds';
import { PropProblems } from '../problems';
import { constants } from './settings';

/**
 * The restrictions of a protected branch, besides its repository and pattern: the props of a
 * `ProtectedBranch` and the options of `HostedRepository.protectBranch`.
 */
export interface ProtectedBranchOptions {
  /**
   * Users (uuids) who may push; set this or `pushGroups` to restrict pushing.
   * @default - pushing is not restricted
   */
  readonly pushUsers?: string[];
  /**
   * Groups who may push.
   * @default - pushing is not restricted to groups
   */
  readonly pushGroups?: IWorkspaceGroup[];
  /**
   * Users (uuids) who may merge pull requests; set this or `mergeGroups` to restrict merging.
   * @default - merging is not restricted
   */
  readonly mergeUsers?: string[];
  /**
   * Groups who may merge pull requests.
   * @default - merging is not restricted to groups
   */
  readonly mergeGroups?: IWorkspaceGroup[];
  /**
   * Approvals a pull request needs before it can be merged.
   * @default - no approvals required
   */
  readonly requiredApprovals?: number;
  /**
   * Passing builds a pull request needs before it can be merged.
   * @default - no builds required
   */
  readonly requiredPassingBuilds?: number;
  /**
   * Forbid deleting matching branches.
   * @default true
   */
  readonly preventDeletion?: boolean;
  /**
   * Forbid force pushes (history rewrites) to matching branches.
   * @default true
   */
  readonly preventForcePush?: boolean;
}

/** Properties of a `ProtectedBranch`. */
export interface ProtectedBranchProps extends ProtectedBranchOptions {
  /** The repository. */
  readonly repository: IRepository;
  /** Branch name or glob pattern (`main`, `release/*`). */
  readonly pattern: string;
}

/** Options of `ProtectedBranch.addRestriction`. */
export interface BranchRestrictionOptions {
  /**
   * Construct id of the restriction, part of its Terraform address.
   * @default - derived from the kind: `Restriction-<kind>`, for example `Restriction-require_tasks_to_be_completed`
   */
  readonly id?: string;
  /**
   * Users (uuids) the restriction makes an exception for (for the kinds that take users).
   * @default - no users are sent
   */
  readonly users?: string[];
  /**
   * Groups the restriction makes an exception for (for the kinds that take groups).
   * @default - no groups are sent
   */
  readonly groups?: IWorkspaceGroup[];
  /**
   * The number the restriction needs, for the kinds that take one (for example `require_commits_behind`).
   * @default - no value is sent
   */
  readonly value?: number;
}

const KINDS: string[] = constants(BranchRestrictionKind);

/**
 * The branch restrictions people set together on a branch pattern: who may push, who may merge,
 * required approvals, required passing builds, no deletes, no force pushes; more with
 * `addRestriction`. One L1 `BranchRestriction` per restriction, listed by `restrictions`.
 *
 * Construct ids (part of the Terraform addresses): every restriction is `Restriction-<kind>`
 * (`Restriction-push`, `Restriction-restrict_merges`, `Restriction-require_approvals_to_merge`,
 * `Restriction-require_passing_builds_to_merge`, `Restriction-delete`, `Restriction-force` from props;
 * those from `addRestriction` likewise unless an id is given), so leaving one out never renames
 * another. Users and groups are sent only when given.
 *
 * @example
 * const main = new repo.ProtectedBranch(this, 'Main', {
 *   repository: repo.RepoRef.fromRepositoryAttributes('acme', 'web'),
 *   pattern: 'main',
 *   pushGroups: [repo.RepoRef.fromGroupAttributes('acme', 'maintainers')],
 *   requiredApprovals: 2,
 *   requiredPassingBuilds: 1,
 * });
 * main.addRestriction(repo.BranchRestrictionKind.REQUIRE_TASKS_TO_BE_COMPLETED);
 */
export class ProtectedBranch extends Construct {
  private readonly props: ProtectedBranchProps;
  private readonly restrictionList: BranchRestriction[] = [];
  private readonly kinds = new Set<string>();

  public constructor(scope: Construct, id: string, props: ProtectedBranchProps) {
    super(scope, id);
    const problems = new PropProblems(this, 'ProtectedBranch');
    props = problems.struct(props);
    this.props = props;
    problems.requireRef('repository', props.repository, REPOSITORY);
    problems.requireString('pattern', props.pattern);
    problems.optionalStrings('pushUsers', props.pushUsers);
    problems.optionalRefs('pushGroups', props.pushGroups, WORKSPACE_GROUP);
    problems.optionalStrings('mergeUsers', props.mergeUsers);
    problems.optionalRefs('mergeGroups', props.mergeGroups, WORKSPACE_GROUP);
    problems.optionalNumber('requiredApprovals', props.requiredApprovals);
    problems.optionalNumber('requiredPassingBuilds', props.requiredPassingBuilds);
    problems.optionalBoolean('preventDeletion', props.preventDeletion);
    problems.optionalBoolean('preventForcePush', props.preventForcePush);
    const count = (name: string, v?: number) =>
      problems.check(!problems.judge(name, v) || (Number.isInteger(v) && v! >= 1), `${name}: ${v} must be a whole number of at least 1`);
    count('requiredApprovals', props.requiredApprovals);
    count('requiredPassingBuilds', props.requiredPassingBuilds);
    problems.check(!problems.judge('pattern', props.pattern) || props.pattern.trim() !== '', 'pattern: must not be blank');
    problems.throwIfAny();

    const K = BranchRestrictionKind;
    // a restriction from props has the id its kind gives it, as one from addRestriction: Restriction-<kind>
    const own = (kind: string, extra: { users?: string[]; groups?: IWorkspaceGroup[]; value?: number }) =>
      this.restrict(childId(this, 'ProtectedBranch', 'Restriction', kind), kind, extra);
    if (props.pushUsers || props.pushGroups) own(K.PUSH, { users: props.pushUsers, groups: props.pushGroups });
    if (props.mergeUsers || props.mergeGroups) own(K.RESTRICT_MERGES, { users: props.mergeUsers, groups: props.mergeGroups });
    if (PropProblems.given(props.requiredApprovals)) own(K.REQUIRE_APPROVALS_TO_MERGE, { value: props.requiredApprovals });
    if (PropProblems.given(props.requiredPassingBuilds)) own(K.REQUIRE_PASSING_BUILDS_TO_MERGE, { value: props.requiredPassingBuilds });
    if (props.preventDeletion ?? true) own(K.DELETE, {});
    if (props.preventForcePush ?? true) own(K.FORCE, {});
  }

  /**
   * The restrictions (L1), a copy: those from props in a fixed order (push, merge, approvals, builds,
   * delete, force), then those added with `addRestriction` in the order they were added.
   */
  public get restrictions(): BranchRestriction[] {
    return [...this.restrictionList];
  }

  /**
   * Adds a restriction of another kind on the same pattern, for example
   * `BranchRestrictionKind.REQUIRE_TASKS_TO_BE_COMPLETED` or `REQUIRE_COMMITS_BEHIND` with a value.
   * One restriction per kind: a kind the props already restrict is refused.
   * @param kind one of the `BranchRestrictionKind` values
   * @param options id, users, groups and value of the restriction
   * @returns the restriction (L1), construct id `options.id` or `Restriction-<kind>`
   */
  public addRestriction(kind: string, options: BranchRestrictionOptions = {}): BranchRestriction {
    const problems = new PropProblems(this, 'ProtectedBranch.addRestriction');
    problems.requireString('kind', kind);
    options = problems.struct(options, 'options');
    problems.optionalString('id', options.id);
    problems.optionalStrings('users', options.users);
    problems.optionalRefs('groups', options.groups, WORKSPACE_GROUP);
    problems.optionalNumber('value', options.value);
    const kindKnown = problems.judge('kind', kind);
    problems.check(!kindKnown || KINDS.includes(kind), `kind: ${JSON.stringify(kind)} is not a branch restriction kind; allowed: ${KINDS.join(', ')}`);
    problems.check(!kindKnown || !this.kinds.has(kind), `kind: ${JSON.stringify(kind)} is already restricted by this ProtectedBranch (one restriction per kind and pattern)`);
    problems.check(
      !problems.judge('value', options.value) || (Number.isInteger(options.value) && options.value! >= 0),
      `value: ${options.value} must be a whole number of at least 0`,
    );
    problems.throwIfAny();
    const id = childId(this, 'ProtectedBranch.addRestriction', 'Restriction', kind, options.id);
    return this.restrict(id, kind, options);
  }

  private restrict(id: string, kind: string, extra: { users?: string[]; groups?: IWorkspaceGroup[]; value?: number }): BranchRestriction {
    const r = new BranchRestriction(this, id, {
      owner: this.props.repository.repositoryWorkspace,
      repository: this.props.repository.repositorySlug,
      pattern: this.props.pattern,
      kind,
      users: extra.users,
      groups: extra.groups?.map((g) => ({ owner: g.groupWorkspace, slug: g.groupSlug })),
      value: extra.value,
    });
    this.restrictionList.push(r);
    if (!Token.isUnresolved(kind)) this.kinds.add(kind);
    return r;
  }
}
