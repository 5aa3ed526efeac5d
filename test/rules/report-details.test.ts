/**
 * The findings report in detail (src/rules/report.ts), on hand-made stack states: the counts of
 * `summarize`; the whole object `buildReport` returns; the whole SARIF log of `buildSarif` (the
 * driver's rules, each result's text, kind, level, locations and suppression); the line a SARIF
 * location points at in the stack's JSON; the text and lines of `stableJson`; the probe of the
 * framework's layout (`frameworkWritesCompactEmpty`); and the files `writeReports` writes at synth.
 */
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { App, TerraformStack, Testing } from 'cdktf';
import { Construct } from 'constructs';
import { repo, rules } from '../../src';
import { registerKnownRule } from '../../src/rules/acknowledgements';
import { defineRule } from '../../src/rules/define';
import { buildReport, buildSarif, stableJson, summarize, summaryLine } from '../../src/rules/report';
import { Finding, StackState } from '../../src/rules/state';

/** The real `fs` module (the one src/rules/report.ts reads through), so that it can be spied on. */
const realFs = (): typeof fs => jest.requireActual<typeof fs>('fs');

/** A finding; the fields not given are those of an open error on `repo_group.admins`'s `auto_add`. */
function finding(over: Partial<Finding> = {}): Finding {
  return {
    ruleId: 'TEST-DET-001',
    severity: 'error',
    outcome: 'fail',
    acknowledged: false,
    address: 'repo_group.admins',
    constructPath: 'web/admins',
    attributePath: 'auto_add',
    message: 'auto_add is true',
    summary: 'auto_add is not true',
    fix: 'Change auto_add',
    ...over,
  };
}

function stateOf(findings: Finding[] = []): StackState {
  return { findings, rulesRun: new Map(), packs: new Map(), judged: new Set(), conflicts: new Set() };
}

function detailRule(id: string, attribute: string): rules.Rule {
  return defineRule({
    id,
    severity: rules.FindingSeverity.ERROR,
    summary: `${attribute} is not true`,
    explanation: `A test rule: least access (${attribute}).`,
    fix: `Change ${attribute}`,
    resourceTypes: ['repo_group', 'repo_permission_group'],
  }, () => []);
}

function packageJson(): { name: string; version: string } {
  return JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', 'package.json'), 'utf8'));
}

const EMPTY_SUMMARY = { rulesRun: 0, errors: 0, warnings: 0, info: 0, acknowledged: 0, notJudged: 0 };

describe('summarize', () => {
  test('counts the open findings by severity (not-judged ones apart), the acknowledged ones, and the rules run', () => {
    const state = stateOf([
      finding({ severity: 'error', outcome: 'fail' }),
      finding({ severity: 'error', outcome: 'check-failed' }),
      finding({ severity: 'warning', outcome: 'fail' }),
      finding({ severity: 'info', outcome: 'fail' }),
      finding({ severity: 'info', outcome: 'not-judged' }),
      finding({ severity: 'info', outcome: 'not-judged' }),
      finding({ severity: 'error', outcome: 'fail', acknowledged: true, reason: 'accepted' }),
      finding({ severity: 'warning', outcome: 'l2-warning', acknowledged: true, reason: 'known' }),
      finding({ severity: 'info', outcome: 'not-judged', acknowledged: true, reason: 'known' }),
    ]);
    state.rulesRun.set('TEST-DET-001', { rule: detailRule('TEST-DET-001', 'auto_add'), severity: 'error', pack: 'detail-pack' });
    state.rulesRun.set('TEST-DET-002', { rule: detailRule('TEST-DET-002', 'permission'), severity: 'warning', pack: 'detail-pack' });
    expect(summarize(state)).toEqual({ rulesRun: 2, errors: 2, warnings: 1, info: 1, acknowledged: 3, notJudged: 2 });
  });

  test('summaryLine: the stack and every count in one line', () => {
    expect(summaryLine('web', { rulesRun: 2, errors: 3, warnings: 4, info: 5, acknowledged: 6, notJudged: 7 }))
      .toBe('rules: web: 2 rules run, 3 errors, 4 warnings, 5 info, 6 acknowledged, 7 not judged');
  });
});

