/**
 * The checks of the release dry run (scripts/release-dry-run.js), one function each, on files given
 * by path so that a test can hand them small fixtures. Each returns a list of problems; a problem
 * names the file and says what differs. Nothing here builds or uploads.
 *
 *   packageVersions / checkVersions   the version of package.json, the .jsii, the npm tarball (its
 *                                     package.json and .jsii), the wheel and the sdist (file names
 *                                     and metadata, in Python's spelling) and the POM agree
 *   checkTag                          a release tag names package.json's version (v<version>)
 *   checkChangelog                    the CHANGELOG has a heading for the version (not "unreleased"
 *                                     when releasing)
 *   checkConstructHub                 what Construct Hub reads from the npm tarball is there: the
 *                                     assembly (with the package's README), a README, keywords with
 *                                     `cdktf`, license, repository, the jsii targets for Python and Java
 *   checkCompressedAssembly           the npm tarball ships the assembly compressed, as jsii
 *                                     --compress-assembly writes it: .jsii redirecting to .jsii.gz
 *   checkShippedDocs                  every relative link of every markdown file in the npm tarball
 *                                     resolves to a file of the tarball, and to an anchor of it; every
 *                                     link to the published API reference to this version's pages
 *   checkMavenArtifact                a Maven artifact is complete for Maven Central: jar, sources,
 *                                     javadoc and a POM with name, description, url, license,
 *                                     developers and scm
 *   docsPomBlocks / checkDocsPom      the pom blocks of docs/java.md marked for the dry run name the
 *                                     package, its version and the framework's, with one repository
 * The assembly, on disk and in the tarball, is read through scripts/assembly.js: a `.jsii` that
 * redirects to a compressed assembly (`.jsii.gz`, as this library is compiled) is followed, inside
 * the tarball to its entry `package/.jsii.gz`.
 */
const fs = require('fs');
const path = require('path');
const { readTarGz, readZip } = require('./archives');
const { COMPILE_COMMAND, readAssembly, readAssemblyFromEntries, redirectTarget } = require('../assembly');
const { anchorsOf, checkLinksOf } = require('../markdown-links');
const { referenceBase, siteRoot } = require('../site');

const rel = (file) => {
  const r = path.relative(process.cwd(), file);
  return r && !r.startsWith('..') ? r : file;
};
const readJson = (file) => {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (e) {
    throw new Error(`${rel(file)}: cannot be read as JSON (${e.message})`);
  }
};
const escapeRegExp = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A semantic version as jsii-pacmak writes it for a target ('python' or 'java'). */
function releaseVersion(version, target) {
  const { toReleaseVersion } = require('jsii-pacmak/lib/targets/version-utils');
  return toReleaseVersion(version, target);
}

/** A Python version in PEP 440's normal form (what pip compares), for comparing spellings. */
function normalizePython(version) {
  return version.trim().toLowerCase()
    .replace(/[._-]?(alpha|beta|preview|pre|rc|a|b|c)[._-]?(?=\d)/g, (m, label) => ({ alpha: 'a', beta: 'b', c: 'rc', pre: 'rc', preview: 'rc' }[label] ?? label))
    .replace(/[._-]?(post|dev)[._-]?(?=\d)/g, '.$1');
}

/** `Name: value` headers of a Python METADATA / PKG-INFO file. */
function metadataField(text, field) {
  const m = new RegExp(`^${field}:\\s*(.*)$`, 'mi').exec(text);
  return m ? m[1].trim() : undefined;
}

/** The <version> of a POM's own project (not of its parent, dependencies or plugins). */
function pomVersion(xml) {
  const own = xml
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(parent|dependencies|dependencyManagement|build|profiles|reporting)>[\s\S]*?<\/\1>/g, '');
  const m = /<version>\s*([^<\s]+)\s*<\/version>/.exec(own);
  return m ? m[1] : undefined;
}

/** The text of a simple element of a POM's project (name, description, url), or undefined. */
function pomField(xml, element) {
  const own = xml.replace(/<!--[\s\S]*?-->/g, '').replace(/<(parent|dependencies|dependencyManagement|build|profiles|reporting)>[\s\S]*?<\/\1>/g, '');
  const m = new RegExp(`<${element}>\\s*([\\s\\S]*?)\\s*</${element}>`).exec(own);
  return m && m[1].trim() ? m[1].trim() : undefined;
}

