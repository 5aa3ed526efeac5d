/**
 * Every TypeScript code block of the README and the guides (README.md and docs/*.md; not the generated
 * docs/api/**) is compiled and run, and the stacks it creates synthesize, so a snippet cannot rot.
 * Each block is one test named `<file>:<line>` (the line of its opening fence). How a block runs
 * (test/docs/snippets.ts, `planTypeScriptBlock`):
 *
 * - marked `<!-- getting-started: typescript file=... -->` in the README's "## Getting started" or
 *   docs/getting-started.md: followed by test/getting-started/run.js in a real project, listed here as
 *   a skipped test "covered by ...";
 * - a fragment (no imports of its own) runs in a fixture, test/docs/fixtures/<name>.ts: a real
 *   TypeScript file that creates the app and a stack, declares (and exports) what the guide's
 *   fragments use, marks the block's place with a line `/// here` and synthesizes the app. The fixture
 *   is `<!-- snippet: fixture=<name> -->` on the lines before the block, else the one named after the
 *   markdown file (docs/idp.md: `idp`, README.md: `readme`);
 * - a block with its own imports is a whole program and runs as it is (`fixture=none` says so for
 *   any block); a block of imports alone (the CDK Terrain imports of docs/using.md) is type-checked
 *   and its imports loaded: it creates no app, so there is nothing to synthesize.
 *
 * Type-checking: one TypeScript program holds every block (in its fixture) and the fixtures themselves,
 * with the options of the README's tsconfig.json (strict) and `cdktf-triad`, and `cdktn-triad`, resolved
 * to src/index.ts (a namespace's entry point, `cdktf-triad/idp`, to its source, src/idp.ts); each
 * diagnostic is reported at its markdown line (or fixture line).
 * Running: the block's module is transpiled and run with `cdktf-triad` / `cdktn-triad` (and the
 * fixtures' `../../../src`) loading src through jest, everything else through jest's `require` (so under
 * test/frameworks/cdktn.jest.config.js, `cdktf` is CDK Terrain). `CDKTF_OUTDIR` points the app to a
 * temporary folder; the test then reads its manifest: at least one stack, each stack's cdk.tf.json
 * written (so `app.synth()` ran, with validation and the rule packs, which throw on an error) and passing
 * the providers' schemas (`SchemaCheck`).
 *
 * Guards: a block no path covers (no fixture for its file, an unknown fixture name, a getting-started
 * marker where run.js does not look), a fixture without its placeholder line and a fixture no block
 * uses are failing tests that say what to do.
 */
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import {
  CheckedFile, CodeBlock, ComposedSnippet, composeSnippet, entryPointSources, Fixture, fixtureProblems, MarkdownError, Plan, PlanContext,
  planTypeScriptBlock, readCodeBlocks, runSnippet, sectionLines, snippetCompilerOptions, SnippetDiagnostic, typeCheck, TYPESCRIPT,
} from './snippets';
import * as triad from '../../src';

const ROOT = path.resolve(__dirname, '..', '..');
const FIXTURES = path.join(__dirname, 'fixtures');
const FIXTURE_DIR = 'test/docs/fixtures';
const SRC = path.join(ROOT, 'src');
const OPTIONS = snippetCompilerOptions(ROOT);
const ENTRY_POINTS = entryPointSources(ROOT);

/** The docs whose code blocks are tested: README.md and docs/*.md (docs/api/** is generated). */
const DOCS = ['README.md', ...fs.readdirSync(path.join(ROOT, 'docs')).filter((f) => f.endsWith('.md')).sort().map((f) => `docs/${f}`)];

/** The files and sections test/getting-started/run.js follows (its SOURCES). */
const GETTING_STARTED: Record<string, string | undefined> = { 'README.md': '## Getting started', 'docs/getting-started.md': undefined };

const fixtures = new Map<string, Fixture>(
  fs.readdirSync(FIXTURES).filter((f) => f.endsWith('.ts')).sort().map((f) => {
    const name = path.basename(f, '.ts');
    return [name, { name, file: `${FIXTURE_DIR}/${f}`, text: fs.readFileSync(path.join(FIXTURES, f), 'utf8') }];
  }),
);

