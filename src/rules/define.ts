/**
 * Helpers for the shipped rules (TypeScript only, not part of the public API): a rule from its
 * props and a check function, and the judgement of one attribute.
 */
import { Judgement, Rule, RuleProps } from './rule';
import { holdsInterpolation, RuleSubject } from './subject';
import { shownUrl } from '../l2/urls';

/** A rule whose check is a function. */
class FunctionRule extends Rule {
  public constructor(props: RuleProps, private readonly fn: (subject: RuleSubject) => Judgement[]) {
    super(props);
  }

  public check(subject: RuleSubject): Judgement[] {
    return this.fn(subject);
  }
}

/**
 * A rule from its props and its check.
 * @param props id, severity, texts and types
 * @param check judges one resource
 */
export function defineRule(props: RuleProps, check: (subject: RuleSubject) => Judgement[]): Rule {
  return new FunctionRule(props, check);
}

/**
 * Judges one attribute: not judged when its value is unknown at synth (a reference, a variable),
 * else a pass when `ok(value)` holds (`value` is undefined when the attribute is not set) and a
 * failure with the message otherwise.
 * @param subject the resource
 * @param path the attribute path
 * @param ok whether the value passes
 * @param failure what is wrong, when it does not (a function of the value: made only on a failure)
 */
export function judgeAttribute(
  subject: RuleSubject, path: string, ok: (value: any) => boolean, failure: string | ((value: any) => string),
): Judgement[] {
  if (subject.isUnknown(path)) return [Judgement.notJudged(path, `${path} is unknown until Terraform runs (a variable or a reference)`)];
  const value = subject.value(path);
  if (ok(value)) return [Judgement.pass()];
  return [Judgement.fail(path, typeof failure === 'function' ? failure(value) : failure)];
}

/** Whether a value is a literal http (not https) URL. */
export function isHttp(url: unknown): boolean {
  return typeof url === 'string' && /^http:/i.test(url.trim());
}

/** A URL as messages show it: its origin (a path or query may hold a credential); another value as JSON. */
export function shownOrigin(url: unknown): string {
  if (typeof url !== 'string') return JSON.stringify(url);
  try {
    return shownUrl(new URL(url));
  } catch {
    return JSON.stringify(url);
  }
}

/** Whether a synthesized value refers to the resource at an address (`${repo_repository.x.slug}` refers to `repo_repository.x`). */
export function refersTo(value: unknown, address: string): boolean {
  if (typeof value !== 'string' || !holdsInterpolation(value)) return false;
  const escaped = address.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^\\w.])${escaped}(\\.|\\[|\\}|$)`).test(value);
}

/** Whether an interpolation refers to a resource or a data source (not only to variables and locals). */
export function refersToResource(value: unknown): boolean {
  return typeof value === 'string' && /\$\{[^}]*\b[a-z][a-z0-9]*_[a-z0-9_]+\.[A-Za-z_][\w-]*\./.test(value);
}

/** Why a secret is not written as a literal (the end of the secret rules' messages). */
export const PLAIN_TEXT = 'a literal is written to cdk.tf.json (and the plan) in plain text, where everyone who can read the code or the synthesized output can read it';

/** A secret attribute: a literal fails, a token passes, a mix of both is not judged. */
export function judgeSecret(s: RuleSubject, path: string): Judgement {
  const value = s.value(path);
  if (value === undefined || value === '') return Judgement.pass();
  if (typeof value === 'string' && holdsInterpolation(value)) {
    return /^\$\{[^]*\}$/.test(value) && !/\}[^]*\$\{/.test(value) ? Judgement.pass()
      : Judgement.notJudged(path, `${path} mixes literal text and a token: whether the literal part is secret is not known`);
  }
  return Judgement.fail(path, `${path} is a literal: ${PLAIN_TEXT}`);
}
