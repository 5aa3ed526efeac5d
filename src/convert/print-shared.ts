/**
 * What the three printers share: which classes a program uses (for its imports), and the layout of
 * lists, maps and structs (on one line when short, one item per line otherwise).
 */
import { ClassRef, Expr, forEachExpr, Program, Statement } from './ir';

/** The widest line an inline list, map or struct may make. */
const WIDTH = 100;

export abstract class Layout {
  /** An expression at the given indentation (of the line it starts on). */
  protected abstract expr(e: Expr, indent: string): string;

  /**
   * Items between brackets: on one line when that is short and no item spans lines, else one item
   * per line, indented one step more than `indent`.
   */
  protected wrap(open: string, close: string, items: ReadonlyArray<(indent: string) => string>, indent: string, spaced = false, step = '  '): string {
    if (!items.length) return open + close;
    const inner = indent + step;
    const flat = items.map((f) => f(inner));
    const line = spaced ? `${open} ${flat.join(', ')} ${close}` : `${open}${flat.join(', ')}${close}`;
    if (indent.length + line.length <= WIDTH && !flat.some((s) => s.includes('\n'))) return line;
    return `${open}\n${flat.map((s) => `${inner}${s},`).join('\n')}\n${indent}${close}`;
  }
}

/** The classes a program names, for its imports: cdktf's by name, and the library's packages and classes. */
export interface UsedClasses {
  readonly cdktf: string[];
  readonly pkgs: string[];
  /** The library's classes, each once. */
  readonly triad: Array<Extract<ClassRef, { from: 'triad' }>>;
}

/**
 * The classes a program names. `structsNamed`: whether the language names struct classes (Python and
 * Java do; TypeScript writes object literals).
 */
export function usedClasses(p: Program, structsNamed = true): UsedClasses {
  const cdktf = new Set<string>();
  const triad = new Map<string, Extract<ClassRef, { from: 'triad' }>>();
  const cls = (c: ClassRef) => {
    if (c.from === 'cdktf') cdktf.add(c.name);
    else triad.set(`${c.pkg}.${c.module}.${c.name}`, c);
  };
  for (const st of p.statements) {
    if (st.k === 'new') cls(st.cls);
    forEachExpr(st, (e) => {
      if (e.k === 'static' || (e.k === 'struct' && structsNamed)) cls(e.cls);
    });
  }
  const sorted = [...triad.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, c]) => c);
  return { cdktf: [...cdktf].sort(), pkgs: [...new Set(sorted.map((c) => c.pkg))].sort(), triad: sorted };
}

/**
 * The comment lines a statement carries (a comment statement's own lines), each on one line: a line
 * break inside one (`\r`, or one of Unicode's, which the languages read as ending the comment) as a
 * space, and no spaces at the end.
 */
export function commentOf(s: Statement): ReadonlyArray<string> {
  return (s.k === 'comment' ? s.lines : s.comment ?? []).map((l) => l.replace(/[\r\n\u0085\u2028\u2029]+/g, ' ').trimEnd());
}

/** A comment line in a language whose comments start with `marker` (no space after an empty one). */
export function commentLine(indent: string, marker: string, text: string): string {
  return text ? `${indent}${marker} ${text}` : `${indent}${marker}`;
}
