/**
 * References read attributes that exist: every member of a reference interface (IFlow, IRepository, ...)
 * that an L1 or data function implements reads an attribute its Terraform type has in the provider's
 * own schema (schema/<package>/terraform.json), so a reference always renders an expression Terraform
 * accepts (the flow lookup's `flowUuid` reads its `id`, which holds the uuid).
 */
import * as fs from 'fs';
import * as path from 'path';
import { TerraformOutput, Testing, TerraformStack } from 'cdktf';
import { ROOT } from '../../codegen/load';
import { classOf, packages } from '../support/model';

type Json = any;

function providerBlock(pkg: string, kind: 'resource' | 'dataSource', type: string): Json {
  const schema = JSON.parse(fs.readFileSync(path.join(ROOT, 'schema', pkg, 'terraform.json'), 'utf8'));
  const p = Object.values<Json>(schema.provider_schemas)[0];
  return (kind === 'resource' ? p.resource_schemas : p.data_source_schemas)[type]?.block;
}

const implementers = packages().flatMap((p) =>
  p.entities.flatMap((e) =>
    (e.implements ?? []).flatMap((imp) => imp.members.map((m) => ({ pkg: p.name, e, iface: imp.iface, member: m.member, getter: m.getter })))),
);

test('there are implementers to check', () => expect(implementers.length).toBeGreaterThan(10));

test.each(implementers.map((x) => [`${x.e.tfType}${x.e.kind === 'dataSource' ? ' (data)' : ''} ${x.iface}.${x.member}`, x]))('%s reads an attribute of the provider\'s type', (_name, x) => {
  const block = providerBlock(x.pkg, x.e.kind as 'resource' | 'dataSource', x.e.tfType);
  expect(block).toBeDefined();
  const attr = x.getter === 'id' ? 'id' : x.e.attrs.find((a) => a.tsName === x.getter)?.tfName;
  expect(attr).toBeDefined();
  expect(Object.keys(block.attributes ?? {})).toContain(attr);
  // and the member renders a reference to that attribute
  const stack = new TerraformStack(Testing.app(), 'stack');
  const cls = classOf(x.pkg, x.e);
  const instance = new cls(stack, 'subject', {});
  new TerraformOutput(stack, 'out', { value: instance[x.member] });
  const kind = x.e.kind === 'dataSource' ? `data.${x.e.tfType}` : x.e.tfType;
  expect(JSON.parse(Testing.synth(stack)).output.out.value).toBe(`\${${kind}.subject.${attr}}`);
});

test('the flow lookup\'s flowUuid reads its id (the lookup has no uuid attribute)', () => {
  const flow = implementers.find((x) => x.e.tfType === 'idp_flow' && x.e.kind === 'dataSource' && x.member === 'flowUuid');
  expect(flow?.getter).toBe('id');
  expect(Object.keys(providerBlock('idp', 'dataSource', 'idp_flow').attributes)).not.toContain('uuid');
});
