import { Construct } from 'constructs';
import { ForkedRepository } from '../../l1/repo/forked-repository';
import { IRepository } from '../../l1/repo/references';
import { REPOSITORY } from '../kinds';
import { PropProblems } from '../problems';
import { RepositoryForkSettings } from './repository-settings';
import { checkForkSettings, forkSettings } from './settings';

/** Properties of a `RepositoryFork`. */
export interface RepositoryForkProps extends RepositoryForkSettings {
  /**
   * The repository to fork: a `repo.HostedRepository` or `repo.Repository` of this app (its fork
   * policy is then checked at synth), another fork, or `repo.RepoRef.fromRepositoryAttributes(workspace, slug)`.
   */
  readonly parent: IRepository;
  /** The workspace the fork is created in (the L1's `owner`). */
  readonly workspace: string;
  /** Name of the fork. */
  readonly name: string;
  /**
   * Key of the project the fork belongs to (a literal, or `project.projectKey` of a
   * `repo.RepositoryProject`).
   * @default - not written: the remote system chooses a project, as for a repository
   */
  readonly projectKey?: string;
}

/**
 * A fork of a repository (L1 `ForkedRepository`, construct id `Resource`), created in a workspace from
 * a parent given as an `IRepository` (the L1's `parent` is written as `{ owner, slug }` of the parent).
 *
 * Only the props you give are written; its version control system is its parent's (the provider sets
 * it). The parent's fork policy is checked by the L1's own rule: when the parent is a repository of
 * this app whose `forkPolicy` is `no_forks`, or `no_public_forks` and the fork is public
 * (`isPrivate: false`), synth warns that creating the fork may fail. A parent from outside the app is
 * not checked.
 *
 * It is an `IRepository`, accepted by every repository L2 (`RepositoryWebhook`, `ProtectedBranch`,
 * `ScheduledPipeline`, `GitFlowBranchingModel`) and as the parent of another fork.
 *
 * @example
 * const upstream = new repo.HostedRepository(this, 'Upstream', { workspace: 'acme', name: 'web' });
 * new repo.RepositoryFork(this, 'Fork', { parent: upstream, workspace: 'me', name: 'web-fork' });
 */
export class RepositoryFork extends Construct implements IRepository {
  /** The fork (L1). */
  public readonly resource: ForkedRepository;

  public constructor(scope: Construct, id: string, props: RepositoryForkProps) {
    super(scope, id);
    const problems = new PropProblems(this, 'RepositoryFork');
    props = problems.struct(props);
    problems.requireRef('parent', props.parent, REPOSITORY);
    problems.requireString('workspace', props.workspace);
    problems.requireString('name', props.name);
    problems.optionalString('projectKey', props.projectKey);
    for (const name of ['workspace', 'name', 'projectKey'] as const) {
      const value = props[name];
      problems.check(!problems.judge(name, value) || value!.trim() !== '', `${name}: must not be blank`);
    }
    checkForkSettings(problems, props);
    // no longer a prop (the provider sets a fork's version control system, its parent's): refused rather than dropped
    problems.check(
      !PropProblems.given((props as { scm?: unknown }).scm),
      'scm: a fork has the version control system of its parent (the provider sets it); remove it',
    );
    problems.throwIfAny();

    // the parent as the L1 takes it; references to a repository of this app let the L1's rule read its fork policy
    this.resource = new ForkedRepository(this, 'Resource', {
      owner: props.workspace,
      name: props.name,
      parent: { owner: props.parent.repositoryWorkspace, slug: props.parent.repositorySlug },
      ...forkSettings(props),
      projectKey: props.projectKey,
    });
  }

  /** The workspace (owner) of the fork (a reference to the fork, so what uses it waits for it). */
  public get repositoryWorkspace(): string {
    return this.resource.owner;
  }

  /** The fork's slug (a reference: the remote system derives it from the name when not given). */
  public get repositorySlug(): string {
    return this.resource.slug;
  }

  /** The fork's uuid, assigned by the remote system. */
  public get repositoryUuid(): string {
    return this.resource.uuid;
  }
}
