/**
 * The warnings the constructs emit have ids (the registry `L2_WARNINGS`): every warning site in the
 * L2s and the L1 schema checks uses an id of the registry and every id of the registry is used; the
 * warning is written `[<id>] <message>`; `Rules.acknowledge(scope, id, reason)` turns it into an info
 * for the construct and everything below it (no pack needed), also when the acknowledgement comes after
 * the construct, and the report lists it as acknowledged.
 */
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { AnnotationMetadataEntryType, Testing, TerraformStack, TerraformVariable } from 'cdktf';
import { Construct, IConstruct } from 'constructs';
import { idp, repo, rules } from '../../src';
import { L2_WARNINGS } from '../../src/rules/l2-warnings';
import { RULE_ID } from '../../src/rules/rule';
import { annotationsOf, quietFullSynth, repoStack } from '../support/rules';

const { Rules } = rules;
const ROOT = path.join(__dirname, '..', '..');

/** The .ts files under a folder of the repository. */
function sources(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name.endsWith('.ts')) out.push(p);
    }
  };
  walk(path.join(ROOT, dir));
  return out;
}

/** The files that emit warnings: the L2s, the schema checks of the L1s and the providers' credential checks. */
const WARNING_SOURCES = [...sources('src/l2'), path.join(ROOT, 'src', 'constructs', 'validation.ts'), path.join(ROOT, 'src', 'constructs', 'provider.ts')];

