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
 * 2. Removes the comments from lib/**\/*.js (scripts/strip-comments.js: the docs stay in the .d.ts
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
const stripped = stripComments(lib);
const kib = (n) => `${Math.round(n / 1024)} KiB`;
console.log(`lazy-index: ${total} namespace(s) load on first use; comments removed from ${stripped.files} file(s) of lib/ (${kib(stripped.before)} -> ${kib(stripped.after)})`);
