#!/usr/bin/env node
/**
 * The published API reference: a static site of the API pages (docs/api/: TypeScript, python/, java/;
 * written by scripts/docgen.js), one folder per package and version, for the release workflow to
 * publish (its `reference_site` job adds the folder to the site's branch; older versions stay).
 *
 *   node scripts/site.js --out <dir> [--package-root <dir>]
 *       renders <package root>/docs/api/**\/*.md into <dir>/<package>/v<version>/**\/*.html
 *       (package name and version from <package root>/package.json; the repository by default)
 *   node scripts/site.js --index <dir>
 *       writes <dir>/index.html: every <package>/v<version> folder found under <dir>
 *
 * The API reference is not in the packages (npm, Python, Java): the guides that ship link to it
 * here, with absolute links that name the package and version (referenceBase). The release dry run
 * checks every such link of every shipped guide against the pages of docs/api/ (checkLinksOf in
 * scripts/markdown-links.js, with `published`), so a link that the site will not have fails before
 * anything is published.
 *
 * A page keeps its path with `.html` for `.md`; relative links to pages follow (`./idp.md#x` becomes
 * `./idp.html#x`); anchors are kept (the pages' own `id`/`name` anchors, and the ids GitHub gives
 * headings, added to each heading), so a link works the same on GitHub and on the site. Every
 * folder's `index.html` sends the reader to its `API.html`.
 */
const fs = require('fs');
const path = require('path');
const { headingIds } = require('./markdown-links');

/**
 * The site's address for a package.json: GitHub Pages of the repository it names
 * (`https://<owner>.github.io/<repo>/`).
 */
function siteRoot(pkg) {
  const url = typeof pkg.repository === 'string' ? pkg.repository : pkg.repository?.url;
  const m = /github\.com[/:]([^/]+)\/([^/.]+?)(\.git)?$/.exec(url ?? '');
  if (!m) throw new Error(`site: package.json "repository" (${url ?? 'none'}) is no GitHub repository; the site's address comes from it`);
  return `https://${m[1]}.github.io/${m[2]}/`;
}

/** Where the API reference of this package version is published: links to `<base><page>.html`. */
function referenceBase(pkg) {
  if (!pkg.name || !pkg.version) throw new Error('site: package.json has no "name" or "version"');
  return `${siteRoot(pkg)}${pkg.name}/v${pkg.version}/`;
}

/** The page of docs/api/ (a path relative to it, `/` separators) a published address names, or undefined. */
function pageOf(link, base) {
  if (!link.startsWith(base)) return undefined;
  const rest = link.slice(base.length).split('#')[0];
  return rest === '' ? 'API.md' : rest.replace(/\.html$/, '.md');
}

