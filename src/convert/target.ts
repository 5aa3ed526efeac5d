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

let names: ImportNames | undefined;

/** The import names of this build (the package this file belongs to, and its framework). */
export function importNames(): ImportNames {
  if (names) return names;
  // src/convert/ or lib/convert/: the package is two folders up
  const own = packageJson(path.join(__dirname, '..', '..'));
  const frameworkNpm = Object.keys(own.peerDependencies ?? {}).find((d) => d === 'cdktf' || d === 'cdktn') ?? 'cdktf';
  const framework = JSON.parse(fs.readFileSync(require.resolve(`${frameworkNpm}/package.json`, { paths: [path.join(__dirname, '..', '..')] }), 'utf8'));
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
