import { Construct, IConstruct } from 'constructs';
import { checkOpensshPublicKey } from '../../constructs/formats';
import { DefaultReviewers } from '../../l1/repo/default-reviewers';
import { DeployKey } from '../../l1/repo/deploy-key';
import { Deployment, DeploymentStage } from '../../l1/repo/deployment';
import { DeploymentVariable } from '../../l1/repo/deployment-variable';
import { PipelineSshKey } from '../../l1/repo/pipeline-ssh-key';
import { PipelineSshKnownHost, PipelineSshKnownHostPublicKeyKeyType } from '../../l1/repo/pipeline-ssh-known-host';
import { IDeployment, IRepository, IWorkspaceGroup } from '../../l1/repo/references';
import { Repository } from '../../l1/repo/repository';
import { RepositoryGroupPermission, RepositoryGroupPermissionPermission } from '../../l1/repo/repository-group-permission';
import { RepositoryUserPermission, RepositoryUserPermissionPermission } from '../../l1/repo/repository-user-permission';
import { RepositoryVariable } from '../../l1/repo/repository-variable';
import { childId, fixedChildId, stableKey } from '../ids';
import { DEPLOYMENT, SCHEDULE, WORKSPACE_GROUP } from '../kinds';
import { PropProblems } from '../problems';
import { checkGitFlowOptionKinds, ONE_MODEL, otherModelOwner } from './branching';
import { checkReviewers, GrantRule, Grants, hashKey, joinKey, VariableKeys } from './children';
import { GitFlowBranchingModel, GitFlowBranchingModelOptions } from './git-flow-branching-model';
import { PermissionGrantOptions, PipelineVariableOptions } from './hub-options';
import { checkPipelinesNotOff } from './pipelines';
import { ProtectedBranch, ProtectedBranchOptions } from './protected-branch';
import { RepositorySettings } from './repository-settings';
import { RepositoryWebhook, RepositoryWebhookOptions } from './repository-webhook';
import { Schedule, ScheduledPipeline } from './scheduled-pipeline';
import { checkRepositorySettings, constants, repositorySettings } from './settings';

/** Properties of a `HostedRepository`. */
export interface HostedRepositoryProps extends RepositorySettings {
  /** The workspace that owns the repository (the L1's `owner`). */
  readonly workspace: string;
  /** Name of the repository. */
  readonly name: string;
  /**
   * Key of the project the repository belongs to (a literal, or `project.projectKey` of a
   * `repo.Project`).
   * @default - not written: the remote system chooses a project
   */
  readonly projectKey?: string;
  /**
   * Whether the repository inherits the branching model of its project.
   * @default - not written: the remote system's own behaviour applies
   */
  readonly inheritBranchingModel?: boolean;
  /**
   * Whether the repository inherits the default merge strategy of its project.
   * @default - not written: the remote system's own behaviour applies
   */
  readonly inheritDefaultMergeStrategy?: boolean;
}

/** Options of `IHostedRepository.addWebhook`: those of a `RepositoryWebhook`, and its construct id. */
export interface HostedRepositoryWebhookOptions extends RepositoryWebhookOptions {
  /**
   * Construct id of the webhook, part of its Terraform address.
   * @default - `Webhook-<hash of the URL>` (a URL may hold a credential, so the address has a hash of it instead); `Webhook-<reference>` for a token URL
   */
  readonly id?: string;
}

/** Options of `IHostedRepository.protectBranch`: those of a `ProtectedBranch`, and its construct id. */
export interface HostedRepositoryBranchOptions extends ProtectedBranchOptions {
  /**
   * Construct id of the protected branch, part of the Terraform addresses of its restrictions.
   * @default - `Branch-<pattern>` (made safe: `release/*` gives `Branch-release`)
   */
  readonly id?: string;
}

/** Options of `IHostedRepository.addDeployKey`. */
export interface HostedRepositoryDeployKeyOptions {
  /**
   * Construct id of the deploy key, part of its Terraform address.
   * @default - `DeployKey-<hash of the key>`; `DeployKey-<reference>` for a token key
   */
  readonly id?: string;
  /**
   * Label shown for the key, to tell keys apart.
   * @default - not written: no label
   */
  readonly label?: string;
}

/** Options of `IHostedRepository.usePipelineSshKey`: the key pair the repository's pipelines use. */
export interface PipelineSshKeyOptions {
  /**
   * The private half of the key pair: a token only (a sensitive `TerraformVariable`), as a literal
   * would be written to cdk.tf.json in plain text.
   */
  readonly privateKey: string;
  /** The public half, in OpenSSH format (`ssh-ed25519 AAAA... pipelines@ci`). */
  readonly publicKey: string;
}

/** Options of `IHostedRepository.addPipelineKnownHost`. */
export interface PipelineKnownHostOptions {
  /**
   * Construct id of the known host, part of its Terraform address.
   * @default - `KnownHost-<host name>` (made safe: `[git.example.com]:7999` gives `KnownHost-git_example_com_7999`)
   */
  readonly id?: string;
}

/** Options of `IHostedRepository.useBranchingModel`: those of a `GitFlowBranchingModel`. */
export interface HostedRepositoryBranchingModelOptions extends GitFlowBranchingModelOptions {}

