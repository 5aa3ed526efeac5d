/**
 * The scaling groups of the second and third public clouds (`SpotScalingGroupPubcloudB`,
 * `SpotScalingGroupPubcloudC`, `SpotManagedK8sScalingGroup`) and what they share with
 * `SpotScalingGroup`: capacity bounds, the spot/on-demand split as one `CapacitySplit`, health checks
 * written only when asked, scheduled capacity tasks, and the autoscaler's hold on the desired capacity.
 */
import { TerraformOutput, TerraformStack, TerraformVariable } from 'cdktf';
import { cap } from '../../src';
import { capStack, pubcloudBGroupBase } from '../support/cap';
import { exactly, invalidAt, only, synthChecked as synth, warningsOf } from '../support/l2';

const B = pubcloudBGroupBase;
const C: cap.SpotScalingGroupPubcloudCProps = { name: 'api', minSize: 1, maxSize: 6, desiredCapacity: 2 };
const K: cap.SpotManagedK8sScalingGroupProps = { name: 'nodes', clusterId: 'k-1', clusterZoneName: 'zone-a', minSize: 0, maxSize: 10, desiredCapacity: 3 };

const b = (props: Partial<cap.SpotScalingGroupPubcloudBProps> = {}) => {
  const s = capStack();
  return { s, group: new cap.SpotScalingGroupPubcloudB(s, 'G', { ...B, ...props }) };
};
const c = (props: Partial<cap.SpotScalingGroupPubcloudCProps> = {}) => {
  const s = capStack();
  return { s, group: new cap.SpotScalingGroupPubcloudC(s, 'G', { ...C, ...props }) };
};
const k = (props: Partial<cap.SpotManagedK8sScalingGroupProps> = {}) => {
  const s = capStack();
  return { s, group: new cap.SpotManagedK8sScalingGroup(s, 'G', { ...K, ...props }) };
};
/** What a string token stands for in Terraform, through an output. */
const resolved = (s: TerraformStack, value: string) => {
  new TerraformOutput(s, 'probe', { value });
  return synth(s).output.probe.value;
};
const bJson = (s: any) => only(synth(s), 'cap_pubcloud_b_scaling_group');
const cJson = (s: any) => only(synth(s), 'cap_pubcloud_c_scaling_group');
const kJson = (s: any) => only(synth(s), 'cap_pubcloud_c_managed_k8s_scaling_group');

describe('CapacitySplit', () => {
  test('a spot percentage or an on-demand count, never both', () => {
    expect(cap.CapacitySplit.spotPercentage(80)).toEqual(expect.objectContaining({ spotPercentageValue: 80, onDemandCountValue: undefined }));
    expect(cap.CapacitySplit.onDemandCount(2)).toEqual(expect.objectContaining({ spotPercentageValue: undefined, onDemandCountValue: 2 }));
  });

  test.each([
    [() => cap.CapacitySplit.spotPercentage(101), 'CapacitySplit.spotPercentage: percentage: 101 must be a whole number from 0 to 100'],
    [() => cap.CapacitySplit.spotPercentage(-1), 'CapacitySplit.spotPercentage: percentage: -1 must be a whole number from 0 to 100'],
    [() => cap.CapacitySplit.spotPercentage(50.5), 'CapacitySplit.spotPercentage: percentage: 50.5 must be a whole number from 0 to 100'],
    [() => cap.CapacitySplit.onDemandCount(-2), 'CapacitySplit.onDemandCount: count: -2 must be a whole number of at least 0'],
    [() => cap.CapacitySplit.onDemandCount('2' as any), 'CapacitySplit.onDemandCount: count: expected a number, got "2" (a string)'],
  ])('out of range or of the wrong kind: %#', (make, message) => {
    expect(make).toThrow(exactly(message));
  });

  test('a number token is taken as given', () => {
    const s = capStack();
    const share = new TerraformVariable(s, 'share', { type: 'number' });
    new cap.SpotScalingGroupPubcloudB(s, 'G', { ...B, split: cap.CapacitySplit.spotPercentage(share.numberValue) });
    expect(bJson(s).spot_percentage).toBe('${var.share}');
  });
});

