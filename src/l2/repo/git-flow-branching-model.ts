import { Construct } from 'constructs';
import { BranchingModel } from '../../l1/repo/branching-model';
import { IRepository } from '../../l1/repo/references';
import { REPOSITORY } from '../kinds';
import { PropProblems } from '../problems';
import { checkGitFlowOptionKinds, gitFlowPreset, ONE_MODEL, otherModelOwner } from './branching';

/**
 * The branches and prefixes of a git-flow branching model: the props of a
 * `GitFlowBranchingModel` besides its repository, and the options of
 * `HostedRepository.useBranchingModel` and `RepositoryProject.useBranchingModel`.
 */
export interface GitFlowBranchingModelOptions {
  /**
   * The development branch, unless `developmentIsMainBranch` is true.
   * @default "develop"
   */
  readonly developmentBranch?: string;
  /**
   * Use the main branch as the development branch (then `developmentBranch` must not be set).
   * @default false
   */
  readonly developmentIsMainBranch?: boolean;
  /**
   * Whether the model uses a production branch. `true` sends the production branch enabled (the main
   * branch, or `productionBranch`), which turns it on; `false` sends it disabled, which turns it off.
   * When not set, `production` is not sent and the service leaves the production branch as it is.
   * @default - not sent, so the service leaves the production branch as it is; `true` when `productionBranch` is given
   */
  readonly productionEnabled?: boolean;
  /**
   * The production branch, when the model uses one; giving it turns the production branch on.
   * @default - the main branch (when `productionEnabled` is true)
   */
  readonly productionBranch?: string;
  /**
   * Whether feature branches are in use (`false` sends the type disabled).
   * @default true
   */
  readonly featureEnabled?: boolean;
  /**
   * Prefix of feature branches.
   * @default "feature/"
   */
  readonly featurePrefix?: string;
  /**
   * Whether bugfix branches are in use (`false` sends the type disabled).
   * @default true
   */
  readonly bugfixEnabled?: boolean;
  /**
   * Prefix of bugfix branches.
   * @default "bugfix/"
   */
  readonly bugfixPrefix?: string;
  /**
   * Whether release branches are in use (`false` sends the type disabled).
   * @default true
   */
  readonly releaseEnabled?: boolean;
  /**
   * Prefix of release branches.
   * @default "release/"
   */
  readonly releasePrefix?: string;
  /**
   * Whether hotfix branches are in use (`false` sends the type disabled).
   * @default true
   */
  readonly hotfixEnabled?: boolean;
  /**
   * Prefix of hotfix branches.
   * @default "hotfix/"
   */
  readonly hotfixPrefix?: string;
}

/** Properties of a `GitFlowBranchingModel`. */
export interface GitFlowBranchingModelProps extends GitFlowBranchingModelOptions {
  /** The repository. */
  readonly repository: IRepository;
}

/**
 * A git-flow branching model preset: feature, bugfix, release and hotfix branch types with their
 * prefixes (each can be disabled), a development branch, and optionally a production branch, checked
 * against the package's rules (an enabled type needs a valid, non-blank prefix; a named branch needs a
 * non-empty valid name).
 *
 * The service updates only what is sent: the production branch is sent only when you ask for it
 * (`productionEnabled`, `productionBranch`), so by default it stays as it is; sending it enabled turns
 * it on. A disabled branch type is sent with `enabled: false` (and its prefix only when you give one).
 *
 * A repository has one branching model: a second one for the same repository anywhere in the app (a
 * `GitFlowBranchingModel`, `HostedRepository.useBranchingModel`, or a `repo.BranchingModel` of its
 * own) would undo this one at every apply, so it is refused, naming both construct paths (at
 * construction, or at synth for a `repo.BranchingModel` created later). The same repository is the
 * same construct (a `HostedRepository`, `RepositoryFork` or their L1), or the same literal workspace
 * and slug.
 *
 * @example
 * new repo.GitFlowBranchingModel(this, 'Flow', { repository: repo.RepoRef.fromRepositoryAttributes('acme', 'web') });
 */
export class GitFlowBranchingModel extends Construct {
  /** The branching model (L1). */
  public readonly resource: BranchingModel;

  public constructor(scope: Construct, id: string, props: GitFlowBranchingModelProps) {
    super(scope, id);
    const problems = new PropProblems(this, 'GitFlowBranchingModel');
    props = problems.struct(props);
    const hasRepository = problems.requireRef('repository', props.repository, REPOSITORY);
    checkGitFlowOptionKinds(problems, props);
    const preset = gitFlowPreset(problems, props);
    if (hasRepository) {
      const other = otherModelOwner(this, 'repository', props.repository.repositoryWorkspace, props.repository.repositorySlug);
      problems.check(other === undefined, `repository: already has the branching model '${other?.node.path}' (${ONE_MODEL})`);
    }
    problems.throwIfAny();

    this.resource = new BranchingModel(this, 'Resource', {
      owner: props.repository.repositoryWorkspace,
      repository: props.repository.repositorySlug,
      branchTypes: preset.branchTypes,
      development: preset.development,
      production: preset.production,
    });
    // a repo.BranchingModel of the same repository created after this one
    this.node.addValidation({
      validate: () => {
        const other = otherModelOwner(this, 'repository', this.resource.ownerInput, this.resource.repositoryInput, this.resource);
        return other ? [`GitFlowBranchingModel: the repository also has the branching model '${other.node.path}' (${ONE_MODEL})`] : [];
      },
    });
  }
}
