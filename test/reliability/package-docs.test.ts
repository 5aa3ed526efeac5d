/**
 * The API reference ships inside the npm package and works there: API.md and every page under
 * docs/api/ (TypeScript, python/, java/) are in the tarball, and every relative link in them (and
 * the README's links to them) resolves to a file of the tarball, and to an anchor of that file when
 * it names one. The file list is npm's own (`npm pack --dry-run --json`), so .npmignore is judged as
 * npm applies it.
 */
import { execFileSync } from 'child_process';
import * as fs from 'fs';
import * as path from 'path';

const ROOT = path.join(__dirname, '..', '..');
const LANGUAGE_DIRS = ['docs/api', 'docs/api/python', 'docs/api/java'];

/** The files of the npm package, relative to its root, with / separators. */
function packedFiles(): Set<string> {
  const out = execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
    cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 64 * 1024 * 1024,
  });
  const [pack] = JSON.parse(out) as { files: { path: string }[] }[];
  return new Set(pack.files.map((f) => f.path.split(path.sep).join('/')));
}

function pagesUnder(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = `${dir}/${e.name}`;
    return e.isDirectory() ? pagesUnder(rel) : e.name.endsWith('.md') ? [rel] : [];
  });
}

/** Relative links of a markdown page: markdown links and HTML hrefs, without absolute URLs. */
function relativeLinks(text: string): string[] {
  const links = [...text.matchAll(/\]\(([^)\s]+)\)/g), ...text.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
  return links.filter((l) => !/^[a-z][a-z0-9+.-]*:/i.test(l));
}

const anchorCache = new Map<string, Set<string>>();
function anchorsOf(file: string): Set<string> {
  let anchors = anchorCache.get(file);
  if (!anchors) {
    const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
    anchors = new Set([...text.matchAll(/\b(?:id|name)="([^"]+)"/g)].map((m) => m[1]));
    anchorCache.set(file, anchors);
  }
  return anchors;
}

/** The problems of one link from `from` (a package path): a missing file or anchor. */
function brokenLink(files: Set<string>, from: string, link: string): string | undefined {
  const [target, fragment] = link.split('#');
  const file = target ? path.posix.normalize(path.posix.join(path.posix.dirname(from), decodeURI(target))) : from;
  if (file.startsWith('../')) return `${from}: ${link} points outside the package`;
  if (!files.has(file)) return `${from}: ${link} -> ${file} is not in the npm package`;
  if (fragment && file.endsWith('.md') && !anchorsOf(file).has(decodeURIComponent(fragment))) return `${from}: ${link} -> no anchor "${fragment}" in ${file}`;
  return undefined;
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
      for (const link of relativeLinks(fs.readFileSync(path.join(ROOT, page), 'utf8'))) {
        count++;
        const problem = brokenLink(files, page, link);
        if (problem) broken.push(problem);
      }
    }
    expect(count).toBeGreaterThan(pages.length);
    expect(broken.slice(0, 20)).toEqual([]);
  });

  test('the README links to the reference in each language, and those links resolve inside the package', () => {
    expect(files.has('README.md')).toBe(true);
    const links = relativeLinks(fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8'))
      .filter((l) => /^(\.\/)?(API\.md|docs\/api\/)/.test(l));
    for (const index of ['API.md', 'docs/api/python/API.md', 'docs/api/java/API.md']) {
      expect(links.map((l) => l.replace(/^\.\//, '').split('#')[0])).toContain(index);
    }
    expect(links.map((l) => brokenLink(files, 'README.md', l)).filter(Boolean)).toEqual([]);
  });
});