/** Options of `IHostedRepository.addPipelineSchedule`. */
export interface HostedRepositoryPipelineScheduleOptions {
  /**
   * Construct id of the scheduled pipeline, part of its Terraform address.
   * @default - `Schedule-<pipeline>-<branch or tag>` (`Schedule-nightly-main`); a pipeline or ref that is a token needs an explicit id
   */
  readonly id?: string;
  /**
   * The branch to run on; set this or `tag`.
   * @default - none
   */
  readonly branch?: string;
  /**
   * The tag to run on; set this or `branch`.
   * @default - none
   */
  readonly tag?: string;
  /**
   * Kind of pipeline definition the name is matched against.
   * @default - not written; the provider uses `branches`
   */
  readonly selectorType?: string;
  /**
   * Whether the schedule is enabled.
   * @default true
   */
  readonly enabled?: boolean;
}

/** Options of `IHostedRepository.addDeployment`. */
export interface HostedRepositoryDeploymentOptions {
  /**
   * Construct id of the deployment environment, part of its Terraform address.
   * @default - `Deployment-<name>`
   */
  readonly id?: string;
  /**
   * Only administrators of the repository can deploy to the environment.
   * @default - not written: the remote default, anyone who may deploy (`false`)
   */
  readonly adminOnly?: boolean;
}

/**
 * A repository as the hub of what belongs to it: webhooks, protected branches, deploy keys, default
 * reviewers, a branching model, pipeline schedules, deployment environments, pipeline variables
 * (of the repository and of its environments), the pipelines' SSH key pair and known hosts, and
 * permissions. Implemented by
 * `HostedRepository` and by what `HostedRepository.fromRepositoryAttributes` returns.
 */
export interface IHostedRepository extends IRepository, IConstruct {
  /** The repository's identifier, as deployment environments and pipeline variables take it. */
  readonly repositoryId: string;

  /**
   * Adds a webhook (a `RepositoryWebhook`).
   * @param url address the service POSTs events to; `https` unless `allowHttp` is set
   * @param options events (required), id, description, secret, allowHttp, skipCertVerification, active
   */
  addWebhook(url: string, options: HostedRepositoryWebhookOptions): RepositoryWebhook;

  /**
   * Protects a branch pattern (a `ProtectedBranch`; more restrictions with its `addRestriction`).
   * @param pattern branch name or glob pattern (`main`, `release/*`)
   * @param options id, who may push and merge, required approvals and builds, deletion and force pushes
   */
  protectBranch(pattern: string, options?: HostedRepositoryBranchOptions): ProtectedBranch;

  /**
   * Adds a deploy key (L1 `DeployKey`).
   * @param key the SSH public key, in OpenSSH format (`ssh-ed25519 AAAA... deploy@ci`)
   * @param options id, label
   */
  addDeployKey(key: string, options?: HostedRepositoryDeployKeyOptions): DeployKey;

  /**
   * Sets the default reviewers of pull requests (L1 `DefaultReviewers`, construct id
   * `DefaultReviewers`). Once per repository: the list is the whole list.
   * @param reviewers uuids of the users
   */
  useDefaultReviewers(reviewers: string[]): DefaultReviewers;

  /**
   * Sets the SSH key pair the repository's pipelines use (L1 `PipelineSshKey`, construct id
   * `PipelineSshKey`). Once per repository. The private key is taken from a token only.
   * @param options the private half (a token) and the public half (OpenSSH format)
   */
  usePipelineSshKey(options: PipelineSshKeyOptions): PipelineSshKey;

  /**
   * Trusts a host in the repository's pipelines (L1 `PipelineSshKnownHost`, construct id
   * `KnownHost-<host name>`): steps that connect to it over SSH check its key. One key per host.
   * @param hostname host name, with a port in brackets when not 22 (`[git.example.com]:7999`)
   * @param publicKey the host's public key, in OpenSSH format (`ssh-ed25519 AAAA...`)
   * @param options id
   */
  addPipelineKnownHost(hostname: string, publicKey: string, options?: PipelineKnownHostOptions): PipelineSshKnownHost;

  /**
   * Uses a git-flow branching model (a `GitFlowBranchingModel`, construct id `BranchingModel`). Once
   * per repository: refused when the repository already has a branching model anywhere in the app.
   * @param options the model's branches and prefixes
   */
  useBranchingModel(options?: HostedRepositoryBranchingModelOptions): GitFlowBranchingModel;

  /**
   * Runs a pipeline on a schedule (a `ScheduledPipeline`). A schedule runs only where pipelines are
   * enabled: a `HostedRepository` without `pipelinesEnabled` gets it written `true`, one with
   * `pipelinesEnabled: false` is refused; a repository from `fromRepositoryAttributes` gets a warning
   * (its pipelines must be enabled where it is managed).
   * @param pipeline name of the pipeline definition to run
   * @param schedule when it runs (`repo.Schedule.daily('02:00')`, ...)
   * @param options branch or tag (exactly one), id, selectorType, enabled
   */
  addPipelineSchedule(pipeline: string, schedule: Schedule, options: HostedRepositoryPipelineScheduleOptions): ScheduledPipeline;

  /**
   * Adds a deployment environment (L1 `Deployment`).
   * @param name name of the environment
   * @param stage one of `repo.DeploymentStage`: `Test`, `Staging`, `Production`
   * @param options id, adminOnly
   */
  addDeployment(name: string, stage: string, options?: HostedRepositoryDeploymentOptions): Deployment;

