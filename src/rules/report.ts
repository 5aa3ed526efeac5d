/**
 * The findings report of a stack (internal): `findings.json`, `findings.sarif` (SARIF 2.1.0) in the
 * stack's output folder, and the one-line summary printed at synth.
 */
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { IConstruct } from 'constructs';
import { Acknowledgement, Finding, KNOWN_IDS, Level, StackState } from './state';
import { App, ISynthesisSession, TerraformStack } from '../constructs/cdktf';

/** The acknowledgements of a stack as checked at synth. */
export interface CheckedAcknowledgement {
  readonly ack: Acknowledgement;
  readonly known: boolean;
  readonly used: boolean;
}

/** Counts of a stack's findings. */
export interface Summary {
  readonly rulesRun: number;
  readonly errors: number;
  readonly warnings: number;
  readonly info: number;
  readonly acknowledged: number;
  readonly notJudged: number;
}

/** The counts: unacknowledged findings by severity (not-judged apart), and the acknowledged ones. */
export function summarize(state: StackState): Summary {
  const open = state.findings.filter((f) => !f.acknowledged);
  return {
    rulesRun: state.rulesRun.size,
    errors: open.filter((f) => f.severity === 'error').length,
    warnings: open.filter((f) => f.severity === 'warning').length,
    info: open.filter((f) => f.severity === 'info' && f.outcome !== 'not-judged').length,
    acknowledged: state.findings.length - open.length,
    notJudged: open.filter((f) => f.outcome === 'not-judged').length,
  };
}

/** `rules: <stack>: <n> rules run, <e> errors, <w> warnings, <i> info, <a> acknowledged, <nj> not judged` */
export function summaryLine(stackName: string, s: Summary): string {
  return `rules: ${stackName}: ${s.rulesRun} rules run, ${s.errors} errors, ${s.warnings} warnings, ${s.info} info, ${s.acknowledged} acknowledged, ${s.notJudged} not judged`;
}

/** The package's name and version (for the report's tool). */
function tool(): { name: string; version: string } {
  try {
    const pkg = JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', 'package.json'), 'utf8'));
    return { name: String(pkg.name), version: String(pkg.version) };
  } catch {
    return { name: 'cdktf-triad', version: '0.0.0' };
  }
}

/** The JSON report of a stack. */
export function buildReport(stack: IConstruct, state: StackState, acks: CheckedAcknowledgement[]): any {
  return {
    tool: tool(),
    stack: stack.node.id,
    constructPath: stack.node.path,
    packs: [...state.packs.entries()].map(([name, p]) => ({ name, appliedAt: p.scopePath, rules: p.pack.rules.map((r) => r.id) })),
    rules: [...state.rulesRun.values()].map(({ rule, severity, pack }) => ({
      id: rule.id, severity, pack, summary: rule.summary, explanation: rule.explanation, fix: rule.fix, resourceTypes: rule.resourceTypes,
    })),
    summary: summarize(state),
    findings: state.findings.map((f) => ({
      ruleId: f.ruleId,
      severity: f.severity,
      outcome: f.outcome,
      acknowledged: f.acknowledged,
      ...(f.acknowledged ? { reason: f.reason } : {}),
      address: f.address,
      constructPath: f.constructPath,
      attributePath: f.attributePath,
      message: f.message,
      summary: f.summary,
      fix: f.fix,
    })),
    acknowledgements: acks.map(({ ack, known, used }) => ({
      ruleId: ack.ruleId, constructPath: ack.scope.node.path, reason: ack.reason, known, used,
    })),
  };
}

const SARIF_LEVEL: Record<Level, string> = { error: 'error', warning: 'warning', info: 'note' };

/**
 * The SARIF 2.1.0 log of a stack: one run, the rules that ran (and the L2 warning ids found) as the
 * driver's rules, one result per finding located at the resource's block of the stack's
 * `cdk.tf.json` (relative to the output folder, `uriBaseId` OUTDIR) and at its Terraform address and
 * construct path; acknowledged findings carry an accepted external suppression with the reason.
 * @param lines the line of each block and attribute of the stack's `cdk.tf.json` (see `stableJson`)
 */