const markdown = new Map(DOCS.map((file) => [file, fs.readFileSync(path.join(ROOT, file), 'utf8')]));

const context: PlanContext = {
  fixtures: new Set(fixtures.keys()),
  fixtureDir: FIXTURE_DIR,
  defaultFixture: (file) => path.basename(file, '.md').toLowerCase(),
  followedByGettingStarted: (block) => {
    if (!(block.file in GETTING_STARTED)) return false;
    const heading = GETTING_STARTED[block.file];
    if (!heading) return true;
    const section = sectionLines(markdown.get(block.file)!, heading);
    return !!section && block.line > section.start && block.line < section.end;
  },
};

interface Case {
  readonly block: CodeBlock;
  readonly plan: Plan;
  /** The module the block runs as (fixture and program plans). */
  readonly snippet?: ComposedSnippet;
  /** Why it could not be composed (a fixture without its placeholder). */
  readonly problem?: string;
}

const readErrors = new Map<string, string>();
const cases: Case[] = [];
for (const file of DOCS) {
  let blocks: CodeBlock[] = [];
  try {
    blocks = readCodeBlocks(markdown.get(file)!, file);
  } catch (e) {
    readErrors.set(file, e instanceof MarkdownError ? e.message : String(e));
  }
  for (const block of blocks.filter((b) => TYPESCRIPT.includes(b.lang))) {
    const plan = planTypeScriptBlock(block, context);
    if (plan.kind !== 'fixture' && plan.kind !== 'program' && plan.kind !== 'imports-only') {
      cases.push({ block, plan });
      continue;
    }
    try {
      cases.push({ block, plan, snippet: composeSnippet(block, FIXTURES, plan.kind === 'fixture' ? fixtures.get(plan.fixture) : undefined) });
    } catch (e) {
      cases.push({ block, plan, problem: `${block.file}:${block.line}: ${(e as Error).message}` });
    }
  }
}

/** What a snippet may require: the package (by either name, or the fixtures' relative path) is src, a namespace's entry point its source. */
function load(request: string, dir: string): unknown {
  if (request === 'cdktf-triad' || request === 'cdktn-triad') return triad;
  const entryPoint = /^cdkt[fn]-triad\/(\w+)$/.exec(request);
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  if (entryPoint && ENTRY_POINTS.has(entryPoint[1])) return require(ENTRY_POINTS.get(entryPoint[1])!);
  const target = request.startsWith('.') ? path.resolve(dir, request) : request;
  if (target === SRC || target === path.join(SRC, 'index')) return triad;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require(target);
}

const show = (diagnostics: readonly SnippetDiagnostic[]) => diagnostics.map((d) => `${d.at}: ${d.message}`);

