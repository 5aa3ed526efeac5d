/**
 * The names a converted program imports, in each language: this library's package and the framework
 * it is built for (cdktf, or cdktn for the CDK Terrain build `cdktn-triad`), read from the installed
 * packages' own package.json (their jsii targets), so that both builds write programs for themselves.
 */
import * as fs from 'fs';
import * as path from 'path';

export interface ImportNames {
  /** npm: the library (`cdktf-triad`) and the framework (`cdktf`). */
  readonly npm: string;
  readonly frameworkNpm: string;
  /** Python modules. */
  readonly python: string;
  readonly frameworkPython: string;
  /** Java packages. */
  readonly java: string;
  readonly frameworkJava: string;
}

function packageJson(dir: string): any {
  return JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
}

/**
 * Where a package is installed, as Node looks for it from a folder: `<folder>/node_modules/<name>`,
 * for the folder and each one above it (found by the files, not by `require`, which a test runner
 * may map to another package).
 */
function installed(name: string, from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (path.basename(dir) !== 'node_modules' && fs.existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (dir === path.dirname(dir)) throw new Error(`${name} is not installed (looked in node_modules from ${from} up)`);
  }
}

let names: ImportNames | undefined;

/** The import names of this build (the package this file belongs to, and its framework). */
export function importNames(): ImportNames {
  if (names) return names;
  // src/convert/ or lib/convert/: the package is two folders up
  const own = packageJson(path.join(__dirname, '..', '..'));
  const frameworkNpm = Object.keys(own.peerDependencies ?? {}).find((d) => d === 'cdktf' || d === 'cdktn') ?? 'cdktf';
  const framework = packageJson(installed(frameworkNpm, path.join(__dirname, '..', '..')));
  names = {
    npm: own.name,
    frameworkNpm,
    python: own.jsii.targets.python.module,
    frameworkPython: framework.jsii.targets.python.module,
    java: own.jsii.targets.java.package,
    frameworkJava: framework.jsii.targets.java.package,
  };
  return names;
}
