/**
 * A map-reduce cluster on spot capacity (`cap.SpotMapReduceScaler`, L1 `pubcloud_a.MapReduceScaler`)
 * and its scaling policies (`cap.MapReduceScalingPolicy`).
 */
import { TerraformVariable } from 'cdktf';
import { cap } from '../../src';
import { capStack as stack } from '../support/cap';
import { synthChecked as synth, warningsOf as warnings } from '../support/l2';

const scalers = (json: any): Record<string, any> => json.resource.cap_pubcloud_a_map_reduce_scaler ?? {};
const only = (json: any) => {
  const values = Object.values(scalers(json));
  expect(values).toHaveLength(1);
  return values[0];
};
const base = { name: 'etl', strategy: 'new' };
const trigger = { metricName: 'MemoryAvailablePercentage', namespace: 'pubcloud_a/MapReduce', threshold: 15, unit: 'percent' };

describe('a full stack', () => {
  test('a scaler with every part', () => {
    const s = stack();
    const scaler = new cap.SpotMapReduceScaler(s, 'Etl', {
      ...base,
      description: 'nightly batch',
      region: 'region-1',
      releaseLabel: 'rel-6.15.0',
      availabilityZones: ['zone-a:subnet-1'],
      provisioningTimeoutMinutes: 30,
      provisioningTimeoutAction: 'terminateAndRetry',
      terminationProtected: false,
      tags: { team: 'data' },
    });
    scaler.addMasterGroup({ instanceTypes: ['m5.xlarge'], lifecycle: 'ON_DEMAND', target: 1 });
    scaler.addCoreGroup({ instanceTypes: ['r5.2xlarge'], lifecycle: 'ON_DEMAND', minSize: 2, maxSize: 6, ebsVolumes: [{ volumeType: 'gp3', sizeGb: 100, volumesPerInstance: 2 }] });
    scaler.addTaskGroup({ instanceTypes: ['c5.2xlarge', 'c5a.2xlarge'], lifecycle: 'SPOT', minSize: 0, maxSize: 40 });
    scaler.addTaskScaleUpPolicy(cap.MapReduceScalingPolicy.adjust({ ...trigger, policyName: 'memory-low', operator: 'lt', adjustment: 4, cooldown: 300 }));
    scaler.addTaskScaleDownPolicy(cap.MapReduceScalingPolicy.adjust({ ...trigger, policyName: 'memory-high', operator: 'gt', threshold: 75, adjustment: 2 }));
    scaler.addCoreScaleUpPolicy(cap.MapReduceScalingPolicy.updateCapacity({ ...trigger, policyName: 'grow', minimum: 2, target: 4, maximum: 6 }));
    scaler.addTerminationStatement({ metricName: 'IsIdle', namespace: 'pubcloud_a/MapReduce', threshold: 1, operator: 'gte', statistic: 'average', unit: 'count', period: 300, evaluationPeriods: 6 });
    scaler.addScheduledCapacity('0 20 * * 1-5', { maxCapacity: 10 });
    scaler.addScheduledCapacity('0 6 * * 1-5', { minCapacity: 0, maxCapacity: 40, enabled: true });
    scaler.addApplication('QueryEngine', { version: '3.5' });
    scaler.addApplication('BatchEngine');
    const json = synth(s);
    expect(json.resource).toMatchSnapshot();
    expect(warnings(scaler)).toEqual([]);
  });
});

