/**
 * The code blocks of the README and the guides, read from markdown, and the TypeScript ones made into
 * programs that are type-checked and run (test/docs/snippets.test.ts).
 *
 * Part 1, reading markdown (any language, reusable by other suites): `readCodeBlocks(markdown, file)`
 * returns every fenced code block (``` or ~~~, three or more, closed by a fence of the same character at
 * least as long; a fence may be indented, as in a list item) with its file, the line of its opening
 * fence, its language (the first word of the info string, lower case) and its code, and the markers
 * written as HTML comments on the lines right before its fence (blank lines may stand between, as
 * test/getting-started/run.js allows; the markers may come in either order):
 *
 *   <!-- snippet: fixture=<name> -->   run the block inside fixture <name> (`none`: run it as it is)
 *   <!-- getting-started: none -->     a block test/getting-started/run.js leaves to the snippet tests
 *   <!-- getting-started: <language> file=<path> -->      a block test/getting-started/run.js writes
 *   <!-- getting-started: <language> commands=<step> -->  a block test/getting-started/run.js runs
 *
 * Bad markdown is a `MarkdownError` naming the file and line: a fence that is never closed, a marker
 * that cannot be read or is given twice, a marker not followed by a code block. For example:
 *
 *   const blocks = readCodeBlocks(fs.readFileSync('docs/idp.md', 'utf8'), 'docs/idp.md');
 *   blocks.filter((b) => b.lang === 'python' && !b.gettingStarted)  // each with b.line, b.snippet?.fixture
 *
 * `sectionLines(markdown, heading)` gives the lines of one section (where test/getting-started/run.js
 * reads the README).
 *
 * Part 2, TypeScript blocks: `planTypeScriptBlock` decides how a block runs, `composeSnippet` puts it in
 * its fixture, `typeCheck` checks all of them in one program, `runSnippet` runs one (see each).
 */
import * as fs from 'fs';
import * as path from 'path';
import * as ts from 'typescript';

// ---------------------------------------------------------------------------------------------------
// Part 1: markdown

/** `<!-- snippet: fixture=<name> -->` before a block. */
export interface SnippetMarker {
  /** The fixture's name (a file test/docs/fixtures/<name>.ts for TypeScript), or `none`. */
  readonly fixture: string;
  /** 1-based line of the marker. */
  readonly line: number;
}

/** `<!-- getting-started: ... -->` before a block (see test/getting-started/run.js). */
export interface GettingStartedMarker {
  /** `none`: the getting-started test leaves the block alone. */
  readonly none: boolean;
  /** The language of the project it belongs to (`typescript`, `python`, `java`); unset for `none`. */
  readonly language?: string;
  /** `file` (written to `value`) or `commands` (run as step `value`); unset for `none`. */
  readonly kind?: 'file' | 'commands';
  readonly value?: string;
  /** 1-based line of the marker. */
  readonly line: number;
}

/** A fenced code block of a markdown file. */
export interface CodeBlock {
  /** The file, as given to `readCodeBlocks` (a path relative to the repository, in messages). */
  readonly file: string;
  /** 1-based line of the opening fence: `<file>:<line>` names the block. */
  readonly line: number;
  /** First word of the info string, lower case (`ts`, `python`); '' when there is none. */
  readonly lang: string;
  /** The whole info string. */
  readonly info: string;
  /** The code between the fences (one fence indentation removed), ending with a line break. */
  readonly text: string;
  readonly snippet?: SnippetMarker;
  readonly gettingStarted?: GettingStartedMarker;
}

/** Markdown that cannot be read: the message starts with `<file>:<line>: `. */
export class MarkdownError extends Error {
  constructor(readonly file: string, readonly line: number, problem: string) {
    super(`${file}:${line}: ${problem}`);
    this.name = 'MarkdownError';
  }
}

const MARKER = /^\s{0,3}<!--\s*(snippet|getting-started):\s*(.*?)\s*-->\s*$/;
const FENCE = /^(\s*)(`{3,}|~{3,})\s*([^`]*?)\s*$/;

