/**
 * The converter's part of `npm run bench` (alone: `npx ts-node --transpile-only -P test/tsconfig.json
 * bench/convert.ts [--quick]`): the time `npx cdktf-triad convert` takes on configurations of 1,000
 * and 10,000 resources, as a user runs it: a fresh Node process running the compiled command
 * (lib/convert/cli.js; the jsii compile of the benchmark builds it), parser start included, writing
 * the TypeScript program to a file. Median of several runs per size.
 *
 * The configurations: resources cycling through every resource type of the three packages with every
 * field set (test/support/samples.ts), one provider per package, and every tenth resource's first
 * string field referencing the resource before it, written as HCL by cdktf (`Testing.synthHcl`).
 */
import { spawnSync } from 'child_process';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { TerraformStack, Testing } from 'cdktf';
import * as lib from '../src';
import { classOf, packages } from '../test/support/model';
import { fullConfig, resetSamples } from '../test/support/samples';

const ROOT = path.join(__dirname, '..');
const CLI = path.join(ROOT, 'lib', 'convert', 'cli.js');

export interface ConvertFigures {
  /** By size: the HCL's bytes, the runs' seconds, their median, and milliseconds per resource. */
  readonly sizes: { [n: number]: { hclBytes: number; seconds: number[]; median: number; msPerResource: number } };
}

/** A configuration of `n` resources as HCL. */
export function configuration(n: number): string {
  resetSamples();
  const stack = new TerraformStack(Testing.app(), `convert-${n}`);
  const kinds = packages().flatMap((pkg) => {
    new (lib as any)[pkg.name][pkg.provider.className](stack, `provider_${pkg.name}`);
    return pkg.entities.filter((e) => e.kind === 'resource').map((e) => ({ pkg, e }));
  });
  let previous: { terraformResourceType: string; friendlyUniqueId: string } | undefined;
  for (let i = 0; i < n; i++) {
    const { pkg, e } = kinds[i % kinds.length];
    const config: any = fullConfig(e);
    const text = e.attrs.find((a) => a.input && a.raw.type === 'string' && !a.raw.enum && !a.raw.format && !a.raw.pattern && typeof config[a.tsName] === 'string');
    if (i % 10 === 9 && previous && text) config[text.tsName] = `\${${previous.terraformResourceType}.${previous.friendlyUniqueId}.id}`;
    previous = new (classOf(pkg.name, e))(stack, `r${i}`, config);
  }
  return String(Testing.synthHcl(stack, false));
}

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { median } = require('./main-job.js') as { median(xs: number[]): number };

export function measureConvert(options: { quick?: boolean; log?: (line: string) => void } = {}): ConvertFigures {
  if (!fs.existsSync(CLI)) throw new Error(`${CLI} is missing: compile first (npx projen compile)`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-convert-'));
  const sizes: ConvertFigures['sizes'] = {};
  for (const n of [1000, 10000]) {
    const input = path.join(dir, `main-${n}.tf`);
    fs.writeFileSync(input, configuration(n));
    const runs = options.quick ? 1 : n === 1000 ? 5 : 3;
    const seconds: number[] = [];
    for (let i = 0; i < runs; i++) {
      const t = process.hrtime.bigint();
      const r = spawnSync(process.execPath, [CLI, 'convert', input, '--out', path.join(dir, `main-${n}.ts`)], { encoding: 'utf8', maxBuffer: 1 << 28 });
      const s = Number(process.hrtime.bigint() - t) / 1e9;
      if (r.status !== 0) throw new Error(`cdktf-triad convert of ${n} resources failed (exit ${r.status}):\n${r.stderr}`);
      seconds.push(+s.toFixed(2));
    }
    const m = median(seconds);
    sizes[n] = { hclBytes: fs.statSync(input).size, seconds, median: m, msPerResource: +((m * 1000) / n).toFixed(2) };
    options.log?.(`convert ${n.toLocaleString('en')} resources: ${seconds.join(', ')} s (median ${m} s)`);
  }
  fs.rmSync(dir, { recursive: true, force: true });
  return { sizes };
}

export function formatConvert(f: ConvertFigures): string {
  return [
    '| converting (`npx cdktf-triad convert`, fresh process) | HCL | seconds (median) | ms per resource |',
    '|---|---:|---:|---:|',
    ...Object.entries(f.sizes).map(([n, s]) => `| ${Number(n).toLocaleString('en')} resources | ${(s.hclBytes / 1e6).toFixed(1)} MB | ${s.median} | ${s.msPerResource} |`),
  ].join('\n');
}

if (require.main === module) {
  const figures = measureConvert({ quick: process.argv.includes('--quick'), log: console.log });
  console.log(formatConvert(figures));
}