describe('buildReport', () => {
  test('the whole report: tool from package.json, stack, packs with their rule ids, rules run, summary, findings, acknowledgements', () => {
    const stack = new TerraformStack(Testing.app(), 'web');
    const team = new Construct(stack, 'team');
    const r1 = detailRule('TEST-DET-001', 'auto_add');
    const r2 = detailRule('TEST-DET-002', 'permission');
    const state = stateOf([
      finding({ acknowledged: true, reason: 'the admins team onboards everyone' }),
      finding({ ruleId: 'TEST-DET-002', severity: 'warning', attributePath: 'permission', message: 'permission is "admin"', summary: 'permission is not "admin"', fix: 'Change permission' }),
    ]);
    state.packs.set('detail-pack', { pack: new rules.RulePack('detail-pack', [r1, r2]), scopePath: 'web/team' });
    state.rulesRun.set('TEST-DET-001', { rule: r1, severity: 'error', pack: 'detail-pack' });
    state.rulesRun.set('TEST-DET-002', { rule: r2, severity: 'warning', pack: 'detail-pack' });
    const acks = [
      { ack: { scope: team, ruleId: 'TEST-DET-001', reason: 'the admins team onboards everyone', usedIn: new Set(['web']) }, known: true, used: true },
      { ack: { scope: stack, ruleId: 'TEST-DET-404', reason: 'stale', usedIn: new Set<string>() }, known: false, used: false },
    ];
    const pkg = packageJson();

    expect(buildReport(stack, state, acks)).toEqual({
      tool: { name: pkg.name, version: pkg.version },
      stack: 'web',
      constructPath: 'web',
      packs: [{ name: 'detail-pack', appliedAt: 'web/team', rules: ['TEST-DET-001', 'TEST-DET-002'] }],
      rules: [
        {
          id: 'TEST-DET-001',
          severity: 'error',
          pack: 'detail-pack',
          summary: 'auto_add is not true',
          explanation: 'A test rule: least access (auto_add).',
          fix: 'Change auto_add',
          resourceTypes: ['repo_group', 'repo_permission_group'],
        },
        {
          id: 'TEST-DET-002',
          severity: 'warning',
          pack: 'detail-pack',
          summary: 'permission is not true',
          explanation: 'A test rule: least access (permission).',
          fix: 'Change permission',
          resourceTypes: ['repo_group', 'repo_permission_group'],
        },
      ],
      summary: { rulesRun: 2, errors: 0, warnings: 1, info: 0, acknowledged: 1, notJudged: 0 },
      findings: [
        {
          ruleId: 'TEST-DET-001',
          severity: 'error',
          outcome: 'fail',
          acknowledged: true,
          reason: 'the admins team onboards everyone',
          address: 'repo_group.admins',
          constructPath: 'web/admins',
          attributePath: 'auto_add',
          message: 'auto_add is true',
          summary: 'auto_add is not true',
          fix: 'Change auto_add',
        },
        {
          ruleId: 'TEST-DET-002',
          severity: 'warning',
          outcome: 'fail',
          acknowledged: false,
          address: 'repo_group.admins',
          constructPath: 'web/admins',
          attributePath: 'permission',
          message: 'permission is "admin"',
          summary: 'permission is not "admin"',
          fix: 'Change permission',
        },
      ],
      acknowledgements: [
        { ruleId: 'TEST-DET-001', constructPath: 'web/team', reason: 'the admins team onboards everyone', known: true, used: true },
        { ruleId: 'TEST-DET-404', constructPath: 'web', reason: 'stale', known: false, used: false },
      ],
    });
  });

  test('the tool is the fallback cdktf-triad 0.0.0 when package.json cannot be read', () => {
    const real = realFs();
    const original = real.readFileSync;
    const read = jest.spyOn(real, 'readFileSync').mockImplementation(((file: fs.PathOrFileDescriptor, options?: any) => {
      if (String(file).endsWith('package.json')) throw new Error('unreadable');
      return original(file, options);
    }) as typeof fs.readFileSync);
    try {
      expect(buildReport(new TerraformStack(Testing.app(), 'web'), stateOf(), []).tool).toEqual({ name: 'cdktf-triad', version: '0.0.0' });
    } finally {
      read.mockRestore();
    }
  });
});