describe('the TypeScript code blocks of README.md and docs/*.md', () => {
  let diagnostics: Map<string, SnippetDiagnostic[]>;
  let tmp: string;

  beforeAll(() => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'doc-snippets-'));
    const files: CheckedFile[] = [
      ...cases.flatMap((c) => (c.snippet ? [c.snippet] : [])),
      ...[...fixtures.values()].map((f) => ({ fileName: path.join(ROOT, f.file), name: f.file })),
    ];
    diagnostics = typeCheck(files, OPTIONS);
  }, 180_000);

  afterAll(() => {
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  });

  test('the program of the snippets has no global problems', () => {
    expect(show(diagnostics.get('') ?? [])).toEqual([]);
  });

  for (const file of DOCS) {
    test(`${file}: its code blocks and markers can be read`, () => {
      expect(readErrors.get(file)).toBeUndefined();
    });
  }

  for (const c of cases) {
    const where = `${c.block.file}:${c.block.line}`;
    const plan = c.plan;
    switch (plan.kind) {
      case 'covered':
        test.skip(`${where} is covered by ${plan.by}`, () => undefined);
        break;
      case 'unplanned':
        test(`${where} has a test that runs it`, () => {
          throw new Error(plan.problem);
        });
        break;
      case 'imports-only':
        test(`${where} compiles and its imports load (imports only: it creates no app, nothing to synthesize)`, () => {
          expect(c.problem).toBeUndefined();
          expect(show(diagnostics.get(c.snippet!.fileName)!)).toEqual([]);
          runSnippet(c.snippet!, OPTIONS, load);
        });
        break;
      default:
        test(`${where} compiles and synthesizes (${plan.kind === 'fixture' ? `fixture ${plan.fixture}` : 'a whole program'})`, () => {
          expect(c.problem).toBeUndefined();
          expect(show(diagnostics.get(c.snippet!.fileName)!)).toEqual([]);
          const outdir = fs.mkdtempSync(path.join(tmp, 'out-'));
          const before = process.env.CDKTF_OUTDIR;
          process.env.CDKTF_OUTDIR = outdir;
          const log = jest.spyOn(console, 'log').mockImplementation(() => undefined); // the rule packs' summary lines
          try {
            runSnippet(c.snippet!, OPTIONS, load);
          } finally {
            log.mockRestore();
            if (before === undefined) delete process.env.CDKTF_OUTDIR;
            else process.env.CDKTF_OUTDIR = before;
          }
          const stacks = synthesized(outdir, where);
          expect(stacks.length).toBeGreaterThan(0);
          for (const stack of stacks) expect([stack.name, triad.SchemaCheck.check(stack.json)]).toEqual([stack.name, []]);
        });
    }
  }

  for (const fixture of fixtures.values()) {
    const users = cases.filter((c) => c.plan.kind === 'fixture' && c.plan.fixture === fixture.name);
    test(`${fixture.file} has one placeholder line and compiles on its own`, () => {
      expect(fixtureProblems(fixture)).toEqual([]);
      expect(show(diagnostics.get(path.join(ROOT, fixture.file))!)).toEqual([]);
    });
    test(`${fixture.file} is used by a block`, () => {
      expect(users.length > 0 ? [] : [`${fixture.file} is used by no block of ${DOCS.join(', ')}: remove it, or mark a block <!-- snippet: fixture=${fixture.name} -->`]).toEqual([]);
    });
  }
});

/** The stacks an app synthesized into `outdir`, from its manifest (each stack's cdk.tf.json parsed). */
function synthesized(outdir: string, where: string): Array<{ name: string; json: unknown }> {
  const manifestFile = path.join(outdir, 'manifest.json');
  if (!fs.existsSync(manifestFile)) {
    throw new Error(`${where}: synthesized nothing into CDKTF_OUTDIR: no manifest.json (no app.synth(), or an App given an outdir of its own)`);
  }
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as { stacks: Record<string, { name: string; synthesizedStackPath: string }> };
  return Object.values(manifest.stacks).map((s) => {
    const file = path.join(outdir, s.synthesizedStackPath);
    if (!fs.existsSync(file)) throw new Error(`${where}: stack ${s.name} has no ${s.synthesizedStackPath}`);
    return { name: s.name, json: JSON.parse(fs.readFileSync(file, 'utf8')) };
  });
}

