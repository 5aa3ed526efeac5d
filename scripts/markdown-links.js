/**
 * Links of markdown pages, shared by the API reference (scripts/docgen.js), its packaging test
 * (test/reliability/package-docs.test.ts) and the release dry run (scripts/release/checks.js, every
 * markdown file that ships in an npm tarball).
 *
 *   linksOf(content)          the link targets of a page: markdown links and href attributes,
 *                             outside fenced code blocks and inline code
 *   anchorsOf(content, opts)  the anchors of a page: every id="…" and name="…"; with
 *                             { headings: true } also the ids GitHub (and npm, and Construct Hub)
 *                             give headings (headingIds)
 *   checkLinksOf(file, content, { exists, anchorsOf })
 *                             the problems of the relative links of one page (package paths with /
 *                             separators): a link outside the package, to a file that does not exist,
 *                             or with a #fragment that is no anchor of the target page; with
 *                             `published` also its links to the published API reference
 *                             (scripts/site.js): { site, base, exists, anchorsOf } where `site` is
 *                             the address of this package's reference (every version) and `base`
 *                             that of this version; a link under `site` must be under `base` and
 *                             name a page of docs/api/ (`exists(page)`, the page relative to
 *                             docs/api/ as .md) and, with a #fragment, an anchor of it
 */
const path = require('path');

const posix = path.posix;

/** A link with a scheme (https:, mailto:) or protocol-relative: not a file of the package. */
const isExternal = (link) => /^[a-z][a-z0-9+.-]*:/i.test(link) || link.startsWith('//');

/** The lines of a markdown page outside fenced code blocks. */
function* linesOutsideCode(content) {
  let fenced = false;
  for (const line of content.split('\n')) {
    if (/^\s*```/.test(line)) {
      fenced = !fenced;
      continue;
    }
    if (!fenced) yield line;
  }
}

/** The link targets of a markdown page (markdown links and href attributes), outside code. */
function linksOf(content) {
  const links = [];
  for (const line of linesOutsideCode(content)) {
    const text = line.replace(/`[^`]*`/g, '');
    for (const m of text.matchAll(/\]\(\s*<?([^)\s>]*)>?(?:\s+"[^"]*")?\s*\)/g)) links.push(m[1]);
    for (const m of text.matchAll(/\shref="([^"]*)"/g)) links.push(m[1]);
  }
  return links;
}

/**
 * The ids GitHub gives the headings of a page (ATX headings, `#` to `######`, outside fenced code):
 * the heading's text as rendered (inline code, emphasis, links and HTML tags reduced to their text),
 * lower-cased, without punctuation other than `-` and `_`, spaces turned into `-`; a repeated id gets
 * `-1`, `-2`, … in order.
 */
function headingIds(content) {
  const ids = [];
  const seen = new Map();
  for (const line of linesOutsideCode(content)) {
    const m = /^ {0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!m) continue;
    const text = m[1]
      .replace(/<[^>]*>/g, '')
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/`([^`]*)`/g, '$1')
      .replace(/[*~]/g, '');
    const base = text.toLowerCase().replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '').replace(/ /g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    ids.push(count === 0 ? base : `${base}-${count}`);
  }
  return ids;
}

/** The anchors of a markdown page: every id="…" and name="…", and the heading ids with { headings: true }. */
function anchorsOf(content, { headings = false } = {}) {
  const anchors = new Set();
  for (const m of content.matchAll(/\s(?:id|name)="([^"]*)"/g)) anchors.add(m[1]);
  if (headings) for (const id of headingIds(content)) anchors.add(id);
  return anchors;
}

/**
 * The problems of the relative links of one page. `file` is its path in the package (/ separators);
 * `exists(target)` says whether a package path is a file; `anchorsOf(target)` gives the anchors of a
 * markdown file of the package. Each problem names the page and the link. A link is checked once per page.
 */
function checkLinksOf(file, content, { exists, anchorsOf: anchorsOfFile, published }) {
  const problems = [];
  const seen = new Set();
  for (const link of linksOf(content)) {
    if (seen.has(link)) continue;
    seen.add(link);
    if (published && link.startsWith(published.site)) {
      problems.push(...checkPublished(file, link, published));
      continue;
    }
    if (isExternal(link)) continue;
    const hash = link.indexOf('#');
    const target = hash < 0 ? link : link.slice(0, hash);
    const fragment = hash < 0 ? undefined : decodeURIComponent(link.slice(hash + 1));
    let targetFile = file;
    if (target) {
      if (target.startsWith('/')) {
        problems.push(`${file}: link ${link} is absolute; links must be relative`);
        continue;
      }
      targetFile = posix.normalize(posix.join(posix.dirname(file), decodeURIComponent(target)));
      if (targetFile.startsWith('../') || !exists(targetFile)) {
        problems.push(`${file}: broken link ${link} (${targetFile.startsWith('../') ? 'outside the package' : `no file ${targetFile}`})`);
        continue;
      }
    }
    if (fragment !== undefined && fragment !== '' && /\.md$/i.test(targetFile) && !anchorsOfFile(targetFile).has(fragment)) {
      problems.push(`${file}: broken link ${link} (no anchor #${fragment} in ${targetFile})`);
    }
  }
  return problems;
}

/** The problems of one link to the published API reference (see checkLinksOf). */
function checkPublished(file, link, { site, base, exists, anchorsOf: anchorsOfPage }) {
  if (!link.startsWith(base)) {
    const version = link.slice(site.length).split('/')[0];
    return [`${file}: link ${link} is to the reference of ${version || 'no version'}; this package's is ${base}`];
  }
  const hash = link.indexOf('#');
  const rest = (hash < 0 ? link : link.slice(0, hash)).slice(base.length);
  const page = rest === '' ? 'API.md' : decodeURIComponent(rest).replace(/\.html$/i, '.md');
  if (!/\.md$/i.test(page) || page.startsWith('../') || posix.normalize(page) !== page || !exists(page)) {
    return [`${file}: broken link ${link} (the reference has no page ${page.replace(/\.md$/i, '.html')}: no docs/api/${page})`];
  }
  const fragment = hash < 0 ? '' : decodeURIComponent(link.slice(hash + 1));
  if (fragment && !anchorsOfPage(page).has(fragment)) return [`${file}: broken link ${link} (no anchor #${fragment} in docs/api/${page})`];
  return [];
}

module.exports = { linksOf, anchorsOf, headingIds, checkLinksOf, isExternal };
