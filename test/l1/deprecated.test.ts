/**
 * An attribute the provider deprecates warns when a construct writes it (L1-DEPRECATED-001, acknowledged
 * like every construct warning), on every type that has one; leaving it out warns about nothing.
 */
import { AnnotationMetadataEntryType, Testing, TerraformStack } from 'cdktf';
import { cap, rules } from '../../src';
import { classOf, packages } from '../support/model';
import { minimalConfig, resetSamples, sampleFor } from '../support/samples';

const deprecated = packages().flatMap((p) =>
  p.entities.flatMap((e) => e.attrs.filter((a) => a.input && a.raw.tf?.deprecated).map((a) => [`${e.tfType}.${a.tfName}`, p.name, e, a] as const)),
);

const messages = (c: { node: any }, type: string) => c.node.metadata.filter((m: any) => m.type === type).map((m: any) => String(m.data));

test('the providers deprecate attributes the library writes', () => {
  expect(deprecated.map(([name]) => name)).toEqual(expect.arrayContaining(['cap_pubcloud_a_scaling_group.subnet_ids', 'cap_pubcloud_a_map_reduce_scaler.visible_to_all_users']));
});

test.each(deprecated)('%s: a value warns, naming the property and the Terraform attribute; none warns nothing', (_, pkg, e, a) => {
  resetSamples();
  const stack = new TerraformStack(Testing.app(), 'stack');
  const without = new (classOf(pkg, e))(stack, 'without', minimalConfig(e));
  const withIt = new (classOf(pkg, e))(stack, 'with', { ...minimalConfig(e), [a.tsName]: sampleFor(a) });
  expect(withIt.node.validate()).toEqual([]);
  expect(without.node.validate()).toEqual([]);
  expect(messages(withIt, AnnotationMetadataEntryType.WARN)).toContain(
    `[L1-DEPRECATED-001] ${e.className}: ${a.tsName}: the provider deprecates ${a.tfName}: Terraform warns at plan, and a later version of the provider may no longer accept it`,
  );
  expect(messages(without, AnnotationMetadataEntryType.WARN).filter((m: string) => m.includes('L1-DEPRECATED-001'))).toEqual([]);
});

test('the warning is acknowledged with its id, and becomes an info with the reason', () => {
  const stack = new TerraformStack(Testing.app(), 'stack');
  const e = packages().find((p) => p.name === 'cap')!.entities.find((x) => x.tfType === 'cap_pubcloud_a_scaling_group')!;
  const group: cap.pubcloud_a.ScalingGroup = new (classOf('cap', e))(stack, 'group', { ...minimalConfig(e), subnetIds: ['subnet-1'] });
  rules.Rules.acknowledge(group, 'L1-DEPRECATED-001', 'moving to availability zones next release');
  expect(group.node.validate()).toEqual([]);
  expect(messages(group, AnnotationMetadataEntryType.WARN).filter((m: string) => m.includes('DEPRECATED'))).toEqual([]);
  expect(messages(group, AnnotationMetadataEntryType.INFO)).toEqual(expect.arrayContaining([expect.stringMatching(/^\[L1-DEPRECATED-001\] acknowledged: moving to availability zones next release/)]));
});