const escapeHtml = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A markdown renderer whose links go to the .html pages and whose headings carry GitHub's ids. */
function renderer() {
  // loaded here: `--index` runs in the release workflow without the project's dependencies
  const MarkdownIt = require('markdown-it');
  const md = new MarkdownIt({ html: true, linkify: false });
  md.core.ruler.push('triad_heading_ids', (state) => {
    const headings = state.tokens.filter((t) => t.type === 'heading_open');
    // the same ids, in the same order, as GitHub gives them (scripts/markdown-links.js)
    const ids = headingIds(state.src);
    headings.forEach((t, i) => {
      if (ids[i] !== undefined) t.attrSet('id', ids[i]);
    });
  });
  const toHtml = (href) => href.replace(/^([^:#?]*?)\.md(?=$|#)/i, '$1.html');
  md.core.ruler.push('triad_md_links', (state) => {
    for (const block of state.tokens) {
      for (const t of block.children ?? []) {
        if (t.type === 'link_open') {
          const href = t.attrGet('href') ?? '';
          if (!/^[a-z][a-z0-9+.-]*:/i.test(href) && !href.startsWith('//')) t.attrSet('href', toHtml(href));
        }
      }
    }
  });
  // inline HTML (jsii-docgen writes `<a href="./x.md#y">`): the same rewrite
  const html = (s) => s.replace(/(\shref=")([^"]*)"/g, (all, pre, href) => (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//') ? all : `${pre}${toHtml(href)}"`));
  for (const rule of ['html_inline', 'html_block']) {
    const original = md.renderer.rules[rule];
    md.renderer.rules[rule] = (tokens, idx, ...rest) => html(original(tokens, idx, ...rest));
  }
  return md;
}

/** One page: the rendered markdown in a small HTML document titled after its first heading. */
function page(md, content, { pkg, file }) {
  const heading = /^#{1,6}\s+(.*?)\s*$/m.exec(content)?.[1].replace(/<[^>]*>/g, '').replace(/`/g, '').trim();
  const title = `${heading || file} · ${pkg.name} ${pkg.version}`;
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    '<style>body{font-family:system-ui,sans-serif;line-height:1.5;max-width:70rem;margin:0 auto;padding:1rem 2rem}code,pre{font-family:ui-monospace,monospace;font-size:.9em}pre{background:#f6f8fa;padding:.8rem;overflow:auto}table{border-collapse:collapse}td,th{border:1px solid #d0d7de;padding:.3rem .6rem;vertical-align:top}</style>',
    '</head>',
    '<body>',
    md.render(content),
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

const redirect = (to) => `<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<meta http-equiv="refresh" content="0; url=${to}">\n<title>${escapeHtml(to)}</title>\n</head>\n<body><a href="${to}">${escapeHtml(to)}</a></body>\n</html>\n`;

/** Every markdown file under a folder, relative to it (`/` separators), sorted. */
function pagesUnder(dir, rel = '') {
  return fs.readdirSync(path.join(dir, rel), { withFileTypes: true })
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .flatMap((e) => {
      const p = rel ? `${rel}/${e.name}` : e.name;
      return e.isDirectory() ? pagesUnder(dir, p) : /\.md$/i.test(e.name) ? [p] : [];
    });
}

/**
 * Renders the API pages of a package (its root holds package.json and docs/api/) into
 * `<out>/<name>/v<version>/`. Returns that folder and the number of pages.
 */
function buildSite(packageRoot, out) {
  const pkg = JSON.parse(fs.readFileSync(path.join(packageRoot, 'package.json'), 'utf8'));
  const api = path.join(packageRoot, 'docs', 'api');
  if (!fs.existsSync(path.join(api, 'API.md'))) throw new Error(`site: ${api}/API.md is missing; write the API reference first (node scripts/docgen.js)`);
  referenceBase(pkg);
  const dir = path.join(out, pkg.name, `v${pkg.version}`);
  fs.rmSync(dir, { recursive: true, force: true });
  const md = renderer();
  const pages = pagesUnder(api);
  const folders = new Set();
  for (const file of pages) {
    const target = path.join(dir, file.replace(/\.md$/i, '.html'));
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, page(md, fs.readFileSync(path.join(api, file), 'utf8'), { pkg, file }));
    folders.add(path.posix.dirname(file));
  }
  for (const folder of folders) {
    if (pages.includes(folder === '.' ? 'API.md' : `${folder}/API.md`)) fs.writeFileSync(path.join(dir, folder, 'index.html'), redirect('API.html'));
  }
  return { dir, pages: pages.length };
}

/** `<dir>/index.html`: a list of every `<package>/v<version>` folder under `dir`. */
function writeIndex(dir) {
  const entries = [];
  for (const name of fs.readdirSync(dir).sort()) {
    const pkgDir = path.join(dir, name);
    if (!fs.statSync(pkgDir).isDirectory() || name.startsWith('.')) continue;
    const versions = fs.readdirSync(pkgDir).filter((v) => /^v\d/.test(v) && fs.existsSync(path.join(pkgDir, v, 'API.html')));
    versions.sort((a, b) => b.localeCompare(a, 'en', { numeric: true }));
    if (versions.length) entries.push(`<h2>${escapeHtml(name)}</h2>\n<ul>\n${versions.map((v) => `<li><a href="./${name}/${v}/API.html">${v}</a></li>`).join('\n')}\n</ul>`);
  }
  const body = entries.length ? entries.join('\n') : '<p>No version is published yet.</p>';
  fs.writeFileSync(path.join(dir, 'index.html'), `<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>API reference</title>\n</head>\n<body>\n<h1>API reference</h1>\n${body}\n</body>\n</html>\n`);
  return entries.length;
}

module.exports = { siteRoot, referenceBase, pageOf, buildSite, writeIndex, renderer };

if (require.main === module) {
  const args = process.argv.slice(2);
  const value = (flag) => {
    const i = args.indexOf(flag);
    return i >= 0 ? args[i + 1] : undefined;
  };
  try {
    if (value('--index')) {
      console.log(`site: ${writeIndex(path.resolve(value('--index')))} package(s) listed in ${value('--index')}/index.html`);
    } else if (value('--out')) {
      const root = path.resolve(value('--package-root') ?? path.join(__dirname, '..'));
      const started = Date.now();
      const { dir, pages } = buildSite(root, path.resolve(value('--out')));
      console.log(`site: ${pages} pages in ${path.relative(process.cwd(), dir)} (${((Date.now() - started) / 1000).toFixed(1)}s)`);
    } else {
      console.error('usage: node scripts/site.js --out <dir> [--package-root <dir>] | --index <dir>');
      process.exit(2);
    }
  } catch (e) {
    console.error(e.message ?? e);
    process.exit(1);
  }
}