/** Every fenced code block of `markdown` with its markers; throws a `MarkdownError` on bad markdown. */
export function readCodeBlocks(markdown: string, file: string): CodeBlock[] {
  const lines = markdown.split(/\r?\n/);
  const blocks: CodeBlock[] = [];
  let snippet: SnippetMarker | undefined;
  let gettingStarted: GettingStartedMarker | undefined;
  const pending = () => snippet ?? gettingStarted;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const marker = MARKER.exec(line);
    if (marker) {
      const at = i + 1;
      if (marker[1] === 'snippet') {
        if (snippet) throw new MarkdownError(file, at, `a second snippet marker for one block (the first is at line ${snippet.line})`);
        snippet = parseSnippetMarker(marker[2], file, at);
      } else {
        if (gettingStarted) throw new MarkdownError(file, at, `a second getting-started marker for one block (the first is at line ${gettingStarted.line})`);
        gettingStarted = parseGettingStartedMarker(marker[2], file, at);
      }
      continue;
    }
    const fence = FENCE.exec(line);
    if (!fence) {
      const first = pending();
      if (first && line.trim() !== '') throw new MarkdownError(file, first.line, 'marker not followed by a code block');
      continue;
    }
    const [, indent, mark, info] = fence;
    const close = lines.findIndex((l, j) => {
      if (j <= i) return false;
      const m = /^\s*(`{3,}|~{3,})\s*$/.exec(l);
      return !!m && m[1][0] === mark[0] && m[1].length >= mark.length;
    });
    if (close < 0) throw new MarkdownError(file, i + 1, `code block (${info || 'no language'}) is not closed: no ${mark} fence after it`);
    const strip = (l: string) => (l.startsWith(indent) ? l.slice(indent.length) : l.trimStart());
    blocks.push({
      file,
      line: i + 1,
      lang: (info.split(/\s+/)[0] ?? '').toLowerCase(),
      info,
      text: lines.slice(i + 1, close).map(strip).join('\n') + '\n',
      ...(snippet ? { snippet } : {}),
      ...(gettingStarted ? { gettingStarted } : {}),
    });
    snippet = undefined;
    gettingStarted = undefined;
    i = close;
  }
  const last = pending();
  if (last) throw new MarkdownError(file, last.line, 'marker not followed by a code block');
  return blocks;
}

function parseSnippetMarker(spec: string, file: string, line: number): SnippetMarker {
  const m = /^fixture=([A-Za-z0-9_-]+)$/.exec(spec);
  if (!m) throw new MarkdownError(file, line, `cannot read snippet marker "${spec}": expected <!-- snippet: fixture=<name> -->`);
  return { fixture: m[1], line };
}

function parseGettingStartedMarker(spec: string, file: string, line: number): GettingStartedMarker {
  if (spec === 'none') return { none: true, line };
  const m = /^(\w+)\s+(commands|file)=(\S+)$/.exec(spec);
  if (!m) throw new MarkdownError(file, line, `cannot read getting-started marker "${spec}": expected none, <language> file=<path> or <language> commands=<step>`);
  return { none: false, language: m[1], kind: m[2] as 'file' | 'commands', value: m[3], line };
}

/**
 * The section under heading `heading` (e.g. `## Getting started`), as 1-based lines: `start` is the
 * heading's, `end` the next heading's of the same or a higher level (a `#` line inside a code block is
 * no heading), or the line after the last.
 */
export function sectionLines(markdown: string, heading: string): { start: number; end: number } | undefined {
  const lines = markdown.split(/\r?\n/);
  const start = lines.findIndex((l) => l.trim() === heading);
  if (start < 0) return undefined;
  const level = /^#+/.exec(heading)?.[0].length ?? 2;
  let fence: string | undefined;
  for (let i = start + 1; i < lines.length; i++) {
    const mark = /^\s*(`{3,}|~{3,})/.exec(lines[i])?.[1];
    if (fence) {
      if (mark && mark[0] === fence[0] && mark.length >= fence.length && lines[i].trim() === mark) fence = undefined;
    } else if (mark) {
      fence = mark;
    } else if (new RegExp(`^#{1,${level}} `).test(lines[i])) {
      return { start: start + 1, end: i + 1 };
    }
  }
  return { start: start + 1, end: lines.length + 1 };
}

// ---------------------------------------------------------------------------------------------------
// Part 2: TypeScript blocks

/** The languages read as TypeScript. */
export const TYPESCRIPT = ['ts', 'typescript'];

/** The line a fixture marks its block's place with (the whole line, trimmed). */
export const PLACEHOLDER = '/// here';

/** How a TypeScript block is tested. */
export type Plan =
  /** followed by test/getting-started/run.js in a real project: not run again */
  | { readonly kind: 'covered'; readonly by: string }
  /** a fragment, run at the placeholder of a fixture */
  | { readonly kind: 'fixture'; readonly fixture: string; readonly explicit: boolean }
  /** a whole program with its own imports, run as it is */
  | { readonly kind: 'program' }
  /** imports and nothing else: type-checked and its imports loaded; nothing to synthesize */
  | { readonly kind: 'imports-only' }
  /** no way to test it: the message says why and what to do */
  | { readonly kind: 'unplanned'; readonly problem: string };

export interface PlanContext {
  /** The names of the fixtures that exist. */
  readonly fixtures: ReadonlySet<string>;
  /** How to name the fixture folder in messages. */
  readonly fixtureDir: string;
  /** The fixture of a file's blocks without a snippet marker (the fixture named after the file, if any). */
  defaultFixture(file: string): string | undefined;
  /** Whether test/getting-started/run.js follows this block (its file and section). */
  followedByGettingStarted(block: CodeBlock): boolean;
}

/**
 * How a TypeScript block is tested:
 * 1. a block marked `getting-started: typescript file=...` where test/getting-started/run.js follows it
 *    is covered there (elsewhere, or marked with another language, it is unplanned);
 * 2. `snippet: fixture=none` runs as it is; `snippet: fixture=<name>` runs in that fixture (an unknown
 *    name is unplanned);
 * 3. without a snippet marker, a block with its own imports is a whole program (imports alone: an
 *    imports-only block), and any other block runs in its file's default fixture (none: unplanned).
 */
export function planTypeScriptBlock(block: CodeBlock, ctx: PlanContext): Plan {
  const where = `${block.file}:${block.line}`;
  const gs = block.gettingStarted;
  if (gs && !gs.none) {
    if (block.snippet) return { kind: 'unplanned', problem: `${where}: a block marked getting-started takes no snippet marker (line ${block.snippet.line}): test/getting-started/run.js runs it` };
    if (gs.language !== 'typescript' || gs.kind !== 'file') {
      return { kind: 'unplanned', problem: `${where}: a TypeScript block marked "getting-started: ${gs.language} ${gs.kind}=${gs.value}": only "typescript file=<path>" runs TypeScript` };
    }
    if (!ctx.followedByGettingStarted(block)) {
      return { kind: 'unplanned', problem: `${where}: marked getting-started, but test/getting-started/run.js does not follow this part of ${block.file}; mark it "getting-started: none" or remove the marker so that the snippet tests run it` };
    }
    return { kind: 'covered', by: `test/getting-started/run.js (typescript, ${gs.value})` };
  }
  const imports = importsOf(block.text);
  const known = () => [...ctx.fixtures].sort().join(', ') || 'none';
  if (block.snippet) {
    const name = block.snippet.fixture;
    if (name === 'none') return imports.only ? { kind: 'imports-only' } : { kind: 'program' };
    if (!ctx.fixtures.has(name)) {
      return { kind: 'unplanned', problem: `${where}: unknown fixture "${name}" (marker at line ${block.snippet.line}): no ${ctx.fixtureDir}/${name}.ts; the fixtures are: ${known()}` };
    }
    return { kind: 'fixture', fixture: name, explicit: true };
  }
  if (imports.count > 0) return imports.only ? { kind: 'imports-only' } : { kind: 'program' };
  const fixture = ctx.defaultFixture(block.file);
  if (fixture && ctx.fixtures.has(fixture)) return { kind: 'fixture', fixture, explicit: false };
  return {
    kind: 'unplanned',
    problem: `${where}: no test runs this block: it has no imports (so it is not a whole program), no <!-- snippet: fixture=<name> --> marker, ` +
      `and ${block.file} has no default fixture (${ctx.fixtureDir}/${fixture ?? '<name>'}.ts); the fixtures are: ${known()}`,
  };
}

/** The top-level import declarations of a block: how many, and whether they are all it holds. */
function importsOf(text: string): { count: number; only: boolean } {
  const sf = ts.createSourceFile('block.ts', text, ts.ScriptTarget.ES2022, false, ts.ScriptKind.TS);
  const count = sf.statements.filter(ts.isImportDeclaration).length;
  return { count, only: count > 0 && count === sf.statements.length };
}

/** Where a line of a composed snippet comes from. */
export interface Origin {
  /** The markdown file or the fixture file (as named in messages). */
  readonly file: string;
  /** 1-based line in that file. */
  readonly line: number;
}

/** A block made into a TypeScript module. */
export interface ComposedSnippet {
  /** An absolute path (virtual: never written) in the fixture folder, so relative imports resolve. */
  readonly fileName: string;
  readonly source: string;
  /** The origin of each line of `source` (index 0 is line 1). */
  readonly origins: readonly Origin[];
}

/** A fixture: a TypeScript file with one placeholder line. */
export interface Fixture {
  readonly name: string;
  /** The file as named in messages (relative to the repository). */
  readonly file: string;
  readonly text: string;
}

/** The problems of a fixture file itself (its placeholder line). */
export function fixtureProblems(fixture: Fixture): string[] {
  const count = fixture.text.split(/\r?\n/).filter((l) => l.trim() === PLACEHOLDER).length;
  if (count === 1) return [];
  return [count === 0
    ? `${fixture.file}: no placeholder line "${PLACEHOLDER}" (the line where a block goes)`
    : `${fixture.file}: ${count} placeholder lines "${PLACEHOLDER}"; a fixture has one`];
}

/**
 * The module a block is tested as, named `<dir>/<fixture or "program">.snippet-<file>-<line>.ts`.
 *
 * Without a fixture, the block as it is. With one, the fixture's text with its placeholder line
 * replaced by the block in braces (so that a block may declare a name the fixture declares too; the
 * fixture's own statements after the placeholder, such as `app.synth()`, still see the fixture's),
 * the block's import declarations first: a name the block imports itself is dropped from the fixture's
 * imports. Throws when the fixture has not exactly one placeholder line.
 */
export function composeSnippet(block: CodeBlock, dir: string, fixture?: Fixture): ComposedSnippet {
  const slug = `${block.file.replace(/[^A-Za-z0-9]+/g, '-')}-${block.line}`;
  const fileName = path.join(dir, `${fixture?.name ?? 'program'}.snippet-${slug}.ts`);
  const blockLines = block.text.replace(/\n$/, '').split('\n');
  const fromBlock = (i: number): Origin => ({ file: block.file, line: block.line + 1 + i });
  if (!fixture) return { fileName, source: blockLines.join('\n') + '\n', origins: blockLines.map((_, i) => fromBlock(i)) };

  const problems = fixtureProblems(fixture);
  if (problems.length) throw new Error(problems.join('; '));
  const sf = ts.createSourceFile('block.ts', block.text, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
  const imports = sf.statements.filter(ts.isImportDeclaration);
  const lineOf = (pos: number) => sf.getLineAndCharacterOfPosition(pos).line;
  // the block's imports, hoisted (each line keeps its origin), and blanked where they stood
  const hoisted: Array<{ text: string; origin: Origin }> = [];
  let body = block.text;
  for (const decl of imports) {
    const start = decl.getStart(sf);
    decl.getText(sf).split('\n').forEach((text, k) => hoisted.push({ text, origin: fromBlock(lineOf(start) + k) }));
    body = body.slice(0, start) + body.slice(start, decl.end).replace(/[^\n]/g, ' ') + body.slice(decl.end);
  }
  const bound = new Set(imports.flatMap(importedNames));
  const fixtureLines = withoutImportsOf(fixture.text, bound).replace(/\n$/, '').split('\n');
  const bodyLines = body.replace(/\n$/, '').split('\n');
  const lines: string[] = [];
  const origins: Origin[] = [];
  const push = (text: string, origin: Origin) => {
    lines.push(text);
    origins.push(origin);
  };
  for (const h of hoisted) push(h.text, h.origin);
  fixtureLines.forEach((text, i) => {
    const origin = { file: fixture.file, line: i + 1 };
    if (text.trim() !== PLACEHOLDER) return push(text, origin);
    push('{', origin);
    bodyLines.forEach((b, k) => push(b, fromBlock(k)));
    push('}', origin);
  });
  return { fileName, source: lines.join('\n') + '\n', origins };
}

/** The local names an import declaration binds. */
function importedNames(decl: ts.ImportDeclaration): string[] {
  const clause = decl.importClause;
  if (!clause) return [];
  const names = clause.name ? [clause.name.text] : [];
  const bindings = clause.namedBindings;
  if (bindings && ts.isNamespaceImport(bindings)) names.push(bindings.name.text);
  if (bindings && ts.isNamedImports(bindings)) names.push(...bindings.elements.map((e) => e.name.text));
  return names;
}

/** `text` with the bindings of `names` removed from its import declarations (line count kept). */
function withoutImportsOf(text: string, names: ReadonlySet<string>): string {
  if (names.size === 0) return text;
  const sf = ts.createSourceFile('fixture.ts', text, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
  let out = text;
  for (const decl of [...sf.statements].filter(ts.isImportDeclaration).reverse()) {
    const clause = decl.importClause;
    if (!clause || !importedNames(decl).some((n) => names.has(n))) continue;
    const parts: string[] = [];
    if (clause.name && !names.has(clause.name.text)) parts.push(clause.name.text);
    const bindings = clause.namedBindings;
    if (bindings && ts.isNamespaceImport(bindings) && !names.has(bindings.name.text)) parts.push(`* as ${bindings.name.text}`);
    if (bindings && ts.isNamedImports(bindings)) {
      const kept = bindings.elements.filter((e) => !names.has(e.name.text)).map((e) => e.getText(sf));
      if (kept.length) parts.push(`{ ${kept.join(', ')} }`);
    }
    const start = decl.getStart(sf);
    const replaced = parts.length ? `import ${clause.isTypeOnly ? 'type ' : ''}${parts.join(', ')} from ${decl.moduleSpecifier.getText(sf)};` : '';
    const breaks = '\n'.repeat(text.slice(start, decl.end).split('\n').length - 1);
    out = out.slice(0, start) + replaced + breaks + out.slice(decl.end);
  }
  return out;
}

/**
 * The package's namespace entry points (package.json `exports`, `./idp` -> `./lib/idp.d.ts`), each as
 * the source file it is compiled from: `idp` -> <root>/src/idp.ts, `rules` -> <root>/src/rules/index.ts.
 */
export function entryPointSources(root: string): Map<string, string> {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { exports?: Record<string, unknown> };
  const out = new Map<string, string>();
  for (const [subpath, target] of Object.entries(pkg.exports ?? {})) {
    const types = typeof target === 'object' && target !== null ? (target as { types?: string }).types : undefined;
    const name = /^\.\/(\w+)$/.exec(subpath)?.[1];
    if (!name || !types?.startsWith('./lib/')) continue;
    out.set(name, path.join(root, 'src', `${types.slice('./lib/'.length, -'.d.ts'.length)}.ts`));
  }
  return out;
}

/**
 * The compiler options of the snippets: those of the README's tsconfig.json (a user's project: strict,
 * ES2022, CommonJS), with `cdktf-triad` (and `cdktn-triad`, the CDK Terrain build) resolved to this
 * repository's src/index.ts, and its namespace entry points (`cdktf-triad/idp`, ...) to their sources.
 */
export function snippetCompilerOptions(root: string): ts.CompilerOptions {
  const index = path.join(root, 'src', 'index.ts');
  const paths: ts.MapLike<string[]> = { 'cdktf-triad': [index], 'cdktn-triad': [index] };
  for (const [name, file] of entryPointSources(root)) {
    paths[`cdktf-triad/${name}`] = [file];
    paths[`cdktn-triad/${name}`] = [file];
  }
  return {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.CommonJS,
    strict: true,
    skipLibCheck: true,
    noEmit: true,
    types: ['node'],
    baseUrl: root,
    paths,
  };
}

/** A problem the type-checker found, where it is. */
export interface SnippetDiagnostic {
  /** `<file>:<line>:<column>` of its origin (the markdown line, or the fixture line). */
  readonly at: string;
  /** The origin's file: the block's markdown file or a fixture. */
  readonly file: string;
  readonly message: string;
}

/** A file for `typeCheck`: a composed snippet, or a real file (a fixture) with `origins` of its own lines. */
export interface CheckedFile {
  readonly fileName: string;
  /** The text; unset: read from disk. */
  readonly source?: string;
  /** The origin of each line; unset: the file itself, named `name`. */
  readonly origins?: readonly Origin[];
  readonly name?: string;
}

/**
 * Type-checks all `files` in one program (the libraries they import are loaded once), and returns the
 * diagnostics of each file (by fileName), mapped to their origins; problems of the program as a whole
 * (options, global types) are under the key ''.
 */
export function typeCheck(files: readonly CheckedFile[], options: ts.CompilerOptions): Map<string, SnippetDiagnostic[]> {
  const names = files.map((f) => path.resolve(f.fileName));
  const twice = names.filter((n, i) => names.indexOf(n) !== i);
  if (twice.length) throw new Error(`typeCheck: two files named ${[...new Set(twice)].join(', ')}`);
  const virtual = new Map(files.filter((f) => f.source !== undefined).map((f) => [path.resolve(f.fileName), f.source!]));
  const host = ts.createCompilerHost(options, true);
  const getSourceFile = host.getSourceFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  const readFile = host.readFile.bind(host);
  host.getSourceFile = (fileName, language, onError, createNew) => {
    const text = virtual.get(path.resolve(fileName));
    return text !== undefined ? ts.createSourceFile(fileName, text, language, true) : getSourceFile(fileName, language, onError, createNew);
  };
  host.fileExists = (fileName) => virtual.has(path.resolve(fileName)) || fileExists(fileName);
  host.readFile = (fileName) => virtual.get(path.resolve(fileName)) ?? readFile(fileName);
  const program = ts.createProgram({ rootNames: files.map((f) => f.fileName), options, host });
  const result = new Map<string, SnippetDiagnostic[]>();
  const global = [...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics()];
  result.set('', global.map((d) => ({ at: '(program)', file: '', message: ts.flattenDiagnosticMessageText(d.messageText, '\n') })));
  for (const f of files) {
    const sf = program.getSourceFile(f.fileName);
    if (!sf) {
      result.set(f.fileName, [{ at: f.name ?? f.fileName, file: f.name ?? f.fileName, message: 'not part of the program' }]);
      continue;
    }
    const diagnostics = [...program.getSyntacticDiagnostics(sf), ...program.getSemanticDiagnostics(sf)];
    result.set(f.fileName, diagnostics.map((d) => {
      const { line, character } = sf.getLineAndCharacterOfPosition(d.start ?? 0);
      const origin = f.origins?.[line] ?? { file: f.name ?? f.fileName, line: line + 1 };
      return {
        at: `${origin.file}:${origin.line}:${character + 1}`,
        file: origin.file,
        message: `TS${d.code}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`,
      };
    }));
  }
  return result;
}

/** The JavaScript of a composed snippet (CommonJS), with the line of its TypeScript for each of its lines. */
export function transpileSnippet(
  snippet: ComposedSnippet,
  options: ts.CompilerOptions,
): { js: string; tsLine: (jsLine: number) => number | undefined } {
  const out = ts.transpileModule(snippet.source, {
    fileName: snippet.fileName,
    compilerOptions: { ...options, noEmit: false, sourceMap: true, inlineSourceMap: false, declaration: false },
    reportDiagnostics: false,
  });
  const js = out.outputText.replace(/\n\/\/# sourceMappingURL=.*\s*$/, '\n');
  const lines = sourceLines(JSON.parse(out.sourceMapText ?? '{"mappings":""}').mappings);
  return { js, tsLine: (jsLine) => lines[jsLine - 1] };
}

/** For each generated line (0-based index), the 1-based source line of its first mapped segment. */
function sourceLines(mappings: string): Array<number | undefined> {
  const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  const fields = [0, 0, 0, 0, 0];
  return mappings.split(';').map((line) => {
    fields[0] = 0;
    let first: number | undefined;
    for (const segment of line.split(',').filter(Boolean)) {
      // base64 VLQ: 5 bits a digit, the 6th says "more follows"; the lowest bit of a value is its sign
      let k = 0;
      let value = 0;
      let scale = 1;
      for (const ch of segment) {
        const digit = B64.indexOf(ch);
        value += (digit % 32) * scale;
        if (digit >= 32) {
          scale *= 32;
          continue;
        }
        fields[k++] += value % 2 === 1 ? -(value - 1) / 2 : value / 2;
        value = 0;
        scale = 1;
      }
      if (first === undefined && k >= 4) first = fields[2] + 1;
    }
    return first;
  });
}

/** What a module of a snippet may `require`: `request` as written, `dir` the folder of the snippet. */
export type SnippetRequire = (request: string, dir: string) => unknown;

/**
 * Runs a composed snippet's JavaScript as a CommonJS module whose `require` is `load`. An error it
 * throws is rethrown with the origin of the line that threw (`<file>:<line>: <message>`) when the
 * stack shows it.
 */
export function runSnippet(snippet: ComposedSnippet, options: ts.CompilerOptions, load: SnippetRequire): void {
  const { js, tsLine } = transpileSnippet(snippet, options);
  const url = `snippet:///${path.basename(snippet.fileName)}`;
  const dir = path.dirname(snippet.fileName);
  const module = { exports: {} as unknown };
  const fn = new Function('exports', 'require', 'module', '__filename', '__dirname', `${js}\n//# sourceURL=${url}`);
  try {
    fn(module.exports, (request: string) => load(request, dir), module, snippet.fileName, dir);
  } catch (e) {
    const error = e instanceof Error ? e : new Error(String(e));
    const frame = new RegExp(`${url.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}:(\\d+):\\d+`).exec(error.stack ?? '');
    const line = frame ? tsLine(Number(frame[1]) - FUNCTION_LINE_OFFSET) : undefined;
    const origin = line !== undefined ? snippet.origins[line - 1] : undefined;
    const where = origin ? `${origin.file}:${origin.line}` : path.basename(snippet.fileName);
    throw new Error(`${where}: ${error.name}: ${error.message}`);
  }
}

/** How many lines `new Function` puts before the body (its header), found once by a probe. */
const FUNCTION_LINE_OFFSET = (() => {
  try {
    new Function('throw new Error("probe")\n//# sourceURL=snippet-probe')();
  } catch (e) {
    const m = /snippet-probe:(\d+):\d+/.exec((e as Error).stack ?? '');
    if (m) return Number(m[1]) - 1;
  }
  return 2;
})();
