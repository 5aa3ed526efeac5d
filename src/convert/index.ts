/**
 * The converter: Terraform HCL into a cdktf program that uses this library (TypeScript, Python or
 * Java). `npx cdktf-triad convert` runs it from the command line (./cli.ts); programs import it as
 * `cdktf-triad/convert`.
 */
import * as fs from 'fs';
import * as path from 'path';
import { ConversionReport, Converter, ProgramNames } from './convert';
import { SourceFile } from './hcl';
import { Program } from './ir';
import { printJava } from './print-java';
import { printPython } from './print-python';
import { printTypeScript } from './print-typescript';

export type { ConversionReport, EscapeHatch, ProgramNames } from './convert';
export type { Problem, SourceFile } from './hcl';
export type { Program } from './ir';

/** The languages a program can be written in. */
export const LANGUAGES = ['typescript', 'python', 'java'] as const;
export type Language = (typeof LANGUAGES)[number];

export interface ConvertOptions extends ProgramNames {
  /** @default 'typescript' */
  readonly language?: Language;
  /** Java only: the package of the stack class. @default 'com.example' */
  readonly javaPackage?: string;
}

export interface ConversionResult {
  /** The program's source: a stack class and an app that synthesizes it. */
  readonly code: string;
  readonly program: Program;
  readonly report: ConversionReport;
}

/** Prints a converted program in a language. */
export function print(program: Program, language: Language = 'typescript', options: { javaPackage?: string } = {}): string {
  switch (language) {
    case 'typescript': return printTypeScript(program);
    case 'python': return printPython(program);
    case 'java': return printJava(program, options.javaPackage ?? 'com.example');
    default: throw new Error(`unknown language ${JSON.stringify(language)}: one of ${LANGUAGES.join(', ')}`);
  }
}

/** Converts HCL files (names are used in messages) into a program. */
export async function convert(files: ReadonlyArray<SourceFile>, options: ConvertOptions = {}): Promise<ConversionResult> {
  const language = options.language ?? 'typescript';
  if (!LANGUAGES.includes(language)) throw new Error(`unknown language ${JSON.stringify(language)}: one of ${LANGUAGES.join(', ')}`);
  const { program, report } = await new Converter(options).convert(files);
  return { code: print(program, language, options), program, report };
}

/** The `.tf` files of a path: the file itself, or those in the folder (not its subfolders), by name. */
export function readSources(input: string): SourceFile[] {
  const stat = fs.statSync(input, { throwIfNoEntry: false });
  if (!stat) throw new Error(`${input}: no such file or folder`);
  const files = stat.isDirectory()
    ? fs.readdirSync(input).filter((f) => f.endsWith('.tf')).sort().map((f) => path.join(input, f))
    : [input];
  if (!files.length) throw new Error(`${input}: the folder has no .tf file`);
  return files.map((f) => ({ name: f, content: fs.readFileSync(f, 'utf8') }));
}

/** Converts a `.tf` file or a folder of them. */
export async function convertPath(input: string, options: ConvertOptions = {}): Promise<ConversionResult> {
  return convert(readSources(input), options);
}

/** The report as the command prints it: counts, then each escape hatch and problem with file and line. */
export function formatReport(report: ConversionReport): string {
  const lines: string[] = [];
  const byClass = new Map<string, number>();
  for (const c of report.converted) byClass.set(c.className, (byClass.get(c.className) ?? 0) + 1);
  lines.push(`converted ${report.converted.length} block(s): ${[...byClass].sort(([a], [b]) => a.localeCompare(b)).map(([c, n]) => `${c} ${n}`).join(', ') || 'none'}`);
  lines.push(`escape hatches: ${report.escapeHatches.length}`);
  for (const e of report.escapeHatches) lines.push(`  ${e.file}:${e.line}: ${e.address}${e.path ? ` ${e.path}` : ''}: ${e.why}`);
  lines.push(`problems: ${report.problems.length}`);
  for (const p of report.problems) lines.push(`  ${p.file}:${p.line}: ${p.message}`);
  return lines.join('\n');
}
