import { Construct } from 'constructs';
import { BranchingModel, BranchingModelBranchType, BranchingModelProduction } from '../../l1/repo/branching-model';
import { IRepository } from '../../l1/repo/references';
import { REPOSITORY } from '../kinds';
import { PropProblems } from '../problems';

/** Properties of a {@link GitFlowBranchingModel}. */
export interface GitFlowBranchingModelProps {
  /** The repository. */
  readonly repository: IRepository;
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

/** Characters a git branch name may not contain (and sequences it may not hold). */
const INVALID_REF = /[\s~^:?*[\\\x00-\x1f\x7f]|\.\.|@\{|^[/.]|\/\/|\.lock$/;

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
    problems.requireRef('repository', props.repository, REPOSITORY);
    for (const name of ['developmentBranch', 'productionBranch', 'featurePrefix', 'bugfixPrefix', 'releasePrefix', 'hotfixPrefix'] as const) problems.optionalString(name, props[name]);
    for (const name of ['developmentIsMainBranch', 'productionEnabled', 'featureEnabled', 'bugfixEnabled', 'releaseEnabled', 'hotfixEnabled'] as const) problems.optionalBoolean(name, props[name]);
    const kinds: Array<[string, boolean | undefined, string | undefined]> = [
      ['feature', props.featureEnabled, props.featurePrefix],
      ['bugfix', props.bugfixEnabled, props.bugfixPrefix],
      ['release', props.releaseEnabled, props.releasePrefix],
      ['hotfix', props.hotfixEnabled, props.hotfixPrefix],
    ];
    const types: BranchingModelBranchType[] = kinds.map(([kind, enabled, prefix]) => {
      const on = enabled ?? true;
      // a disabled type keeps only a prefix the user gave; a token `enabled` may turn out true, so it gets the default
      const p = on === false ? prefix ?? undefined : prefix ?? `${kind}/`;
      if (on === true) {
        problems.check(!problems.judge(`${kind}Prefix`, p) || (p!.trim() !== '' && !INVALID_REF.test(p!)), `${kind}Prefix: ${JSON.stringify(p)} is not a valid, non-blank branch prefix`);
      }
      return p === undefined ? { kind, enabled: on } : { kind, enabled: on, prefix: p };
    });
    const useMain = props.developmentIsMainBranch ?? false;
    const developmentGiven = props.developmentBranch !== undefined && props.developmentBranch !== null;
    problems.check(!(useMain === true && developmentGiven), 'developmentBranch: must not be set when developmentIsMainBranch is true');
    const dev = useMain === true ? undefined : props.developmentBranch ?? 'develop';
    for (const [name, b] of [['developmentBranch', dev], ['productionBranch', props.productionBranch]] as const) {
      problems.check(!problems.judge(name, b) || (b!.trim() !== '' && !INVALID_REF.test(b!)), `${name}: ${JSON.stringify(b)} is not a valid branch name`);
    }
    problems.check(
      !(props.productionEnabled === false && props.productionBranch !== undefined && props.productionBranch !== null),
      'productionBranch: must not be set when productionEnabled is false (a disabled production branch has no name)',
    );
    problems.throwIfAny();

    const productionEnabled = props.productionEnabled ?? (props.productionBranch !== undefined && props.productionBranch !== null ? true : undefined);
    let production: BranchingModelProduction | undefined;
    if (productionEnabled === false) {
      production = { enabled: false };
    } else if (productionEnabled !== undefined) {
      production = props.productionBranch === undefined || props.productionBranch === null
        ? { enabled: productionEnabled, useMainbranch: true }
        : { enabled: productionEnabled, useMainbranch: false, name: props.productionBranch };
    }
    this.resource = new BranchingModel(this, 'Resource', {
      owner: props.repository.repositoryWorkspace,
      repository: props.repository.repositorySlug,
      branchTypes: types,
      development: useMain === true ? { useMainbranch: true } : { useMainbranch: useMain, name: dev },
      production,
    });
  }
}
