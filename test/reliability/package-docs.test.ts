/**
 * What the npm package ships of the docs (the Python wheel and the Java jar embed that tarball): the
 * README, the change log, the license and the guides (docs/*.md), not the API reference (API.md and
 * docs/api/, published as a site: scripts/site.js). Every link of a shipped page resolves: a relative
 * one to a file of the package (and an anchor of it), one to the reference to a page of this
 * version's (and an anchor of it). The file list is npm's own (`npm pack --dry-run --json`), so
 * .npmignore is judged as npm applies it; the links are checked by the release dry run's own check
 * (checkShippedDocs, scripts/release/checks.js). The compiled assembly ships compressed: the .jsii
 * (jsii's redirect) and the .jsii.gz it names.
 */
import { execFileSync } from 'child_process';
import * as fs from 'fs';
import * as path from 'path';

/* eslint-disable @typescript-eslint/no-require-imports */
const { checkShippedDocs } = require('../../scripts/release/checks') as {
  checkShippedDocs(entries: Map<string, Buffer>, label: string, apiDocs?: string): { pages: number; problems: string[] };
};
const { referenceBase } = require('../../scripts/site') as { referenceBase(pkg: object): string };
const { linksOf } = require('../../scripts/markdown-links') as { linksOf(content: string): string[] };
const { COMPILE_COMMAND, assemblyFiles } = require('../../scripts/assembly') as { COMPILE_COMMAND: string; assemblyFiles(dir: string): string[] };
/* eslint-enable @typescript-eslint/no-require-imports */

const ROOT = path.join(__dirname, '..', '..');
const API = path.join(ROOT, 'docs', 'api');

let packed: Set<string> | undefined;
/** The files of the npm package, relative to its root, with / separators (npm runs once per file). */
function packedFiles(): Set<string> {
  if (packed) return packed;
  const out = execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
    cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 64 * 1024 * 1024,
  });
  const [pack] = JSON.parse(out) as { files: { path: string }[] }[];
  packed = new Set(pack.files.map((f) => f.path.split(path.sep).join('/')));
  return packed;
}

/** The markdown files of the package as the tarball's entries (`package/<path>`), and its package.json. */
function shippedPages(files: Set<string>): Map<string, Buffer> {
  const entries = new Map<string, Buffer>();
  for (const f of files) if (/\.md$/i.test(f) || f === 'package.json') entries.set(`package/${f}`, fs.readFileSync(path.join(ROOT, f)));
  return entries;
}

describe('docs in the npm package', () => {
  let files: Set<string>;

  beforeAll(() => {
    files = packedFiles();
  }, 120_000);

  test('the README, change log, license and every guide of docs/ are packed', () => {
    const guides = fs.readdirSync(path.join(ROOT, 'docs')).filter((n) => n.endsWith('.md')).map((n) => `docs/${n}`);
    expect(guides.length).toBeGreaterThan(5);
    expect(['README.md', 'CHANGELOG.md', 'LICENSE', ...guides].filter((f) => !files.has(f))).toEqual([]);
  });

  test('the API reference is not packed: no API.md, nothing of docs/api/', () => {
    expect(fs.existsSync(path.join(API, 'API.md'))).toBe(true);
    expect([...files].filter((f) => f === 'API.md' || f.startsWith('docs/api/'))).toEqual([]);
  });

  test('every link of every packed page resolves: in the package, or to a page and anchor of this version\'s reference', () => {
    const entries = shippedPages(files);
    const { pages, problems } = checkShippedDocs(entries, 'npm package', API);
    expect(pages).toBeGreaterThan(5);
    expect(problems).toEqual([]);
  });

  test('the README links to the reference of this version in TypeScript, Python and Java', () => {
    const base = referenceBase(JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')));
    const links = linksOf(fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8')).filter((l) => l.startsWith(base)).map((l) => l.slice(base.length).split('#')[0]);
    for (const index of ['API.html', 'python/API.html', 'java/API.html']) expect(links).toContain(index);
  });
});

describe('the assembly in the npm package', () => {
  test('the compiled assembly is packed compressed: the .jsii and the .jsii.gz it redirects to', () => {
    const assembly = assemblyFiles(ROOT);
    if (!assembly.length) throw new Error(`no .jsii: compile first (${COMPILE_COMMAND})`);
    // the build compiles with --compress-assembly: .jsii is the redirect, .jsii.gz the assembly
    expect(assembly).toEqual(['.jsii', '.jsii.gz']);
    const files = packedFiles();
    expect(assembly.filter((f) => !files.has(f))).toEqual([]);
  }, 120_000);
});

describe('the API reference in the repository', () => {
  test('TypeScript, Python and Java each have an index and the same namespace pages', () => {
    const names = ['.', 'python', 'java'].map((dir) => fs.readdirSync(path.join(API, dir)).filter((f) => f.endsWith('.md')).sort());
    expect(names[0]).toContain('API.md');
    expect(names[0].length).toBeGreaterThan(1);
    expect(names[1]).toEqual(names[0]);
    expect(names[2]).toEqual(names[0]);
  });
});
