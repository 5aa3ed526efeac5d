/**
 * The validation engine: applies the rules the schema states (types, required inputs, enums and
 * disallowed values, bounds, lengths, item counts, patterns, named formats, cross-field rules) to the
 * inputs of a generated class.
 *
 * Problems are collected, never thrown one at a time: `attachValidation` registers them with
 * `node.addValidation`, so `cdktf synth` reports every problem of a stack together, each prefixed with
 * its construct path. Unresolved tokens, and strings holding a Terraform interpolation or directive
 * (`${jsonencode(...)}`), are never judged.
 *
 * Internal: not exported from the package index.
 */
import { IConstruct } from 'constructs';
import * as cdktf from './cdktf';
import { checkFormat, windowsOverlap } from './formats';
import { AttrSpec, Condition, isObjectKind, RuleSpec, StructSpec } from './specs';
import { mayBeNumberToken, STRING_TOKEN_START } from './token-markers';
import { l2WarningNow } from '../rules/l2-warnings';

/** One problem found in a configuration. */
export interface Problem {
  /** Property path inside the object, e.g. `updatePolicy.rollConfig.batchSizePercentage`. */
  readonly path: string;
  /** What is wrong and what is allowed. */
  readonly message: string;
  /** A warning (legal but probably wrong) rather than an error. */
  readonly warning?: boolean;
  /** The warning about a secret attribute given a literal (see `allowPlainLiteral`). */
  readonly secretLiteral?: boolean;
  /** The warning about an attribute the provider deprecates. */
  readonly deprecated?: boolean;
}

/**
 * An interpolation (`${…}`) or a directive (`%{…}`) of a Terraform template; `$${` and `%%{` are
 * escapes that Terraform writes as a literal `${` and `%{`.
 */
const TEMPLATE_SEQUENCE = /(?<!\$)\$\{[\s\S]*\}|(?<!%)%\{[\s\S]*\}/;

/**
 * True for a string Terraform evaluates as a template: it holds an interpolation (`${jsonencode(…)}`,
 * `${var.name}`) or a directive (`%{ if … }`), not only their escapes (`$${`, `%%{`). Its value, like a
 * token's, is known only once Terraform has evaluated it.
 */
export function holdsInterpolation(value: string): boolean {
  // most strings hold neither sequence: a first test that needs no regular expression
  return (value.includes('${') || value.includes('%{')) && TEMPLATE_SEQUENCE.test(value);
}

/** True for a value that is a token: its content is known only at apply time. */
export function isUnresolved(value: unknown): boolean {
  if (value === undefined || value === null) {
    return false;
  }
  // most values are literals: a first test that needs no regular expression
  if (typeof value === 'string') {
    return value.includes(STRING_TOKEN_START) && cdktf.Token.isUnresolved(value);
  }
  if (typeof value === 'number') {
    return mayBeNumberToken(value) && cdktf.Token.isUnresolved(value);
  }
  if (typeof value === 'object' && cdktf.Tokenization.isResolvable(value)) {
    return true;
  }
  return cdktf.Token.isUnresolved(value);
}

/**
 * True for a value no check judges: a token (`isUnresolved`), or a string holding a Terraform
 * interpolation or directive (`holdsInterpolation`), which Terraform evaluates.
 */
export function isUnknown(value: unknown): boolean {
  return isUnresolved(value) || (typeof value === 'string' && holdsInterpolation(value));
}

/** A short, unambiguous rendering of a user's value for messages. */
export function show(value: unknown): string {
  if (typeof value === 'string') {
    return JSON.stringify(value.length > 80 ? `${value.slice(0, 77)}...` : value);
  }
  if (typeof value === 'number' || typeof value === 'boolean' || value === null || value === undefined) {
    return String(value);
  }
  if (Array.isArray(value)) {
    return `a list of ${value.length}`;
  }
  if (typeof value === 'function') {
    return 'a function';
  }
  return 'an object';
}

