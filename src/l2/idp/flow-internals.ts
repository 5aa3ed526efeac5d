/**
 * What the short-path flows (`AuthenticationFlow`, `AuthorizationFlow`) hand to `StagedFlow`, their
 * base class, without a public API: their name for messages and the checks of their own props, run
 * with the flow's, so that one error lists every problem. Internal to the L2s: not exported from the
 * package index.
 */
import { Construct } from 'constructs';
import { StagePromptField, StagePromptFieldType } from '../../l1/idp/stage-prompt-field';
import { stableKey } from '../ids';
import { PropProblems } from '../problems';

/** A subclass's part of the construction of a `StagedFlow`. */
export interface FlowExtension {
  /** The class name errors start with (`AuthenticationFlow`). */
  readonly kind: string;
  /** Checks the subclass's own props into the flow's problems. */
  readonly check: (problems: PropProblems) => void;
}

/** The extension of the props object a subclass passes to `super` (looked up by that object). */
export const FLOW_EXTENSIONS = new WeakMap<object, FlowExtension>();

/**
 * What the holder of an order is called in messages, per flow and binding id (`the identification
 * stage`); a binding not listed is named by its construct id only.
 */
export const HOLDER_LABELS = new WeakMap<object, Map<string, string>>();

/** The props of a flow as a short-path flow gives them to `StagedFlow`. */
export interface BaseFlowProps {
  readonly name: string;
  readonly slug: string;
  readonly title?: string;
  readonly designation: string;
}

/**
 * The props a short-path flow passes to `super`: its name, slug and title with its designation,
 * registered with its own checks. Props that are not an object give `{ designation }`, and the
 * check reports them.
 * @param kind the subclass's name, for messages
 * @param raw the props the subclass was given
 * @param designation the flow's designation
 * @param check the checks of the subclass's own props (`props` is `{}` when `raw` is not an object)
 */
export function extendFlow<T>(kind: string, raw: T, designation: string, check: (problems: PropProblems, props: T) => void): BaseFlowProps {
  const isObject = typeof raw === 'object' && raw !== null && !Array.isArray(raw);
  const given = (isObject ? raw : {}) as { name?: string; slug?: string; title?: string };
  const props = { name: given.name!, slug: given.slug!, title: given.title, designation };
  FLOW_EXTENSIONS.set(props, {
    kind,
    check: (problems) => check(problems, problems.struct(raw, 'props')),
  });
  return props;
}

/** Records what a binding holds, for messages about its order (`the identification stage`). */
export function labelHolder(flow: object, bindingId: string, label: string): void {
  const labels = HOLDER_LABELS.get(flow) ?? new Map<string, string>();
  labels.set(bindingId, label);
  HOLDER_LABELS.set(flow, labels);
}

/** A relative duration `unit=amount[;unit=amount]`, as the identity system's stages take them (case-insensitive units). */
const DURATION = /^(?:microseconds|milliseconds|seconds|minutes|hours|days|weeks)=[^;]*(?:;(?:microseconds|milliseconds|seconds|minutes|hours|days|weeks)=[^;]*)*$/i;

/** Whether a string is a relative duration the stages accept. */
export function isDuration(value: string): boolean {
  return DURATION.test(value);
}

/**
 * Checks that the stages given in the props named are distinct objects: the same stage twice would
 * be bound twice (its binding's construct id is taken).
 * @param names the props holding stages of the right kind
 */
export function distinctStages(problems: PropProblems, props: object, names: string[]): void {
  const seen = new Map<string, string>();
  for (const name of names) {
    const stage = (props as Record<string, { stageId?: unknown } | undefined | null>)[name];
    if (stage === undefined || stage === null || typeof stage.stageId !== 'string') continue;
    const key = stableKey(stage.stageId);
    if (key === undefined) continue;
    const first = seen.get(key);
    problems.check(first === undefined, `${name}: is the stage given as ${first}; each stage is bound once`);
    if (first === undefined) seen.set(key, name);
  }
}

/** The user fields an identification stage identifies a user by. */
const USER_FIELDS = ['email', 'username', 'upn'];

/** Checks the user fields an identification stage created by a flow identifies users by. */
export function checkUserFields(problems: PropProblems, fields: string[] | undefined): void {
  problems.optionalStrings('userFields', fields);
  if (problems.judge('userFields', fields)) {
    fields!.forEach((field, i) => problems.check(!PropProblems.known(field) || USER_FIELDS.includes(field),
      `userFields[${i}]: ${JSON.stringify(field)} is not one of ${USER_FIELDS.map((f) => JSON.stringify(f)).join(', ')}`));
  }
}

/** The key of the prompt field that repeats the password (the prompt stage compares the two). */
export const PASSWORD_REPEAT = 'password_repeat';

/** A field a prompt stage created by a flow asks for. */
export interface AskedField {
  readonly key: string;
  readonly label: string;
  readonly type: string;
  readonly required?: boolean;
}

/** The password, asked twice (`password` and `password_repeat`, which must match). */
export const PASSWORD_FIELDS: AskedField[] = [
  { key: 'password', label: 'Password', type: StagePromptFieldType.PASSWORD, required: true },
  { key: PASSWORD_REPEAT, label: 'Password (repeat)', type: StagePromptFieldType.PASSWORD, required: true },
];

/**
 * The prompt fields of a flow's prompt stage, in order (construct ids `Field-<key>`, each run of
 * characters other than letters, digits, `_` and `-` as one `_`, and `-2`, `-3`, ... after the id of a
 * key whose id an earlier field has, as `a.b` and `a_b`; names `<flow name>-<key>`).
 */
export function promptFields(scope: Construct, flowName: string, fields: AskedField[]): StagePromptField[] {
  const ids = new Set<string>();
  return fields.map((f, i) => {
    const base = `Field-${f.key.replace(/[^A-Za-z0-9_-]+/g, '_')}`;
    let id = base;
    for (let n = 2; ids.has(id); n++) id = `${base}-${n}`;
    ids.add(id);
    return new StagePromptField(scope, id, {
      name: `${flowName}-${f.key}`,
      fieldKey: f.key,
      label: f.label,
      type: f.type,
      required: f.required,
      order: i * 10,
    });
  });
}
