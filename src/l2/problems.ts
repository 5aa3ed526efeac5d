/**
 * Constructor-time checks of L2 props: collect every problem, then throw one error that lists them
 * all and names the construct. Unresolved tokens are never judged.
 *
 * Props come from TypeScript, but also from JavaScript, from `as any`, from environment variables and
 * from other languages, so the first checks are of kind: a required prop that is missing, a string
 * where a number belongs (as read from an environment variable), a string where an object reference
 * (`IFlow`) belongs. The typed helpers (`requireString`, `optionalNumber`, `requireRef`, ...) record
 * such a problem as `<prop>: expected <kind>, got <value>`; the checks that follow judge a prop only
 * when it is of its kind (`judge`), so a prop of the wrong kind is reported once.
 *
 * Internal to the L2s: not exported from the package index.
 */
import { Construct, IConstruct } from 'constructs';
import { Token, Tokenization } from '../constructs/cdktf';
import { holdsInterpolation } from '../constructs/validation';

/** An object-reference kind, for messages and checks (`idp.IFlow`, read through `flowUuid`). */
export interface RefKind {
  /** Name shown in messages, with its namespace: `idp.IFlow`. */
  readonly name: string;
  /** The string attributes an object of the kind has. */
  readonly attributes: string[];
  /** What to pass, for messages: `an idp.Flow, idp.DataIdpFlow or idp.StagedFlow, or idp.IdpRef.fromFlowUuid(uuid)`. */
  readonly hint: string;
}

/** A value-class kind, for messages (`repo.Schedule`). */
export interface ClassKind {
  /** Name shown in messages, with its namespace: `repo.Schedule`. */
  readonly name: string;
  /** What to pass, for messages: `repo.Schedule.daily('02:00'), ...`. */
  readonly hint: string;
}

/** Options of the kind checks. */
export interface KindOptions {
  /** The value is a credential: a message says of what kind it is, never what it is. */
  readonly secret?: boolean;
}

const MAX_SHOWN = 80;

function shorten(text: string): string {
  return text.length <= MAX_SHOWN ? text : `${text.slice(0, MAX_SHOWN - 1)}…`;
}

function isConstruct(value: unknown): value is IConstruct {
  return typeof value === 'object' && value !== null && (value as { node?: unknown }).node !== undefined && Construct.isConstruct(value);
}

/** A list whose items are known now: a list token (a variable's `listValue`) holds no objects to check. */
function isKnownList(value: unknown): boolean {
  return Array.isArray(value) && !Token.isUnresolved(value);
}

/** The reference a string token stands for (`idp_flow.login.uuid`), when it stands for one. */
function referenceOf(value: string): string | undefined {
  try {
    const fragments = Tokenization.reverseString(value);
    if (fragments.length !== 1 || fragments.tokens.length !== 1) return undefined;
    const identifier = (fragments.firstToken as { identifier?: unknown } | undefined)?.identifier;
    return typeof identifier === 'string' ? identifier : undefined;
  } catch {
    return undefined;
  }
}

function an(word: string): string {
  return /^[aeiou]/i.test(word) ? `an ${word}` : `a ${word}`;
}

export class PropProblems {
  /** True when a value is given (neither undefined nor null). */
  public static given(value: unknown): boolean {
    return value !== undefined && value !== null;
  }

  /**
   * True when a value can be judged now (it is given, is not a token, and is not a string holding a
   * Terraform interpolation such as `${jsonencode(...)}`, which Terraform evaluates).
   */
  public static known(value: unknown): boolean {
    return value !== undefined && value !== null && !Token.isUnresolved(value) && !(typeof value === 'string' && holdsInterpolation(value));
  }