  /**
   * Adds a pipeline variable of the repository (L1 `RepositoryVariable`). A secured variable's value
   * must be a token (a sensitive `TerraformVariable`): a literal is refused.
   * @param key name of the variable, once per repository
   * @param value its value
   * @param options secured, id
   */
  addVariable(key: string, value: string, options?: PipelineVariableOptions): RepositoryVariable;

  /**
   * Adds a pipeline variable of one deployment environment (L1 `DeploymentVariable`), given to the
   * pipelines that deploy to it. A secured variable's value must be a token: a literal is refused.
   * @param deployment the environment: what `addDeployment` returns, a `repo.DataRepoDeployment`, or `repo.RepoRef.fromDeploymentId(id)`
   * @param key name of the variable, once per environment
   * @param value its value
   * @param options secured, id
   */
  addDeploymentVariable(deployment: IDeployment, key: string, value: string, options?: PipelineVariableOptions): DeploymentVariable;

  /**
   * Grants a group of the repository's workspace a permission on the repository (L1
   * `RepositoryGroupPermission`); one per group.
   * @param group the group (a `repo.PermissionGroup`, `repo.Group`, or `repo.RepoRef.fromGroupAttributes(workspace, slug)`)
   * @param permission one of `repo.RepositoryGroupPermissionPermission`: `admin`, `write`, `read`
   * @param options id
   */
  grantGroup(group: IWorkspaceGroup, permission: string, options?: PermissionGrantOptions): RepositoryGroupPermission;

  /**
   * Grants a user a permission on the repository (L1 `RepositoryUserPermission`); one per user.
   * @param user the user's identifier, written to `user_id` as given
   * @param permission one of `repo.RepositoryUserPermissionPermission`: `admin`, `write`, `read`, `none`
   * @param options id
   */
  grantUser(user: string, permission: string, options?: PermissionGrantOptions): RepositoryUserPermission;
}

const STAGES: string[] = constants(DeploymentStage);
/** The key types a pipeline known host takes. */
const KNOWN_HOST_KEY_TYPES: string[] = constants(PipelineSshKnownHostPublicKeyKeyType);
/** A host name, or `[host]:port`. */
const HOSTNAME = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*|\[[A-Za-z0-9.-]+\]:[0-9]{1,5})$/;

/** Records a problem when a literal public key is not an OpenSSH public key. */
function checkPublicKey(problems: PropProblems, name: string, key: string): void {
  const bad = problems.judge(name, key) ? checkOpensshPublicKey(key) : undefined;
  if (bad) problems.check(false, `${name}: ${JSON.stringify(key.length > 40 ? `${key.slice(0, 39)}…` : key)} ${bad}`);
}

const GROUP_GRANT: GrantRule = {
  method: 'HostedRepository.grantGroup', object: 'repository', allowed: constants(RepositoryGroupPermissionPermission),
};
const USER_GRANT: GrantRule = {
  method: 'HostedRepository.grantUser', object: 'repository', allowed: constants(RepositoryUserPermissionPermission),
};

/**
 * The methods shared by `HostedRepository` and the repositories it imports
 * (`HostedRepository.fromRepositoryAttributes`): each creates one child, named `<Kind>-<key>`
 * after what it binds, or by its kind alone when there is one per repository.
 */
export abstract class HostedRepositoryBase extends Construct implements IHostedRepository {
  /** The workspace (owner) of the repository. */
  public abstract readonly repositoryWorkspace: string;
  /** The repository's slug. */
  public abstract readonly repositorySlug: string;
  /** The repository's identifier, as deployment environments and pipeline variables take it. */
  public abstract readonly repositoryId: string;

  private defaultReviewersL1?: DefaultReviewers;
  private pipelineSshKeyL1?: PipelineSshKey;
  private branchingModelL2?: GitFlowBranchingModel;
  private readonly variableKeys = new VariableKeys();
  private readonly deploymentVariableKeys = new VariableKeys();
  private readonly grants = new Grants();

  /** The default reviewers (L1), when `useDefaultReviewers` was called. */
  public get defaultReviewers(): DefaultReviewers | undefined {
    return this.defaultReviewersL1;
  }

  /** The branching model, when `useBranchingModel` was called. */
  public get branchingModel(): GitFlowBranchingModel | undefined {
    return this.branchingModelL2;
  }

  /** The SSH key pair of the pipelines (L1), when `usePipelineSshKey` was called. */
  public get pipelineSshKey(): PipelineSshKey | undefined {
    return this.pipelineSshKeyL1;
  }

  /**
   * Adds a webhook (a `RepositoryWebhook`, which checks the URL, the events and the secret).
   * @param url address the service POSTs events to; `https` unless `allowHttp` is set
   * @param options events (required), id, description, secret, allowHttp, skipCertVerification, active
   * @returns the webhook, construct id `options.id` or `Webhook-<hash of the URL>`
   */
  public addWebhook(url: string, options: HostedRepositoryWebhookOptions): RepositoryWebhook {
    const problems = new PropProblems(this, 'HostedRepository.addWebhook');
    problems.requireString('url', url);
    options = problems.struct(options, 'options');
    problems.optionalString('id', options.id);
    problems.requireStrings('events', options.events);
    problems.optionalString('description', options.description);
    problems.optionalString('secret', options.secret, { secret: true });
    for (const name of ['allowHttp', 'skipCertVerification', 'active'] as const) problems.optionalBoolean(name, options[name]);
    problems.throwIfAny();
    // the webhook checks the URL, the events and the secret, naming its own path
    const id = childId(this, 'HostedRepository.addWebhook', 'Webhook', hashKey(url), options.id);
    return new RepositoryWebhook(this, id, {
      repository: this,
      url,
      events: options.events,
      description: options.description,
      secret: options.secret,
      allowHttp: options.allowHttp,
      skipCertVerification: options.skipCertVerification,
      active: options.active,
    });
  }

