/**
 * Round trip: for every resource and data function, random valid configurations (every field may be
 * set, nested objects and lists included) synthesize to JSON that holds each given value once, under
 * its snake_case name, unchanged (nothing added, nothing dropped), and that passes the offline
 * provider-schema check. FC_NUM_RUNS cases per resource (default 25).
 */
import { Testing, TerraformStack } from 'cdktf';
import * as fc from 'fast-check';
import { checkTerraformJson } from '../../src/constructs/schema-check';
import { configArb } from '../support/arbitraries';
import { fcParams } from '../support/fc';
import { AttrModel, classOf, packages } from '../support/model';


/** The JSON a configuration must synthesize to. */
function expected(attrs: AttrModel[], obj: { [k: string]: any }): { [k: string]: any } {
  const out: { [k: string]: any } = {};
  for (const a of attrs.filter((x) => x.input)) {
    const v = obj[a.tsName];
    if (v === undefined) continue;
    if (a.struct) out[a.tfName] = Array.isArray(v) ? v.map((item) => expected(a.struct!.attrs, item)) : expected(a.struct.attrs, v);
    else out[a.tfName] = v;
  }
  return out;
}

const entities = packages().flatMap((p) => p.entities.filter((e) => e.attrs.some((a) => a.input)).map((e) => [`${p.name} ${e.tfType}`, p.name, e] as const));

test.each(entities)('%s: random valid configurations round-trip through synthesis unchanged', (_, pkgName, e) => {
  const pkg = packages().find((p) => p.name === pkgName)!;
  fc.assert(
    fc.property(configArb(e), (config) => {
      const stack = new TerraformStack(Testing.app(), 'stack');
      new (classOf(pkgName, pkg.provider))(stack, 'provider');
      new (classOf(pkgName, e))(stack, 'subject', config);
      const json = JSON.parse(Testing.synth(stack, true));
      expect(checkTerraformJson(json)).toEqual([]);
      const body = { ...json[e.kind === 'resource' ? 'resource' : 'data'][e.tfType].subject };
      delete body['//'];
      expect(body).toEqual(expected(e.attrs, config));
    }),
    fcParams(),
  );
});