describe('buildSarif', () => {
  test('the whole log: schema, version, the driver (rules run, then the other ids found), the OUTDIR base, results, properties', () => {
    const stack = new TerraformStack(Testing.app(), 'web');
    registerKnownRule('TEST-L2-901', 'A known L2 warning', 'Do the known thing');
    const r1 = detailRule('TEST-DET-001', 'auto_add');
    const state = stateOf([
      finding(),
      finding({ ruleId: 'TEST-L2-901', severity: 'warning', outcome: 'l2-warning', address: '', constructPath: 'web/team', attributePath: '', message: 'an L2 warning', summary: 'its own summary', fix: 'its own fix' }),
      finding({ ruleId: 'TEST-DET-777', severity: 'info', outcome: 'fail', summary: 'an unknown rule', fix: 'Fix it' }),
      finding({ ruleId: 'TEST-DET-778', severity: 'error', outcome: 'check-failed', address: '', constructPath: 'web/team', attributePath: '', message: 'the check threw', summary: 'a rule that threw', fix: '' }),
      finding({ ruleId: 'TEST-DET-777', severity: 'info', outcome: 'fail', summary: 'an unknown rule', fix: 'Fix it', address: 'repo_group.other', constructPath: 'web/other' }),
    ]);
    state.rulesRun.set('TEST-DET-001', { rule: r1, severity: 'warning', pack: 'detail-pack' });
    const pkg = packageJson();

    const sarif = buildSarif(stack, state, 'stacks/web/cdk.tf.json', undefined);
    expect(sarif).toEqual({
      $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
      version: '2.1.0',
      runs: [{
        tool: {
          driver: {
            name: pkg.name,
            version: pkg.version,
            rules: [
              {
                id: 'TEST-DET-001',
                shortDescription: { text: 'auto_add is not true' },
                fullDescription: { text: 'A test rule: least access (auto_add).' },
                help: { text: 'Fix: Change auto_add' },
                defaultConfiguration: { level: 'warning' },
                properties: { pack: 'detail-pack', resourceTypes: ['repo_group', 'repo_permission_group'] },
              },
              {
                id: 'TEST-L2-901',
                shortDescription: { text: 'A known L2 warning' },
                help: { text: 'Fix: Do the known thing' },
                defaultConfiguration: { level: 'warning' },
                properties: { kind: 'l2-warning' },
              },
              {
                id: 'TEST-DET-777',
                shortDescription: { text: 'an unknown rule' },
                help: { text: 'Fix: Fix it' },
                defaultConfiguration: { level: 'note' },
                properties: { kind: 'rule' },
              },
              {
                id: 'TEST-DET-778',
                shortDescription: { text: 'a rule that threw' },
                defaultConfiguration: { level: 'error' },
                properties: { kind: 'rule' },
              },
            ],
          },
        },
        originalUriBaseIds: { OUTDIR: { description: { text: 'The folder cdktf synthesizes into (cdktf.out by default).' } } },
        results: sarif.runs[0].results,
        properties: {
          stack: 'web',
          constructPath: 'web',
          summary: { ...EMPTY_SUMMARY, rulesRun: 1, errors: 2, warnings: 1, info: 2 },
        },
      }],
    });
    expect(sarif.runs[0].tool.driver.rules[3]).not.toHaveProperty('help');
    expect(sarif.runs[0].results.map((r: any) => [r.ruleId, r.ruleIndex])).toEqual([
      ['TEST-DET-001', 0], ['TEST-L2-901', 1], ['TEST-DET-777', 2], ['TEST-DET-778', 3], ['TEST-DET-777', 2],
    ]);
  });

  describe('one result', () => {
    const only = (f: Finding, lines?: Map<string, number>): any =>
      buildSarif(new TerraformStack(Testing.app(), 'web'), stateOf([f]), 'stacks/web/cdk.tf.json', lines).runs[0].results[0];

    test('a failure: kind fail at the severity\'s level, text with address, attribute and fix, both logical locations', () => {
      const r = only(finding({ severity: 'info' }));
      expect(r).toEqual({
        ruleId: 'TEST-DET-001',
        ruleIndex: 0,
        kind: 'fail',
        level: 'note',
        message: { text: 'auto_add is not true: auto_add is true (repo_group.admins, attribute auto_add). Fix: Change auto_add' },
        locations: [{
          physicalLocation: { artifactLocation: { uri: 'stacks/web/cdk.tf.json', uriBaseId: 'OUTDIR' } },
          logicalLocations: [
            { name: 'admins', fullyQualifiedName: 'repo_group.admins', kind: 'resource' },
            { name: 'admins', fullyQualifiedName: 'web/admins', kind: 'object' },
          ],
        }],
        properties: { outcome: 'fail', severity: 'info', address: 'repo_group.admins', constructPath: 'web/admins', attributePath: 'auto_add' },
      });
      expect(r).not.toHaveProperty('suppressions');
      expect(r.locations[0].physicalLocation).not.toHaveProperty('region');
    });

    test('a failure of the whole resource without a fix: the address alone, and the text ends with the period', () => {
      expect(only(finding({ attributePath: '', fix: '' })).message.text).toBe('auto_add is not true: auto_add is true (repo_group.admins).');
    });

    test('a finding without an address (a check that threw on a construct): no resource location, no place in the text', () => {
      const r = only(finding({ outcome: 'check-failed', address: '', attributePath: '', constructPath: 'web/team/admins', message: 'the check threw' }));
      expect(r.message.text).toBe('auto_add is not true: the check threw. Fix: Change auto_add');
      expect(r.locations[0].logicalLocations).toEqual([{ name: 'admins', fullyQualifiedName: 'web/team/admins', kind: 'object' }]);
    });

    test('a not-judged finding: kind open, level none, "Not judged:" text without the fix', () => {
      const r = only(finding({ severity: 'info', outcome: 'not-judged', message: 'auto_add is unknown until Terraform runs' }));
      expect([r.kind, r.level, r.message.text]).toEqual([
        'open', 'none', 'Not judged: auto_add is not true: auto_add is unknown until Terraform runs (repo_group.admins, attribute auto_add)',
      ]);
    });

    test('an L2 warning: its message alone as the text, kind fail at level warning', () => {
      const r = only(finding({ ruleId: 'TEST-L2-902', severity: 'warning', outcome: 'l2-warning', address: '', attributePath: '', message: 'a warning of an L2' }));
      expect([r.kind, r.level, r.message.text]).toEqual(['fail', 'warning', 'a warning of an L2']);
    });

    test('an acknowledged finding: an accepted external suppression with the reason', () => {
      const r = only(finding({ acknowledged: true, reason: 'the admins team onboards everyone' }));
      expect(r.suppressions).toEqual([{ kind: 'external', status: 'accepted', justification: 'the admins team onboards everyone' }]);
    });
  });

  describe('the line of a location', () => {
    /** A stack's JSON: a resource with a list of 13 blocks, a data source, and a resource whose name holds a dot. */
    function stackJson(): { text: string; lines: Map<string, number> } {
      const items = Array.from({ length: 13 }, (_, i) => ({ name: `item-${i}`, value: i }));
      return stableJson({
        data: { repo_workspace: { 'ws': { slug: 'ws-slug' }, 'odd.name': { slug: 'odd-slug' } } },
        resource: { repo_group: { 'admins': { auto_add: true, items, name: 'admins' }, 'odd.name': { name: 'odd' } } },
      });
    }

    function lineText(address: string, attributePath: string): string | undefined {
      const { text, lines } = stackJson();
      const r = buildSarif(new TerraformStack(Testing.app(), 'web'), stateOf([finding({ address, attributePath })]), 'stacks/web/cdk.tf.json', lines).runs[0].results[0];
      const region = r.locations[0].physicalLocation.region;
      return region === undefined ? undefined : `${region.startLine}: ${text.split('\n')[region.startLine - 1].trim()}`;
    }

    function lineOfText(needle: string): string {
      const all = stackJson().text.split('\n');
      const i = all.findIndex((l) => l.trim() === needle);
      if (i < 0) throw new Error(`no line ${needle}`);
      return `${i + 1}: ${needle}`;
    }

    test('the attribute\'s line', () => {
      expect(lineText('repo_group.admins', 'auto_add')).toBe(lineOfText('"auto_add": true,'));
    });

    test('an attribute inside a list, at an index of one digit and of two', () => {
      expect(lineText('repo_group.admins', 'items[0].name')).toBe(lineOfText('"name": "item-0",'));
      expect(lineText('repo_group.admins', 'items[12].value')).toBe(lineOfText('"value": 12'));
    });

    test('the resource\'s block when the attribute is not in the JSON, or when there is none', () => {
      expect(lineText('repo_group.admins', 'missing.deeper')).toBe(lineOfText('"admins": {'));
      expect(lineText('repo_group.admins', '')).toBe(lineOfText('"admins": {'));
    });

    test('an attribute of a data source', () => {
      expect(lineText('data.repo_workspace.ws', 'slug')).toBe(lineOfText('"slug": "ws-slug"'));
    });

    test('a name holding a dot is the rest of the address, for a resource and for a data source', () => {
      expect(lineText('repo_group.odd.name', 'name')).toBe(lineOfText('"name": "odd"'));
      expect(lineText('data.repo_workspace.odd.name', 'slug')).toBe(lineOfText('"slug": "odd-slug"'));
    });

    test('no line for an address the JSON does not hold, and none without the lines', () => {
      expect(lineText('repo_group.gone', 'auto_add')).toBeUndefined();
      const r = buildSarif(new TerraformStack(Testing.app(), 'web'), stateOf([finding()]), 'stacks/web/cdk.tf', undefined).runs[0].results[0];
      expect(r.locations[0].physicalLocation).toEqual({ artifactLocation: { uri: 'stacks/web/cdk.tf', uriBaseId: 'OUTDIR' } });
    });
  });
});