export function buildSarif(stack: IConstruct, state: StackState, artifactUri: string, lines: Map<string, number> | undefined): any {
  const t = tool();
  const rules: any[] = [];
  const index = new Map<string, number>();
  const addRule = (r: any) => {
    index.set(r.id, rules.length);
    rules.push(r);
  };
  for (const { rule, severity, pack } of state.rulesRun.values()) {
    addRule({
      id: rule.id,
      shortDescription: { text: rule.summary },
      fullDescription: { text: rule.explanation },
      help: { text: `Fix: ${rule.fix}` },
      defaultConfiguration: { level: SARIF_LEVEL[severity] },
      properties: { pack, resourceTypes: rule.resourceTypes },
    });
  }
  for (const f of state.findings) {
    if (index.has(f.ruleId)) continue;
    const known = KNOWN_IDS.get(f.ruleId);
    const fix = known?.fix ?? f.fix;
    addRule({
      id: f.ruleId,
      shortDescription: { text: known?.summary ?? f.summary },
      ...(fix ? { help: { text: `Fix: ${fix}` } } : {}),
      defaultConfiguration: { level: SARIF_LEVEL[f.severity] },
      properties: { kind: f.outcome === 'l2-warning' ? 'l2-warning' : 'rule' },
    });
  }
  const results = state.findings.map((f) => result(f, index.get(f.ruleId)!, artifactUri, lines));
  return {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [{
      tool: { driver: { name: t.name, version: t.version, rules } },
      originalUriBaseIds: { OUTDIR: { description: { text: 'The folder cdktf synthesizes into (cdktf.out by default).' } } },
      results,
      properties: { stack: stack.node.id, constructPath: stack.node.path, summary: summarize(state) },
    }],
  };
}

function result(f: Finding, ruleIndex: number, artifactUri: string, lines: Map<string, number> | undefined): any {
  const notJudged = f.outcome === 'not-judged';
  const where = f.address ? (f.attributePath ? ` (${f.address}, attribute ${f.attributePath})` : ` (${f.address})`) : '';
  const text = notJudged
    ? `Not judged: ${f.summary}: ${f.message}${where}`
    : f.outcome === 'l2-warning' ? f.message : `${f.summary}: ${f.message}${where}.${f.fix ? ` Fix: ${f.fix}` : ''}`;
  const startLine = lineOf(f, lines);
  return {
    ruleId: f.ruleId,
    ruleIndex,
    // SARIF: a result that is not a failure has level none; "open": the tool could not decide
    ...(notJudged ? { kind: 'open', level: 'none' } : { kind: 'fail', level: SARIF_LEVEL[f.severity] }),
    message: { text },
    locations: [{
      physicalLocation: {
        artifactLocation: { uri: artifactUri, uriBaseId: 'OUTDIR' },
        ...(startLine !== undefined ? { region: { startLine } } : {}),
      },
      logicalLocations: [
        ...(f.address ? [{ name: f.address.split('.').pop(), fullyQualifiedName: f.address, kind: 'resource' }] : []),
        { name: f.constructPath.split('/').pop(), fullyQualifiedName: f.constructPath, kind: 'object' },
      ],
    }],
    ...(f.acknowledged ? { suppressions: [{ kind: 'external', status: 'accepted', justification: f.reason }] } : {}),
    properties: { outcome: f.outcome, severity: f.severity, address: f.address, constructPath: f.constructPath, attributePath: f.attributePath },
  };
}

/** The line of the finding's attribute in the stack's JSON, else of its resource's block. */
function lineOf(f: Finding, lines: Map<string, number> | undefined): number | undefined {
  if (!lines || !f.address) return undefined;
  const parts = f.address.split('.');
  const block = parts[0] === 'data' ? ['data', parts[1], parts.slice(2).join('.')] : ['resource', parts[0], parts.slice(1).join('.')];
  let best = lines.get(pathKey(block));
  const attr: Array<string | number> = [];
  for (const m of f.attributePath.matchAll(/([^.[\]]+)|\[(\d+)\]/g)) {
    attr.push(m[2] !== undefined ? Number(m[2]) : m[1]);
    const line = lines.get(pathKey([...block, ...attr]));
    if (line === undefined) break;
    best = line;
  }
  return best;
}

