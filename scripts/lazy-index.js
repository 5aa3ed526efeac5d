#!/usr/bin/env node
/**
 * Post-compile, after every jsii compile (projen's post-compile task and every script that compiles):
 *
 * 1. Makes the package's namespaces load on first use. jsii compiles
 * `export * as idp from './idp'` to `exports.idp = __importStar(require("./idp"))`, which loads every
 * class of every package on `require('cdktf-triad')`. This rewrites those lines (in lib/index.js and
 * lib/cap.js) into getters that require the namespace the first time it is read and then replace
 * themselves with the value, as cdktf's prebuilt providers do with their lazy index. Types, jsii
 * metadata and behaviour are unchanged; only when the code loads changes.
 * 2. Makes each generated class load on first use too. A namespace of generated L1s (lib/l1/<pkg>/index.js,
 *    lib/l1/cap/<module>/index.js) re-exports one module per resource (`__exportStar(require("./x"),
 *    exports)`), so reading `idp` loaded all of its classes (114 for the identity package). Each such
 *    line becomes a getter per exported name (the names tsc lists in the module's
 *    `exports.A = exports.B = void 0;` line) that requires the module when one of its names is first
 *    read, as cdktf's prebuilt providers do per resource. A module that exports nothing at run time
 *    (interfaces only) keeps its line.
 * 3. Removes the comments from lib/**\/*.js (scripts/strip-comments.js: the docs stay in the .d.ts
 *    files and the jsii assembly; loaded JavaScript is held in memory).
 *
 * Idempotent.
 */
const fs = require('fs');
const path = require('path');
const { stripComments } = require('./strip-comments');

// TRIAD_PACKAGE_ROOT: another build of the same sources (scripts/cdktn.js); the repository by default
const lib = path.join(process.env.TRIAD_PACKAGE_ROOT ?? path.join(__dirname, '..'), 'lib');
const LINE = /^exports\.([A-Za-z_$][\w$]*) = __importStar\(require\("([^"]+)"\)\);$/gm;
let total = 0;
for (const file of ['index.js', 'cap.js']) {
  const full = path.join(lib, file);
  if (!fs.existsSync(full)) {
    console.error(`lazy-index: ${full} is missing; compile first`);
    process.exit(1);
  }
  const before = fs.readFileSync(full, 'utf8');
  let count = 0;
  const after = before.replace(LINE, (_, name, mod) => {
    count++;
    return (
      `Object.defineProperty(exports, ${JSON.stringify(name)}, { enumerable: true, configurable: true, get: function () { ` +
      `var m = __importStar(require(${JSON.stringify(mod)})); ` +
      `Object.defineProperty(exports, ${JSON.stringify(name)}, { enumerable: true, value: m }); return m; } });`
    );
  });
  if (after !== before) fs.writeFileSync(full, after);
  total += count;
}
// 2. one getter per generated class
const STAR = /^__exportStar\(require\("(\.\/[^"]+)"\), exports\);$/gm;
// the first read of any of a module's names loads it; the names stay getters of the loaded module.
// (Turning them into plain values once loaded changed the shape of an index of hundreds of names once
// per name: garbage that grew with the square of the index's size, about 15 MB when every class of
// the three packages is read, and peak memory with it.)
const LAZY = 'var __lazy = function (target, load, names) { var m; ' +
  'names.forEach(function (n) { Object.defineProperty(target, n, { enumerable: true, configurable: true, get: function () { return (m || (m = load()))[n]; } }); }); };';
/**
 * The names a compiled module exports at run time: tsc declares them first, in statements of up to 50
 * names (`exports.A = exports.B = void 0;`).
 */
function runtimeExports(file) {
  const lines = fs.readFileSync(file, 'utf8').match(/^exports\.[A-Za-z_$][\w$]*(?: = exports\.[A-Za-z_$][\w$]*)* = void 0;$/gm) ?? [];
  return lines.flatMap((line) => [...line.matchAll(/exports\.([A-Za-z_$][\w$]*)/g)].map((x) => x[1]));
}
function l1Indexes(dir) {
  const out = [];
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    if (e.isDirectory()) out.push(...l1Indexes(path.join(dir, e.name)));
    else if (e.name === 'index.js') out.push(path.join(dir, e.name));
  }
  return out;
}
let lazyClasses = 0;
for (const index of l1Indexes(path.join(lib, 'l1'))) {
  const before = fs.readFileSync(index, 'utf8');
  let after = before.replace(STAR, (line, mod) => {
    const names = runtimeExports(path.join(path.dirname(index), `${mod}.js`));
    if (!names.length) return line;
    lazyClasses += names.length;
    return `__lazy(exports, function () { return require(${JSON.stringify(mod)}); }, ${JSON.stringify(names)});`;
  });
  if (after !== before && !after.includes('var __lazy = ')) after = after.replace('Object.defineProperty(exports, "__esModule", { value: true });', (m) => `${m}\n${LAZY}`);
  if (after !== before) fs.writeFileSync(index, after);
}

const stripped = stripComments(lib);
const kib = (n) => `${Math.round(n / 1024)} KiB`;
console.log(`lazy-index: ${total} namespace(s) and ${lazyClasses} generated export(s) load on first use; comments removed from ${stripped.files} file(s) of lib/ (${kib(stripped.before)} -> ${kib(stripped.after)})`);
