/**
 * Every resource and data function of every package, synthesized with every field set and with only
 * its required fields, compared with reviewed snapshots (test/l1/__snapshots__/), and checked offline
 * against the derived provider schema.
 */
import { Testing, TerraformStack } from 'cdktf';
import * as lib from '../../src';
import { checkTerraformJson } from '../../src/constructs/schema-check';
import { classOf, packages, EntityModel } from '../support/model';
import { fullConfig, minimalConfig, resetSamples } from '../support/samples';


function synth(pkgName: string, e: EntityModel, config: { [k: string]: unknown }) {
  const stack = new TerraformStack(Testing.app(), 'stack');
  const pkg = packages().find((p) => p.name === pkgName)!;
  new (lib as any)[pkgName][pkg.provider.className](stack, 'provider');
  new (classOf(pkgName, e))(stack, 'subject', config);
  const json = JSON.parse(Testing.synth(stack, true));
  // what a provider would say of it
  expect(checkTerraformJson(json)).toEqual([]);
  return json[e.kind === 'resource' ? 'resource' : 'data'][e.tfType].subject;
}

describe.each(packages().map((p) => [p.name, p] as const))('%s', (pkgName, pkg) => {
  beforeEach(() => resetSamples());

  test.each(pkg.entities.map((e) => [e.tfType, e] as const))('%s with every field set', (_, e) => {
    const json = synth(pkgName, e, fullConfig(e));
    expect(json).toMatchSnapshot();
  });

  test.each(pkg.entities.map((e) => [e.tfType, e] as const))('%s with its required fields only', (_, e) => {
    const config = minimalConfig(e);
    const json = synth(pkgName, e, config);
    // every required input, plus only what a cross-field rule requires
    const required = e.attrs.filter((a) => a.input && a.raw.required).map((a) => a.tfName);
    // (of a set the provider takes exactly one of, the first)
    const ruleRequired = e.rules
      .flatMap((r) => (r.kind === 'requires' ? r.fields : r.kind === 'exactlyOne' ? r.fields.slice(0, 1) : []))
      .map((f) => e.attrs.find((a) => a.name === f)!.tfName);
    expect(Object.keys(json).filter((k) => k !== '//').sort()).toEqual([...new Set([...required, ...ruleRequired.filter((k) => k in json)])].sort());
    expect(json).toMatchSnapshot();
  });
});
