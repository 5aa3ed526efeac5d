/**
 * How a mutation run picks the test files for a mutant (test/mutation/covering-files.js): from the
 * names Stryker asks for, the files that hold them; every file whenever that is not certain.
 */
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { coveringFiles, fileByName, fullName, record, recorded } = require('./covering-files');

/** Stryker's pattern for these test names (its own escaping: every regular-expression character). */
const strykerPattern = (...names: string[]) => names.map((n) => `(${n.replace(/[.*+\-?^${}()|[\]\\]/g, '\\$&')})`).join('|');

const byFile = fileByName({
  '/t/a.test.ts': ['parse a name', 'parse (a) name | or [two]', 'odd \\ name'],
  '/t/b.test.ts': ['emit a file', 'emit)|(twice'],
  '/t/c.test.ts': ['other'],
});

describe('coveringFiles', () => {
  test('the files holding the named tests, and no other', () => {
    expect(coveringFiles(strykerPattern('parse a name'), byFile)).toEqual(new Set(['/t/a.test.ts']));
    expect(coveringFiles(strykerPattern('emit a file', 'parse a name'), byFile)).toEqual(new Set(['/t/a.test.ts', '/t/b.test.ts']));
  });

  test('names with brackets, bars, backslashes and the separator itself are read back exactly', () => {
    expect(coveringFiles(strykerPattern('parse (a) name | or [two]'), byFile)).toEqual(new Set(['/t/a.test.ts']));
    expect(coveringFiles(strykerPattern('emit)|(twice', 'odd \\ name'), byFile)).toEqual(new Set(['/t/a.test.ts', '/t/b.test.ts']));
  });

  test('every file when there is no pattern, no record, a name not recorded, or a pattern not of Stryker\'s shape', () => {
    expect(coveringFiles(undefined, byFile)).toBeUndefined();
    expect(coveringFiles(strykerPattern('parse a name'), undefined)).toBeUndefined();
    expect(coveringFiles(strykerPattern('parse a name', 'not recorded'), byFile)).toBeUndefined();
    expect(coveringFiles('parse a name', byFile)).toBeUndefined();
  });
});

describe('the record of the initial run', () => {
  test('a test\'s full name is its describe blocks and title, as jest matches them', () => {
    const root = { name: 'ROOT_DESCRIBE_BLOCK', parent: undefined };
    const block = { name: 'outer', parent: { name: 'inner', parent: root } };
    expect(fullName({ name: 'does it', parent: block })).toBe('inner outer does it');
    expect(fullName({ name: 'top level', parent: root })).toBe('top level');
  });

  test('each test file\'s names replace that file\'s earlier ones, and are read back as the file of each name', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'covering-'));
    try {
      expect(recorded(dir)).toBeUndefined();
      record(dir, '/t/a.test.ts', ['one']);
      record(dir, '/t/b.test.ts', ['two']);
      record(dir, '/t/a.test.ts', ['three']);
      expect(recorded(dir)).toEqual(new Map([['three', '/t/a.test.ts'], ['two', '/t/b.test.ts']]));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