describe('SpotScalingGroupPubcloudB', () => {
  test('writes the required settings, one primary interface and fallback to on-demand, nothing unasked', () => {
    const { s, group } = b();
    expect(group.resource.node.id).toBe('Resource');
    expect(bJson(s)).toEqual({
      name: 'web',
      region: 'region-1',
      resource_group_name: 'web-rg',
      os: 'Linux',
      fallback_to_on_demand: true,
      min_size: 1,
      max_size: 4,
      network: { resource_group_name: 'web-rg', virtual_network_name: 'main', network_interfaces: [{ subnet_name: 'web', is_primary: true, assign_public_ip: false }] },
      vm_sizes: { od_sizes: ['size-a'] },
    });
    expect(resolved(s, group.scalingGroupId)).toMatch(/^\$\{cap_pubcloud_b_scaling_group\.G_[0-9A-F]{8}\.id\}$/);
  });

  test('sizes, split, image, health, tags and zones as given', () => {
    const { s } = b({
      spotSizes: ['size-b', 'size-c'],
      preferredSpotSizes: ['size-c'],
      split: cap.CapacitySplit.onDemandCount(1),
      desiredCapacity: 2,
      marketplaceImage: { publisher: 'p', offer: 'o', sku: 's', version: 'latest' },
      networkResourceGroupName: 'net-rg',
      assignPublicIp: true,
      autoHealing: true,
      healthCheckTypes: ['vmState'],
      healthCheckGracePeriod: 300,
      zones: ['1', '2'],
      drainingTimeout: 60,
      tags: { team: 'web' },
    });
    const json = bJson(s);
    expect(json).toEqual(expect.objectContaining({
      on_demand_count: 1,
      desired_capacity: 2,
      zones: ['1', '2'],
      draining_timeout: 60,
      vm_sizes: { od_sizes: ['size-a'], spot_sizes: ['size-b', 'size-c'], preferred_spot_sizes: ['size-c'] },
      image: [{ marketplace: [{ publisher: 'p', offer: 'o', sku: 's', version: 'latest' }] }],
      health: { auto_healing: true, health_check_types: ['vmState'], grace_period: 300 },
      tags: [{ key: 'team', value: 'web' }],
    }));
    expect(json.network.resource_group_name).toBe('net-rg');
    expect(json.network.network_interfaces[0].assign_public_ip).toBe(true);
    expect(json.spot_percentage).toBeUndefined();
  });

  test('scheduled capacity tasks, sorted by type and cron expression, capacities as strings', () => {
    const { s, group } = b();
    group.addScheduledTask('scale', { cronExpression: '0 20 * * 1-5', minCapacity: 1, maxCapacity: 2 });
    group.addScheduledTask('scale', { cronExpression: '0 8 * * 1-5', minCapacity: 2, targetCapacity: 3, maxCapacity: 4, enabled: false });
    expect(bJson(s).scheduling_task).toEqual([
      { type: 'scale', cron_expression: '0 20 * * 1-5', is_enabled: true, scale_min_capacity: '1', scale_max_capacity: '2' },
      { type: 'scale', cron_expression: '0 8 * * 1-5', is_enabled: false, scale_min_capacity: '2', scale_max_capacity: '4', scale_target_capacity: '3' },
    ]);
  });

  test('careless props: every problem in one error naming the path', () => {
    expect(() => b({
      minSize: 5,
      maxSize: 2,
      onDemandSizes: [],
      spotSizes: ['size-b'],
      preferredSpotSizes: ['size-x'],
      healthCheckGracePeriod: -1,
      marketplaceImage: { publisher: 'p' } as any,
    })).toThrow(invalidAt('SpotScalingGroupPubcloudB', 'stack/G')(
      'marketplaceImage.offer: is required, but was not given; expected a string',
      'marketplaceImage.sku: is required, but was not given; expected a string',
      'marketplaceImage.version: is required, but was not given; expected a string',
      'onDemandSizes: is empty; give at least one VM size',
      'preferredSpotSizes[0]: "size-x" is not one of spotSizes ("size-b")',
      'capacity: minSize (5) <= maxSize (2) does not hold',
      'healthCheckGracePeriod: -1 must be a whole number of at least 0',
    ));
  });

  test('a preferred spot size without spot sizes, and a split of the wrong kind', () => {
    expect(() => b({ preferredSpotSizes: ['size-b'], split: 80 as any })).toThrow(invalidAt('SpotScalingGroupPubcloudB', 'stack/G')(
      'preferredSpotSizes[0]: "size-b" is not one of spotSizes, which is not given',
      'split: expected a cap.CapacitySplit (cap.CapacitySplit.spotPercentage(80) or cap.CapacitySplit.onDemandCount(2)), got 80 (a number)',
    ));
  });

  test('a preferred spot size not among several spot sizes: the message lists them all, comma-separated', () => {
    expect(() => b({ spotSizes: ['size-b', 'size-c'], preferredSpotSizes: ['size-c', 'size-x'] })).toThrow(invalidAt('SpotScalingGroupPubcloudB', 'stack/G')(
      'preferredSpotSizes[1]: "size-x" is not one of spotSizes ("size-b", "size-c")',
    ));
  });

  test('a preferred spot size that is a token or holds an interpolation is not judged against literal spot sizes', () => {
    const s = capStack();
    const size = new TerraformVariable(s, 'size', { type: 'string' }).stringValue;
    new cap.SpotScalingGroupPubcloudB(s, 'G', { ...B, spotSizes: ['size-b'], preferredSpotSizes: [size, '${var.size}', 'size-b'] });
    expect(bJson(s).vm_sizes.preferred_spot_sizes).toEqual(['${var.size}', '${var.size}', 'size-b']);
  });

  test('spot sizes holding a token among literals may hold any preferred size: it is not judged', () => {
    const s = capStack();
    const size = new TerraformVariable(s, 'size', { type: 'string' }).stringValue;
    new cap.SpotScalingGroupPubcloudB(s, 'G', { ...B, spotSizes: ['size-b', size], preferredSpotSizes: ['size-c'] });
    expect(bJson(s).vm_sizes).toEqual({ od_sizes: ['size-a'], spot_sizes: ['size-b', '${var.size}'], preferred_spot_sizes: ['size-c'] });
  });

  test('spot sizes given as a list token: the preferred sizes are not judged (and not called missing)', () => {
    const s = capStack();
    const sizes = new TerraformVariable(s, 'sizes', { type: 'list(string)' }).listValue;
    new cap.SpotScalingGroupPubcloudB(s, 'G', { ...B, spotSizes: sizes, preferredSpotSizes: ['size-c'] });
    expect(bJson(s).vm_sizes).toEqual({ od_sizes: ['size-a'], spot_sizes: '${var.sizes}', preferred_spot_sizes: ['size-c'] });
  });

  test('spot sizes of the wrong kind are reported once: the preferred sizes are not judged against them, nor called missing', () => {
    expect(() => b({ spotSizes: 'size-b' as any, preferredSpotSizes: ['size-c'] })).toThrow(invalidAt('SpotScalingGroupPubcloudB', 'stack/G')(
      'spotSizes: expected a list of strings, got "size-b" (a string)',
    ));
  });

  test('scheduled task options that are not an object are named options', () => {
    const { group } = b();
    expect(() => group.addScheduledTask('scale', 'nightly' as any)).toThrow(invalidAt('SpotScalingGroupPubcloudB.addScheduledTask', 'stack/G')(
      'options: expected an object of named properties, got "nightly" (a string)',
      'cronExpression: is required, but was not given; expected a string',
    ));
  });

  test('a scheduled task\'s target capacity is named targetCapacity in the bound and order checks', () => {
    const { group } = b();
    expect(() => group.addScheduledTask('scale', { cronExpression: '0 8 * * *', minCapacity: 2, targetCapacity: 5, maxCapacity: 4 }))
      .toThrow(invalidAt('SpotScalingGroupPubcloudB.addScheduledTask', 'stack/G')(
        'capacity: minCapacity (2) <= targetCapacity (5) <= maxCapacity (4) does not hold',
      ));
    expect(() => group.addScheduledTask('scale', { cronExpression: '0 8 * * *', targetCapacity: -1 }))
      .toThrow(invalidAt('SpotScalingGroupPubcloudB.addScheduledTask', 'stack/G')(
        'targetCapacity: -1 must be a whole number of at least 0',
      ));
    expect(() => group.addScheduledTask('scale', { cronExpression: '0 8 * * *', targetCapacity: '3' as any }))
      .toThrow(invalidAt('SpotScalingGroupPubcloudB.addScheduledTask', 'stack/G')(
        'targetCapacity: expected a number, got "3" (a string)',
      ));
  });

  test('careless scheduled tasks: blank type, a bad cron expression, capacities out of order, a task twice', () => {
    const { group } = b();
    expect(() => group.addScheduledTask(' ', { cronExpression: 'nightly', minCapacity: 3, maxCapacity: 1 })).toThrow(
      /^SpotScalingGroupPubcloudB\.addScheduledTask at 'stack\/G' is invalid:\n  - taskType: must not be blank\n  - capacity: minCapacity \(3\) <= maxCapacity \(1\) does not hold\n  - cronExpression: "nightly" /,
    );
    group.addScheduledTask('scale', { cronExpression: '0 8 * * *' });
    expect(() => group.addScheduledTask('scale', { cronExpression: '0 8 * * *' })).toThrow('cronExpression: the scale task at "0 8 * * *" is already scheduled');
  });

  test('tasks set on the L1 directly are kept: addScheduledTask throws instead of losing them', () => {
    const { group } = b();
    group.resource.putSchedulingTasks([{ type: 'scale', cronExpression: '0 1 * * *', isEnabled: true }]);
    expect(() => group.addScheduledTask('scale', { cronExpression: '0 8 * * *' })).toThrow(/schedulingTasks/);
  });
});

