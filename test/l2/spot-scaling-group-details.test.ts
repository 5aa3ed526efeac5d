/**
 * `cap.SpotScalingGroup` details: the capacity bounds and percentages are inclusive and whole, a null
 * desiredCapacity or rollBatchSizePercentage counts as not given, the exact messages of the
 * constructor and of every method (instance-type weights given for all types or none, EBS volume
 * rules, the integrations' options and nested paths), a prop of the wrong kind reported once, each
 * integration once, and the desired-capacity warnings of the autoscaling integrations.
 */
import { TerraformStack, TerraformVariable } from 'cdktf';
import { cap } from '../../src';
import { capStack as stack } from '../support/cap';
import { invalidAt, only, synthChecked, warningsOf } from '../support/l2';

const groupOf = (json: any) => only(json, 'cap_pubcloud_a_scaling_group');
const base: cap.SpotScalingGroupProps = { name: 'workers', product: 'Linux/UNIX', securityGroups: ['sg-1'], minSize: 1, maxSize: 10 };
const group = (s: TerraformStack, props: Partial<cap.SpotScalingGroupProps> = {}) => new cap.SpotScalingGroup(s, 'G', { ...base, ...props } as any);
const invalid = invalidAt('SpotScalingGroup', 'stack/G');
const methodInvalid = (method: string, ...problems: string[]) => invalidAt(`SpotScalingGroup.${method}`, 'stack/G')(...problems);
const secrets = (s: TerraformStack) => ({
  accessKey: new TerraformVariable(s, 'access_key', { type: 'string', sensitive: true }).stringValue,
  secretKey: new TerraformVariable(s, 'secret_key', { type: 'string', sensitive: true }).stringValue,
});
type Keys = ReturnType<typeof secrets>;
const VOLUME_LIST = '"standard", "gp2", "gp3", "io1", "st1", "sc1"';

describe('constructor: capacity', () => {
  test.each([
    ['minSize equal to desiredCapacity', 2, 2, 6],
    ['desiredCapacity equal to maxSize', 1, 6, 6],
    ['all three 0', 0, 0, 0],
  ])('%s is accepted and written', (_, minSize, desiredCapacity, maxSize) => {
    const s = stack();
    group(s, { minSize, desiredCapacity, maxSize });
    expect(groupOf(synthChecked(s))).toMatchObject({ min_size: minSize, desired_capacity: desiredCapacity, max_size: maxSize });
  });

  test('minSize equal to maxSize without desiredCapacity is accepted', () => {
    const s = stack();
    group(s, { minSize: 3, maxSize: 3 });
    expect(groupOf(synthChecked(s))).toMatchObject({ min_size: 3, max_size: 3 });
  });

  test('desiredCapacity above maxSize is refused', () => {
    expect(() => group(stack(), { minSize: 1, desiredCapacity: 11, maxSize: 10 })).toThrow(
      invalid('capacity: minSize (1) <= desiredCapacity (11) <= maxSize (10) does not hold'),
    );
  });

  test('a null desiredCapacity counts as not given: minSize above maxSize is still reported, and no value is written for it', () => {
    expect(() => group(stack(), { minSize: 5, maxSize: 2, desiredCapacity: null as any })).toThrow(invalid('capacity: minSize (5) <= maxSize (2) does not hold'));
    const s = stack();
    group(s, { desiredCapacity: null as any });
    expect(groupOf(synthChecked(s))).not.toHaveProperty('desired_capacity');
  });

  test('optional props given as null write exactly what leaving them out writes (no null values, no crash on tags)', () => {
    const nulls: any = { desiredCapacity: null, spotPercentage: null, onDemandType: null, imageId: null, region: null, subnetIds: null, tags: null };
    const s = stack();
    group(s, nulls);
    const without = stack();
    group(without);
    expect(groupOf(synthChecked(s))).toStrictEqual(groupOf(synthChecked(without)));
  });

  test.each([
    ['minSize', -1, { minSize: -1 }],
    ['minSize', 1.5, { minSize: 1.5, maxSize: 10 }],
    ['maxSize', 2.5, { minSize: 1, maxSize: 2.5 }],
    ['desiredCapacity', -1, { minSize: -1, desiredCapacity: -1 }],
  ])('%s of %p is refused as not a whole number of at least 0', (name, value, props) => {
    const problems = name === 'desiredCapacity'
      ? ['minSize: -1 must be a whole number of at least 0', 'desiredCapacity: -1 must be a whole number of at least 0']
      : [`${name}: ${value} must be a whole number of at least 0`];
    expect(() => group(stack(), props)).toThrow(invalid(...problems));
  });
});

