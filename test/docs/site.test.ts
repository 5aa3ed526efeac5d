/**
 * The published API reference (scripts/site.js): the pages of docs/api/ rendered to a static site,
 * one folder per package and version, with links between pages and anchors that work as on GitHub.
 */
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { writeTree } from '../support/files';

/* eslint-disable @typescript-eslint/no-require-imports */
const site = require('../../scripts/site') as {
  siteRoot(pkg: object): string;
  referenceBase(pkg: object): string;
  buildSite(packageRoot: string, out: string): { dir: string; pages: number };
  writeIndex(dir: string): number;
};
const { headingIds } = require('../../scripts/markdown-links') as { headingIds(content: string): string[] };
/* eslint-enable @typescript-eslint/no-require-imports */

const REPOSITORY = { type: 'git', url: 'https://github.com/example/lib.git' };

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A package root with package.json and docs/api/ pages. */
function packageRoot(pages: Record<string, string>, pkg: object = { name: 'lib', version: '1.2.0', repository: REPOSITORY }) {
  const root = path.join(dir, 'pkg');
  writeTree(root, { 'package.json': JSON.stringify(pkg), ...Object.fromEntries(Object.entries(pages).map(([k, v]) => [`docs/api/${k}`, v])) });
  return root;
}

const read = (...p: string[]) => fs.readFileSync(path.join(...p), 'utf8');
const hrefs = (html: string) => [...html.matchAll(/\shref="([^"]*)"/g)].map((m) => m[1]);

describe('the address of the reference', () => {
  test('is the GitHub Pages site of the repository, a folder per package and version', () => {
    expect(site.siteRoot({ repository: REPOSITORY })).toBe('https://example.github.io/lib/');
    expect(site.siteRoot({ repository: 'git@github.com:example/lib' })).toBe('https://example.github.io/lib/');
    expect(site.referenceBase({ name: 'lib', version: '1.2.0', repository: REPOSITORY })).toBe('https://example.github.io/lib/lib/v1.2.0/');
  });

  test('a package.json without a GitHub repository, a name or a version is refused with what is missing', () => {
    expect(() => site.siteRoot({ repository: 'https://example.com/lib.git' })).toThrow('site: package.json "repository" (https://example.com/lib.git) is no GitHub repository');
    expect(() => site.siteRoot({})).toThrow('"repository" (none)');
    expect(() => site.referenceBase({ name: 'lib', repository: REPOSITORY })).toThrow('site: package.json has no "name" or "version"');
  });

  test('the guides that ship link to this version of the reference, a page of docs/api/ each', () => {
    const root = path.join(__dirname, '..', '..');
    const base = site.referenceBase(JSON.parse(read(root, 'package.json')));
    const guides = ['README.md', ...fs.readdirSync(path.join(root, 'docs')).filter((n) => n.endsWith('.md')).map((n) => `docs/${n}`)];
    const links = guides.flatMap((g) => [...read(root, g).matchAll(/\]\((https:\/\/[^)\s]*\.github\.io\/[^)\s]*)\)/g)].map((m) => m[1]));
    expect(links.length).toBeGreaterThan(10);
    expect(links.filter((l) => !l.startsWith(base))).toEqual([]);
    const pages = links.map((l) => l.slice(base.length).split('#')[0].replace(/\.html$/, '.md') || 'API.md');
    expect(pages.filter((p) => !fs.existsSync(path.join(root, 'docs', 'api', p)))).toEqual([]);
    for (const language of ['API.md', 'python/API.md', 'java/API.md']) expect(pages).toContain(language);
  });
});