describe('SpotScalingGroupPubcloudC', () => {
  test('writes name and capacities; nothing unasked (no deprecated availability zones, no lifecycle)', () => {
    const { s } = c();
    expect(cJson(s)).toEqual({ name: 'api', min_size: 1, max_size: 6, desired_capacity: 2 });
  });

  test('types, split, subnets, image, health, labels, metadata and tags as given', () => {
    const { s } = c({
      onDemandType: 'type-a',
      preemptibleTypes: ['type-b'],
      split: cap.CapacitySplit.spotPercentage(75),
      subnets: { 'region-1': ['default'] },
      sourceImage: 'image-1',
      autoHealing: true,
      healthCheckType: 'K8S_NODE',
      unhealthyDuration: 120,
      labels: { tier: 'api' },
      metadata: { a: 'b' },
      tags: ['web'],
      fallbackToOndemand: false,
      serviceAccount: 'sa',
      startupScript: 'echo',
    });
    expect(cJson(s)).toEqual(expect.objectContaining({
      instance_types_ondemand: 'type-a',
      instance_types_preemptible: ['type-b'],
      preemptible_percentage: 75,
      subnets: [{ region: 'region-1', subnet_names: ['default'] }],
      disk: [{ boot: true, auto_delete: true, initialize_params: [{ source_image: 'image-1' }] }],
      auto_healing: true,
      health_check_type: 'K8S_NODE',
      unhealthy_duration: 120,
      labels: [{ key: 'tier', value: 'api' }],
      metadata: [{ key: 'a', value: 'b' }],
      tags: ['web'],
      fallback_to_ondemand: false,
      service_account: 'sa',
      startup_script: 'echo',
    }));
  });

  test('useManagedK8s: the autoscaler on by default, and Terraform leaves the desired capacity to it', () => {
    const { s, group } = c();
    group.useManagedK8s({ clusterId: 'k-1', location: 'zone-a', headroom: { cpuPerUnit: 500, memoryPerUnit: 512, numOfUnits: 2 }, autoscaleCooldown: 300 });
    const json = cJson(s);
    expect(json.integration_managed_k8s).toEqual({
      cluster_id: 'k-1',
      location: 'zone-a',
      autoscale_is_enabled: true,
      autoscale_is_auto_config: false,
      autoscale_cooldown: 300,
      autoscale_headroom: { cpu_per_unit: 500, memory_per_unit: 512, num_of_units: 2 },
    });
    expect(json.lifecycle).toEqual({ ignore_changes: ['desired_capacity'] });
    expect(warningsOf(group, true)).toEqual([]);
  });

  test('useManagedK8s with the autoscaler off: the desired capacity stays Terraform\'s; lifecycle settings of the user are kept', () => {
    const { s, group } = c();
    group.resource.lifecycle = { preventDestroy: true };
    group.useManagedK8s({ clusterId: 'k-1', autoscaler: false });
    const json = cJson(s);
    expect(json.integration_managed_k8s.autoscale_is_enabled).toBe(false);
    expect(json.lifecycle).toEqual({ prevent_destroy: true });
  });

  test('useManagedK8s: careless options, and a second call', () => {
    const { group } = c();
    expect(() => group.useManagedK8s({ clusterId: 'k', autoscaler: false, autoscaleCooldown: 30, headroom: { cpuPerUnit: 1, memoryPerUnit: 1, numOfUnits: 1, gpuPerUnit: 1 } }))
      .toThrow(invalidAt('SpotScalingGroupPubcloudC.useManagedK8s', 'stack/G')(
        'headroom.gpuPerUnit: the pubcloud_c autoscaler\'s headroom has no GPUs; remove it',
        'headroom: tunes the autoscaler, but autoscaler is false; set autoscaler: true, or remove headroom',
        'autoscaleCooldown: tunes the autoscaler, but autoscaler is false; set autoscaler: true, or remove autoscaleCooldown',
      ));
    group.useManagedK8s({ clusterId: 'k' });
    expect(() => group.useManagedK8s({ clusterId: 'k' })).toThrow('the group already has a managed_k8s integration');
  });

  test('scheduled tasks in pubcloud_c\'s shape', () => {
    const { s, group } = c();
    group.addScheduledTask('setCapacity', { cronExpression: '0 8 * * *', targetCapacity: 4 });
    expect(cJson(s).scheduled_task).toEqual([{ task_type: 'setCapacity', cron_expression: '0 8 * * *', is_enabled: true, target_capacity: '4' }]);
  });

  test('careless props', () => {
    expect(() => c({ desiredCapacity: 9, labels: { '': 'x' }, subnets: ['a'] as any, split: cap.CapacitySplit.onDemandCount(1) }))
      .toThrow(/capacity: minSize \(1\) <= desiredCapacity \(9\) <= maxSize \(6\) does not hold[\s\S]*subnets: expected a map of region to subnet names/);
    expect(() => c({ desiredCapacity: undefined as any })).toThrow(/desiredCapacity: is required, but was not given/);
  });
});

