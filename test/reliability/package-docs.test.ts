/**
 * The API reference ships inside the npm package and works there: API.md and every page under
 * docs/api/ (TypeScript, python/, java/) are in the tarball, and every relative link in them (and
 * the README's links to them) resolves to a file of the tarball, and to an anchor of that file when
 * it names one. The compiled assembly ships too, compressed: the .jsii (jsii's redirect) and the
 * .jsii.gz it names. The file list is npm's own (`npm pack --dry-run --json`), so .npmignore is judged
 * as npm applies it.
 */
import { execFileSync } from 'child_process';
import * as fs from 'fs';
import * as path from 'path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { anchorsOf, checkLinksOf, isExternal, linksOf } = require('../../scripts/markdown-links') as {
  anchorsOf(content: string): Set<string>;
  checkLinksOf(file: string, content: string, options: { exists(file: string): boolean; anchorsOf(file: string): Set<string> }): string[];
  isExternal(link: string): boolean;
  linksOf(content: string): string[];
};

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { COMPILE_COMMAND, assemblyFiles } = require('../../scripts/assembly') as { COMPILE_COMMAND: string; assemblyFiles(dir: string): string[] };

const ROOT = path.join(__dirname, '..', '..');
const LANGUAGE_DIRS = ['docs/api', 'docs/api/python', 'docs/api/java'];

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

function pagesUnder(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = `${dir}/${e.name}`;
    return e.isDirectory() ? pagesUnder(rel) : e.name.endsWith('.md') ? [rel] : [];
  });
}

const anchorCache = new Map<string, Set<string>>();
function anchorsOfFile(file: string): Set<string> {
  let anchors = anchorCache.get(file);
  if (!anchors) {
    anchors = anchorsOf(fs.readFileSync(path.join(ROOT, file), 'utf8'));
    anchorCache.set(file, anchors);
  }
  return anchors;
}

/** The problems of the relative links of one page of the package (scripts/markdown-links.js). */
function brokenLinks(files: Set<string>, page: string, content = fs.readFileSync(path.join(ROOT, page), 'utf8')): string[] {
  return checkLinksOf(page, content, { exists: (f) => files.has(f), anchorsOf: anchorsOfFile });
}

describe('API reference in the npm package', () => {
  let files: Set<string>;
  const pages = ['API.md', ...pagesUnder('docs/api')];

  beforeAll(() => {
    files = packedFiles();
  }, 120_000);

  test('API.md and every page of docs/api/ are packed', () => {
    expect(pages.filter((p) => !files.has(p))).toEqual([]);
  });

  test('TypeScript, Python and Java each have an index and the same namespace pages', () => {
    const names = LANGUAGE_DIRS.map((dir) => fs.readdirSync(path.join(ROOT, dir)).filter((f) => f.endsWith('.md')).sort());
    expect(names[0]).toContain('API.md');
    expect(names[0].length).toBeGreaterThan(1);
    expect(names[1]).toEqual(names[0]);
    expect(names[2]).toEqual(names[0]);
  });

  test('every relative link of API.md and docs/api/ resolves inside the package', () => {
    const broken: string[] = [];
    let count = 0;
    for (const page of pages) {
      const content = fs.readFileSync(path.join(ROOT, page), 'utf8');
      count += linksOf(content).filter((l) => !isExternal(l)).length;
      broken.push(...brokenLinks(files, page, content));
    }
    expect(count).toBeGreaterThan(pages.length);
    expect(broken.slice(0, 20)).toEqual([]);
  });

  test('the README links to the reference in each language, and those links resolve inside the package', () => {
    expect(files.has('README.md')).toBe(true);
    const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
    const links = linksOf(readme).filter((l) => /^(\.\/)?(API\.md|docs\/api\/)/.test(l));
    for (const index of ['API.md', 'docs/api/python/API.md', 'docs/api/java/API.md']) {
      expect(links.map((l) => l.replace(/^\.\//, '').split('#')[0])).toContain(index);
    }
    // the README's links to the reference (all its links: the release dry run, scripts/release/checks.js)
    expect(brokenLinks(files, 'README.md', links.map((l) => `[reference](${l})`).join('\n'))).toEqual([]);
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
