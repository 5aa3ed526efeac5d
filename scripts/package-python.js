#!/usr/bin/env node
/**
 * `npm run package:python`: the Python wheel and sdist in dist/python, built by jsii-pacmak from the
 * runtime stage (scripts/runtime-stage.js: the package without its TypeScript declarations, which the
 * wheel would only carry unread inside the npm tarball it embeds). TRIAD_PACKAGE_ROOT: another build
 * of the same sources (scripts/cdktn.js); the repository by default.
 */
const { spawnSync } = require('child_process');
const fs = require('fs');
const path = require('path');
const { runtimeStage } = require('./runtime-stage');

const repo = path.resolve(__dirname, '..');
const root = path.resolve(process.env.TRIAD_PACKAGE_ROOT ?? repo);
const env = { ...process.env, JSII_SILENCE_WARNING_END_OF_LIFE_NODE_VERSION: '20', JSII_SILENCE_WARNING_DEPRECATED_NODE_VERSION: '1' };

try {
  const started = Date.now();
  const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  const outdir = path.resolve(root, manifest.jsii.outdir);
  const stage = runtimeStage(root, 'python');
  const args = ['--target', 'python', '--outdir', outdir, stage];
  console.log(`$ jsii-pacmak ${args.map((a) => (path.isAbsolute(a) ? path.relative(root, a) : a)).join(' ')}`);
  const r = spawnSync(path.join(repo, 'node_modules', '.bin', 'jsii-pacmak'), args, { cwd: root, stdio: 'inherit', env });
  if (r.status !== 0) throw new Error(`jsii-pacmak failed (exit ${r.status ?? r.signal})`);
  const wheels = fs.readdirSync(path.join(outdir, 'python')).filter((f) => f.endsWith('.whl'));
  console.log(`package:python: ${wheels.map((w) => path.join(path.relative(root, outdir), 'python', w)).join(', ')} (${((Date.now() - started) / 1000).toFixed(0)}s)`);
} catch (e) {
  console.error(`package:python: ${e.message ?? e}`);
  process.exit(1);
}