  /**
   * Protects a branch pattern (a `ProtectedBranch`: one restriction per kind, `Restriction-<kind>`;
   * more with its `addRestriction`).
   * @param pattern branch name or glob pattern (`main`, `release/*`)
   * @param options id, pushUsers, pushGroups, mergeUsers, mergeGroups, requiredApprovals, requiredPassingBuilds, preventDeletion, preventForcePush
   * @returns the protected branch, construct id `options.id` or `Branch-<pattern>`
   */
  public protectBranch(pattern: string, options: HostedRepositoryBranchOptions = {}): ProtectedBranch {
    const problems = new PropProblems(this, 'HostedRepository.protectBranch');
    problems.requireString('pattern', pattern);
    options = problems.struct(options, 'options');
    problems.optionalString('id', options.id);
    problems.optionalStrings('pushUsers', options.pushUsers);
    problems.optionalRefs('pushGroups', options.pushGroups, WORKSPACE_GROUP);
    problems.optionalStrings('mergeUsers', options.mergeUsers);
    problems.optionalRefs('mergeGroups', options.mergeGroups, WORKSPACE_GROUP);
    problems.optionalNumber('requiredApprovals', options.requiredApprovals);
    problems.optionalNumber('requiredPassingBuilds', options.requiredPassingBuilds);
    problems.optionalBoolean('preventDeletion', options.preventDeletion);
    problems.optionalBoolean('preventForcePush', options.preventForcePush);
    problems.check(!problems.judge('pattern', pattern) || pattern.trim() !== '', 'pattern: must not be blank');
    problems.throwIfAny();
    const id = childId(this, 'HostedRepository.protectBranch', 'Branch', pattern, options.id);
    return new ProtectedBranch(this, id, {
      repository: this,
      pattern,
      pushUsers: options.pushUsers,
      pushGroups: options.pushGroups,
      mergeUsers: options.mergeUsers,
      mergeGroups: options.mergeGroups,
      requiredApprovals: options.requiredApprovals,
      requiredPassingBuilds: options.requiredPassingBuilds,
      preventDeletion: options.preventDeletion,
      preventForcePush: options.preventForcePush,
    });
  }

  /**
   * Adds a deploy key (L1 `DeployKey`): read access to the repository for the holder of the private key.
   * @param key the SSH public key, in OpenSSH format (`ssh-ed25519 AAAA... deploy@ci`)
   * @param options id, label
   * @returns the deploy key (L1), construct id `options.id` or `DeployKey-<hash of the key>`
   */
  public addDeployKey(key: string, options: HostedRepositoryDeployKeyOptions = {}): DeployKey {
    const problems = new PropProblems(this, 'HostedRepository.addDeployKey');
    problems.requireString('key', key);
    options = problems.struct(options, 'options');
    problems.optionalString('id', options.id);
    problems.optionalString('label', options.label);
    checkPublicKey(problems, 'key', key);
    problems.throwIfAny();
    const id = childId(this, 'HostedRepository.addDeployKey', 'DeployKey', hashKey(key), options.id);
    return new DeployKey(this, id, {
      workspace: this.repositoryWorkspace,
      repository: this.repositorySlug,
      key,
      label: options.label,
    });
  }

  /**
   * Sets the default reviewers of pull requests (L1 `DefaultReviewers`, construct id
   * `DefaultReviewers`). Once per repository: the list is the whole list, so a second call is refused.
   * @param reviewers uuids of the users
   * @returns the default reviewers (L1)
   */
  public useDefaultReviewers(reviewers: string[]): DefaultReviewers {
    const problems = new PropProblems(this, 'HostedRepository.useDefaultReviewers');
    checkReviewers(problems, reviewers, this.defaultReviewersL1 !== undefined, 'repository');
    problems.throwIfAny();
    this.defaultReviewersL1 = new DefaultReviewers(this, fixedChildId(this, 'HostedRepository.useDefaultReviewers', 'DefaultReviewers'), {
      owner: this.repositoryWorkspace,
      repository: this.repositorySlug,
      reviewers,
    });
    return this.defaultReviewersL1;
  }

