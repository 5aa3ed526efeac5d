import { Construct } from 'constructs';
import { checkGitFlowOptionKinds, gitFlowPreset, ONE_PROJECT_MODEL, otherModelOwner } from './branching';
import { checkReviewers, GrantRule, Grants } from './children';
import { HostedRepository, HostedRepositoryBranchingModelOptions } from './hosted-repository';
import { PermissionGrantOptions } from './hub-options';
import { RepositorySettings } from './repository-settings';
import { constants } from './settings';
import { Project } from '../../l1/repo/project';
import { ProjectBranchingModel } from '../../l1/repo/project-branching-model';
import { ProjectDefaultReviewers } from '../../l1/repo/project-default-reviewers';
import { ProjectGroupPermission, ProjectGroupPermissionPermission } from '../../l1/repo/project-group-permission';
import { ProjectUserPermission, ProjectUserPermissionPermission } from '../../l1/repo/project-user-permission';
import { IProject, IWorkspaceGroup } from '../../l1/repo/references';
import { childId, fixedChildId } from '../ids';
import { PropProblems } from '../problems';

/** Properties of a `RepositoryProject`. */
export interface RepositoryProjectProps {
  /** The workspace that owns the project (the L1's `owner`). */
  readonly workspace: string;
  /** Short key of the project, unique within the workspace (used in URLs and by repositories to name their project). */
  readonly key: string;
  /** Name of the project. */
  readonly name: string;
  /**
   * Whether the project is private.
   * @default - not written: the remote default, private (`true`)
   */
  readonly isPrivate?: boolean;
  /**
   * Description of the project.
   * @default - not written: no description
   */
  readonly description?: string;
}

/**
 * Options of `RepositoryProject.useBranchingModel`: those of a `GitFlowBranchingModel` (the same
 * names, defaults and checks). A project's branching model has no `defaultBranchDeletion` (the provider
 * has it on a repository's branching model only: `repo.BranchingModel`'s `defaultBranchDeletion`).
 */
export interface RepositoryProjectBranchingModelOptions extends HostedRepositoryBranchingModelOptions {}

/** Options of `RepositoryProject.addRepository`: a repository's props, less its workspace and project. */
export interface RepositoryProjectRepositoryOptions extends RepositorySettings {
  /**
   * Construct id of the repository, part of the Terraform addresses of the repository and its children.
   * @default - `Repository-<name>`
   */
  readonly id?: string;
  /**
   * Whether the repository inherits the branching model of the project (`useBranchingModel`).
   * @default - not written: the remote system's own behaviour applies
   */
  readonly inheritBranchingModel?: boolean;
  /**
   * Whether the repository inherits the default merge strategy of the project.
   * @default - not written: the remote system's own behaviour applies
   */
  readonly inheritDefaultMergeStrategy?: boolean;
}

const GROUP_GRANT: GrantRule = {
  method: 'RepositoryProject.grantGroup', object: 'project', allowed: constants(ProjectGroupPermissionPermission),
};
const USER_GRANT: GrantRule = {
  method: 'RepositoryProject.grantUser', object: 'project', allowed: constants(ProjectUserPermissionPermission),
};

/**
 * A project of a workspace (L1 `Project`, construct id `Resource`) with its default branching model
 * (`useBranchingModel`, L1 `ProjectBranchingModel`, construct id `BranchingModel`) and the
 * repositories in it (`addRepository`, a `repo.HostedRepository` each, created with the project's
 * workspace and key), and the permissions of groups and users on it (`grantGroup`, `grantUser`). The
 * provider has no pipeline variables of a project: variables belong to a repository
 * (`HostedRepository.addVariable`, on what `addRepository` returns too), a deployment environment or
 * a workspace (`repo.RepositoryWorkspace`).
 *
 * Only the props you give are written; the remote defaults apply to the others (private). A repository
 * belongs to a project through its own `projectKey`, so a repository created elsewhere joins the
 * project with `projectKey: project.projectKey`. It is an `IProject`.
 *
 * Construct ids (part of the Terraform addresses) of the children: `Repository-<name>`,
 * `GroupPermission-<group slug>`, `UserPermission-<user>`, each overridable with an `id` option, and
 * `BranchingModel`, one per project.
 *
 * @example
 * const platform = new repo.RepositoryProject(this, 'Platform', { workspace: 'acme', key: 'PLAT', name: 'Platform' });
 * platform.useBranchingModel({ productionEnabled: true });
 * const api = platform.addRepository('api', { inheritBranchingModel: true });
 * api.protectBranch('main', { requiredApprovals: 1 });
 */
export class RepositoryProject extends Construct implements IProject {
  /** The project (L1). */
  public readonly resource: Project;
  private branchingModelL1?: ProjectBranchingModel;
  private defaultReviewersL1?: ProjectDefaultReviewers;
  private readonly repositoryList: HostedRepository[] = [];
  private readonly grants = new Grants();