describe('stableJson', () => {
  test('the line of each key and item, nested, 1-based; keys left out have none, an array\'s missing item has its null\'s', () => {
    const { text, lines } = stableJson({ b: [10, { c: 1 }, undefined], a: 1, skipped: undefined });
    expect(text).toBe('{\n  "a": 1,\n  "b": [\n    10,\n    {\n      "c": 1\n    },\n    null\n  ]\n}');
    expect(lines).toEqual(new Map([
      [JSON.stringify(['a']), 2],
      [JSON.stringify(['b', 0]), 4],
      [JSON.stringify(['b', 1, 'c']), 6],
      [JSON.stringify(['b', 1]), 5],
      [JSON.stringify(['b', 2]), 8],
      [JSON.stringify(['b']), 3],
    ]));
  });

  test('a value with toJSON is written as what toJSON returns', () => {
    expect(stableJson({ when: new Date(0) }).text).toBe('{\n  "when": "1970-01-01T00:00:00.000Z"\n}');
  });

  test('functions and symbols are left out of an object and written null in an array', () => {
    expect(stableJson({ a: 1, f: () => 1, s: Symbol('s') }).text).toBe('{\n  "a": 1\n}');
    expect(stableJson([1, () => 1, Symbol('s')]).text).toBe('[\n  1,\n  null,\n  null\n]');
  });

  test('compact: an object whose keys are all left out (undefined, function, symbol) is written {}', () => {
    expect(stableJson({ u: { x: undefined }, f: { x: () => 1 }, s: { x: Symbol('s') }, e: {}, l: [], k: { x: 1 } }, true).text).toBe(
      '{\n  "e": {},\n  "f": {},\n  "k": {\n    "x": 1\n  },\n  "l": [],\n  "s": {},\n  "u": {}\n}',
    );
  });
});