describe('constructor: percentages and the roll on change', () => {
  test.each([
    ['spotPercentage', 0, { spot_percentage: 0 }],
    ['spotPercentage', 100, { spot_percentage: 100 }],
    ['rollBatchSizePercentage', 0, { update_policy: { should_roll: true, roll_config: { batch_size_percentage: 0 } } }],
    ['rollBatchSizePercentage', 100, { update_policy: { should_roll: true, roll_config: { batch_size_percentage: 100 } } }],
  ])('%s of %p is accepted and written', (name, value, written) => {
    const s = stack();
    group(s, { [name]: value });
    expect(groupOf(synthChecked(s))).toMatchObject(written);
  });

  test.each([
    ['spotPercentage', -1],
    ['spotPercentage', 101],
    ['rollBatchSizePercentage', -1],
    ['rollBatchSizePercentage', 101],
  ])('%s of %p is refused as out of range', (name, value) => {
    expect(() => group(stack(), { [name]: value })).toThrow(invalid(`${name}: ${value} is out of range; allowed: 0 to 100`));
  });

  test('rollBatchSizePercentage with rollOnChange false is refused', () => {
    expect(() => group(stack(), { rollOnChange: false, rollBatchSizePercentage: 30 })).toThrow(
      invalid('rollBatchSizePercentage: sizes the batches of the roll on change, which rollOnChange false turns off; remove one of them'),
    );
  });

  test('rollBatchSizePercentage with rollOnChange true is written', () => {
    const s = stack();
    group(s, { rollOnChange: true, rollBatchSizePercentage: 30 });
    expect(groupOf(synthChecked(s)).update_policy).toEqual({
      should_resume_stateful: false, should_roll: true, roll_config: { batch_size_percentage: 30 },
    });
  });

  test('a null rollBatchSizePercentage with rollOnChange false counts as not given: no roll config', () => {
    const s = stack();
    group(s, { rollOnChange: false, rollBatchSizePercentage: null as any });
    expect(groupOf(synthChecked(s)).update_policy).toEqual({ should_resume_stateful: false, should_roll: false });
  });
});

describe('constructor: the update policy, written only when asked for', () => {
  test('none of rollOnChange, rollBatchSizePercentage, resumeStateful given (or all null): no update policy block', () => {
    for (const props of [{}, { rollOnChange: null, rollBatchSizePercentage: null, resumeStateful: null } as any]) {
      const s = stack();
      group(s, props);
      expect(groupOf(synthChecked(s))).not.toHaveProperty('update_policy');
    }
  });

  test('rollOnChange true alone: the roll with its default batch size, and shouldResumeStateful false (the provider requires both flags)', () => {
    const s = stack();
    group(s, { rollOnChange: true });
    expect(groupOf(synthChecked(s)).update_policy).toEqual({
      should_resume_stateful: false, should_roll: true, roll_config: { batch_size_percentage: 20 },
    });
  });

  test('rollOnChange false alone: no roll, shouldResumeStateful false', () => {
    const s = stack();
    group(s, { rollOnChange: false });
    expect(groupOf(synthChecked(s)).update_policy).toEqual({ should_resume_stateful: false, should_roll: false });
  });

  test('rollBatchSizePercentage alone rolls on change in batches of that size', () => {
    const s = stack();
    group(s, { rollBatchSizePercentage: 35 });
    expect(groupOf(synthChecked(s)).update_policy).toEqual({
      should_resume_stateful: false, should_roll: true, roll_config: { batch_size_percentage: 35 },
    });
  });

  test('resumeStateful alone: shouldRoll false (no roll asked for)', () => {
    for (const resumeStateful of [true, false]) {
      const s = stack();
      group(s, { resumeStateful });
      expect(groupOf(synthChecked(s)).update_policy).toEqual({ should_resume_stateful: resumeStateful, should_roll: false });
    }
  });

  test('resumeStateful true with the roll on change on or off', () => {
    const on = stack();
    group(on, { resumeStateful: true, rollOnChange: true });
    expect(groupOf(synthChecked(on)).update_policy).toEqual({
      should_resume_stateful: true, should_roll: true, roll_config: { batch_size_percentage: 20 },
    });
    const off = stack();
    group(off, { resumeStateful: true, rollOnChange: false });
    expect(groupOf(synthChecked(off)).update_policy).toEqual({ should_resume_stateful: true, should_roll: false });
  });

  test('orientation and fallbackToOndemand, which the provider requires, are written with their defaults', () => {
    const s = stack();
    group(s);
    expect(groupOf(synthChecked(s))).toMatchObject({ orientation: 'balanced', fallback_to_ondemand: true });
  });

  test('a value that is not a boolean is refused; a token is not judged', () => {
    expect(() => group(stack(), { resumeStateful: 'yes' as any })).toThrow(invalid('resumeStateful: expected a boolean (true or false), got "yes" (a string)'));
    const s = stack();
    const flag = new TerraformVariable(s, 'flag', { type: 'bool' });
    group(s, { resumeStateful: flag.booleanValue as unknown as boolean });
    expect(groupOf(synthChecked(s)).update_policy.should_resume_stateful).toBe('${var.flag}');
  });
});