describe('SpotManagedK8sScalingGroup', () => {
  test('the cluster through the integration (never the deprecated cluster_id), the autoscaler on, desired capacity left to it', () => {
    const { s, group } = k({ nodeImage: 'cos', split: cap.CapacitySplit.spotPercentage(90) });
    const json = kJson(s);
    expect(json).toEqual({
      name: 'nodes',
      min_size: 0,
      max_size: 10,
      desired_capacity: 3,
      cluster_zone_name: 'zone-a',
      node_image: 'cos',
      preemptible_percentage: 90,
      integration_managed_k8s: { cluster_id: 'k-1', autoscale_is_enabled: true },
      lifecycle: { ignore_changes: ['desired_capacity'] },
    });
    expect(resolved(s, group.scalingGroupId)).toMatch(/^\$\{cap_pubcloud_c_managed_k8s_scaling_group\.G_[0-9A-F]{8}\.id\}$/);
  });

  test('the autoscaler off: no lifecycle', () => {
    const { s } = k({ autoscaler: false });
    expect(kJson(s).lifecycle).toBeUndefined();
  });

  test('careless props', () => {
    expect(() => k({ clusterId: undefined as any, maxSize: -1, autoscaler: false, headroom: { cpuPerUnit: 1, memoryPerUnit: 1, numOfUnits: 1 } }))
      .toThrow(/maxSize: -1 must be a whole number of at least 0[\s\S]*clusterId: is required[\s\S]*headroom: tunes the autoscaler, but autoscaler is false/);
  });
});

