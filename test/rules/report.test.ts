/**
 * The findings report: a real `app.synth()` writes `findings.json` and `findings.sarif` into each
 * judged stack's output folder, the SARIF log is valid against the SARIF 2.1.0 JSON schema, its
 * locations point at the resource's lines of the stack's cdk.tf.json, acknowledged findings are
 * suppressions with their reason, and synth prints one summary line per stack.
 */
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import Ajv from 'ajv';
import { App, TerraformStack, TerraformVariable } from 'cdktf';
import { Construct } from 'constructs';
import { repo, rules } from '../../src';
import { emitL2Warning, registerKnownRule } from '../../src/rules/acknowledgements';
import { defineRule, judgeAttribute } from '../../src/rules/define';
import { frameworkWritesCompactEmpty, stableJson } from '../../src/rules/report';

const { FindingSeverity, RulePack, Rules } = rules;

const rule = (id: string, severity: rules.FindingSeverity, attribute: string, bad: unknown) => defineRule({
  id,
  severity,
  summary: `${attribute} is not ${JSON.stringify(bad)}`,
  explanation: `A test rule: least access (${attribute}).`,
  fix: `Change ${attribute}`,
  resourceTypes: ['repo_group'],
}, (s) => judgeAttribute(s, attribute, (v) => v !== bad, `${attribute} is ${JSON.stringify(bad)}`));

const PACK = new RulePack('report-pack', [
  rule('TEST-RPT-001', FindingSeverity.ERROR, 'auto_add', true),
  rule('TEST-RPT-002', FindingSeverity.WARNING, 'permission', 'admin'),
  rule('TEST-RPT-003', FindingSeverity.INFO, 'email_forwarding_disabled', true),
]);

registerKnownRule('TEST-L2-002', 'A test L2 warning', 'Do the other thing');

/** An app with one judged stack (every kind of finding) and one stack no pack judges. */
function synthApp(): { outdir: string; lines: string[] } {
  const outdir = fs.mkdtempSync(path.join(os.tmpdir(), 'rules-report-'));
  const app = new App({ outdir });
  const s = new TerraformStack(app, 'web');
  new repo.RepoProvider(s, 'repo');
  const team = new Construct(s, 'team');
  new repo.Group(team, 'admins', { workspace: 'ws', name: 'admins', permission: 'admin', autoAdd: true });
  new repo.PermissionGroup(s, 'quiet', { workspace: 'ws', name: 'quiet', emailForwardingDisabled: true });
  const v = new TerraformVariable(s, 'auto', { type: 'bool' });
  new repo.Group(s, 'open', { workspace: 'ws', name: 'open', autoAdd: v.booleanValue });
  emitL2Warning(team, 'TEST-L2-002', 'a warning of an L2');
  Rules.apply(s, PACK);
  Rules.acknowledge(team, 'TEST-RPT-001', 'the admins team onboards everyone');
  Rules.acknowledge(team, 'TEST-L2-002', 'known');

  const other = new TerraformStack(app, 'plain');
  new repo.RepoProvider(other, 'repo');
  new repo.Group(other, 'g', { workspace: 'ws', name: 'g', autoAdd: true });

  const lines: string[] = [];
  const log = jest.spyOn(console, 'log').mockImplementation((line: string) => { lines.push(line); });
  try {
    app.synth();
  } finally {
    log.mockRestore();
  }
  return { outdir, lines };
}

const synthesized = synthApp();
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(synthesized.outdir, 'stacks', 'web', file), 'utf8'));

test('synth prints one summary line per judged stack', () => {
  expect(synthesized.lines).toEqual(['rules: web: 3 rules run, 0 errors, 1 warnings, 1 info, 2 acknowledged, 1 not judged']);
});

test('the report files are written into the judged stack\'s folder only', () => {
  expect(fs.readdirSync(path.join(synthesized.outdir, 'stacks', 'web')).sort()).toEqual(['cdk.tf.json', 'findings.json', 'findings.sarif']);
  expect(fs.readdirSync(path.join(synthesized.outdir, 'stacks', 'plain'))).toEqual(['cdk.tf.json']);
});

test('findings.json: the stack, the packs, the rules run with severities, and each finding', () => {
  const report = read('findings.json');
  expect(report.tool).toEqual({ name: 'cdktf-triad', version: expect.any(String) });
  expect({ ...report, tool: undefined }).toMatchSnapshot();
  expect(report.findings.filter((f: any) => f.acknowledged).map((f: any) => [f.ruleId, f.reason])).toEqual([
    ['TEST-RPT-001', 'the admins team onboards everyone'],
    ['TEST-L2-002', 'known'],
  ]);
});