describe('addInstanceType', () => {
  test('a weight of 1 is accepted and written, with the weight capacity unit', () => {
    const s = stack();
    group(s).addInstanceType('m5.large', 1);
    expect(groupOf(synthChecked(s))).toMatchObject({ capacity_unit: 'weight', instance_types_weights: [{ instance_type: 'm5.large', weight: 1 }] });
  });

  test('a weight that is not a number is reported once, as of the wrong kind', () => {
    expect(() => group(stack()).addInstanceType('m5.large', '3' as any)).toThrow(
      methodInvalid('addInstanceType', 'weight: expected a number, got "3" (a string)'),
    );
  });

  test.each([
    ['one weighted type, then an unweighted one', [['a', 2]], 'b', undefined, '"b" has none, "a" has one'],
    ['two weighted types, then an unweighted one', [['a', 2], ['b', 3]], 'c', undefined, '"c" has none, "a", "b" have one'],
    ['one unweighted type, then a weighted one', [['a']], 'b', 2, '"b" has one, "a" has none'],
    ['two unweighted types, then a weighted one', [['a'], ['b']], 'c', 2, '"c" has one, "a", "b" have none'],
  ])('%s: the message names the types and their number', (_, before, type, weight, tail) => {
    const g = group(stack());
    for (const [t, w] of before as Array<[string, number?]>) g.addInstanceType(t, w);
    expect(() => g.addInstanceType(type as string, weight as number | undefined)).toThrow(
      methodInvalid('addInstanceType', `weight: instance-type weights are given for all types or none; ${tail}`),
    );
  });

  test('weights over instance-type weights set on the L1 directly are refused', () => {
    const g = group(stack());
    g.resource.putInstanceTypesWeights([{ instanceType: 'c5.large', weight: 1 }]);
    expect(() => g.addInstanceType('m5.large', 2)).toThrow(
      methodInvalid('addInstanceType',
        'instanceTypesWeights: was set on the L1 (`resource`) directly; that value is kept as set, and what this method adds would be lost (give every item on the L1, or none there)'),
    );
  });

  test('a capacity unit set on the L1 as a token is not judged and is kept', () => {
    const s = stack();
    const unit = new TerraformVariable(s, 'unit', { type: 'string' });
    const g = group(s);
    g.resource.capacityUnit = unit.stringValue;
    g.addInstanceType('m5.large', 2);
    expect(groupOf(synthChecked(s))).toMatchObject({ capacity_unit: '${var.unit}', instance_types_weights: [{ instance_type: 'm5.large', weight: 2 }] });
  });
});