describe('readCodeBlocks', () => {
  const md = [
    '# Guide', //                                   1
    '', //                                          2
    '<!-- snippet: fixture=idp -->', //             3
    '<!-- getting-started: none -->', //            4
    '```ts', //                                     5
    'const a = 1;', //                              6
    '```', //                                       7
    '<!-- getting-started: none -->', //            8
    '', //                                          9
    '<!-- snippet: fixture=repo -->', //            10
    '```typescript title="b"', //                   11
    'const b = 2;', //                              12
    '```', //                                       13
    '````md', //                                    14
    '```ts', //                                     15
    '<!-- snippet: fixture=inside -->', //          16
    '```', //                                       17
    '````', //                                      18
    '- a list item:', //                            19
    '  ~~~python', //                               20
    '  print("c")', //                              21
    '    indented()', //                            22
    '  ~~~', //                                     23
  ].join('\n');

  test('returns each block with its line, language, code and the markers before it, in either order', () => {
    const blocks = readCodeBlocks(md, 'docs/x.md');
    expect(blocks.map((b) => [b.line, b.lang, b.text, b.snippet?.fixture, b.gettingStarted?.none])).toEqual([
      [5, 'ts', 'const a = 1;\n', 'idp', true],
      [11, 'typescript', 'const b = 2;\n', 'repo', true],
      [14, 'md', '```ts\n<!-- snippet: fixture=inside -->\n```\n', undefined, undefined],
      [20, 'python', 'print("c")\n  indented()\n', undefined, undefined],
    ]);
    expect([blocks[0].snippet?.line, blocks[0].gettingStarted?.line, blocks[1].snippet?.line, blocks[1].gettingStarted?.line]).toEqual([3, 4, 10, 8]);
    expect(blocks[1].info).toBe('typescript title="b"');
  });

  test('reads a getting-started marker of a file block', () => {
    const [block] = readCodeBlocks('<!-- getting-started: typescript file=main.ts -->\n```ts\nx;\n```\n', 'README.md');
    expect(block.gettingStarted).toEqual({ none: false, language: 'typescript', kind: 'file', value: 'main.ts', line: 1 });
  });

  test.each([
    ['a fence never closed', 'text\n\n```ts\nconst a = 1;\n', 'docs/x.md:3: code block (ts) is not closed: no ``` fence after it'],
    ['a fence closed by a shorter one', '````\nx\n```\n', 'docs/x.md:1: code block (no language) is not closed: no ```` fence after it'],
    ['a marker before text', '<!-- snippet: fixture=idp -->\nsome text\n```ts\nx\n```\n', 'docs/x.md:1: marker not followed by a code block'],
    ['a marker at the end', 'text\n<!-- getting-started: none -->\n', 'docs/x.md:2: marker not followed by a code block'],
    ['two snippet markers', '<!-- snippet: fixture=a -->\n<!-- snippet: fixture=b -->\n```ts\nx\n```\n', 'docs/x.md:2: a second snippet marker for one block (the first is at line 1)'],
    ['a snippet marker it cannot read', '<!-- snippet: fixture idp -->\n```ts\nx\n```\n', 'docs/x.md:1: cannot read snippet marker "fixture idp": expected <!-- snippet: fixture=<name> -->'],
    ['a getting-started marker it cannot read', '<!-- getting-started: typescript -->\n```ts\nx\n```\n', 'docs/x.md:1: cannot read getting-started marker "typescript"'],
  ])('refuses %s, naming the file and line', (_, text, message) => {
    expect(() => readCodeBlocks(text, 'docs/x.md')).toThrow(message);
    expect(() => readCodeBlocks(text, 'docs/x.md')).toThrow(MarkdownError);
  });
});

describe('sectionLines', () => {
  test('spans from the heading to the next heading of its level or higher; a # line in a code block is no heading', () => {
    const md = ['# T', '## Getting started', '```sh', '# a comment', '## not a heading', '```', '### sub', 'x', '## Next', 'y'].join('\n');
    expect(sectionLines(md, '## Getting started')).toEqual({ start: 2, end: 9 });
    expect(sectionLines(md, '## Next')).toEqual({ start: 9, end: 11 });
    expect(sectionLines(md, '## None')).toBeUndefined();
  });
});

