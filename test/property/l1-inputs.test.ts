/**
 * Property-based: every L1 of every package gets random inputs as a JavaScript caller would pass them
 * (no compiler to help: wrong types, nulls, nested junk, unknown keys), mixed into an otherwise valid
 * configuration. The outcome is always either
 *  - synthesized JSON that holds every given value unchanged under its snake_case name and passes the
 *    offline provider-schema check, or
 *  - a validation failure (`Validation failed ...`),
 * and never another exception from inside the library.
 *
 * Runs FC_NUM_RUNS cases per resource (default 25); `FC_NUM_RUNS=1000 npx jest test/property` for more.
 */
import { Testing, TerraformStack } from 'cdktf';
import * as fc from 'fast-check';
import { checkTerraformJson } from '../../src/constructs/schema-check';
import { fcParams, RUNS } from '../support/fc';
import { AttrModel, classOf, EntityModel, packages } from '../support/model';
import { fullConfig, resetSamples } from '../support/samples';


/** Random values of every JSON-ish shape, and some that JSON cannot hold. */
const junk = fc.oneof(
  fc.anything({ maxDepth: 2, withNullPrototype: true, withObjectString: true }),
  fc.constantFrom(NaN, Infinity, -Infinity, '', ' ', '{}', '[]', 'null', -1, 0, 1.5, 1e21, true, false, null),
  fc.array(fc.anything({ maxDepth: 1 }), { maxLength: 3 }),
);

/** The JSON a given input value must synthesize to: same value, keys of nested objects in snake case. */
function expectedJson(a: AttrModel, value: any): any {
  if (a.struct) {
    const one = (obj: any) => {
      const out: any = {};
      for (const inner of a.struct!.attrs.filter((x) => x.input)) {
        if (obj[inner.tsName] !== undefined) out[inner.tfName] = expectedJson(inner, obj[inner.tsName]);
      }
      return out;
    };
    return Array.isArray(value) ? value.map(one) : one(value);
  }
  return JSON.parse(JSON.stringify(value));
}

function synthOrFail(pkgName: string, e: EntityModel, config: any): { json?: any; failure?: string } {
  const stack = new TerraformStack(Testing.app(), 'stack');
  const pkg = packages().find((p) => p.name === pkgName)!;
  try {
    new (classOf(pkgName, pkg.provider))(stack, 'provider');
    new (classOf(pkgName, e))(stack, 'subject', config);
    const json = JSON.parse(Testing.synth(stack, true));
    // whatever passes validation must also be what a provider accepts
    expect(checkTerraformJson(json)).toEqual([]);
    return { json: json[e.kind === 'resource' ? 'resource' : 'data'][e.tfType].subject };
  } catch (err) {
    const message = String((err as Error)?.message ?? err);
    if (message.startsWith('Validation failed with the following errors')) return { failure: message };
    throw err;
  }
}

const entities = packages().flatMap((p) => p.entities.filter((e) => e.attrs.some((a) => a.input)).map((e) => [`${p.name} ${e.tfType}`, p.name, e] as const));

describe.each(entities)('%s', (_, pkgName, e) => {
  const inputs = e.attrs.filter((a) => a.input);

  test('random values for random properties: valid JSON with the values unchanged, or validation errors', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom(...inputs), { minLength: 1, maxLength: 3 }),
        fc.array(junk, { minLength: 3, maxLength: 3 }),
        (attrs, values) => {
          resetSamples();
          const config: any = fullConfig(e);
          attrs.forEach((a, i) => (config[a.tsName] = values[i]));
          const { json, failure } = synthOrFail(pkgName, e, config);
          if (failure) return true;
          for (const a of attrs) {
            const given = config[a.tsName];
            if (given === undefined || given === null) continue;
            expect([a.tfName, json[a.tfName]]).toEqual([a.tfName, expectedJson(a, given)]);
          }
          return true;
        }),
      fcParams(),
    );
  });

  test('a wrong-typed value is a validation error naming the property, never a crash', () => {
    fc.assert(
      fc.property(fc.constantFrom(...inputs), (a) => {
        resetSamples();
        const config: any = fullConfig(e);
        // a value of the wrong JSON type for the attribute
        const wrong =
          a.kind === 'string' ? 42
            : a.kind === 'number' ? 'forty-two'
              : a.kind === 'boolean' ? 'yes'
                : a.struct && a.objectCollection === 'single' ? ['not', 'an', 'object']
                  : 'not-a-collection';
        config[a.tsName] = wrong;
        const { failure } = synthOrFail(pkgName, e, config);
        expect(failure).toContain(`[stack/subject] ${e.className}: ${a.tsName}: expected`);
      }),
      fcParams(Math.min(RUNS, inputs.length * 2)),
    );
  });
});