describe('addEbsVolume', () => {
  test.each(['standard', 'gp2', 'gp3', 'io1', 'st1', 'sc1'])('volume type %s is accepted and written', (volumeType) => {
    const s = stack();
    group(s).addEbsVolume('/dev/xvda', { volumeType, sizeGb: 8 });
    expect(groupOf(synthChecked(s)).ebs_block_device).toEqual([
      { device_name: '/dev/xvda', volume_type: volumeType, volume_size: 8, encrypted: true, delete_on_termination: true },
    ]);
  });

  test('an unknown volume type is refused with the list of types', () => {
    expect(() => group(stack()).addEbsVolume('/dev/xvda', { volumeType: 'gp1', sizeGb: 8 })).toThrow(
      methodInvalid('addEbsVolume', `volumeType: "gp1" is not one of ${VOLUME_LIST}`),
    );
  });

  test('a volume type that is not a string is reported once, as of the wrong kind', () => {
    expect(() => group(stack()).addEbsVolume('/dev/xvda', { volumeType: 5 as any, sizeGb: 8 })).toThrow(
      methodInvalid('addEbsVolume', 'volumeType: expected a string, got 5 (a number)'),
    );
  });

  test('options that are not an object are named as options', () => {
    expect(() => group(stack()).addEbsVolume('/dev/xvda', 5 as any)).toThrow(
      methodInvalid('addEbsVolume',
        'options: expected an object of named properties, got 5 (a number)',
        'volumeType: is required, but was not given; expected a string',
        'sizeGb: is required, but was not given; expected a number'),
    );
  });

  test('null iops and throughput count as not given: accepted on a gp2 volume, with no value written', () => {
    const s = stack();
    group(s).addEbsVolume('/dev/xvda', { volumeType: 'gp2', sizeGb: 8, iops: null as any, throughput: null as any });
    const [volume] = groupOf(synthChecked(s)).ebs_block_device;
    expect(volume).toStrictEqual({ device_name: '/dev/xvda', volume_type: 'gp2', volume_size: 8, delete_on_termination: true, encrypted: true });
  });

  test('a size of 1 GB is accepted', () => {
    const s = stack();
    group(s).addEbsVolume('/dev/xvda', { volumeType: 'gp2', sizeGb: 1 });
    expect(groupOf(synthChecked(s)).ebs_block_device).toEqual([expect.objectContaining({ volume_size: 1 })]);
  });

  test.each([0, 1.5, -2])('a size of %p GB is refused', (sizeGb) => {
    expect(() => group(stack()).addEbsVolume('/dev/xvda', { volumeType: 'gp2', sizeGb })).toThrow(
      methodInvalid('addEbsVolume', `sizeGb: ${sizeGb} must be a whole number of at least 1`),
    );
  });

  test('a size that is not a number is reported once, as of the wrong kind', () => {
    expect(() => group(stack()).addEbsVolume('/dev/xvda', { volumeType: 'gp2', sizeGb: '8' as any })).toThrow(
      methodInvalid('addEbsVolume', 'sizeGb: expected a number, got "8" (a string)'),
    );
  });
});