describe('SpotScalingGroup takes the split too', () => {
  const A = { name: 'a', product: 'Linux/UNIX', securityGroups: ['sg'], minSize: 0, maxSize: 2 };
  test('an on-demand count is written to ondemand_count', () => {
    const s = capStack();
    new cap.SpotScalingGroup(s, 'G', { ...A, split: cap.CapacitySplit.onDemandCount(1) });
    const json = only(synth(s), 'cap_pubcloud_a_scaling_group');
    expect(json.ondemand_count).toBe(1);
    expect(json.spot_percentage).toBeUndefined();
  });

  test('spotPercentage and split together are refused', () => {
    const s = capStack();
    expect(() => new cap.SpotScalingGroup(s, 'G', { ...A, spotPercentage: 50, split: cap.CapacitySplit.onDemandCount(1) })).toThrow(invalidAt('SpotScalingGroup', 'stack/G')(
      'spotPercentage: cannot be given with split (the provider refuses a spot percentage together with an on-demand count); keep split and remove spotPercentage',
    ));
  });
});

describe('SpotScalingGroup: health checks and scheduled tasks, as the other clouds\' groups have them', () => {
  const A = { name: 'a', product: 'Linux/UNIX', securityGroups: ['sg'], minSize: 0, maxSize: 4 };
  const groupOf = (s: TerraformStack) => only(synth(s), 'cap_pubcloud_a_scaling_group');

  test('health settings are written only when given', () => {
    const s = capStack();
    new cap.SpotScalingGroup(s, 'G', { ...A, autoHealing: false, healthCheckType: 'TARGET_GROUP', healthCheckGracePeriod: 300, unhealthyDuration: 120 });
    expect(groupOf(s)).toEqual(expect.objectContaining({
      auto_healing: false, health_check_type: 'TARGET_GROUP', health_check_grace_period: 300, health_check_unhealthy_duration_before_replacement: 120,
    }));
    const plain = capStack();
    new cap.SpotScalingGroup(plain, 'G', A);
    expect(Object.keys(groupOf(plain)).filter((key) => /health|healing|scheduled_task/.test(key))).toEqual([]);
  });

  test('scheduled tasks, sorted by type and schedule whatever the order of the calls; the same type and schedule twice is refused', () => {
    const s = capStack();
    const g = new cap.SpotScalingGroup(s, 'G', A);
    g.addScheduledTask('scale', { cronExpression: '0 20 * * 1-5', minCapacity: 0, maxCapacity: 1 });
    g.addScheduledTask('roll', { frequency: 'weekly', batchSizePercentage: 25 });
    expect(groupOf(s).scheduled_task).toEqual([
      { task_type: 'roll', frequency: 'weekly', is_enabled: true, batch_size_percentage: '25' },
      { task_type: 'scale', cron_expression: '0 20 * * 1-5', is_enabled: true, min_capacity: '0', max_capacity: '1' },
    ]);
    expect(() => g.addScheduledTask('scale', { cronExpression: '0 20 * * 1-5' })).toThrow(invalidAt('SpotScalingGroup.addScheduledTask', 'stack/G')(
      'a scale task at "0 20 * * 1-5" is already scheduled',
    ));
  });

  test('careless tasks and health timings', () => {
    const s = capStack();
    const g = new cap.SpotScalingGroup(s, 'G', A);
    expect(() => g.addScheduledTask('nap', { cronExpression: '0 1 * * *', frequency: 'daily', batchSizePercentage: 101 })).toThrow(invalidAt('SpotScalingGroup.addScheduledTask', 'stack/G')(
      'taskType: "nap" is not one of "scale", "backup_ami", "roll", "scaleUp", "percentageScaleUp", "scaleDown", "percentageScaleDown", "statefulUpdateCapacity"',
      'cronExpression and frequency: give one of them, not both',
      'batchSizePercentage: 101 must be a whole number from 0 to 100',
    ));
    expect(() => new cap.SpotScalingGroup(s, 'H', { ...A, healthCheckGracePeriod: -5 })).toThrow('healthCheckGracePeriod: -5 must be a whole number of at least 0');
  });

  test('tasks set on the L1 directly are kept: addScheduledTask throws instead of losing them', () => {
    const s = capStack();
    const g = new cap.SpotScalingGroup(s, 'G', A);
    g.resource.putScheduledTasks([{ taskType: 'scale', cronExpression: '0 1 * * *' }]);
    expect(() => g.addScheduledTask('roll', { frequency: 'daily' })).toThrow(/scheduledTasks/);
  });
});