/** `show` with the kind of a scalar first (`string "x"`, `number 5`); null, lists, objects and functions as show says them. */
function describe(value: unknown): string {
  return ['string', 'number', 'boolean'].includes(typeof value) ? `${typeof value} ${show(value)}` : show(value);
}

const isSet = (v: unknown) => v !== undefined && v !== null;
const isPlainObject = (v: unknown): v is { [k: string]: unknown } =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const join = (path: string, name: string) => (path ? `${path}.${name}` : name);
const list = (values: ReadonlyArray<unknown>) => values.map((v) => JSON.stringify(v)).join(', ');

/** Checks a scalar known not to be a token. */
function checkKnownScalar(
  a: AttrSpec,
  base: 'string' | 'number' | 'boolean',
  value: unknown,
  path: string,
  out: Problem[],
  allowed?: ReadonlyArray<string | number>,
  disallowed?: ReadonlyArray<string>,
): void {
  if (typeof value !== base || (base === 'number' && !Number.isFinite(value as number))) {
    out.push({ path, message: `expected a ${a.int ? 'whole number' : base}, got ${describe(value)}` });
    return;
  }
  if (base === 'number') {
    const n = value as number;
    if (a.int && !Number.isInteger(n)) {
      out.push({ path, message: `${n} is not a whole number; a whole number is required` });
    }
    if ((a.min !== undefined && n < a.min) || (a.max !== undefined && n > a.max)) {
      out.push({ path, message: `${n} is out of range; allowed: ${range(a.min, a.max)}` });
    }
  }
  if (allowed && !allowed.includes(value as string | number)) {
    out.push({ path, message: `${show(value)} is not an allowed value; allowed: ${list(allowed)}` });
  }
  if (disallowed && disallowed.includes(value as string)) {
    out.push({ path, message: `${show(value)} is not an allowed value; not allowed: ${list(disallowed)}` });
  }
  if (base === 'string') {
    checkString(a, value as string, path, out);
  }
}

function range(min?: number, max?: number): string {
  if (min !== undefined && max !== undefined) {
    return `${min} to ${max}`;
  }
  return min !== undefined ? `at least ${min}` : `at most ${max}`;
}

/** Compiled patterns: a pattern is compiled once, not once per value checked. */
const PATTERNS = new Map<string, RegExp>();
function compiled(pattern: string): RegExp {
  let re = PATTERNS.get(pattern);
  if (!re) {
    re = new RegExp(pattern);
    PATTERNS.set(pattern, re);
  }
  return re;
}

function checkString(a: AttrSpec, value: string, path: string, out: Problem[]): void {
  if (a.minLen !== undefined && value.length < a.minLen) {
    out.push({ path, message: `${show(value)} is ${value.length} characters long; at least ${a.minLen} required` });
  }
  if (a.maxLen !== undefined && value.length > a.maxLen) {
    out.push({ path, message: `${show(value)} is ${value.length} characters long; at most ${a.maxLen} allowed` });
  }
  if (a.notBlank && value.trim() === '') {
    out.push({ path, message: `${show(value)} is blank; a non-blank value is required` });
  }
  if (a.pattern && !compiled(a.pattern).test(value)) {
    out.push({ path, message: `${show(value)} does not match the pattern /${a.pattern}/` });
  }
  if (a.ppat && !compiled(a.ppat).test(value)) {
    out.push({ path, message: `${show(value)} is refused by the provider: it does not match /${a.ppat}/` });
  }
  if (a.fmt) {
    const problem = checkFormat(a.fmt, value);
    if (problem) {
      out.push({ path, message: `${show(value)} ${problem}` });
    }
  }
}

function checkItems(a: AttrSpec, value: unknown[], path: string, out: Problem[]): void {
  if (a.minItems !== undefined && value.length < a.minItems) {
    out.push({ path, message: `has ${value.length} item(s); at least ${a.minItems} required` });
  }
  if (a.maxItems !== undefined && value.length > a.maxItems) {
    out.push({ path, message: `has ${value.length} item(s); at most ${a.maxItems} allowed` });
  }
}