function pathKey(parts: Array<string | number>): string {
  return JSON.stringify(parts);
}

let compactEmpty: boolean | undefined;

/**
 * Whether the framework writes an empty object or list on one line (`{}`, as CDK Terrain does) or on
 * two (`{` and `}`, as cdktf 0.21 does), read once from a stack it writes; two lines when that fails.
 */
export function frameworkWritesCompactEmpty(): boolean {
  if (compactEmpty === undefined) {
    let outdir: string | undefined;
    try {
      outdir = fs.mkdtempSync(path.join(os.tmpdir(), 'cdktf-triad-layout-'));
      const app = new App({ outdir, skipValidation: true, hclOutput: false });
      new TerraformStack(app, 'probe');
      app.synth();
      compactEmpty = fs.readFileSync(path.join(outdir, 'stacks', 'probe', 'cdk.tf.json'), 'utf8').includes('{}');
    } catch {
      compactEmpty = false;
    } finally {
      if (outdir) fs.rmSync(outdir, { recursive: true, force: true });
    }
  }
  return compactEmpty;
}

/**
 * The text `cdktf synth` writes for a stack (keys sorted, two spaces, as json-stable-stringify does)
 * and the line (1-based) where each key or item starts.
 * @param compact whether an empty object or list is written on one line (see `frameworkWritesCompactEmpty`)
 */
export function stableJson(value: unknown, compact: boolean = false): { text: string; lines: Map<string, number> } {
  const out: string[] = [];
  const lines = new Map<string, number>();
  const render = (v: any, level: number, head: string, at: Array<string | number>): boolean => {
    if (v && typeof v.toJSON === 'function') v = v.toJSON();
    if (v === undefined || typeof v === 'function' || typeof v === 'symbol') return false;
    if (typeof v !== 'object' || v === null) {
      out.push(head + JSON.stringify(v));
      return true;
    }
    const indent = '  '.repeat(level);
    const isArray = Array.isArray(v);
    if (compact && (isArray ? v.length === 0 : Object.keys(v).every((k) => v[k] === undefined || typeof v[k] === 'function' || typeof v[k] === 'symbol'))) {
      out.push(head + (isArray ? '[]' : '{}'));
      return true;
    }
    out.push(head + (isArray ? '[' : '{'));
    const ends: number[] = [];
    const entries: Array<[string | number, any]> = isArray ? v.map((x: any, i: number) => [i, x]) : Object.keys(v).sort().map((k) => [k, v[k]]);
    for (const [k, x] of entries) {
      const start = out.length;
      const itemHead = indent + '  ' + (isArray ? '' : `${JSON.stringify(k)}: `);
      if (!render(x, level + 1, itemHead, [...at, k])) {
        if (!isArray) continue;
        out.push(itemHead + 'null');
      }
      lines.set(pathKey([...at, k]), start + 1);
      ends.push(out.length - 1);
    }
    for (const e of ends.slice(0, -1)) out[e] += ',';
    out.push(indent + (isArray ? ']' : '}'));
    return true;
  };
  render(value, 0, '', []);
  return { text: out.join('\n'), lines };
}

/**
 * Writes `findings.json` and `findings.sarif` into the stack's output folder and prints the summary.
 */
export function writeReports(stack: TerraformStack, session: ISynthesisSession, state: StackState, acks: CheckedAcknowledgement[]): void {
  const manifest = session.manifest.forStack(stack);
  const dir = path.join(session.outdir, manifest.workingDirectory);
  fs.mkdirSync(dir, { recursive: true });
  const artifact = manifest.synthesizedStackPath.split(path.sep).join('/');
  let lines: Map<string, number> | undefined;
  if (artifact.endsWith('.json')) {
    try {
      lines = stableJson(stack.toTerraform(), frameworkWritesCompactEmpty()).lines;
    } catch {
      lines = undefined;
    }
  }
  const report = buildReport(stack, state, acks);
  fs.writeFileSync(path.join(dir, 'findings.json'), JSON.stringify(report, null, 2) + '\n');
  fs.writeFileSync(path.join(dir, 'findings.sarif'), JSON.stringify(buildSarif(stack, state, artifact, lines), null, 2) + '\n');
  console.log(summaryLine(stack.node.id, report.summary));
}
