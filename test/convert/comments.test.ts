/**
 * The comments of the HCL: the one written just above a block (`#`, `//` lines, a block comment) goes
 * above the block's statement in each language; a blank line between them, or code, ends it.
 */
import { convert } from '../../src/convert';

const text = [
  '# the people who run the service',
  '# (two lines)',
  'resource "idp_group" "admins" {',
  '  name = "admins"',
  '}',
  '',
  '// a second group',
  'resource "idp_group" "users" {',
  '  name = "users"',
  '}',
  '',
  '/*',
  ' * a block comment',
  ' *   indented',
  ' */',
  'variable "env" {',
  '  type = string',
  '}',
  '',
  '# far away',
  '',
  'output "env" {',
  '  value = var.env',
  '}',
  'locals {',
  '  # the region',
  '  region = "region-1"',
  '}',
  'resource "idp_group" "x" { name = "x" } /* after code */',
  'resource "idp_group" "y" {',
  '  name = "y"',
  '}',
].join('\n');

async function code(language: 'typescript' | 'python' | 'java' = 'typescript') {
  return (await convert([{ name: 'main.tf', content: text }], { language })).code;
}

/** The lines of `out` from the one holding `first`, as many as `expected` has, trimmed. */
function linesFrom(out: string, first: string, count: number): string[] {
  const all = out.split('\n').map((l) => l.trim());
  const at = all.findIndex((l) => l === first);
  return at < 0 ? [] : all.slice(at, at + count);
}

describe('a comment above a block', () => {
  test('of # lines is written above its statement, line by line', async () => {
    expect(linesFrom(await code(), '// the people who run the service', 3)).toEqual([
      '// the people who run the service',
      '// (two lines)',
      "new idp.Group(this, 'admins', { name: 'admins' });",
    ]);
  });

  test('of // lines and of a block comment (its stars and the indent after them left out)', async () => {
    const out = await code();
    expect(linesFrom(out, '// a second group', 2)).toEqual(['// a second group', "new idp.Group(this, 'users', { name: 'users' });"]);
    expect(linesFrom(out, '// a block comment', 3)).toEqual(['// a block comment', '//   indented', expect.stringMatching(/^const env = new TerraformVariable\(this, 'env'/)]);
  });

  test('of a local inside `locals`', async () => {
    expect(linesFrom(await code(), '// the region', 2)).toEqual(['// the region', "new TerraformLocal(this, 'region', 'region-1');"]);
  });

  test('is not carried when a blank line comes between, nor from after code', async () => {
    const out = await code();
    expect(out).not.toContain('far away');
    expect(out).not.toContain('after code');
  });

  test('is written in Python and Java too', async () => {
    expect(linesFrom(await code('python'), '# the people who run the service', 3)).toEqual([
      '# the people who run the service',
      '# (two lines)',
      'idp.Group(self, "admins", name="admins")',
    ]);
    expect(linesFrom(await code('java'), '// a block comment', 2)).toEqual(['// a block comment', '//   indented']);
  });
});

test('a comment above several provider blocks of one type is written once', async () => {
  const providers = '# the identity provider\nprovider "idp" {\n  url = "https://idp.example.com"\n}\nprovider "idp" {\n  alias = "second"\n  url = "https://other.example.com"\n}\n';
  const out = (await convert([{ name: 'main.tf', content: providers }])).code;
  expect(out.split('\n').filter((l) => l.includes('the identity provider'))).toHaveLength(1);
});

test('a comment line keeps no carriage return, and a Unicode line break in it is a space', async () => {
  const out = (await convert([{ name: 'main.tf', content: '# one\u2028two\r\nresource "idp_group" "g" {\r\n  name = "g"\r\n}\r\n' }])).code;
  expect(out).toContain('// one two\n');
});
