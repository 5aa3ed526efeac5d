/**
 * Snapshots never update by themselves: every command that runs jest (projen's tasks, the whole-suite
 * runner, CI) runs it with `--ci`, so a changed or missing snapshot fails; only `npm run test:update`
 * writes snapshots, on purpose.
 */
import * as fs from 'fs';
import * as path from 'path';

const root = path.join(__dirname, '..', '..');
const tasks = JSON.parse(fs.readFileSync(path.join(root, '.projen', 'tasks.json'), 'utf8')).tasks as { [name: string]: { steps?: { exec?: string; execArgs?: string[] }[] } };

const jestRuns = Object.entries(tasks).flatMap(([name, t]) =>
  (t.steps ?? []).map((s) => ({ name, args: s.execArgs ?? s.exec?.split(/\s+/) ?? [] })).filter((s) => s.args[0] === 'jest' || s.args.includes('jest')),
);

test('every projen task that runs jest runs it with --ci (the interactive watch mode aside: it asks before updating)', () => {
  expect(jestRuns.length).toBeGreaterThan(0);
  for (const r of jestRuns.filter((x) => !x.args.includes('--watch'))) expect({ task: r.name, ci: r.args.includes('--ci') }).toEqual({ task: r.name, ci: true });
});

test('only test:update updates snapshots', () => {
  const updating = jestRuns.filter((r) => r.args.some((a) => a === '--updateSnapshot' || a === '-u')).map((r) => r.name);
  expect(updating).toEqual(['test:update']);
});

test('the whole-suite runner runs jest with --ci, on either framework', () => {
  const runner = fs.readFileSync(path.join(root, 'scripts', 'test-all.js'), 'utf8');
  // every argument list that starts with jest: the runner's jest helper and any direct call
  const calls = [...runner.matchAll(/\['jest', ([^\]]*)\]/g)].map((m) => m[1]);
  expect(calls.length).toBeGreaterThan(0);
  for (const args of calls) {
    expect(args).toContain("'--ci'");
    expect(args).not.toMatch(/updateSnapshot|'-u'/);
  }
  // the helper runs the cdktf and the cdktn suites
  expect(runner).toMatch(/jest\('jest', \[\]/);
  expect(runner).toMatch(/jest\('jest \(cdktn\)', \['-c', 'test\/frameworks\/cdktn\.jest\.config\.js'\]/);
});
