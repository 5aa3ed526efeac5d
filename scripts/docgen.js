#!/usr/bin/env node
/**
 * API reference in TypeScript, Python and Java (jsii-docgen), split so that no page is too big for a
 * browser (GitHub does not render a markdown file of more than about 1 MB):
 *
 *   docs/api/API.md                          TypeScript: the index (submodules, types of the root)
 *   docs/api/<namespace>.md                  a namespace that fits on one page (PAGE_LIMIT), or else
 *                                            the index of the namespace: every type, grouped as
 *                                            jsii-docgen groups them (constructs, structs, classes,
 *                                            protocols, enums), each linking to the page that holds it
 *   docs/api/<namespace>/<Group>.md          a namespace that does not fit: one page per group, that is
 *                                            a construct (an L1 resource or data source, an L2 construct,
 *                                            the provider) with every type that belongs to it (its
 *                                            config, its block structs, OutputReference and List
 *                                            classes), so that a resource's whole API is one page; a type
 *                                            that belongs to no construct, or to several, has a page of
 *                                            its own (shared with the types named after it)
 *   docs/api/<namespace>/<Group>-<n>.md      part n of a group that does not fit on one page either
 *                                            (filled in order: the construct and its config first, then
 *                                            each struct next to its OutputReference and List classes;
 *                                            a single type is never cut)
 *   docs/api/python/..., docs/api/java/...   the same pages in Python and Java (same layout and names)
 *   API.md                                   the TypeScript index, its links moved into docs/api/
 *
 * A type belongs to the construct whose name is the longest prefix of its name (`ClusterLaunchSpecTaint`
 * to `ClusterLaunchSpec`, not `Cluster`); a type named after no construct belongs to the one construct
 * whose types refer to it (`FileMetadataCommit` to the data source `DataRepoFileMetadata`).
 *
 * Sizes: PAGE_LIMIT (900 KiB) is what the layout aims at: a namespace whose page would pass it is split,
 * and the parts of a group are filled up to it. The size of each type is measured in every language
 * (Java is the largest) with the links of the split layout (the longest), so a page stays under
 * PAGE_LIMIT in every language and the layout is the same for all three. FILE_LIMIT (1 MiB) is the
 * limit no generated file may pass: checked after every run, and by test/docs/api-links.test.ts.
 *
 * Each page starts with a line linking the same page in the other languages. Links to types point at
 * the page that holds the type, in the same namespace or another (jsii-docgen alone leaves them as
 * anchors of the current page). The index of a split namespace keeps an anchor for every type (its
 * id, as on the single page before), so an old link `<namespace>.md#<type id>` still lands on the
 * type's entry. All links are relative and stay inside the npm package, which ships API.md and
 * docs/api/ (all of it: .npmignore includes /docs/api/).
 *
 * Checks (checkApiDocs, also exported for the test): every relative link of API.md and docs/api/**
 * goes to a file that exists and, with a #fragment, to an anchor (id or name) of that file; no file
 * passes FILE_LIMIT. A problem is reported with the file and the link, and the script exits 1. The
 * link logic is scripts/markdown-links.js (shared with the release dry run, which checks every
 * markdown file of the npm tarballs).
 *
 * Speed: jsii-docgen loads the assembly once for all three languages (one Documentation object,
 * in-process), and the examples are translated to Python and Java once (`jsii-rosetta extract`, in a
 * child process while the TypeScript API is read) instead of once per language. The assembly is read
 * from a temporary folder that holds it and its jsii dependencies (resolved from this package, as jsii
 * compiled against them), so jsii-docgen never searches node_modules (where node_modules/cdktf-triad,
 * a link to the repository itself, would make that search go round in circles). The package's own
 * assembly is read through scripts/assembly.js (its .jsii redirects to the compressed .jsii.gz) and
 * written into that folder uncompressed, as the one file jsii-docgen and jsii-rosetta read there;
 * the dependencies' assemblies are linked as they are (.jsii, and .jsii.gz when it redirects). The
 * API of each namespace is turned into jsii-docgen's JSON once per language; the pages are rendered from it.
 *
 * Pages that are no longer generated (an old layout, a removed type) are deleted.
 *
 * `node scripts/docgen.js --check` regenerates and exits 1 when anything committed was stale.
 */