describe('frameworkWritesCompactEmpty (a fresh module each test: the answer is kept once read)', () => {
  type Probe = typeof import('../../src/rules/report').frameworkWritesCompactEmpty;

  function freshProbe(): Probe {
    let probe: Probe | undefined;
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      probe = require('../../src/rules/report').frameworkWritesCompactEmpty;
    });
    return probe!;
  }

  afterEach(() => {
    jest.restoreAllMocks();
  });

  test('the framework\'s own layout (cdktf 0.21: two lines, false; CDK Terrain: {}, true), read from a probe in a temp folder cdktf-triad-layout-* that is removed afterwards', () => {
    const probe = freshProbe();
    const made = jest.spyOn(realFs(), 'mkdtempSync');
    // the suite runs on cdktf and again on CDK Terrain (`cdktf` resolved to `cdktn`)
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const terrain = require('cdktf/package.json').name === 'cdktn';
    expect(probe()).toBe(terrain);
    expect(made).toHaveBeenCalledTimes(1);
    const dir = String(made.mock.results[0].value);
    expect(path.dirname(dir)).toBe(os.tmpdir());
    expect(path.basename(dir)).toMatch(/^cdktf-triad-layout-/);
    expect(fs.existsSync(dir)).toBe(false);
  });

  test('true when the probe stack\'s cdk.tf.json (json, in <outdir>/stacks/probe) writes an empty object as {}', () => {
    const probe = freshProbe();
    const real = realFs();
    const made = jest.spyOn(real, 'mkdtempSync');
    const original = real.readFileSync;
    // a framework that writes `{}`: the probe's file as cdktf writes it, its empty objects on one line
    jest.spyOn(real, 'readFileSync').mockImplementation(((file: fs.PathOrFileDescriptor, options?: any) => {
      const text = original(file, options);
      const dir = made.mock.results[0]?.value;
      return dir !== undefined && file === path.join(dir, 'stacks', 'probe', 'cdk.tf.json') ? String(text).replace(/\{\s*\}/g, '{}') : text;
    }) as typeof fs.readFileSync);
    expect(probe()).toBe(true);
  });

  test('false when the probe cannot be written', () => {
    const probe = freshProbe();
    jest.spyOn(realFs(), 'mkdtempSync').mockImplementation(() => {
      throw new Error('no temp folder');
    });
    expect(probe()).toBe(false);
  });

  test('the answer is read once: a second call makes no second probe', () => {
    const probe = freshProbe();
    const made = jest.spyOn(realFs(), 'mkdtempSync');
    const first = probe();
    expect(probe()).toBe(first);
    expect(made).toHaveBeenCalledTimes(1);
  });
});

