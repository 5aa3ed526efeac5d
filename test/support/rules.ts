/**
 * Helpers of the rules tests: a repo stack, a construct's annotations, a quiet full synth, and the
 * harness of a baseline rule pack (test/rules/packs-idp.test.ts, packs-repo.test.ts): each rule is
 * given a case (a stack it passes, one it fails with the attribute and message expected, one whose
 * value is a token), judged directly and through `Rules.apply`.
 */
import * as fs from 'fs';
import * as path from 'path';
import { AnnotationMetadataEntryType, TerraformElement, TerraformStack, Testing } from 'cdktf';
import { Construct, IConstruct } from 'constructs';
import { repo } from '../../src';
import { Rules } from '../../src/rules/engine';
import { RulePack } from '../../src/rules/pack';
import { FindingSeverity, Rule } from '../../src/rules/rule';
import { RuleSubject } from '../../src/rules/subject';

/** A stack with the repo provider, the subject of the engine's tests, below any scope (the app, a construct, another stack). */
export function repoStack(scope: Construct = Testing.app(), id = 'stack'): TerraformStack {
  const s = new TerraformStack(scope, id);
  new repo.RepoProvider(s, 'repo');
  return s;
}

/** The annotations of one level recorded on a construct (not below it). */
export function annotationsOf(c: IConstruct, type: string): string[] {
  return c.node.metadata.filter((m) => m.type === type).map((m) => String(m.data));
}

/** A full synth of a stack into a temp folder (throws on error annotations), the summary line silenced; the folder. */
export function quietFullSynth(s: TerraformStack): string {
  const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
  try {
    return Testing.fullSynth(s);
  } finally {
    log.mockRestore();
  }
}

/** A judgement of a rule on one resource, as the tests compare it. */
export interface Seen { address: string; outcome: string; attributePath: string; message: string }

/** One rule's case. */
export interface RuleCase {
  /** A stack the rule passes. */
  pass: (s: TerraformStack) => void;
  /** A stack it fails, with the failure's attribute path and a part of its message. */
  fail: (s: TerraformStack) => void;
  path: string;
  message: string;
  /** A stack with a token it does not judge. */
  token: (s: TerraformStack) => void;
}

/**
 * Judges the synthesized resources and data sources of a stack with one rule, the way the engine
 * does: each one's JSON block (overrides included), and the other resources of the stack. Passes
 * included.
 */
export function judge(s: TerraformStack, judging: Rule): Seen[] {
  const json = JSON.parse(Testing.synth(s));
  const elements = new Map<string, TerraformElement>();
  for (const c of s.node.findAll()) if (c instanceof TerraformElement) elements.set(s.getLogicalId(c), c);
  const all: RuleSubject[] = [];
  const resources = { of: (type: string) => all.filter((x) => x.terraformType === type) };
  for (const [kind, prefix] of [['resource', ''], ['data', 'data.']] as const) {
    for (const [type, byName] of Object.entries<any>(json[kind] ?? {})) {
      for (const [name, config] of Object.entries<any>(byName)) {
        all.push(RuleSubject._create(elements.get(name) ?? s, `${prefix}${type}`, `${prefix}${type}.${name}`, config, resources));
      }
    }
  }
  return all.filter((x) => judging.resourceTypes.includes(x.terraformType)).flatMap((x) =>
    judging.check(x).map((j) => ({ address: x.address, outcome: j.outcome, attributePath: j.attributePath, message: j.message })));
}

/** The annotations a rule leaves at synth when a pack of it alone is applied to the stack. */
export function findingsOf(s: TerraformStack, judging: Rule): Array<{ level: string; path: string; text: string }> {
  Rules.apply(s, new RulePack('one', [judging]));
  Testing.synth(s);
  return s.node.findAll().flatMap((c) => c.node.metadata
    .filter((m) => String(m.data).startsWith(`[${judging.id}]`))
    .map((m) => ({ level: m.type, path: c.node.path, text: String(m.data) })));
}

/** The annotation level of each severity. */
export const LEVEL: Record<string, string> = {
  error: AnnotationMetadataEntryType.ERROR,
  warning: AnnotationMetadataEntryType.WARN,
  info: AnnotationMetadataEntryType.INFO,
};

/** A baseline pack and the cases of its rules. */
export interface BaselineSpec {
  /** The package: `idp` or `repo` (ids start with its upper case, types with `<pkg>_`). */
  readonly pkg: string;
  readonly pack: () => RulePack;
  readonly cases: Record<string, RuleCase>;
  /** A stack with the package's provider. */
  readonly stack: () => TerraformStack;
}

/**
 * The tests every baseline pack gets: the pack's shape and stable table, its types and attribute paths
 * in the provider's schema (provider-schema/<pkg>.json), and each rule's case judged directly and
 * through `Rules.apply`.
 */