const { spawn } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');
const { COMPILE_COMMAND, readAssembly } = require('./assembly');
const { anchorsOf, checkLinksOf } = require('./markdown-links');

/** A namespace page that would pass this is split; split pages are filled up to it (bytes). */
const PAGE_LIMIT = 900 * 1024;
/** No generated file may pass this (bytes). */
const FILE_LIMIT = 1024 * 1024;

/** The languages, each with its folder (relative to docs/api) and its name in the language line. */
const LANGUAGES = [
  { id: 'typescript', dir: '.', title: 'TypeScript' },
  { id: 'python', dir: 'python', title: 'Python' },
  { id: 'java', dir: 'java', title: 'Java' },
];

/** jsii-docgen's groups of types, in its order: key in the JSON, heading, renderer methods. */
const CATEGORIES = [
  { key: 'constructs', title: 'Constructs', visit: 'visitConstruct', visitAll: 'visitConstructs' },
  { key: 'structs', title: 'Structs', visit: 'visitStruct', visitAll: 'visitStructs' },
  { key: 'classes', title: 'Classes', visit: 'visitClass', visitAll: 'visitClasses' },
  { key: 'interfaces', title: 'Protocols', visit: 'visitInterface', visitAll: 'visitInterfaces' },
  { key: 'enums', title: 'Enums', visit: 'visitEnum', visitAll: 'visitEnums' },
];

const posix = path.posix;
const bytes = (s) => Buffer.byteLength(s, 'utf8');
/** Order by code point (not by locale: the layout must not depend on the machine). */
const compare = (a, b) => (a < b ? -1 : a > b ? 1 : 0);

/** Every file under docs/api (relative paths) and API.md, with its content. */
function snapshot(root) {
  const files = new Map();
  const walk = (dir) => {
    if (!fs.existsSync(dir)) return;
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else files.set(path.relative(root, p).split(path.sep).join('/'), fs.readFileSync(p, 'utf8'));
    }
  };
  walk(path.join(root, 'docs', 'api'));
  const top = path.join(root, 'API.md');
  if (fs.existsSync(top)) files.set('API.md', fs.readFileSync(top, 'utf8'));
  return files;
}

// ---------------------------------------------------------------------------------------------------
// Checks: links and sizes
// ---------------------------------------------------------------------------------------------------

/**
 * Checks the API reference of the package at `root` (API.md and docs/api/**, as on disk): every
 * relative link goes to a file that exists, and a #fragment to an anchor (id or name) of it
 * (scripts/markdown-links.js); no file passes FILE_LIMIT. Returns the number of files checked and
 * the problems, each naming the file.
 */
function checkApiDocs(root, files = snapshot(root)) {
  const problems = [];
  const anchorCache = new Map();
  const anchorsOfFile = (file) => {
    if (!anchorCache.has(file)) {
      const content = files.get(file) ?? (fs.existsSync(path.join(root, file)) ? fs.readFileSync(path.join(root, file), 'utf8') : '');
      anchorCache.set(file, anchorsOf(content));
    }
    return anchorCache.get(file);
  };
  const exists = (file) => {
    const abs = path.join(root, file);
    return files.has(file) || (fs.existsSync(abs) && fs.statSync(abs).isFile());
  };
  for (const [file, content] of [...files].sort(([a], [b]) => compare(a, b))) {
    const size = bytes(content);
    if (size > FILE_LIMIT) problems.push(`${file}: ${size} bytes, more than the limit of ${FILE_LIMIT}`);
    problems.push(...checkLinksOf(file, content, { exists, anchorsOf: anchorsOfFile }));
  }
  return { files: files.size, problems };
}

// ---------------------------------------------------------------------------------------------------
// Generation
// ---------------------------------------------------------------------------------------------------

