/**
 * Acknowledgements and the L2 warnings (internal, not part of the public API): whether a rule id is
 * acknowledged at a construct, the warnings of the L2 constructs with their ids, and the checks of
 * the acknowledgements at synth (an unknown id is an error, one that found nothing a warning).
 */
import { IConstruct } from 'constructs';
import { RULE_ID } from './rule';
import { Acknowledgement, KNOWN_IDS, acknowledgementsOn, applicationsAt, applicationsBelow, recordAcknowledgement, stateOf } from './state';
import { AnnotationMetadataEntryType, Annotations, TerraformStack } from '../constructs/cdktf';

/**
 * Registers ids that `Rules.acknowledge` accepts without a pack: the ids of the L2 warnings.
 * @param ids the ids
 */
export function registerKnownIds(ids: string[]): void {
  for (const id of ids) if (!KNOWN_IDS.has(id)) KNOWN_IDS.set(id, {});
}

/**
 * Registers an L2 warning id with its texts (shown in the SARIF report's rule list).
 * @param id the id (`REPO-L2-001`)
 * @param summary one line: what the warning says
 * @param fix what to change
 */
export function registerKnownRule(id: string, summary: string, fix: string): void {
  KNOWN_IDS.set(id, { summary, fix });
}

/** The stack of a construct, or undefined when it is in none (the app). */
export function stackOfOrUndefined(c: IConstruct): TerraformStack | undefined {
  for (const s of [...c.node.scopes].reverse()) if (TerraformStack.isStack(s)) return s;
  return undefined;
}

/** Per id, the ids that report the same setting (a construct warning and baseline rules), both ways. */
const SAME_FINDING = new Map<string, Set<string>>();

/**
 * Registers ids that report the same setting: an acknowledgement of one accepts the others.
 * @param id a construct warning's id
 * @param sameAs the rule ids that report what it reports
 */
export function registerSameFinding(id: string, sameAs: ReadonlyArray<string>): void {
  const link = (a: string, b: string) => SAME_FINDING.set(a, (SAME_FINDING.get(a) ?? new Set()).add(b));
  for (const other of sameAs) {
    link(id, other);
    link(other, id);
  }
}

/**
 * The reason when a rule id, or an id that reports the same setting, is acknowledged at the construct
 * or one of its ancestors (the nearest wins; at one construct the id itself before the others); marks
 * that acknowledgement as used.
 * @param construct where the finding is
 * @param ruleId the rule's id
 * @returns the reason, or undefined when the id is not acknowledged there
 */
export function acknowledgedReason(construct: IConstruct, ruleId: string): string | undefined {
  const same = SAME_FINDING.get(ruleId) ?? new Set<string>();
  for (const c of [...construct.node.scopes].reverse()) {
    const acks = acknowledgementsOn(c);
    const ack = acks.find((a) => a.ruleId === ruleId) ?? acks.find((a) => same.has(a.ruleId));
    if (ack) {
      const stack = stackOfOrUndefined(construct);
      ack.usedIn.add(stack ? stack.node.path : '');
      return ack.reason;
    }
  }
  return undefined;
}

/**
 * Checks and records an acknowledgement (`Rules.acknowledge`).
 * @throws when the id is not a rule id, the reason is empty, or the id is acknowledged there already
 */
export function addAcknowledgement(scope: IConstruct, ruleId: string, reason: string): void {
  const problems: string[] = [];
  const hasNode = typeof scope === 'object' && scope !== null && typeof (scope as any).node?.path === 'string';
  const where = hasNode ? scope.node.path : String(scope);
  if (!hasNode) problems.push(`scope: expected a construct, got ${JSON.stringify(scope)}`);
  if (typeof ruleId !== 'string' || !RULE_ID.test(ruleId)) {
    problems.push(`ruleId: ${JSON.stringify(ruleId)} is not a rule id (upper-case words and a three-digit number joined by dashes, e.g. REPO-BRANCH-001)`);
  }
  if (typeof reason !== 'string' || reason.trim() === '') {
    problems.push(`reason: expected a non-empty reason (why the finding is accepted here), got ${JSON.stringify(reason)}`);
  }
  if (hasNode && typeof ruleId === 'string' && acknowledgementsOn(scope).some((a) => a.ruleId === ruleId)) {
    problems.push(`ruleId: ${ruleId} is acknowledged at '${where}' already`);
  }
  if (problems.length) throw new Error(`Rules.acknowledge at '${where}' is invalid:\n  - ${problems.join('\n  - ')}`);
  recordAcknowledgement({ scope, ruleId, reason: reason.trim(), usedIn: new Set() });
}

/** An L2 warning waiting for synth. */
interface PendingWarning {
  readonly id: string;
  readonly message: string;
  done: boolean;
}

const PENDING = new WeakMap<IConstruct, PendingWarning[]>();
/** The constructs with warnings, per stack (for `flushL2Warnings`). */
const WARNED = new WeakMap<IConstruct, Set<IConstruct>>();

