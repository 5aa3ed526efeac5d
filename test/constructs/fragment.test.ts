/**
 * The preparing pass resolves only the tokens of what an L1's fragment is made of
 * (src/constructs/fragment.ts): what it finds, and that what the preparing pass is for still happens
 * (cross-stack references in attributes, meta-arguments and overrides; lazy values run in it), while
 * the JSON written is what building and resolving the whole fragment writes.
 */
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { App, Fn, Lazy, TerraformStack, TerraformVariable, Testing, Token } from 'cdktf';
import { cap, idp } from '../../src';
import * as fragment from '../../src/constructs/fragment';
import { tokensIn } from '../../src/constructs/fragment';
import { classOf, packages } from '../support/model';
import { fullConfig, resetSamples } from '../support/samples';

describe('tokensIn: the values the preparing pass must resolve', () => {
  const s = new TerraformStack(Testing.app(), 's');
  const str = new TerraformVariable(s, 'str', { type: 'string' }).stringValue;
  const num = new TerraformVariable(s, 'num', { type: 'number' }).numberValue;
  const list = new TerraformVariable(s, 'list', { type: 'list(string)' }).listValue;
  const lazy = Lazy.anyValue({ produce: () => 'x' });
  const map = Token.asStringMap(new TerraformVariable(s, 'map', { type: 'map(string)' }).value);

  test('literals of every kind have none', () => {
    expect(tokensIn({ a: 'plain', b: 3, c: true, d: null, e: undefined, f: ['x', 2, false], g: { h: { i: [{ j: 'k' }] } } })).toEqual({});
  });

  test('string, number and resolvable tokens are found at any depth, each on its own', () => {
    const found = Object.values(tokensIn({ a: str, b: { c: [{ d: num }] }, e: [lazy, 'plain'], f: `prefix-${str}` }));
    expect(found).toEqual([str, num, lazy, `prefix-${str}`]);
  });

  test('a list token and a list holding one stay whole (cdktf resolves such a list as one)', () => {
    expect(Object.values(tokensIn({ a: list }))).toEqual([list]);
    const mixed = [...list, 'x'];
    expect(Object.values(tokensIn({ a: mixed }))).toEqual([mixed]);
  });

  test('a map token is kept as the object holding it', () => {
    const holder = { tags: map };
    expect(Object.values(tokensIn(holder))).toEqual([map]);
  });

  test('a number written into a string is kept (cdktf rewrites number tokens inside strings)', () => {
    expect(Object.values(tokensIn({ a: `size ${num}` }))).toEqual([`size ${num}`]);
  });

  test('a construct, or a cycle, is handed over whole for the resolver to report, never walked', () => {
    const construct = new TerraformVariable(s, 'not_a_value', { type: 'string' });
    expect(Object.values(tokensIn({ a: construct }))).toEqual([construct]);
    const cyclic: any = { name: 'x' };
    cyclic.self = cyclic;
    expect(Object.values(tokensIn(cyclic))).toHaveLength(1);
    const cyclicList: any[] = ['x'];
    cyclicList.push(cyclicList);
    expect(Object.values(tokensIn({ list: cyclicList }))).toEqual([cyclicList]);
  });
});