/**
 * A folder jsii-docgen and jsii-rosetta read instead of the repository:
 *   <tmp>/asm/.jsii             this assembly, without its readme (not rendered; its examples would
 *                               only cost translation time), uncompressed: a plain .jsii, which
 *                               jsii-docgen and jsii-rosetta read as they read any (no .jsii.gz)
 *   <tmp>/asm/package.json      link to ours (rosetta reads the dependencies of the examples there)
 *   <tmp>/asm/deps/<name>/.jsii links to the assemblies of the jsii dependency closure
 *   <tmp>/node_modules          what the examples compile against: this package and its dependencies
 */
function prepare(root, assembly) {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'triad-docgen-'));
  const asmDir = path.join(tmp, 'asm');
  fs.mkdirSync(asmDir);
  const withoutReadme = { ...assembly };
  delete withoutReadme.readme;
  fs.writeFileSync(path.join(asmDir, '.jsii'), JSON.stringify(withoutReadme));
  fs.symlinkSync(path.join(root, 'package.json'), path.join(asmDir, 'package.json'));
  const modules = path.join(tmp, 'node_modules');
  fs.mkdirSync(modules);
  fs.symlinkSync(root, path.join(modules, assembly.name), 'dir');
  for (const dep of Object.keys(assembly.dependencyClosure ?? assembly.dependencies ?? {})) {
    const depDir = path.dirname(require.resolve(`${dep}/package.json`, { paths: [root] }));
    fs.mkdirSync(path.join(asmDir, 'deps', dep), { recursive: true });
    // .jsii, and the compressed assembly it may point at
    for (const f of fs.readdirSync(depDir).filter((n) => n.startsWith('.jsii'))) fs.symlinkSync(path.join(depDir, f), path.join(asmDir, 'deps', dep, f));
    fs.mkdirSync(path.dirname(path.join(modules, dep)), { recursive: true });
    fs.symlinkSync(depDir, path.join(modules, dep), 'dir');
  }
  return { tmp, asmDir };
}

/** Translates the examples of the assembly once, into a tablet next to it that every language reuses. */
function extractExamples(root, tmp, asmDir) {
  const rosetta = path.join(path.dirname(require.resolve('jsii-rosetta/package.json', { paths: [root] })), 'bin', 'jsii-rosetta');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [rosetta, 'extract', '--batch', '1000', '--directory', tmp, asmDir], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('error', reject);
    // examples that do not compile on their own are translated all the same (as jsii-docgen does);
    // only a failure of the tool itself stops the docs
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`jsii-rosetta extract failed (exit ${code}):\n${output}`))));
  });
}

/** The jsii types a type refers to: property, parameter and return types, bases. */
function referencesOf(type) {
  const out = new Set();
  const walk = (ref) => {
    if (!ref) return;
    if (ref.fqn) out.add(ref.fqn);
    if (ref.collection) walk(ref.collection.elementtype);
    for (const t of ref.union?.types ?? []) walk(t);
    for (const t of ref.intersection?.types ?? []) walk(t);
  };
  for (const p of type.properties ?? []) walk(p.type);
  for (const m of type.methods ?? []) {
    walk(m.returns?.type);
    for (const p of m.parameters ?? []) walk(p.type);
  }
  for (const p of type.initializer?.parameters ?? []) walk(p.type);
  for (const i of type.interfaces ?? []) out.add(i);
  if (type.base) out.add(type.base);
  return out;
}

/** Whether `prefix` is a whole-word prefix of the PascalCase name `name`. */
const namePrefix = (prefix, name) => name.length > prefix.length && name.startsWith(prefix) && /^[A-Z0-9_]/.test(name[prefix.length]);

/**
 * Groups the types of a namespace: type id → name of its group (the name of the group's first type).
 * `types`: [{ id, name, category }] in jsii-docgen's order.
 */