  /**
   * Sets the SSH key pair the repository's pipelines use (L1 `PipelineSshKey`, construct id
   * `PipelineSshKey`). Once per repository: a second call is refused. The private key is taken from
   * a token only (a sensitive `TerraformVariable`); the public key is checked as an OpenSSH public key.
   * @param options the private half (a token) and the public half (OpenSSH format)
   * @returns the key pair (L1)
   */
  public usePipelineSshKey(options: PipelineSshKeyOptions): PipelineSshKey {
    const problems = new PropProblems(this, 'HostedRepository.usePipelineSshKey');
    options = problems.struct(options, 'options');
    problems.requireString('privateKey', options.privateKey, { secret: true });
    problems.requireString('publicKey', options.publicKey);
    problems.check(!problems.judge('privateKey', options.privateKey),
      'privateKey: a literal private key would be written to cdk.tf.json in plain text; pass a sensitive TerraformVariable');
    checkPublicKey(problems, 'publicKey', options.publicKey);
    problems.check(this.pipelineSshKeyL1 === undefined, 'the pipelines\' SSH key pair is already set (one key pair per repository)');
    problems.throwIfAny();
    this.pipelineSshKeyL1 = new PipelineSshKey(this, fixedChildId(this, 'HostedRepository.usePipelineSshKey', 'PipelineSshKey'), {
      workspace: this.repositoryWorkspace,
      repository: this.repositorySlug,
      privateKey: options.privateKey,
      publicKey: options.publicKey,
    });
    return this.pipelineSshKeyL1;
  }

  /**
   * Trusts a host in the repository's pipelines (L1 `PipelineSshKnownHost`): steps that connect to it
   * over SSH check its key. One key per host: the same host twice is refused (by its construct id).
   * @param hostname host name, with a port in brackets when not 22 (`[git.example.com]:7999`)
   * @param publicKey the host's public key, in OpenSSH format (`ssh-ed25519 AAAA...`; a comment after
   *   the key is not written); its type one of `ssh-ed25519`, `ecdsa-sha2-nistp256`, `ssh-rsa`, `ssh-dss`
   * @param options id
   * @returns the known host (L1), construct id `options.id` or `KnownHost-<host name>`
   */
  public addPipelineKnownHost(hostname: string, publicKey: string, options: PipelineKnownHostOptions = {}): PipelineSshKnownHost {
    const problems = new PropProblems(this, 'HostedRepository.addPipelineKnownHost');
    problems.requireString('hostname', hostname);
    problems.requireString('publicKey', publicKey);
    options = problems.struct(options, 'options');
    problems.optionalString('id', options.id);
    problems.check(!problems.judge('hostname', hostname) || HOSTNAME.test(hostname),
      `hostname: ${JSON.stringify(hostname)} is not a host name (letters, digits, dots and dashes; with a port: [host]:port)`);
    problems.literal('publicKey', publicKey, 'give the host\'s key itself (it is public, and its type and key are written apart)');
    checkPublicKey(problems, 'publicKey', publicKey);
    const [keyType, key] = problems.judge('publicKey', publicKey) ? publicKey.trim().split(/\s+/) : [];
    problems.check(keyType === undefined || KNOWN_HOST_KEY_TYPES.includes(keyType),
      `publicKey: a ${keyType} key cannot be a known host's key; its type must be one of ${KNOWN_HOST_KEY_TYPES.join(', ')}`);
    problems.throwIfAny();
    const id = childId(this, 'HostedRepository.addPipelineKnownHost', 'KnownHost', hostname, options.id);
    return new PipelineSshKnownHost(this, id, {
      workspace: this.repositoryWorkspace,
      repository: this.repositorySlug,
      hostname,
      publicKey: { keyType: keyType!, key: key! },
    });
  }

  /**
   * Uses a git-flow branching model (a `GitFlowBranchingModel`, construct id `BranchingModel`). Once
   * per repository: a second call is refused, and so is a call on a repository that already has a
   * branching model elsewhere in the app (a `GitFlowBranchingModel` or `repo.BranchingModel` of the
   * same repository; the error names it), as two models would undo each other at every apply.
   * @param options the model's development and production branches, branch types and prefixes
   * @returns the branching model
   */
  public useBranchingModel(options: HostedRepositoryBranchingModelOptions = {}): GitFlowBranchingModel {
    const problems = new PropProblems(this, 'HostedRepository.useBranchingModel');
    options = problems.struct(options, 'options');
    checkGitFlowOptionKinds(problems, options);
    problems.check(this.branchingModelL2 === undefined, 'a branching model is already used (once per repository)');
    if (this.branchingModelL2 === undefined) {
      const other = otherModelOwner(this, 'repository', this.repositoryWorkspace, this.repositorySlug);
      problems.check(other === undefined, `the repository already has the branching model '${other?.node.path}' (${ONE_MODEL})`);
    }
    problems.throwIfAny();
    // the model checks branch names and prefixes, naming its own path (`<this>/BranchingModel`)
    this.branchingModelL2 = new GitFlowBranchingModel(this, fixedChildId(this, 'HostedRepository.useBranchingModel', 'BranchingModel'), {
      developmentBranch: options.developmentBranch,
      developmentIsMainBranch: options.developmentIsMainBranch,
      productionEnabled: options.productionEnabled,
      productionBranch: options.productionBranch,
      featureEnabled: options.featureEnabled,
      featurePrefix: options.featurePrefix,
      bugfixEnabled: options.bugfixEnabled,
      bugfixPrefix: options.bugfixPrefix,
      releaseEnabled: options.releaseEnabled,
      releasePrefix: options.releasePrefix,
      hotfixEnabled: options.hotfixEnabled,
      hotfixPrefix: options.hotfixPrefix,
      repository: this,
    });
    return this.branchingModelL2;
  }