describe('the options of the integrations', () => {
  test.each([
    ['useKubernetes', (g: cap.SpotScalingGroup) => g.useKubernetes(5 as any), ['clusterIdentifier: is required, but was not given; expected a string']],
    ['useEcs', (g: cap.SpotScalingGroup) => g.useEcs('prod', 5 as any), []],
    ['useRancher', (g: cap.SpotScalingGroup) => g.useRancher(5 as any), [
      'masterHost: is required, but was not given; expected a string',
      'accessKey: is required, but was not given; expected a string',
      'secretKey: is required, but was not given; expected a string',
    ]],
    ['useGitlabRunner', (g: cap.SpotScalingGroup) => g.useGitlabRunner(5 as any), []],
    ['useCodedeploy', (g: cap.SpotScalingGroup) => g.useCodedeploy(5 as any), [
      'cleanupOnFailure: is required, but was not given; expected a boolean (true or false)',
      'terminateInstanceOnFailure: is required, but was not given; expected a boolean (true or false)',
      'deploymentGroups: is required, but was not given; expected a list of objects of named properties',
    ]],
    ['useBeanstalk', (g: cap.SpotScalingGroup) => g.useBeanstalk(5 as any), []],
  ])('%s: options that are not an object are named as options', (method, call, rest) => {
    expect(() => call(group(stack()))).toThrow(methodInvalid(method, 'options: expected an object of named properties, got 5 (a number)', ...rest));
  });

  test.each([
    ['useKubernetes', 'kubernetes', (g: cap.SpotScalingGroup) => g.useKubernetes({ clusterIdentifier: 'prod' })],
    ['useEcs', 'ecs', (g: cap.SpotScalingGroup) => g.useEcs('prod')],
    ['useDockerSwarm', 'dockerSwarm', (g: cap.SpotScalingGroup) => g.useDockerSwarm('swarm.internal', 2377)],
    ['useNomad', 'nomad', (g: cap.SpotScalingGroup) => g.useNomad('nomad.internal', 4646)],
    ['useRancher', 'rancher', (g: cap.SpotScalingGroup, keys: Keys) => g.useRancher({ masterHost: 'rancher.internal', ...keys })],
  ])('%s twice: the second call names the %s integration as already used', (method, integration, call) => {
    const s = stack();
    const keys = secrets(s);
    const g = group(s);
    call(g, keys);
    expect(() => call(g, keys)).toThrow(
      methodInvalid(method, `the group already uses the ${integration} integration (each integration once; a group may have several different ones)`),
    );
  });

  test('useKubernetes: integrationMode pod given explicitly is accepted and written', () => {
    const s = stack();
    group(s).useKubernetes({ clusterIdentifier: 'prod', integrationMode: 'pod', autoscale: false });
    expect(groupOf(synthChecked(s)).integration_kubernetes).toEqual({ cluster_identifier: 'prod', integration_mode: 'pod', autoscale_is_enabled: false });
  });

  test('useKubernetes: an integrationMode that is not a string is reported once, as of the wrong kind', () => {
    expect(() => group(stack()).useKubernetes({ clusterIdentifier: 'prod', integrationMode: 5 as any })).toThrow(
      methodInvalid('useKubernetes', 'integrationMode: expected a string, got 5 (a number)'),
    );
  });

  test('useRancher: a version that is not a string is reported once, as of the wrong kind', () => {
    const s = stack();
    expect(() => group(s).useRancher({ masterHost: 'rancher.internal', ...secrets(s), version: 2 as any })).toThrow(
      methodInvalid('useRancher', 'version: expected a string, got 2 (a number)'),
    );
  });

  test('useCodedeploy: a group without an application name names the field by its path', () => {
    expect(() => group(stack()).useCodedeploy({ cleanupOnFailure: true, terminateInstanceOnFailure: false, deploymentGroups: [{ deploymentGroupName: 'web-prod' } as any] })).toThrow(
      methodInvalid('useCodedeploy', 'deploymentGroups[0].applicationName: is required, but was not given; expected a string'),
    );
  });

  test.each([
    ['undefined', undefined, 'was not given'],
    ['null', null, 'was null'],
  ])('useCodedeploy: a deployment group that is %s is reported as such', (_, item, said) => {
    const options = { cleanupOnFailure: true, terminateInstanceOnFailure: false, deploymentGroups: [item as any] };
    expect(() => group(stack()).useCodedeploy(options)).toThrow(
      methodInvalid('useCodedeploy', `deploymentGroups[0]: is required, but ${said}; expected an object of named properties`),
    );
  });
});

describe('useDockerSwarm and useNomad: the master', () => {
  test.each([
    ['useDockerSwarm', (g: cap.SpotScalingGroup, host: string, port: number) => g.useDockerSwarm(host, port), 'integration_docker_swarm'],
    ['useNomad', (g: cap.SpotScalingGroup, host: string, port: number) => g.useNomad(host, port), 'integration_nomad'],
  ])('%s: ports 1 and 65535 are accepted and written', (_, call, block) => {
    for (const port of [1, 65535]) {
      const s = stack();
      call(group(s), 'master.internal', port);
      expect(groupOf(synthChecked(s))[block]).toEqual({ master_host: 'master.internal', master_port: port });
    }
  });

  test.each([0, 65536, 80.5])('port %p is refused', (port) => {
    expect(() => group(stack()).useDockerSwarm('swarm.internal', port)).toThrow(
      methodInvalid('useDockerSwarm', `masterPort: ${port} is not a port (a whole number from 1 to 65535)`),
    );
  });

  test('a port that is not a number is reported once, as of the wrong kind', () => {
    expect(() => group(stack()).useNomad('nomad.internal', '4646' as any)).toThrow(
      methodInvalid('useNomad', 'masterPort: expected a number, got "4646" (a string)'),
    );
  });

  test.each(['', '   '])('a blank host %p is refused', (host) => {
    expect(() => group(stack()).useDockerSwarm(host, 2377)).toThrow(methodInvalid('useDockerSwarm', 'masterHost: must not be blank'));
  });
});

