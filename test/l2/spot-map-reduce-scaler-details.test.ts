/**
 * `cap.SpotMapReduceScaler` and `cap.MapReduceScalingPolicy` details: the exact messages of the
 * constructor, of every method and of every factory; the bounds are inclusive (the lowest accepted
 * value is written, the one below it refused, fractions refused); sizes and capacities in order, null
 * counting as not given; a prop given as null is not written (and, for a group's desired size, raises
 * no warning); a prop of the wrong kind is reported once, not also by the range, allowed-value or
 * order checks that follow; options that are not an object; each instance group once, not over values
 * set on the L1; the desired-size warning only for a group that has scaling policies.
 */
import { TerraformIterator, TerraformStack, TerraformVariable } from 'cdktf';
import { cap } from '../../src';
import { capStack as stack } from '../support/cap';
import { exactly, invalidAt, only, synthChecked, warningsOf } from '../support/l2';

const base = { name: 'etl', strategy: 'new' };
const scaler = (props: Partial<cap.SpotMapReduceScalerProps> = {}, s = stack()) => new cap.SpotMapReduceScaler(s, 'S', { ...base, ...props } as cap.SpotMapReduceScalerProps);
const scalerOf = (json: any) => only(json, 'cap_pubcloud_a_map_reduce_scaler');
/** What the scaler writes besides its name and strategy. */
const writtenBy = (s: TerraformStack) => {
  const { name: _name, strategy: _strategy, ...rest } = scalerOf(synthChecked(s));
  return rest;
};
/** The error of a call on the scaler at 'stack/S' (`SpotMapReduceScaler`, `SpotMapReduceScaler.addCoreGroup`, ...) listing these problems. */
const invalidIn = (type: string) => invalidAt(type, 'stack/S');
const invalid = invalidIn('SpotMapReduceScaler');
const methodInvalid = (method: string) => invalidIn(`SpotMapReduceScaler.${method}`);
/** The error of a factory of MapReduceScalingPolicy (one problem on one line, several as a list). */
const factoryInvalid = (factory: string) => (...problems: string[]) => exactly(problems.length === 1
  ? `MapReduceScalingPolicy.${factory}: ${problems[0]}`
  : `MapReduceScalingPolicy.${factory} is invalid:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
const trigger = { policyName: 'p', metricName: 'MemoryAvailablePercentage', namespace: 'pubcloud_a/MapReduce', threshold: 15, unit: 'percent' };
const writtenTrigger = { policy_name: 'p', metric_name: 'MemoryAvailablePercentage', namespace: 'pubcloud_a/MapReduce', threshold: 15, unit: 'percent' };
const P = cap.MapReduceScalingPolicy;
const POLICY_EXPECTED = 'a cap.MapReduceScalingPolicy (cap.MapReduceScalingPolicy.adjust({ ... }), adjustByPercentage, minTarget, maxTarget or updateCapacity)';
const UNITS = '"seconds", "microseconds", "milliseconds", "bytes", "kilobytes", "megabytes", "gigabytes", "terabytes", "bits", "kilobits", "megabits", ' +
  '"gigabits", "terabits", "percent", "count", "bytes/second", "kilobytes/second", "megabytes/second", "gigabytes/second", "terabytes/second", ' +
  '"bits/second", "kilobits/second", "megabits/second", "gigabits/second", "terabits/second", "count/second", "none"';

type GroupMethod = 'addMasterGroup' | 'addCoreGroup' | 'addTaskGroup';
const GROUPS: Array<[GroupMethod, string]> = [['addMasterGroup', 'master'], ['addCoreGroup', 'core'], ['addTaskGroup', 'task']];
const CAPACITY_GROUPS: Array<[GroupMethod, string]> = GROUPS.slice(1);
const configure = (m: cap.SpotMapReduceScaler, method: GroupMethod, options: unknown) => (m[method] as (o: unknown) => void).call(m, options);

type PolicyMethod = 'addCoreScaleUpPolicy' | 'addCoreScaleDownPolicy' | 'addTaskScaleUpPolicy' | 'addTaskScaleDownPolicy';
const POLICY_LISTS: Array<[PolicyMethod, string, string]> = [
  ['addCoreScaleUpPolicy', 'coreScalingUpPolicies', 'core_scaling_up_policy'],
  ['addCoreScaleDownPolicy', 'coreScalingDownPolicies', 'core_scaling_down_policy'],
  ['addTaskScaleUpPolicy', 'taskScalingUpPolicies', 'task_scaling_up_policy'],
  ['addTaskScaleDownPolicy', 'taskScalingDownPolicies', 'task_scaling_down_policy'],
];
const onL1 = (attribute: string) =>
  `${attribute}: was set on the L1 (\`resource\`) directly; that value is kept as set, and what this method adds would be lost (give every item on the L1, or none there)`;

describe('SpotMapReduceScaler props', () => {
  test('props that are not an object: that problem and each required prop missing, in one error', () => {
    expect(() => new cap.SpotMapReduceScaler(stack(), 'S', 'etl' as any)).toThrow(invalid(
      'props: expected an object of named properties, got "etl" (a string)',
      'name: is required, but was not given; expected a string',
      'strategy: is required, but was not given; expected a string',
    ));
  });

  test.each(['clusterId', 'description', 'region', 'releaseLabel', 'imageId', 'keyName', 'instanceRole', 'serviceRole', 'securityConfig', 'logUri', 'additionalInfo'])(
    '%s that is not a string is the only problem reported',
    (prop) => {
      expect(() => scaler({ [prop]: 42 } as any)).toThrow(invalid(`${prop}: expected a string, got 42 (a number)`));
    },
  );

  test('a strategy that is not a string is reported once: not also as an unknown strategy, nor as needing clusterId', () => {
    expect(() => scaler({ strategy: 42 as any })).toThrow(invalid('strategy: expected a string, got 42 (a number)'));
  });

  test('a provisioningTimeoutAction that is not a string is reported once, not also as an unknown action', () => {
    expect(() => scaler({ provisioningTimeoutMinutes: 15, provisioningTimeoutAction: 42 as any })).toThrow(
      invalid('provisioningTimeoutAction: expected a string, got 42 (a number)'),
    );
  });

  test.each([
    ['rootVolumeSize', { rootVolumeSize: '40' }],
    ['retries', { retries: '-1' }],
    ['provisioningTimeoutMinutes', { provisioningTimeoutMinutes: '5', provisioningTimeoutAction: 'terminate' }],
  ])('a %s that is not a number is reported once, not also as out of range', (prop, props) => {
    const value = Object.values(props)[0];
    expect(() => scaler(props as any)).toThrow(invalid(`${prop}: expected a number, got "${value}" (a string)`));
  });

  test.each(['keepAlive', 'terminationProtected', 'exposeClusterId'])('%s that is not a boolean is the only problem reported', (prop) => {
    expect(() => scaler({ [prop]: 'false' } as any)).toThrow(invalid(`${prop}: expected a boolean (true or false), got "false" (a string)`));
  });

  test('availabilityZones and tags of the wrong kind: each named, with what was given', () => {
    expect(() => scaler({ availabilityZones: 'z1:s1' as any, tags: 'team=data' as any })).toThrow(invalid(
      'availabilityZones: expected a list of strings, got "z1:s1" (a string)',
      'tags: expected a map of strings, got "team=data" (a string)',
    ));
  });

  test('every optional prop given as null is accepted and writes nothing', () => {
    const s = stack();
    const nulls = ['clusterId', 'description', 'region', 'releaseLabel', 'imageId', 'keyName', 'instanceRole', 'serviceRole', 'securityConfig', 'logUri',
      'additionalInfo', 'availabilityZones', 'rootVolumeSize', 'retries', 'keepAlive', 'terminationProtected', 'exposeClusterId',
      'provisioningTimeoutMinutes', 'provisioningTimeoutAction', 'tags'];
    scaler(Object.fromEntries(nulls.map((n) => [n, null])) as any, s);
    expect(scalerOf(synthChecked(s))).toEqual({ name: 'etl', strategy: 'new' });
  });

  test('the lowest accepted values are written: rootVolumeSize 1, retries 0, provisioningTimeoutMinutes 15', () => {
    const s = stack();
    scaler({ rootVolumeSize: 1, retries: 0, provisioningTimeoutMinutes: 15, provisioningTimeoutAction: 'terminateAndRetry' }, s);
    expect(writtenBy(s)).toEqual({ ebs_root_volume_size: 1, retries: 0, provisioning_timeout: { timeout: 15, timeout_action: 'terminateAndRetry' } });
  });

  test.each([
    [{ rootVolumeSize: 0 }, 'rootVolumeSize: 0 must be a whole number of at least 1'],
    [{ rootVolumeSize: 1.5 }, 'rootVolumeSize: 1.5 must be a whole number of at least 1'],
    [{ retries: -1 }, 'retries: -1 must be a whole number of at least 0'],
    [{ retries: 0.5 }, 'retries: 0.5 must be a whole number of at least 0'],
    [{ provisioningTimeoutMinutes: 14, provisioningTimeoutAction: 'terminate' }, 'provisioningTimeoutMinutes: 14 must be a whole number of minutes of at least 15'],
    [{ provisioningTimeoutMinutes: 15.5, provisioningTimeoutAction: 'terminate' }, 'provisioningTimeoutMinutes: 15.5 must be a whole number of minutes of at least 15'],
    [{ provisioningTimeoutMinutes: 20, provisioningTimeoutAction: 'retry' }, 'provisioningTimeoutAction: "retry" is not one of "terminate", "terminateAndRetry"'],
    [{ strategy: 'copy' }, 'strategy: "copy" is not one of "new", "wrap", "clone"'],
  ])('%j is refused with exactly one problem', (props, problem) => {
    expect(() => scaler(props)).toThrow(invalid(problem));
  });

  test.each([
    [{ provisioningTimeoutMinutes: 20, provisioningTimeoutAction: null }, 'provisioningTimeoutAction: is required with provisioningTimeoutMinutes (the timeout block needs both); give "terminate" or "terminateAndRetry"'],
    [{ provisioningTimeoutMinutes: null, provisioningTimeoutAction: 'terminate' }, 'provisioningTimeoutMinutes: is required with provisioningTimeoutAction (the timeout block needs both); give a whole number of at least 15'],
  ])('the timeout block needs both: %j is refused naming the one missing', (props, problem) => {
    expect(() => scaler(props as any)).toThrow(invalid(problem));
  });

  test.each([
    ['wrap', undefined],
    ['wrap', null],
    ['clone', undefined],
    ['clone', null],
  ])('strategy %s with clusterId %s is refused', (strategy, clusterId) => {
    expect(() => scaler({ strategy, clusterId: clusterId as any })).toThrow(
      invalid(`clusterId: is required with strategy "${strategy}" (wrap and clone work on an existing cluster)`),
    );
  });
});

describe('instance groups', () => {
  test.each(GROUPS)('%s: options that are not an object are the only problem reported', (method) => {
    expect(() => configure(scaler(), method, 'm5.xlarge')).toThrow(
      methodInvalid(method)('options: expected an object of named properties, got "m5.xlarge" (a string)'),
    );
  });

  test.each(GROUPS)('%s: every option given as null is accepted and writes nothing', (method) => {
    const s = stack();
    const nulls = { instanceTypes: null, lifecycle: null, ebsVolumes: null, ...(method === 'addMasterGroup' ? { target: null } : { minSize: null, maxSize: null, desiredSize: null }) };
    configure(scaler({}, s), method, nulls);
    expect(writtenBy(s)).toEqual({});
  });

  test.each(GROUPS)('%s: options of null write nothing, and configure the group (a second call is refused)', (method, label) => {
    const m = scaler();
    configure(m, method, null);
    expect(() => configure(m, method, {})).toThrow(methodInvalid(method)(`the ${label} group was already configured (each group once)`));
  });

  test.each(GROUPS)('%s: a second call names the repeat only, not also the attributes the first call wrote', (method, label) => {
    const m = scaler();
    configure(m, method, { instanceTypes: ['m5.xlarge'] });
    expect(() => configure(m, method, { lifecycle: 'SPOT' })).toThrow(methodInvalid(method)(`the ${label} group was already configured (each group once)`));
  });

  test.each([
    ['addMasterGroup', 'master', (m: cap.SpotMapReduceScaler) => { m.resource.masterTarget = 1; }],
    ['addCoreGroup', 'core', (m: cap.SpotMapReduceScaler) => { m.resource.coreLifecycle = 'SPOT'; }],
    ['addTaskGroup', 'task', (m: cap.SpotMapReduceScaler) => { m.resource.taskMaxSize = 4; }],
  ] as Array<[GroupMethod, string, (m: cap.SpotMapReduceScaler) => void]>)('%s over a value set on the L1 directly is refused with exactly that problem', (method, label, set) => {
    const m = scaler();
    set(m);
    expect(() => configure(m, method, {})).toThrow(
      methodInvalid(method)(`the ${label} group's attributes were set on the L1 (\`resource\`) directly; those values are kept as set`),
    );
  });

  test.each(GROUPS)('%s: a lifecycle that is not a string is reported once, not also as an unknown lifecycle', (method) => {
    expect(() => configure(scaler(), method, { lifecycle: 42 })).toThrow(methodInvalid(method)('lifecycle: expected a string, got 42 (a number)'));
  });

  test.each(GROUPS)('%s: instanceTypes that are not a list, or hold a number, are named with what was given', (method) => {
    expect(() => configure(scaler(), method, { instanceTypes: 'm5.xlarge' })).toThrow(
      methodInvalid(method)('instanceTypes: expected a list of strings, got "m5.xlarge" (a string)'),
    );
    expect(() => configure(scaler(), method, { instanceTypes: ['m5.xlarge', 5] })).toThrow(
      methodInvalid(method)('instanceTypes[1]: expected a string, got 5 (a number)'),
    );
  });

  test.each(GROUPS)('%s: ebsVolumes that are not a list are the only problem reported', (method) => {
    expect(() => configure(scaler(), method, { ebsVolumes: 'gp3:100' })).toThrow(
      methodInvalid(method)('ebsVolumes: expected a list of objects of named properties, got "gp3:100" (a string)'),
    );
  });

  test.each([
    [{ volumeType: 'gp3', sizeGb: '10' }, 'ebsVolumes[0].sizeGb: expected a number, got "10" (a string)'],
    [{ volumeType: 'gp3', sizeGb: 10, iops: '-1' }, 'ebsVolumes[0].iops: expected a number, got "-1" (a string)'],
    [{ volumeType: 'gp3', sizeGb: 10, volumesPerInstance: '0' }, 'ebsVolumes[0].volumesPerInstance: expected a number, got "0" (a string)'],
    [{ sizeGb: 10 }, 'ebsVolumes[0].volumeType: is required, but was not given; expected a string'],
    [{ volumeType: 'gp3', sizeGb: null }, 'ebsVolumes[0].sizeGb: is required, but was null; expected a number'],
    [{ volumeType: 'gp3', sizeGb: 0.5 }, 'ebsVolumes[0].sizeGb: 0.5 must be a whole number of at least 1'],
    [{ volumeType: 'gp3', sizeGb: 10, iops: -1 }, 'ebsVolumes[0].iops: -1 must be a whole number of at least 0'],
    [{ volumeType: 'gp3', sizeGb: 10, iops: 1.5 }, 'ebsVolumes[0].iops: 1.5 must be a whole number of at least 0'],
    [{ volumeType: 'gp3', sizeGb: 10, volumesPerInstance: 0 }, 'ebsVolumes[0].volumesPerInstance: 0 must be a whole number of at least 1'],
  ])('a volume %j is refused with exactly one problem', (volume, problem) => {
    expect(() => scaler().addMasterGroup({ ebsVolumes: [volume as any] })).toThrow(methodInvalid('addMasterGroup')(problem));
  });

  test('the lowest accepted volume values are written (sizeGb 1, iops 0, volumesPerInstance 1); iops and volumesPerInstance of null are not', () => {
    const s = stack();
    const m = scaler({}, s);
    m.addMasterGroup({ ebsVolumes: [{ volumeType: 'gp3', sizeGb: 1, iops: 0, volumesPerInstance: 1 }] });
    m.addTaskGroup({ ebsVolumes: [{ volumeType: 'gp2', sizeGb: 20, iops: null as any, volumesPerInstance: null as any }] });
    expect(writtenBy(s)).toEqual({
      master_ebs_block_device: [{ volume_type: 'gp3', size_in_gb: 1, iops: 0, volumes_per_instance: 1 }],
      task_ebs_block_device: [{ volume_type: 'gp2', size_in_gb: 20 }],
    });
  });

  test('master target: 0 is accepted and written', () => {
    const s = stack();
    scaler({}, s).addMasterGroup({ target: 0 });
    expect(writtenBy(s)).toEqual({ master_target: 0 });
  });

  test.each([
    [-1, 'target: -1 must be a whole number of at least 0'],
    [1.5, 'target: 1.5 must be a whole number of at least 0'],
    ['1', 'target: expected a number, got "1" (a string)'],
  ])('master target %j is refused with exactly one problem', (target, problem) => {
    expect(() => scaler().addMasterGroup({ target: target as any })).toThrow(methodInvalid('addMasterGroup')(problem));
  });

  test.each(CAPACITY_GROUPS)('%s: sizes of 0, all equal, are accepted and written', (method, label) => {
    const s = stack();
    configure(scaler({}, s), method, { minSize: 0, desiredSize: 0, maxSize: 0 });
    expect(writtenBy(s)).toEqual({ [`${label}_min_size`]: 0, [`${label}_desired_capacity`]: 0, [`${label}_max_size`]: 0 });
  });

  test('the task group writes every option given under its own attributes', () => {
    const s = stack();
    scaler({}, s).addTaskGroup({ instanceTypes: ['c5.2xlarge'], lifecycle: 'ON_DEMAND', minSize: 1, desiredSize: 2, maxSize: 3, ebsVolumes: [{ volumeType: 'gp3', sizeGb: 30 }] });
    expect(writtenBy(s)).toEqual({
      task_instance_types: ['c5.2xlarge'],
      task_lifecycle: 'ON_DEMAND',
      task_min_size: 1,
      task_desired_capacity: 2,
      task_max_size: 3,
      task_ebs_block_device: [{ volume_type: 'gp3', size_in_gb: 30 }],
    });
  });

  test.each(CAPACITY_GROUPS.flatMap(([method]) => ['minSize', 'desiredSize', 'maxSize'].map((size) => [method, size] as const)))(
    '%s: a %s of -1 is refused with exactly one problem',
    (method, size) => {
      expect(() => configure(scaler(), method, { [size]: -1 })).toThrow(methodInvalid(method)(`${size}: -1 must be a whole number of at least 0`));
    },
  );

  test.each(CAPACITY_GROUPS.flatMap(([method]) => [
    [method, { minSize: '5', maxSize: 3 }, 'minSize: expected a number, got "5" (a string)'],
    [method, { desiredSize: '5', maxSize: 3 }, 'desiredSize: expected a number, got "5" (a string)'],
    [method, { minSize: 5, maxSize: '3' }, 'maxSize: expected a number, got "3" (a string)'],
  ] as const))('%s: %j is reported once, not also as out of order', (method, options, problem) => {
    expect(() => configure(scaler(), method, options)).toThrow(methodInvalid(method)(problem));
  });

  test.each(CAPACITY_GROUPS)('%s: a desiredSize of null counts as not given: minSize and maxSize are compared', (method) => {
    expect(() => configure(scaler(), method, { minSize: 5, desiredSize: null, maxSize: 3 })).toThrow(
      methodInvalid(method)('minSize (5) must not be greater than maxSize (3); required: minSize <= desiredSize <= maxSize'),
    );
  });
});

describe('the desired-size warning', () => {
  const warning = (group: string, desired: number) =>
    `[CAP-L2-002] SpotMapReduceScaler at 'stack/S': the ${group} group's desired size (${desired}) is written while the group has scaling policies; ` +
    'the policies change its capacity and every apply forces the desired size back. Leave desiredSize out to let the policies manage it.';

  test('a core desired size with a core scale-down policy: the whole warning', () => {
    const s = stack();
    const m = scaler({}, s);
    m.addCoreGroup({ desiredSize: 2 });
    m.addCoreScaleDownPolicy(P.adjust({ ...trigger, adjustment: 1 }));
    synthChecked(s);
    expect(warningsOf(m)).toEqual([warning('core', 2)]);
  });

  test('a task desired size with policies set on the L1 directly: the whole warning', () => {
    const s = stack();
    const m = scaler({}, s);
    m.addTaskGroup({ desiredSize: 3 });
    m.resource.putTaskScalingDownPolicies([{ policyName: 'own', metricName: 'm', namespace: 'n', threshold: 1, unit: 'count' }]);
    synthChecked(s);
    expect(warningsOf(m)).toEqual([warning('task', 3)]);
  });

  test('both groups with desired sizes and policies: one warning each, core first', () => {
    const s = stack();
    const m = scaler({}, s);
    m.addTaskGroup({ desiredSize: 4 });
    m.addCoreGroup({ desiredSize: 1 });
    m.addTaskScaleUpPolicy(P.adjust({ ...trigger, adjustment: 1 }));
    m.addCoreScaleUpPolicy(P.adjust({ ...trigger, adjustment: 1 }));
    synthChecked(s);
    expect(warningsOf(m)).toEqual([warning('core', 1), warning('task', 4)]);
  });

  test('no warning: desired sizes without policies, a policy on the other group, a desired size of null, a policy list reset on the L1', () => {
    const s = stack();
    const m = scaler({}, s);
    m.addCoreGroup({ desiredSize: 2 });
    m.addTaskGroup({ desiredSize: null as any, maxSize: 5 });
    m.addTaskScaleUpPolicy(P.adjust({ ...trigger, adjustment: 1 }));
    m.resource.resetCoreScalingDownPolicies();
    synthChecked(s);
    expect(warningsOf(m)).toEqual([]);
  });

  test('a policy list set on the L1 as a dynamic block (a token) may hold policies: the warning is given', () => {
    const s = stack();
    const m = scaler({}, s);
    m.addCoreGroup({ desiredSize: 2 });
    const names = new TerraformVariable(s, 'names', { type: 'list(string)' });
    const it = TerraformIterator.fromList(names.listValue);
    m.resource.putCoreScalingUpPolicies(it.dynamic({ policy_name: it.value, metric_name: 'm', namespace: 'n', threshold: 1, unit: 'count' }));
    synthChecked(s);
    expect(warningsOf(m)).toEqual([warning('core', 2)]);
  });

  test('a desired size that is a token: the warning does not show the token', () => {
    const s = stack();
    const m = scaler({}, s);
    const size = new TerraformVariable(s, 'size', { type: 'number' });
    m.addTaskGroup({ desiredSize: size.numberValue, maxSize: 5 });
    m.addTaskScaleDownPolicy(P.adjust({ ...trigger, adjustment: 1 }));
    synthChecked(s);
    expect(warningsOf(m)).toEqual([warning('task', 0).replace(' (0)', '')]);
  });

  test('no warning: a policy list set to an empty list on the L1 holds no policy', () => {
    const s = stack();
    const m = scaler({}, s);
    m.addCoreGroup({ desiredSize: 2 });
    m.resource.putCoreScalingUpPolicies([]);
    synthChecked(s);
    expect(warningsOf(m)).toEqual([]);
  });
});

describe('scaling policy lists', () => {
  test.each(POLICY_LISTS)('%s writes to %s; a second policy of the same name there is refused, naming the list', (method, list, attribute) => {
    const s = stack();
    const m = scaler({}, s);
    m[method](P.adjust({ ...trigger, adjustment: 1 }));
    expect(() => m[method](P.adjust({ ...trigger, adjustment: 2 }))).toThrow(
      methodInvalid(method)(`policy: a policy named "p" is already in ${list} (one policy of a name per list)`),
    );
    expect(writtenBy(s)).toEqual({ [attribute]: [{ ...writtenTrigger, action_type: 'adjustment', adjustment: '1' }] });
  });

  test.each(POLICY_LISTS)('%s over %s set on the L1 directly is refused with exactly that problem', (method, list) => {
    const m = scaler();
    (m.resource as any)[`put${list[0].toUpperCase()}${list.slice(1)}`]([{ policyName: 'own', metricName: 'm', namespace: 'n', threshold: 1, unit: 'count' }]);
    expect(() => m[method](P.adjust({ ...trigger, adjustment: 1 }))).toThrow(methodInvalid(method)(onL1(list)));
  });

  test.each([
    [{ policyName: 'p' }, `policy: expected ${POLICY_EXPECTED}, got {"policyName":"p"} (an object)`],
    [null, `policy: is required, but was null; expected ${POLICY_EXPECTED}`],
  ])('a policy %j is refused with exactly one problem (no duplicate check on it)', (policy, problem) => {
    expect(() => scaler().addCoreScaleUpPolicy(policy as any)).toThrow(methodInvalid('addCoreScaleUpPolicy')(problem));
  });

  test('two policies whose names are the same token are both accepted and written', () => {
    const s = stack();
    const name = new TerraformVariable(s, 'policy', { type: 'string' }).stringValue;
    const m = scaler({}, s);
    m.addTaskScaleUpPolicy(P.adjust({ ...trigger, policyName: name, adjustment: 1 }));
    m.addTaskScaleUpPolicy(P.adjust({ ...trigger, policyName: name, adjustment: 2 }));
    expect(writtenBy(s).task_scaling_up_policy.map((p: any) => [p.policy_name, p.adjustment])).toEqual([['${var.policy}', '1'], ['${var.policy}', '2']]);
  });
});

describe('MapReduceScalingPolicy factories', () => {
  test('props that are not an object: that problem and each required prop missing, in one error', () => {
    expect(() => P.adjust('busy' as any)).toThrow(factoryInvalid('adjust')(
      'props: expected an object of named properties, got "busy" (a string)',
      'policyName: is required, but was not given; expected a string',
      'metricName: is required, but was not given; expected a string',
      'namespace: is required, but was not given; expected a string',
      'unit: is required, but was not given; expected a string',
      'threshold: is required, but was not given; expected a number',
      'adjustment: is required, but was not given; expected a number',
    ));
  });

  test.each([
    [{ policyName: '' }, 'policyName: must not be blank'],
    [{ policyName: 42 }, 'policyName: expected a string, got 42 (a number)'],
    [{ threshold: '15' }, 'threshold: expected a number, got "15" (a string)'],
    [{ operator: 5 }, 'operator: expected a string, got 5 (a number)'],
    [{ statistic: 5 }, 'statistic: expected a string, got 5 (a number)'],
    [{ dimensions: 'a=b' }, 'dimensions: expected a map of strings, got "a=b" (a string)'],
    [{ period: '0' }, 'period: expected a number, got "0" (a string)'],
    [{ evaluationPeriods: '0' }, 'evaluationPeriods: expected a number, got "0" (a string)'],
    [{ cooldown: '-1' }, 'cooldown: expected a number, got "-1" (a string)'],
    [{ period: 0 }, 'period: 0 must be a whole number of at least 1'],
    [{ period: 1.5 }, 'period: 1.5 must be a whole number of at least 1'],
    [{ evaluationPeriods: 0 }, 'evaluationPeriods: 0 must be a whole number of at least 1'],
    [{ cooldown: -1 }, 'cooldown: -1 must be a whole number of at least 0'],
    [{ adjustment: '2' }, 'adjustment: expected a number, got "2" (a string)'],
    [{ adjustment: 1.5 }, 'adjustment: 1.5 must be a whole number of nodes'],
    // the same metric rules as a termination statement's
    [{ namespace: ' ' }, 'namespace: must not be blank; give the namespace of the metric (the map-reduce service\'s)'],
    [{ operator: '<' }, 'operator: "<" is not one of "gt", "gte", "lt", "lte"'],
    [{ statistic: 'avg' }, 'statistic: "avg" is not one of "average", "sum", "sampleCount", "maximum", "minimum"'],
    [{ unit: 'percentt' }, `unit: "percentt" is not one of ${UNITS}`],
  ])('adjust with %j is refused with exactly one problem', (props, problem) => {
    expect(() => P.adjust({ ...trigger, adjustment: 1, ...props } as any)).toThrow(factoryInvalid('adjust')(problem));
  });

  test('the lowest accepted condition values are written (period 1, evaluationPeriods 1, cooldown 0), and a negative adjustment', () => {
    const s = stack();
    scaler({}, s).addCoreScaleDownPolicy(P.adjust({ ...trigger, period: 1, evaluationPeriods: 1, cooldown: 0, adjustment: -2 }));
    expect(writtenBy(s).core_scaling_down_policy).toEqual([
      { ...writtenTrigger, period: 1, evaluation_periods: 1, cooldown: 0, action_type: 'adjustment', adjustment: '-2' },
    ]);
  });

  test('every factory refuses an operator, statistic and unit a termination statement refuses, all in one error', () => {
    const careless = { operator: '<', statistic: 'avg', unit: 'percentt' };
    const own: Array<[string, object]> = [
      ['adjust', { adjustment: 1 }], ['adjustByPercentage', { percentage: 5 }], ['minTarget', { capacity: 1 }], ['maxTarget', { capacity: 2 }], ['updateCapacity', { target: 1 }],
    ];
    for (const [f, props] of own) {
      expect(() => (P as any)[f]({ ...trigger, ...careless, ...props })).toThrow(factoryInvalid(f)(
        'operator: "<" is not one of "gt", "gte", "lt", "lte"',
        'statistic: "avg" is not one of "average", "sum", "sampleCount", "maximum", "minimum"',
        `unit: "percentt" is not one of ${UNITS}`,
      ));
    }
  });

  test('every allowed operator, statistic and unit, and any namespace that is not blank, is accepted and written as given', () => {
    const s = stack();
    const m = scaler({}, s);
    const units = ['seconds', 'count/second', 'none', 'percent'];
    ['gt', 'gte', 'lt', 'lte'].forEach((operator, i) => {
      const statistic = ['average', 'sum', 'sampleCount', 'maximum'][i];
      m.addTaskScaleUpPolicy(P.adjust({ ...trigger, policyName: `p${i}`, namespace: `custom/${i}`, operator, statistic, unit: units[i], adjustment: 1 }));
    });
    m.addTaskScaleDownPolicy(P.adjust({ ...trigger, statistic: 'minimum', adjustment: 1 }));
    const up = writtenBy(s).task_scaling_up_policy;
    expect(up.map((x: any) => [x.namespace, x.operator, x.statistic, x.unit])).toEqual([
      ['custom/0', 'gt', 'average', 'seconds'], ['custom/1', 'gte', 'sum', 'count/second'], ['custom/2', 'lt', 'sampleCount', 'none'], ['custom/3', 'lte', 'maximum', 'percent'],
    ]);
    expect(writtenBy(s).task_scaling_down_policy[0].statistic).toBe('minimum');
  });

  test('optional condition props given as null are accepted and not written', () => {
    const s = stack();
    const nulls = { operator: null, statistic: null, period: null, evaluationPeriods: null, cooldown: null, dimensions: null };
    scaler({}, s).addCoreScaleUpPolicy(P.adjustByPercentage({ ...trigger, ...nulls, percentage: 10 } as any));
    expect(writtenBy(s).core_scaling_up_policy).toEqual([{ ...writtenTrigger, action_type: 'percentageAdjustment', adjustment: '10' }]);
  });

  test.each([
    [undefined, 'percentage: is required, but was not given; expected a number'],
    ['10', 'percentage: expected a number, got "10" (a string)'],
  ])('adjustByPercentage with percentage %j is refused with exactly one problem', (percentage, problem) => {
    expect(() => P.adjustByPercentage({ ...trigger, percentage: percentage as any })).toThrow(factoryInvalid('adjustByPercentage')(problem));
  });

  test('minTarget and maxTarget: a capacity of 0 is accepted and written', () => {
    const s = stack();
    const m = scaler({}, s);
    m.addTaskScaleUpPolicy(P.maxTarget({ ...trigger, capacity: 0 }));
    m.addTaskScaleDownPolicy(P.minTarget({ ...trigger, capacity: 0 }));
    expect(writtenBy(s)).toEqual({
      task_scaling_up_policy: [{ ...writtenTrigger, action_type: 'setMaxTarget', max_target_capacity: '0' }],
      task_scaling_down_policy: [{ ...writtenTrigger, action_type: 'setMinTarget', min_target_capacity: '0' }],
    });
  });

  test.each((['minTarget', 'maxTarget'] as const).flatMap((factory) => [
    [factory, -1, 'capacity: -1 must be a whole number of at least 0'],
    [factory, 2.5, 'capacity: 2.5 must be a whole number of at least 0'],
    [factory, '1', 'capacity: expected a number, got "1" (a string)'],
    [factory, null, 'capacity: is required, but was null; expected a number'],
  ] as const))('%s with capacity %j is refused with exactly one problem', (factory, capacity, problem) => {
    expect(() => P[factory]({ ...trigger, capacity: capacity as any })).toThrow(factoryInvalid(factory)(problem));
  });

  test('updateCapacity: all three 0 are accepted and written; members of null are not written', () => {
    const s = stack();
    const m = scaler({}, s);
    m.addCoreScaleUpPolicy(P.updateCapacity({ ...trigger, minimum: 0, target: 0, maximum: 0 }));
    m.addCoreScaleDownPolicy(P.updateCapacity({ ...trigger, minimum: null as any, target: 2, maximum: null as any }));
    expect(writtenBy(s)).toEqual({
      core_scaling_up_policy: [{ ...writtenTrigger, action_type: 'updateCapacity', minimum: '0', target: '0', maximum: '0' }],
      core_scaling_down_policy: [{ ...writtenTrigger, action_type: 'updateCapacity', target: '2' }],
    });
  });

  test.each([
    [{ minimum: -1 }, 'minimum: -1 must be a whole number of at least 0'],
    [{ target: -1 }, 'target: -1 must be a whole number of at least 0'],
    [{ maximum: -1 }, 'maximum: -1 must be a whole number of at least 0'],
    [{ minimum: '5', maximum: 2 }, 'minimum: expected a number, got "5" (a string)'],
    [{ target: '5', maximum: 2 }, 'target: expected a number, got "5" (a string)'],
    [{ minimum: 5, maximum: '2' }, 'maximum: expected a number, got "2" (a string)'],
    [{ minimum: null, target: null, maximum: null }, 'minimum, maximum, target: give at least one of them (an update of no capacity changes nothing)'],
    [{ minimum: 1, target: 3, maximum: 2 }, 'target (3) must not be greater than maximum (2); required: minimum <= target <= maximum'],
    [{ minimum: 3, target: 2 }, 'minimum (3) must not be greater than target (2); required: minimum <= target <= maximum'],
    [{ minimum: 5, target: null, maximum: 2 }, 'minimum (5) must not be greater than maximum (2); required: minimum <= target <= maximum'],
  ])('updateCapacity with %j is refused with exactly one problem', (props, problem) => {
    expect(() => P.updateCapacity({ ...trigger, ...props } as any)).toThrow(factoryInvalid('updateCapacity')(problem));
  });
});

describe('termination statements', () => {
  const terminationInvalid = methodInvalid('addTerminationStatement');

  test('options that are not an object: that problem and each required prop missing, in one error', () => {
    expect(() => scaler().addTerminationStatement('IsIdle' as any)).toThrow(terminationInvalid(
      'options: expected an object of named properties, got "IsIdle" (a string)',
      'metricName: is required, but was not given; expected a string',
      'threshold: is required, but was not given; expected a number',
      'namespace: is required, but was not given; expected a string',
    ));
  });

  test('namespace is required (the provider requires it): not given, or null, is one problem', () => {
    expect(() => scaler().addTerminationStatement({ metricName: 'IsIdle', threshold: 1 } as any)).toThrow(terminationInvalid(
      'namespace: is required, but was not given; expected a string',
    ));
    expect(() => scaler().addTerminationStatement({ metricName: 'IsIdle', threshold: 1, namespace: null } as any)).toThrow(terminationInvalid(
      'namespace: is required, but was null; expected a string',
    ));
  });

  test.each([
    [{ namespace: 5 }, 'namespace: expected a string, got 5 (a number)'],
    [{ operator: 5 }, 'operator: expected a string, got 5 (a number)'],
    [{ statistic: 5 }, 'statistic: expected a string, got 5 (a number)'],
    [{ unit: 5 }, 'unit: expected a string, got 5 (a number)'],
    [{ period: '0' }, 'period: expected a number, got "0" (a string)'],
    [{ evaluationPeriods: '0' }, 'evaluationPeriods: expected a number, got "0" (a string)'],
    [{ threshold: '1' }, 'threshold: expected a number, got "1" (a string)'],
    [{ metricName: null }, 'metricName: is required, but was null; expected a string'],
    [{ period: 0 }, 'period: 0 must be a whole number of at least 1'],
    [{ period: 1.5 }, 'period: 1.5 must be a whole number of at least 1'],
    [{ evaluationPeriods: 0 }, 'evaluationPeriods: 0 must be a whole number of at least 1'],
    [{ namespace: '' }, 'namespace: must not be blank; give the namespace of the metric (the map-reduce service\'s)'],
    [{ namespace: '  ' }, 'namespace: must not be blank; give the namespace of the metric (the map-reduce service\'s)'],
    [{ operator: '>' }, 'operator: ">" is not one of "gt", "gte", "lt", "lte"'],
    [{ statistic: 'avg' }, 'statistic: "avg" is not one of "average", "sum", "sampleCount", "maximum", "minimum"'],
    [{ unit: 'secs' }, `unit: "secs" is not one of ${UNITS}`],
  ])('%j is refused with exactly one problem', (options, problem) => {
    expect(() => scaler().addTerminationStatement({ metricName: 'IsIdle', namespace: 'pubcloud_a/MapReduce', threshold: 1, ...options } as any)).toThrow(
      terminationInvalid(problem),
    );
  });

  test('any namespace that is not blank is accepted and written as given (the specification names none; the provider takes any string)', () => {
    const s = stack();
    const m = scaler({}, s);
    m.addTerminationStatement({ metricName: 'IsIdle', threshold: 1, namespace: 'pubcloud_a/ElasticMapReduce' });
    m.addTerminationStatement({ metricName: 'AppsRunning', threshold: 0, namespace: 'custom' });
    expect(writtenBy(s).termination_policies[0].statements.map((x: any) => x.namespace).sort()).toEqual(['custom', 'pubcloud_a/ElasticMapReduce']);
  });

  test('the lowest accepted values are written (period 1, evaluationPeriods 1), with the namespace given', () => {
    const s = stack();
    scaler({}, s).addTerminationStatement({ metricName: 'IsIdle', threshold: 1, namespace: 'pubcloud_a/MapReduce', period: 1, evaluationPeriods: 1 });
    expect(writtenBy(s).termination_policies).toEqual([{ statements: [{ metric_name: 'IsIdle', namespace: 'pubcloud_a/MapReduce', threshold: 1, period: 1, evaluation_periods: 1 }] }]);
  });

  test('optional props given as null are not written', () => {
    const s = stack();
    const nulls = { operator: null, statistic: null, unit: null, period: null, evaluationPeriods: null };
    scaler({}, s).addTerminationStatement({ metricName: 'IsIdle', namespace: 'ns', threshold: 1, ...nulls } as any);
    expect(writtenBy(s).termination_policies).toEqual([{ statements: [{ metric_name: 'IsIdle', namespace: 'ns', threshold: 1 }] }]);
  });

  test('a statement with props of null and the namespace given is the same as one without them: refused as a repeat', () => {
    const m = scaler();
    m.addTerminationStatement({ metricName: 'IsIdle', namespace: 'pubcloud_a/MapReduce', threshold: 1 });
    expect(() => m.addTerminationStatement({ metricName: 'IsIdle', threshold: 1, namespace: 'pubcloud_a/MapReduce', operator: null as any, period: null as any })).toThrow(
      terminationInvalid('the same termination statement was already added'),
    );
  });

  test('over termination policies set on the L1 directly: refused with exactly that problem', () => {
    const m = scaler();
    m.resource.putTerminationPolicies([{ statements: [{ metricName: 'IsIdle', namespace: 'pubcloud_a/MapReduce', threshold: 1 }] }]);
    expect(() => m.addTerminationStatement({ metricName: 'IsIdle', namespace: 'pubcloud_a/MapReduce', threshold: 2 })).toThrow(terminationInvalid(onL1('terminationPolicies')));
  });
});

describe('scheduled capacity', () => {
  const taskInvalid = methodInvalid('addScheduledCapacity');
  const tasksOf = (s: TerraformStack) => writtenBy(s).scheduled_task;
  const task = { instance_group_type: 'task', task_type: 'setCapacity' };

  test.each([
    [42, 'cronExpression: expected a string, got 42 (a number)'],
    [null, 'cronExpression: is required, but was null; expected a string'],
  ])('a cron expression %j is the only problem reported', (cron, problem) => {
    expect(() => scaler().addScheduledCapacity(cron as any, { maxCapacity: 1 })).toThrow(taskInvalid(problem));
  });

  test('options that are not an object: that problem, and no capacity given', () => {
    expect(() => scaler().addScheduledCapacity('0 20 * * *', 5 as any)).toThrow(taskInvalid(
      'options: expected an object of named properties, got 5 (a number)',
      'minCapacity, maxCapacity, desiredCapacity: give at least one of them (a capacity task without a capacity changes nothing)',
    ));
  });

  test.each([
    [{ minCapacity: '5', maxCapacity: 3 }, 'minCapacity: expected a number, got "5" (a string)'],
    [{ desiredCapacity: '5', maxCapacity: 3 }, 'desiredCapacity: expected a number, got "5" (a string)'],
    [{ minCapacity: 5, maxCapacity: '3' }, 'maxCapacity: expected a number, got "3" (a string)'],
    [{ maxCapacity: 1, enabled: 'false' }, 'enabled: expected a boolean (true or false), got "false" (a string)'],
    [{ minCapacity: -1 }, 'minCapacity: -1 must be a whole number of at least 0'],
    [{ maxCapacity: -1 }, 'maxCapacity: -1 must be a whole number of at least 0'],
    [{ desiredCapacity: -1 }, 'desiredCapacity: -1 must be a whole number of at least 0'],
    [{ desiredCapacity: 1.5 }, 'desiredCapacity: 1.5 must be a whole number of at least 0'],
    [{ minCapacity: null, maxCapacity: null, desiredCapacity: null, enabled: true }, 'minCapacity, maxCapacity, desiredCapacity: give at least one of them (a capacity task without a capacity changes nothing)'],
    [{ minCapacity: 3, desiredCapacity: 2 }, 'minCapacity (3) must not be greater than desiredCapacity (2); required: minCapacity <= desiredCapacity <= maxCapacity'],
    [{ desiredCapacity: 3, maxCapacity: 2 }, 'desiredCapacity (3) must not be greater than maxCapacity (2); required: minCapacity <= desiredCapacity <= maxCapacity'],
    [{ minCapacity: 5, desiredCapacity: null, maxCapacity: 3 }, 'minCapacity (5) must not be greater than maxCapacity (3); required: minCapacity <= desiredCapacity <= maxCapacity'],
  ])('%j is refused with exactly one problem', (options, problem) => {
    expect(() => scaler().addScheduledCapacity('0 20 * * *', options as any)).toThrow(taskInvalid(problem));
  });

  test('capacities of 0, all equal, are accepted and written', () => {
    const s = stack();
    scaler({}, s).addScheduledCapacity('0 20 * * *', { minCapacity: 0, desiredCapacity: 0, maxCapacity: 0 });
    expect(tasksOf(s)).toEqual([{ cron: '0 20 * * *', ...task, min_capacity: '0', desired_capacity: '0', max_capacity: '0' }]);
  });

  test('capacities and enabled given as null are not written', () => {
    const s = stack();
    scaler({}, s).addScheduledCapacity('0 20 * * *', { minCapacity: null as any, desiredCapacity: null as any, maxCapacity: 2, enabled: null as any });
    expect(tasksOf(s)).toEqual([{ cron: '0 20 * * *', ...task, max_capacity: '2' }]);
  });

  test('the same cron expression twice is refused with exactly that problem', () => {
    const m = scaler();
    m.addScheduledCapacity('0 20 * * *', { maxCapacity: 1 });
    expect(() => m.addScheduledCapacity('0 20 * * *', { minCapacity: 0 })).toThrow(taskInvalid('cronExpression: a capacity task at "0 20 * * *" is already scheduled'));
  });

  test('over scheduled tasks set on the L1 directly: refused with exactly that problem', () => {
    const m = scaler();
    m.resource.putScheduledTasks([{ cron: '0 1 * * *', instanceGroupType: 'task', taskType: 'setCapacity', maxCapacity: '3' }]);
    expect(() => m.addScheduledCapacity('0 2 * * *', { maxCapacity: 1 })).toThrow(taskInvalid(onL1('scheduledTasks')));
  });
});

describe('applications', () => {
  const appInvalid = methodInvalid('addApplication');

  test.each([
    [42, {}, 'name: expected a string, got 42 (a number)'],
    [null, {}, 'name: is required, but was null; expected a string'],
    ['QueryEngine', '3.5', 'options: expected an object of named properties, got "3.5" (a string)'],
    ['QueryEngine', { version: 3.5 }, 'version: expected a string, got 3.5 (a number)'],
    ['QueryEngine', { args: '--a' }, 'args: expected a list of strings, got "--a" (a string)'],
  ])('name %j with options %j is refused with exactly one problem', (name, options, problem) => {
    expect(() => scaler().addApplication(name as any, options as any)).toThrow(appInvalid(problem));
  });

  test('options of null, and version and args of null, write the name only', () => {
    const s = stack();
    const m = scaler({}, s);
    m.addApplication('BatchEngine', null as any);
    m.addApplication('QueryEngine', { version: null as any, args: null as any });
    expect(writtenBy(s).applications).toEqual([{ name: 'BatchEngine' }, { name: 'QueryEngine' }]);
  });

  test('the same name twice is refused with exactly that problem', () => {
    const m = scaler();
    m.addApplication('QueryEngine');
    expect(() => m.addApplication('QueryEngine', { version: '3.5' })).toThrow(appInvalid('name: the application "QueryEngine" was already added'));
  });

  test('over applications set on the L1 directly: refused with exactly that problem', () => {
    const m = scaler();
    m.resource.putApplications([{ name: 'Own' }]);
    expect(() => m.addApplication('QueryEngine')).toThrow(appInvalid(onL1('applications')));
  });
});