describe('SpotMapReduceScaler props', () => {
  test('defaults are not written: a minimal scaler has its name and strategy only', () => {
    const s = stack();
    const scaler = new cap.SpotMapReduceScaler(s, 'S', base);
    expect(scaler.resource).toBeInstanceOf(cap.pubcloud_a.MapReduceScaler);
    expect(scaler.resource.node.id).toBe('Resource');
    expect(only(synth(s))).toEqual({ name: 'etl', strategy: 'new' });
  });

  const cases: Array<[string, Partial<cap.SpotMapReduceScalerProps>, Record<string, unknown>]> = [
    ['strategy', { strategy: 'wrap', clusterId: 'j-1' }, { strategy: 'wrap', cluster_id: 'j-1' }],
    ['clusterId', { strategy: 'clone', clusterId: 'j-2' }, { strategy: 'clone', cluster_id: 'j-2' }],
    ['description', { description: 'd' }, { description: 'd' }],
    ['region', { region: 'r' }, { region: 'r' }],
    ['releaseLabel', { releaseLabel: 'rel' }, { release_label: 'rel' }],
    ['imageId', { imageId: 'img-1' }, { custom_ami_id: 'img-1' }],
    ['keyName', { keyName: 'k' }, { ec2_key_name: 'k' }],
    ['instanceRole', { instanceRole: 'ir' }, { job_flow_role: 'ir' }],
    ['serviceRole', { serviceRole: 'sr' }, { service_role: 'sr' }],
    ['securityConfig', { securityConfig: 'sc' }, { security_config: 'sc' }],
    ['logUri', { logUri: 'store://logs/' }, { log_uri: 'store://logs/' }],
    ['additionalInfo', { additionalInfo: '{"a":1}' }, { additional_info: '{"a":1}' }],
    ['availabilityZones', { availabilityZones: ['z1:s1', 'z2:s2'] }, { availability_zones: ['z1:s1', 'z2:s2'] }],
    ['rootVolumeSize', { rootVolumeSize: 40 }, { ebs_root_volume_size: 40 }],
    ['retries', { retries: 0 }, { retries: 0 }],
    ['keepAlive', { keepAlive: false }, { keep_job_flow_alive: false }],
    ['terminationProtected', { terminationProtected: true }, { termination_protected: true }],
    ['exposeClusterId', { exposeClusterId: true }, { expose_cluster_id: true }],
    ['provisioningTimeout', { provisioningTimeoutMinutes: 15, provisioningTimeoutAction: 'terminate' }, { provisioning_timeout: { timeout: 15, timeout_action: 'terminate' } }],
    ['tags', { tags: { team: 'data', env: 'prod' } }, { tags: [{ key: 'team', value: 'data' }, { key: 'env', value: 'prod' }] }],
  ];
  test.each(cases)('%s reaches the JSON, and nothing else is written', (_name, props, expected) => {
    const s = stack();
    new cap.SpotMapReduceScaler(s, 'S', { ...base, ...props });
    const { name, strategy, ...rest } = only(synth(s));
    expect(name).toBe('etl');
    expect({ strategy, ...rest }).toEqual({ strategy: 'new', ...expected });
  });

  test('the provisioning timeout is at least 15 minutes, a whole number, and comes with its action', () => {
    expect(() => new cap.SpotMapReduceScaler(stack(), 'S', { ...base, provisioningTimeoutMinutes: 14, provisioningTimeoutAction: 'terminate' })).toThrow(
      "SpotMapReduceScaler at 'stack/S' is invalid:\n  - provisioningTimeoutMinutes: 14 must be a whole number of minutes of at least 15",
    );
    expect(() => new cap.SpotMapReduceScaler(stack(), 'S', { ...base, provisioningTimeoutMinutes: 15.5, provisioningTimeoutAction: 'terminate' })).toThrow('15.5 must be a whole number');
    expect(() => new cap.SpotMapReduceScaler(stack(), 'S', { ...base, provisioningTimeoutMinutes: 20 })).toThrow('provisioningTimeoutAction: is required with provisioningTimeoutMinutes');
    expect(() => new cap.SpotMapReduceScaler(stack(), 'S', { ...base, provisioningTimeoutAction: 'terminate' })).toThrow('provisioningTimeoutMinutes: is required with provisioningTimeoutAction');
    expect(() => new cap.SpotMapReduceScaler(stack(), 'S', { ...base, provisioningTimeoutMinutes: 20, provisioningTimeoutAction: 'retry' })).toThrow(
      'provisioningTimeoutAction: "retry" is not one of "terminate", "terminateAndRetry"',
    );
  });

  test('invalid props: one error naming the path and every problem', () => {
    expect(() => new cap.SpotMapReduceScaler(stack(), 'S', { name: 'x', strategy: 'wrap', rootVolumeSize: 0, retries: -1 })).toThrow(
      "SpotMapReduceScaler at 'stack/S' is invalid:\n" +
      '  - rootVolumeSize: 0 must be a whole number of at least 1\n' +
      '  - retries: -1 must be a whole number of at least 0\n' +
      '  - clusterId: is required with strategy "wrap" (wrap and clone work on an existing cluster)',
    );
    expect(() => new cap.SpotMapReduceScaler(stack(), 'S', { name: 'x', strategy: 'copy' })).toThrow('strategy: "copy" is not one of "new", "wrap", "clone"');
  });

  test('tokens are not judged', () => {
    const s = stack();
    const n = new TerraformVariable(s, 'n', { type: 'number' });
    const str = new TerraformVariable(s, 'str', { type: 'string' });
    // a default the provider takes: the Terraform suite plans the stack, and the provider checks the strategy
    const strategy = new TerraformVariable(s, 'strategy', { type: 'string', default: 'new' });
    new cap.SpotMapReduceScaler(s, 'S', { name: 'x', strategy: strategy.stringValue, provisioningTimeoutMinutes: n.numberValue, provisioningTimeoutAction: str.stringValue, retries: n.numberValue });
    expect(only(synth(s))).toMatchObject({ strategy: '${var.strategy}', retries: '${var.n}', provisioning_timeout: { timeout: '${var.n}', timeout_action: '${var.str}' } });
  });
});

