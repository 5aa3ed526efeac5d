/**
 * Validation of the items of lists and sets, with named cases (the property tests draw such values
 * only by chance): the enum of each item, the disallowed values of a field of each item, the format of
 * each item, overlaps between items, the type of each item, at the top level and inside nested blocks.
 * Messages name the item by its index.
 */
import * as fs from 'fs';
import * as path from 'path';
import { Testing, TerraformStack } from 'cdktf';
import { cap, idp, repo } from '../../src';
import { pkg } from '../support/model';
import { minimalConfig } from '../support/samples';

function problemsOf(build: (s: TerraformStack) => void): string {
  const stack = new TerraformStack(Testing.app(), 'stack');
  new idp.IdpProvider(stack, 'idp');
  new repo.RepoProvider(stack, 'repo');
  new cap.CapProvider(stack, 'cap');
  build(stack);
  try {
    Testing.synth(stack, true);
    return '';
  } catch (e) {
    return String((e as Error).message);
  }
}

const cluster = (s: TerraformStack, extra: object) =>
  new cap.pubcloud_a.Cluster(s, 'c', { imageId: 'img', securityGroups: ['sg'], subnetIds: ['sn'], ...extra });

describe('the enum of each item', () => {
  test('a value outside the item enum, in a list nested in a block, is named by its index', () => {
    const msg = problemsOf((s) => cluster(s, { updatePolicy: { shouldRoll: true, conditionedRoll: true, conditionedRollParams: ['image_id', 'colour', 'user_data'] } }));
    expect(msg).toContain('updatePolicy.conditionedRollParams[1]: "colour" is not an allowed value');
    expect(msg).not.toContain('conditionedRollParams[0]');
    expect(msg).not.toContain('conditionedRollParams[2]');
  });
  test('every allowed item value is accepted', () => {
    expect(problemsOf((s) => cluster(s, { updatePolicy: { shouldRoll: true, conditionedRoll: true, conditionedRollParams: ['subnet_ids', 'whitelist', 'root_volume_size'] } }))).toBe('');
  });
  // the webhook events were an open enum (documented, not enforced); the provider checks them against
  // its own list (schema/repo/allowed-values.json), which the library now enforces item by item
  const hook = (events: string[]) => (s: TerraformStack) =>
    new repo.Hook(s, 'h', { owner: 'o', repository: 'r', url: 'https://x.example.com', description: 'd', events });
  test('an item enum the provider closes (webhook events) is enforced, named by its index', () => {
    const msg = problemsOf(hook(['repo:push', 'future:event']));
    expect(msg).toContain('events[1]: "future:event" is not an allowed value');
    expect(msg).not.toContain('events[0]');
  });
  test('every webhook event the provider accepts is accepted', () => {
    const own = JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', 'schema', 'repo', 'allowed-values.json'), 'utf8')).repo_hook.events.enum;
    expect(own).toContain('repo:created');
    expect(problemsOf(hook(own))).toBe('');
  });
});

describe('the disallowed values of a field of each item', () => {
  const entity = pkg('cap').entities.find((e) => e.className === 'NodePoolCluster' && e.module === 'pubcloud_b')!;
  const pools = (s: TerraformStack, taints: object[]) => new cap.pubcloud_b.NodePoolCluster(s, 'p', { ...(minimalConfig(entity) as any), taints });
  test('a taint key Kubernetes sets itself, in a set block, is named by the item and the field', () => {
    const msg = problemsOf((s) => pools(s, [{ key: 'workload', value: 'web', effect: 'NoSchedule' }, { key: 'node.kubernetes.io/not-ready', value: 'x', effect: 'NoExecute' }]));
    expect(msg).toContain('taints[1].key: "node.kubernetes.io/not-ready" is not an allowed value; not allowed: "node.kubernetes.io/not-ready", ');
    expect(msg).not.toContain('taints[0]');
  });
  test('the generated constant lists the values the validation refuses', () => {
    expect(cap.pubcloud_b.nodePoolClusterTaintKeyDisallowed).toContain('node.cloudprovider.kubernetes.io/shutdown');
    const key = cap.pubcloud_b.nodePoolClusterTaintKeyDisallowed[0];
    expect(problemsOf((s) => pools(s, [{ key, value: 'x', effect: 'NoSchedule' }]))).toContain(`taints[0].key: ${JSON.stringify(key)} is not an allowed value`);
    expect(problemsOf((s) => pools(s, [{ key: 'workload', value: 'web', effect: 'NoSchedule' }]))).toBe('');
  });
});