/**
 * The versions a package states, each as { file, what, version, kind } (kind: how the version is
 * spelled there: 'npm' semantic version, 'python' PEP 440, 'java' Maven). Any of the paths may be
 * left out. An unreadable or malformed file is a problem of its own (returned in `problems`).
 */
function packageVersions({ packageJson, jsii, npmTarball, wheel, sdist, pom }) {
  const versions = [];
  const problems = [];
  const add = (file, what, version, kind) => {
    if (version === undefined || version === '') problems.push(`${rel(file)}: ${what} has no version`);
    else versions.push({ file: rel(file), what, version: String(version), kind });
  };
  const guard = (fn) => {
    try {
      fn();
    } catch (e) {
      problems.push(String(e.message ?? e));
    }
  };
  if (packageJson) guard(() => add(packageJson, 'package.json "version"', readJson(packageJson).version, 'npm'));
  if (jsii) guard(() => add(jsii, '.jsii "version"', readAssembly(jsii).version, 'npm'));
  if (npmTarball) {
    guard(() => {
      const entries = readTarGz(npmTarball);
      const read = {
        'package/package.json': (entry) => {
          try {
            return JSON.parse(entries.get(entry).toString('utf8'));
          } catch (e) {
            throw new Error(`${rel(npmTarball)}: ${entry} is not JSON (${e.message})`);
          }
        },
        'package/.jsii': (entry) => readAssemblyFromEntries(entries, entry, { label: rel(npmTarball), container: 'the tarball' }),
      };
      for (const [entry, what] of [['package/package.json', 'package.json "version" in the tarball'], ['package/.jsii', '.jsii "version" in the tarball']]) {
        if (!entries.has(entry)) problems.push(`${rel(npmTarball)}: no ${entry.slice('package/'.length)} in the tarball`);
        else guard(() => add(npmTarball, what, read[entry](entry).version, 'npm'));
      }
    });
  }
  if (wheel) {
    guard(() => {
      const name = /^[^-]+-([^-]+)-/.exec(path.basename(wheel));
      add(wheel, 'the wheel\'s file name', name?.[1], 'python');
      const entries = readZip(wheel);
      const metadata = [...entries.keys()].find((e) => /^[^/]+\.dist-info\/METADATA$/.test(e));
      if (!metadata) problems.push(`${rel(wheel)}: no *.dist-info/METADATA in the wheel`);
      else add(wheel, `Version of ${metadata}`, metadataField(entries.get(metadata).toString('utf8'), 'Version'), 'python');
    });
  }
  if (sdist) {
    guard(() => {
      const name = /^(.+)-([^-]+)\.tar\.gz$/.exec(path.basename(sdist));
      add(sdist, 'the sdist\'s file name', name?.[2], 'python');
      const entries = readTarGz(sdist);
      const pkgInfo = [...entries.keys()].find((e) => /^[^/]+\/PKG-INFO$/.test(e));
      if (!pkgInfo) problems.push(`${rel(sdist)}: no PKG-INFO at the top of the sdist`);
      else add(sdist, `Version of ${pkgInfo}`, metadataField(entries.get(pkgInfo).toString('utf8'), 'Version'), 'python');
    });
  }
  if (pom) guard(() => add(pom, 'the POM\'s <version>', pomVersion(fs.readFileSync(pom, 'utf8')), 'java'));
  return { versions, problems };
}

/**
 * Whether all versions agree. The version most files state (package.json's on a tie) is taken as
 * meant; each file that differs is named with what it says and which files say otherwise.
 */
