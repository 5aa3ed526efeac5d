/**
 * Property: any literal a configuration holds reaches the synthesized JSON unchanged through the
 * converter, in the type the attribute takes: strings with quotes, backslashes, control characters,
 * any Unicode, `$` and `%` (not starting an interpolation), numbers of any size a double holds,
 * lists of them. (`FC_SEED` replays a printed seed, `FC_NUM_RUNS` runs more.)
 */
import * as fc from 'fast-check';
import { runTypeScript } from './support';
import { convert } from '../../src/convert';
import { fcParams } from '../support/fc';

/** A string as an HCL quoted string (escapes, and `$${` / `%%{` for a literal `${` / `%{`). */
function hclString(s: string): string {
  const escaped = s.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n').replace(/\r/g, '\\r').replace(/\t/g, '\\t')
    .replace(/[\u0000-\u001f\u007f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return `"${escaped.replace(/\$\{/g, '$${').replace(/%\{/g, '%%{')}"`;
}

/** The group's attributes the program synthesizes for `name` and `users` written as given. */
async function roundTrip(name: string, users: string): Promise<any> {
  const hcl = `provider "idp" {\n  url = "https://idp.example.com"\n}\nresource "idp_group" "g" {\n  name = ${name}\n  users = ${users}\n}\n`;
  const { code, report } = await convert([{ name: 'main.tf', content: hcl }]);
  expect(report.problems).toEqual([]);
  return runTypeScript(code).resource.idp_group.g;
}

// no interpolation or directive: a literal `${` is written `$${` in Terraform's JSON too
const text = fc.string({ unit: 'binary', maxLength: 40 }).filter((s) => !s.includes('${') && !s.includes('%{') && !/[\ud800-\udfff]/.test(s));

test('a string attribute holds the string written', async () => {
  await fc.assert(fc.asyncProperty(text, async (s) => {
    expect((await roundTrip(hclString(s), '[]')).name).toBe(s);
  }), fcParams(40));
}, 120_000);

test('a list of numbers holds the numbers written, integers and fractions, whatever their size', async () => {
  const number = fc.oneof(
    fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }),
    fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e15, max: 1e15 }),
  );
  await fc.assert(fc.asyncProperty(fc.array(number, { maxLength: 5 }), async (xs) => {
    const written = xs.map((x) => (Object.is(x, -0) ? 0 : x));
    expect((await roundTrip('"g"', `[${written.map((x) => String(x)).join(', ')}]`)).users ?? []).toEqual(written);
  }), fcParams(40));
}, 120_000);
