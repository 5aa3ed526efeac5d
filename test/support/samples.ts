/**
 * Valid sample configurations built from the schema: every input field set (nested objects and
 * lists included), each value within the field's enum, bounds and format, and each distinct so that a
 * round trip can find it again. Cross-field rules are honoured by dropping the fields a rule forbids.
 */
import { AttrModel, EntityModel, StructModel } from './model';

export const FORMAT_SAMPLES: { [f: string]: (i: number) => string } = {
  json: (i) => JSON.stringify({ sample: i }),
  cron: (i) => `${i % 60} 2 * * *`,
  cronWithSeconds: (i) => `0 ${i % 60} 2 * * ? *`,
  timeWindow: (i) => `Mon:${String(i % 24).padStart(2, '0')}:00-Mon:${String(i % 24).padStart(2, '0')}:30`,
  commitAuthor: (i) => `Sample Author${i} <author${i}@example.com>`,
  opensshPublicKey: (i) =>
    `ssh-ed25519 ${Buffer.concat([Buffer.from([0, 0, 0, 11]), Buffer.from('ssh-ed25519'), Buffer.from([0, 0, 0, 32]), Buffer.alloc(32, i)]).toString('base64')} key${i}`,
  relativeDuration: (i) => `minutes=${i + 1}`,
  url: (i) => `https://sample${i}.example.com/path`,
  httpsUrl: (i) => `https://sample${i}.example.com/path`,
};

/**
 * A value matching a pattern the provider checks (allowed-values.json) where the library states no
 * format of its own: the first of these candidates that matches. A new pattern with no candidate
 * stops the test naming it, so that a sample is added here rather than guessed.
 */
const PATTERN_CANDIDATES: Array<(i: number) => string> = [(i) => `minutes=${i + 1}`];

export function providerPatternSample(pattern: string, i: number): string {
  const re = new RegExp(pattern);
  for (const candidate of PATTERN_CANDIDATES) {
    const v = candidate(i);
    if (re.test(v)) return v;
  }
  throw new Error(`test/support/samples.ts: no sample value matches the provider's pattern /${pattern}/; add a candidate`);
}

let counter = 0;

function scalar(a: AttrModel, base: 'string' | 'number' | 'boolean', itemIndex = 0): unknown {
  const i = ++counter;
  const r = a.raw;
  const values = r.enum ?? r.itemEnum;
  if (values) return values[(i + itemIndex) % values.length];
  if (base === 'boolean') return i % 2 === 0;
  if (base === 'number') {
    const lo = r.minimum ?? 0;
    const hi = r.maximum ?? lo + 1000;
    return lo + ((i * 7) % (hi - lo + 1));
  }
  if (r.pattern) return r.example;
  if (r.format) return FORMAT_SAMPLES[r.format](i);
  if (r.providerPattern) return providerPatternSample(r.providerPattern, i);
  const text = `${a.name}-${i}`;
  return r.maxLength !== undefined ? text.slice(0, r.maxLength) : text;
}

function value(a: AttrModel): unknown {
  if (a.struct) {
    const obj = struct(a.struct);
    return a.objectCollection === 'single' ? obj : [obj];
  }
  switch (a.kind) {
    case 'string':
    case 'number':
    case 'boolean':
      return scalar(a, a.kind);
    case 'stringList':
    case 'stringSet':
      return a.raw.noOverlap ? [scalar(a, 'string')] : [scalar(a, 'string', 0), scalar(a, 'string', 1)].filter((v, i, all) => all.indexOf(v) === i);
    case 'numberList':
    case 'numberSet':
      return [scalar(a, 'number'), scalar(a, 'number')].filter((v, i, all) => all.indexOf(v) === i);
    case 'booleanList':
      return [true];
    case 'stringMap':
      return { [`key${++counter}`]: `value${counter}` };
    case 'numberMap':
      return { [`key${++counter}`]: counter };
    case 'booleanMap':
      return { [`key${++counter}`]: true };
    case 'stringMapList':
      return [{ [`key${++counter}`]: `value${counter}` }];
    default:
      throw new Error(`no sample for ${a.name}`);
  }
}

/**
 * Adjusts an object so that it satisfies the rules (drops what a rule forbids, orders what it orders;
 * of two fields the provider refuses together keeps the first, of which exactly one must be set the
 * first given, or sets the first; adds what a set field needs). Repeated until nothing changes, as one
 * rule's change may break another's.
 */
export function applyRules(obj: { [k: string]: unknown }, rules: StructModel['rules'], attrs: AttrModel[] = [], keep: string[] = []): void {
  for (let pass = 0; pass < 5; pass++) {
    const before = JSON.stringify(obj);
    applyRulesOnce(obj, rules, attrs, keep);
    if (JSON.stringify(obj) === before) return;
  }
  throw new Error(`test/support/samples.ts: the rules ${JSON.stringify(rules)} do not settle on one configuration`);
}

