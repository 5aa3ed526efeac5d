/**
 * The checks of a webhook's options, shared by `RepositoryWebhook` (a repository's hook) and
 * `RepositoryWorkspace.addWebhook` (a workspace's hook): the URL rule of every L2 that posts to a URL,
 * the events, a secret taken as a token only, and the warnings. Internal: not exported from the index.
 */
import { Construct } from 'constructs';
import { l2Warning } from '../../rules/l2-warnings';
import { PropProblems } from '../problems';
import { CheckedUrl, checkHttpsUrl, warnHttpUrl } from '../urls';
import { RepositoryWebhookOptions } from './repository-webhook';

/**
 * Checks a webhook's URL and options, kinds first: the URL (`https` unless `allowHttp`), at least one
 * event, a secret that is a token. Records the problems; the caller throws.
 * @returns what the URL is, for `warnWebhook` and `webhookDescription`
 */
export function checkWebhook(problems: PropProblems, url: string, options: RepositoryWebhookOptions): CheckedUrl {
  problems.requireString('url', url);
  problems.requireStrings('events', options.events);
  problems.optionalString('description', options.description);
  problems.optionalString('secret', options.secret, { secret: true });
  for (const name of ['allowHttp', 'skipCertVerification', 'active'] as const) problems.optionalBoolean(name, options[name]);
  const checked = checkHttpsUrl(problems, 'url', url, options.allowHttp);
  problems.check(!problems.judge('secret', options.secret), 'secret: a literal secret would be written to cdk.tf.json in plain text; pass a sensitive TerraformVariable');
  problems.check(!problems.judge('events', options.events) || options.events.length > 0, 'events: subscribe to at least one event');
  return checked;
}

/** The warnings of legal settings worth a second look: http (or `allowHttp`), certificates not verified. */
export function warnWebhook(scope: Construct, where: string, checked: CheckedUrl, options: RepositoryWebhookOptions): void {
  warnHttpUrl(scope, where, checked, options.allowHttp);
  if (options.skipCertVerification === true) {
    l2Warning(scope, 'WEBHOOK-L2-004',
      `${where}: skipCertVerification is true: the TLS certificate of url is not verified, so anyone able to intercept the connection can read and alter deliveries; give the receiver a certificate that verifies`,
    );
  }
}

/** The description written: the one given, else `webhook to <host>` (`webhook to url` for a token URL). */
export function webhookDescription(url: string, checked: CheckedUrl, description: string | undefined): string {
  return description ?? `webhook to ${checked.protocol ? new URL(url).host : 'url'}`;
}