describe('instance groups', () => {
  test('each group writes its own attributes, only those given', () => {
    const s = stack();
    const scaler = new cap.SpotMapReduceScaler(s, 'S', base);
    scaler.addMasterGroup({ instanceTypes: ['m1'], lifecycle: cap.pubcloud_a.MapReduceScalerMasterLifecycle.ON_DEMAND, target: 3, ebsVolumes: [{ volumeType: 'gp2', sizeGb: 20 }] });
    scaler.addCoreGroup({ instanceTypes: ['c1'], lifecycle: 'SPOT', minSize: 1, desiredSize: 2, maxSize: 3, ebsVolumes: [{ volumeType: 'io1', sizeGb: 50, iops: 3000, volumesPerInstance: 2 }] });
    scaler.addTaskGroup({ maxSize: 9 });
    const { name: _n, strategy: _s, ...rest } = only(synth(s));
    expect(rest).toEqual({
      master_instance_types: ['m1'],
      master_lifecycle: 'ON_DEMAND',
      master_target: 3,
      master_ebs_block_device: [{ volume_type: 'gp2', size_in_gb: 20 }],
      core_instance_types: ['c1'],
      core_lifecycle: 'SPOT',
      core_min_size: 1,
      core_desired_capacity: 2,
      core_max_size: 3,
      core_ebs_block_device: [{ volume_type: 'io1', size_in_gb: 50, iops: 3000, volumes_per_instance: 2 }],
      task_max_size: 9,
    });
  });

  test('each group once; a group set on the L1 directly is kept', () => {
    const scaler = new cap.SpotMapReduceScaler(stack(), 'S', base);
    scaler.addTaskGroup({ instanceTypes: ['t1'] });
    expect(() => scaler.addTaskGroup({ maxSize: 2 })).toThrow("SpotMapReduceScaler.addTaskGroup at 'stack/S' is invalid:\n  - the task group was already configured (each group once)");
    scaler.resource.coreMaxSize = 4;
    expect(() => scaler.addCoreGroup({ minSize: 1 })).toThrow("the core group's attributes were set on the L1 (`resource`) directly; those values are kept as set");
  });

  test('a volume left out of the list (null or undefined) is named by its index', () => {
    const scaler = new cap.SpotMapReduceScaler(stack(), 'S', base);
    expect(() => scaler.addTaskGroup({ minSize: 0, maxSize: 2, ebsVolumes: [null as any, { volumeType: 'gp3', sizeGb: 10 }, undefined as any] })).toThrow(
      "SpotMapReduceScaler.addTaskGroup at 'stack/S' is invalid:\n" +
      '  - ebsVolumes[0]: is required, but was null; expected an object of named properties\n' +
      '  - ebsVolumes[2]: is required, but was not given; expected an object of named properties',
    );
  });

  test('invalid options: one error naming the path and every problem', () => {
    const scaler = new cap.SpotMapReduceScaler(stack(), 'S', base);
    expect(() => scaler.addCoreGroup({
      lifecycle: 'spot',
      minSize: 5,
      desiredSize: 3,
      maxSize: 2.5,
      ebsVolumes: [{ volumeType: 'gp3', sizeGb: 0 }, { volumeType: 7 as any, sizeGb: 10, volumesPerInstance: 0 }, 'gp3:100' as any],
    })).toThrow(
      "SpotMapReduceScaler.addCoreGroup at 'stack/S' is invalid:\n" +
      '  - lifecycle: "spot" is not one of "SPOT", "ON_DEMAND"\n' +
      '  - ebsVolumes[0].sizeGb: 0 must be a whole number of at least 1\n' +
      '  - ebsVolumes[1].volumeType: expected a string, got 7 (a number)\n' +
      '  - ebsVolumes[1].volumesPerInstance: 0 must be a whole number of at least 1\n' +
      '  - ebsVolumes[2]: expected an object of named properties, got "gp3:100" (a string)\n' +
      '  - maxSize: 2.5 must be a whole number of at least 0\n' +
      '  - minSize (5) must not be greater than desiredSize (3); required: minSize <= desiredSize <= maxSize\n' +
      '  - desiredSize (3) must not be greater than maxSize (2.5); required: minSize <= desiredSize <= maxSize',
    );
    // nothing was written, and the group can still be configured
    expect(scaler.resource.coreMinSizeInput).toBeUndefined();
    expect(() => scaler.addCoreGroup({ minSize: 1 })).not.toThrow();
  });

  test('a desired size with scaling policies on the group warns at synth', () => {
    const s = stack();
    const scaler = new cap.SpotMapReduceScaler(s, 'S', base);
    scaler.addTaskGroup({ minSize: 0, desiredSize: 2, maxSize: 10 });
    scaler.addCoreGroup({ desiredSize: 2 });
    scaler.addTaskScaleUpPolicy(cap.MapReduceScalingPolicy.adjust({ ...trigger, policyName: 'p', adjustment: 1 }));
    synth(s);
    expect(warnings(scaler)).toEqual([expect.stringContaining("SpotMapReduceScaler at 'stack/S': the task group's desired size (2) is written while the group has scaling policies")]);
  });
});