/**
 * A warning of an L2 construct, with its id: at synth (a validation of the construct, so that
 * `Rules.acknowledge` calls made after it count) a warning annotation `[<id>] <message>` unless the id
 * is acknowledged at the construct or above, in which case an info annotation says so; recorded for the
 * stack's findings report either way.
 * @param scope the L2 construct
 * @param id the warning's id (`REPO-L2-001`)
 * @param message the warning
 */
export function emitL2Warning(scope: IConstruct, id: string, message: string): void {
  const list = PENDING.get(scope);
  const w: PendingWarning = { id, message, done: false };
  if (list) {
    list.push(w);
  } else {
    PENDING.set(scope, [w]);
    scope.node.addValidation({ validate: () => { flushOn(scope); return []; } });
  }
  const stack = stackOfOrUndefined(scope);
  if (stack) {
    const set = WARNED.get(stack) ?? new Set();
    set.add(scope);
    WARNED.set(stack, set);
  }
}

/** Emits the warnings of a construct not emitted yet. */
function flushOn(scope: IConstruct): void {
  for (const w of PENDING.get(scope) ?? []) {
    if (w.done) continue;
    w.done = true;
    emitL2WarningNow(scope, w.id, w.message);
  }
}

/**
 * Emits a construct's warning now: a warning annotation `[<id>] <message>`, or an info annotation
 * when the id is acknowledged at the construct or above, and an entry of its stack's findings report
 * either way. Without a stack trace: captured at synth it would only show cdktf's validation loop.
 * @param scope the construct warned about
 * @param id the warning's id
 * @param message the warning, without its id
 */
export function emitL2WarningNow(scope: IConstruct, id: string, message: string): void {
  const reason = acknowledgedReason(scope, id);
  if (reason !== undefined) scope.node.addMetadata(AnnotationMetadataEntryType.INFO, `[${id}] acknowledged: ${reason} (${message})`, { stackTrace: false });
  else scope.node.addMetadata(AnnotationMetadataEntryType.WARN, `[${id}] ${message}`, { stackTrace: false });
  const stack = stackOfOrUndefined(scope);
  if (stack === undefined) return;
  const known = KNOWN_IDS.get(id);
  stateOf(stack).findings.push({
    ruleId: id,
    severity: 'warning',
    outcome: 'l2-warning',
    acknowledged: reason !== undefined,
    reason,
    address: '',
    constructPath: scope.node.path,
    attributePath: '',
    message,
    summary: known?.summary ?? 'a warning of the construct',
    fix: known?.fix ?? '',
  });
}

/** Emits the L2 warnings of a stack whose validation did not run (a warning added during validation). */
export function flushL2Warnings(stack: IConstruct): void {
  for (const c of WARNED.get(stack) ?? []) flushOn(c);
}

/**
 * Checks the acknowledgements of a stack at synth, and those above it (the app): an id that is neither
 * a rule of a pack applied at the construct, above it or below it, nor an L2 warning id, is an error
 * annotation; one that accepted nothing is a warning annotation (stale). An acknowledgement above the
 * stack is annotated on the stack: unknown ids on every stack, stale ones on the app's last stack
 * (synthesized last), when it accepted nothing in any stack.
 * @returns the acknowledgements checked, each with whether it is known and used in the stack
 */
export function checkAcknowledgements(stack: TerraformStack): Array<{ ack: Acknowledgement; known: boolean; used: boolean }> {
  const out: Array<{ ack: Acknowledgement; known: boolean; used: boolean }> = [];
  const above = stack.node.scopes.slice(0, -1);
  const root = stack.node.root;
  const stacks = root.node.findAll().filter((c) => TerraformStack.isStack(c));
  const isLast = stacks[stacks.length - 1] === stack;
  for (const c of [...above, ...stack.node.findAll()]) {
    const isAbove = above.includes(c);
    for (const ack of acknowledgementsOn(c)) {
      const known = KNOWN_IDS.has(ack.ruleId)
        || [...applicationsAt(c), ...applicationsBelow(c)].some((a) => a.pack.rules.some((r) => r.id === ack.ruleId));
      const used = ack.usedIn.has(stack.node.path);
      const at = c.node.path === '' ? 'the app' : `'${c.node.path}'`;
      const target = isAbove ? stack : c;
      if (!known) {
        Annotations.of(target).addError(
          `Rules.acknowledge at ${at}: ${ack.ruleId} is not a rule of a pack applied there (Rules.apply at the construct, above or below it) nor an L2 warning id; ` +
          'correct the id, or apply the pack that holds it.',
        );
      } else if (isAbove ? isLast && ack.usedIn.size === 0 : !used) {
        Annotations.of(target).addWarning(
          `stale acknowledgement: ${ack.ruleId} at ${at} found nothing (reason given: ${ack.reason}); remove the acknowledgement.`,
        );
      }
      out.push({ ack, known, used });
    }
  }
  return out;
}
