/**
 * The API reference (API.md and docs/api/**, written by scripts/docgen.js): every relative link goes to
 * a file that exists and every #fragment to an anchor of it, no file passes the size limit, and the
 * page (or index) of every namespace has an anchor for each of its types, in every language.
 */
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { checkApiDocs, FILE_LIMIT, PAGE_LIMIT } = require('../../scripts/docgen') as {
  FILE_LIMIT: number;
  PAGE_LIMIT: number;
  checkApiDocs(root: string): { files: number; problems: string[] };
};
/** The compiled assembly, through its redirect to the compressed .jsii.gz. */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { readAssembly } = require('../../scripts/assembly') as {
  readAssembly(file: string): { name: string; submodules?: Record<string, unknown>; types: Record<string, unknown> };
};

const ROOT = path.join(__dirname, '..', '..');
const REGENERATE = 'regenerate with `node scripts/docgen.js`';

describe('the committed API reference', () => {
  test('has no broken link and no file over the size limit', () => {
    const { files, problems } = checkApiDocs(ROOT);
    expect(files).toBeGreaterThan(3);
    // each problem names the file and the link (or the size)
    expect(problems).toEqual([]);
  });

  test('lists every type in the page or index of its namespace, in TypeScript, Python and Java', () => {
    const assembly = readAssembly(path.join(ROOT, '.jsii'));
    const submodules = Object.keys(assembly.submodules ?? {});
    const namespaceOf = (fqn: string) => submodules.filter((s) => fqn.startsWith(`${s}.`)).sort((a, b) => b.length - a.length)[0] ?? assembly.name;
    const missing: string[] = [];
    for (const dir of ['.', 'python', 'java']) {
      const pages = new Map<string, string>();
      for (const fqn of Object.keys(assembly.types)) {
        const ns = namespaceOf(fqn);
        const page = path.join('docs', 'api', dir, ns === assembly.name ? 'API.md' : `${ns.slice(assembly.name.length + 1)}.md`);
        if (!pages.has(page)) pages.set(page, fs.existsSync(path.join(ROOT, page)) ? fs.readFileSync(path.join(ROOT, page), 'utf8') : '');
        if (!pages.get(page)!.includes(` id="${fqn}"`)) missing.push(`${page}: no entry for ${fqn} (${REGENERATE})`);
      }
    }
    expect(missing).toEqual([]);
  });
});

describe('checkApiDocs', () => {
  let root: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'api-links-'));
    fs.mkdirSync(path.join(root, 'docs', 'api', 'ns'), { recursive: true });
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));
  const write = (file: string, content: string) => fs.writeFileSync(path.join(root, file), content);

  test('accepts links to files and anchors that exist, and ignores code and absolute URLs', () => {
    write('API.md', '[ns](./docs/api/ns.md) [type](./docs/api/ns/Type.md#pkg.ns.Type)\n');
    write('docs/api/ns.md', '# ns <a name="ns" id="pkg.ns"></a>\n\n<a href="./ns/Type.md#pkg.ns.Type.property.x">x</a> [self](#pkg.ns)\n');
    write('docs/api/ns/Type.md', [
      '### Type <a name="Type" id="pkg.ns.Type"></a>',
      '<a name="x" id="pkg.ns.Type.property.x"></a> [up](../ns.md) [web](https://example.com/#x)',
      '```', '[not a link](./Missing.md)', '```',
      '`[not a link either](./Missing.md)`',
    ].join('\n'));
    expect(checkApiDocs(root)).toEqual({ files: 3, problems: [] });
  });

  test('names the file and the link of a missing file or anchor, and a file over the limit', () => {
    write('API.md', '[gone](./docs/api/gone.md)\n');
    write('docs/api/ns.md', '<a id="pkg.ns"></a> <a href="./ns/Type.md#pkg.ns.Other">Other</a> [out](../../../elsewhere.md)\n');
    const big = `<a id="pkg.ns.Type"></a>\n${'x'.repeat(FILE_LIMIT)}\n`;
    write('docs/api/ns/Type.md', big);
    expect(checkApiDocs(root).problems).toEqual([
      'API.md: broken link ./docs/api/gone.md (no file docs/api/gone.md)',
      'docs/api/ns.md: broken link ../../../elsewhere.md (outside the package)',
      'docs/api/ns.md: broken link ./ns/Type.md#pkg.ns.Other (no anchor #pkg.ns.Other in docs/api/ns/Type.md)',
      `docs/api/ns/Type.md: ${big.length} bytes, more than the limit of ${FILE_LIMIT}`,
    ]);
  });

  test('the split aims below the hard limit: a page budget smaller than the file limit', () => {
    expect(PAGE_LIMIT).toBeLessThan(FILE_LIMIT);
  });
});