  public constructor(scope: Construct, id: string, props: RepositoryProjectProps) {
    super(scope, id);
    const problems = new PropProblems(this, 'RepositoryProject');
    props = problems.struct(props);
    problems.requireString('workspace', props.workspace);
    problems.requireString('key', props.key);
    problems.requireString('name', props.name);
    problems.optionalBoolean('isPrivate', props.isPrivate);
    problems.optionalString('description', props.description);
    for (const name of ['workspace', 'key', 'name'] as const) {
      problems.check(!problems.judge(name, props[name]) || props[name].trim() !== '', `${name}: must not be blank`);
    }
    problems.throwIfAny();

    this.resource = new Project(this, 'Resource', {
      owner: props.workspace,
      key: props.key,
      name: props.name,
      isPrivate: props.isPrivate,
      description: props.description,
    });
  }

  /** The workspace (owner) of the project (a reference to the project, so what uses it waits for it). */
  public get projectWorkspace(): string {
    return this.resource.owner;
  }

  /** The project's key (a reference to the project, so a repository given it is created after the project). */
  public get projectKey(): string {
    return this.resource.key;
  }

  /** The project's identifier (Terraform `id`). */
  public get projectId(): string {
    return this.resource.id;
  }

  /** The branching model (L1), when `useBranchingModel` was called. */
  public get branchingModel(): ProjectBranchingModel | undefined {
    return this.branchingModelL1;
  }

  /** The default reviewers (L1), when `useDefaultReviewers` was called. */
  public get defaultReviewers(): ProjectDefaultReviewers | undefined {
    return this.defaultReviewersL1;
  }

  /** The repositories added with `addRepository`, a copy, in the order they were added. */
  public get repositories(): HostedRepository[] {
    return [...this.repositoryList];
  }

  /**
   * Adds a repository to the project: a `repo.HostedRepository` in the project's workspace with the
   * project's key, and its methods (`protectBranch`, `addWebhook`, ...).
   * @param name name of the repository
   * @param options id, and the repository's props (slug, isPrivate, forkPolicy, inheritBranchingModel, ...)
   * @returns the repository, construct id `options.id` or `Repository-<name>`
   */
  public addRepository(name: string, options: RepositoryProjectRepositoryOptions = {}): HostedRepository {
    const problems = new PropProblems(this, 'RepositoryProject.addRepository');
    problems.requireString('name', name);
    options = problems.struct(options, 'options');
    problems.optionalString('id', options.id);
    for (const n of ['slug', 'description', 'website', 'language', 'forkPolicy', 'scm'] as const) problems.optionalString(n, options[n]);
    for (const n of ['isPrivate', 'hasWiki', 'hasIssues', 'pipelinesEnabled', 'inheritBranchingModel', 'inheritDefaultMergeStrategy'] as const) problems.optionalBoolean(n, options[n]);
    problems.check(!problems.judge('name', name) || name.trim() !== '', 'name: must not be blank');
    problems.throwIfAny();
    const id = childId(this, 'RepositoryProject.addRepository', 'Repository', name, options.id ?? undefined);
    // the repository checks the values of its props (a blank slug, the fork policy, scm), naming its own path (`<this>/Repository-<name>`)
    const repository = new HostedRepository(this, id, {
      workspace: this.projectWorkspace,
      projectKey: this.projectKey,
      name,
      slug: options.slug,
      isPrivate: options.isPrivate,
      description: options.description,
      website: options.website,
      language: options.language,
      forkPolicy: options.forkPolicy,
      scm: options.scm,
      hasWiki: options.hasWiki,
      hasIssues: options.hasIssues,
      pipelinesEnabled: options.pipelinesEnabled,
      inheritBranchingModel: options.inheritBranchingModel,
      inheritDefaultMergeStrategy: options.inheritDefaultMergeStrategy,
    });
    this.repositoryList.push(repository);
    return repository;
  }