describe('the format of each item, and overlaps between items', () => {
  const shutdown = (timeWindows: string[]) => (s: TerraformStack) =>
    // the provider's scheduled_task holds one item at most: one object in the API
    cluster(s, { scheduledTasks: { shutdownHours: { isEnabled: true, timeWindows } } });
  test('a malformed window is named by its index, inside nested blocks', () => {
    const msg = problemsOf(shutdown(['Mon:01:00-Mon:02:00', 'Mon 03:00-04:00']));
    expect(msg).toContain('scheduledTasks.shutdownHours.timeWindows[1]: "Mon 03:00-04:00" is not a time window');
    expect(msg).not.toContain('timeWindows[0]');
  });
  test('overlapping windows are named', () => {
    const msg = problemsOf(shutdown(['Mon:01:00-Mon:03:00', 'Tue:00:00-Tue:01:00', 'Mon:02:00-Mon:04:00']));
    expect(msg).toMatch(/scheduledTasks\.shutdownHours\.timeWindows: .*overlap/);
    expect(msg).toContain('"Mon:01:00-Mon:03:00"');
    expect(msg).toContain('"Mon:02:00-Mon:04:00"');
  });
  test('windows that touch do not overlap', () => {
    expect(problemsOf(shutdown(['Mon:01:00-Mon:02:00', 'Mon:02:00-Mon:03:00']))).toBe('');
  });
});

describe('the type of each item', () => {
  test('a string in a list of numbers is named by its index', () => {
    const msg = problemsOf((s) => new idp.Application(s, 'a', { name: 'a', slug: 'a', backchannelProviders: [1, 'two' as any, 3] }));
    expect(msg).toContain('backchannelProviders[1]');
    expect(msg).toContain('"two"');
  });
  test('a number in a list of strings is named by its index', () => {
    const msg = problemsOf((s) => cluster(s, { subnetIds: ['sn', 7 as any] }));
    expect(msg).toContain('subnetIds[1]');
  });
  test('an item of a list block that is not an object is named by its index', () => {
    const msg = problemsOf((s) => cluster(s, { attachLoadBalancers: [{ type: 'CLASSIC', name: 'a' }, 'b' as any] }));
    expect(msg).toContain('attachLoadBalancers[1]');
    expect(msg).not.toContain('attachLoadBalancers[0]');
  });
  test('an item of a list of maps that is not a map, or a value in it that is not a string, is named by its index', () => {
    const msg = problemsOf((s) => new idp.ProviderOauth2(s, 'p', {
      name: 'p', authorizationFlow: 'a', invalidationFlow: 'b', clientId: 'c', allowedRedirectUris: [{ url: 'https://a' }, 'https://b' as any, { url: 7 as any }],
    }));
    expect(msg).toContain('allowedRedirectUris[1]: expected a map, got string "https://b"');
    expect(msg).toContain('allowedRedirectUris[2].url: expected a string, got number 7');
    expect(msg).not.toContain('allowedRedirectUris[0]');
  });
  test('an enum inside an item of a list block is named by the item and the field', () => {
    const msg = problemsOf((s) => cluster(s, { attachLoadBalancers: [{ type: 'CLASSIC', name: 'a' }, { type: 'FUZZY', name: 'b' }] }));
    expect(msg).toContain('attachLoadBalancers[1].type: "FUZZY" is not an allowed value');
    expect(msg).not.toContain('attachLoadBalancers[0]');
  });
});