  /**
   * A value as a message shows it: the value and its kind (`"3" (a string)`, `42 (a number)`,
   * `a Group construct at 'stack/admins'`), shortened; a token by what it stands for; a secret by its
   * kind only.
   */
  public static describe(value: unknown, options: KindOptions = {}): string {
    if (value === undefined) return 'undefined';
    if (value === null) return 'null';
    const kind = PropProblems.kindOf(value);
    if (options.secret) return `${an(kind)} (not shown: a secret)`;
    if (typeof value === 'string') {
      if (Token.isUnresolved(value)) {
        const ref = referenceOf(value);
        return ref ? `a string token (${ref})` : 'a string token';
      }
      return `${shorten(JSON.stringify(value))} (a string)`;
    }
    if (typeof value === 'number') {
      if (Token.isUnresolved(value)) return 'a number token';
      return Number.isNaN(value) ? 'NaN (not a number: a failed conversion?)' : `${value} (a number)`;
    }
    if (typeof value === 'boolean') return `${value} (a boolean)`;
    if (typeof value === 'function') return 'a function';
    if (typeof value !== 'object') return `${String(value)} (${an(typeof value)})`;
    if (isConstruct(value)) return `${an(value.constructor?.name ?? 'unnamed')} construct at '${value.node.path}'`;
    if (Token.isUnresolved(value)) return Array.isArray(value) ? 'a list token' : 'a token (IResolvable)';
    if (Array.isArray(value)) return `${PropProblems.json(value) ?? 'an array'} (a list)`;
    const name = (value as object).constructor?.name;
    if (name && name !== 'Object') return `${an(name)}${name === 'String' || name === 'Number' ? ' object' : ''}`;
    return `${PropProblems.json(value) ?? 'an object'} (an object)`;
  }

  private static kindOf(value: unknown): string {
    if (Array.isArray(value)) return 'list';
    return typeof value;
  }

  private static json(value: unknown): string | undefined {
    try {
      return shorten(JSON.stringify(value));
    } catch {
      return undefined;
    }
  }

  private readonly problems: string[] = [];
  /** Props with a kind problem: the checks that follow do not judge them again. */
  private readonly wrongKind = new Set<string>();

  /**
   * @param scope the construct being created or called (for its path); undefined for a static method
   * @param type its class name, or `Class.method`
   */
  constructor(private readonly scope: Construct | undefined, private readonly type: string) {}

  /** Records a problem unless `ok`; values that are tokens are skipped by the callers' guards. */
  public check(ok: boolean, problem: string): this {
    if (!ok) this.problems.push(problem);
    return this;
  }

  /**
   * The props object to read: an object as given; `{}` for undefined or null (each required prop is
   * then reported missing); `{}` and a problem for anything else.
   * @param value what was given
   * @param name what it is called in messages (`props`, `options`)
   */
  public struct<T>(value: T | undefined, name: string = 'props'): T {
    if (value === undefined || value === null) return {} as T;
    if (typeof value !== 'object' || Array.isArray(value) || Token.isUnresolved(value)) {
      this.kindProblem(name, `expected an object of named properties, got ${PropProblems.describe(value)}`);
      return {} as T;
    }
    return value;
  }

  /**
   * True when a prop can be judged: it is given, it is not a token, and it is of its kind (no kind
   * problem was recorded for it).
   */
  public judge(name: string, value: unknown): boolean {
    return PropProblems.known(value) && !this.wrongKind.has(name);
  }

  /**
   * A prop whose value decides what is created or written, so it must be known at synth: records
   * `<name>: is <value>, not known at synth; <why>` when it is given and is a token or a string holding
   * an interpolation. A prop with a kind problem is not judged again.
   * @param why what depends on the value and what to give instead
   * @returns whether the value can be read now (it is given and known)
   */
  public literal(name: string, value: unknown, why: string): boolean {
    if (!PropProblems.given(value) || this.wrongKind.has(name)) return false;
    const known = PropProblems.known(value);
    this.check(known, `${name}: is ${PropProblems.describe(value)}, not known at synth; ${why}`);
    return known;
  }

  /** True when a kind problem was recorded for the prop. */
  public isWrongKind(name: string): boolean {
    return this.wrongKind.has(name);
  }

  /** A required string (a token is a string). @returns whether it is given and a string */
  public requireString(name: string, value: unknown, options?: KindOptions): boolean {
    return this.kind(name, value, true, 'a string', (v) => typeof v === 'string', options);
  }

  /** An optional string (a token is a string). @returns false when it is given and not a string */
  public optionalString(name: string, value: unknown, options?: KindOptions): boolean {
    return this.kind(name, value, false, 'a string', (v) => typeof v === 'string', options);
  }

  /** A required number (a number token is a number; NaN is not). */
  public requireNumber(name: string, value: unknown): boolean {
    return this.kind(name, value, true, 'a number', isNumber);
  }

  /** An optional number. */
  public optionalNumber(name: string, value: unknown): boolean {
    return this.kind(name, value, false, 'a number', isNumber);
  }

  /** An optional boolean (a token is accepted). */
  public optionalBoolean(name: string, value: unknown): boolean {
    return this.kind(name, value, false, 'a boolean (true or false)', (v) => typeof v === 'boolean');
  }