function applyRulesOnce(obj: { [k: string]: unknown }, rules: StructModel['rules'], attrs: AttrModel[], keep: string[]): void {
  // the provider's rules name fields by their API names; the configuration holds TypeScript names
  const ts = (f: string) => attrs.find((a) => a.name === f)?.tsName ?? f;
  const give = (f: string) => {
    const a = attrs.find((x) => x.tsName === f);
    if (obj[f] === undefined && a) obj[f] = value(a);
  };
  for (const r of rules) {
    if (r.kind === 'conflicts') {
      // the first is kept, unless the second is one to keep
      const [a, b] = keep.includes(ts(r.fields[1])) ? r.fields.map(ts).reverse() : r.fields.map(ts);
      if (obj[a] !== undefined) delete obj[b];
      continue;
    }
    if (r.kind === 'exactlyOne') {
      const fields = r.fields.map(ts);
      const one = fields.find((f) => keep.includes(f) && obj[f] !== undefined) ?? fields.find((f) => obj[f] !== undefined) ?? fields[0];
      give(one);
      for (const f of fields.filter((x) => x !== one)) delete obj[f];
      continue;
    }
    if (r.kind === 'requiredWith') {
      const [trigger, ...needed] = r.fields.map(ts);
      if (obj[trigger] !== undefined) needed.forEach(give);
      continue;
    }
    const cond = r.when;
    const holds = () => {
      if (!cond) return true;
      // dotted fields read through single nested objects
      const v = cond.field.split('.').reduce<any>((o, k) => (o && typeof o === 'object' ? o[k] : undefined), obj);
      const set = v !== undefined;
      if ('isSet' in cond) return set === cond.isSet;
      if ('equals' in cond) return set && v === cond.equals;
      if ('notEquals' in cond) return !set || v !== cond.notEquals;
      if ('in' in cond) return set && (cond.in as unknown[]).includes(v);
      if ('notIn' in cond) return !set || !(cond.notIn as unknown[]).includes(v);
      return true;
    };
    if (r.kind === 'forbids' && holds()) for (const f of r.fields) delete obj[f];
    if (r.kind === 'requires' && holds()) {
      for (const f of r.fields) {
        const a = attrs.find((x) => x.tsName === f);
        const blank = typeof obj[f] === 'string' && (obj[f] as string).trim() === '';
        if ((obj[f] === undefined || blank) && a) obj[f] = value(a);
      }
    }
    if (r.kind === 'exclusive') for (const f of r.fields.slice(1)) delete obj[f];
    if (r.kind === 'atLeastOneTrue' && holds()) obj[r.fields[0]] = true;
    if (r.kind === 'ordered') {
      r.fields.forEach((f, i) => {
        if (typeof obj[f] === 'number') obj[f] = i + 1;
      });
    }
  }
}

export function struct(s: StructModel): { [k: string]: unknown } {
  return fill(s.attrs, s.rules);
}

function fill(attrs: AttrModel[], rules: StructModel['rules'], keep: string[] = []): { [k: string]: unknown } {
  const obj: { [k: string]: unknown } = {};
  for (const a of attrs.filter((x) => x.input)) obj[a.tsName] = value(a);
  applyRules(obj, rules, attrs, keep);
  return obj;
}

/** A configuration with every input of the entity set. */
/**
 * A configuration with every input set, but for what a rule forbids: of two fields the provider
 * refuses together the first is kept, or the one named in `keep` (the top-level name of a path a
 * test needs, such as `resourceRequirements` of `resourceRequirements[0].requiredGpuMaximum`).
 */
export function fullConfig(e: EntityModel, keep: string[] = []): { [k: string]: unknown } {
  return fill(e.attrs, e.rules, keep);
}

/** The top-level property of a path (`a` of `a[0].b` or `a.b.`), for {@link fullConfig}'s `keep`. */
export function topOf(path: string): string[] {
  const top = /^\w+/.exec(path)?.[0];
  return top ? [top] : [];
}

/** A configuration with only the required inputs set (and what the rules then require). */
export function minimalConfig(e: EntityModel): { [k: string]: unknown } {
  const obj: { [k: string]: unknown } = {};
  const required = e.attrs.filter((x) => x.input && x.raw.required);
  for (const a of required) obj[a.tsName] = value(a);
  // the rules order what is there and add what a rule requires (wrap needs clusterId), nothing else
  applyRules(obj, e.rules, e.attrs);
  return obj;
}

/** A valid sample value of one attribute. */
export function sampleFor(a: AttrModel): unknown {
  return value(a);
}

export function resetSamples(): void {
  counter = 0;
}