  /**
   * Runs a pipeline on a schedule (a `ScheduledPipeline`), on a branch or a tag. A schedule runs only
   * where pipelines are enabled (`pipelinesEnabled`, off by default): on a `HostedRepository` whose
   * `pipelinesEnabled` is not given, it writes `pipelinesEnabled: true`; `pipelinesEnabled: false` is
   * refused. On a repository from `fromRepositoryAttributes`, synth warns that its pipelines must be
   * enabled where it is managed.
   * @param pipeline name of the pipeline definition to run (the selector's pattern)
   * @param schedule when it runs (`repo.Schedule.daily('02:00')`, `weekly('Mon', '06:30')`, ...)
   * @param options branch or tag (exactly one), id, selectorType, enabled
   * @returns the scheduled pipeline, construct id `options.id` or `Schedule-<pipeline>-<branch or tag>`
   */
  public addPipelineSchedule(pipeline: string, schedule: Schedule, options: HostedRepositoryPipelineScheduleOptions): ScheduledPipeline {
    const problems = new PropProblems(this, 'HostedRepository.addPipelineSchedule');
    problems.requireString('pipeline', pipeline);
    problems.requireInstance('schedule', schedule, Schedule, SCHEDULE);
    options = problems.struct(options, 'options');
    problems.optionalString('id', options.id);
    problems.optionalString('branch', options.branch);
    problems.optionalString('tag', options.tag);
    problems.optionalString('selectorType', options.selectorType);
    problems.optionalBoolean('enabled', options.enabled);
    problems.check(PropProblems.given(options.branch) !== PropProblems.given(options.tag), 'branch, tag: set exactly one of them');
    checkPipelinesNotOff(problems, undefined, this);
    problems.throwIfAny();
    const ref = (options.branch ?? options.tag)!;
    const id = childId(this, 'HostedRepository.addPipelineSchedule', 'Schedule', joinKey(pipeline, ref), options.id);
    return new ScheduledPipeline(this, id, {
      repository: this,
      schedule,
      pipeline,
      branch: options.branch,
      tag: options.tag,
      selectorType: options.selectorType,
      enabled: options.enabled,
    });
  }

  /**
   * Adds a deployment environment (L1 `Deployment`) of a stage, optionally restricted to the
   * repository's administrators.
   * @param name name of the environment
   * @param stage one of `repo.DeploymentStage`: `Test`, `Staging`, `Production`
   * @param options id, adminOnly
   * @returns the deployment environment (L1), construct id `options.id` or `Deployment-<name>`
   */
  public addDeployment(name: string, stage: string, options: HostedRepositoryDeploymentOptions = {}): Deployment {
    const problems = new PropProblems(this, 'HostedRepository.addDeployment');
    problems.requireString('name', name);
    problems.requireString('stage', stage);
    options = problems.struct(options, 'options');
    problems.optionalString('id', options.id);
    problems.optionalBoolean('adminOnly', options.adminOnly);
    problems.check(!problems.judge('name', name) || name.trim() !== '', 'name: must not be blank');
    problems.check(!problems.judge('stage', stage) || STAGES.includes(stage), `stage: ${JSON.stringify(stage)} is not a deployment stage; allowed: ${STAGES.join(', ')}`);
    problems.throwIfAny();
    const id = childId(this, 'HostedRepository.addDeployment', 'Deployment', name, options.id);
    return new Deployment(this, id, {
      repository: this.repositoryId,
      name,
      stage,
      restrictions: PropProblems.given(options.adminOnly) ? { adminOnly: options.adminOnly } : undefined,
    });
  }

  /**
   * Adds a pipeline variable of the repository (L1 `RepositoryVariable`), given to its pipelines. The
   * provider keeps every value sensitive (hidden in plans); `secured` also keeps it hidden by the
   * service, and then the value must be a token (a sensitive `TerraformVariable`): a literal is
   * refused, it would be written to cdk.tf.json in plain text. A key is added once per repository.
   * @param key name of the variable
   * @param value its value (a literal for a plain variable; a token for a secured one)
   * @param options secured, id
   * @returns the variable (L1), construct id `options.id` or `Variable-<key>`
   */
  public addVariable(key: string, value: string, options: PipelineVariableOptions = {}): RepositoryVariable {
    const problems = new PropProblems(this, 'HostedRepository.addVariable');
    options = problems.struct(options, 'options');
    this.variableKeys.check(problems, key, value, options, 'the repository');
    problems.throwIfAny();
    const id = childId(this, 'HostedRepository.addVariable', 'Variable', key, options.id ?? undefined);
    const variable = new RepositoryVariable(this, id, {
      repository: this.repositoryId,
      key,
      value,
      secured: options.secured,
    });
    this.variableKeys.add(key, variable);
    return variable;
  }

