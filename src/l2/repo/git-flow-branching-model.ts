import { Construct } from 'constructs';
import { BranchingModel, BranchingModelBranchType } from '../../l1/repo/branching-model';
import { PropProblems } from '../problems';
import { IRepository } from './refs';

/** Properties of a {@link GitFlowBranchingModel}. */
export interface GitFlowBranchingModelProps {
  /** The repository. */
  readonly repository: IRepository;
  /**
   * The development branch; the main branch when not set.
   * @default "develop"
   */
  readonly developmentBranch?: string;
  /**
   * Use the main branch as the development branch (then `developmentBranch` must not be set).
   * @default false
   */
  readonly developmentIsMainBranch?: boolean;
  /**
   * The production branch; `undefined` for the main branch.
   * @default - the main branch
   */
  readonly productionBranch?: string;
  /**
   * Prefix of feature branches.
   * @default "feature/"
   */
  readonly featurePrefix?: string;
  /**
   * Prefix of bugfix branches.
   * @default "bugfix/"
   */
  readonly bugfixPrefix?: string;
  /**
   * Prefix of release branches.
   * @default "release/"
   */
  readonly releasePrefix?: string;
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
 * prefixes, a development branch and a production branch, checked against the package's rules (an
 * enabled type needs a valid, non-blank prefix; a named branch needs a non-empty valid name).
 *
 * @example
 * new repo.GitFlowBranchingModel(this, 'Flow', { repository: repo.RepoRef.repository('acme', 'web') });
 */
export class GitFlowBranchingModel extends Construct {
  /** The branching model (L1). */
  public readonly resource: BranchingModel;

  public constructor(scope: Construct, id: string, props: GitFlowBranchingModelProps) {
    super(scope, id);
    const problems = new PropProblems(this, 'GitFlowBranchingModel');
    const types: BranchingModelBranchType[] = [
      { kind: 'feature', enabled: true, prefix: props.featurePrefix ?? 'feature/' },
      { kind: 'bugfix', enabled: true, prefix: props.bugfixPrefix ?? 'bugfix/' },
      { kind: 'release', enabled: true, prefix: props.releasePrefix ?? 'release/' },
      { kind: 'hotfix', enabled: true, prefix: props.hotfixPrefix ?? 'hotfix/' },
    ];
    for (const t of types) {
      const p = t.prefix!;
      problems.check(!PropProblems.known(p) || (p.trim() !== '' && !INVALID_REF.test(p)), `${t.kind}Prefix: ${JSON.stringify(p)} is not a valid, non-blank branch prefix`);
    }
    const useMain = props.developmentIsMainBranch ?? false;
    problems.check(!(useMain && props.developmentBranch !== undefined), 'developmentBranch: must not be set when developmentIsMainBranch is true');
    const dev = useMain ? undefined : props.developmentBranch ?? 'develop';
    for (const [name, b] of [['developmentBranch', dev], ['productionBranch', props.productionBranch]] as const) {
      problems.check(!PropProblems.known(b) || (b!.trim() !== '' && !INVALID_REF.test(b!)), `${name}: ${JSON.stringify(b)} is not a valid branch name`);
    }
    problems.throwIfAny();
    this.resource = new BranchingModel(this, 'Resource', {
      owner: props.repository.workspace,
      repository: props.repository.repositorySlug,
      branchTypes: types,
      development: useMain ? { useMainbranch: true } : { useMainbranch: false, name: dev },
      production: props.productionBranch === undefined
        ? { enabled: true, useMainbranch: true }
        : { enabled: true, useMainbranch: false, name: props.productionBranch },
    });
  }
}
