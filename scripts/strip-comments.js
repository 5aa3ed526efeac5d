/**
 * Post-compile: removes the comments from the compiled JavaScript of the package (lib/**\/*.js).
 * jsii's JavaScript keeps every doc comment, which makes lib/ about five times the size of the code
 * it holds; Node keeps the source text of every loaded module in memory, so an app would carry the
 * API documentation in its heap (about 10 MiB with every namespace loaded). The documentation stays
 * where users read it: the type declarations (lib/**\/*.d.ts), the jsii assembly and the API docs.
 * Each file is re-emitted by TypeScript's own printer from its syntax tree (target ESNext: no syntax
 * is rewritten), so only comments go. Idempotent: a file without comments is left as it is.
 */
const fs = require('fs');
const path = require('path');
const ts = require('typescript');

const OPTIONS = { removeComments: true, target: ts.ScriptTarget.ESNext, module: ts.ModuleKind.None, allowJs: true, newLine: ts.NewLineKind.LineFeed };

/** True when the text may hold a comment (a quick test before parsing). */
const mayHoldComment = (text) => text.includes('//') || text.includes('/*');

/**
 * Strips the comments of every .js file under a folder.
 * @param {string} dir the folder (lib/)
 * @returns {{ files: number, before: number, after: number }} how many files changed, and the bytes of all
 */
function stripComments(dir) {
  const result = { files: 0, before: 0, after: 0 };
  const walk = (d) => {
    for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
      const file = path.join(d, entry.name);
      if (entry.isDirectory()) {
        walk(file);
        continue;
      }
      if (!entry.name.endsWith('.js')) continue;
      const text = fs.readFileSync(file, 'utf8');
      result.before += text.length;
      const out = mayHoldComment(text) ? ts.transpileModule(text, { compilerOptions: OPTIONS, fileName: entry.name }).outputText : text;
      result.after += out.length;
      if (out !== text) {
        fs.writeFileSync(file, out);
        result.files++;
      }
    }
  };
  walk(dir);
  return result;
}

module.exports = { stripComments };