function groupTypes(assembly, types) {
  const group = new Map();
  const roots = types.filter((t) => t.category === 'constructs');
  for (const r of roots) group.set(r.id, r.name);
  // 1. named after a construct: the longest such name wins
  for (const t of types) {
    if (group.has(t.id)) continue;
    let best;
    for (const r of roots) if (namePrefix(r.name, t.name) && (!best || r.name.length > best.length)) best = r.name;
    if (best) group.set(t.id, best);
  }
  // 2. referred to by the types of one construct only (directly or through other such types)
  const rest = new Map(types.filter((t) => !group.has(t.id)).map((t) => [t.id, new Set()]));
  for (const r of roots) {
    const stack = types.filter((t) => group.get(t.id) === r.name).map((t) => t.id);
    const seen = new Set();
    while (stack.length) {
      const id = stack.pop();
      if (seen.has(id)) continue;
      seen.add(id);
      for (const ref of referencesOf(assembly.types[id] ?? {})) {
        if (rest.has(ref)) {
          rest.get(ref).add(r.name);
          stack.push(ref);
        }
      }
    }
  }
  for (const [id, owners] of rest) if (owners.size === 1) group.set(id, [...owners][0]);
  // 3. the others: a group of their own, with the types named after them
  const others = types.filter((t) => !group.has(t.id)).sort((a, b) => a.name.length - b.name.length || compare(a.name, b.name));
  for (const t of others) {
    let best;
    for (const o of others) if (group.has(o.id) && namePrefix(o.name, t.name) && (!best || o.name.length > best.name.length)) best = o;
    group.set(t.id, best ? group.get(best.id) : t.name);
  }
  return group;
}

/** The line at the top of a page (path relative to its language folder): the same page in every language. */
function languageLine(lang, page) {
  const from = posix.dirname(posix.join(lang.dir, page));
  return LANGUAGES.map((l) => {
    if (l === lang) return `**${l.title}**`;
    const rel = posix.relative(from, posix.join(l.dir, page));
    return `[${l.title}](${rel.startsWith('..') ? '' : './'}${rel})`;
  }).join(' · ');
}

/** A relative link from one page to another (both relative to the language folder), with a fragment. */
function relativeLink(fromPage, toPage, fragment) {
  if (fromPage === toPage) return `#${fragment}`;
  const rel = posix.relative(posix.dirname(fromPage), toPage);
  return `${rel.startsWith('..') ? '' : './'}${rel}${fragment ? `#${fragment}` : ''}`;
}

const anchorOf = (id) => id.replace(/ /g, '-');
const cell = (s) => (s ?? '').replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|').trim();