describe('planTypeScriptBlock', () => {
  const ctx: PlanContext = {
    fixtures: new Set(['idp', 'stack']),
    fixtureDir: FIXTURE_DIR,
    defaultFixture: (file) => path.basename(file, '.md').toLowerCase(),
    followedByGettingStarted: (block) => block.file === 'README.md',
  };
  const plan = (file: string, markdownText: string) => planTypeScriptBlock(readCodeBlocks(markdownText, file)[0], ctx);
  const block = (code: string, ...markers: string[]) => [...markers, '```ts', code, '```', ''].join('\n');

  test('a getting-started file block where run.js follows it is covered', () => {
    expect(plan('README.md', block('x;', '<!-- getting-started: typescript file=main.ts -->'))).toEqual({ kind: 'covered', by: 'test/getting-started/run.js (typescript, main.ts)' });
  });

  test('a getting-started marker where run.js does not look, or of another language, leaves the block untested', () => {
    expect(plan('docs/idp.md', block('x;', '<!-- getting-started: typescript file=main.ts -->'))).toEqual({
      kind: 'unplanned',
      problem: 'docs/idp.md:2: marked getting-started, but test/getting-started/run.js does not follow this part of docs/idp.md; ' +
        'mark it "getting-started: none" or remove the marker so that the snippet tests run it',
    });
    expect(plan('README.md', block('x;', '<!-- getting-started: python file=main.py -->'))).toMatchObject({ kind: 'unplanned', problem: expect.stringContaining('only "typescript file=<path>" runs TypeScript') });
    expect(plan('README.md', block('x;', '<!-- snippet: fixture=idp -->', '<!-- getting-started: typescript file=main.ts -->')))
      .toMatchObject({ kind: 'unplanned', problem: 'README.md:3: a block marked getting-started takes no snippet marker (line 1): test/getting-started/run.js runs it' });
  });

  test('a fragment runs in its file\'s fixture, or the one its marker names (getting-started: none is not covered)', () => {
    expect(plan('docs/idp.md', block('x;'))).toEqual({ kind: 'fixture', fixture: 'idp', explicit: false });
    expect(plan('docs/idp.md', block('x;', '<!-- getting-started: none -->'))).toEqual({ kind: 'fixture', fixture: 'idp', explicit: false });
    expect(plan('docs/idp.md', block('import { a } from "b";\nx;', '<!-- snippet: fixture=stack -->'))).toEqual({ kind: 'fixture', fixture: 'stack', explicit: true });
  });

  test('a block with its own imports is a whole program, or imports only; fixture=none runs any block as it is', () => {
    expect(plan('docs/repo.md', block("import { App } from 'cdktf';\nnew App().synth();"))).toEqual({ kind: 'program' });
    expect(plan('docs/repo.md', block("import { App } from 'cdktf';\nimport { idp } from 'cdktf-triad';"))).toEqual({ kind: 'imports-only' });
    expect(plan('docs/idp.md', block('x;', '<!-- snippet: fixture=none -->'))).toEqual({ kind: 'program' });
  });

  test('an unknown fixture, or a fragment of a file without a default fixture, is untested and says why', () => {
    expect(plan('docs/idp.md', block('x;', '<!-- snippet: fixture=nope -->'))).toEqual({
      kind: 'unplanned',
      problem: 'docs/idp.md:2: unknown fixture "nope" (marker at line 1): no test/docs/fixtures/nope.ts; the fixtures are: idp, stack',
    });
    expect(plan('docs/java.md', block('x;'))).toEqual({
      kind: 'unplanned',
      problem: 'docs/java.md:1: no test runs this block: it has no imports (so it is not a whole program), no <!-- snippet: fixture=<name> --> marker, ' +
        'and docs/java.md has no default fixture (test/docs/fixtures/java.ts); the fixtures are: idp, stack',
    });
  });
});

