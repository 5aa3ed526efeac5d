import { Construct } from 'constructs';
import { BranchRestriction, BranchRestrictionKind } from '../../l1/repo/branch-restriction';
import { PropProblems } from '../problems';
import { IRepository, IWorkspaceGroup } from './refs';

/** Properties of a {@link ProtectedBranch}. */
export interface ProtectedBranchProps {
  /** The repository. */
  readonly repository: IRepository;
  /** Branch name or glob pattern (`main`, `release/*`). */
  readonly pattern: string;
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

/**
 * The branch restrictions people set together on a branch pattern: who may push, who may merge,
 * required approvals, required passing builds, no deletes, no force pushes. One L1
 * `BranchRestriction` per restriction, exposed in `restrictions` (construct ids are the kinds).
 *
 * @example
 * new repo.ProtectedBranch(this, 'Main', {
 *   repository: repo.RepoRef.repository('acme', 'web'),
 *   pattern: 'main',
 *   pushGroups: [repo.RepoRef.group('acme', 'maintainers')],
 *   requiredApprovals: 2,
 *   requiredPassingBuilds: 1,
 * });
 */
export class ProtectedBranch extends Construct {
  /** The restrictions (L1), in a fixed order: push, merge, approvals, builds, delete, force. */
  public readonly restrictions: BranchRestriction[] = [];

  public constructor(scope: Construct, id: string, props: ProtectedBranchProps) {
    super(scope, id);
    const problems = new PropProblems(this, 'ProtectedBranch');
    const count = (name: string, v?: number) =>
      problems.check(!PropProblems.known(v) || (Number.isInteger(v) && v! >= 1), `${name}: ${v} must be a whole number of at least 1`);
    count('requiredApprovals', props.requiredApprovals);
    count('requiredPassingBuilds', props.requiredPassingBuilds);
    problems.check(!PropProblems.known(props.pattern) || props.pattern.trim() !== '', 'pattern: must not be blank');
    problems.throwIfAny();

    const restrict = (kind: string, extra: { users?: string[]; groups?: IWorkspaceGroup[]; value?: number }) => {
      const r = new BranchRestriction(this, kind, {
        owner: props.repository.workspace,
        repository: props.repository.repositorySlug,
        pattern: props.pattern,
        kind,
        users: extra.users,
        groups: extra.groups?.map((g) => ({ owner: g.workspace, slug: g.groupSlug })),
        value: extra.value,
      });
      this.restrictions.push(r);
    };
    const K = BranchRestrictionKind;
    if (props.pushUsers || props.pushGroups) restrict(K.PUSH, { users: props.pushUsers ?? [], groups: props.pushGroups ?? [] });
    if (props.mergeUsers || props.mergeGroups) restrict(K.RESTRICT_MERGES, { users: props.mergeUsers ?? [], groups: props.mergeGroups ?? [] });
    if (props.requiredApprovals !== undefined) restrict(K.REQUIRE_APPROVALS_TO_MERGE, { value: props.requiredApprovals });
    if (props.requiredPassingBuilds !== undefined) restrict(K.REQUIRE_PASSING_BUILDS_TO_MERGE, { value: props.requiredPassingBuilds });
    if (props.preventDeletion ?? true) restrict(K.DELETE, {});
    if (props.preventForcePush ?? true) restrict(K.FORCE, {});
  }
}
