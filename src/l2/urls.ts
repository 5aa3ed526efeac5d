/**
 * The one rule for the URLs L2s post to (repository webhooks, notification webhooks and chat
 * webhooks): an absolute http(s) URL, https unless the user sets `allowHttp`, which is legal but
 * warns. Tokens are not judged. A URL is shown in messages by its origin only: a webhook URL often
 * embeds a credential in its path or query.
 *
 * Internal to the L2s: not exported from the package index.
 */
import { Construct } from 'constructs';
import { PropProblems } from './problems';
import { Token } from '../constructs/cdktf';
import { l2Warning } from '../rules/l2-warnings';

/** What a URL looks like in a message: its origin, with `/…` when it has more. */
export function shownUrl(url: URL): string {
  const rest = url.pathname !== '/' || url.search !== '' || url.hash !== '';
  return JSON.stringify(`${url.origin}${rest ? '/…' : ''}`);
}

/** The result of `checkWebhookUrl`: what the URL is, for `warnWebhookUrl`. */
export interface CheckedUrl {
  /** `https:` or `http:` when the URL is a literal absolute http(s) URL. */
  readonly protocol?: string;
  /** The URL as messages show it. */
  readonly shown?: string;
}

/**
 * Checks a webhook URL (after its kind was checked): an absolute http(s) URL, and https unless
 * `allowHttp` is true (a token `allowHttp` may be true, so it allows http).
 * @param problems where problems are recorded
 * @param name the prop's name (`url`)
 * @param url the URL
 * @param allowHttp the prop that allows http
 */
export function checkWebhookUrl(problems: PropProblems, name: string, url: unknown, allowHttp: unknown): CheckedUrl {
  if (!problems.judge(name, url)) return {};
  let parsed: URL | undefined;
  try {
    parsed = new URL(url as string);
  } catch {
    parsed = undefined;
  }
  const ok = parsed !== undefined && ['https:', 'http:'].includes(parsed.protocol) && parsed.host !== '';
  problems.check(ok, `${name}: ${JSON.stringify(url)} is not an absolute http(s) URL`);
  if (!ok) return {};
  const shown = shownUrl(parsed!);
  const allowed = allowHttp === true || Token.isUnresolved(allowHttp);
  problems.check(parsed!.protocol !== 'http:' || allowed, `${name}: ${shown} is http: deliveries and the secret would travel unencrypted; use https, or set allowHttp: true`);
  return { protocol: parsed!.protocol, shown };
}

/**
 * The warnings of the rule: an http URL allowed with `allowHttp`; `allowHttp` with an https URL
 * (no effect) or a token URL (it may turn out to be http).
 * @param scope the construct warned about
 * @param where the class or method, for the message (`RepositoryWebhook`, `NotificationRoute.addWebhook`)
 * @param checked what `checkWebhookUrl` found
 * @param allowHttp the prop that allows http
 */
export function warnWebhookUrl(scope: Construct, where: string, checked: CheckedUrl, allowHttp: unknown): void {
  if (checked.protocol === 'http:') {
    l2Warning(scope, 'WEBHOOK-L2-001', `${where}: url ${checked.shown} is http (allowHttp): deliveries, and the secret with them, travel unencrypted; use https`);
  } else if (allowHttp === true) {
    if (checked.protocol === 'https:') l2Warning(scope, 'WEBHOOK-L2-002', `${where}: allowHttp is set but url is https, so it has no effect; remove it`);
    else l2Warning(scope, 'WEBHOOK-L2-003', `${where}: allowHttp is set: if url turns out to be http, deliveries, and the secret with them, travel unencrypted`);
  }
}