  /** A required list of strings; each item is checked (`name[i]`). A list token is a list. */
  public requireStrings(name: string, value: unknown): boolean {
    return this.list(name, value, true);
  }

  /** An optional list of strings. */
  public optionalStrings(name: string, value: unknown): boolean {
    return this.list(name, value, false);
  }

  /** An optional list of numbers (NaN is not a number); each item is checked (`name[i]`). A list token is a list. */
  public optionalNumbers(name: string, value: unknown): boolean {
    return this.list(name, value, false, 'number');
  }

  /** An optional map of strings (a map token is a map). */
  public optionalStringMap(name: string, value: unknown): boolean {
    if (!this.kind(name, value, false, 'a map of strings', (v) => typeof v === 'object' && !Array.isArray(v) && !isConstruct(v))) return false;
    if (!PropProblems.known(value)) return true;
    let ok = true;
    for (const [key, item] of Object.entries(value as object)) {
      ok = this.kind(`${name}.${key}`, item, true, 'a string', (v) => typeof v === 'string') && ok;
    }
    return ok;
  }

  /**
   * A required object reference of a kind (an `IFlow`: an object whose `flowUuid` is a string). A
   * string, even a token, is not a reference: it is reported with what to pass instead.
   */
  public requireRef(name: string, value: unknown, kind: RefKind): boolean {
    return this.ref(name, value, true, kind);
  }

  /** An optional object reference of a kind. */
  public optionalRef(name: string, value: unknown, kind: RefKind): boolean {
    return this.ref(name, value, false, kind);
  }

  /** An optional list of object references of a kind; each item is checked (`name[i]`). */
  public optionalRefs(name: string, value: unknown, kind: RefKind): boolean {
    if (!this.kind(name, value, false, `a list of ${kind.name} (${kind.hint})`, isKnownList, { tokens: false })) return false;
    if (value === undefined || value === null) return true;
    let ok = true;
    (value as unknown[]).forEach((item, i) => { ok = this.ref(`${name}[${i}]`, item, true, kind) && ok; });
    if (!ok) this.wrongKind.add(name);
    return ok;
  }

  /**
   * A required instance of a class (a value class such as `Schedule`); tokens are not instances.
   * @param kind the class and what to pass, for messages: `repo.Schedule` and `repo.Schedule.daily('02:00'), ...`
   */
  public requireInstance(name: string, value: unknown, cls: Function, kind: ClassKind): boolean {
    return this.kind(name, value, true, `${an(kind.name)} (${kind.hint})`, (v) => v instanceof cls, { tokens: false });
  }

  /** A required list of instances of a class; each item is checked (`name[i]`). */
  public requireInstances(name: string, value: unknown, cls: Function, kind: ClassKind): boolean {
    return this.instances(name, value, true, cls, kind);
  }

  /** An optional list of instances of a class; each item is checked (`name[i]`). */
  public optionalInstances(name: string, value: unknown, cls: Function, kind: ClassKind): boolean {
    return this.instances(name, value, false, cls, kind);
  }

  /**
   * An optional nested struct (`headroom: { cpuPerUnit, ... }`). @returns the struct to read its
   * fields from: undefined when it is missing (undefined or null), `{}` when it is not an object
   */
  public optionalStruct<T>(name: string, value: T | undefined): T | undefined {
    if (value === undefined || value === null) return undefined;
    return this.kind(name, value, false, 'an object of named properties', (v) => typeof v === 'object' && !Array.isArray(v), { tokens: false }) ? value : ({} as T);
  }

  /**
   * A list of structs (`statements: [{ ... }]`): a missing required list, a value that is not a list,
   * and each item that is missing or not an object are reported; `check` is called with each item that
   * is an object, named `<name>[<i>]`. @returns the list when it is one (its length is the caller's to
   * judge), undefined otherwise
   */
  public structList<T>(name: string, list: T[] | undefined, required: boolean, check: (name: string, item: T) => void): T[] | undefined {
    if (!PropProblems.given(list)) {
      if (required) this.check(false, `${name}: is required, but ${list === null ? 'was null' : 'was not given'}; expected a list of objects of named properties`);
      return undefined;
    }
    if (!Array.isArray(list)) {
      this.check(false, `${name}: expected a list of objects of named properties, got ${PropProblems.describe(list)}`);
      return undefined;
    }
    list.forEach((item, i) => {
      const at = `${name}[${i}]`;
      const struct = this.optionalStruct(at, item);
      if (struct === undefined) this.check(false, `${at}: is required, but ${item === null ? 'was null' : 'was not given'}; expected an object of named properties`);
      else if (!this.isWrongKind(at)) check(at, struct);
    });
    return list;
  }

