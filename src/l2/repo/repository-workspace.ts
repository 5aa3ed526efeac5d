import { Construct } from 'constructs';
import { WorkspaceHook } from '../../l1/repo/workspace-hook';
import { WorkspaceVariable } from '../../l1/repo/workspace-variable';
import { childId } from '../ids';
import { PropProblems } from '../problems';
import { hashKey, VariableKeys } from './children';
import { PipelineVariableOptions } from './hub-options';
import { RepositoryWebhookOptions } from './repository-webhook';
import { checkWebhook, warnWebhook, webhookDescription } from './webhooks';

/** Properties of a `RepositoryWorkspace`. */
export interface RepositoryWorkspaceProps {
  /** The workspace's slug (`acme`): the workspace exists already; this construct does not create it. */
  readonly workspace: string;
}

/**
 * Options of `RepositoryWorkspace.addWebhook`: those of a `RepositoryWebhook` (the same names,
 * defaults and checks), and its construct id.
 */
export interface RepositoryWorkspaceWebhookOptions extends RepositoryWebhookOptions {
  /**
   * Construct id of the webhook, part of its Terraform address.
   * @default - `Webhook-<hash of the URL>` (a URL may hold a credential, so the address has a hash of it instead); `Webhook-<reference>` for a token URL
   */
  readonly id?: string;
}

/**
 * A workspace as the hub of what belongs to it: its pipeline variables (`addVariable`, L1
 * `WorkspaceVariable`, given to the pipelines of every repository of the workspace) and its webhooks
 * (`addWebhook`, L1 `WorkspaceHook`, delivering the events of every repository of the workspace).
 *
 * The workspace itself exists already (the provider has no resource that creates one; the lookup
 * `repo.DataRepoWorkspace` reads it): this construct creates only what its methods add, each with the
 * workspace's slug. Variables follow the rule of `HostedRepository.addVariable` (a secured value only
 * from a token, a key once), webhooks that of `repo.RepositoryWebhook` (an https URL unless
 * `allowHttp`, a secret only from a token, certificates verified unless turned off).
 *
 * Construct ids (part of the Terraform addresses) of the children: `Variable-<key>` and
 * `Webhook-<hash of the URL>`, each overridable with an `id` option.
 *
 * @example
 * const acme = new repo.RepositoryWorkspace(this, 'Acme', { workspace: 'acme' });
 * const token = new TerraformVariable(this, 'registry_token', { type: 'string', sensitive: true });
 * acme.addVariable('REGISTRY_TOKEN', token.stringValue, { secured: true });
 * acme.addWebhook('https://ci.example.com/hooks/acme', { events: [repo.WorkspaceHookEvents.REPO_PUSH] });
 */
export class RepositoryWorkspace extends Construct {
  /** The workspace's slug, as given. */
  public readonly workspaceSlug: string;
  private readonly variableKeys = new VariableKeys();

  public constructor(scope: Construct, id: string, props: RepositoryWorkspaceProps) {
    super(scope, id);
    const problems = new PropProblems(this, 'RepositoryWorkspace');
    props = problems.struct(props);
    problems.requireString('workspace', props.workspace);
    problems.check(!problems.judge('workspace', props.workspace) || props.workspace.trim() !== '', 'workspace: must not be blank');
    problems.throwIfAny();
    this.workspaceSlug = props.workspace;
  }

  /**
   * Adds a pipeline variable of the workspace (L1 `WorkspaceVariable`), given to the pipelines of its
   * repositories. The provider keeps every value sensitive (hidden in plans); `secured` also keeps it
   * hidden by the service, and then the value must be a token (a sensitive `TerraformVariable`): a
   * literal is refused, it would be written to cdk.tf.json in plain text. A key is added once per
   * workspace.
   * @param key name of the variable
   * @param value its value (a literal for a plain variable; a token for a secured one)
   * @param options secured, id
   * @returns the variable (L1), construct id `options.id` or `Variable-<key>`
   */
  public addVariable(key: string, value: string, options: PipelineVariableOptions = {}): WorkspaceVariable {
    const problems = new PropProblems(this, 'RepositoryWorkspace.addVariable');
    options = problems.struct(options, 'options');
    this.variableKeys.check(problems, key, value, options, 'the workspace');
    problems.throwIfAny();
    const id = childId(this, 'RepositoryWorkspace.addVariable', 'Variable', key, options.id ?? undefined);
    const variable = new WorkspaceVariable(this, id, {
      workspace: this.workspaceSlug,
      key,
      value,
      secured: options.secured,
    });
    this.variableKeys.add(key, variable);
    return variable;
  }

  /**
   * Adds a webhook of the workspace (L1 `WorkspaceHook`), with the checks and defaults of a
   * `repo.RepositoryWebhook`: an absolute https URL (http only with `allowHttp`, which warns), at
   * least one event (`repo.WorkspaceHookEvents` names them), a secret taken as a token only, a
   * description `webhook to <host>` when none is given, and `skipCertVerification` written `false`
   * unless you set it (setting it `true` warns).
   * @param url address the service POSTs events to; `https` unless `allowHttp` is set
   * @param options events (required), id, description, secret, allowHttp, skipCertVerification, active
   * @returns the hook (L1), construct id `options.id` or `Webhook-<hash of the URL>`
   */
  public addWebhook(url: string, options: RepositoryWorkspaceWebhookOptions): WorkspaceHook {
    const problems = new PropProblems(this, 'RepositoryWorkspace.addWebhook');
    options = problems.struct(options, 'options');
    problems.optionalString('id', options.id);
    const checked = checkWebhook(problems, url, options);
    problems.throwIfAny();
    const id = childId(this, 'RepositoryWorkspace.addWebhook', 'Webhook', hashKey(url), options.id ?? undefined);
    const hook = new WorkspaceHook(this, id, {
      workspace: this.workspaceSlug,
      url,
      events: options.events,
      description: webhookDescription(url, checked, options.description),
      secret: options.secret,
      active: options.active,
      skipCertVerification: options.skipCertVerification ?? false,
    });
    // legal, but worth a second look
    warnWebhook(hook, 'RepositoryWorkspace.addWebhook', checked, options);
    return hook;
  }
}
