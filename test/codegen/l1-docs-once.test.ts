/**
 * The committed L1s (src/l1/**) document each attribute once: in full on the property of its config or
 * struct interface (what users write), while the getters of the classes (resource, data function,
 * provider, OutputReference) say what they return and name that property as `Type.prop` (never with
 * `{@link}`, which makes the TypeScript compiler parse the doc comment),
 * and the `xInput` getters say one short line. A getter that carries the full doc again (description,
 * facts, default), or a link to a property its file does not declare, fails here. (The emitter's
 * forms are tested on throw-away packages in emit-l1-details.test.ts.)
 */
import * as fs from 'fs';
import * as path from 'path';
import { ROOT } from '../../codegen/load';

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? filesUnder(full) : e.name.endsWith('.ts') ? [full] : [];
  });
}

/** The text of a doc comment, its lines joined by `\n` without the ` * ` prefixes. */
const docText = (comment: string) => comment.split('\n').map((l) => l.replace(/^\s*\*\s?/, '')).join('\n').trim();

/** Each getter of a class with the doc comment just before it. */
function gettersOf(classText: string): Array<{ name: string; doc: string | undefined }> {
  const out: Array<{ name: string; doc: string | undefined }> = [];
  const re = /(?:\/\*\*\n((?:[ \t]*\*(?!\/).*\n)*?)[ \t]*\*\/\n)?[ \t]*public get (\w+)\(\)/g;
  for (const m of classText.matchAll(re)) out.push({ name: m[2], doc: m[1] === undefined ? undefined : docText(m[1]) });
  return out;
}

/** Whether `file` declares an interface `type` with a property `prop`. */
function declares(file: string, type: string, prop: string): boolean {
  const start = file.search(new RegExp(`\\nexport interface ${type} [^\\n]*\\{\\n`));
  if (start < 0) return false;
  const body = file.slice(start, file.indexOf('\n}\n', start));
  return new RegExp(`\\n  readonly ${prop}\\??: `).test(body);
}

const GETTER = /^(The remote value of|The value given for|A reference to|The items of) `(\w+)\.(\w+)`/;
const FULL_DOC = /Terraform attribute:|@default|Allowed values|Known values|Required\.|Changing it replaces/;

describe('generated L1 docs say each thing once', () => {
  const files = filesUnder(path.join(ROOT, 'src', 'l1')).sort();
  const problems: string[] = [];
  let settable = 0;
  for (const f of files) {
    const text = fs.readFileSync(f, 'utf8');
    const rel = path.relative(ROOT, f);
    for (const cls of text.split('\nexport class ').slice(1)) {
      const className = /^\w+/.exec(cls)![0];
      const getters = gettersOf(cls);
      const inputs = new Set(getters.filter((g) => g.name.endsWith('Input')).map((g) => g.name));
      for (const g of getters) {
        const where = `${rel}: ${className}.${g.name}`;
        if (g.name.endsWith('Input') && getters.some((x) => `${x.name}Input` === g.name)) {
          if (g.doc !== `The value given for \`${g.name.slice(0, -'Input'.length)}\`, if any.`) problems.push(`${where}: ${JSON.stringify(g.doc)}`);
          continue;
        }
        // a getter with an `xInput` getter reads an attribute the caller sets
        if (!inputs.has(`${g.name}Input`)) continue;
        settable++;
        const m = GETTER.exec(g.doc ?? '');
        if (!m || m[3] !== g.name) problems.push(`${where}: does not name its property: ${JSON.stringify(g.doc)}`);
        else if (!declares(text, m[2], m[3])) problems.push(`${where}: names ${m[2]}.${m[3]}, which ${rel} does not declare`);
        if (FULL_DOC.test(g.doc ?? '')) problems.push(`${where}: carries the property's doc again: ${JSON.stringify(g.doc)}`);
      }
    }
  }

  test('the getters of settable attributes are found (in every class kind)', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(settable).toBeGreaterThan(3000);
  });

  test('each getter of a settable attribute says what it returns and names the documented property; each `xInput` getter says one short line', () => {
    expect(problems).toEqual([]);
  });

  test('no doc comment of src/ (generated or not) holds `{@link` or `@see` (the TypeScript compiler parses only those of a declaration file)', () => {
    const linked = filesUnder(path.join(ROOT, 'src')).flatMap((f) => {
      const text = fs.readFileSync(f, 'utf8');
      return [...text.matchAll(/\/\*\*[\s\S]*?\*\//g)].filter((m) => /\{@link|@see/.test(m[0])).map((m) => `${path.relative(ROOT, f)}: ${m[0].slice(0, 80)}`);
    });
    expect(linked.slice(0, 10)).toEqual([]);
  });
});
