/**
 * Writes the converter's round-trip cases for the Python and Java binding suites, one folder each
 * under <out-dir>: `main.py` and `ConvertedStack.java` (the case converted into Python and into Java,
 * package `converted.<case>`), and `expected.json`, the configuration the TypeScript conversion
 * synthesizes (comparable form: test/convert/support.ts), which jest compares with the original
 * (test/convert/round-trip.test.ts). A binding suite runs each program and compares its stack's
 * `cdk.tf.json` (stack id `converted`), in comparable form, with expected.json.
 *
 * Usage: ts-node -P test/tsconfig.json test/convert/write-cases.ts <out-dir> [case-name-regex]
 */
import * as fs from 'fs';
import * as path from 'path';
import { Case, comparable, fixtureCases, runTypeScript, stackCases } from './support';
import { convert } from '../../src/convert';

/** The Java package of a case's program. */
export const javaPackageOf = (name: string) => `converted.${name.replace(/[^A-Za-z0-9]+/g, '_').toLowerCase()}`;

export async function writeCases(outDir: string, only?: RegExp): Promise<string[]> {
  const written: string[] = [];
  const cases: Case[] = [...stackCases(), ...fixtureCases()].filter((c) => !only || only.test(c.name));
  for (const c of cases) {
    const dir = path.join(outDir, c.name);
    fs.rmSync(dir, { recursive: true, force: true });
    fs.mkdirSync(dir, { recursive: true });
    const typescript = await convert(c.files);
    fs.writeFileSync(path.join(dir, 'expected.json'), `${JSON.stringify(comparable(runTypeScript(typescript.code)), null, 2)}\n`);
    fs.writeFileSync(path.join(dir, 'main.py'), (await convert(c.files, { language: 'python' })).code);
    fs.writeFileSync(path.join(dir, 'ConvertedStack.java'), (await convert(c.files, { language: 'java', javaPackage: javaPackageOf(c.name) })).code);
    written.push(c.name);
  }
  return written;
}

if (require.main === module) {
  const [outDir, only] = process.argv.slice(2);
  if (!outDir) {
    console.error('usage: ts-node -P test/tsconfig.json test/convert/write-cases.ts <out-dir> [case-name-regex]');
    process.exit(2);
  }
  writeCases(outDir, only ? new RegExp(only) : undefined).then((names) => console.log(`wrote ${names.length} conversion cases: ${names.join(', ')}`), (e) => {
    console.error(e);
    process.exit(1);
  });
}