describe('writeReports at synth', () => {
  let outdir: string;

  beforeEach(() => {
    outdir = fs.mkdtempSync(path.join(os.tmpdir(), 'rules-report-details-'));
  });

  afterEach(() => {
    fs.rmSync(outdir, { recursive: true, force: true });
  });

  /** Synthesizes a stack `web` with one warning finding on `repo_group.admins`'s `auto_add`; the lines printed. */
  function synth(hclOutput: boolean): string[] {
    const app = new App({ outdir, hclOutput });
    const s = new TerraformStack(app, 'web');
    new repo.RepoProvider(s, 'repo');
    new repo.Group(s, 'admins', { workspace: 'ws', name: 'admins', autoAdd: true });
    const warn = defineRule({
      id: 'TEST-DET-101',
      severity: rules.FindingSeverity.WARNING,
      summary: 'auto_add is not true',
      explanation: 'A test rule: least access.',
      fix: 'Change auto_add',
      resourceTypes: ['repo_group'],
    }, (subject) => (subject.value('auto_add') === true ? [rules.Judgement.fail('auto_add', 'auto_add is true')] : [rules.Judgement.pass()]));
    rules.Rules.apply(s, new rules.RulePack('detail-pack', [warn]));
    const printed: string[] = [];
    const log = jest.spyOn(console, 'log').mockImplementation((line: string) => { printed.push(line); });
    try {
      app.synth();
    } finally {
      log.mockRestore();
    }
    return printed;
  }

  const raw = (file: string) => fs.readFileSync(path.join(outdir, 'stacks', 'web', file), 'utf8');

  test('findings.json and findings.sarif are JSON with two spaces and a final newline; the summary line is printed', () => {
    expect(synth(false)).toEqual(['rules: web: 1 rules run, 0 errors, 1 warnings, 0 info, 0 acknowledged, 0 not judged']);
    for (const file of ['findings.json', 'findings.sarif']) {
      const text = raw(file);
      expect(text).toBe(JSON.stringify(JSON.parse(text), null, 2) + '\n');
    }
    expect(JSON.parse(raw('findings.json')).findings.map((f: any) => [f.ruleId, f.address])).toEqual([['TEST-DET-101', 'repo_group.admins']]);
  });

  test('with JSON output, the result points at the attribute\'s line of stacks/web/cdk.tf.json', () => {
    synth(false);
    const loc = JSON.parse(raw('findings.sarif')).runs[0].results[0].locations[0].physicalLocation;
    expect(loc.artifactLocation).toEqual({ uri: 'stacks/web/cdk.tf.json', uriBaseId: 'OUTDIR' });
    expect(raw('cdk.tf.json').split('\n')[loc.region.startLine - 1].trim()).toBe('"auto_add": true,');
  });

  test('with HCL output, the result names stacks/web/cdk.tf and no line', () => {
    synth(true);
    const loc = JSON.parse(raw('findings.sarif')).runs[0].results[0].locations[0].physicalLocation;
    expect(loc).toEqual({ artifactLocation: { uri: 'stacks/web/cdk.tf', uriBaseId: 'OUTDIR' } });
  });
});