describe('findings.sarif', () => {
  const sarif = read('findings.sarif');

  test('is valid against the SARIF 2.1.0 JSON schema', () => {
    const schema = JSON.parse(fs.readFileSync(require.resolve('@microsoft/jest-sarif/lib/schemas/sarif-2.1.0-rtm.5.json'), 'utf8'));
    // the schema is written in draft-04; its keywords are those of draft-07 but for the id
    const { id, $schema: _draft, ...rest } = schema;
    // a pattern of the schema (language) is not a valid unicode regular expression
    const ajv = new Ajv({ strict: false, allErrors: true, unicodeRegExp: false });
    ajv.addFormat('uri', /^[a-z][a-z0-9+.-]*:[^\s]*$/i);
    ajv.addFormat('uri-reference', /^[^\s]*$/);
    ajv.addFormat('date-time', /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/i);
    const validate = ajv.compile({ ...rest, $id: id });
    validate(sarif);
    expect(validate.errors ?? []).toEqual([]);
    // and it catches what is wrong
    expect(validate({ ...sarif, version: '2.0.0' })).toBe(false);
    expect(validate({ ...sarif, runs: [{ ...sarif.runs[0], results: [{ ...sarif.runs[0].results[0], level: 'fatal' }] }] })).toBe(false);
  });

  test('the driver lists each rule with its id, descriptions and help', () => {
    const driver = sarif.runs[0].tool.driver;
    expect(driver.name).toBe('cdktf-triad');
    expect(driver.rules.map((r: any) => [r.id, r.defaultConfiguration.level])).toEqual([
      ['TEST-RPT-001', 'error'], ['TEST-RPT-002', 'warning'], ['TEST-RPT-003', 'note'], ['TEST-L2-002', 'warning'],
    ]);
    expect(driver.rules[0]).toMatchObject({
      shortDescription: { text: 'auto_add is not true' },
      fullDescription: { text: 'A test rule: least access (auto_add).' },
      help: { text: 'Fix: Change auto_add' },
    });
    expect(driver.rules[3]).toMatchObject({ shortDescription: { text: 'A test L2 warning' }, help: { text: 'Fix: Do the other thing' } });
  });

  test('results: level by severity, a not-judged one "open", acknowledged ones suppressed with their reason', () => {
    const results = sarif.runs[0].results;
    expect(results.map((r: any) => [r.ruleId, r.kind, r.level, r.suppressions?.[0]?.justification])).toEqual([
      ['TEST-RPT-001', 'fail', 'error', 'the admins team onboards everyone'],
      ['TEST-RPT-002', 'fail', 'warning', undefined],
      ['TEST-RPT-003', 'fail', 'note', undefined],
      ['TEST-RPT-001', 'open', 'none', undefined],
      ['TEST-L2-002', 'fail', 'warning', 'known'],
    ]);
    expect(results[0].suppressions).toEqual([{ kind: 'external', status: 'accepted', justification: 'the admins team onboards everyone' }]);
    for (const r of results) expect(driverIndex(r.ruleId)).toBe(r.ruleIndex);
  });

  test('locations: the Terraform address and the construct path, and the line of the attribute in cdk.tf.json', () => {
    const [first] = sarif.runs[0].results;
    const loc = first.locations[0];
    expect(loc.logicalLocations).toEqual([
      { name: 'team_admins_8BD029C8', fullyQualifiedName: 'repo_group.team_admins_8BD029C8', kind: 'resource' },
      { name: 'admins', fullyQualifiedName: 'web/team/admins', kind: 'object' },
    ]);
    expect(loc.physicalLocation.artifactLocation).toEqual({ uri: 'stacks/web/cdk.tf.json', uriBaseId: 'OUTDIR' });
    const tf = fs.readFileSync(path.join(synthesized.outdir, 'stacks', 'web', 'cdk.tf.json'), 'utf8').split('\n');
    expect(tf[loc.physicalLocation.region.startLine - 1].trim()).toBe('"auto_add": true,');
    const l2 = sarif.runs[0].results[4].locations[0];
    expect(l2.logicalLocations).toEqual([{ name: 'team', fullyQualifiedName: 'web/team', kind: 'object' }]);
    expect(l2.physicalLocation.region).toBeUndefined();
  });

  function driverIndex(id: string): number {
    return sarif.runs[0].tool.driver.rules.findIndex((r: any) => r.id === id);
  }
});

test('stableJson writes what the framework writes (json-stable-stringify, two spaces; empty objects as it writes them), so its lines are the file\'s', () => {
  const file = path.join(synthesized.outdir, 'stacks', 'web', 'cdk.tf.json');
  expect(stableJson(JSON.parse(fs.readFileSync(file, 'utf8')), frameworkWritesCompactEmpty()).text).toBe(fs.readFileSync(file, 'utf8'));
  expect(stableJson({ b: [], a: {}, c: [1, { d: undefined, e: null }], f: undefined }).text).toBe(
    '{\n  "a": {\n  },\n  "b": [\n  ],\n  "c": [\n    1,\n    {\n      "e": null\n    }\n  ]\n}',
  );
  // CDK Terrain writes an empty object or list on one line
  expect(stableJson({ b: [], a: {}, c: [1] }, true).text).toBe('{\n  "a": {},\n  "b": [],\n  "c": [\n    1\n  ]\n}');
});
