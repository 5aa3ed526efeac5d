/**
 * scripts/strip-comments.js (run by the post-compile step): only comments leave lib/**\/*.js; code,
 * strings and regular expressions that look like comments stay, and behaviour is unchanged.
 */
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { stripComments } = require('../../scripts/strip-comments') as {
  stripComments(dir: string): { files: number; before: number; after: number };
};

const SOURCE = `"use strict";
/**
 * A module doc comment.
 */
Object.defineProperty(exports, "__esModule", { value: true });
// a line comment
const url = "https://example.com/path"; // a trailing comment
const glob = 'src/**/*.ts';
const pattern = /^[/*]+\\/\\/$/;
const template = \`/* not a comment */ \${url}\`;
class Thing {
    /** The value. */
    get value() { return [url, glob, pattern.source, template].join(' | '); }
}
exports.Thing = Thing;
`;

function folder(files: { [name: string]: string }): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'strip-'));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

describe('stripComments', () => {
  test('removes every comment and keeps strings, templates and regular expressions that hold comment markers', () => {
    const dir = folder({ 'a.js': SOURCE });
    const result = stripComments(dir);
    const out = fs.readFileSync(path.join(dir, 'a.js'), 'utf8');
    expect(result.files).toBe(1);
    expect(out).not.toMatch(/doc comment|a line comment|a trailing comment|The value/);
    expect(out).toContain('"https://example.com/path"');
    expect(out).toContain("'src/**/*.ts'");
    expect(out).toContain('/^[/*]+\\/\\/$/');
    expect(out).toContain('`/* not a comment */ ${url}`');
  });

  test('the module behaves as before', () => {
    const before = folder({ 'a.js': SOURCE });
    const after = folder({ 'a.js': SOURCE });
    stripComments(after);
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const value = (dir: string) => new (require(path.join(dir, 'a.js')).Thing)().value;
    expect(value(after)).toBe(value(before));
    expect(value(after)).toBe('https://example.com/path | src/**/*.ts | ^[/*]+\\/\\/$ | /* not a comment */ https://example.com/path');
  });

  test('walks sub-folders, leaves declaration files and other files alone, and is idempotent', () => {
    const dir = folder({ 'a.js': SOURCE, 'sub/b.js': '// only a comment\nexports.b = 1;\n', 'a.d.ts': '/** kept */\nexport declare const a: number;\n', 'c.json': '{"//": "kept"}' });
    expect(stripComments(dir).files).toBe(2);
    expect(fs.readFileSync(path.join(dir, 'sub/b.js'), 'utf8')).toBe('exports.b = 1;\n');
    expect(fs.readFileSync(path.join(dir, 'a.d.ts'), 'utf8')).toContain('/** kept */');
    expect(fs.readFileSync(path.join(dir, 'c.json'), 'utf8')).toBe('{"//": "kept"}');
    const second = stripComments(dir);
    expect(second.files).toBe(0);
    expect(second.before).toBe(second.after);
  });

  test('the compiled package holds no doc comments (the post-compile step ran)', () => {
    const lib = path.join(__dirname, '..', '..', 'lib'); // compiled by npm run test:all before jest
    const text = fs.readFileSync(path.join(lib, 'l1', 'idp', 'group.js'), 'utf8');
    expect(text).not.toContain('/**');
    expect(fs.readFileSync(path.join(lib, 'l1', 'idp', 'group.d.ts'), 'utf8')).toContain('/**');
  });
});
