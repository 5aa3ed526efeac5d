/** Everything `npm run codegen` writes, as a map from repository-relative path to content. */
import * as path from 'path';
import { emitCatalog } from './emit-catalog';
import { emitPackage } from './emit-l1';
import { emitTerraformSchema } from './emit-tf-schema';
import { emitValidationDoc } from './emit-validation-doc';
import { loadAll } from './load';
import { PackageModel } from './model';

export const OUTPUT_DIRS = ['src/l1', 'provider-schema'];
/** Single generated files outside those folders. */
export const OUTPUT_FILES = ['docs/validation.md', 'src/convert/catalog.ts'];

export function generate(pkgs: PackageModel[] = loadAll()): Map<string, string> {
  const files = new Map<string, string>();
  for (const pkg of pkgs) {
    for (const [rel, content] of emitPackage(pkg)) files.set(path.posix.join('src/l1', pkg.name, rel), content);
    files.set(`provider-schema/${pkg.name}.json`, emitTerraformSchema(pkg));
  }
  files.set('docs/validation.md', emitValidationDoc(pkgs));
  files.set('src/convert/catalog.ts', emitCatalog(pkgs));
  return files;
}
