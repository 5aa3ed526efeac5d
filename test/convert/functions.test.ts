/**
 * The converter's table of Terraform functions (src/convert/functions.ts) against cdktf's `Fn`: every
 * entry names a method cdktf declares, with the parameter and result types it declares, and every
 * Terraform function cdktf has is in the table (a cdktf upgrade that changes one fails here).
 */
import * as fs from 'fs';
import * as path from 'path';
import { Fn } from 'cdktf';
import { signatures } from '../../src/convert/functions';

const CDKTF = path.dirname(require.resolve('cdktf/package.json'));
/**
 * The framework jest runs on: cdktf, or cdktn under `npm run test:cdktn` (cdktf resolved to cdktn).
 * The table is cdktf's; on cdktn, which declares more functions and some results more precisely, each
 * entry's method must take the same parameters (the programs it writes compile on both).
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const FRAMEWORK = (require('cdktf/package.json') as { name: string }).name;
const CODES: Record<string, string> = { 'string': 's', 'number': 'n', 'any': 'a', 'any[]': 'A', 'string[]': 'l', 'number[]': 'N', 'any[][]': 'R', 'IResolvable': 'b', 'Expression': 'e' };

/** cdktf's declarations of Fn's static methods: name -> `params>result` in the table's codes. */
function declared(): Map<string, string> {
  const out = new Map<string, string>();
  for (const file of ['lib/functions/terraform-functions.generated.d.ts', 'lib/terraform-functions.d.ts']) {
    const text = fs.readFileSync(path.join(CDKTF, file), 'utf8').replace(/import\("[^"]+"\)\./g, '');
    for (const m of text.matchAll(/static ([A-Za-z0-9]+)\(([^)]*)\): ([^;]+);/g)) {
      const params = m[2] ? m[2].split(', ').map((p) => { const [n, t] = p.split(': '); return `${CODES[t.trim()] ?? `?${t}`}${n.endsWith('?') ? '?' : ''}`; }) : [];
      out.set(m[1], `${params.join('')}>${CODES[m[3].trim()] ?? `?${m[3]}`}`);
    }
  }
  return out;
}

const DECLARED = declared();
const TABLE = [...signatures()];

test('cdktf declares more than a hundred functions (the declarations were read)', () => {
  expect(DECLARED.size).toBeGreaterThan(100);
});

test.each(TABLE)('%s: the table says what cdktf declares', (_name, sig) => {
  expect(typeof (Fn as any)[sig.method]).toBe('function');
  const mine = `${sig.params.map((p) => `${p.code}${p.optional ? '?' : ''}`).join('')}>${sig.returns}`;
  const theirs = DECLARED.get(sig.method);
  if (FRAMEWORK === 'cdktf') expect(mine).toBe(theirs);
  else expect(mine.split('>')[0]).toBe(theirs?.split('>')[0]);
});

(FRAMEWORK === 'cdktf' ? test : test.skip)('every Terraform function of cdktf is in the table (rawString and lookupNested are cdktf\'s own)', () => {
  const methods = new Set(TABLE.map(([, s]) => s.method));
  const missing = [...DECLARED.keys()].filter((m) => !methods.has(m) && m !== 'rawString' && m !== 'lookupNested');
  expect(missing).toEqual([]);
});
