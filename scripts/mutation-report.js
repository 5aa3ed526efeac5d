#!/usr/bin/env node
/**
 * The mutation score from the results of `npm run mutation` committed so far
 * (test/mutation/<file>.incremental.json, one per source file, in StrykerJS's report format):
 *
 *   node scripts/mutation-report.js [constructs|l2|codegen ...]      (default: all three)
 *
 * Prints per folder the mutants by status and the score (killed and timed out over all mutants that
 * ran: survived, no coverage, killed, timed out; compile errors and ignored mutants are not counted,
 * as Stryker counts them), which of its files have a result and which have none yet, the score per
 * file (and which results were made from an older text of their file, to rerun), then every
 * surviving or uncovered mutant as `file:line:column mutator: original -> replacement`, the list
 * docs/reliability.md accounts for.
 */
const fs = require('fs');
const path = require('path');

const ROOT = path.join(__dirname, '..');
const RESULTS = path.join(ROOT, 'test', 'mutation');
const FOLDERS = { constructs: 'src/constructs', l2: 'src/l2', rules: 'src/rules', codegen: 'codegen' };
/** The tests written for each folder under mutation (globs under the root, without `.test.ts`). */
const TESTS = {
  constructs: ['test/constructs/**/*', 'test/l1/**/*', 'test/reliability/@(schema-check|escape-hatches)'],
  l2: ['test/l2/**/*'],
  rules: ['test/rules/**/*'],
  codegen: ['test/codegen/**/*'],
};

/** The folder (`constructs`, `l2`, `rules`, `codegen`) a source file belongs to; undefined for any other file. */
function folderOf(file) {
  return Object.keys(FOLDERS).find((f) => file.startsWith(`${FOLDERS[f]}/`) && file.endsWith('.ts'));
}

/** Counts by status and the score of a list of mutants. */
function tally(mutants) {
  const by = {};
  for (const m of mutants) by[m.status] = (by[m.status] ?? 0) + 1;
  const detected = (by.Killed ?? 0) + (by.Timeout ?? 0);
  const undetected = (by.Survived ?? 0) + (by.NoCoverage ?? 0);
  const valid = detected + undetected;
  return { by, detected, undetected, valid, score: valid ? (100 * detected) / valid : NaN };
}

/** The source text a mutant replaced (one line, shortened). */
function original(source, loc) {
  const lines = source.split('\n');
  const { start, end } = loc;
  const text = start.line === end.line
    ? lines[start.line - 1].slice(start.column - 1, end.column - 1)
    : [lines[start.line - 1].slice(start.column - 1), ...lines.slice(start.line, end.line - 1), lines[end.line - 1].slice(0, end.column - 1)].join('\n');
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 70 ? `${flat.slice(0, 67)}...` : flat;
}

/** The .ts files under a folder of the repository. */
function sources(dir) {
  const out = [];
  const walk = (d) => {
    for (const e of fs.readdirSync(path.join(ROOT, d), { withFileTypes: true })) {
      const rel = `${d}/${e.name}`;
      if (e.isDirectory()) walk(rel);
      else if (e.name.endsWith('.ts') && !e.name.endsWith('.d.ts')) out.push(rel);
    }
  };
  walk(dir);
  return out.sort();
}

/**
 * A run over several files (`npm run mutation -- --together`) as one result per file, keyed by the
 * file's path from the project root: each keeps the run's test files (what a later incremental run of
 * that file compares its tests with) and only its own part of the mutated files, none for a file
 * without mutants.
 */
function splitResult(report, files, root = ROOT) {
  const parts = {};
  for (const file of files) {
    const entry = Object.entries(report.files).find(([name]) => path.relative(root, path.resolve(root, name)) === file);
    // a file in which Stryker found nothing to mutate (only types, or re-exports) has no part
    parts[file] = { ...report, files: entry ? { [entry[0]]: entry[1] } : {} };
  }
  return parts;
}

/**
 * The inverse of splitResult: the committed results of several files as one result, for a
 * `--together` rerun that reuses them. Only results recorded against the same tests can be joined
 * (a later incremental run compares its tests with the ones recorded, for every mutant); undefined
 * when they differ or when no file has a result, and the run then tests every mutant afresh.
 */