export function describeBaseline(spec: BaselineSpec): void {
  const { pkg, cases, stack } = spec;
  const rule = (id: string): Rule => {
    const found = spec.pack().rules.find((r) => r.id === id);
    if (!found) throw new Error(`no rule ${id} in ${spec.pack().name}`);
    return found;
  };

  describe(`${pkg} baseline`, () => {
    test(`the pack: at least 8 rules, ids ${pkg.toUpperCase()}-<AREA>-00N, every text given, types of the ${pkg} provider`, () => {
      const pack = spec.pack();
      expect(pack.name).toBe(`${pkg}-baseline`);
      expect(pack.rules.length).toBeGreaterThanOrEqual(8);
      for (const r of pack.rules) {
        expect(r.id).toMatch(new RegExp(`^${pkg.toUpperCase()}-[A-Z]+-\\d{3}$`));
        expect(r.resourceTypes.every((t) => t.startsWith(`${pkg}_`))).toBe(true);
        expect(Object.values(FindingSeverity)).toContain(r.severity);
      }
      expect(pack.rules.map((r) => r.id).sort()).toEqual(Object.keys(cases).sort());
    });

    test('the table of rules (id, severity, summary, fix, types) is stable', () => {
      const table = spec.pack().rules
        .map((r) => ({ id: r.id, severity: r.severity, summary: r.summary, fix: r.fix, resourceTypes: r.resourceTypes }));
      expect(table).toMatchSnapshot();
    });

    test('the rules\' types and attribute paths are the provider schema\'s', () => {
      const schema = JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', 'provider-schema', `${pkg}.json`), 'utf8'));
      const types = Object.values<any>(schema.provider_schemas)[0].resource_schemas;
      for (const r of spec.pack().rules) for (const t of r.resourceTypes) expect(types).toHaveProperty([t]);
      for (const [id, c] of Object.entries(cases)) {
        const root = c.path.split(/[.[]/)[0];
        if (root === '') continue;
        const has = rule(id).resourceTypes.some((t) => root in types[t].block.attributes || root in (types[t].block.block_types ?? {}));
        expect([id, has]).toEqual([id, true]);
      }
    });

    describe.each(Object.entries(cases))('%s', (id, c) => {
      test('passes a stack that keeps the rule', () => {
        const s = stack();
        c.pass(s);
        const seen = judge(s, rule(id));
        expect(seen.length).toBeGreaterThan(0);
        expect(seen.filter((j) => j.outcome !== 'pass')).toEqual([]);
      });

      test('fails a stack that breaks it, naming the attribute', () => {
        const s = stack();
        c.fail(s);
        const failed = judge(s, rule(id)).filter((j) => j.outcome === 'fail');
        expect(failed).toHaveLength(1);
        expect(failed[0].attributePath).toBe(c.path);
        expect(failed[0].message).toContain(c.message);
      });

      test('does not judge a value that is a token', () => {
        const s = stack();
        c.token(s);
        const seen = judge(s, rule(id));
        expect(seen.filter((j) => j.outcome === 'fail')).toEqual([]);
        expect(seen.filter((j) => j.outcome === 'not-judged').length).toBeGreaterThan(0);
      });
    });
  });

  describe.each(Object.entries(cases))('%s through Rules.apply', (id, c) => {
    test('no finding on the stack it passes; a finding at the rule\'s severity, with address, path and fix, on the one it fails; "not judged" on the token', () => {
      const ok = stack();
      c.pass(ok);
      expect(findingsOf(ok, rule(id))).toEqual([]);

      const bad = stack();
      c.fail(bad);
      const failed = findingsOf(bad, rule(id));
      expect(failed).toHaveLength(1);
      expect(failed[0].level).toBe(LEVEL[rule(id).severity]);
      expect(failed[0].text).toContain(`[${id}] ${rule(id).summary}: ${c.message}`);
      const where = c.path ? `, attribute ${c.path.replace(/[[\].]/g, '\\$&')}` : '';
      expect(failed[0].text).toMatch(new RegExp(`\\(${pkg}_[a-z0-9_]+\\.\\w+${where}\\)\\. Fix: `));

      const unknown = stack();
      c.token(unknown);
      const seen = findingsOf(unknown, rule(id));
      expect(seen.length).toBeGreaterThan(0);
      expect(seen.every((f) => f.level === AnnotationMetadataEntryType.INFO && f.text.startsWith(`[${id}] not judged: `))).toBe(true);
    });
  });
}

/** One judgement of a baseline rule as the `-details` tests compare it (passes included). */
export interface Judged {
  readonly outcome: string;
  readonly attributePath: string;
  readonly message: string;
}

/**
 * The judgements of the rule `id` of a baseline on the resource at `address`, in a stack whose
 * resources are given by address (`type.name`) with their synthesized configuration.
 */
export function judgeConfigs(baseline: Rule[], id: string, address: string, stack: Record<string, Record<string, unknown>>): Judged[] {
  const rule = baseline.find((r) => r.id === id);
  if (!rule) throw new Error(`no rule ${id}`);
  const root = new Construct(undefined as any, 'stack');
  const all: RuleSubject[] = [];
  for (const [a, config] of Object.entries(stack)) {
    all.push(RuleSubject._create(root, a.split('.')[0], a, config, { of: (t) => all.filter((x) => x.terraformType === t) }));
  }
  const subject = all.find((x) => x.address === address);
  if (!subject) throw new Error(`no resource ${address}`);
  return rule.check(subject).map(({ outcome, attributePath, message }) => ({ outcome, attributePath, message }));
}
