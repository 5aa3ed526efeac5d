/**
 * "Migrating from 0.1" in CHANGELOG.md is complete: every type, property, constant or enum member of
 * the previous release's API (compat/<version>.jsii, the newest, as scripts/compat.js takes it) that
 * the current assembly (.jsii) removed, renamed or retyped, and every struct property that became
 * required, is named in that section (test/compat/api-changes.ts says what counts as a change and as
 * naming it). Additions are no change: a new prop or type never fails this test.
 *
 * The current assembly is the one `npx jsii --silence-warnings=reserved-word --compress-assembly`
 * writes (JSII_ARGS of scripts/assembly.js), as scripts/test-all.js compiles before jest: when .jsii is
 * missing, is of another version than package.json, or is older than a file of src/, this test runs
 * that compile first (about a minute) and fails with jsii's output if it fails; it never runs on an
 * assembly it could not read. Both assemblies, the compiled one (.jsii redirecting to the compressed
 * .jsii.gz) and the baseline (a plain .jsii), are read through scripts/assembly.js.
 *
 * The comparison is proven on fixtures (test/compat/fixtures/): a pair of small assemblies with a
 * rename, removals, a retyped block, a prop that became required and additions, and notes that name
 * them all, or all but the rename.
 */
import { spawnSync } from 'child_process';
import * as fs from 'fs';
import * as path from 'path';
import { ApiChange, Assembly, apiChanges, dottedNames, migrationHeading, migrationNotesProblems, unnamedChanges } from './api-changes';

const ROOT = path.resolve(__dirname, '..', '..');
const FIXTURES = path.join(__dirname, 'fixtures');

/* eslint-disable @typescript-eslint/no-require-imports */
const { JSII_ARGS, COMPILE_COMMAND, readAssembly } = require('../../scripts/assembly') as {
  JSII_ARGS: readonly string[];
  COMPILE_COMMAND: string;
  /** An assembly file, following jsii's redirect to a compressed assembly. */
  readAssembly(file: string): Assembly;
};
/* eslint-enable @typescript-eslint/no-require-imports */

/** The newest modification time of the files under a folder. */
function newest(dir: string): number {
  let t = 0;
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newest(p) : fs.statSync(p).mtimeMs);
  }
  return t;
}

/** Why .jsii cannot be used as the compiled API of src/, or undefined when it can. */
function staleAssembly(file: string): string | undefined {
  if (!fs.existsSync(file)) return 'missing';
  const version = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).version;
  const assembly = readAssembly(file);
  if (assembly.version !== version) return `of version ${assembly.version}, package.json's is ${version}`;
  if (fs.statSync(file).mtimeMs < newest(path.join(ROOT, 'src'))) return 'older than src/';
  return undefined;
}

/** The compiled assembly of src/ (.jsii), compiled first when it is missing or stale. */
function currentAssembly(): Assembly {
  const file = path.join(ROOT, '.jsii');
  const why = staleAssembly(file);
  if (why) {
    const r = spawnSync('npx', ['jsii', ...JSII_ARGS], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, JSII_SILENCE_WARNING_END_OF_LIFE_NODE_VERSION: '20', JSII_SILENCE_WARNING_DEPRECATED_NODE_VERSION: '1' },
      timeout: 20 * 60_000,
    });
    if (r.status !== 0) {
      throw new Error(`.jsii was ${why}; \`${COMPILE_COMMAND}\` failed (${r.error?.message ?? `exit ${r.status ?? r.signal}`}):\n${r.stdout ?? ''}${r.stderr ?? ''}`);
    }
    const still = staleAssembly(file);
    if (still) throw new Error(`.jsii is ${still} after \`${COMPILE_COMMAND}\``);
  }
  return readAssembly(file);
}

/** The baseline: the newest compat/<version>.jsii. */
function baseline(): { file: string; assembly: Assembly } {
  const dir = path.join(ROOT, 'compat');
  const key = (v: string) => v.split(/[.-]/).slice(0, 3).map(Number);
  const files = fs.readdirSync(dir).filter((f) => /^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?\.jsii$/.test(f))
    .sort((a, b) => {
      const [x, y] = [key(a), key(b)];
      return y[0] - x[0] || y[1] - x[1] || y[2] - x[2];
    });
  if (!files.length) throw new Error('no baseline assembly in compat/ (compat/<version>.jsii)');
  return { file: `compat/${files[0]}`, assembly: readAssembly(path.join(dir, files[0])) };
}

const summary = (changes: readonly ApiChange[]) => changes.map((c) => `${c.kind}: ${c.name}`);