describe('MapReduceScalingPolicy', () => {
  test('each factory writes its action type and its own field', () => {
    const s = stack();
    const scaler = new cap.SpotMapReduceScaler(s, 'S', base);
    const P = cap.MapReduceScalingPolicy;
    scaler.addCoreScaleUpPolicy(P.adjust({ ...trigger, policyName: 'a', adjustment: 2 }));
    scaler.addCoreScaleUpPolicy(P.adjustByPercentage({ ...trigger, policyName: 'b', percentage: 12.5 }));
    scaler.addCoreScaleUpPolicy(P.minTarget({ ...trigger, policyName: 'c', capacity: 3 }));
    scaler.addCoreScaleUpPolicy(P.maxTarget({ ...trigger, policyName: 'd', capacity: 8 }));
    scaler.addCoreScaleUpPolicy(P.updateCapacity({ ...trigger, policyName: 'e', target: 5 }));
    const common = { metric_name: trigger.metricName, namespace: trigger.namespace, threshold: 15, unit: 'percent' };
    expect(only(synth(s)).core_scaling_up_policy).toEqual([
      { ...common, policy_name: 'a', action_type: 'adjustment', adjustment: '2' },
      { ...common, policy_name: 'b', action_type: 'percentageAdjustment', adjustment: '12.5' },
      { ...common, policy_name: 'c', action_type: 'setMinTarget', min_target_capacity: '3' },
      { ...common, policy_name: 'd', action_type: 'setMaxTarget', max_target_capacity: '8' },
      { ...common, policy_name: 'e', action_type: 'updateCapacity', target: '5' },
    ]);
    expect(P.adjust({ ...trigger, policyName: 'a', adjustment: 2 }).actionType).toBe('adjustment');
  });

  test('the condition reaches the JSON', () => {
    const s = stack();
    const scaler = new cap.SpotMapReduceScaler(s, 'S', base);
    scaler.addTaskScaleDownPolicy(cap.MapReduceScalingPolicy.adjust({
      ...trigger, policyName: 'p', adjustment: 1, operator: 'gte', statistic: 'average', period: 60, evaluationPeriods: 3, cooldown: 0, dimensions: { ClusterId: 'j-1' },
    }));
    expect(only(synth(s)).task_scaling_down_policy).toEqual([{
      policy_name: 'p',
      metric_name: trigger.metricName,
      namespace: trigger.namespace,
      threshold: 15,
      unit: 'percent',
      action_type: 'adjustment',
      adjustment: '1',
      operator: 'gte',
      statistic: 'average',
      period: 60,
      evaluation_periods: 3,
      cooldown: 0,
      dimensions: { ClusterId: 'j-1' },
    }]);
  });

  test('invalid props: one error naming the factory and every problem', () => {
    expect(() => cap.MapReduceScalingPolicy.updateCapacity({ ...trigger, policyName: ' ', period: 0, cooldown: -1 })).toThrow(
      'MapReduceScalingPolicy.updateCapacity is invalid:\n' +
      '  - period: 0 must be a whole number of at least 1\n' +
      '  - cooldown: -1 must be a whole number of at least 0\n' +
      '  - policyName: must not be blank\n' +
      '  - minimum, maximum, target: give at least one of them (an update of no capacity changes nothing)',
    );
    expect(() => cap.MapReduceScalingPolicy.updateCapacity({ ...trigger, policyName: 'p', minimum: 5, maximum: 2 })).toThrow(
      'MapReduceScalingPolicy.updateCapacity: minimum (5) must not be greater than maximum (2); required: minimum <= target <= maximum',
    );
    expect(() => cap.MapReduceScalingPolicy.adjust({ ...trigger, policyName: 'p', adjustment: 1.5 })).toThrow('MapReduceScalingPolicy.adjust: adjustment: 1.5 must be a whole number of nodes');
    expect(() => cap.MapReduceScalingPolicy.minTarget({ ...trigger, policyName: 'p', capacity: -1 })).toThrow('MapReduceScalingPolicy.minTarget: capacity: -1 must be a whole number of at least 0');
  });

  test('one policy of a name per list; the same name in another list is fine; a non-policy is refused', () => {
    const scaler = new cap.SpotMapReduceScaler(stack(), 'S', base);
    const p = cap.MapReduceScalingPolicy.adjust({ ...trigger, policyName: 'p', adjustment: 1 });
    scaler.addTaskScaleUpPolicy(p);
    scaler.addCoreScaleUpPolicy(p);
    expect(() => scaler.addTaskScaleUpPolicy(p)).toThrow(
      "SpotMapReduceScaler.addTaskScaleUpPolicy at 'stack/S' is invalid:\n  - policy: a policy named \"p\" is already in taskScalingUpPolicies (one policy of a name per list)",
    );
    expect(() => scaler.addTaskScaleDownPolicy({ policyName: 'x' } as any)).toThrow('policy: expected a cap.MapReduceScalingPolicy (cap.MapReduceScalingPolicy.adjust({ ... })');
  });
});