describe('buildSite', () => {
  test('renders every page to <package>/v<version>/ with the same paths, and an index per folder with an API page', () => {
    const root = packageRoot({
      'API.md': '# API Reference\n\n[idp](./idp.md)\n',
      'idp.md': '# `idp` Submodule\n',
      'idp/Application.md': '# Application\n',
      'python/API.md': '# API Reference\n',
    });
    const { dir: out, pages } = site.buildSite(root, path.join(dir, 'site'));
    expect(out).toBe(path.join(dir, 'site', 'lib', 'v1.2.0'));
    expect(pages).toBe(4);
    const files = (d: string, rel = ''): string[] => fs.readdirSync(path.join(d, rel), { withFileTypes: true })
      .flatMap((e) => (e.isDirectory() ? files(d, `${rel}${e.name}/`) : [`${rel}${e.name}`])).sort();
    expect(files(out)).toEqual(['API.html', 'idp.html', 'idp/Application.html', 'index.html', 'python/API.html', 'python/index.html']);
    expect(read(out, 'index.html')).toContain('<meta http-equiv="refresh" content="0; url=API.html">');
    expect(read(out, 'idp.html')).toContain('<title>idp Submodule · lib 1.2.0</title>');
  });

  test('links to pages go to their .html, in markdown and in inline HTML; anchors, other links and code stay', () => {
    const root = packageRoot({
      'API.md': [
        '# API',
        '',
        '[idp](./idp.md) [type](./idp/Application.md#lib.idp.Application) [up](../API.md#x) [here](#api)',
        '<code><a href="./idp.md#lib.idp">idp</a></code> [web](https://example.com/page.md) [mail](mailto:a@example.com)',
        '',
        '`[not a link](./x.md)`',
        '',
      ].join('\n'),
    });
    const { dir: out } = site.buildSite(root, path.join(dir, 'site'));
    expect(hrefs(read(out, 'API.html'))).toEqual([
      './idp.html', './idp/Application.html#lib.idp.Application', '../API.html#x', '#api', './idp.html#lib.idp', 'https://example.com/page.md', 'mailto:a@example.com',
    ]);
    expect(read(out, 'API.html')).toContain('<code>[not a link](./x.md)</code>');
  });

  test('headings carry the ids GitHub gives them, and the pages\' own anchors stay', () => {
    const content = '# `idp` Submodule <a name="idp" id="lib.idp"></a>\n\n## Install it with `npm`\n\n## Install it with `npm`\n\n### Structs\n';
    const root = packageRoot({ 'API.md': content });
    const html = read(site.buildSite(root, path.join(dir, 'site')).dir, 'API.html');
    const ids = [...html.matchAll(/<h[1-6] id="([^"]*)"/g)].map((m) => m[1]);
    expect(ids).toEqual(headingIds(content));
    expect(ids).toEqual(['idp-submodule-', 'install-it-with-npm', 'install-it-with-npm-1', 'structs']);
    expect(html).toContain('<a name="idp" id="lib.idp"></a>');
  });

  test('a rebuild replaces the version\'s folder (a page removed since is gone) and leaves other versions', () => {
    const out = path.join(dir, 'site');
    writeTree(out, { 'lib/v1.1.0/API.html': 'old version' });
    site.buildSite(packageRoot({ 'API.md': '# API\n', 'gone.md': '# Gone\n' }), out);
    fs.rmSync(path.join(dir, 'pkg'), { recursive: true });
    site.buildSite(packageRoot({ 'API.md': '# API\n' }), out);
    expect(fs.existsSync(path.join(out, 'lib', 'v1.2.0', 'gone.html'))).toBe(false);
    expect(read(out, 'lib', 'v1.1.0', 'API.html')).toBe('old version');
  });

  test('a package without the API reference is refused, naming the file to write', () => {
    const root = packageRoot({ 'idp.md': '# idp\n' });
    expect(() => site.buildSite(root, path.join(dir, 'site'))).toThrow(`site: ${path.join(root, 'docs', 'api')}/API.md is missing; write the API reference first (node scripts/docgen.js)`);
  });
});

describe('writeIndex', () => {
  test('lists every package and its versions, newest first (numerically), and only folders with an API page', () => {
    const out = path.join(dir, 'site');
    writeTree(out, {
      'lib/v0.9.0/API.html': '',
      'lib/v0.10.0/API.html': '',
      'lib/v0.2.0/API.html': '',
      'lib/v0.3.0/other.html': '',
      'other/v1.0.0/API.html': '',
      '.git/HEAD': '',
      'empty/notes.txt': '',
    });
    expect(site.writeIndex(out)).toBe(2);
    const html = read(out, 'index.html');
    expect(hrefs(html)).toEqual(['./lib/v0.10.0/API.html', './lib/v0.9.0/API.html', './lib/v0.2.0/API.html', './other/v1.0.0/API.html']);
  });

  test('an empty site says that nothing is published', () => {
    fs.mkdirSync(path.join(dir, 'site'));
    expect(site.writeIndex(path.join(dir, 'site'))).toBe(0);
    expect(read(dir, 'site', 'index.html')).toContain('No version is published yet.');
  });
});
