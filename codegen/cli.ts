/**
 * npm run codegen        -> write: regenerate src/l1/ and provider-schema/ from schema/
 * npm run codegen:check  -> check: fail when the committed output differs from what schema/ generates
 * codegen:build          -> write locally, check under CI (CI=true): the build's pre-compile step
 * Package names after the mode (`write idp repo`) limit the run to those packages.
 */
import * as fs from 'fs';
import * as path from 'path';
import { generate, OUTPUT_DIRS, OUTPUT_FILES } from './generate';
import { loadAll, loadOne, ROOT, SchemaError } from './load';

function existing(root: string, only?: string[]): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (dir: string) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else out.set(path.relative(root, full).split(path.sep).join('/'), fs.readFileSync(full, 'utf8'));
    }
  };
  for (const d of OUTPUT_DIRS) walk(path.join(root, d));
  for (const f of OUTPUT_FILES) if (fs.existsSync(path.join(root, f))) out.set(f, fs.readFileSync(path.join(root, f), 'utf8'));
  if (only) {
    for (const f of [...out.keys()]) {
      if (!only.some((p) => f.startsWith(`src/l1/${p}/`) || f === `provider-schema/${p}.json`) || OUTPUT_FILES.includes(f)) out.delete(f);
    }
  }
  return out;
}

function diff(wanted: Map<string, string>, have: Map<string, string>): string[] {
  const stale: string[] = [];
  for (const [f, content] of wanted) if (have.get(f) !== content) stale.push(have.has(f) ? `changed: ${f}` : `missing: ${f}`);
  for (const f of have.keys()) if (!wanted.has(f)) stale.push(`not generated (remove it): ${f}`);
  return stale.sort();
}

/**
 * Runs codegen in this process and returns the exit code: `write` regenerates the output, `check`
 * reports stale output on stderr and returns 1, `build` writes locally and checks under CI.
 * @param only limit the run to these packages
 * @param root the repository: the schema is read from its schema/ and the output is under it (a
 * throw-away copy in tests)
 */
export function runCodegen(mode: 'write' | 'check' | 'build', only?: string[], root: string = ROOT): number {
  const schemaDir = path.join(root, 'schema');
  let wanted: Map<string, string>;
  try {
    wanted = generate(only ? only.map((p) => loadOne(p, schemaDir)) : loadAll(schemaDir));
    // a partial run does not own the files built from every package
    if (only) for (const f of OUTPUT_FILES) wanted.delete(f);
  } catch (e) {
    if (e instanceof SchemaError) {
      console.error(e.message);
      return 1;
    }
    throw e;
  }
  const have = existing(root, only);
  const stale = diff(wanted, have);
  const check = mode === 'check' || (mode === 'build' && !!process.env.CI && process.env.CI !== 'false');
  if (check) {
    if (stale.length) {
      console.error(`codegen:check: the generated output is stale (${stale.length} file(s)); run \`npm run codegen\` and commit the result:\n  ${stale.join('\n  ')}`);
      return 1;
    }
    console.log(`codegen:check: ${wanted.size} generated files are up to date`);
    return 0;
  }
  for (const [f, content] of wanted) {
    if (have.get(f) === content) continue;
    fs.mkdirSync(path.dirname(path.join(root, f)), { recursive: true });
    fs.writeFileSync(path.join(root, f), content);
  }
  for (const f of have.keys()) if (!wanted.has(f)) fs.unlinkSync(path.join(root, f));
  console.log(`codegen: ${wanted.size} files generated, ${stale.length} changed`);
  return 0;
}

/**
 * The command line: `<mode> [package...]`, mode one of write, check, build (write when none is
 * given). Returns the exit code; 2 for an unknown mode, with the usage on stderr.
 */
export function cliMain(args: string[], root: string = ROOT): number {
  // optional package names after the mode limit the run to those packages (while others are being written)
  const [mode = 'write', ...only] = args;
  if (mode !== 'write' && mode !== 'check' && mode !== 'build') {
    console.error(`usage: codegen/cli.ts write|check|build [package...] (got ${mode})`);
    return 2;
  }
  return runCodegen(mode, only.length ? only : undefined, root);
}

if (require.main === module) process.exit(cliMain(process.argv.slice(2)));