describe('termination statements, scheduled capacity, applications', () => {
  test('statements go into one termination policy with the service namespace, in an order independent of the calls', () => {
    const build = (reverse: boolean) => {
      const s = stack();
      const scaler = new cap.SpotMapReduceScaler(s, 'S', base);
      const calls = [
        () => scaler.addTerminationStatement({ metricName: 'IsIdle', namespace: 'pubcloud_a/MapReduce', threshold: 1 }),
        () => scaler.addTerminationStatement({ metricName: 'AppsRunning', namespace: 'pubcloud_a/MapReduce', threshold: 0, operator: 'lte', unit: 'count' }),
      ];
      (reverse ? calls.reverse() : calls).forEach((c) => c());
      return only(synth(s)).termination_policies;
    };
    expect(build(false)).toEqual(build(true));
    expect(build(false)).toEqual([{
      statements: [
        { metric_name: 'AppsRunning', namespace: 'pubcloud_a/MapReduce', threshold: 0, operator: 'lte', unit: 'count' },
        { metric_name: 'IsIdle', namespace: 'pubcloud_a/MapReduce', threshold: 1 },
      ],
    }]);
  });

  test('statement values outside the allowed ones are refused, all in one error', () => {
    const scaler = new cap.SpotMapReduceScaler(stack(), 'S', base);
    expect(() => scaler.addTerminationStatement({ metricName: 'm', threshold: 1, namespace: ' ', operator: '>', statistic: 'avg', unit: 'secs', period: 0 })).toThrow(
      "SpotMapReduceScaler.addTerminationStatement at 'stack/S' is invalid:\n" +
      '  - namespace: must not be blank; give the namespace of the metric (the map-reduce service\'s)\n' +
      '  - operator: ">" is not one of "gt", "gte", "lt", "lte"\n' +
      '  - statistic: "avg" is not one of "average", "sum", "sampleCount", "maximum", "minimum"\n' +
      '  - unit: "secs" is not one of ',
    );
    scaler.addTerminationStatement({ metricName: 'm', namespace: 'pubcloud_a/MapReduce', threshold: 1 });
    expect(() => scaler.addTerminationStatement({ metricName: 'm', namespace: 'pubcloud_a/MapReduce', threshold: 1 })).toThrow('the same termination statement was already added');
  });

  test('scheduled capacity: task group, setCapacity, capacities as the L1 writes them, sorted by cron expression', () => {
    const s = stack();
    const scaler = new cap.SpotMapReduceScaler(s, 'S', base);
    scaler.addScheduledCapacity('30 6 * * *', { desiredCapacity: 4, enabled: false });
    scaler.addScheduledCapacity('0 20 * * 1-5', { minCapacity: 0, maxCapacity: 2 });
    expect(only(synth(s)).scheduled_task).toEqual([
      { cron: '0 20 * * 1-5', instance_group_type: 'task', task_type: 'setCapacity', min_capacity: '0', max_capacity: '2' },
      { cron: '30 6 * * *', instance_group_type: 'task', task_type: 'setCapacity', desired_capacity: '4', is_enabled: false },
    ]);
  });

  test('scheduled capacity: bad cron, duplicate, no capacity', () => {
    const scaler = new cap.SpotMapReduceScaler(stack(), 'S', base);
    scaler.addScheduledCapacity('0 20 * * *', { maxCapacity: 1 });
    expect(() => scaler.addScheduledCapacity('0 0 20 * * ? *', {})).toThrow(
      "SpotMapReduceScaler.addScheduledCapacity at 'stack/S' is invalid:\n" +
      '  - cronExpression: "0 0 20 * * ? *" is not a Unix cron expression: expected 5 fields (minute hour day-of-month month day-of-week), found 7\n' +
      '  - minCapacity, maxCapacity, desiredCapacity: give at least one of them (a capacity task without a capacity changes nothing)',
    );
    expect(() => scaler.addScheduledCapacity('0 20 * * *', { maxCapacity: 2 })).toThrow('cronExpression: a capacity task at "0 20 * * *" is already scheduled');
    expect(() => scaler.addScheduledCapacity('0 21 * * *', { minCapacity: 3, maxCapacity: 2 })).toThrow('minCapacity (3) must not be greater than maxCapacity (2)');
  });

  test('applications: sorted by name, each once', () => {
    const s = stack();
    const scaler = new cap.SpotMapReduceScaler(s, 'S', base);
    scaler.addApplication('QueryEngine', { version: '3.5', args: ['--a'] });
    scaler.addApplication('StreamEngine');
    expect(() => scaler.addApplication('StreamEngine')).toThrow('name: the application "StreamEngine" was already added');
    expect(only(synth(s)).applications).toEqual([{ name: 'QueryEngine', version: '3.5', args: ['--a'] }, { name: 'StreamEngine' }]);
  });
});

