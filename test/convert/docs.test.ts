/**
 * docs/convert.md shows what the converter does with its own output: the TypeScript program after
 * the example's HCL is what `convert` writes for it, and the report is what `formatReport` prints.
 * (The program itself is compiled, run and synthesized by test/docs/snippets.test.ts, as every
 * TypeScript block of the guides.)
 */
import * as fs from 'fs';
import * as path from 'path';
import { convert, formatReport } from '../../src/convert';

const DOC = fs.readFileSync(path.join(__dirname, '..', '..', 'docs', 'convert.md'), 'utf8');

/** The first fenced block after a marker line. */
function blockAfter(marker: string, lang: string): string {
  const at = DOC.indexOf(marker);
  expect(at).toBeGreaterThan(-1);
  const m = new RegExp('```' + lang + '\\n([\\s\\S]*?)\\n```').exec(DOC.slice(at));
  if (!m) throw new Error(`docs/convert.md: no \`\`\`${lang} block after ${marker}`);
  return m[1];
}

test('the example\'s program and report are the converter\'s own output', async () => {
  const hcl = blockAfter('<!-- convert: input -->', 'hcl');
  const { code, report } = await convert([{ name: 'main.tf', content: `${hcl}\n` }]);
  expect(blockAfter('<!-- convert: output -->', 'ts')).toBe(code.trimEnd());
  expect(blockAfter('and the report:', 'text')).toBe(formatReport(report));
});