function checkAttr(a: AttrSpec, value: unknown, path: string, out: Problem[]): void {
  if (!isSet(value)) {
    if (a.req) {
      out.push({ path, message: 'is required but was not given' });
    }
    return;
  }
  if (isUnknown(value)) {
    if (isObjectKind(a.k) && !blockToken(a.k, value)) {
      out.push({ path, message: blockTokenProblem(a) });
    }
    return;
  }
  // a secret given as a literal: a string, or a map holding a literal string (headers)
  if (a.secret && (typeof value === 'string' || (isPlainObject(value) && Object.values(value).some((v) => typeof v === 'string' && !isUnknown(v))))) {
    out.push({
      path,
      warning: true,
      secretLiteral: true,
      message:
        'is a secret given as a literal: it is written to cdk.tf.json in plain text. Pass a sensitive TerraformVariable (or another token) instead.',
    });
  }
  switch (a.k) {
    case 'string':
    case 'number':
    case 'boolean':
      checkKnownScalar(a, a.k, value, path, out, a.enum, a.disallowed);
      return;
    case 'stringList':
    case 'numberList':
    case 'booleanList':
    case 'stringSet':
    case 'numberSet': {
      if (!Array.isArray(value)) {
        out.push({ path, message: `expected a list, got ${describe(value)}` });
        return;
      }
      checkItems(a, value, path, out);
      const base = a.k.startsWith('string') ? 'string' : a.k.startsWith('number') ? 'number' : 'boolean';
      value.forEach((item, i) => isUnknown(item) || checkKnownScalar(a, base, item, `${path}[${i}]`, out, a.itemEnum));
      if (a.noOverlap) {
        for (const [i, j] of windowsOverlap(value.filter((v) => typeof v === 'string' && !isUnknown(v)) as string[])) {
          out.push({ path, message: `time windows ${show(value[i])} and ${show(value[j])} overlap; windows must not overlap` });
        }
      }
      if (a.k.endsWith('Set')) {
        const seen = new Set<unknown>();
        value.forEach((item, i) => {
          if (!isUnknown(item) && seen.has(item)) {
            out.push({ path: `${path}[${i}]`, message: `${show(item)} appears more than once in a set` });
          }
          seen.add(item);
        });
      }
      return;
    }
    case 'stringMap':
    case 'numberMap':
    case 'booleanMap': {
      if (!isPlainObject(value)) {
        out.push({ path, message: `expected a map, got ${describe(value)}` });
        return;
      }
      const base = a.k.startsWith('string') ? 'string' : a.k.startsWith('number') ? 'number' : 'boolean';
      for (const key of Object.keys(value).sort()) {
        if (!isUnknown(value[key])) checkKnownScalar({ ...a, fmt: undefined, enum: undefined }, base, value[key], `${path}.${key}`, out);
      }
      return;
    }
    case 'stringMapList': {
      if (!Array.isArray(value)) {
        out.push({ path, message: `expected a list of maps, got ${describe(value)}` });
        return;
      }
      checkItems(a, value, path, out);
      value.forEach((item, i) => {
        if (isUnknown(item)) return;
        if (!isPlainObject(item)) {
          out.push({ path: `${path}[${i}]`, message: `expected a map, got ${describe(item)}` });
          return;
        }
        for (const key of Object.keys(item).sort()) {
          const v = (item as { [k: string]: unknown })[key];
          if (!isUnknown(v)) checkKnownScalar({ ...a, fmt: undefined, enum: undefined }, 'string', v, `${path}[${i}].${key}`, out);
        }
      });
      return;
    }
    case 'object':
      if (!isPlainObject(value)) {
        out.push({ path, message: `expected an object (${a.s!.name}), got ${describe(value)}` });
        return;
      }
      validateStruct(a.s!, value, path, out);
      return;
    case 'objectList':
    case 'objectSet':
      if (!Array.isArray(value)) {
        out.push({ path, message: `expected a list of ${a.s!.name}, got ${describe(value)}` });
        return;
      }
      checkItems(a, value, path, out);
      value.forEach((item, i) => {
        const itemPath = `${path}[${i}]`;
        if (isUnknown(item)) {
          if (!blockToken('object', item)) {
            out.push({ path: itemPath, message: blockTokenProblem({ ...a, k: 'object' }) });
          }
          return;
        }
        if (!isPlainObject(item)) {
          out.push({ path: itemPath, message: `expected an object (${a.s!.name}), got ${describe(item)}` });
          return;
        }
        validateStruct(a.s!, item, itemPath, out);
      });
      return;
  }
}

