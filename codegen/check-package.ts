/**
 * `npx ts-node --transpile-only codegen/check-package.ts <package>`: checks one folder of schema/
 * and summarizes what it would generate, without writing anything.
 */
import { emitPackage } from './emit-l1';
import { loadOne, SchemaError } from './load';

const name = process.argv[2];
try {
  const pkg = loadOne(name);
  const files = emitPackage(pkg);
  const types = pkg.entities.reduce((n, e) => n + e.structs.length, 0);
  console.log(`schema/${name}: ${pkg.entities.length} resources and data functions, ${types} object types, ${files.size} files would be generated`);
  for (const e of pkg.entities) console.log(`  ${e.tfType.padEnd(48)} ${e.className} (${e.attrs.length} attributes, ${e.structs.length} types)`);
} catch (e) {
  if (e instanceof SchemaError) {
    console.error(e.message);
    process.exit(1);
  }
  throw e;
}