describe('useBeanstalk: deployment preferences and platform update', () => {
  test('batchSizePercentage 0 and 100, and gracePeriod 0, are accepted and written', () => {
    for (const batchSizePercentage of [0, 100]) {
      const s = stack();
      group(s).useBeanstalk({ deploymentPreferences: { batchSizePercentage, gracePeriod: 0 } });
      expect(groupOf(synthChecked(s)).integration_beanstalk).toEqual({
        deployment_preferences: { batch_size_percentage: batchSizePercentage, grace_period: 0 },
      });
    }
  });

  test.each([-1, 101, 50.5])('batchSizePercentage %p is refused', (batchSizePercentage) => {
    expect(() => group(stack()).useBeanstalk({ deploymentPreferences: { batchSizePercentage } })).toThrow(
      methodInvalid('useBeanstalk', `deploymentPreferences.batchSizePercentage: ${batchSizePercentage} is not a whole number from 0 to 100`),
    );
  });

  test('a batchSizePercentage and a gracePeriod that are not numbers are reported once each, as of the wrong kind', () => {
    expect(() => group(stack()).useBeanstalk({ deploymentPreferences: { batchSizePercentage: '20' as any, gracePeriod: '30' as any } })).toThrow(
      methodInvalid('useBeanstalk',
        'deploymentPreferences.batchSizePercentage: expected a number, got "20" (a string)',
        'deploymentPreferences.gracePeriod: expected a number, got "30" (a string)'),
    );
  });

  test('a performAt that is not a string is reported once, as of the wrong kind', () => {
    expect(() => group(stack()).useBeanstalk({ platformUpdate: { performAt: 5 as any } })).toThrow(
      methodInvalid('useBeanstalk', 'platformUpdate.performAt: expected a string, got 5 (a number)'),
    );
  });

  test('performAt never needs no window: accepted and written, without a warning', () => {
    const s = stack();
    const g = group(s);
    g.useBeanstalk({ platformUpdate: { performAt: 'never' } });
    expect(groupOf(synthChecked(s)).integration_beanstalk).toEqual({ managed_actions: { platform_update: { perform_at: 'never' } } });
    expect(warningsOf(g)).toEqual([]);
  });

  test('a window with performAt never: the exact warning', () => {
    const g = group(stack());
    g.useBeanstalk({ platformUpdate: { performAt: 'never', timeWindow: cap.TimeWindow.parse('Sun:03:00-Sun:04:00') } });
    expect(warningsOf(g)).toEqual([
      '[CAP-L2-003] SpotScalingGroup.useBeanstalk at \'stack/G\': platformUpdate.timeWindow (Sun:03:00-Sun:04:00) has no effect with performAt "never"; ' +
      'remove the window, or set performAt "timeWindow".',
    ]);
  });
});

describe('useDns: fields of the wrong kind are named by their path and reported once', () => {
  test('recordSetType, accountId and usePublicIp', () => {
    expect(() => group(stack()).useDns([{ hostedZoneId: 'Z1', recordSetType: 5, accountId: 7, recordSets: [{ name: 'a.example.com', usePublicIp: 'yes' }] } as any])).toThrow(
      methodInvalid('useDns',
        'domains[0].recordSetType: expected a string, got 5 (a number)',
        'domains[0].accountId: expected a string, got 7 (a number)',
        'domains[0].recordSets[0].usePublicIp: expected a boolean (true or false), got "yes" (a string)'),
    );
  });
});

describe('the desired-capacity warning of the autoscaling integrations', () => {
  test.each([
    ['useEcs', 'ecs', (g: cap.SpotScalingGroup) => g.useEcs('prod')],
    ['useKubernetes', 'kubernetes', (g: cap.SpotScalingGroup) => g.useKubernetes({ clusterIdentifier: 'prod' })],
  ])('%s names itself and the %s integration', (method, integration, call) => {
    const g = group(stack(), { desiredCapacity: 2 });
    call(g);
    expect(warningsOf(g)).toEqual([
      `[CAP-L2-001] SpotScalingGroup.${method} at 'stack/G': desiredCapacity (2) is written while the ${integration} integration's autoscaler is on; ` +
      'the autoscaler changes the desired capacity itself and every apply forces it back. Leave desiredCapacity out, or set autoscale: false.',
    ]);
  });
});
