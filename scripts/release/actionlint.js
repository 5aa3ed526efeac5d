#!/usr/bin/env node
/**
 * The workflows suite of test:all: actionlint (github.com/rhysd/actionlint, ACTIONLINT_VERSION) on
 * every workflow of .github/workflows/, and on a deliberately broken workflow in a temporary folder,
 * which it must reject (so a broken workflow cannot pass unseen).
 *
 *   node scripts/release/actionlint.js [report.json]
 *
 * actionlint is built from its Go module with the machine's Go (GOTOOLCHAIN=local) into
 * .bindings/go/bin the first time (about 10 s; module and build caches in .bindings/go), and reused
 * while it reports the pinned version. shellcheck and pyflakes integrations are off, so the result
 * does not depend on what else a machine has installed. Each workflow file counts as a test, and so
 * does the broken one; writes { passed, failed } to report.json when given.
 */
const { spawnSync } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');

const ACTIONLINT_VERSION = 'v1.7.12';
const root = path.resolve(__dirname, '..', '..');
const out = process.argv[2];
const goDir = path.join(root, '.bindings', 'go');
const binary = path.join(goDir, 'bin', 'actionlint');
const workflows = path.join(root, '.github', 'workflows');

const results = [];
const record = (name, problems) => {
  results.push({ name, ok: problems.length === 0 });
  console.log(`${problems.length ? 'FAIL' : 'ok  '}  ${name}`);
  for (const p of problems) console.log(p.split('\n').map((l) => `      ${l}`).join('\n'));
};
const finish = () => {
  const passed = results.filter((r) => r.ok).length;
  const failed = results.length - passed;
  console.log(`actionlint: ${passed} passed, ${failed} failed`);
  if (out) fs.writeFileSync(out, JSON.stringify({ passed, failed }));
  process.exit(failed || !passed ? 1 : 0);
};

/** actionlint on some files; { status, output }. */
function actionlint(files, cwd = root) {
  const r = spawnSync(binary, ['-no-color', '-shellcheck=', '-pyflakes=', ...files], { cwd, encoding: 'utf8' });
  return { status: r.status, output: `${r.stdout ?? ''}${r.stderr ?? ''}${r.error ? String(r.error) : ''}`.trim() };
}

function ensureActionlint() {
  const current = fs.existsSync(binary) ? spawnSync(binary, ['-version'], { encoding: 'utf8' }).stdout ?? '' : '';
  if (current.split('\n')[0].trim() === ACTIONLINT_VERSION) return;
  console.log(`building actionlint ${ACTIONLINT_VERSION} (go install) into ${path.relative(root, path.dirname(binary))}`);
  const r = spawnSync('go', ['install', `github.com/rhysd/actionlint/cmd/actionlint@${ACTIONLINT_VERSION}`], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      GOBIN: path.dirname(binary),
      GOMODCACHE: path.join(goDir, 'mod'),
      GOCACHE: path.join(goDir, 'build'),
      GOFLAGS: '-modcacherw',
      GOTOOLCHAIN: 'local',
    },
  });
  if (r.status !== 0) throw new Error(`go install github.com/rhysd/actionlint/cmd/actionlint@${ACTIONLINT_VERSION} failed (exit ${r.status ?? r.error})`);
}

/** A workflow with two errors actionlint knows: a job needing a job that does not exist, and a broken expression. */
const BROKEN = `on: push
jobs:
  publish:
    needs: [no_such_job]
    runs-on: ubuntu-latest
    steps:
      - run: echo "\${{ secrets.NPM_TOKEN }"
`;

try {
  ensureActionlint();
  const files = fs.existsSync(workflows) ? fs.readdirSync(workflows).filter((f) => /\.ya?ml$/.test(f)).sort() : [];
  if (!files.length) record('.github/workflows has workflows', [`${path.relative(root, workflows)}: no workflow`]);
  for (const f of files) {
    const rel = path.posix.join('.github', 'workflows', f);
    const r = actionlint([rel]);
    record(`${rel} passes actionlint`, r.status === 0 ? [] : [`actionlint exit ${r.status}:\n${r.output}`]);
  }

  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'actionlint-'));
  try {
    fs.mkdirSync(path.join(tmp, '.github', 'workflows'), { recursive: true });
    const broken = path.join('.github', 'workflows', 'broken.yml');
    fs.writeFileSync(path.join(tmp, broken), BROKEN);
    const r = actionlint([broken], tmp);
    const problems = [];
    if (r.status !== 1) problems.push(`actionlint exited ${r.status} on a broken workflow (expected 1: errors found):\n${r.output}`);
    // the job that needs a missing job (line 3), and the unclosed expression (line 7)
    if (!/broken\.yml:3:\d+: .*no_such_job.*\[job-needs\]/.test(r.output)) problems.push(`actionlint did not report ${broken} line 3 (needs: [no_such_job]):\n${r.output}`);
    if (!/broken\.yml:7:\d+: .*\[expression\]/.test(r.output)) problems.push(`actionlint did not report ${broken} line 7 (the unclosed expression):\n${r.output}`);
    record('actionlint rejects a broken workflow, naming the file and the lines', problems);
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
} catch (e) {
  record('actionlint runs', [String(e.message ?? e)]);
}
finish();
