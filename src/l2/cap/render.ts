/**
 * Helpers shared by the spot-capacity L2s: the stable order of the items their methods collect, the
 * guard that keeps a value set on the L1 through an escape hatch, tags, taints, weekly windows,
 * scheduled tasks and the metadata options.
 *
 * Internal: not exported from the package index.
 */
import { Fn, IResolvable, TerraformIterator, Token } from '../../constructs/cdktf';
import { checkCron } from '../../constructs/formats';
import { ClusterLaunchSpecTaintEffect } from '../../l1/cap/pubcloud-a/cluster-launch-spec';
import { dayOfWeek } from '../days';
import { TIME_WINDOW } from '../kinds';
import { PropProblems } from '../problems';
import { TimeWindow } from './time-window';

/**
 * The metadata options an L2's `requireMetadataTokens` writes: `http_tokens` "required" for true,
 * "optional" for false, nothing when it is not given; for a boolean token (a variable), the
 * Terraform conditional that chooses between the two.
 * @param require the prop
 */
export function metadataTokens(require: boolean | undefined): { httpTokens: string } | undefined {
  if (require === undefined || require === null) return undefined;
  if (Token.isUnresolved(require)) return { httpTokens: Token.asString(Fn.conditional(require, 'required', 'optional')) };
  return { httpTokens: require ? 'required' : 'optional' };
}

/**
 * Sorts items by the literal key that identifies them, so that the rendered list does not depend on
 * the order of the calls that added them. Items whose key is an unresolved token cannot be compared:
 * they follow the literal ones, in the order they were added (the sort is stable).
 * @param items the items (not changed)
 * @param keyOf what identifies an item
 */
export function stableOrder<T>(items: readonly T[], keyOf: (item: T) => string): T[] {
  return [...items].sort((a, b) => {
    const ka = keyOf(a);
    const kb = keyOf(b);
    const ta = Token.isUnresolved(ka);
    const tb = Token.isUnresolved(kb);
    if (ta || tb) return ta === tb ? 0 : ta ? 1 : -1;
    return ka < kb ? -1 : ka > kb ? 1 : 0;
  });
}

/**
 * The problem to report when an attribute that an L2 renders lazily from its method calls was
 * replaced on the L1 (through an escape hatch): the value set there is kept, and what the method adds
 * would be lost. Undefined while the L1 still holds what the L2 put there.
 * @param attribute the L1 attribute (`ebsBlockDevices`)
 * @param current what the L1 holds now
 * @param lazy what the L2 put there
 */
export function overridden(attribute: string, current: unknown, lazy: unknown): string | undefined {
  return current === lazy
    ? undefined
    : `${attribute}: was set on the L1 (\`resource\`) directly; that value is kept as set, and what this method adds would be lost (give every item on the L1, or none there)`;
}

/**
 * Tag blocks (`{key, value}`) from a map: one block per entry, in the map's order; a map that is
 * itself a token (a variable of type map) becomes a Terraform dynamic block over it.
 * @param tags the tags
 */
export function tagBlocks(tags: { [key: string]: string } | undefined): Array<{ key: string; value: string }> | IResolvable | undefined {
  if (tags === undefined || tags === null) return undefined;
  if (Token.isUnresolved(tags)) {
    const it = TerraformIterator.fromMap(tags);
    return it.dynamic({ key: it.key, value: it.value });
  }
  return Object.entries(tags).map(([key, value]) => ({ key, value }));
}

/**
 * A taint as the L2s take it: a key, a value and an effect, all three required by the providers (a
 * node group's taints and a node-pool cluster's alike).
 */
export interface TaintInput {
  readonly key: string;
  readonly value: string;
  readonly effect: string;
}

/**
 * The effects a taint may have, the same for every cluster and node group (Kubernetes' taint effects):
 * the values of the generated constants `pubcloud_a.ClusterLaunchSpecTaintEffect`.
 */
export const TAINT_EFFECTS: readonly string[] = [
  ClusterLaunchSpecTaintEffect.NO_SCHEDULE,
  ClusterLaunchSpecTaintEffect.PREFER_NO_SCHEDULE,
  ClusterLaunchSpecTaintEffect.NO_EXECUTE,
];

/** How `checkTaints` judges the taints of one resource, beyond the checks every taint gets. */
export interface TaintRules<T extends TaintInput> {
  /**
   * The checks of the resource on one taint whose fields are of their kinds (the keys it refuses):
   * each records its problems under `name` (`taints[1]`).
   */
  readonly check?: (problems: PropProblems, name: string, taint: T) => void;
}

/**
 * Checks the taints of a node group or a cluster: a list (not a token: each taint is checked), each
 * item an object with the strings key, value and effect (the providers require all three; an empty
 * value is a string, and is written as given), a key that is not blank, an effect of
 * `TAINT_EFFECTS` (a token is not judged), then the resource's own checks on each item.
 * @returns the taints to write, their key, value and effect only (undefined when none were given, or
 * not as a list)
 */