/**
 * True for a token Terraform accepts where a block goes: a Lazy (the L2s' `add…` methods), which
 * produces the block's fields when synthesized, and, for a list or set of blocks, an iterator's
 * `dynamic()`, written as a dynamic block. Any other token (a reference, a variable, a function call)
 * would be written as an expression, which Terraform refuses for a block.
 */
function blockToken(k: AttrSpec['k'], value: unknown): boolean {
  const token: any = wholeToken(value);
  if (token instanceof cdktf.LazyBase) {
    return true;
  }
  return k !== 'object' && token?.iterator instanceof cdktf.TerraformIterator && typeof token.content === 'object';
}

/** The token a value stands for as a whole (a token, a string or a list encoding one), else undefined. */
function wholeToken(value: unknown): unknown {
  if (cdktf.Tokenization.isResolvable(value)) {
    return value;
  }
  if (typeof value === 'string') {
    const fragments = cdktf.Tokenization.reverseString(value);
    return fragments.length === 1 ? fragments.firstToken : undefined;
  }
  return Array.isArray(value) ? cdktf.Tokenization.reverseList(value) : undefined;
}

function blockTokenProblem(a: AttrSpec): string {
  const what = a.k === 'object' ? `an object (${a.s!.name})` : `a list of ${a.s!.name}`;
  const dynamic = a.k === 'object' ? '' : ", or an iterator's dynamic() to write one block per item of a list";
  return `expected ${what}, got a token (a reference, variable or function result), which Terraform does not accept for a block; give the block's fields, each of which may be a token${dynamic}`;
}

/** Evaluates a rule's condition: true, false, or undefined when it depends on a token. */
function holds(c: Condition | undefined, obj: { [k: string]: unknown }): boolean | undefined {
  if (!c) {
    return true;
  }
  // a dotted path reads through single nested objects: `integrationRancher.version`
  let v: unknown = obj;
  for (const part of c.field.split('.')) {
    if (isUnknown(v)) {
      return undefined;
    }
    v = isPlainObject(v) ? v[part] : undefined;
  }
  if (isUnknown(v)) {
    return undefined;
  }
  if (c.isSet !== undefined) {
    return isSet(v) === c.isSet;
  }
  if (c.equals !== undefined) {
    return isSet(v) && v === c.equals;
  }
  if (c.notEquals !== undefined) {
    return !isSet(v) || v !== c.notEquals;
  }
  if (c.in) {
    return isSet(v) && c.in.includes(v as string);
  }
  if (c.notIn) {
    return !isSet(v) || !c.notIn.includes(v as string);
  }
  return true;
}

function describeCondition(c: Condition): string {
  if (c.isSet !== undefined) {
    return c.isSet ? `${c.field} is set` : `${c.field} is not set`;
  }
  if (c.equals !== undefined) {
    return `${c.field} is ${JSON.stringify(c.equals)}`;
  }
  if (c.notEquals !== undefined) {
    return `${c.field} is not ${JSON.stringify(c.notEquals)}`;
  }
  if (c.in) {
    return `${c.field} is one of ${list(c.in)}`;
  }
  return `${c.field} is not one of ${list(c.notIn ?? [])}`;
}

/** Looks up the inputs of the resources a value references (for `referenced` rules). */
export type ReferenceResolver = (value: unknown, tfType: string) => Array<{ address: string; inputs: { [k: string]: unknown } }>;