describe('synthesis with the preparing pass on tokens only', () => {
  /**
   * Stack `a` with a group, stack `b` with a policy binding made by `bind` (which may reference the
   * group); synthesizes the app and returns both stacks' JSON.
   */
  function acrossStacks(bind: (b: TerraformStack, group: idp.Group) => void): { a: any; b: any } {
    const outdir = fs.mkdtempSync(path.join(os.tmpdir(), 'fragment-'));
    const app = new App({ outdir });
    const a = new TerraformStack(app, 'a');
    new idp.IdpProvider(a, 'idp');
    const group = new idp.Group(a, 'group', { name: 'g' });
    const b = new TerraformStack(app, 'b');
    new idp.IdpProvider(b, 'idp');
    bind(b, group);
    app.synth();
    const read = (stack: string) => JSON.parse(fs.readFileSync(path.join(outdir, 'stacks', stack, 'cdk.tf.json'), 'utf8'));
    return { a: read('a'), b: read('b') };
  }
  const REMOTE = /^\$\{data\.terraform_remote_state\.cross-stack-reference-input-a\.outputs\.cross-stack-output-idp_group/;

  test('a reference to another stack still becomes a cross-stack output and remote state', () => {
    const json = acrossStacks((b, group) => new idp.PolicyBinding(b, 'binding', { target: 'target-uuid', order: 0, group: group.groupUuid }));
    const outputs = Object.keys(json.a.output ?? {}).filter((k) => k.startsWith('cross-stack-output-idp_group'));
    expect(outputs).toHaveLength(1);
    expect(json.b.data.terraform_remote_state).toBeDefined();
    const binding = Object.values<any>(json.b.resource.idp_policy_binding)[0];
    expect(binding.group).toBe(`\${data.terraform_remote_state.cross-stack-reference-input-a.outputs.${outputs[0]}}`);
  });

  test('references to another stack in meta-arguments and overrides become cross-stack outputs too', () => {
    const json = acrossStacks((b, group) => {
      const binding = new idp.PolicyBinding(b, 'binding', { target: 'target-uuid', order: 0, count: Token.asNumber(group.name) });
      binding.addOverride('group', group.groupUuid);
    });
    expect(Object.keys(json.a.output ?? {}).filter((k) => k.startsWith('cross-stack-output-idp_group'))).toHaveLength(2);
    const written = Object.values<any>(json.b.resource.idp_policy_binding)[0];
    expect(written.count).toMatch(REMOTE);
    expect(written.group).toMatch(REMOTE);
  });

  test('a lazy value in the attributes is produced in the preparing pass as before (a construct it adds is written)', () => {
    const stack = new TerraformStack(Testing.app(), 'stack');
    new cap.CapProvider(stack, 'cap');
    let added = false;
    new cap.pubcloud_a.Suspension(stack, 'suspension', {
      groupId: Lazy.stringValue({
        produce: () => {
          if (!added) {
            added = true; // what cross-stack references do: add a construct while preparing
            new TerraformVariable(stack, 'added_while_preparing', { type: 'string', default: 'x' });
          }
          return 'group-1';
        },
      }),
      suspensions: [{ name: 'AUTO_HEALING' }],
    });
    const app = stack.node.scope as App;
    const outdir = fs.mkdtempSync(path.join(os.tmpdir(), 'fragment-'));
    (app as any).outdir = outdir;
    stack.prepareStack();
    expect(added).toBe(true);
    const json = JSON.parse(Testing.synth(stack));
    expect(json.variable.added_while_preparing).toEqual({ type: 'string', default: 'x' });
    expect(Object.values<any>(json.resource.cap_pubcloud_a_suspension)[0].group_id).toBe('group-1');
  });

  test('the JSON written is what building and resolving every fragment in every pass writes (every resource, all fields, references, functions, overrides)', () => {
    const build = () => {
      const stack = new TerraformStack(Testing.app(), 'stack');
      new cap.CapProvider(stack, 'cap');
      new idp.IdpProvider(stack, 'idp');
      const zones = new TerraformVariable(stack, 'zones', { type: 'list(string)' }).listValue;
      const size = new TerraformVariable(stack, 'size', { type: 'number' }).numberValue;
      const group = new idp.Group(stack, 'admins', { name: Fn.lower('ADMINS') });
      const binding = new idp.PolicyBinding(stack, 'binding', { target: group.groupUuid, order: size, group: group.groupUuid, dependsOn: [group] });
      binding.addOverride('timeout', 45);
      binding.addOverride('lifecycle.create_before_destroy', true);
      new cap.pubcloud_a.ScalingGroup(stack, 'group', {
        name: `ci-${group.name}`,
        product: 'linux',
        fallbackToOndemand: true,
        orientation: 'balanced',
        securityGroups: ['sg-1'],
        minSize: size,
        maxSize: Token.asNumber(Fn.max([2, size])),
        availabilityZones: zones,
        subnetIds: ['subnet-a', Fn.element(zones, 0)],
        tags: [{ key: 'team', value: Fn.upper('ci') }, { key: 'size', value: `${size}` }],
        integrationKubernetes: { clusterIdentifier: Lazy.stringValue({ produce: () => 'prod' }), autoscaleIsEnabled: true } as any,
      });
      for (const p of packages()) {
        for (const e of p.entities.filter((x) => x.kind !== 'provider')) new (classOf(p.name, e))(stack, `full_${e.kind}_${e.tfType}`, fullConfig(e));
      }
      return Testing.synth(stack);
    };
    resetSamples();
    const deferred = build();
    const spy = jest.spyOn(fragment, 'deferredFragment').mockImplementation((make: () => any) => make());
    try {
      resetSamples();
      expect(deferred).toEqual(build());
      expect(spy).toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
  });
});