function checkVersions(paths) {
  const { versions, problems } = packageVersions(paths);
  const spelled = (semver, kind) => {
    try {
      if (kind === 'python') return normalizePython(releaseVersion(semver, 'python'));
      if (kind === 'java') return releaseVersion(semver, 'java');
      return semver;
    } catch {
      return undefined;
    }
  };
  const same = (v, semver) => {
    const expected = spelled(semver, v.kind);
    return expected !== undefined && (v.kind === 'python' ? normalizePython(v.version) : v.version) === expected;
  };
  const candidates = [...new Set(versions.filter((v) => v.kind !== 'python').map((v) => v.version))];
  if (!candidates.length) return problems;
  const score = (semver) => versions.filter((v) => same(v, semver)).length;
  const meant = candidates.reduce((best, c) => (score(c) > score(best) ? c : best), versions.find((v) => v.kind === 'npm')?.version ?? candidates[0]);
  const agreeing = [...new Set(versions.filter((v) => same(v, meant)).map((v) => v.file))];
  for (const v of versions.filter((x) => !same(x, meant))) {
    const expected = spelled(meant, v.kind);
    problems.push(`${v.file}: ${v.what} is ${v.version}, but ${agreeing.length ? agreeing.join(', ') : 'the other files'} say${agreeing.length === 1 ? 's' : ''} ${meant}${expected !== meant ? ` (${expected} in ${v.kind === 'python' ? 'Python' : 'Maven'}'s spelling)` : ''}`);
  }
  return problems;
}

/** A release tag (v<version>) names the version of package.json. */
function checkTag(tag, packageJson) {
  const version = readJson(packageJson).version;
  if (tag === `v${version}`) return [];
  return [`${rel(packageJson)}: "version" is ${version}, but the release tag is ${tag} (expected v${version})`];
}

/** The heading of a version in a change log: `## 0.2.0`, `## [0.2.0] …`, `## v0.2.0 (2026-01-01)`. */
function changelogHeading(content, version) {
  const re = new RegExp(`^#{1,3}\\s+\\[?v?${escapeRegExp(version)}\\]?(?=\\s|$)(.*)$`, 'm');
  return re.exec(content);
}

/** The CHANGELOG has a heading for the version; when releasing, one that no longer says "unreleased". */
function checkChangelog(file, content, version, { release = false } = {}) {
  const heading = changelogHeading(content, version);
  if (!heading) return [`${file}: no heading for ${version} (add "## ${version}" with what changed)`];
  if (release && /unreleased/i.test(heading[1])) return [`${file}: the heading "${heading[0].trim()}" still says unreleased; give it the release date`];
  return [];
}

/** The text under the version's heading, up to the next heading of the same level (release notes). */
function changelogSection(content, version) {
  const heading = changelogHeading(content, version);
  if (!heading) return undefined;
  const level = /^#+/.exec(heading[0])[0].length;
  const rest = content.slice(heading.index + heading[0].length);
  const next = new RegExp(`^#{1,${level}}\\s`, 'm').exec(rest);
  return (next ? rest.slice(0, next.index) : rest).trim();
}

/**
 * What Construct Hub reads from an npm package (the tarball's entries, by package path): the .jsii
 * (and the compressed assembly it redirects to, .jsii.gz), a README, and in package.json keywords
 * with `keyword`, a license, a repository and the jsii targets for Python and Java. `label` names the
 * tarball in the problems.
 */
function checkConstructHub(entries, label, { keyword = 'cdktf' } = {}) {
  const problems = [];
  const file = (name) => entries.get(`package/${name}`);
  for (const name of ['.jsii', 'README.md']) if (!file(name)) problems.push(`${label}: no ${name} in the tarball (Construct Hub reads it)`);
  // the assembly, read as Construct Hub reads it (following a redirect to the compressed assembly)
  let assembly;
  if (file('.jsii')) {
    try {
      assembly = readAssemblyFromEntries(entries, 'package/.jsii', { label, container: 'the tarball' });
    } catch (e) {
      problems.push(`${e.message} (Construct Hub reads it)`);
    }
  }
  // Construct Hub shows the README of the assembly: it must be the README of the package
  if (assembly && file('README.md')) {
    const readme = assembly.readme?.markdown;
    if (readme !== undefined && readme !== file('README.md').toString('utf8')) {
      problems.push(`${label}: the README in .jsii (what Construct Hub shows) differs from README.md: the assembly was compiled before the README changed`);
    }
  }
  if (!file('package.json')) return [...problems, `${label}: no package.json in the tarball`];
  let pkg;
  try {
    pkg = JSON.parse(file('package.json').toString('utf8'));
  } catch (e) {
    return [...problems, `${label}: package.json is not JSON (${e.message})`];
  }
  const at = `${label}: package.json`;
  if (!Array.isArray(pkg.keywords) || !pkg.keywords.includes(keyword)) {
    problems.push(`${at}: "keywords" ${JSON.stringify(pkg.keywords ?? null)} lack "${keyword}" (Construct Hub lists CDK for Terraform libraries by it)`);
  }
  if (typeof pkg.license !== 'string' || !pkg.license.trim()) problems.push(`${at}: no "license"`);
  const repository = typeof pkg.repository === 'string' ? pkg.repository : pkg.repository?.url;
  if (typeof repository !== 'string' || !repository.trim()) problems.push(`${at}: no "repository" URL`);
  if (typeof pkg.description !== 'string' || !pkg.description.trim()) problems.push(`${at}: no "description"`);
  const targets = pkg.jsii?.targets ?? {};
  if (!targets.python?.distName || !targets.python?.module) problems.push(`${at}: no jsii target for Python ("jsii.targets.python" with distName and module)`);
  if (!targets.java?.package || !targets.java?.maven?.groupId || !targets.java?.maven?.artifactId) {
    problems.push(`${at}: no jsii target for Java ("jsii.targets.java" with package and maven.groupId/artifactId)`);
  }
  return problems;
}

/**
 * The npm package (the tarball's entries) ships its assembly compressed: package/.jsii is jsii's
 * redirect to a gzipped assembly, which is in the tarball too and reads as an assembly. `label`
 * names the tarball in the problems.
 */
function checkCompressedAssembly(entries, label) {
  const jsii = entries.get('package/.jsii');
  if (!jsii) return [`${label}: no .jsii in the tarball`];
  const target = redirectTarget(jsii);
  if (target === undefined) {
    return [`${label}: package/.jsii is the whole assembly, uncompressed (${jsii.length} bytes): compile with \`${COMPILE_COMMAND}\`, which writes .jsii as a redirect to the gzipped .jsii.gz`];
  }
  try {
    readAssemblyFromEntries(entries, 'package/.jsii', { label, container: 'the tarball' });
  } catch (e) {
    return [e.message];
  }
  return [];
}

/**
 * Every relative link of every markdown file of an npm package (the tarball's entries) resolves to
 * a file of the package, and a #fragment to an anchor of it (an id or name, or a heading's id, as
 * GitHub, npm and Construct Hub render them). With `apiDocs` (the package's docs/api/ folder), every
 * link to the published API reference (scripts/site.js) names this version's reference and a page
 * and anchor that docs/api/ has; without it such a link is a problem. Returns the number of pages
 * and the problems.
 */
function checkShippedDocs(entries, label, apiDocs) {
  const files = new Map();
  for (const [name, data] of entries) if (name.startsWith('package/')) files.set(name.slice('package/'.length), data);
  // the package's own pages: not those of the dependencies it bundles (node_modules/)
  const pages = [...files.keys()].filter((f) => /\.md$/i.test(f) && !f.startsWith('node_modules/')).sort();
  const anchorCache = new Map();
  const anchorsOfFile = (f) => {
    if (!anchorCache.has(f)) anchorCache.set(f, anchorsOf(files.get(f)?.toString('utf8') ?? '', { headings: true }));
    return anchorCache.get(f);
  };
  const problems = [];
  const published = publishedReference(files.get('package.json') ?? Buffer.from(''), apiDocs);
  for (const page of pages) {
    for (const p of checkLinksOf(page, files.get(page).toString('utf8'), { exists: (f) => files.has(f), anchorsOf: anchorsOfFile, published })) problems.push(`${label}: ${p}`);
  }
  return { pages: pages.length, problems };
}

/**
 * The `published` option of checkLinksOf for a package: its reference's addresses (from the
 * package.json of the tarball) and the pages of its docs/api/ folder (none when `apiDocs` is not
 * given or has no API.md: every link to the reference is then broken). Undefined when the tarball has
 * no package.json naming a GitHub repository (checkConstructHub reports that).
 */
function publishedReference(packageJson, apiDocs) {
  let site;
  let base;
  try {
    const pkg = JSON.parse(packageJson.toString('utf8'));
    site = `${siteRoot(pkg)}${pkg.name}/`;
    base = referenceBase(pkg);
  } catch {
    return undefined;
  }
  const has = apiDocs !== undefined && fs.existsSync(path.join(apiDocs, 'API.md'));
  const anchors = new Map();
  return {
    site,
    base,
    exists: (page) => has && fs.existsSync(path.join(apiDocs, page)),
    anchorsOf: (page) => {
      if (!anchors.has(page)) anchors.set(page, anchorsOf(fs.readFileSync(path.join(apiDocs, page), 'utf8'), { headings: true }));
      return anchors.get(page);
    },
  };
}

/**
 * A Maven artifact in a repository layout (`repo`), complete for Maven Central: the jar, the POM,
 * the sources jar, the javadoc jar (unless `javadoc: false`), and a POM that names the project
 * (name, description, url), a license, the developers and the scm.
 */
function checkMavenArtifact(repo, { groupId, artifactId, version, javadoc = true }) {
  const dir = path.join(repo, ...groupId.split('.'), artifactId, version);
  const base = path.join(dir, `${artifactId}-${version}`);
  const problems = [];
  const required = [['.pom', 'POM'], ['.jar', 'jar'], ['-sources.jar', 'sources jar'], ...(javadoc ? [['-javadoc.jar', 'javadoc jar']] : [])];
  for (const [suffix, what] of required) {
    if (!fs.existsSync(base + suffix)) problems.push(`${rel(dir)}: no ${what} ${path.basename(base + suffix)} (Maven Central requires it)`);
  }
  if (!fs.existsSync(`${base}.pom`)) return problems;
  const pom = fs.readFileSync(`${base}.pom`, 'utf8');
  const file = rel(`${base}.pom`);
  for (const element of ['name', 'description', 'url']) if (!pomField(pom, element)) problems.push(`${file}: no <${element}> (Maven Central requires it)`);
  if (!/<licenses>[\s\S]*<license>[\s\S]*<name>[^<]+<\/name>/.test(pom)) problems.push(`${file}: no <licenses><license><name> (Maven Central requires it)`);
  if (!/<developers>[\s\S]*<developer>/.test(pom)) problems.push(`${file}: no <developers> (Maven Central requires it)`);
  if (!/<scm>[\s\S]*<url>[^<]+<\/url>/.test(pom)) problems.push(`${file}: no <scm><url> (Maven Central requires it)`);
  const own = pomVersion(pom);
  if (own !== version) problems.push(`${file}: <version> is ${own}, but the file lies in ${rel(dir)} (version ${version})`);
  return problems;
}

/**
 * The pom blocks of a markdown page marked for the dry run: an HTML comment
 * `<!-- release-dry-run: pom NAME -->` on the line before a ```xml block. Returns NAME -> block text.
 */
function docsPomBlocks(content) {
  const blocks = new Map();
  const lines = content.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const marker = /^<!--\s*release-dry-run:\s*pom\s+(\S+)\s*-->\s*$/.exec(lines[i].trim());
    if (!marker) continue;
    if (!/^\s*```xml\s*$/.test(lines[i + 1] ?? '')) {
      blocks.set(marker[1], undefined);
      continue;
    }
    const end = lines.findIndex((l, j) => j > i + 1 && /^\s*```\s*$/.test(l));
    blocks.set(marker[1], lines.slice(i + 2, end < 0 ? lines.length : end).join('\n'));
  }
  return blocks;
}

/** The <dependency> entries of a pom fragment: { groupId, artifactId, version }. */
function pomDependencies(xml) {
  return [...xml.matchAll(/<dependency>([\s\S]*?)<\/dependency>/g)].map((m) => {
    const field = (name) => new RegExp(`<${name}>\\s*([^<]*?)\\s*</${name}>`).exec(m[1])?.[1];
    return { groupId: field('groupId'), artifactId: field('artifactId'), version: field('version') };
  });
}

/**
 * A pom block of the docs for `name` names one repository and depends on the library and the
 * framework at the versions of this release. `file` names the page in the problems.
 */
function checkDocsPom(file, block, { name, library, framework }) {
  if (block === undefined) return [`${file}: no \`\`\`xml block after <!-- release-dry-run: pom ${name} -->`];
  const problems = [];
  const repositories = [...block.matchAll(/<repository>([\s\S]*?)<\/repository>/g)];
  if (repositories.length !== 1) problems.push(`${file}: the pom block of ${name} has ${repositories.length} <repository> entries; one is what a Java team adds`);
  else if (!/<url>[^<]+<\/url>/.test(repositories[0][1])) problems.push(`${file}: the <repository> of the pom block of ${name} has no <url>`);
  const deps = pomDependencies(block);
  for (const want of [library, framework]) {
    const dep = deps.find((d) => d.groupId === want.groupId && d.artifactId === want.artifactId);
    if (!dep) problems.push(`${file}: the pom block of ${name} has no dependency on ${want.groupId}:${want.artifactId}`);
    else if (dep.version !== want.version) problems.push(`${file}: the pom block of ${name} names ${want.groupId}:${want.artifactId} ${dep.version}, but this release is ${want.version}`);
  }
  return problems;
}

module.exports = {
  releaseVersion,
  normalizePython,
  pomVersion,
  packageVersions,
  checkVersions,
  checkTag,
  checkChangelog,
  changelogSection,
  checkConstructHub,
  checkCompressedAssembly,
  checkShippedDocs,
  checkMavenArtifact,
  docsPomBlocks,
  pomDependencies,
  checkDocsPom,
};
