/**
 * The example app, synthesized in separate processes:
 *  - twice, giving byte-identical output (determinism);
 *  - with every IDP_*, REPO_* and CAP_* environment variable set to a sentinel, none of which may
 *    reach cdktf.out/ (credentials from the environment are read by the provider at plan time only);
 *  - its JSON passes the offline provider-schema check;
 *  - the baseline rule packs it applies find only what it acknowledges.
 */
import { execFileSync } from 'child_process';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { checkTerraformJson } from '../../src/constructs/schema-check';

const ROOT = path.join(__dirname, '..', '..');
// the TypeScript example, run as the main job runs it (against the compiled package)
const EXAMPLES = ['scripts/example.js'];

const SENTINELS: { [name: string]: string } = {
  IDP_URL: 'https://sentinel-idp-url.invalid',
  IDP_TOKEN: 'SENTINEL-IDP-TOKEN-7f3a',
  IDP_INSECURE: 'sentinel-insecure',
  REPO_USERNAME: 'SENTINEL-REPO-USERNAME-51c2',
  REPO_PASSWORD: 'SENTINEL-REPO-PASSWORD-9d0e',
  REPO_OAUTH_CLIENT_ID: 'SENTINEL-REPO-CLIENT-ID-aa41',
  REPO_OAUTH_CLIENT_SECRET: 'SENTINEL-REPO-CLIENT-SECRET-be72',
  REPO_OAUTH_TOKEN: 'SENTINEL-REPO-OAUTH-TOKEN-c813',
  CAP_TOKEN: 'SENTINEL-CAP-TOKEN-d9f4',
  CAP_ACCOUNT: 'SENTINEL-CAP-ACCOUNT-e0a5',
};

function synth(example: string, env: { [k: string]: string } = {}): string {
  const outdir = fs.mkdtempSync(path.join(os.tmpdir(), 'synth-'));
  execFileSync(process.execPath, [example], {
    cwd: ROOT,
    env: { ...process.env, ...env, CDKTF_OUTDIR: outdir },
    stdio: 'pipe',
  });
  return outdir;
}

function files(dir: string): Map<string, Buffer> {
  const out = new Map<string, Buffer>();
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const full = path.join(d, e.name);
      if (e.isDirectory()) walk(full);
      else out.set(path.relative(dir, full), fs.readFileSync(full));
    }
  };
  walk(dir);
  return out;
}

describe.each(EXAMPLES)('%s', (example) => {
  let first: Map<string, Buffer>;

  beforeAll(() => {
    first = files(synth(example));
  }, 120_000);

  test('synthesizing twice, in two processes, gives byte-identical output', () => {
    const second = files(synth(example));
    const stacks = [...first.keys()].filter((f) => f.endsWith('cdk.tf.json'));
    expect(stacks.length).toBeGreaterThan(0);
    expect([...second.keys()].sort()).toEqual([...first.keys()].sort());
    for (const f of stacks) expect([f, second.get(f)!.equals(first.get(f)!)]).toEqual([f, true]);
  }, 120_000);

  test('the baseline rule packs find nothing in it but the exceptions it acknowledges and one value they cannot judge', () => {
    const report = [...first].find(([f]) => f.endsWith('findings.json'));
    expect(report).toBeDefined();
    const { summary, findings } = JSON.parse(report![1].toString('utf8'));
    expect(summary).toMatchObject({ errors: 0, warnings: 0, info: 0, acknowledged: 3, notJudged: 1 });
    expect(findings.filter((f: any) => f.acknowledged).map((f: any) => f.ruleId).sort()).toEqual(['IDP-TOKEN-001', 'REPO-BRANCH-001', 'REPO-BRANCH-002']);
    expect(findings.filter((f: any) => f.outcome === 'not-judged').map((f: any) => [f.ruleId, f.attributePath])).toEqual([['IDP-EVENT-001', 'webhook_url']]);
  });

  test('credentials in IDP_*, REPO_* and CAP_* never reach cdktf.out/', () => {
    const out = files(synth(example, SENTINELS));
    expect(out.size).toBeGreaterThan(0);
    for (const [f, content] of out) {
      const text = content.toString('utf8');
      for (const [name, value] of Object.entries(SENTINELS)) expect([f, name, text.includes(value)]).toEqual([f, name, false]);
    }
  }, 120_000);

  test('synthesizes HCL too (what `cdktf synth --hcl` asks of the app)', () => {
    const out = files(synth(example, { SYNTH_HCL_OUTPUT: 'true' }));
    const hcl = [...out].find(([f]) => f.endsWith('cdk.tf'));
    expect(hcl).toBeDefined();
    const text = hcl![1].toString('utf8');
    expect(text).toMatch(/resource "idp_application" "[^"]+" \{/);
    expect(text).toMatch(/resource "cap_pubcloud_a_cluster" "[^"]+" \{/);
    // (a list of maps in the provider's schema: an attribute, not a block)
    expect(text).toMatch(/allowed_redirect_uris = \[\s*\{\s*url\s*= "https:\/\/grafana\.example\.com\/login\/generic_oauth"/);
  }, 120_000);

  test('every stack passes the offline provider-schema check', () => {
    for (const [f, content] of first) {
      if (f.endsWith('cdk.tf.json')) expect([f, checkTerraformJson(JSON.parse(content.toString('utf8')))]).toEqual([f, []]);
    }
  });
});