  /**
   * Adds a pipeline variable of one deployment environment (L1 `DeploymentVariable`), given to the
   * pipelines that deploy to it; the same rules as `addVariable`, and a key once per environment.
   * The variable belongs to the environment (its `deployment` is the environment's identifier,
   * `deploymentId`); an environment that `addDeployment` of another repository of the app created is
   * refused (add the variable there).
   * @param deployment the environment: what `addDeployment` returns, a `repo.DataRepoDeployment`, or `repo.RepoRef.fromDeploymentId(id)`
   * @param key name of the variable
   * @param value its value (a literal for a plain variable; a token for a secured one)
   * @param options secured, id
   * @returns the variable (L1), construct id `options.id` or `DeploymentVariable-<environment>-<key>`
   *   (`DeploymentVariable-production-DB_URL`: the environment's name when `addDeployment` of this
   *   repository created it, else its identifier, a reference standing for itself)
   */
  public addDeploymentVariable(deployment: IDeployment, key: string, value: string, options: PipelineVariableOptions = {}): DeploymentVariable {
    const problems = new PropProblems(this, 'HostedRepository.addDeploymentVariable');
    problems.requireRef('deployment', deployment, DEPLOYMENT);
    options = problems.struct(options, 'options');
    const known = !problems.isWrongKind('deployment') && PropProblems.given(deployment);
    const owner = known && Construct.isConstruct(deployment) ? deployment.node.scope : undefined;
    problems.check(!(owner instanceof HostedRepositoryBase) || owner === this,
      `deployment: the environment belongs to the repository '${owner?.node.path}'; add its variables there`);
    // null for an environment not given (or of the wrong kind): its keys are not compared with any other's
    const environment = known ? this.environmentKey(deployment) : null;
    this.deploymentVariableKeys.check(problems, key, value, options, 'the environment', environment);
    problems.throwIfAny(); // so the environment is known from here on
    const id = childId(this, 'HostedRepository.addDeploymentVariable', 'DeploymentVariable', joinKey(environment!, key), options.id ?? undefined);
    const variable = new DeploymentVariable(this, id, {
      deployment: deployment.deploymentId,
      key,
      value,
      secured: options.secured,
    });
    this.deploymentVariableKeys.add(key, variable, environment!);
    return variable;
  }

  /**
   * Grants a group a permission on the repository (L1 `RepositoryGroupPermission`). The provider
   * takes one workspace for the repository and the group, so a group of another workspace is
   * refused; a group has one permission on a repository, so a second grant to it is refused.
   * @param group the group (a `repo.PermissionGroup`, `repo.Group`, or `repo.RepoRef.fromGroupAttributes(workspace, slug)`)
   * @param permission one of `repo.RepositoryGroupPermissionPermission`: `admin`, `write`, `read`
   * @param options id
   * @returns the permission (L1), construct id `options.id` or `GroupPermission-<group slug>`
   */
  public grantGroup(group: IWorkspaceGroup, permission: string, options: PermissionGrantOptions = {}): RepositoryGroupPermission {
    const resource = (this as { resource?: unknown }).resource;
    const workspace = resource instanceof Repository ? resource.ownerInput : this.repositoryWorkspace;
    const id = this.grants.checkGroup(this, GROUP_GRANT, group, permission, options, workspace);
    const grant = new RepositoryGroupPermission(this, id, {
      workspace: this.repositoryWorkspace,
      repoSlug: this.repositorySlug,
      groupSlug: group.groupSlug,
      permission,
    });
    this.grants.addGroup(group, grant);
    return grant;
  }

  /**
   * Grants a user a permission on the repository (L1 `RepositoryUserPermission`); a user has one
   * permission on a repository, so a second grant to the same user is refused.
   * @param user the user's identifier, written to `user_id` as given (the lookups of users,
   *   `repo.DataRepoUser`, `repo.DataRepoCurrentUser` and `repo.DataRepoWorkspaceMembers`, give a user's `uuid`)
   * @param permission one of `repo.RepositoryUserPermissionPermission`: `admin`, `write`, `read`, `none`
   * @param options id
   * @returns the permission (L1), construct id `options.id` or `UserPermission-<user>`
   */
  public grantUser(user: string, permission: string, options: PermissionGrantOptions = {}): RepositoryUserPermission {
    const id = this.grants.checkUser(this, USER_GRANT, user, permission, options);
    const grant = new RepositoryUserPermission(this, id, {
      workspace: this.repositoryWorkspace,
      repoSlug: this.repositorySlug,
      userId: user,
      permission,
    });
    this.grants.addUser(user, grant);
    return grant;
  }

  /**
   * What names an environment in its variables' ids and keys: for one `addDeployment` of this
   * repository created, its construct id without the `Deployment-` prefix (`production`); else its
   * identifier (a literal, or the reference a token stands for; a token of several references is kept
   * as it is, so that `childId` asks for an explicit id).
   */
  private environmentKey(deployment: IDeployment): string {
    if (Construct.isConstruct(deployment) && deployment.node.scope === this) {
      return deployment.node.id.replace(/^Deployment-/, '');
    }
    const identifier = deployment.deploymentId;
    if (typeof identifier !== 'string') return '';
    return stableKey(identifier) ?? identifier;
  }
}

/** A repository managed elsewhere, with the hub's methods. */
class ImportedHostedRepository extends HostedRepositoryBase {
  public readonly repositoryId: string;

  public constructor(scope: Construct, id: string, public readonly repositoryWorkspace: string, public readonly repositorySlug: string) {
    super(scope, id);
    this.repositoryId = `${repositoryWorkspace}/${repositorySlug}`;
  }
}

