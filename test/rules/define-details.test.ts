/**
 * The helpers of the shipped rules (src/rules/define.ts), value by value: `isHttp` (only a literal
 * http URL, surrounding spaces ignored), `refersTo` (only an interpolation refers), `refersToResource`
 * (a resource inside a function call), and `judgeSecret` (unset and empty pass, one whole token
 * passes, a literal fails, a mix of literal text and tokens is not judged, with its exact message).
 */
import { Construct } from 'constructs';
import { isHttp, judgeSecret, PLAIN_TEXT, refersTo, refersToResource } from '../../src/rules/define';
import { RuleSubject } from '../../src/rules/subject';

/** A repo_webhook subject with the given synthesized configuration. */
function hookWith(config: any): RuleSubject {
  const root = new Construct(undefined as any, '');
  return RuleSubject._create(new Construct(root, 'hook'), 'repo_webhook', 'repo_webhook.hook', config, { of: () => [] });
}

/** The judgement of the `secret` attribute, as a plain object. */
function secretJudgement(secret: unknown): { outcome: string; attributePath: string; message: string } {
  const j = judgeSecret(hookWith(secret === undefined ? {} : { secret }), 'secret');
  return { outcome: j.outcome, attributePath: j.attributePath, message: j.message };
}

const PASS = { outcome: 'pass', attributePath: '', message: '' };
const MIXED = {
  outcome: 'not-judged',
  attributePath: 'secret',
  message: 'secret mixes literal text and a token: whether the literal part is secret is not known',
};

describe('isHttp', () => {
  test('an http URL with spaces around it is http', () => {
    expect(isHttp('  http://hooks.example.com/in')).toBe(true);
    expect(isHttp('HTTP://hooks.example.com')).toBe(true);
  });

  test('an https URL that mentions http: later is not http', () => {
    expect(isHttp('https://idp.example.com/login?next=http://app.example.com')).toBe(false);
    expect(isHttp('xhttp://hooks.example.com')).toBe(false);
  });
});

describe('refersTo', () => {
  test('a value that is not a string refers to nothing', () => {
    expect(refersTo(42, 'repo_repository.web')).toBe(false);
    expect(refersTo(['${repo_repository.web.slug}'], 'repo_repository.web')).toBe(false);
  });

  test('a literal string naming the address refers to nothing', () => {
    expect(refersTo('repo_repository.web', 'repo_repository.web')).toBe(false);
  });

  test('an interpolation of the address refers to it', () => {
    expect(refersTo('${repo_repository.web.slug}', 'repo_repository.web')).toBe(true);
  });
});

describe('refersToResource', () => {
  test('a resource inside a function call is a resource reference', () => {
    expect(refersToResource('${upper(repo_repository.web.slug)}')).toBe(true);
  });

  test('a variable inside a function call is not', () => {
    expect(refersToResource('${upper(var.slug)}')).toBe(false);
  });
});

describe('judgeSecret', () => {
  test('an unset secret passes', () => {
    expect(secretJudgement(undefined)).toEqual(PASS);
  });

  test('an empty secret passes', () => {
    expect(secretJudgement('')).toEqual(PASS);
  });

  test('a secret that is one whole token passes', () => {
    expect(secretJudgement('${var.hook_secret}')).toEqual(PASS);
  });

  test('a literal secret fails with the plain-text message', () => {
    expect(secretJudgement('hunter2')).toEqual({ outcome: 'fail', attributePath: 'secret', message: `secret is a literal: ${PLAIN_TEXT}` });
  });

  test('a list holding a token is not a string: it fails as a literal', () => {
    expect(secretJudgement(['${var.hook_secret}'])).toEqual({ outcome: 'fail', attributePath: 'secret', message: `secret is a literal: ${PLAIN_TEXT}` });
  });

  test('a token followed by literal text is not judged, with the exact reason', () => {
    expect(secretJudgement('${var.hook_secret}-suffix')).toEqual(MIXED);
  });

  test('two tokens side by side are not judged', () => {
    expect(secretJudgement('${var.a}${var.b}')).toEqual(MIXED);
  });

  test('two tokens joined by literal text are not judged', () => {
    expect(secretJudgement('${var.a}-${var.b}')).toEqual(MIXED);
    expect(secretJudgement('${var.a}--${var.b}')).toEqual(MIXED);
  });
});