/** Every call of l2Warning / l2WarningNow in a file: where, and the ids (quoted) in its id argument. */
function warningCalls(file: string): Array<{ at: string; ids: string[] }> {
  const text = fs.readFileSync(file, 'utf8');
  const out: Array<{ at: string; ids: string[] }> = [];
  const at = (index: number) => `${path.relative(ROOT, file)}:${text.slice(0, index).split('\n').length}`;
  // the names a shared rule's warnings are taken into (`const [http, noEffect] = rule.warnings;`): a
  // call with one of them gives an id of a rule's table, each table a site of its own (below)
  const fromTables = new Set([...text.matchAll(/const \[([^\]]+)\] = rule\.warnings;/g)].flatMap((m) => m[1].split(',').map((n) => n.trim())));
  // the id is the second argument; it may be a choice between quoted ids (`x ? 'A-001' : 'B-001'`)
  const call = /\bl2Warning(?:Now)?\(\s*[^,]+,\s*([^,]+),/g;
  for (let m = call.exec(text); m; m = call.exec(text)) {
    if (fromTables.has(m[1].trim())) continue;
    out.push({ at: at(m.index), ids: [...m[1].matchAll(/'([^']*)'/g)].map((x) => x[1]) });
  }
  // a table of the ids a shared rule warns with (`warnings: ['WEBHOOK-L2-001', ...]`)
  for (const m of text.matchAll(/\bwarnings: \[([^\]]*)\]/g)) out.push({ at: at(m.index!), ids: [...m[1].matchAll(/'([^']*)'/g)].map((x) => x[1]) });
  return out;
}

const annotations = annotationsOf;
const warningsOf = (c: IConstruct) => annotations(c, AnnotationMetadataEntryType.WARN);
const infosOf = (c: IConstruct) => annotations(c, AnnotationMetadataEntryType.INFO);
const errorsOf = (c: IConstruct) => annotations(c, AnnotationMetadataEntryType.ERROR);
const everywhere = (s: IConstruct, type: string) => s.node.findAll().flatMap((c) => annotations(c, type));

const fullSynth = quietFullSynth;

const ADMIN_GROUP = { workspace: 'acme', name: 'admins', permission: 'admin', autoAdd: true };

describe('the registry', () => {
  test('ids are rule ids, each once, with a summary and a fix', () => {
    const ids = L2_WARNINGS.map((w) => w.id);
    expect(ids.length).toBeGreaterThan(10);
    expect(new Set(ids).size).toBe(ids.length);
    for (const w of L2_WARNINGS) {
      expect([w.id, RULE_ID.test(w.id)]).toEqual([w.id, true]);
      expect([w.id, w.summary.trim().length > 10, w.fix.trim().length > 5]).toEqual([w.id, true, true]);
    }
  });

  test('every warning of the L2s and of the L1 schema checks goes through l2Warning / l2WarningNow', () => {
    const direct = WARNING_SOURCES.flatMap((file) => fs.readFileSync(file, 'utf8').split('\n')
      .map((line, i) => ({ line, at: `${path.relative(ROOT, file)}:${i + 1}` }))
      .filter(({ line }) => /addWarning\(|AnnotationMetadataEntryType\.WARN\b/.test(line))
      .map(({ at }) => at));
    expect(direct).toEqual([]);
  });

  test('every id a warning site uses is in the registry, and every id of the registry is used', () => {
    const calls = WARNING_SOURCES.flatMap(warningCalls);
    expect(calls.length).toBeGreaterThan(15);
    // each call names its id as a literal
    expect(calls.filter((c) => c.ids.length === 0).map((c) => c.at)).toEqual([]);
    const registered = new Set(L2_WARNINGS.map((w) => w.id));
    const unknown = calls.flatMap((c) => c.ids.filter((id) => !registered.has(id)).map((id) => `${c.at}: ${id}`));
    expect(unknown).toEqual([]);
    const used = new Set(calls.flatMap((c) => c.ids));
    expect(L2_WARNINGS.map((w) => w.id).filter((id) => !used.has(id))).toEqual([]);
  });

  test('the scan finds an id that is not registered', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'l2-warnings-'));
    const file = path.join(dir, 'site.ts');
    fs.writeFileSync(file, "l2Warning(this, 'NOPE-L2-001', 'x');\nl2WarningNow(owner, ok ? 'L1-SECRET-001' : 'NOPE-L2-002', `m`);\n");
    try {
      expect(warningCalls(file).map((c) => c.ids)).toEqual([['NOPE-L2-001'], ['L1-SECRET-001', 'NOPE-L2-002']]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('a warning and the baseline rule that reports the same setting (sameAs)', () => {
  test('every id a warning names as the same is a rule of the baseline, and the pairs are the ones documented', () => {
    const baseline = new Set(rules.RulePacks.baseline().rules.map((r) => r.id));
    const pairs = L2_WARNINGS.flatMap((w) => (w.sameAs ?? []).map((id) => `${w.id} = ${id}`));
    expect(pairs.filter((p) => !baseline.has(p.split(' = ')[1]))).toEqual([]);
    expect(pairs).toEqual(expect.arrayContaining(['REPO-L2-001 = REPO-GROUP-001', 'CAP-L2-001 = CAP-AUTOSCALER-001', 'L1-SECRET-001 = REPO-SECRET-001']));
  });

  /** A group that gives both the warning REPO-L2-001 and, under the baseline, the finding REPO-GROUP-001. */
  function judgedGroup(acknowledge: (g: repo.PermissionGroup) => void) {
    const s = repoStack();
    const g = new repo.PermissionGroup(s, 'Admins', ADMIN_GROUP);
    const other = new repo.PermissionGroup(s, 'Others', { ...ADMIN_GROUP, name: 'others' });
    Rules.apply(s, rules.RulePacks.repoBaseline());
    acknowledge(g);
    fullSynth(s);
    const ids = (texts: string[]) => texts.map((t) => /^\[([A-Z0-9-]+)\]/.exec(t)?.[1]).sort();
    const acknowledged = infosOf(g).filter((t) => / acknowledged: /.test(t));
    return { s, g, other, warnings: ids(warningsOf(g)), infos: ids(acknowledged), otherWarnings: ids(warningsOf(other)) };
  }

  test.each([['REPO-L2-001'], ['REPO-GROUP-001']])('an acknowledgement of %s accepts both, and is not stale', (id) => {
    const r = judgedGroup((g) => Rules.acknowledge(g, id, 'the admins group onboards the platform team'));
    expect(r.warnings).toEqual([]);
    expect(r.infos).toEqual(['REPO-GROUP-001', 'REPO-L2-001']);
    expect(everywhere(r.s, AnnotationMetadataEntryType.WARN).filter((w) => /stale|accepted nothing/i.test(w))).toEqual([]);
    expect(everywhere(r.s, AnnotationMetadataEntryType.ERROR)).toEqual([]);
    // the other group, not acknowledged, keeps both
    expect(r.otherWarnings).toEqual(expect.arrayContaining(['REPO-GROUP-001', 'REPO-L2-001']));
  });

  test('an acknowledgement of another id accepts neither', () => {
    const r = judgedGroup((g) => Rules.acknowledge(g, 'REPO-HOOK-002', 'no webhook here'));
    expect(r.warnings).toEqual(['REPO-GROUP-001', 'REPO-L2-001']);
  });
});

describe('a warning given while an L2 is built (REPO-L2-001)', () => {
  test('is a warning with its id at synth', () => {
    const s = repoStack();
    const g = new repo.PermissionGroup(s, 'Admins', ADMIN_GROUP);
    fullSynth(s);
    expect(warningsOf(g)).toEqual([
      '[REPO-L2-001] PermissionGroup: autoAdd is true and permission is "admin": every new member of the workspace becomes an administrator of its repositories; add administrators with addMember instead',
    ]);
  });

  test('acknowledged on the construct, after it was built, without any pack: an info, no warning, no stale or unknown-id annotation', () => {
    const s = repoStack();
    const g = new repo.PermissionGroup(s, 'Admins', ADMIN_GROUP);
    Rules.acknowledge(g, 'REPO-L2-001', 'the admins group onboards the platform team');
    fullSynth(s);
    expect(everywhere(s, AnnotationMetadataEntryType.WARN)).toEqual([]);
    expect(everywhere(s, AnnotationMetadataEntryType.ERROR)).toEqual([]);
    expect(infosOf(g)).toEqual([expect.stringMatching(/^\[REPO-L2-001\] acknowledged: the admins group onboards the platform team \(PermissionGroup: autoAdd is true/)]);
  });

  test('acknowledged on a scope above: every construct below it; a construct elsewhere still warns', () => {
    const s = repoStack();
    const team = new Construct(s, 'Team');
    const inside = new repo.PermissionGroup(team, 'Admins', ADMIN_GROUP);
    const outside = new repo.PermissionGroup(s, 'Others', { ...ADMIN_GROUP, name: 'others' });
    Rules.acknowledge(team, 'REPO-L2-001', 'the team onboards its admins itself');
    fullSynth(s);
    expect(warningsOf(inside)).toEqual([]);
    expect(warningsOf(outside)).toEqual([expect.stringMatching(/^\[REPO-L2-001\] /)]);
  });

  test('another id acknowledged does not hide it, and is reported as stale', () => {
    const s = repoStack();
    const g = new repo.PermissionGroup(s, 'Admins', ADMIN_GROUP);
    Rules.acknowledge(g, 'REPO-L2-002', 'wrong id');
    fullSynth(s);
    expect(warningsOf(g)).toEqual([
      expect.stringMatching(/^\[REPO-L2-001\] /),
      expect.stringContaining('stale acknowledgement: REPO-L2-002'),
    ]);
  });

  test('the report lists it, acknowledged, with its reason', () => {
    const s = repoStack();
    const g = new repo.PermissionGroup(s, 'Admins', ADMIN_GROUP);
    Rules.acknowledge(g, 'REPO-L2-001', 'known');
    const outdir = fullSynth(s);
    const report = JSON.parse(fs.readFileSync(path.join(outdir, 'stacks', 'stack', 'findings.json'), 'utf8'));
    expect(report.findings).toEqual([expect.objectContaining({ ruleId: 'REPO-L2-001', acknowledged: true, reason: 'known', constructPath: 'stack/Admins' })]);
  });
});

describe('a warning given at synth (IDP-L2-003, in a validation)', () => {
  function route(s: TerraformStack): idp.NotificationRoute {
    new idp.IdpProvider(s, 'idp');
    const r = new idp.NotificationRoute(s, 'Route', { name: 'r', group: idp.IdpRef.fromGroupUuid('admins') });
    r.matchEvents({ action: 'login_failed' });
    return r;
  }

  test('is a warning with its id, also in a synth without packs or acknowledgements', () => {
    const s = new TerraformStack(Testing.app(), 'stack');
    const r = route(s);
    fullSynth(s);
    expect(warningsOf(r)).toEqual([expect.stringMatching(/^\[IDP-L2-003\] NotificationRoute: no transport/)]);
  });

  test('acknowledged: an info, no warning', () => {
    const s = new TerraformStack(Testing.app(), 'stack');
    const r = route(s);
    Rules.acknowledge(s, 'IDP-L2-003', 'notifications are read in the user interface');
    fullSynth(s);
    expect(everywhere(s, AnnotationMetadataEntryType.WARN)).toEqual([]);
    expect(infosOf(r)).toEqual([expect.stringMatching(/^\[IDP-L2-003\] acknowledged: notifications are read in the user interface \(NotificationRoute: no transport/)]);
  });
});

describe('the warnings of the L1 schema checks', () => {
  test('a secret given as a literal: L1-SECRET-001; acknowledged, an info', () => {
    const s = new TerraformStack(Testing.app(), 'stack');
    const warned = new repo.RepoProvider(s, 'repo', { username: 'ci', password: 'literal' });
    fullSynth(s);
    expect(warningsOf(warned)).toEqual([expect.stringMatching(/^\[L1-SECRET-001\] RepoProvider: password: is a secret given as a literal/)]);

    const s2 = new TerraformStack(Testing.app(), 'stack');
    const quiet = new repo.RepoProvider(s2, 'repo', { username: 'ci', password: 'literal' });
    Rules.acknowledge(quiet, 'L1-SECRET-001', 'a throwaway password of the test instance');
    fullSynth(s2);
    expect(everywhere(s2, AnnotationMetadataEntryType.WARN)).toEqual([]);
    expect(errorsOf(quiet)).toEqual([]);
    expect(infosOf(quiet)).toEqual([expect.stringMatching(/^\[L1-SECRET-001\] acknowledged: a throwaway password of the test instance \(RepoProvider: password: /)]);
  });

  test('a combination the provider accepts but that has no effect: L1-SCHEMA-001', () => {
    const s = new TerraformStack(Testing.app(), 'stack');
    new idp.IdpProvider(s, 'idp');
    const t = new idp.EventTransport(s, 't', { name: 't', mode: 'webhook' });
    fullSynth(s);
    expect(warningsOf(t)).toEqual([expect.stringMatching(/^\[L1-SCHEMA-001\] EventTransport: webhookUrl: /)]);
  });

  test('a construct validated twice (a test, then synth) warns once', () => {
    const s = new TerraformStack(Testing.app(), 'stack');
    const p = new repo.RepoProvider(s, 'repo', { username: 'ci', password: 'literal' });
    p.node.validate();
    fullSynth(s);
    expect(warningsOf(p)).toHaveLength(1);
  });

  test('a token is not judged: no warning', () => {
    const s = new TerraformStack(Testing.app(), 'stack');
    const v = new TerraformVariable(s, 'password', { type: 'string', sensitive: true });
    const p = new repo.RepoProvider(s, 'repo', { username: 'ci', password: v.stringValue });
    fullSynth(s);
    expect(warningsOf(p)).toEqual([]);
  });
});
