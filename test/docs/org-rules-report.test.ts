/**
 * What docs/org-rules.md says about the findings report ("The report"):
 * - "Finding outcomes" lists every outcome a finding can have (the `outcome` of `Finding` in
 *   src/rules/state.ts, the type every finding of the engine is made with), and no other; a stack
 *   with a finding of each shows each as the table says (severity, SARIF form, acknowledgement);
 * - "When an error fails synth": an app run by itself throws at a stack with an error finding after
 *   writing its report and before its `cdk.tf.json` and the manifest, the report pointing at that
 *   missing file and an older file left as it was, the stacks after it not synthesized; `cdktf synth`
 *   writes both and exits non-zero; `CDKTF_CONTINUE_SYNTH_ON_ERROR_ANNOTATIONS`, set before the stacks
 *   are created (not after), writes both without throwing, the errors in the report's summary and the
 *   manifest; a validation error stops synth before either; an acknowledgement, or the guide's
 *   report-only pack (its code block, run on such a stack), lets synth pass with both written.
 */
import { spawnSync } from 'child_process';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { App, TerraformStack, TerraformVariable } from 'cdktf';
import * as ts from 'typescript';
import { readCodeBlocks, sectionLines } from './snippets';
import { repo, rules } from '../../src';

const ROOT = path.resolve(__dirname, '..', '..');
const GUIDE = 'docs/org-rules.md';
const CONTINUE = 'CDKTF_CONTINUE_SYNTH_ON_ERROR_ANNOTATIONS';

/** The string literals of the `outcome` property of the interface `Finding` in src/rules/state.ts. */
function outcomesInCode(): string[] {
  const file = path.join(ROOT, 'src', 'rules', 'state.ts');
  const sf = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true);
  const finding = sf.statements.filter(ts.isInterfaceDeclaration).find((d) => d.name.text === 'Finding');
  const outcome = finding?.members.filter(ts.isPropertySignature).find((m) => m.name.getText(sf) === 'outcome');
  if (!outcome?.type) throw new Error('src/rules/state.ts: no property outcome in interface Finding');
  const types = ts.isUnionTypeNode(outcome.type) ? outcome.type.types : [outcome.type];
  return types.map((t) => {
    if (!ts.isLiteralTypeNode(t) || !ts.isStringLiteral(t.literal)) throw new Error(`src/rules/state.ts: Finding.outcome: ${t.getText(sf)} is not a string literal`);
    return t.literal.text;
  });
}

