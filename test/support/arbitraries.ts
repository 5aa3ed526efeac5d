/**
 * fast-check arbitraries of valid configurations, built from the schema: every input attribute (nested
 * objects and lists included), each value within its enum, bounds, length and format, and the
 * cross-field rules applied afterwards.
 */
import * as fc from 'fast-check';
import { AttrModel, EntityModel, StructModel } from './model';
import { applyRules, FORMAT_SAMPLES } from './samples';

const KEY = fc.stringMatching(/^[a-z][a-z0-9_]{0,8}$/);

function scalar(a: AttrModel, base: 'string' | 'number' | 'boolean'): fc.Arbitrary<unknown> {
  const r = a.raw;
  const values = r.enum ?? r.itemEnum;
  if (values && !r.enumOpen) return fc.constantFrom(...values);
  if (base === 'boolean') return fc.boolean();
  if (base === 'number') {
    const isInt = typeof r.type === 'string' ? r.type === 'integer' : false;
    const min = r.minimum ?? -1e6;
    const max = r.maximum ?? 1e6;
    return isInt || (typeof r.type === 'object')
      ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
      : fc.double({ min, max, noNaN: true, noDefaultInfinity: true }).map((n) => (Object.is(n, -0) ? 0 : n));
  }
  if (r.pattern) return fc.stringMatching(new RegExp(r.pattern));
  if (r.format) return fc.nat({ max: 500 }).map(FORMAT_SAMPLES[r.format]);
  if (r.providerPattern) return fc.stringMatching(new RegExp(r.providerPattern));
  // the provider's own length check (allowed-values.json) as well as the library's notBlank
  const minLength = Math.max(r.minLength ?? 0, r.notBlank ? 1 : 0);
  const text = fc.string({ minLength, maxLength: Math.max(minLength, Math.min(r.maxLength ?? 24, 24)) });
  return r.notBlank ? text.filter((t) => t.trim() !== '') : text;
}

function attrArb(a: AttrModel): fc.Arbitrary<unknown> {
  if (a.struct) {
    const one = structArb(a.struct);
    if (a.objectCollection === 'single') return one;
    return fc.array(one, { minLength: a.raw.minItems ?? (a.raw.required ? 1 : 0), maxLength: Math.min(a.raw.maxItems ?? 2, 2) });
  }
  switch (a.kind) {
    case 'string':
    case 'number':
    case 'boolean':
      return scalar(a, a.kind);
    case 'stringList':
    case 'numberList':
    case 'booleanList': {
      const base = a.kind.replace('List', '') as 'string' | 'number' | 'boolean';
      return fc.array(scalar(a, base), { minLength: a.raw.minItems ?? 0, maxLength: a.raw.noOverlap ? 1 : Math.min(a.raw.maxItems ?? 3, 3) });
    }
    case 'stringSet':
    case 'numberSet': {
      const base = a.kind.replace('Set', '') as 'string' | 'number';
      return fc.uniqueArray(scalar(a, base), { minLength: a.raw.minItems ?? 0, maxLength: a.raw.noOverlap ? 1 : Math.min(a.raw.maxItems ?? 3, 3) });
    }
    case 'stringMap':
      return fc.dictionary(KEY, fc.string({ maxLength: 12 }), { maxKeys: 3 });
    case 'numberMap':
      return fc.dictionary(KEY, fc.integer(), { maxKeys: 3 });
    case 'booleanMap':
      return fc.dictionary(KEY, fc.boolean(), { maxKeys: 3 });
    case 'stringMapList':
      return fc.array(fc.dictionary(KEY, fc.string({ maxLength: 12 }), { maxKeys: 3 }), { maxLength: 3 });
    default:
      throw new Error(`no arbitrary for ${a.name}`);
  }
}

function recordArb(attrs: AttrModel[], rules: StructModel['rules']): fc.Arbitrary<{ [k: string]: unknown }> {
  const inputs = attrs.filter((a) => a.input);
  const model: { [k: string]: fc.Arbitrary<unknown> } = {};
  for (const a of inputs) model[a.tsName] = attrArb(a);
  const requiredKeys = inputs.filter((a) => a.raw.required).map((a) => a.tsName);
  return fc.record(model, { requiredKeys }).map((obj) => {
    const copy = { ...obj };
    applyRules(copy, rules, inputs);
    return copy;
  });
}

function structArb(s: StructModel): fc.Arbitrary<{ [k: string]: unknown }> {
  return recordArb(s.attrs, s.rules);
}

/** Random valid configurations of an entity. */
export function configArb(e: EntityModel): fc.Arbitrary<{ [k: string]: unknown }> {
  return recordArb(e.attrs, e.rules);
}
