/**
 * The one rule for the URLs L2s have something posted to (repository webhooks, notification webhooks,
 * chat webhooks, a SAML application's assertion consumer service): an absolute http(s) URL, https
 * unless the user sets `allowHttp`, which is legal but warns. Tokens are not judged. A URL is shown in
 * messages by its origin only: a webhook URL often embeds a credential in its path or query.
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

/** The result of `checkHttpsUrl`: what the URL is, for `warnHttpUrl`. */
export interface CheckedUrl {
  /** `https:` or `http:` when the URL is a literal absolute http(s) URL. */
  readonly protocol?: string;
  /** The URL as messages show it. */
  readonly shown?: string;
}

/** What travels over a URL of one kind, and the ids of the warnings about it. */
export interface UrlRule {
  /** Why http is refused: `deliveries and the secret would travel unencrypted`. */
  readonly refused: string;
  /** What travels over it, as the subject of "travel unencrypted": `deliveries, and the secret with them,`. */
  readonly travels: string;
  /** The warnings: an http URL allowed; `allowHttp` with an https URL; `allowHttp` with a token URL. */
  readonly warnings: readonly [string, string, string];
}

/** The rule of webhook URLs (repository webhooks, notification webhooks and chat webhooks). */
export const WEBHOOK_URL: UrlRule = {
  refused: 'deliveries and the secret would travel unencrypted',
  travels: 'deliveries, and the secret with them,',
  warnings: ['WEBHOOK-L2-001', 'WEBHOOK-L2-002', 'WEBHOOK-L2-003'],
};

/**
 * Checks a URL posted to (after its kind was checked): an absolute http(s) URL, and https unless
 * `allowHttp` is true (a token `allowHttp` may be true, so it allows http).
 * @param problems where problems are recorded
 * @param name the prop's name (`url`)
 * @param url the URL
 * @param allowHttp the prop that allows http
 * @param rule what travels over the URL
 */
export function checkHttpsUrl(problems: PropProblems, name: string, url: unknown, allowHttp: unknown, rule: UrlRule = WEBHOOK_URL): CheckedUrl {
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
  problems.check(parsed!.protocol !== 'http:' || allowed, `${name}: ${shown} is http: ${rule.refused}; use https, or set allowHttp: true`);
  return { protocol: parsed!.protocol, shown };
}

/**
 * The warnings of the rule: an http URL allowed with `allowHttp`; `allowHttp` with an https URL
 * (no effect) or a token URL (it may turn out to be http).
 * @param scope the construct warned about
 * @param where the class or method, for the message (`RepositoryWebhook`, `NotificationRoute.addWebhook`)
 * @param checked what `checkHttpsUrl` found
 * @param allowHttp the prop that allows http
 * @param name the prop's name
 * @param rule what travels over the URL, and the warnings' ids
 */
export function warnHttpUrl(scope: Construct, where: string, checked: CheckedUrl, allowHttp: unknown, name: string = 'url', rule: UrlRule = WEBHOOK_URL): void {
  const [http, noEffect, mayBeHttp] = rule.warnings;
  if (checked.protocol === 'http:') {
    l2Warning(scope, http, `${where}: ${name} ${checked.shown} is http (allowHttp): ${rule.travels} travel unencrypted; use https`);
  } else if (allowHttp === true) {
    if (checked.protocol === 'https:') l2Warning(scope, noEffect, `${where}: allowHttp is set but ${name} is https, so it has no effect; remove it`);
    else l2Warning(scope, mayBeHttp, `${where}: allowHttp is set: if ${name} turns out to be http, ${rule.travels} travel unencrypted`);
  }
}
