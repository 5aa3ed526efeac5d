/**
 * What the rules engine keeps between construction and synth (internal, not part of the public API):
 * the packs applied to each scope, the acknowledgements made on each construct, the ids the L2
 * warnings use, and, per stack, the rules run and the findings of the report.
 */
import { IConstruct } from 'constructs';
import { RulePack } from './pack';
import { Rule } from './rule';

/** `error`, `warning` or `info`. */
export type Level = 'error' | 'warning' | 'info';

/**
 * One finding of a stack's report.
 * - `fail`: a rule's judgement `fail` (severity from the pack);
 * - `not-judged`: a value the rule needs is unknown at synth (reported as info);
 * - `check-failed`: the rule's check threw (an error; cannot be acknowledged);
 * - `l2-warning`: a warning of an L2 construct (ids like `REPO-L2-001`).
 */
export interface Finding {
  readonly ruleId: string;
  readonly severity: Level;
  readonly outcome: 'fail' | 'not-judged' | 'check-failed' | 'l2-warning';
  readonly acknowledged: boolean;
  readonly reason?: string;
  /** The Terraform address ('' for an L2 warning, which is about a construct). */
  readonly address: string;
  /** The construct the finding is annotated on. */
  readonly constructPath: string;
  readonly attributePath: string;
  readonly message: string;
  readonly summary: string;
  readonly fix: string;
}

/** A rule that ran in a stack: the pack it came from and the severity that pack gives it. */
export interface RuleRun {
  readonly rule: Rule;
  readonly severity: Level;
  readonly pack: string;
}

/** One `Rules.apply` call. */
export interface Application {
  readonly scope: IConstruct;
  readonly pack: RulePack;
  /** Order of the calls (for the precedence of two packs with one rule id). */
  readonly seq: number;
  /** For a scope above the stacks (the app): the stacks its aspect was added to. */
  readonly stacks?: Set<IConstruct>;
}

/** One `Rules.acknowledge` call. */
export interface Acknowledgement {
  readonly scope: IConstruct;
  readonly ruleId: string;
  readonly reason: string;
  /** The paths of the stacks where it accepted a finding. */
  readonly usedIn: Set<string>;
}

/** What one stack collects for its report. */
export interface StackState {
  readonly findings: Finding[];
  /** By rule id. */
  readonly rulesRun: Map<string, RuleRun>;
  /** The packs applied in or above the stack, by name, with the scope they were applied to. */
  readonly packs: Map<string, { pack: RulePack; scopePath: string }>;
  /** `<element path>|<rule id>` of every judgement made (aspects may run twice). */
  readonly judged: Set<string>;
  /** Conflicts already reported (`<element path>|<rule id>`). */
  readonly conflicts: Set<string>;
}

const STACKS = new WeakMap<IConstruct, StackState>();

/** The report state of a stack (made on first use). */
export function stateOf(stack: IConstruct): StackState {
  let s = STACKS.get(stack);
  if (!s) {
    s = { findings: [], rulesRun: new Map(), packs: new Map(), judged: new Set(), conflicts: new Set() };
    STACKS.set(stack, s);
  }
  return s;
}

/** Whether a stack has a report state (a pack judged something in it, or something was acknowledged). */
export function hasState(stack: IConstruct): boolean {
  return STACKS.has(stack);
}

const APPLICATIONS = new WeakMap<IConstruct, Application[]>();
let seq = 0;

/** Records a `Rules.apply` call. */
export function recordApplication(scope: IConstruct, pack: RulePack, aboveStacks: boolean): Application {
  const a: Application = { scope, pack, seq: seq++, stacks: aboveStacks ? new Set() : undefined };
  const list = APPLICATIONS.get(scope) ?? [];
  list.push(a);
  APPLICATIONS.set(scope, list);
  return a;
}

/** The packs applied at a construct or its ancestors: nearest scope first, then in the order of the calls. */
export function applicationsAt(construct: IConstruct): Application[] {
  const out: Application[] = [];
  for (const c of [...construct.node.scopes].reverse()) out.push(...(APPLICATIONS.get(c) ?? []));
  return out;
}

/** The packs applied strictly below a construct. */
export function applicationsBelow(construct: IConstruct): Application[] {
  return construct.node.findAll().filter((c) => c !== construct).flatMap((c) => APPLICATIONS.get(c) ?? []);
}

const ACKS = new WeakMap<IConstruct, Acknowledgement[]>();

/** The acknowledgements made on a construct itself. */
export function acknowledgementsOn(construct: IConstruct): Acknowledgement[] {
  return ACKS.get(construct) ?? [];
}

/** Records an acknowledgement (checked by the caller). */
export function recordAcknowledgement(ack: Acknowledgement): void {
  const list = ACKS.get(ack.scope) ?? [];
  list.push(ack);
  ACKS.set(ack.scope, list);
}

/** Ids other than the rules of packs that `acknowledge` accepts (the L2 warnings), with their texts when known. */
export const KNOWN_IDS = new Map<string, { summary?: string; fix?: string }>();