/** The outcomes listed in the table of the guide's section "### Finding outcomes" (first cell of each row). */
function outcomesInGuide(): string[] {
  const markdown = fs.readFileSync(path.join(ROOT, GUIDE), 'utf8');
  const section = sectionLines(markdown, '### Finding outcomes');
  if (!section) throw new Error(`${GUIDE}: no section "### Finding outcomes"`);
  return markdown.split(/\r?\n/).slice(section.start, section.end - 1)
    .map((l) => /^\|\s*`([^`]+)`\s*\|/.exec(l)?.[1])
    .filter((o): o is string => o !== undefined);
}

describe(`${GUIDE}: the finding outcomes`, () => {
  test('the table lists every outcome a finding can have, once, and no other', () => {
    const code = outcomesInCode();
    const guide = outcomesInGuide();
    expect(code.length).toBeGreaterThan(1);
    expect({
      missingFromGuide: code.filter((o) => !guide.includes(o)),
      notInCode: guide.filter((o) => !code.includes(o)),
      twice: guide.filter((o, i) => guide.indexOf(o) !== i),
    }).toEqual({ missingFromGuide: [], notInCode: [], twice: [] });
  });
});

/** A rule whose check throws: its findings are `check-failed`. */
class BrokenRule extends rules.Rule {
  public constructor() {
    super({
      id: 'ACME-REPO-009',
      severity: rules.FindingSeverity.WARNING,
      summary: 'A broken rule',
      explanation: 'Its check throws.',
      fix: 'Fix the rule.',
      resourceTypes: ['repo_repository_variable'],
    });
  }

  public check(): rules.Judgement[] {
    throw new Error('broken');
  }
}

describe(`${GUIDE}: each outcome is as the table says`, () => {
  let report: any;
  let sarif: any;
  beforeAll(() => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'org-rules-outcomes-'));
    try {
      const app = withEnv(CONTINUE, '1', () => {
        const a = new App({ outdir: out });
        const s = erroneousStack(a, 'source'); // fail: REPO-VAR-002
        const secured = new TerraformVariable(s, 'secured', { type: 'bool' });
        new repo.RepositoryVariable(s, 'maybe', { repository: '{repo-uuid}', key: 'MAYBE', value: 'literal', secured: secured.booleanValue }); // not-judged
        new repo.PermissionGroup(s, 'admins', { workspace: 'acme', name: 'admins', permission: 'admin', autoAdd: true }); // l2-warning: REPO-L2-001
        rules.Rules.apply(s, rules.RulePack.compose('acme', [rules.RulePacks.repoBaseline()], [new BrokenRule()])); // check-failed
        rules.Rules.acknowledge(s, 'ACME-REPO-009', 'acknowledged, yet not accepted');
        return a;
      });
      expect(synth(app)).toBeUndefined();
      report = json(out, 'stacks/source/findings.json');
      sarif = json(out, 'stacks/source/findings.sarif');
    } finally {
      fs.rmSync(out, { recursive: true, force: true });
    }
  });
  const findings = (outcome: string) => report.findings.filter((f: any) => f.outcome === outcome);

  test('the stack has a finding of every outcome of the table', () => {
    expect([...new Set(report.findings.map((f: any) => f.outcome))].sort()).toEqual([...outcomesInGuide()].sort());
  });

  test('fail: the severity the pack gives the rule', () => {
    expect(findings('fail').filter((f: any) => f.ruleId === 'REPO-VAR-002').map((f: any) => f.severity)).toEqual(['error']);
  });

  test('not-judged: info, an open result in SARIF', () => {
    expect(findings('not-judged').map((f: any) => [f.ruleId, f.severity, f.attributePath])).toEqual([['REPO-VAR-002', 'info', 'secured']]);
    expect(sarif.runs[0].results.filter((r: any) => r.properties.outcome === 'not-judged').map((r: any) => r.kind)).toEqual(['open']);
  });

  test('check-failed: an error, not acknowledged even where its rule is', () => {
    expect(findings('check-failed').map((f: any) => [f.ruleId, f.severity, f.acknowledged])).toEqual([
      ['ACME-REPO-009', 'error', false], ['ACME-REPO-009', 'error', false],
    ]);
  });

  test('l2-warning: an L2\'s or an L1 check\'s warning, on the construct path with no address; its SARIF rule has the property kind l2-warning', () => {
    expect(findings('l2-warning').map((f: any) => [f.ruleId, f.severity, f.constructPath, f.address]).sort()).toEqual([
      ['L1-SECRET-001', 'warning', 'source/maybe', ''],
      ['L1-SECRET-001', 'warning', 'source/token', ''],
      ['REPO-L2-001', 'warning', 'source/admins', ''],
    ]);
    expect(sarif.runs[0].tool.driver.rules.find((r: any) => r.id === 'REPO-L2-001').properties).toEqual({ kind: 'l2-warning' });
  });
});

/** A stack whose secured pipeline variable takes a literal value: REPO-VAR-002, an error of the repo baseline. */
function erroneousStack(app: App, id: string): TerraformStack {
  const s = new TerraformStack(app, id);
  new repo.RepoProvider(s, 'repo');
  new repo.RepositoryVariable(s, 'token', { repository: '{repo-uuid}', key: 'TOKEN', value: 'literal', secured: true });
  return s;
}

/** A stack with nothing for the repo baseline to find. */
function cleanStack(app: App, id: string): TerraformStack {
  const s = new TerraformStack(app, id);
  new repo.RepoProvider(s, 'repo');
  return s;
}

/** Runs `fn` with the environment variable set to `value` (unset: undefined), then restores it. */
function withEnv<T>(name: string, value: string | undefined, fn: () => T): T {
  const before = process.env[name];
  if (value === undefined) delete process.env[name];
  else process.env[name] = value;
  try {
    return fn();
  } finally {
    if (before === undefined) delete process.env[name];
    else process.env[name] = before;
  }
}

/** `app.synth()` with the summary lines silenced; the error it throws, if any. */
function synth(app: App): Error | undefined {
  const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
  try {
    app.synth();
    return undefined;
  } catch (e) {
    return e as Error;
  } finally {
    log.mockRestore();
  }
}

/**
 * Runs the guide's TypeScript block that mentions `word` on a stack: its imports dropped, `rules` the
 * library's and `stack` the one given.
 */
function runGuideBlock(word: string, stack: TerraformStack): void {
  const blocks = readCodeBlocks(fs.readFileSync(path.join(ROOT, GUIDE), 'utf8'), GUIDE).filter((b) => b.lang === 'ts' && b.text.includes(word));
  if (blocks.length !== 1) throw new Error(`${GUIDE}: ${blocks.length} TypeScript blocks mention ${word}, expected one`);
  const code = blocks[0].text.replace(/^import .*$/gm, '');
  const js = ts.transpileModule(code, { compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 } }).outputText;
  new Function('rules', 'stack', js)(rules, stack);
}

const exists = (outdir: string, file: string) => fs.existsSync(path.join(outdir, file));
const json = (outdir: string, file: string) => JSON.parse(fs.readFileSync(path.join(outdir, file), 'utf8'));

describe(`${GUIDE}: when an error fails synth`, () => {
  let tmp: string;
  beforeAll(() => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'org-rules-report-'));
  });
  afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));
  const outdir = () => fs.mkdtempSync(path.join(tmp, 'out-'));

  test('the baseline finds an error in the stack used here (REPO-VAR-002)', () => {
    const out = outdir();
    const app = withEnv(CONTINUE, '1', () => {
      const a = new App({ outdir: out });
      rules.Rules.apply(erroneousStack(a, 'source'), rules.RulePacks.repoBaseline());
      return a;
    });
    expect(synth(app)).toBeUndefined();
    const report = json(out, 'stacks/source/findings.json');
    expect(report.findings.filter((f: any) => f.severity === 'error').map((f: any) => f.ruleId)).toEqual(['REPO-VAR-002']);
  });

  test('the app run by itself: synth throws at the stack, after its report and before its cdk.tf.json and the manifest; the report points at the missing file; later stacks are not synthesized', () => {
    const out = outdir();
    const app = withEnv(CONTINUE, undefined, () => {
      const a = new App({ outdir: out });
      rules.Rules.apply(erroneousStack(a, 'source'), rules.RulePacks.repoBaseline());
      rules.Rules.apply(cleanStack(a, 'later'), rules.RulePacks.repoBaseline());
      return a;
    });
    expect(synth(app)?.message).toContain('[REPO-VAR-002]');
    expect(['findings.json', 'findings.sarif', 'cdk.tf.json'].map((f) => [f, exists(out, `stacks/source/${f}`)]))
      .toEqual([['findings.json', true], ['findings.sarif', true], ['cdk.tf.json', false]]);
    expect(exists(out, 'manifest.json')).toBe(false);
    expect(exists(out, 'stacks/later')).toBe(false);
    const sarif = json(out, 'stacks/source/findings.sarif');
    const result = sarif.runs[0].results.find((r: any) => r.ruleId === 'REPO-VAR-002');
    expect(result.locations[0].physicalLocation.artifactLocation).toEqual({ uri: 'stacks/source/cdk.tf.json', uriBaseId: 'OUTDIR' });
  });

  test('the app run by itself: a cdk.tf.json an earlier synth left is not replaced', () => {
    const out = outdir();
    fs.mkdirSync(path.join(out, 'stacks', 'source'), { recursive: true });
    fs.writeFileSync(path.join(out, 'stacks', 'source', 'cdk.tf.json'), '{"earlier": true}');
    const app = withEnv(CONTINUE, undefined, () => {
      const a = new App({ outdir: out });
      rules.Rules.apply(erroneousStack(a, 'source'), rules.RulePacks.repoBaseline());
      return a;
    });
    expect(synth(app)).toBeInstanceOf(Error);
    expect(json(out, 'stacks/source/cdk.tf.json')).toEqual({ earlier: true });
    expect(exists(out, 'stacks/source/findings.sarif')).toBe(true);
  });

  test(`${CONTINUE} set before the stacks are created: every cdk.tf.json and report written, no throw; the errors in the report's summary and the manifest`, () => {
    const out = outdir();
    const app = withEnv(CONTINUE, '1', () => {
      const a = new App({ outdir: out });
      rules.Rules.apply(erroneousStack(a, 'source'), rules.RulePacks.repoBaseline());
      rules.Rules.apply(cleanStack(a, 'later'), rules.RulePacks.repoBaseline());
      return a;
    });
    expect(synth(app)).toBeUndefined();
    for (const f of ['stacks/source/cdk.tf.json', 'stacks/source/findings.json', 'stacks/source/findings.sarif', 'stacks/later/cdk.tf.json', 'manifest.json']) {
      expect([f, exists(out, f)]).toEqual([f, true]);
    }
    expect(json(out, 'stacks/source/findings.json').summary.errors).toBe(1);
    expect(json(out, 'stacks/later/findings.json').summary.errors).toBe(0);
    const annotations = json(out, 'manifest.json').stacks.source.annotations;
    expect(annotations.filter((a: any) => a.level === '@cdktf/error').map((a: any) => a.message)).toEqual([expect.stringContaining('[REPO-VAR-002]')]);
  });

  test(`a validation error stops synth before the stack's report and cdk.tf.json, also with ${CONTINUE} set`, () => {
    for (const value of [undefined, '1']) {
      const out = outdir();
      const app = withEnv(CONTINUE, value, () => {
        const a = new App({ outdir: out });
        const s = erroneousStack(a, 'source');
        new repo.RepositoryVariable(s, 'keyless', { repository: '{repo-uuid}', value: 'x' } as unknown as repo.RepositoryVariableConfig);
        rules.Rules.apply(s, rules.RulePacks.repoBaseline());
        return a;
      });
      expect([value, synth(app)?.message]).toEqual([value, expect.stringContaining('keyless')]);
      expect([value, exists(out, 'stacks/source/findings.json'), exists(out, 'stacks/source/cdk.tf.json')]).toEqual([value, false, false]);
    }
  });

  test(`${CONTINUE} set after the stacks are created has no effect`, () => {
    const out = outdir();
    const app = withEnv(CONTINUE, undefined, () => {
      const a = new App({ outdir: out });
      rules.Rules.apply(erroneousStack(a, 'source'), rules.RulePacks.repoBaseline());
      return a;
    });
    expect(withEnv(CONTINUE, '1', () => synth(app))?.message).toContain('[REPO-VAR-002]');
    expect(exists(out, 'stacks/source/cdk.tf.json')).toBe(false);
  });

  test('acknowledged: synth passes, cdk.tf.json and the report are written, the finding acknowledged with its reason', () => {
    const out = outdir();
    const app = withEnv(CONTINUE, undefined, () => {
      const a = new App({ outdir: out });
      const s = erroneousStack(a, 'source');
      rules.Rules.apply(s, rules.RulePacks.repoBaseline());
      rules.Rules.acknowledge(s, 'REPO-VAR-002', 'a test token, not a credential');
      return a;
    });
    expect(synth(app)).toBeUndefined();
    expect(exists(out, 'stacks/source/cdk.tf.json')).toBe(true);
    const report = json(out, 'stacks/source/findings.json');
    expect(report.summary.errors).toBe(0);
    expect(report.findings.filter((f: any) => f.ruleId === 'REPO-VAR-002').map((f: any) => [f.outcome, f.acknowledged, f.reason]))
      .toEqual([['fail', true, 'a test token, not a credential']]);
  });

  test('the guide\'s report-only pack (its code block, run on the stack): synth passes, the error is reported as a warning', () => {
    const out = outdir();
    const app = withEnv(CONTINUE, undefined, () => {
      const a = new App({ outdir: out });
      runGuideBlock('reportOnly', erroneousStack(a, 'source'));
      return a;
    });
    expect(synth(app)).toBeUndefined();
    expect(exists(out, 'stacks/source/cdk.tf.json')).toBe(true);
    const report = json(out, 'stacks/source/findings.json');
    expect(report.summary.errors).toBe(0);
    expect(report.findings.filter((f: any) => f.ruleId === 'REPO-VAR-002').map((f: any) => f.severity)).toEqual(['warning']);
    expect(report.rules.filter((r: any) => r.severity === 'error')).toEqual([]);
  });

  test('cdktf synth (the CLI): every cdk.tf.json and report written, then it exits non-zero naming the error', () => {
    const dir = fs.mkdtempSync(path.join(tmp, 'cli-'));
    const req = (p: string) => JSON.stringify(p);
    fs.writeFileSync(path.join(dir, 'main.js'), [
      `require(${req(path.join(ROOT, 'node_modules', 'ts-node'))}).register({ transpileOnly: true, project: ${req(path.join(ROOT, 'tsconfig.json'))} });`,
      `const { App, TerraformStack } = require(${req(path.join(ROOT, 'node_modules', 'cdktf'))});`,
      `const { repo, rules } = require(${req(path.join(ROOT, 'src'))});`,
      'const app = new App();',
      'const s = new TerraformStack(app, "source");',
      'new repo.RepoProvider(s, "repo");',
      'new repo.RepositoryVariable(s, "token", { repository: "{repo-uuid}", key: "TOKEN", value: "literal", secured: true });',
      'rules.Rules.apply(s, rules.RulePacks.repoBaseline());',
      'app.synth();',
    ].join('\n'));
    fs.writeFileSync(path.join(dir, 'cdktf.json'), JSON.stringify({ language: 'typescript', app: 'node main.js', terraformProviders: [], terraformModules: [] }));
    const env: NodeJS.ProcessEnv = { ...process.env, CHECKPOINT_DISABLE: '1', CI: '1' };
    delete env[CONTINUE];
    delete env.CDKTF_OUTDIR;
    const r = spawnSync(process.execPath, [path.join(ROOT, 'node_modules', 'cdktf-cli', 'bundle', 'bin', 'cdktf'), 'synth'], { cwd: dir, env, encoding: 'utf8', timeout: 300_000 });
    expect(r.error).toBeUndefined();
    expect(r.status).not.toBe(0);
    expect(`${r.stdout}${r.stderr}`).toContain('[REPO-VAR-002]');
    for (const f of ['cdk.tf.json', 'findings.json', 'findings.sarif']) expect([f, exists(path.join(dir, 'cdktf.out'), `stacks/source/${f}`)]).toEqual([f, true]);
  }, 300_000);
});
