/**
 * docs/rules.md, the reference of every shipped rule and of the constructs' warning ids, is generated
 * by scripts/rules-doc.js from the sources: it must be what the sources generate now.
 */
import { spawnSync } from 'child_process';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { L2_WARNINGS } from '../../src/rules/l2-warnings';
import { RulePacks } from '../../src/rules/packs/index';

const root = path.resolve(__dirname, '..', '..');
const script = path.join(root, 'scripts', 'rules-doc.js');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { renderRulesDoc } = require(script) as {
  renderRulesDoc: (input: { packs: Array<{ factory: string; pack: any }>; l2Warnings?: any }) => string;
};

const run = (...args: string[]) => spawnSync(process.execPath, [script, ...args], { cwd: root, encoding: 'utf8' });

describe('docs/rules.md', () => {
  test('is up to date (node scripts/rules-doc.js --check)', () => {
    const r = run('--check');
    expect(`${r.stdout}${r.stderr}`.trim()).toBe('docs/rules.md is up to date');
    expect(r.status).toBe(0);
  }, 60_000);

  test('--check fails on a stale or missing file, and writes nothing', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rules-doc-'));
    const stale = path.join(dir, 'rules.md');
    fs.writeFileSync(stale, fs.readFileSync(path.join(root, 'docs', 'rules.md'), 'utf8').replace(/\| error \|/, '| warning |'));
    const r = run('--check', '--out', stale);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('is stale (the rules or warnings changed, or it was edited by hand): regenerate with `node scripts/rules-doc.js`');
    expect(fs.readFileSync(stale, 'utf8')).toContain('| warning |');
    const missing = run('--check', '--out', path.join(dir, 'none.md'));
    expect([missing.status, missing.stderr]).toEqual([1, expect.stringContaining('is missing')]);
    expect(fs.existsSync(path.join(dir, 'none.md'))).toBe(false);
    fs.rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  test('lists every shipped rule, in its pack, with its severity, and every warning id', () => {
    const doc = fs.readFileSync(path.join(root, 'docs', 'rules.md'), 'utf8');
    const packs = [
      { factory: 'idpBaseline', pack: RulePacks.idpBaseline() },
      { factory: 'repoBaseline', pack: RulePacks.repoBaseline() },
      { factory: 'capBaseline', pack: RulePacks.capBaseline() },
    ];
    expect(doc).toBe(renderRulesDoc({ packs, l2Warnings: L2_WARNINGS }));
    for (const { pack } of packs) {
      const section = doc.split(`\n## ${pack.name}\n`)[1].split('\n## ')[0];
      for (const rule of pack.rules) expect(section).toContain(`<a id="${rule.id.toLowerCase()}"></a>\`${rule.id}\` | ${pack.severityOf(rule.id)} | ${rule.summary.replace(/\|/g, '\\|')} |`);
    }
    expect(RulePacks.baseline().rules.every((r) => doc.includes(`\`${r.id}\``))).toBe(true);
    const warnings = doc.split('\n## Warnings of the constructs\n')[1];
    for (const w of L2_WARNINGS) expect(warnings).toContain(`\`${w.id}\` |`);
  });

  test('table cells stay on one line: pipes escaped, newlines folded', () => {
    const text = renderRulesDoc({
      packs: [{ factory: 'capBaseline', pack: { name: 'p', rules: [{ id: 'ACME-X-001', summary: 'a | b', explanation: 'line 1\n  line 2', fix: 'f', resourceTypes: ['t'] }], severityOf: () => 'error' } }],
      l2Warnings: [],
    });
    expect(text).toContain('| <a id="acme-x-001"></a>`ACME-X-001` | error | a \\| b | line 1 line 2 | f | `t` |');
    expect(text).toContain('## Warnings of the constructs\n\nNone yet.');
  });
});
