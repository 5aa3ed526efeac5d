/**
 * The package as the jsii runtime loads it, for the Python wheel and the Java jar to embed (each
 * carries the package's npm tarball, which the jsii kernel unpacks and runs): every file npm packs
 * (`npm pack --dry-run`, so .npmignore applies) but what only people and the TypeScript compiler read:
 * the declarations (lib/**\/*.d.ts), the guides (docs/) and the change log. README and LICENSE stay.
 * The converter (lib/convert/, the `cdktf-triad` command, which runs on Node: `npx cdktf-triad
 * convert --language python|java`) and the parser bundled for it stay out too: package.json is
 * written without `bin` and the bundled dependencies.
 * The provider schemas (provider-schema/*.json, which the offline schema check reads at run time) are
 * written without their descriptions and unindented: the check reads types, flags and nesting only.
 * The npm package itself keeps everything as it is.
 *
 *   runtimeStage(root, kind)  hard links in <root>/build/runtime-<kind>/<name>, with the package's
 *                             node_modules linked, for jsii-pacmak to pack and build from; returns it
 *
 * Used by scripts/package-python.js and scripts/package-java.js (for both builds: TRIAD_PACKAGE_ROOT).
 */
const { spawnSync } = require('child_process');
const fs = require('fs');
const path = require('path');

/** Keys of a provider schema that only people read (with a string value: an attribute may be named `description`). */
const PROSE = new Set(['description', 'description_kind']);

/** A provider schema without its prose, unindented. */
function leanSchema(text) {
  return JSON.stringify(JSON.parse(text), (key, value) => (PROSE.has(key) && typeof value === 'string' ? undefined : value));
}

/** Whether a packed file belongs in the runtime stage. */
const runs = (file) => !file.endsWith('.d.ts') && !file.startsWith('docs/') && file !== 'CHANGELOG.md'
  && !file.startsWith('lib/convert/') && !file.startsWith('node_modules/');

/** package.json for the runtime: without the converter's command and bundled parser. */
function runtimePackageJson(text) {
  const pkg = JSON.parse(text);
  for (const name of pkg.bundledDependencies ?? []) delete pkg.dependencies?.[name];
  if (pkg.dependencies && !Object.keys(pkg.dependencies).length) delete pkg.dependencies;
  delete pkg.bundledDependencies;
  delete pkg.bin;
  return `${JSON.stringify(pkg, null, 2)}\n`;
}

function runtimeStage(root, kind) {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  const stage = path.join(root, 'build', `runtime-${kind}`, pkg.name);
  fs.rmSync(stage, { recursive: true, force: true });
  const r = spawnSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: root, encoding: 'utf8', maxBuffer: 1 << 26 });
  if (r.status !== 0) throw new Error(`npm pack --dry-run failed in ${root} (exit ${r.status}): ${r.stderr}`);
  const packed = JSON.parse(r.stdout)[0].files.map((f) => f.path);
  if (!packed.includes('package.json') || !packed.some((f) => f.startsWith('.jsii'))) throw new Error(`${root}: npm would pack no package.json or .jsii; compile first`);
  for (const f of [...packed.filter(runs), ...(fs.existsSync(path.join(root, '.npmignore')) ? ['.npmignore'] : [])]) {
    fs.mkdirSync(path.dirname(path.join(stage, f)), { recursive: true });
    if (/^provider-schema\/[^/]+\.json$/.test(f)) fs.writeFileSync(path.join(stage, f), leanSchema(fs.readFileSync(path.join(root, f), 'utf8')));
    else if (f === 'package.json') fs.writeFileSync(path.join(stage, f), runtimePackageJson(fs.readFileSync(path.join(root, f), 'utf8')));
    else fs.linkSync(path.join(root, f), path.join(stage, f));
  }
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(stage, 'node_modules'), 'dir');
  return stage;
}

module.exports = { runtimeStage, leanSchema, runtimePackageJson };