/**
 * A repository (L1 `Repository`, construct id `Resource`) as the hub of what belongs to it: webhooks
 * (`addWebhook`), protected branches (`protectBranch`), deploy keys (`addDeployKey`), default
 * reviewers (`useDefaultReviewers`), a git-flow branching model (`useBranchingModel`), pipeline
 * schedules (`addPipelineSchedule`), deployment environments (`addDeployment`), pipeline variables
 * (`addVariable`, `addDeploymentVariable`: a secured value only from a token) and the permissions of
 * groups and users (`grantGroup`, `grantUser`).
 *
 * Only the props you give are written; the remote defaults apply to the others (private, no wiki, no
 * issue tracker, pipelines off, forks allowed, `git`), except that a pipeline schedule turns the
 * pipelines on (`addPipelineSchedule`, or a `ScheduledPipeline` given this repository, writes
 * `pipelinesEnabled: true` when it is not given; `false` is refused). It is an `IRepository`, accepted by every other
 * repository L2 (`RepositoryWebhook`, `ProtectedBranch`, `ScheduledPipeline`, `GitFlowBranchingModel`).
 *
 * Construct ids (part of the Terraform addresses) of the children: `Webhook-<hash of the URL>`,
 * `Branch-<pattern>`, `DeployKey-<hash of the key>`, `Schedule-<pipeline>-<branch or tag>`,
 * `Deployment-<name>`, `Variable-<key>`, `DeploymentVariable-<environment>-<key>`,
 * `GroupPermission-<group slug>`, `UserPermission-<user>`, each overridable with an `id` option, and
 * `DefaultReviewers` and `BranchingModel`, one per repository.
 *
 * @example
 * const web = new repo.HostedRepository(this, 'Web', { workspace: 'acme', name: 'web', pipelinesEnabled: true });
 * web.protectBranch('main', { requiredApprovals: 2 });
 * web.addDeployment('production', repo.DeploymentStage.PRODUCTION, { adminOnly: true });
 * web.addPipelineSchedule('nightly', repo.Schedule.daily('02:00'), { branch: 'main' });
 * const token = new TerraformVariable(this, 'npm_token', { type: 'string', sensitive: true });
 * web.addVariable('NPM_TOKEN', token.stringValue, { secured: true });
 * web.grantGroup(repo.RepoRef.fromGroupAttributes('acme', 'maintainers'), repo.RepositoryGroupPermissionPermission.WRITE);
 */
export class HostedRepository extends HostedRepositoryBase {
  /**
   * A repository that exists elsewhere, with the same methods (`addWebhook`, `protectBranch`, ...);
   * its children are created under the construct `scope/id`. Deployment environments and pipeline
   * variables take it as `<workspace>/<slug>`, the repository's identifier.
   * @param scope the scope of the construct that stands for the repository
   * @param id its construct id
   * @param workspace the workspace (owner) of the repository
   * @param slug the repository's slug
   */
  public static fromRepositoryAttributes(scope: Construct, id: string, workspace: string, slug: string): IHostedRepository {
    const known = Construct.isConstruct(scope) && typeof id === 'string';
    const where = known ? `HostedRepository.fromRepositoryAttributes at '${scope.node.path}/${id}'` : 'HostedRepository.fromRepositoryAttributes';
    const problems = new PropProblems(undefined, where);
    problems.requireInstance('scope', scope, Construct, { name: 'Construct', hint: 'the scope to create it in' });
    problems.requireString('id', id);
    problems.requireString('workspace', workspace);
    problems.requireString('slug', slug);
    for (const [name, value] of [['id', id], ['workspace', workspace], ['slug', slug]] as const) {
      problems.check(!problems.judge(name, value) || value.trim() !== '', `${name}: must not be blank`);
    }
    problems.throwIfAny();
    return new ImportedHostedRepository(scope, id, workspace, slug);
  }

  /** The repository (L1). */
  public readonly resource: Repository;

  public constructor(scope: Construct, id: string, props: HostedRepositoryProps) {
    super(scope, id);
    const problems = new PropProblems(this, 'HostedRepository');
    props = problems.struct(props);
    problems.requireString('workspace', props.workspace);
    problems.requireString('name', props.name);
    problems.optionalString('projectKey', props.projectKey);
    for (const name of ['inheritBranchingModel', 'inheritDefaultMergeStrategy'] as const) problems.optionalBoolean(name, props[name]);
    for (const name of ['workspace', 'name', 'projectKey'] as const) {
      const value = props[name];
      problems.check(!problems.judge(name, value) || value!.trim() !== '', `${name}: must not be blank`);
    }
    checkRepositorySettings(problems, props);
    problems.throwIfAny();

    this.resource = new Repository(this, 'Resource', {
      owner: props.workspace,
      name: props.name,
      ...repositorySettings(props),
      projectKey: props.projectKey,
      inheritBranchingModel: props.inheritBranchingModel,
      inheritDefaultMergeStrategy: props.inheritDefaultMergeStrategy,
    });
  }

  /** The workspace (owner) of the repository (a reference to the repository, so children wait for it). */
  public get repositoryWorkspace(): string {
    return this.resource.owner;
  }

  /** The repository's slug (a reference: the remote system derives it from the name when not given). */
  public get repositorySlug(): string {
    return this.resource.slug;
  }

  /** The repository's identifier (Terraform `id`), as deployment environments and pipeline variables take it. */
  public get repositoryId(): string {
    return this.resource.id;
  }

  /** The repository's uuid, assigned by the remote system. */
  public get repositoryUuid(): string {
    return this.resource.uuid;
  }

  /** URL to clone the repository over HTTPS. */
  public get cloneHttpsUrl(): string {
    return this.resource.cloneHttps;
  }

  /** URL to clone the repository over SSH. */
  public get cloneSshUrl(): string {
    return this.resource.cloneSsh;
  }
}
