/**
 * Reading HCL: parsed by cdktf's own parser (@cdktf/hcl2json, HashiCorp's HCL library built for
 * Node), which turns each file into Terraform's JSON shape with expressions as `${...}` strings,
 * and parses those expressions into syntax trees. Line numbers, which that JSON does not carry, are
 * found by locating each block's header in the text (the parser has already accepted it).
 */
import type { ExpressionType } from '@cdktf/hcl2json/lib/syntax-tree';

/** A file to convert: its name (used in messages) and its text. */
export interface SourceFile {
  readonly name: string;
  readonly content: string;
}

/** A problem in the input, with the file and line it is on. */
export interface Problem {
  readonly file: string;
  readonly line: number;
  readonly message: string;
}

/** One parsed file: its Terraform JSON (what it could be read of) and what could not be read. */
export interface ParsedFile {
  readonly file: SourceFile;
  readonly json: Record<string, any>;
  readonly problems: Problem[];
}

// the parser is loaded on first use: it starts a WebAssembly module
let parser: typeof import('@cdktf/hcl2json') | undefined;
function hcl2json(): typeof import('@cdktf/hcl2json') {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  parser ??= require('@cdktf/hcl2json') as typeof import('@cdktf/hcl2json');
  return parser;
}

/** The line a parser message points at (`file.tf:12,3-8: ...`), if it names one. */
function lineOf(message: string, file: string): number | undefined {
  const escaped = file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const m = new RegExp(`${escaped}:(\\d+),\\d+`).exec(message);
  return m ? Number(m[1]) : undefined;
}

/** The parser's message without its wrapping (`parse config: [...]`). */
function cleanMessage(message: string): string {
  return message.replace(/^parse config: \[/, '').replace(/\]\s*$/, '').replace(/^[^:]+:\d+,\d+-(\d+,)?\d+: /, '');
}

/**
 * The first and last line (1-based) of the top-level block that holds `line`: from the last line at or
 * before it that starts a block at the left margin, to the line before the next one.
 */