function applyReferenced(r: RuleSpec, obj: { [k: string]: unknown }, path: string, out: Problem[], refs?: ReferenceResolver): void {
  const f = r.fields[0];
  if (!refs || !isSet(obj[f])) {
    return;
  }
  // the object's own condition: known not to hold, nothing to report (unknown: the rule applies)
  if (r.self && holds(r.self, obj) === false) {
    return;
  }
  for (const { address, inputs } of refs(obj[f], r.target!)) {
    if (holds(r.when, inputs) === true) {
      const v = inputs[r.when!.field];
      const message = `references ${address}, whose ${r.when!.field} is ${show(v)}`;
      out.push({ path: join(path, f), message: r.message ? `${message}: ${r.message}` : message, warning: r.warn });
    }
  }
}

/** Set to a value that is not a token (a token may stand for null). */
function setKnown(v: unknown): boolean {
  return isSet(v) && !isUnknown(v);
}

/** Reports a problem a cross-field rule found (with the rule's own message, if any). */
function report(r: RuleSpec, out: Problem[], at: string, message: string): void {
  out.push({ path: at, message: r.message ? `${message}: ${r.message}` : message, warning: r.warn });
}

/** A rule's condition in words (` when mode is "b"`); put into words only for a problem to report. */
function when(r: RuleSpec): string {
  return r.when ? ` when ${describeCondition(r.when)}` : '';
}

function applyRule(r: RuleSpec, obj: { [k: string]: unknown }, path: string, out: Problem[], refs?: ReferenceResolver): void {
  if (r.kind === 'referenced') {
    applyReferenced(r, obj, path, out, refs);
    return;
  }
  const cond = holds(r.when, obj);
  if (cond !== true) {
    return;
  }
  switch (r.kind) {
    case 'requires':
      // a blank string does not satisfy a requirement ("needs a non-blank prefix")
      for (const f of r.fields) {
        const v = obj[f];
        if (!isSet(v)) {
          report(r, out, join(path, f), `is required${when(r)}`);
        } else if (typeof v === 'string' && !isUnknown(v) && v.trim() === '') {
          report(r, out, join(path, f), `is blank; a non-blank value is required${when(r)}`);
        }
      }
      return;
    case 'forbids':
      for (const f of r.fields) {
        if (isSet(obj[f])) {
          report(r, out, join(path, f), `${show(obj[f])} is not allowed${when(r)}`);
        }
      }
      return;
    case 'exclusive': {
      const given = r.fields.filter((f) => isSet(obj[f]));
      if (given.length > 1) {
        report(r, out, path || given[0], `${given.join(' and ')} cannot be combined; set at most one of ${r.fields.join(', ')}`);
      }
      return;
    }
    case 'atLeastOneTrue': {
      const values = r.fields.map((f) => obj[f]);
      if (values.some(isUnknown)) {
        return;
      }
      if (!values.some((v) => v === true)) {
        report(r, out, path || r.fields[0], `at least one of ${r.fields.join(', ')} must be true${when(r)}`);
      }
      return;
    }
    case 'conflicts': {
      // (a token may stand for null, which writes nothing: a rule on a token is not guessed)
      const [a, b] = r.fields;
      if (setKnown(obj[a]) && setKnown(obj[b])) {
        report(r, out, path, `${a} and ${b} cannot be used together: the provider refuses a configuration that writes both. Keep ${a} and remove ${b}, or keep ${b} and remove ${a}`);
      }
      return;
    }
    case 'exactlyOne': {
      const given = r.fields.filter((f) => setKnown(obj[f]));
      if (given.length > 1) {
        const [both, rest] = given.length === 2 ? ['both', 'the other'] : ['all', 'the others'];
        report(r, out, path, `${given.join(' and ')} are ${both} set; the provider takes exactly one of ${r.fields.join(', ')}: keep one and remove ${rest}`);
      } else if (given.length === 0 && !r.fields.some((f) => isSet(obj[f]))) {
        report(r, out, path, `none of ${r.fields.join(', ')} is set; the provider needs exactly one of them`);
      }
      return;
    }
    case 'requiredWith': {
      const [trigger, ...needed] = r.fields;
      const missing = needed.filter((f) => !isSet(obj[f]));
      if (setKnown(obj[trigger]) && missing.length) {
        const them = missing.join(' and ');
        report(r, out, path, `${trigger} is set without ${them}; the provider needs ${needed.length > 1 ? 'them' : 'both'} together: set ${them} too, or remove ${trigger}`);
      }
      return;
    }
    case 'ordered': {
      const given = r.fields.filter((f) => typeof obj[f] === 'number' && !isUnknown(obj[f]));
      for (let i = 1; i < given.length; i++) {
        const [lo, hi] = [given[i - 1], given[i]];
        if ((obj[lo] as number) > (obj[hi] as number)) {
          report(r, out, join(path, hi), `${lo} (${obj[lo]}) must not be greater than ${hi} (${obj[hi]}); required: ${r.fields.join(' <= ')}`);
        }
      }
      return;
    }
  }
}

