/**
 * A team's own rules in TypeScript, as the README shows them (and test/bindings/python/test_rules.py
 * and RulesTest.java in Python and Java): a class extending `rules.Rule`, composed with a shipped
 * baseline whose severity the team changes; and the errors a careless rule or pack gets.
 */
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { App, TerraformStack, TerraformVariable } from 'cdktf';
import { repo, rules } from '../../src';

class PrivateRepositories extends rules.Rule {
  public constructor() {
    super({
      id: 'ACME-REPO-001',
      severity: rules.FindingSeverity.ERROR,
      summary: 'Repositories are private',
      explanation: 'Acme keeps its source private (least access).',
      fix: 'Set isPrivate: true',
      resourceTypes: ['repo_repository'],
    });
  }

  public check(subject: rules.RuleSubject): rules.Judgement[] {
    if (subject.isUnknown('is_private')) return [rules.Judgement.notJudged('is_private', 'is_private is a variable')];
    return [subject.value('is_private') === false ? rules.Judgement.fail('is_private', 'the repository is public') : rules.Judgement.pass()];
  }
}

const acme = () => rules.RulePack.compose('acme', [rules.RulePacks.repoBaseline().withSeverity('REPO-VISIBILITY-001', rules.FindingSeverity.INFO)], [new PrivateRepositories()]);

/** Synthesizes a stack judged by the acme pack into a new folder; returns the stack's output folder. */
function synth(build: (s: TerraformStack) => void): string {
  const outdir = fs.mkdtempSync(path.join(os.tmpdir(), 'org-rules-'));
  const app = new App({ outdir });
  const s = new TerraformStack(app, 'stack');
  new repo.RepoProvider(s, 'repo');
  rules.Rules.apply(s, acme());
  build(s);
  app.synth();
  return path.join(outdir, 'stacks', 'stack');
}
const findings = (dir: string): any[] => JSON.parse(fs.readFileSync(path.join(dir, 'findings.json'), 'utf8')).findings;

test('a TypeScript rule composed with a shipped pack fails synth on a public repository', () => {
  expect(() => synth((s) => new repo.Repository(s, 'web', { owner: 'acme', name: 'web', isPrivate: false })))
    .toThrow('[ACME-REPO-001] Repositories are private: the repository is public');
});

test('the composed pack keeps the shipped rules, with the severity the team gave one of them', () => {
  const pack = acme();
  expect(pack.rules.map((r) => r.id)).toEqual([...rules.RulePacks.repoBaseline().rules.map((r) => r.id), 'ACME-REPO-001']);
  expect(pack.severityOf('REPO-VISIBILITY-001')).toBe(rules.FindingSeverity.INFO);
  const dir = synth((s) => {
    const web = new repo.Repository(s, 'web', { owner: 'acme', name: 'web', isPrivate: false });
    rules.Rules.acknowledge(web, 'ACME-REPO-001', 'the public mirror of our docs');
  });
  const byRule = Object.fromEntries(findings(dir).map((f) => [f.ruleId, f]));
  expect(byRule['ACME-REPO-001']).toMatchObject({ acknowledged: true, reason: 'the public mirror of our docs' });
  expect(byRule['REPO-VISIBILITY-001']).toMatchObject({ severity: 'info', outcome: 'fail' });
});

test('a TypeScript rule does not judge a variable', () => {
  const dir = synth((s) => {
    new repo.Repository(s, 'web', { owner: 'acme', name: 'web', isPrivate: new TerraformVariable(s, 'private', { type: 'bool' }).booleanValue });
  });
  expect(findings(dir).find((f) => f.ruleId === 'ACME-REPO-001')).toMatchObject({ outcome: 'not-judged', attributePath: 'is_private' });
});

test('a rule with a malformed id, an unknown severity or no types is refused, naming each prop', () => {
  expect(() => new rules.RulePack('p', [])).not.toThrow();
  class Careless extends rules.Rule {
    public constructor(props: any) { super(props); }
    public check(): rules.Judgement[] { return []; }
  }
  expect(() => new Careless({ id: 'acme-1', severity: 'fatal', summary: 'S', explanation: 'E', fix: '', resourceTypes: [] })).toThrow(
    'Rule acme-1 is invalid:\n'
    + '  - id: "acme-1" is not a rule id (upper-case words and a three-digit number joined by dashes, e.g. ACME-REPO-001)\n'
    + '  - severity: "fatal" is not one of "error", "warning", "info"\n'
    + '  - fix: expected a non-empty string, got ""\n'
    + '  - resourceTypes: expected a non-empty list of Terraform types, got []',
  );
});

test('a composed pack with one id twice is refused, naming the id', () => {
  expect(() => rules.RulePack.compose('twice', [rules.RulePacks.repoBaseline(), rules.RulePacks.repoBaseline()]))
    .toThrow(/RulePack 'twice' is invalid:\n {2}- rules\[\d+\]: REPO-BRANCH-001 is the id of rules\[0\] too; each rule id once in a pack/);
});
