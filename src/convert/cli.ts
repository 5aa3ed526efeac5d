#!/usr/bin/env node
/**
 * `cdktf-triad convert <file.tf or folder> [--language typescript|python|java] [--out <file>]
 * [--stack-class <Name>] [--java-package <name>]`: writes the program (to --out, else to standard
 * output) and the report (to standard error). Exit code 0, 1 when the input had problems (the rest is
 * converted and written), 2 on a usage error.
 */
import * as fs from 'fs';
import * as path from 'path';
import { convertPath, formatReport, Language, LANGUAGES } from './index';
import { importNames } from './target';

/** The usage line, with the command's name in this build (cdktf-triad, or cdktn-triad). */
const usage = () => `usage: ${importNames().npm} convert <file.tf or folder> [--language ${LANGUAGES.join('|')}] [--out <file>] [--stack-class <Name>] [--java-package <name>]`;

interface Args {
  readonly input: string;
  readonly language: Language;
  readonly out?: string;
  readonly stackClass?: string;
  readonly javaPackage?: string;
}

/** The arguments after `convert`, or a message saying what is wrong with them. */
export function parseArgs(argv: ReadonlyArray<string>): Args | string {
  const options: Record<string, string> = {};
  const positional: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const m = /^--(language|out|stack-class|java-package)(?:=(.*))?$/.exec(a);
    if (m) {
      const value = m[2] ?? argv[++i];
      if (value === undefined) return `--${m[1]} needs a value`;
      options[m[1]] = value;
    } else if (a.startsWith('-')) {
      return `unknown option ${a}`;
    } else {
      positional.push(a);
    }
  }
  if (positional.length !== 1) return positional.length ? `one input, not ${positional.length}: ${positional.join(' ')}` : 'no input: give a .tf file or a folder';
  const language = (options.language ?? 'typescript') as Language;
  if (!LANGUAGES.includes(language)) return `--language ${language}: one of ${LANGUAGES.join(', ')}`;
  if (options['stack-class'] !== undefined && !/^[A-Z][A-Za-z0-9]*$/.test(options['stack-class'])) return `--stack-class ${options['stack-class']}: a class name (PascalCase letters and digits)`;
  if (options['java-package'] !== undefined && !/^[a-z_][a-z0-9_]*(\.[a-z_][a-z0-9_]*)*$/.test(options['java-package'])) return `--java-package ${options['java-package']}: a Java package name (lower-case, dotted)`;
  return { input: positional[0], language, out: options.out, stackClass: options['stack-class'], javaPackage: options['java-package'] };
}

/** Runs the command; returns the exit code. */
export async function main(argv: ReadonlyArray<string>, io: { out: (s: string) => void; err: (s: string) => void } = {
  out: (s) => process.stdout.write(s),
  err: (s) => process.stderr.write(s),
}): Promise<number> {
  const [command, ...rest] = argv;
  if (command !== 'convert') {
    io.err(`${command === undefined ? 'no command' : `unknown command ${command}`}\n${usage()}\n`);
    return 2;
  }
  const args = parseArgs(rest);
  if (typeof args === 'string') {
    io.err(`${args}\n${usage()}\n`);
    return 2;
  }
  let result;
  try {
    result = await convertPath(args.input, { language: args.language, stackClass: args.stackClass, javaPackage: args.javaPackage });
  } catch (e) {
    io.err(`${(e as Error).message}\n`);
    return 2;
  }
  if (args.out) {
    fs.mkdirSync(path.dirname(path.resolve(args.out)), { recursive: true });
    fs.writeFileSync(args.out, result.code);
    io.err(`wrote ${args.out}\n`);
  } else {
    io.out(result.code);
  }
  io.err(`${formatReport(result.report)}\n`);
  return result.report.problems.length ? 1 : 0;
}

if (require.main === module) {
  main(process.argv.slice(2)).then((code) => { process.exitCode = code; }, (e) => {
    process.stderr.write(`${(e as Error).stack ?? e}\n`);
    process.exitCode = 2;
  });
}