/** Validates one object (a resource's inputs or a nested object) and everything inside it. */
export function validateStruct(spec: StructSpec, obj: { [k: string]: unknown }, path: string, out: Problem[], refs?: ReferenceResolver): void {
  let given = 0;
  for (const a of spec.attrs) {
    const value = obj[a.n];
    if (value !== undefined) {
      given++;
    }
    // the path is built only for a value there is something to check in
    if (isSet(value) || a.req) {
      checkAttr(a, value, join(path, a.n), out);
    }
    if (a.dep && isSet(value)) {
      out.push({ path: join(path, a.n), message: `the provider deprecates ${a.t}: Terraform warns at plan, and a later version of the provider may no longer accept it`, warning: true, deprecated: true });
    }
  }
  // keys that are not properties: in a plain object, all keys are properties when as many
  // properties were found (an instance of a class may hold properties it does not own)
  const keys = Object.keys(obj);
  if (keys.length > given || Object.getPrototypeOf(obj) !== Object.prototype) {
    const known = spec.attrs.map((a) => a.n);
    for (const key of keys) {
      if (obj[key] !== undefined && !known.includes(key)) {
        out.push({ path: join(path, key), message: `is not a property of ${spec.name}; known properties: ${known.join(', ')}` });
      }
    }
  }
  for (const r of spec.rules ?? []) {
    applyRule(r, obj, path, out, refs);
  }
}

/** All problems of one configuration. */
export function validate(spec: StructSpec, obj: { [k: string]: unknown }, refs?: ReferenceResolver): Problem[] {
  const out: Problem[] = [];
  validateStruct(spec, obj, '', out, refs);
  return out;
}

/** `<path>: <message>` */
export function formatProblem(p: Problem): string {
  return p.path ? `${p.path}: ${p.message}` : p.message;
}

/**
 * Registers the schema's rules on a construct. Errors fail `cdktf synth` (all of them, each prefixed
 * with the construct path); warnings become warning annotations of the construct.
 */
export function attachValidation(owner: IConstruct, spec: StructSpec, inputs: () => { [k: string]: unknown }): void {
  const refs: ReferenceResolver = (value, tfType) => referencedInputs(owner, value, tfType);
  const errors = () => validate(spec, inputs(), refs).filter((p) => !p.warning).map((p) => `${spec.name}: ${formatProblem(p)}`);
  (owner as any)[ERRORS] = errors;
  (owner as any)[INPUTS] = inputs;
  owner.node.addValidation({
    validate: () => {
      const problems = validate(spec, inputs(), refs);
      const plain: Map<string, () => boolean> | undefined = (owner as any)[PLAIN_LITERALS];
      for (const w of problems.filter((p) => p.warning)) {
        if (w.secretLiteral && plain?.get(w.path)?.()) continue;
        // at synth, so emitted now (an acknowledged id as info), without a stack trace
        l2WarningNow(owner, w.secretLiteral ? 'L1-SECRET-001' : w.deprecated ? 'L1-DEPRECATED-001' : 'L1-SCHEMA-001', `${spec.name}: ${formatProblem(w)}`);
      }
      return problems.filter((p) => !p.warning).map((p) => `${spec.name}: ${formatProblem(p)}`);
    },
  });
  watchApp(owner);
}

