#!/usr/bin/env node
/**
 * API docs: jsii-docgen, split by submodule (one file per package, so no page is too big for a
 * browser), into docs/api/; the root API.md is the same index with links into docs/api/.
 * `node scripts/docgen.js --check` regenerates and exits 1 when anything committed was stale.
 */
const { spawnSync } = require('child_process');
const fs = require('fs');
const path = require('path');

const root = path.resolve(__dirname, '..');
const outDir = path.join(root, 'docs', 'api');
const check = process.argv.includes('--check');

function snapshot() {
  const files = new Map();
  if (fs.existsSync(outDir)) for (const f of fs.readdirSync(outDir)) files.set(f, fs.readFileSync(path.join(outDir, f), 'utf8'));
  const top = path.join(root, 'API.md');
  files.set('<root>/API.md', fs.existsSync(top) ? fs.readFileSync(top, 'utf8') : undefined);
  return files;
}

const before = snapshot();
fs.rmSync(outDir, { recursive: true, force: true });
fs.mkdirSync(outDir, { recursive: true });
const r = spawnSync('npx', ['jsii-docgen', '-o', path.join('docs', 'api', 'API.md'), '--split-by-submodule'], { cwd: root, stdio: 'inherit' });
if (r.status !== 0) process.exit(r.status ?? 1);
const index = fs.readFileSync(path.join(outDir, 'API.md'), 'utf8').replace(/\]\(\.\/([^)]+\.md)/g, '](./docs/api/$1');
fs.writeFileSync(path.join(root, 'API.md'), index);

const after = snapshot();
const stale = [...new Set([...before.keys(), ...after.keys()])].filter((f) => before.get(f) !== after.get(f));
if (stale.length) console.log(`API docs regenerated; changed: ${stale.join(', ')}`);
process.exit(check && stale.length ? 1 : 0);