describe('stability and escape hatches', () => {
  test('removing one call leaves the address and every other item unchanged', () => {
    const P = cap.MapReduceScalingPolicy;
    const calls: Array<(m: cap.SpotMapReduceScaler) => void> = [
      (m) => m.addTaskScaleUpPolicy(P.adjust({ ...trigger, policyName: 'one', adjustment: 1 })),
      (m) => m.addTaskScaleUpPolicy(P.adjust({ ...trigger, policyName: 'two', adjustment: 2 })),
      (m) => m.addTaskScaleUpPolicy(P.adjust({ ...trigger, policyName: 'three', adjustment: 3 })),
      (m) => m.addScheduledCapacity('0 1 * * *', { maxCapacity: 1 }),
      (m) => m.addScheduledCapacity('0 2 * * *', { maxCapacity: 2 }),
      (m) => m.addApplication('A'),
      (m) => m.addApplication('B'),
    ];
    const build = (selected: typeof calls) => {
      const s = stack();
      const m = new cap.SpotMapReduceScaler(s, 'M', base);
      selected.forEach((call) => call(m));
      return scalers(synth(s));
    };
    const all = build(calls);
    const [address] = Object.keys(all);
    const items = (json: any) => [...(json.task_scaling_up_policy ?? []), ...(json.scheduled_task ?? []), ...(json.applications ?? [])];
    for (let i = 0; i < calls.length; i++) {
      const without = build(calls.filter((_, j) => j !== i));
      expect(Object.keys(without)).toEqual([address]);
      const removed = items(all[address]).filter((x) => !items(without[address]).some((y) => JSON.stringify(y) === JSON.stringify(x)));
      expect(removed).toHaveLength(1);
      expect(items(without[address])).toEqual(items(all[address]).filter((x) => x !== removed[0]));
    }
  });

  test('what is set on the L1 through an escape hatch is kept; a method that would add to it throws', () => {
    const s = stack();
    const scaler = new cap.SpotMapReduceScaler(s, 'S', base);
    scaler.resource.putScheduledTasks([{ cron: '0 1 * * *', instanceGroupType: 'task', taskType: 'setCapacity', maxCapacity: '3' }]);
    scaler.resource.putApplications([{ name: 'Own' }]);
    expect(() => scaler.addScheduledCapacity('0 2 * * *', { maxCapacity: 1 })).toThrow('scheduledTasks: was set on the L1 (`resource`) directly');
    expect(() => scaler.addApplication('QueryEngine')).toThrow('applications: was set on the L1 (`resource`) directly');
    scaler.resource.putTaskScalingUpPolicies([{ policyName: 'own', metricName: 'm', namespace: 'n', threshold: 1, unit: 'count' }]);
    expect(() => scaler.addTaskScaleUpPolicy(cap.MapReduceScalingPolicy.adjust({ ...trigger, policyName: 'p', adjustment: 1 }))).toThrow('taskScalingUpPolicies: was set on the L1');
    scaler.resource.releaseLabel = 'rel-7';
    const json = only(synth(s));
    expect(json).toMatchObject({ release_label: 'rel-7', scheduled_task: [{ cron: '0 1 * * *', max_capacity: '3' }], applications: [{ name: 'Own' }] });
  });

  test('tokens in method arguments are not judged', () => {
    const s = stack();
    const n = new TerraformVariable(s, 'n', { type: 'number' });
    const str = new TerraformVariable(s, 'str', { type: 'string' });
    const scaler = new cap.SpotMapReduceScaler(s, 'S', base);
    scaler.addTaskGroup({ lifecycle: str.stringValue, minSize: n.numberValue, maxSize: 3 });
    scaler.addScheduledCapacity(str.stringValue, { maxCapacity: n.numberValue });
    scaler.addTerminationStatement({ metricName: 'm', namespace: 'pubcloud_a/MapReduce', threshold: n.numberValue, unit: str.stringValue });
    scaler.addTaskScaleUpPolicy(cap.MapReduceScalingPolicy.minTarget({ ...trigger, policyName: str.stringValue, capacity: n.numberValue }));
    expect(only(synth(s))).toMatchObject({
      task_lifecycle: '${var.str}',
      task_min_size: '${var.n}',
      scheduled_task: [{ cron: '${var.str}', max_capacity: '${var.n}' }],
      termination_policies: [{ statements: [{ threshold: '${var.n}', unit: '${var.str}' }] }],
      task_scaling_up_policy: [{ policy_name: '${var.str}', min_target_capacity: '${var.n}' }],
    });
  });
});