  /**
   * Sets the project's default branching model (L1 `ProjectBranchingModel`, construct id
   * `BranchingModel`), with the options, defaults and checks of a `GitFlowBranchingModel`: feature,
   * bugfix, release and hotfix branch types with their prefixes, a development branch, and a
   * production branch only when asked for (the service leaves what is not sent as it is). Repositories
   * of the project use it when they inherit it (`inheritBranchingModel`). Once per project: a second
   * call is refused, and so is a `repo.ProjectBranchingModel` of the same project anywhere in the app
   * (before this call, or at synth when created after), as two models would undo each other at every
   * apply; the error names both.
   * @param options the model's development and production branches, branch types and prefixes
   * @returns the branching model (L1)
   */
  public useBranchingModel(options: RepositoryProjectBranchingModelOptions = {}): ProjectBranchingModel {
    const problems = new PropProblems(this, 'RepositoryProject.useBranchingModel');
    options = problems.struct(options, 'options');
    checkGitFlowOptionKinds(problems, options);
    // no longer an option (the provider has no such setting on a project): refused rather than dropped
    problems.check(
      !PropProblems.given((options as { defaultBranchDeletion?: unknown }).defaultBranchDeletion),
      'defaultBranchDeletion: a project\'s branching model has no such setting (the provider has it on a repository\'s branching model only: ' +
      'repo.BranchingModel\'s defaultBranchDeletion, e.g. on the resource of the model HostedRepository.useBranchingModel returns)',
    );
    problems.check(this.branchingModelL1 === undefined, 'a branching model is already used (once per project)');
    if (this.branchingModelL1 === undefined) {
      const other = otherModelOwner(this, 'project', this.projectWorkspace, this.projectKey);
      problems.check(other === undefined, `the project already has the branching model '${other?.node.path}' (${ONE_PROJECT_MODEL})`);
    }
    const preset = gitFlowPreset(problems, options);
    problems.throwIfAny();

    const model = new ProjectBranchingModel(this, fixedChildId(this, 'RepositoryProject.useBranchingModel', 'BranchingModel'), {
      workspace: this.projectWorkspace,
      project: this.projectKey,
      branchTypes: preset.branchTypes,
      development: preset.development,
      production: preset.production,
    });
    this.branchingModelL1 = model;
    // a repo.ProjectBranchingModel of the same project created after this one
    this.node.addValidation({
      validate: () => {
        const other = otherModelOwner(this, 'project', model.workspaceInput, model.projectInput, model);
        return other ? [`RepositoryProject: the project also has the branching model '${other.node.path}' (${ONE_PROJECT_MODEL})`] : [];
      },
    });
    return model;
  }

  /**
   * Sets the default reviewers of the project (L1 `ProjectDefaultReviewers`, construct id
   * `DefaultReviewers`): users added as reviewers to new pull requests in the project's repositories.
   * Once per project: the list is the whole list, so a second call is refused.
   * @param reviewers uuids of the users
   * @returns the default reviewers (L1)
   */
  public useDefaultReviewers(reviewers: string[]): ProjectDefaultReviewers {
    const problems = new PropProblems(this, 'RepositoryProject.useDefaultReviewers');
    checkReviewers(problems, reviewers, this.defaultReviewersL1 !== undefined, 'project');
    problems.throwIfAny();
    this.defaultReviewersL1 = new ProjectDefaultReviewers(this, fixedChildId(this, 'RepositoryProject.useDefaultReviewers', 'DefaultReviewers'), {
      workspace: this.projectWorkspace,
      project: this.projectKey,
      reviewers,
    });
    return this.defaultReviewersL1;
  }

  /**
   * Grants a group a permission on the project (L1 `ProjectGroupPermission`). The provider takes one
   * workspace for the project and the group, so a group of another workspace is refused; a group has
   * one permission on a project, so a second grant to it is refused.
   * @param group the group (a `repo.PermissionGroup`, `repo.Group`, or `repo.RepoRef.fromGroupAttributes(workspace, slug)`)
   * @param permission one of `repo.ProjectGroupPermissionPermission`: `admin`, `write`, `read`, `create-repo`
   * @param options id
   * @returns the permission (L1), construct id `options.id` or `GroupPermission-<group slug>`
   */
  public grantGroup(group: IWorkspaceGroup, permission: string, options: PermissionGrantOptions = {}): ProjectGroupPermission {
    const id = this.grants.checkGroup(this, GROUP_GRANT, group, permission, options, this.resource.ownerInput);
    const grant = new ProjectGroupPermission(this, id, {
      workspace: this.projectWorkspace,
      projectKey: this.projectKey,
      groupSlug: group.groupSlug,
      permission,
    });
    this.grants.addGroup(group, grant);
    return grant;
  }

  /**
   * Grants a user a permission on the project (L1 `ProjectUserPermission`); a user has one permission
   * on a project, so a second grant to the same user is refused.
   * @param user the user's identifier, written to `user_id` as given (the lookups of users,
   *   `repo.DataRepoUser`, `repo.DataRepoCurrentUser` and `repo.DataRepoWorkspaceMembers`, give a user's `uuid`)
   * @param permission one of `repo.ProjectUserPermissionPermission`: `admin`, `write`, `read`, `create-repo`
   * @param options id
   * @returns the permission (L1), construct id `options.id` or `UserPermission-<user>`
   */
  public grantUser(user: string, permission: string, options: PermissionGrantOptions = {}): ProjectUserPermission {
    const id = this.grants.checkUser(this, USER_GRANT, user, permission, options);
    const grant = new ProjectUserPermission(this, id, {
      workspace: this.projectWorkspace,
      projectKey: this.projectKey,
      userId: user,
      permission,
    });
    this.grants.addUser(user, grant);
    return grant;
  }
}