async function main() {
  const root = path.resolve(process.env.TRIAD_PACKAGE_ROOT ?? path.join(__dirname, '..'));
  const apiDir = path.join(root, 'docs', 'api');
  const check = process.argv.includes('--check');
  process.env.JSII_SILENCE_WARNING_END_OF_LIFE_NODE_VERSION ??= '20';
  const started = Date.now();
  const timings = [];
  const lap = (what) => timings.push(`${what} ${((Date.now() - started) / 1000).toFixed(1)}s`);

  const assemblyFile = path.join(root, '.jsii');
  if (!fs.existsSync(assemblyFile)) {
    console.error(`docgen: no .jsii; compile first (${COMPILE_COMMAND})`);
    process.exit(1);
  }
  let assembly;
  try {
    assembly = readAssembly(assemblyFile);
  } catch (e) {
    console.error(`docgen: ${e.message}`);
    process.exit(1);
  }
  const { Documentation, Language, MarkdownDocument, MarkdownRenderer } = require(require.resolve('jsii-docgen', { paths: [root] }));

  const before = snapshot(root);
  const { tmp, asmDir } = prepare(root, assembly);
  /** language id → namespace fqn → jsii-docgen's JSON of the namespace */
  const schemas = {};
  let submodules;
  try {
    const examples = extractExamples(root, tmp, asmDir);
    examples.catch(() => undefined); // awaited below, after the TypeScript API
    const docs = await Documentation.forAssembly(assembly.name, asmDir);
    submodules = await docs.listSubmodules();
    const load = async (lang) => {
      const language = Language.fromString(lang.id);
      schemas[lang.id] = {};
      for (const ns of [assembly.name, ...submodules.map((s) => s.fqn)]) {
        const submodule = ns === assembly.name ? undefined : ns;
        schemas[lang.id][ns] = (await docs.toJson({ language, submodule, allSubmodules: false })).content;
      }
    };
    await load(LANGUAGES[0]);
    lap('typescript');
    await examples;
    lap('examples translated');
    // one after the other: a separate process per language would load the assembly again and gains
    // nothing on a busy machine
    for (const lang of LANGUAGES.slice(1)) {
      await load(lang);
      lap(lang.id);
    }
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }

  // --- the types of every namespace, from the TypeScript API ----------------------------------------
  const namespaces = [assembly.name, ...submodules.map((s) => s.fqn)];
  const relName = (ns) => ns.slice(assembly.name.length + 1);
  /** namespace → [{ id, name, category }] */
  const typesOf = new Map();
  for (const ns of namespaces) {
    const ref = schemas.typescript[ns].apiReference;
    typesOf.set(ns, CATEGORIES.flatMap((c) => ref[c.key].map((t) => ({ id: t.id, name: t.id.slice(ns.length + 1), category: c.key }))));
  }
  /** language id → type id → { item, category } */
  const items = {};
  for (const lang of LANGUAGES) {
    items[lang.id] = new Map();
    for (const ns of namespaces) for (const c of CATEGORIES) for (const t of schemas[lang.id][ns].apiReference[c.key]) items[lang.id].set(t.id, { item: t, category: c });
  }

  /** type id → page (relative to the language folder): first every namespace split (to measure), then the layout */
  let pageOfType = new Map();
  const pageOf = (id) => {
    for (let i = id; i; i = i.slice(0, Math.max(i.lastIndexOf('.'), 0))) if (pageOfType.has(i)) return pageOfType.get(i);
    return undefined;
  };
  const rendererFor = (lang, ns, page) => {
    const schema = schemas[lang.id][ns];
    const linkFormatter = (type) => {
      const target = type.packageName === assembly.name ? pageOf(type.id) : undefined;
      if (!target) return type.fqn;
      return `<a href="${relativeLink(page, target, anchorOf(type.id))}">${type.displayName}</a>`;
    };
    return new MarkdownRenderer({ language: Language.fromString(schema.language), linkFormatter, ...schema.metadata });
  };
  /** A page of types: jsii-docgen's layout (a title, then the types by category) for a subset. */
  const renderTypes = (lang, ns, page, ids, header) => {
    const renderer = rendererFor(lang, ns, page);
    const wanted = new Set(ids);
    const ref = Object.fromEntries(CATEGORIES.map((c) => [c.key, schemas[lang.id][ns].apiReference[c.key].filter((t) => wanted.has(t.id))]));
    const doc = new MarkdownDocument();
    doc.section(renderer.visitApiReference(ref, header));
    return doc.render();
  };

  // --- layout: measure every type with the links of the split layout, then split what is too big -----
  const groupsOf = new Map(); // namespace → Map(group name → [type ids])
  for (const ns of namespaces.slice(1)) {
    const group = groupTypes(assembly, typesOf.get(ns));
    const groups = new Map();
    const lower = new Map();
    for (const t of typesOf.get(ns)) {
      const g = group.get(t.id);
      if (lower.has(g.toLowerCase()) && lower.get(g.toLowerCase()) !== g) throw new Error(`docgen: pages ${g} and ${lower.get(g.toLowerCase())} of ${ns} differ only in case`);
      lower.set(g.toLowerCase(), g);
      if (!groups.has(g)) groups.set(g, []);
      groups.get(g).push(t.id);
    }
    groupsOf.set(ns, groups);
    for (const [g, ids] of groups) for (const id of ids) pageOfType.set(id, `${relName(ns)}/${g}.md`);
  }
  for (const t of typesOf.get(assembly.name)) pageOfType.set(t.id, 'API.md');
  /** type id → its size in the largest language (bytes) */
  const sizeOf = new Map();
  for (const lang of LANGUAGES) {
    for (const ns of namespaces.slice(1)) {
      for (const t of typesOf.get(ns)) {
        const { item, category } = items[lang.id].get(t.id);
        const size = bytes(rendererFor(lang, ns, pageOfType.get(t.id))[category.visit](item).render(3)) + 1;
        sizeOf.set(t.id, Math.max(sizeOf.get(t.id) ?? 0, size));
      }
    }
  }
  lap('measured');
  const OVERHEAD = 4 * 1024; // title, language line, navigation, category headings
  /** every page: { page, ns, kind: 'namespace' | 'index' | 'group', ids, title, parts } */
  const pages = [];
  pageOfType = new Map(typesOf.get(assembly.name).map((t) => [t.id, 'API.md']));
  for (const ns of namespaces.slice(1)) {
    const types = typesOf.get(ns);
    const total = types.reduce((n, t) => n + sizeOf.get(t.id), OVERHEAD);
    if (total <= PAGE_LIMIT) {
      pages.push({ page: `${relName(ns)}.md`, ns, kind: 'namespace', ids: types.map((t) => t.id) });
      for (const t of types) pageOfType.set(t.id, `${relName(ns)}.md`);
      continue;
    }
    const index = { page: `${relName(ns)}.md`, ns, kind: 'index', ids: types.map((t) => t.id), groups: [] };
    pages.push(index);
    for (const [g, ids] of groupsOf.get(ns)) {
      // a group that does not fit is cut into parts, filled in order: the construct and its config
      // first, then each struct next to its OutputReference and List classes
      const name = (id) => id.slice(ns.length + 1);
      const base = (id) => name(id).replace(/(OutputReference|List|Map)$/, '');
      const rank = (id) => (name(id) === g ? 0 : name(id) === `${g}Config` || name(id) === `${g}Props` ? 1 : 2);
      const ordered = [...ids].sort((a, b) => rank(a) - rank(b) || compare(base(a), base(b)) || compare(name(a), name(b)));
      const parts = [[]];
      let size = OVERHEAD;
      for (const id of ordered) {
        if (parts[parts.length - 1].length && size + sizeOf.get(id) > PAGE_LIMIT) {
          parts.push([]);
          size = OVERHEAD;
        }
        parts[parts.length - 1].push(id);
        size += sizeOf.get(id);
      }
      const partPages = parts.map((_, i) => `${relName(ns)}/${g}${i ? `-${i + 1}` : ''}.md`);
      parts.forEach((part, i) => {
        pages.push({ page: partPages[i], ns, kind: 'group', group: g, ids: part, part: i, parts: partPages });
        for (const id of part) pageOfType.set(id, partPages[i]);
      });
      index.groups.push({ group: g, parts: partPages });
    }
  }

  // --- render ---------------------------------------------------------------------------------------
  /** file (relative to the root) → content */
  const files = new Map();
  for (const lang of LANGUAGES) {
    const add = (page, content) => files.set(posix.join('docs/api', lang.dir, page), `${languageLine(lang, page)}\n\n${content}`);
    for (const p of pages) {
      const ns = relName(p.ns);
      if (p.kind === 'namespace') {
        add(p.page, renderTypes(lang, p.ns, p.page, p.ids, { title: `\`${ns}\` Submodule`, id: p.ns }));
      } else if (p.kind === 'group') {
        const nav = [`[API Reference](${relativeLink(p.page, 'API.md')})`, `[\`${ns}\`](${relativeLink(p.page, `${ns}.md`)})`, `\`${p.group}\``];
        let title = `\`${p.group}\` (\`${ns}\` Submodule)`;
        if (p.parts.length > 1) {
          title = `\`${p.group}\`, part ${p.part + 1} of ${p.parts.length} (\`${ns}\` Submodule)`;
          nav.push(`part ${p.parts.map((q, i) => (i === p.part ? `**${i + 1}**` : `[${i + 1}](${relativeLink(p.page, q)})`)).join(' · ')}`);
        }
        add(p.page, `${nav.join(' › ')}\n\n${renderTypes(lang, p.ns, p.page, p.ids, { title, id: `page:${p.ns}.${p.group}${p.part ? `-${p.part + 1}` : ''}` })}`);
      } else {
        const md = [
          `# \`${ns}\` Submodule <a name="\`${ns}\` Submodule" id="${p.ns}"></a>`,
          '',
          `[API Reference](./API.md) › \`${ns}\``,
          '',
          `The API of this submodule is split into ${p.groups.reduce((n, g) => n + g.parts.length, 0)} pages, one per construct with the types that belong to it (its config, its structs, OutputReference and List classes) and one per type that belongs to no construct or to several. Every type of the submodule, grouped by kind:`,
          '',
        ];
        for (const c of CATEGORIES) {
          const list = schemas[lang.id][p.ns].apiReference[c.key];
          if (!list.length) continue;
          md.push(`## ${c.title} <a name="${c.title}" id="${c.title}"></a>`, '', '| **Name** | **Page** | **Description** |', '| --- | --- | --- |');
          for (const t of list) {
            const target = pageOfType.get(t.id);
            const pageName = posix.basename(target, '.md');
            md.push(`| <a name="${t.displayName}" id="${anchorOf(t.id)}"></a><code><a href="${relativeLink(p.page, target, anchorOf(t.id))}">${t.displayName}</a></code> | [${pageName}](${relativeLink(p.page, target)}) | ${cell(t.docs?.summary) || '*No description.*'} |`);
          }
          md.push('');
        }
        add(p.page, md.join('\n'));
      }
    }
    // the index: the submodules, then the types of the root (jsii-docgen's toIndexMarkdown, with our links)
    const renderer = rendererFor(lang, assembly.name, 'API.md');
    const ref = new MarkdownDocument({ header: { title: 'API Reference' }, id: 'api-reference' });
    if (submodules.length) ref.section(renderer.visitSubmodules(submodules, 'md'));
    const rootRef = schemas[lang.id][assembly.name].apiReference;
    for (const c of CATEGORIES) ref.section(renderer[c.visitAll](rootRef[c.key]));
    const index = new MarkdownDocument();
    index.section(ref);
    add('API.md', index.render());
  }
  // the root API.md: the TypeScript index, its relative links moved into docs/api/
  files.set('API.md', files.get('docs/api/API.md').replace(/(\]\(|href=")\.\//g, '$1./docs/api/'));
  lap('rendered');

  // --- write: changed files, and delete what is no longer generated ----------------------------------
  for (const file of before.keys()) if (!files.has(file)) fs.rmSync(path.join(root, file), { force: true });
  const removeEmpty = (dir) => {
    if (!fs.existsSync(dir)) return;
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) if (e.isDirectory()) removeEmpty(path.join(dir, e.name));
    if (dir !== apiDir && fs.readdirSync(dir).length === 0) fs.rmdirSync(dir);
  };
  removeEmpty(apiDir);
  for (const [file, content] of files) {
    if (before.get(file) === content) continue;
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), content);
  }

  const stale = [...new Set([...before.keys(), ...files.keys()])].filter((f) => before.get(f) !== files.get(f)).sort();
  const { problems } = checkApiDocs(root, files);
  lap('checked');
  const biggest = [...files].reduce((a, b) => (bytes(b[1]) > bytes(a[1]) ? b : a));
  const summary = stale.length > 20 ? `${stale.slice(0, 20).join(', ')} and ${stale.length - 20} more` : stale.join(', ');
  console.log(`API docs (TypeScript, Python, Java): ${stale.length ? `regenerated; changed: ${summary}` : 'up to date'}`);
  console.log(`  ${files.size} files, the biggest ${biggest[0]} (${(bytes(biggest[1]) / 1024).toFixed(0)} KiB); ${timings.join(', ')}`);
  if (problems.length) {
    console.log(`The API docs have ${problems.length} problem(s):`);
    for (const p of problems.slice(0, 50)) console.log(`  ${p}`);
    if (problems.length > 50) console.log(`  and ${problems.length - 50} more`);
  }
  if (check && stale.length) console.log('The committed API docs were stale: commit the regenerated files.');
  process.exit(problems.length || (check && stale.length) ? 1 : 0);
}

module.exports = { checkApiDocs, PAGE_LIMIT, FILE_LIMIT };

if (require.main === module) {
  main().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