  /** Throws one error listing every recorded problem. */
  public throwIfAny(): void {
    if (!this.problems.length) return;
    if (this.scope) {
      throw new Error(`${this.type} at '${this.scope.node.path}' is invalid:\n  - ${this.problems.join('\n  - ')}`);
    }
    throw new Error(this.problems.length === 1 ? `${this.type}: ${this.problems[0]}` : `${this.type} is invalid:\n  - ${this.problems.join('\n  - ')}`);
  }

  private kindProblem(name: string, problem: string): false {
    this.wrongKind.add(name);
    this.problems.push(`${name}: ${problem}`);
    return false;
  }

  /**
   * The kind check every helper makes: a required value must be given; a given value must pass
   * `test`, unless it is an unresolved token and tokens are accepted.
   */
  private kind(
    name: string, value: unknown, required: boolean, expected: string, test: (v: unknown) => boolean,
    options: KindOptions & { tokens?: boolean } = {},
  ): boolean {
    if (value === undefined || value === null) {
      if (!required) return true;
      return this.kindProblem(name, `is required, but ${value === null ? 'was null' : 'was not given'}; expected ${expected}`);
    }
    if ((options.tokens ?? true) && Token.isUnresolved(value)) return true;
    if (test(value)) return true;
    return this.kindProblem(name, `expected ${expected}, got ${PropProblems.describe(value, options)}`);
  }

  private list(name: string, value: unknown, required: boolean, item: 'string' | 'number' = 'string'): boolean {
    if (!this.kind(name, value, required, `a list of ${item}s`, Array.isArray)) return false;
    if (!PropProblems.known(value)) return true;
    const test = item === 'number' ? isNumber : (v: unknown) => typeof v === 'string';
    let ok = true;
    (value as unknown[]).forEach((v, i) => { ok = this.kind(`${name}[${i}]`, v, true, `a ${item}`, test) && ok; });
    if (!ok) this.wrongKind.add(name);
    return ok;
  }

  private instances(name: string, value: unknown, required: boolean, cls: Function, kind: ClassKind): boolean {
    if (!this.kind(name, value, required, `a list of ${kind.name} (${kind.hint})`, isKnownList, { tokens: false })) return false;
    if (value === undefined || value === null) return true;
    let ok = true;
    (value as unknown[]).forEach((item, i) => { ok = this.requireInstance(`${name}[${i}]`, item, cls, kind) && ok; });
    if (!ok) this.wrongKind.add(name);
    return ok;
  }

  private ref(name: string, value: unknown, required: boolean, kind: RefKind): boolean {
    const expected = `${an(kind.name)} (${kind.hint})`;
    if (value === undefined || value === null) return this.kind(name, value, required, expected, () => true);
    const record = value as Record<string, unknown>;
    const isObject = typeof value === 'object' && !Array.isArray(value);
    const missing = isObject ? kind.attributes.filter((a) => typeof record[a] !== 'string') : kind.attributes;
    if (isObject && missing.length === 0) return true;
    const without = isObject ? `, which has no string ${missing.join(' and ')}` : '';
    return this.kindProblem(name, `expected ${expected}, got ${PropProblems.describe(value)}${without}`);
  }
}

function isNumber(value: unknown): boolean {
  return typeof value === 'number' && !Number.isNaN(value);
}

/**
 * Checks the identifiers given to a factory of objects outside the app (`IdpRef`, `RepoRef`, `CapRef`):
 * each a non-blank string, those named in `digitsOnly` a whole number written in digits (a token is not
 * judged), all problems in one error.
 */
export function identifiers(where: string, values: { [name: string]: unknown }, digitsOnly: string[] = []): void {
  const problems = new PropProblems(undefined, where);
  for (const [name, value] of Object.entries(values)) {
    problems.requireString(name, value);
    const judged = problems.judge(name, value);
    const blank = judged && (value as string).trim() === '';
    problems.check(!blank, `${name}: must not be blank`);
    problems.check(!digitsOnly.includes(name) || !judged || blank || /^\d+$/.test(value as string),
      `${name}: ${JSON.stringify(value)} is not an integer id (a protocol provider's primary key, digits only: '42')`);
  }
  problems.throwIfAny();
}
