/**
 * `npx ts-node --transpile-only codegen/check-package.ts <package>`: checks one folder of schema/
 * and summarizes what it would generate, without writing anything.
 */
import { emitPackage } from './emit-l1';
import { loadOne, SchemaError } from './load';

/**
 * What one package of schema/ would generate: a line for the package, then one per resource and data
 * function. Throws a SchemaError naming every problem of its files.
 */
export function summarizePackage(name: string): string[] {
  const pkg = loadOne(name);
  const files = emitPackage(pkg);
  const types = pkg.entities.reduce((n, e) => n + e.structs.length, 0);
  return [
    `schema/${name}: ${pkg.entities.length} resources and data functions, ${types} object types, ${files.size} files would be generated`,
    ...pkg.entities.map((e) => `  ${e.tfType.padEnd(48)} ${e.className} (${e.attrs.length} attributes, ${e.structs.length} types)`),
  ];
}

/**
 * The command line: `<package>`. Prints the package's summary and returns the exit code: 1 for a
 * problem in its schema files (printed on stderr), 2 with the usage when not given exactly one name.
 */
export function checkPackageMain(args: string[]): number {
  if (args.length !== 1) {
    console.error(`usage: codegen/check-package.ts <package> (got ${args.length} arguments)`);
    return 2;
  }
  try {
    for (const line of summarizePackage(args[0])) console.log(line);
    return 0;
  } catch (e) {
    if (e instanceof SchemaError) {
      console.error(e.message);
      return 1;
    }
    throw e;
  }
}

if (require.main === module) process.exit(checkPackageMain(process.argv.slice(2)));
