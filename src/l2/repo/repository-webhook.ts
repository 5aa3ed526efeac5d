import { Construct } from 'constructs';
import { IResolvable } from '../../constructs/cdktf';
import { Hook } from '../../l1/repo/hook';
import { IRepository } from '../../l1/repo/references';
import { REPOSITORY } from '../kinds';
import { PropProblems } from '../problems';
import { checkWebhook, warnWebhook, webhookDescription } from './webhooks';

/**
 * What a webhook on a repository takes besides its repository and URL: the props of a
 * `RepositoryWebhook` and the options of `HostedRepository.addWebhook`.
 */
export interface RepositoryWebhookOptions {
  /**
   * Event identifiers to subscribe to, for example `repo.HookEvents.REPO_PUSH`
   * (`repo:push`); `repo.HookEvents` names the known ones.
   */
  readonly events: string[];
  /**
   * Name shown in the user interface.
   * @default - "webhook to <host of url>" ("webhook to url" when the URL is a token)
   */
  readonly description?: string;
  /**
   * Secret the service sends with each delivery, so the receiver can verify it. Pass a token (a
   * sensitive `TerraformVariable`): a literal is refused, it would be written to cdk.tf.json.
   * @default - no secret
   */
  readonly secret?: string;
  /**
   * Allow an `http` URL. Deliveries, and the secret with them, then travel unencrypted; setting it
   * gives a warning at synth.
   * @default false
   */
  readonly allowHttp?: boolean;
  /**
   * Skip verifying the TLS certificate of `url`. The provider's default for a repository hook and a
   * workspace hook alike is `true`, under which anyone who can intercept the connection can read and
   * alter deliveries; the L2s write `false`, verifying certificates, unless you turn it off (for a
   * receiver with a self-signed certificate); turning it off gives a warning at synth.
   * @default false
   */
  readonly skipCertVerification?: boolean;
  /**
   * Whether the webhook delivers events.
   * @default - not written; the provider uses `true`
   */
  readonly active?: boolean;
}

/** Properties of a `RepositoryWebhook`. */
export interface RepositoryWebhookProps extends RepositoryWebhookOptions {
  /** The repository whose events are delivered. */
  readonly repository: IRepository;
  /** Address the service POSTs events to; `https` unless `allowHttp` is set. */
  readonly url: string;
}

/**
 * A webhook on a repository: typed event identifiers, an https URL (http only with `allowHttp`, the
 * rule of every L2 that posts to a URL), a secret taken as a token, and certificate verification on
 * (unlike the package's default).
 *
 * @example
 * const secret = new TerraformVariable(this, 'hook_secret', { type: 'string', sensitive: true });
 * new repo.RepositoryWebhook(this, 'Ci', {
 *   repository: repo.RepoRef.fromRepositoryAttributes('acme', 'web'),
 *   url: 'https://ci.example.com/hooks/web',
 *   events: [repo.HookEvents.REPO_PUSH, repo.HookEvents.PULLREQUEST_CREATED],
 *   secret: secret.stringValue,
 * });
 */
export class RepositoryWebhook extends Construct {
  /** The hook (L1). */
  public readonly resource: Hook;

  public constructor(scope: Construct, id: string, props: RepositoryWebhookProps) {
    super(scope, id);
    const problems = new PropProblems(this, 'RepositoryWebhook');
    props = problems.struct(props);
    problems.requireRef('repository', props.repository, REPOSITORY);
    const checked = checkWebhook(problems, props.url, props);
    problems.throwIfAny();
    // legal, but worth a second look
    warnWebhook(this, 'RepositoryWebhook', checked, props);
    this.resource = new Hook(this, 'Resource', {
      owner: props.repository.repositoryWorkspace,
      repository: props.repository.repositorySlug,
      url: props.url,
      events: props.events,
      description: webhookDescription(props.url, checked, props.description),
      secret: props.secret,
      active: props.active,
      skipCertVerification: props.skipCertVerification ?? false,
    });
  }

  /** The hook's uuid. */
  public get hookUuid(): string {
    return this.resource.uuid;
  }

  /** Whether the service holds a secret for the hook (read back). */
  public get secretSet(): IResolvable {
    return this.resource.secretSet;
  }
}
