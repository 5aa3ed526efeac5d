#!/usr/bin/env node
/**
 * API reference in TypeScript, Python and Java (jsii-docgen), one file per namespace so that no page
 * is too big for a browser:
 *
 *   docs/api/API.md, docs/api/<namespace>.md                 TypeScript
 *   docs/api/python/API.md, docs/api/python/<namespace>.md   Python
 *   docs/api/java/API.md, docs/api/java/<namespace>.md       Java
 *   API.md                                                   the TypeScript index, links into docs/api/
 *
 * Each page starts with a line linking the same page in the other languages. Links between
 * namespaces point at the namespace's file (jsii-docgen alone leaves them as anchors of the current
 * page). All links are relative and stay inside the npm package, which ships API.md and docs/api/.
 *
 * Speed: jsii-docgen loads the assembly once for all three languages (one Documentation object,
 * in-process), and the examples are translated to Python and Java once (`jsii-rosetta extract`, in a
 * child process while the TypeScript pages render) instead of once per language. The assembly is read
 * from a temporary folder that holds it and its jsii dependencies (resolved from this package, as jsii
 * compiled against them), so jsii-docgen never searches node_modules (where node_modules/cdktf-triad,
 * a link to the repository itself, would make that search go round in circles).
 *
 * `node scripts/docgen.js --check` regenerates and exits 1 when anything committed was stale.
 */
const { spawn } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');

// TRIAD_PACKAGE_ROOT: another build of the same sources (scripts/cdktn.js); the repository by default
const root = path.resolve(process.env.TRIAD_PACKAGE_ROOT ?? path.join(__dirname, '..'));
const apiDir = path.join(root, 'docs', 'api');
const check = process.argv.includes('--check');
process.env.JSII_SILENCE_WARNING_END_OF_LIFE_NODE_VERSION ??= '20';

/** The languages, each with its folder (relative to docs/api) and its name in the language line. */
const LANGUAGES = [
  { id: 'typescript', dir: '.', title: 'TypeScript' },
  { id: 'python', dir: 'python', title: 'Python' },
  { id: 'java', dir: 'java', title: 'Java' },
];

const started = Date.now();
const timings = [];
const lap = (what) => timings.push(`${what} ${((Date.now() - started) / 1000).toFixed(1)}s`);

/** Every file under docs/api (relative paths) and API.md, with its content. */
function snapshot() {
  const files = new Map();
  const walk = (dir) => {
    if (!fs.existsSync(dir)) return;
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else files.set(path.relative(root, p), fs.readFileSync(p, 'utf8'));
    }
  };
  walk(apiDir);
  const top = path.join(root, 'API.md');
  files.set('API.md', fs.existsSync(top) ? fs.readFileSync(top, 'utf8') : undefined);
  return files;
}

/**
 * A folder jsii-docgen and jsii-rosetta read instead of the repository:
 *   <tmp>/asm/.jsii             this assembly, without its readme (not rendered; its examples would
 *                               only cost translation time)
 *   <tmp>/asm/package.json      link to ours (rosetta reads the dependencies of the examples there)
 *   <tmp>/asm/deps/<name>/.jsii links to the assemblies of the jsii dependency closure
 *   <tmp>/node_modules          what the examples compile against: this package and its dependencies
 */