/**
 * Declares that an attribute the provider keeps sensitive holds a deliberate plain value while
 * `plain()` holds (a pipeline variable that is not secured, say): its literal is then not warned
 * about as a secret. For the L2s, which decide this from what the user asked for.
 * @param owner the L1
 * @param path the attribute's path in the L1's inputs (`value`)
 * @param plain whether the value is plain, asked when the app is validated
 */
export function allowPlainLiteral(owner: IConstruct, path: string, plain: () => boolean): void {
  const map: Map<string, () => boolean> = (owner as any)[PLAIN_LITERALS] ?? new Map();
  map.set(path, plain);
  (owner as any)[PLAIN_LITERALS] = map;
}

/** The attributes whose literal is a deliberate plain value (a hidden member, set by allowPlainLiteral). */
const PLAIN_LITERALS = Symbol.for('cdktf-triad.plain-literals');

/** The errors and the inputs of a construct validated by this library (hidden members, set by attachValidation). */
const ERRORS = Symbol.for('cdktf-triad.errors');
const INPUTS = Symbol.for('cdktf-triad.inputs');

/** The strings inside a value (a string, the items of a list, the values of a map). */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (isPlainObject(value)) return Object.values(value).flatMap(strings);
  return [];
}

/**
 * The inputs of the resources of type `tfType` that a value references (`${repo_repository.web.slug}`),
 * found in the referencing construct's stack.
 */
function referencedInputs(owner: IConstruct, value: unknown, tfType: string): Array<{ address: string; inputs: { [k: string]: unknown } }> {
  const names = new Set<string>();
  for (const s of strings(value)) {
    if (!cdktf.Token.isUnresolved(s)) continue;
    for (const token of cdktf.Tokenization.reverseString(s).tokens) {
      const id = (token as any).identifier;
      if (typeof id === 'string' && id.startsWith(`${tfType}.`)) names.add(id.split('.')[1]);
    }
  }
  if (!names.size) return [];
  const found: Array<{ address: string; inputs: { [k: string]: unknown } }> = [];
  for (const c of cdktf.TerraformStack.of(owner).node.findAll()) {
    const r = c as any;
    if (r.terraformResourceType === tfType && names.has(r.friendlyUniqueId) && typeof r[INPUTS] === 'function') {
      found.push({ address: `${tfType}.${r.friendlyUniqueId}`, inputs: r[INPUTS]() });
    }
  }
  return found;
}
const WATCHED = Symbol.for('cdktf-triad.app-validation');

/**
 * cdktf validates and writes one stack at a time, so problems in a later stack would surface only
 * after earlier stacks were written, and one at a time. The first stack of an app that holds this
 * library's constructs therefore also reports the problems of every other stack: `cdktf synth` shows
 * all of them at once and writes nothing.
 */
function watchApp(owner: IConstruct): void {
  const stack = cdktf.TerraformStack.of(owner);
  if ((stack as any)[WATCHED]) {
    return;
  }
  (stack as any)[WATCHED] = true;
  stack.node.addValidation({
    validate: () => {
      const stacks = stack.node.root.node.findAll().filter((c) => cdktf.TerraformStack.isStack(c) && (c as any)[WATCHED]);
      if (stacks[0] !== stack) {
        return [];
      }
      const others: string[] = [];
      for (const other of stacks.slice(1)) {
        for (const c of other.node.findAll()) {
          const errs: (() => string[]) | undefined = (c as any)[ERRORS];
          for (const e of errs?.() ?? []) others.push(`[${c.node.path}] ${e}`);
        }
      }
      return others.length ? [`other stacks of this app have problems too (no stack is written until all are fixed):\n  ${others.join('\n  ')}`] : [];
    },
  });
}