describe('CHANGELOG.md: the migration notes from the previous release', () => {
  let old: { file: string; assembly: Assembly };
  let current: Assembly;
  let changes: ApiChange[];

  beforeAll(() => {
    old = baseline();
    current = currentAssembly();
    changes = apiChanges(old.assembly, current);
  }, 25 * 60_000);

  test('the comparison reads both assemblies: it finds changes known to be there', () => {
    expect(current.name).toBe(old.assembly.name);
    expect(summary(changes)).toEqual(expect.arrayContaining([
      'removed member: repo.DataRepoRepository.slug',
      'removed member: repo.DataRepoRepository.website',
      'removed member: cap.pubcloud_a.ClusterLaunchSpecConfig.spotPercentage',
      'removed type: cap.pubcloud_a.ClusterLaunchSpecStrategyAvailabilityVsCost',
      'changed type: repo.DataRepoRepository.owner',
      'became required: idp.ApplicationConfig.name',
    ]));
  });

  test('name every type, prop and constant removed, renamed or retyped since the baseline, and every prop that became required', () => {
    const changelog = fs.readFileSync(path.join(ROOT, 'CHANGELOG.md'), 'utf8');
    expect(migrationNotesProblems(old.assembly, current, changelog, 'CHANGELOG.md')).toEqual([]);
  });
});

describe('the comparison, on fixtures', () => {
  const old = readAssembly(path.join(FIXTURES, 'old.jsii.json'));
  const now = readAssembly(path.join(FIXTURES, 'new.jsii.json'));
  const notes = (name: string) => fs.readFileSync(path.join(FIXTURES, name), 'utf8');

  test('finds removals (a rename among them), a retyped block value and a prop that became required; not the additions nor a widened struct prop', () => {
    expect(summary(apiChanges(old, now))).toEqual([
      'removed member: Mode.SLOW',
      'removed member: shapes.Widget.label',
      'removed member: shapes.Widget.resetSize',
      'removed member: shapes.Widget.size',
      'removed member: shapes.Widget.sizeInput',
      'removed member: shapes.WidgetConfig.label',
      'removed member: shapes.WidgetConfig.size',
      'became required: shapes.WidgetConfig.tone',
      'removed type: shapes.WidgetShape',
      'removed member: shapes.WidgetStyle.border',
      'removed member: shapes.WidgetStyleOutputReference.border',
      'removed member: shapes.WidgetStyleOutputReference.borderInput',
      'changed type: shapes.WidgetStyleOutputReference.internalValue',
      'removed member: shapes.WidgetStyleOutputReference.resetBorder',
    ]);
  });

  test('notes that name every change pass (by the construct\'s name, a block\'s path, the derived members with their prop)', () => {
    expect(migrationNotesProblems(old, now, notes('notes-complete.md'), 'notes-complete.md')).toEqual([]);
  });

  test('notes that leave a rename out fail, naming each API name of it, also when it is named outside the section', () => {
    const problems = migrationNotesProblems(old, now, notes('notes-unlisted-rename.md'), 'notes-unlisted-rename.md');
    expect(problems).toEqual([
      'removed member: shapes.Widget.resetSize (method): not named in notes-unlisted-rename.md:5 "### Migrating from 0.1"; name `shapes.Widget.resetSize` (or another of its names, such as its path) there, with what to use instead',
      'removed member: shapes.Widget.size (property): not named in notes-unlisted-rename.md:5 "### Migrating from 0.1"; name `shapes.Widget.size` (or another of its names, such as its path) there, with what to use instead',
      'removed member: shapes.Widget.sizeInput (property): not named in notes-unlisted-rename.md:5 "### Migrating from 0.1"; name `shapes.Widget.sizeInput` (or another of its names, such as its path) there, with what to use instead',
      'removed member: shapes.WidgetConfig.size (property): not named in notes-unlisted-rename.md:5 "### Migrating from 0.1"; name `shapes.WidgetConfig.size` (or another of its names, such as its path) there, with what to use instead',
    ]);
  });

  test('a change is named by a whole dotted name only: not by a longer one that starts with it, nor by a part of it', () => {
    const [size] = apiChanges(old, now).filter((c) => c.name === 'shapes.Widget.size');
    expect(unnamedChanges([size], dottedNames('`shapes.Widget.size.x`, `Widget.size`, `xshapes.Widget.size`'))).toEqual([size]);
    expect(unnamedChanges([size], dottedNames('renamed (`shapes.Widget.size`) to `width`'))).toEqual([]);
  });

  test('a change log without the section is an error naming the heading', () => {
    expect(migrationHeading('0.1.0')).toBe('### Migrating from 0.1');
    expect(() => migrationNotesProblems(old, now, '# Change log\n\n## 0.2.0\n', 'CHANGELOG.md')).toThrow('CHANGELOG.md has no section "### Migrating from 0.1" (the migration notes from fake-lib 0.1.0)');
  });
});