function joinResults(parts) {
  const given = parts.filter(Boolean);
  if (!given.length) return undefined;
  const [first] = given;
  const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
  if (given.some((p) => p.schemaVersion !== first.schemaVersion || !same(p.testFiles, first.testFiles))) return undefined;
  return { ...first, files: Object.assign({}, ...given.map((p) => p.files)) };
}

/** Where the committed result of one source file is kept. */
function resultFile(file) {
  return path.join(RESULTS, `${file.replace(/\.ts$/, '')}.incremental.json`);
}

/** The whole committed result (StrykerJS's incremental report) of one source file, or undefined. */
function reportOf(file) {
  const f = resultFile(file);
  return fs.existsSync(f) ? JSON.parse(fs.readFileSync(f, 'utf8')) : undefined;
}

/** The committed result of one source file (its mutants and the source they were made from), or undefined. */
function resultOf(file) {
  const report = reportOf(file);
  if (!report) return undefined;
  const entry = Object.entries(report.files).find(([name]) => path.relative(ROOT, path.resolve(ROOT, name)) === file);
  return entry ? entry[1] : { mutants: [], source: '' };
}

/**
 * Whether a file's result was made from another text than the file's own now: its mutants may have
 * moved or changed, and a rerun (incremental: only the mutants the change touched) brings it up to
 * date. A result without mutants keeps no source and is never judged stale.
 */
function isStale(result, current) {
  return result.source !== '' && result.source !== current;
}

function summarize(folder) {
  const files = sources(FOLDERS[folder]).map((name) => ({ name, result: resultOf(name) }));
  const done = files.filter((f) => f.result);
  const old = done.filter(({ name, result }) => isStale(result, fs.readFileSync(path.join(ROOT, name), 'utf8')));
  const all = done.flatMap((f) => f.result.mutants);
  const t = tally(all);
  const statuses = Object.entries(t.by).sort().map(([s, n]) => `${s} ${n}`).join(', ');
  console.log(`\n${folder} (${FOLDERS[folder]}): ${done.length} of ${files.length} files have a result${old.length ? ` (${old.length} made from an older source: rerun them)` : ''}; score of those ${Number.isNaN(t.score) ? '-' : `${t.score.toFixed(1)}%`} (${t.detected} of ${t.valid} detected${statuses ? `; ${statuses}` : ''})`);
  for (const { name, result } of files) {
    if (!result) {
      console.log(`     -           no result yet  ${name}`);
      continue;
    }
    const ft = tally(result.mutants);
    const score = Number.isNaN(ft.score) ? '    -' : `${ft.score.toFixed(1).padStart(5)}`;
    const stale = old.some((o) => o.name === name) ? '  (source changed since: rerun)' : '';
    console.log(`  ${score}%  ${String(ft.detected).padStart(4)} of ${String(ft.valid).padEnd(4)}      ${name}${stale}`);
  }
  const left = done.flatMap(({ name, result }) => result.mutants
    .filter((m) => m.status === 'Survived' || m.status === 'NoCoverage')
    .map((m) => ({ name, m, source: result.source })));
  if (left.length) console.log(`  surviving or uncovered (${left.length}):`);
  for (const { name, m, source } of left) {
    const at = `${name}:${m.location.start.line}:${m.location.start.column}`;
    const tag = m.status === 'NoCoverage' ? ' [no test reaches it]' : '';
    console.log(`    ${at} ${m.mutatorName}: ${original(source, m.location)} -> ${(m.replacement ?? '').replace(/\s+/g, ' ').slice(0, 70)}${tag}`);
  }
}

if (require.main === module) {
  const asked = process.argv.slice(2);
  for (const a of asked) {
    if (!FOLDERS[a]) {
      console.error(`mutation-report: unknown folder '${a}'; choose from ${Object.keys(FOLDERS).join(', ')}`);
      process.exit(2);
    }
  }
  for (const folder of asked.length ? asked : Object.keys(FOLDERS)) summarize(folder);
}

module.exports = { FOLDERS, TESTS, folderOf, isStale, joinResults, reportOf, sources, splitResult, tally };
