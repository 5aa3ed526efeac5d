/**
 * The git-flow preset shared by `GitFlowBranchingModel` (a repository's branching model) and
 * `RepositoryProject.useBranchingModel` (a project's): the checks of the options and the branch
 * types, development and production branches they stand for, and the one-model-per-repository (and
 * per-project) rule. Internal: not exported from the index.
 */
import { IConstruct } from 'constructs';
import { TerraformStack, Token } from '../../constructs/cdktf';
import { BranchingModel } from '../../l1/repo/branching-model';
import { ProjectBranchingModel } from '../../l1/repo/project-branching-model';
import { stableKey } from '../ids';
import { PropProblems } from '../problems';
import type { GitFlowBranchingModelOptions } from './git-flow-branching-model';

/** Characters a git branch name may not contain (and sequences it may not hold). */
const INVALID_REF = /[\s~^:?*[\\\x00-\x1f\x7f]|\.\.|@\{|^[/.]|\/\/|\.lock$/;

/** A branch type as the L1 branching models take it. */
export interface GitFlowBranchType {
  readonly kind: string;
  readonly enabled: boolean;
  readonly prefix?: string;
}

/** The branches of a git-flow preset, as the L1 branching models (of a repository or a project) take them. */
export interface GitFlowPreset {
  /** feature, bugfix, release and hotfix, in that order. */
  readonly branchTypes: GitFlowBranchType[];
  readonly development: { readonly useMainbranch: boolean; readonly name?: string };
  /** Not sent unless asked for (`productionEnabled`, `productionBranch`). */
  readonly production?: { readonly enabled: boolean; readonly useMainbranch?: boolean; readonly name?: string };
}

/** Checks the kinds of the options (strings, then booleans); the caller throws. */
export function checkGitFlowOptionKinds(problems: PropProblems, options: GitFlowBranchingModelOptions): void {
  for (const name of ['developmentBranch', 'productionBranch', 'featurePrefix', 'bugfixPrefix', 'releasePrefix', 'hotfixPrefix'] as const) problems.optionalString(name, options[name]);
  for (const name of ['developmentIsMainBranch', 'productionEnabled', 'featureEnabled', 'bugfixEnabled', 'releaseEnabled', 'hotfixEnabled'] as const) problems.optionalBoolean(name, options[name]);
}

/**
 * The preset the options stand for, with the checks of its values (an enabled type needs a valid,
 * non-blank prefix; a named branch a valid name; no development branch with `developmentIsMainBranch`,
 * no production branch with `productionEnabled: false`). The caller throws before using it.
 */
export function gitFlowPreset(problems: PropProblems, options: GitFlowBranchingModelOptions): GitFlowPreset {
  const kinds: Array<[string, boolean | undefined, string | undefined]> = [
    ['feature', options.featureEnabled, options.featurePrefix],
    ['bugfix', options.bugfixEnabled, options.bugfixPrefix],
    ['release', options.releaseEnabled, options.releasePrefix],
    ['hotfix', options.hotfixEnabled, options.hotfixPrefix],
  ];
  const branchTypes: GitFlowBranchType[] = kinds.map(([kind, enabled, prefix]) => {
    const on = enabled ?? true;
    // a disabled type keeps only a prefix the user gave; a token `enabled` may turn out true, so it gets the default
    const p = on === false ? prefix ?? undefined : prefix ?? `${kind}/`;
    if (on === true) {
      problems.check(!problems.judge(`${kind}Prefix`, p) || (p!.trim() !== '' && !INVALID_REF.test(p!)), `${kind}Prefix: ${JSON.stringify(p)} is not a valid, non-blank branch prefix`);
    }
    return p === undefined ? { kind, enabled: on } : { kind, enabled: on, prefix: p };
  });
  const useMain = options.developmentIsMainBranch ?? false;
  problems.check(!(useMain === true && PropProblems.given(options.developmentBranch)), 'developmentBranch: must not be set when developmentIsMainBranch is true');
  const dev = useMain === true ? undefined : options.developmentBranch ?? 'develop';
  for (const [name, b] of [['developmentBranch', dev], ['productionBranch', options.productionBranch]] as const) {
    problems.check(!problems.judge(name, b) || (b!.trim() !== '' && !INVALID_REF.test(b!)), `${name}: ${JSON.stringify(b)} is not a valid branch name`);
  }
  problems.check(
    !(options.productionEnabled === false && PropProblems.given(options.productionBranch)),
    'productionBranch: must not be set when productionEnabled is false (a disabled production branch has no name)',
  );

  const productionEnabled = options.productionEnabled ?? (PropProblems.given(options.productionBranch) ? true : undefined);
  let production: GitFlowPreset['production'];
  if (productionEnabled === false) {
    production = { enabled: false };
  } else if (productionEnabled !== undefined) {
    production = PropProblems.given(options.productionBranch)
      ? { enabled: productionEnabled, useMainbranch: false, name: options.productionBranch }
      : { enabled: productionEnabled, useMainbranch: true };
  }
  return {
    branchTypes,
    development: useMain === true ? { useMainbranch: true } : { useMainbranch: useMain, name: dev },
    production,
  };
}

/** Why a second branching model of a repository is refused. */
export const ONE_MODEL = 'a repository has one branching model: two would undo each other at every apply; keep one of them';

/** Why a second branching model of a project is refused. */
export const ONE_PROJECT_MODEL = 'a project has one branching model: two would undo each other at every apply; keep one of them';

/**
 * What a branching model belongs to, as a key: the workspace and the repository slug (or project key)
 * it is written with. Literals name the same remote repository in every stack of the app; a reference
 * (`repo_repository.web.slug`) or a variable names it within its stack. Undefined when nothing stable
 * can be said (a value mixing references, a lazy value): such a model is not compared.
 */
function modelKey(scope: IConstruct, workspace: unknown, name: unknown): string | undefined {
  if (typeof workspace !== 'string' || typeof name !== 'string') return undefined;
  const w = stableKey(workspace);
  const n = stableKey(name);
  if (w === undefined || n === undefined) return undefined;
  const literal = !Token.isUnresolved(workspace) && !Token.isUnresolved(name);
  return JSON.stringify(literal ? [w, n] : [TerraformStack.of(scope).node.path, w, n]);
}

/** The construct that owns a model L1: the L2 whose `resource` it is, or the L1 itself. */
function ownerOf(model: IConstruct): IConstruct {
  const scope = model.node.scope;
  return scope !== undefined && (scope as { resource?: unknown }).resource === model ? scope : model;
}

/**
 * The owner (an L2, or an L1 created on its own) of another branching model of the same repository
 * (`kind` repository: `repo.BranchingModel`s) or project (`kind` project: `repo.ProjectBranchingModel`s)
 * anywhere in the app; undefined when there is none. A repository (a project) has one branching model:
 * two would undo each other at every apply.
 * @param scope a construct of the stack the model is (or would be) in
 * @param workspace the workspace the model is written with
 * @param name the repository slug (the project key) the model is written with
 * @param self the model's own L1, left out
 */
export function otherModelOwner(scope: IConstruct, kind: 'repository' | 'project', workspace: unknown, name: unknown, self?: IConstruct): IConstruct | undefined {
  const key = modelKey(scope, workspace, name);
  if (key === undefined) return undefined;
  for (const c of scope.node.root.node.findAll()) {
    if (c === self) continue;
    const same = kind === 'repository'
      ? c instanceof BranchingModel && modelKey(c, c.ownerInput, c.repositoryInput) === key
      : c instanceof ProjectBranchingModel && modelKey(c, c.workspaceInput, c.projectInput) === key;
    if (same) return ownerOf(c);
  }
  return undefined;
}
