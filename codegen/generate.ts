/** Everything `npm run codegen` writes, as a map from repository-relative path to content. */
import * as path from 'path';
import { emitPackage } from './emit-l1';
import { emitTerraformSchema } from './emit-tf-schema';
import { loadAll } from './load';
import { PackageModel } from './model';

export const OUTPUT_DIRS = ['src/l1', 'provider-schema'];

export function generate(pkgs: PackageModel[] = loadAll()): Map<string, string> {
  const files = new Map<string, string>();
  for (const pkg of pkgs) {
    for (const [rel, content] of emitPackage(pkg)) files.set(path.posix.join('src/l1', pkg.name, rel), content);
    files.set(`provider-schema/${pkg.name}.json`, emitTerraformSchema(pkg));
  }
  return files;
}
