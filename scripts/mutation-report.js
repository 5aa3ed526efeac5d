#!/usr/bin/env node
/**
 * Summarizes StrykerJS JSON reports (reports/mutation/<folder>.json, written by `npm run mutation`):
 *
 *   node scripts/mutation-report.js [folder ...]        (default: every report there is)
 *
 * Prints per folder the mutants by status and the score (killed and timed out over all mutants that
 * ran: survived, no coverage, killed, timed out; compile errors and ignored mutants are not counted,
 * as Stryker counts them), per file the same, then every surviving or uncovered mutant as
 * `file:line:column mutator: original -> replacement`, the list docs/reliability.md accounts for.
 */
const fs = require('fs');
const path = require('path');

const ROOT = path.join(__dirname, '..');
const DIR = path.join(ROOT, 'reports', 'mutation');

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

function summarize(folder) {
  const file = path.join(DIR, `${folder}.json`);
  if (!fs.existsSync(file)) {
    console.error(`mutation-report: no report for ${folder} (${path.relative(ROOT, file)}); run npm run mutation -- ${folder}`);
    return false;
  }
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  const files = Object.entries(report.files).sort(([a], [b]) => a.localeCompare(b));
  const all = files.flatMap(([, f]) => f.mutants);
  const t = tally(all);
  const statuses = Object.entries(t.by).sort().map(([s, n]) => `${s} ${n}`).join(', ');
  console.log(`\n${folder}: score ${t.score.toFixed(1)}% (${t.detected} of ${t.valid} detected; ${statuses})`);
  for (const [name, f] of files) {
    const ft = tally(f.mutants);
    console.log(`  ${ft.score.toFixed(1).padStart(5)}%  ${String(ft.detected).padStart(4)} / ${String(ft.valid).padEnd(4)}  ${path.relative(ROOT, path.resolve(ROOT, name))}`);
  }
  const left = files.flatMap(([name, f]) => f.mutants
    .filter((m) => m.status === 'Survived' || m.status === 'NoCoverage')
    .map((m) => ({ name: path.relative(ROOT, path.resolve(ROOT, name)), m, source: f.source })));
  if (left.length) console.log(`  surviving or uncovered (${left.length}):`);
  for (const { name, m, source } of left) {
    const at = `${name}:${m.location.start.line}:${m.location.start.column}`;
    const tag = m.status === 'NoCoverage' ? ' [no test reaches it]' : '';
    console.log(`    ${at} ${m.mutatorName}: ${original(source, m.location)} -> ${(m.replacement ?? '').replace(/\s+/g, ' ').slice(0, 70)}${tag}`);
  }
  return true;
}

if (require.main === module) {
  const asked = process.argv.slice(2);
  const folders = asked.length ? asked : fs.existsSync(DIR) ? fs.readdirSync(DIR).filter((f) => f.endsWith('.json')).map((f) => f.replace(/\.json$/, '')) : [];
  if (!folders.length) {
    console.error('mutation-report: no reports in reports/mutation/; run npm run mutation first');
    process.exit(2);
  }
  const ok = folders.map(summarize).every(Boolean);
  process.exit(ok ? 0 : 1);
}

module.exports = { tally };
