/**
 * Import identifiers (src/constructs/import-id.ts): built from parts and parsed back, by the shape
 * the specification gives, with the part and the shape named when one is wrong.
 */
import { formatImportId, parseImportId, partName } from '../../src/constructs/import-id';

const HOOK = '<owner>/<repo-name>/<hook-id>';

describe('partName', () => {
  test('a placeholder in kebab case is the camelCase name of the part', () => {
    expect(partName('repo-name')).toBe('repoName');
    expect(partName('a-b-c1')).toBe('aBC1');
    expect(partName('owner')).toBe('owner');
  });
});

describe('formatImportId', () => {
  test('fills each placeholder with its part', () => {
    expect(formatImportId('repo.Hook', HOOK, { owner: 'acme', repoName: 'web', hookId: '{42}' })).toBe('acme/web/{42}');
    expect(formatImportId('T', '<a>:<b>', { a: 'x', b: 'y' })).toBe('x:y');
  });

  test('every missing or empty part, and every part holding a separator of the shape, is named at once', () => {
    expect(() => formatImportId('repo.Hook', HOOK, { owner: 'ac/me', repoName: '' })).toThrow(
      'repo.Hook.importId: owner "ac/me" must not contain "/"; repoName is required; hookId is required (import identifier shape: <owner>/<repo-name>/<hook-id>)',
    );
    expect(() => formatImportId('T', '<a>:<b>/<c>', { a: 'x:/y', b: 'b', c: 'c' })).toThrow('T.importId: a "x:/y" must not contain ":" or "/" (import identifier shape: <a>:<b>/<c>)');
    expect(() => formatImportId('T', '<a>', undefined as any)).toThrow('T.importId: a is required (import identifier shape: <a>)');
    expect(() => formatImportId('T', '<a>', { a: 5 as any })).toThrow('T.importId: a is required (import identifier shape: <a>)');
  });

  test('a shape of one part has no separator: any value fits', () => {
    expect(formatImportId('T', '<id>', { id: 'a/b:c' })).toBe('a/b:c');
  });

  test('a part may hold any character but the separators of its shape', () => {
    expect(formatImportId('T', '<a>/<b>', { a: 'my team!', b: 'x:y?' })).toBe('my team!/x:y?');
  });
});

describe('parseImportId', () => {
  test('gives the parts back, each between the separators of the shape', () => {
    expect(parseImportId('repo.Hook', HOOK, 'acme/web/{42}')).toEqual({ owner: 'acme', repoName: 'web', hookId: '{42}' });
    expect(parseImportId('T', 'x.<a>+<b>', 'x.1+2')).toEqual({ a: '1', b: '2' });
    expect(parseImportId('T', '<id>', 'a/b:c')).toEqual({ id: 'a/b:c' });
  });

  test('an identifier of another shape, with a part missing or holding a separator, or not a string, is refused with the shape', () => {
    for (const bad of ['acme/web', 'acme/web/42/x', 'acme//42', '/web/42']) {
      expect(() => parseImportId('repo.Hook', HOOK, bad)).toThrow(`repo.Hook.parseImportId: ${JSON.stringify(bad)} is not an import identifier of the form <owner>/<repo-name>/<hook-id>`);
    }
    expect(() => parseImportId('T', 'x.<a>', 'xy1')).toThrow('T.parseImportId: "xy1" is not an import identifier of the form x.<a>');
    expect(() => parseImportId('T', '<id>', 5 as any)).toThrow('T.parseImportId: 5 is not an import identifier of the form <id>');
    expect(() => parseImportId('T', '<id>', '')).toThrow('T.parseImportId: "" is not an import identifier of the form <id>');
  });
});