function prepare(assembly) {
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
function extractExamples(tmp, asmDir) {
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

/** The namespace (submodule fqn, or the assembly name for the root) that declares a type. */
function namespaceOf(assemblyName, submodules, id) {
  let best = assemblyName;
  for (const s of submodules) if (id.startsWith(`${s}.`) && s.length > best.length) best = s;
  return best;
}

/** The page of a namespace, relative to its language folder. */
const pageOf = (assemblyName, ns) => (ns === assemblyName ? 'API.md' : `${ns.slice(assemblyName.length + 1)}.md`);

/** The line at the top of a page: the same page in every language. */
function languageLine(lang, page) {
  return LANGUAGES.map((l) => {
    if (l === lang) return `**${l.title}**`;
    const dir = path.posix.relative(lang.dir, l.dir);
    return `[${l.title}](${dir.startsWith('..') ? '' : './'}${dir ? `${dir}/` : ''}${page})`;
  }).join(' · ');
}

/** Renders every page of one language; jsii-docgen loads the assembly once per Documentation object. */
async function renderLanguage(docs, assembly, lang) {
  const { Language } = require(require.resolve('jsii-docgen', { paths: [root] }));
  const submodules = Object.keys(assembly.submodules ?? {});
  const language = Language.fromString(lang.id);
  const pages = {};
  for (const ns of await docs.listSubmodules()) {
    const page = pageOf(assembly.name, ns.fqn);
    // links to types of another namespace go to that namespace's page
    const linkFormatter = (type) => {
      if (type.packageName !== assembly.name) return type.fqn;
      const target = namespaceOf(assembly.name, submodules, type.id);
      const file = target === ns.fqn ? '' : `./${pageOf(assembly.name, target)}`;
      return `<a href="${file}#${type.id.replace(/ /g, '-')}">${type.displayName}</a>`;
    };
    const md = await docs.toMarkdown({
      language, submodule: ns.fqn, allSubmodules: false, linkFormatter,
      header: { title: `\`${page.slice(0, -3)}\` Submodule`, id: ns.fqn },
    });
    pages[path.join(lang.dir, page)] = `${languageLine(lang, page)}\n\n${md.render()}`;
  }
  const index = await docs.toIndexMarkdown('md', { language, allSubmodules: false });
  pages[path.join(lang.dir, 'API.md')] = `${languageLine(lang, 'API.md')}\n\n${index.render()}`;
  return pages;
}

async function main() {
  const assemblyFile = path.join(root, '.jsii');
  if (!fs.existsSync(assemblyFile)) {
    console.error('docgen: no .jsii; compile first (npx jsii --silence-warnings=reserved-word)');
    process.exit(1);
  }
  const assembly = JSON.parse(fs.readFileSync(assemblyFile, 'utf8'));
  const { Documentation } = require(require.resolve('jsii-docgen', { paths: [root] }));

  const before = snapshot();
  const { tmp, asmDir } = prepare(assembly);
  try {
    const examples = extractExamples(tmp, asmDir);
    examples.catch(() => undefined); // awaited below, after the TypeScript pages
    const docs = await Documentation.forAssembly(assembly.name, asmDir);
    const pages = await renderLanguage(docs, assembly, LANGUAGES[0]);
    lap('typescript');
    await examples;
    lap('examples translated');
    // one after the other: a separate process per language would load the assembly again and gains
    // nothing on a busy machine
    for (const lang of LANGUAGES.slice(1)) {
      Object.assign(pages, await renderLanguage(docs, assembly, lang));
      lap(lang.id);
    }

    fs.rmSync(apiDir, { recursive: true, force: true });
    for (const [file, content] of Object.entries(pages)) {
      fs.mkdirSync(path.dirname(path.join(apiDir, file)), { recursive: true });
      fs.writeFileSync(path.join(apiDir, file), content);
    }
    // the root API.md: the TypeScript index, its relative links moved into docs/api/
    const index = pages['API.md'].replace(/(\]\(|href=")\.\//g, '$1./docs/api/');
    fs.writeFileSync(path.join(root, 'API.md'), index);
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }

  const after = snapshot();
  const stale = [...new Set([...before.keys(), ...after.keys()])].filter((f) => before.get(f) !== after.get(f)).sort();
  console.log(`API docs (TypeScript, Python, Java): ${stale.length ? `regenerated; changed: ${stale.join(', ')}` : 'up to date'} (${timings.join(', ')})`);
  if (check && stale.length) console.log('The committed API docs were stale: commit the regenerated files.');
  process.exit(check && stale.length ? 1 : 0);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