describe('composeSnippet', () => {
  const fixture: Fixture = {
    name: 'f',
    file: 'test/docs/fixtures/f.ts',
    text: "import { App, Token } from 'cdktf';\nimport { idp, rules } from '../../../src';\n\nconst app = new App();\n/// here\napp.synth();\n",
  };
  const [block] = readCodeBlocks("Text\n```ts\nimport { rules } from 'cdktf-triad';\n\nconst app = rules;\n```\n", 'docs/g.md');

  test('puts the block in braces at the placeholder, its imports first, and drops a name it imports from the fixture\'s imports', () => {
    const snippet = composeSnippet(block, FIXTURES, fixture);
    expect(snippet.fileName).toBe(path.join(FIXTURES, 'f.snippet-docs-g-md-2.ts'));
    expect(snippet.source).toBe([
      "import { rules } from 'cdktf-triad';",
      "import { App, Token } from 'cdktf';",
      "import { idp } from '../../../src';",
      '',
      'const app = new App();',
      '{',
      '                                    ',
      '',
      'const app = rules;',
      '}',
      'app.synth();',
      '',
    ].join('\n'));
    expect(snippet.origins.map((o) => `${o.file}:${o.line}`)).toEqual([
      'docs/g.md:3', 'test/docs/fixtures/f.ts:1', 'test/docs/fixtures/f.ts:2', 'test/docs/fixtures/f.ts:3', 'test/docs/fixtures/f.ts:4',
      'test/docs/fixtures/f.ts:5', 'docs/g.md:3', 'docs/g.md:4', 'docs/g.md:5', 'test/docs/fixtures/f.ts:5', 'test/docs/fixtures/f.ts:6',
    ]);
  });

  test('without a fixture, the block as it is', () => {
    const snippet = composeSnippet(block, FIXTURES);
    expect([snippet.fileName, snippet.source, snippet.origins.map((o) => o.line)])
      .toEqual([path.join(FIXTURES, 'program.snippet-docs-g-md-2.ts'), block.text, [3, 4, 5]]);
  });

  test('refuses a fixture without its placeholder line, or with two', () => {
    const none = { ...fixture, text: 'const x = 1;\n// here\n' };
    expect(fixtureProblems(none)).toEqual(['test/docs/fixtures/f.ts: no placeholder line "/// here" (the line where a block goes)']);
    expect(() => composeSnippet(block, FIXTURES, none)).toThrow('test/docs/fixtures/f.ts: no placeholder line "/// here"');
    expect(fixtureProblems({ ...fixture, text: '/// here\n  /// here\n' })).toEqual(['test/docs/fixtures/f.ts: 2 placeholder lines "/// here"; a fixture has one']);
  });
});

describe('typeCheck and runSnippet', () => {
  const fixture: Fixture = { name: 'plain', file: 'test/docs/fixtures/plain.ts', text: 'const given = 2;\n\n/// here\nexport {};\n' };
  const blockOf = (code: string) => readCodeBlocks(['# T', '', '```ts', code, '```', ''].join('\n'), 'docs/t.md')[0];

  test('reports a type error at its markdown line and column, and one of the fixture at the fixture\'s line', () => {
    const good = composeSnippet(blockOf('const n: number = given;'), FIXTURES, fixture);
    const bad = composeSnippet(blockOf("const ok = 1;\nconst n: number = 'two' + ok;"), FIXTURES, { ...fixture, name: 'plain-bad', text: 'const given: string = 2;\n/// here\n' });
    const result = typeCheck([good, bad], snippetCompilerOptions(ROOT));
    expect(result.get(good.fileName)).toEqual([]);
    expect(show(result.get(bad.fileName)!)).toEqual([
      "test/docs/fixtures/plain.ts:1:7: TS2322: Type 'number' is not assignable to type 'string'.",
      "docs/t.md:5:7: TS2322: Type 'string' is not assignable to type 'number'.",
    ]);
  }, 60_000);

  test('runs a block with the require it is given, and names the markdown line of what it throws', () => {
    const requests: string[][] = [];
    const fake = (request: string, dir: string) => {
      requests.push([request, dir]);
      return { join: (...parts: string[]) => parts.join('/') };
    };
    const ok = composeSnippet(blockOf("import { join } from 'path';\nif (join('a', 'b') !== 'a/b') throw new Error('not the given require');"), FIXTURES, fixture);
    expect(() => runSnippet(ok, OPTIONS, fake)).not.toThrow();
    expect(requests).toEqual([['path', FIXTURES]]);
    const failing = composeSnippet(blockOf('const a: number = given;\nif (a === 2) {\n  throw new Error(`boom ${a}`);\n}'), FIXTURES, fixture);
    expect(() => runSnippet(failing, OPTIONS, fake)).toThrow(/^docs\/t\.md:6: Error: boom 2$/);
  });
});