function topLevelBlock(lines: string[], line: number): [number, number] {
  const starts = (i: number) => /^[A-Za-z_][\w-]*(\s+("[^"]*"|[\w-]+))*\s*\{/.test(lines[i] ?? '');
  let first = Math.min(line, lines.length) - 1;
  while (first > 0 && !starts(first)) first--;
  let last = first + 1;
  while (last < lines.length && !starts(last)) last++;
  return [first + 1, last];
}

/**
 * Parses a file. A syntax error costs the top-level block it is in (reported with its line); the
 * rest of the file is read: the block is blanked out (its lines kept, so numbers stay true) and the
 * file parsed again.
 */
export async function parseFile(file: SourceFile): Promise<ParsedFile> {
  const problems: Problem[] = [];
  let lines = file.content.split('\n');
  for (let attempt = 0; attempt <= lines.length; attempt++) {
    try {
      const json = await hcl2json().parse(file.name, lines.join('\n'));
      return { file, json, problems };
    } catch (e) {
      const message = (e as Error).message ?? String(e);
      const line = lineOf(message, file.name);
      if (line === undefined) {
        problems.push({ file: file.name, line: 1, message: `cannot be read: ${cleanMessage(message)}` });
        return { file, json: {}, problems };
      }
      const [first, last] = topLevelBlock(lines, line);
      problems.push({ file: file.name, line, message: `${cleanMessage(message)} (lines ${first}-${last} are left out)` });
      lines = lines.map((l, i) => (i >= first - 1 && i < last ? '' : l));
    }
  }
  return { file, json: {}, problems };
}

/** The syntax tree of an expression string of the parser's JSON (`${...}` or a template). */
export async function expressionAst(file: string, expression: string): Promise<ExpressionType | undefined> {
  try {
    return (await hcl2json().getExpressionAst(file, `"${quoteTemplate(expression)}"`)) ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * The text of a quoted template whose value is `s`: the parser's JSON gives a template's literal
 * parts unescaped; inside `${...}` and `%{...}` the text is an expression, left as it is.
 */
function quoteTemplate(s: string): string {
  let out = '';
  let depth = 0;
  let inString = false;
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (depth === 0) {
      if ((c === '$' || c === '%') && s[i + 1] === '{' && s[i - 1] !== c) {
        depth = 1;
        out += c + '{';
        i++;
        continue;
      }
      out += c === '"' ? '\\"' : c === '\\' ? '\\\\' : c === '\n' ? '\\n' : c === '\r' ? '\\r' : c === '\t' ? '\\t' : c;
      continue;
    }
    out += c;
    if (inString) {
      if (c === '\\') { out += s[++i] ?? ''; continue; }
      if (c === '"') inString = false;
    } else if (c === '"') {
      inString = true;
    } else if (c === '{') {
      depth++;
    } else if (c === '}') {
      depth--;
    }
  }
  return out;
}

/** Where the blocks and attributes of a file are, by the headers and names the text shows. */
export class LineIndex {
  private readonly lines: string[];
  /** The line of each block header, by keyword and labels (`resource idp_flow login`), first one kept. */
  private readonly headers = new Map<string, number>();
  /** By block line: the attributes and nested blocks directly inside it, with their lines, in order. */
  private readonly children = new Map<number, ReadonlyArray<{ readonly name: string; readonly line: number; readonly block: boolean }>>();

  public constructor(private readonly file: SourceFile) {
    this.lines = file.content.split('\n');
    const header = /^\s*([A-Za-z_][\w-]*)((?:\s+(?:"[^"]*"|[A-Za-z_][\w-]*))*)\s*\{/;
    this.lines.forEach((l, i) => {
      const m = header.exec(l);
      if (!m) return;
      const labels = [...m[2].matchAll(/"([^"]*)"|([A-Za-z_][\w-]*)/g)].map((x) => x[1] ?? x[2]);
      const key = [m[1], ...labels].join(' ');
      if (!this.headers.has(key)) this.headers.set(key, i + 1);
    });
  }

  /** The line of a block header: `resource "type" "name"`, `variable "name"`, `locals`, ... (1 when not found). */
  public block(keyword: string, ...labels: string[]): number {
    return this.headers.get([keyword, ...labels].join(' ')) ?? 1;
  }

  /** The line of an attribute or nested block named `name` directly in the block starting at `from` (`from` when not found). */
  public attribute(from: number, name: string): number {
    return this.childrenOf(from).find((c) => c.name === name)?.line ?? from;
  }

  /** The lines of the nested blocks named `name` directly in the block starting at `from`, in order. */
  public nested(from: number, name: string): number[] {
    return this.childrenOf(from).filter((c) => c.name === name && c.block).map((c) => c.line);
  }

  private childrenOf(from: number) {
    let found = this.children.get(from);
    if (!found) {
      const items: Array<{ name: string; line: number; block: boolean }> = [];
      // to the end of the block: braces counted outside quoted strings (for line numbers only)
      let depth = 0;
      const item = /^\s*"?([A-Za-z_][\w-]*)"?\s*(=|\{)/;
      for (let i = from - 1; i < this.lines.length; i++) {
        const line = this.lines[i];
        const m = i > from - 1 && depth === 1 ? item.exec(line) : null;
        if (m) items.push({ name: m[1], line: i + 1, block: m[2] === '{' });
        const code = line.replace(/"(\\.|[^"\\])*"/g, '');
        depth += (code.match(/\{/g) ?? []).length - (code.match(/\}/g) ?? []).length;
        if (depth <= 0 && i > from - 1) break;
      }
      found = items;
      this.children.set(from, found);
    }
    return found;
  }

  /**
   * The comment written on the lines just above `line`, by line without its markers: `#` and `//`
   * lines and block comments, up to a blank line or code. Empty when there is none.
   */
  public commentAbove(line: number): string[] {
    const out: string[] = [];
    for (let i = line - 2; i >= 0;) {
      const text = this.lines[i].trim();
      const single = /^(?:#|\/\/)(.*)$/s.exec(text);
      if (single) {
        out.unshift(single[1].replace(/^ /, ''));
        i--;
        continue;
      }
      if (!text.endsWith('*/')) break;
      let start = i;
      while (start >= 0 && !this.lines[start].includes('/*')) start--;
      // a block comment after code on its first line is that code's
      if (start < 0 || !this.lines[start].trim().startsWith('/*')) break;
      const body = this.lines.slice(start, i + 1).join('\n').trim().replace(/^\/\*+/, '').replace(/\*+\/$/, '');
      out.unshift(...body.split('\n').map((l) => l.replace(/^\s*\*? ?/, '')));
      i = start - 1;
    }
    const lines = out.map((l) => l.trimEnd());
    while (lines.length && lines[0] === '') lines.shift();
    while (lines.length && lines[lines.length - 1] === '') lines.pop();
    return lines;
  }

  /** The first line at or after `from` whose text holds `text` (`from` when none does). */
  public containing(from: number, text: string): number {
    for (let i = from - 1; i < this.lines.length; i++) if (this.lines[i].includes(text)) return i + 1;
    return from;
  }

  public get name(): string {
    return this.file.name;
  }
}
