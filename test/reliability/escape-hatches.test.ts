/**
 * Escape hatches on every L1: `resetX()` removes exactly that attribute, `addOverride` writes what it is
 * given, and the result still passes the offline provider-schema check.
 */
import { Testing, TerraformStack } from 'cdktf';
import { pascal } from '../../codegen/names';
import { checkTerraformJson } from '../../src/constructs/schema-check';
import { classOf, packages } from '../support/model';
import { fullConfig, resetSamples } from '../support/samples';

const entities = packages().flatMap((p) => p.entities.map((e) => [`${p.name} ${e.tfType}`, p.name, e] as const));

describe.each(entities)('%s', (_, pkgName, e) => {
  function build() {
    resetSamples();
    const stack = new TerraformStack(Testing.app(), 'stack');
    const pkg = packages().find((p) => p.name === pkgName)!;
    new (classOf(pkgName, pkg.provider))(stack, 'provider');
    const config = fullConfig(e);
    const construct = new (classOf(pkgName, e))(stack, 'subject', config);
    // cross-field rules may object to a combination left by a reset; this is about the JSON
    const synth = (runValidations = true) => {
      const json = JSON.parse(Testing.synth(stack, runValidations));
      expect(checkTerraformJson(json)).toEqual([]);
      return json[e.kind === 'resource' ? 'resource' : 'data'][e.tfType].subject;
    };
    return { construct, config, synth };
  }

  const optional = e.attrs.filter((a) => a.input && !a.raw.required);

  test('resetX() removes exactly that attribute, for every optional input', () => {
    const { construct, config, synth } = build();
    const before = synth();
    for (const a of optional) {
      if (!(a.tsName in config)) continue;
      construct[`reset${pascal(a.tsName)}`]();
      const after = synth(false);
      expect([a.tfName, a.tfName in after]).toEqual([a.tfName, false]);
      delete before[a.tfName];
      expect(after).toEqual(before);
    }
  });

  test('addOverride writes what it is given, and the result is still valid', () => {
    const { construct, synth } = build();
    const target = e.attrs.find((a) => a.input && a.kind === 'string' && !a.raw.enum && !a.raw.format && !a.raw.pattern);
    if (!target) return;
    construct.addOverride(target.tfName, 'overridden-value');
    expect(synth()[target.tfName]).toBe('overridden-value');
  });
});
