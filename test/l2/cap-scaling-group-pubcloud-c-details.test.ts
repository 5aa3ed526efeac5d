/**
 * `cap.SpotScalingGroupPubcloudC` details: the exact messages of the labels, subnets and autoscale
 * cooldown checks, a true fallbackToOndemand written, the scheduled tasks set on the L1 named
 * `scheduledTasks`, options of the wrong kind named `options`, and the lifecycle's other ignored
 * attributes kept (desired_capacity once) when the managed_k8s autoscaler takes the desired capacity.
 */
import { cap } from '../../src';
import { capStack } from '../support/cap';
import { invalidAt, only, synthChecked } from '../support/l2';

const base: cap.SpotScalingGroupPubcloudCProps = { name: 'api', minSize: 1, maxSize: 6, desiredCapacity: 2 };
const group = (props: Partial<cap.SpotScalingGroupPubcloudCProps> = {}) => {
  const s = capStack();
  return { s, g: new cap.SpotScalingGroupPubcloudC(s, 'G', { ...base, ...props } as any) };
};
const groupOf = (s: any) => only(synthChecked(s), 'cap_pubcloud_c_scaling_group');
const invalid = invalidAt('SpotScalingGroupPubcloudC', 'stack/G');
const useInvalid = invalidAt('SpotScalingGroupPubcloudC.useManagedK8s', 'stack/G');

describe('constructor', () => {
  test.each([[''], ['  ']])('a blank label key (%p) is refused, naming labels and label', (key) => {
    expect(() => group({ labels: { tier: 'api', [key]: 'x' } })).toThrow(invalid(`labels: the key ${JSON.stringify(key)} is blank; every label needs a key`));
  });

  test('fallbackToOndemand true is written true', () => {
    const { s } = group({ fallbackToOndemand: true });
    expect(groupOf(s).fallback_to_ondemand).toBe(true);
  });

  test.each([
    ['region-1', 'subnets: expected a map of region to subnet names, got "region-1" (a string)'],
    [5, 'subnets: expected a map of region to subnet names, got 5 (a number)'],
  ])('subnets that are not a map (%p) are refused as a whole', (subnets, message) => {
    expect(() => group({ subnets: subnets as any })).toThrow(invalid(message));
  });

  test('each region\'s subnet list is checked, named subnets.<region>', () => {
    expect(() => group({ subnets: { 'region-1': 'default' as any, 'region-2': ['a', 7 as any] } })).toThrow(invalid(
      'subnets.region-1: expected a list of strings, got "default" (a string)',
      'subnets.region-2[1]: expected a string, got 7 (a number)',
    ));
  });
});

describe('addScheduledTask', () => {
  test('tasks set on the L1 directly: the message names scheduledTasks', () => {
    const { g } = group();
    g.resource.putScheduledTasks([{ taskType: 'scale', cronExpression: '0 1 * * *' }]);
    expect(() => g.addScheduledTask('scale', { cronExpression: '0 8 * * *' })).toThrow(invalidAt('SpotScalingGroupPubcloudC.addScheduledTask', 'stack/G')(
      'scheduledTasks: was set on the L1 (`resource`) directly; that value is kept as set, and what this method adds would be lost (give every item on the L1, or none there)',
    ));
  });
});

describe('useManagedK8s', () => {
  test('options that are not an object are named options', () => {
    const { g } = group();
    expect(() => g.useManagedK8s('k-1' as any)).toThrow(useInvalid(
      'options: expected an object of named properties, got "k-1" (a string)',
      'clusterId: is required, but was not given; expected a string',
    ));
  });

  test.each([[-1], [1.5]])('an autoscaleCooldown of %p is refused', (autoscaleCooldown) => {
    const { g } = group();
    expect(() => g.useManagedK8s({ clusterId: 'k-1', autoscaleCooldown })).toThrow(useInvalid(
      `autoscaleCooldown: ${autoscaleCooldown} must be a whole number of at least 0`,
    ));
  });

  test('an autoscaleCooldown of the wrong kind is reported once, not also as out of range', () => {
    const { g } = group();
    expect(() => g.useManagedK8s({ clusterId: 'k-1', autoscaleCooldown: '30' as any })).toThrow(useInvalid(
      'autoscaleCooldown: expected a number, got "30" (a string)',
    ));
  });

  test('an autoscaleCooldown of 0 is accepted and written', () => {
    const { s, g } = group();
    g.useManagedK8s({ clusterId: 'k-1', autoscaleCooldown: 0 });
    expect(groupOf(s).integration_managed_k8s).toEqual({ cluster_id: 'k-1', autoscale_is_enabled: true, autoscale_cooldown: 0 });
  });

  test('attributes the user already ignores are kept, desired_capacity added after them', () => {
    const { s, g } = group();
    g.resource.lifecycle = { ignoreChanges: ['max_size', 'name'] };
    g.useManagedK8s({ clusterId: 'k-1' });
    expect(groupOf(s).lifecycle).toEqual({ ignore_changes: ['max_size', 'name', 'desired_capacity'] });
  });

  test('desired_capacity already ignored is written once, after the other ignored attributes', () => {
    const { s, g } = group();
    g.resource.lifecycle = { ignoreChanges: ['desired_capacity', 'max_size'] };
    g.useManagedK8s({ clusterId: 'k-1' });
    expect(groupOf(s).lifecycle).toEqual({ ignore_changes: ['max_size', 'desired_capacity'] });
  });

  // read from the stack's JSON, not synthesized: cdktf's HCL output writes `ignore_changes = "all"`,
  // a string Terraform refuses there (it takes the keyword `all`), so the stack would fail the
  // Terraform suite's HCL run whatever the L2 writes
  test('ignoring all changes is kept: "all" already covers desired_capacity', () => {
    const { s, g } = group();
    g.resource.lifecycle = { ignoreChanges: 'all', preventDestroy: true };
    g.useManagedK8s({ clusterId: 'k-1' });
    const json = JSON.parse(JSON.stringify(s.toTerraform()));
    expect(only(json, 'cap_pubcloud_c_scaling_group').lifecycle).toEqual({ ignore_changes: 'all', prevent_destroy: true });
  });
});