export function checkTaints<T extends TaintInput>(
  problems: PropProblems,
  taints: ReadonlyArray<T> | undefined,
  rules: TaintRules<T> = {},
): Array<Pick<T, keyof TaintInput>> | undefined {
  if (!PropProblems.given(taints)) return undefined;
  if (!Array.isArray(taints)) {
    problems.check(false, `taints: expected a list of objects of named properties, got ${PropProblems.describe(taints)}`);
    return undefined;
  }
  taints.forEach((item, i) => {
    const name = `taints[${i}]`;
    if (!PropProblems.given(item)) {
      problems.check(false, `${name}: is required, but ${item === null ? 'was null' : 'was not given'}; expected an object of named properties`);
      return;
    }
    const taint = problems.optionalStruct(name, item)!;
    if (problems.isWrongKind(name)) return;
    problems.requireString(`${name}.key`, taint.key);
    problems.requireString(`${name}.value`, taint.value);
    problems.requireString(`${name}.effect`, taint.effect);
    problems.check(
      !problems.judge(`${name}.key`, taint.key) || taint.key.trim() !== '',
      `${name}.key: ${JSON.stringify(taint.key)} is blank; a taint needs a key (the value may be empty, the key may not)`,
    );
    problems.check(
      !problems.judge(`${name}.effect`, taint.effect) || TAINT_EFFECTS.includes(taint.effect),
      `${name}.effect: ${JSON.stringify(taint.effect)} is not one of ${TAINT_EFFECTS.map((e) => JSON.stringify(e)).join(', ')}`,
    );
    rules.check?.(problems, name, taint);
  });
  return taints.map((t) => ({ key: t?.key, value: t?.value, effect: t?.effect }) as Pick<T, keyof TaintInput>);
}

/**
 * Checks the keys of a map of labels (node labels, container-instance attributes): a key may not be
 * blank. A map that is a token is not judged, and neither is a map of the wrong kind (its kind problem
 * is reported by `optionalStringMap`).
 * @param name the prop (`labels`)
 * @param what what one entry is, for the message (`label`)
 */
export function checkLabelKeys(problems: PropProblems, name: string, labels: { [key: string]: string } | undefined, what: string): void {
  if (!problems.judge(name, labels)) return;
  for (const key of Object.keys(labels!)) {
    problems.check(key.trim() !== '', `${name}: the key ${JSON.stringify(key)} is blank; every ${what} needs a key`);
  }
}

/** Sort key of a window: its start as `<day of the week><:hh:mm>` (`0:00:00` is Sunday midnight). */
function startKey(window: TimeWindow): string {
  return `${dayOfWeek(window.startsAt.slice(0, 3))}${window.startsAt.slice(3)}`;
}

/**
 * Weekly windows as the services' hours blocks take them (shutdown hours, suspension hours): enabled,
 * sorted by start whatever the order of the calls, each `ddd:hh:mm-ddd:hh:mm`.
 * @returns the block (undefined when there are no windows)
 */
export function hoursBlock(windows: readonly TimeWindow[]): { isEnabled: boolean; timeWindows: string[] } | undefined {
  return windows.length ? { isEnabled: true, timeWindows: stableOrder(windows, startKey).map((w) => w.toString()) } : undefined;
}

/**
 * Adds a window to the windows of one kind, after checking that it is a window and overlaps none of
 * them; throws every problem of the call (those already in `problems` too).
 * @param kind what the windows are for, for the message (`shutdown`)
 */
export function addWindow(problems: PropProblems, kind: string, windows: TimeWindow[], window: TimeWindow): void {
  if (problems.requireInstance('window', window, TimeWindow, TIME_WINDOW)) {
    const overlaps = TimeWindow.findOverlaps([...windows, window]);
    problems.check(overlaps.length === 0, `${kind} windows must not overlap: ${overlaps.join('; ')}`);
  }
  problems.throwIfAny();
  windows.push(window);
}

/** A number as the attributes that take numbers as strings want it (a number token as a string token). */
export function numberString(value: number | undefined): string | undefined {
  if (value === undefined || value === null) return undefined;
  return Token.isUnresolved(value) ? Token.asString(value) : String(value);
}

/** What identifies a scheduled task: its type and cron expression (one task of a type per expression). */
export function taskKey(taskType: string, cronExpression: string): string {
  return `${taskType} ${cronExpression}`;
}

/**
 * Checks the cron expression of a task about to be scheduled: a string, a Unix cron expression (a
 * token is not judged), and no task of the same type at the same expression yet.
 * @param scheduled the tasks scheduled so far, by `taskKey`
 */
export function checkTaskSchedule(
  problems: PropProblems,
  taskType: string,
  expression: string,
  scheduled: ReadonlyArray<{ readonly key: string }>,
): PropProblems {
  problems.requireString('cronExpression', expression);
  const problem = problems.judge('cronExpression', expression) ? checkCron(expression) : undefined;
  return problems
    .check(!problem, `cronExpression: ${JSON.stringify(expression)} ${problem}`)
    .check(!scheduled.some((t) => t.key === taskKey(taskType, expression)), `cronExpression: the ${taskType} task at ${JSON.stringify(expression)} is already scheduled`);
}
