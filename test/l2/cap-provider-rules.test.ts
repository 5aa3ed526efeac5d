/**
 * The spot-capacity provider's own rules, as the cap L2s meet them:
 *
 * - a scaling group launches in availability zones (`availabilityZones`); the deprecated `subnetIds`
 *   still writes `subnet_ids`, and the two, which the provider refuses together, are refused at
 *   construction with the L2's own message naming both props;
 * - no cap L2 writes an attribute the provider's schema marks deprecated unless asked (every L2 with
 *   every prop but `subnetIds`, and every method, walked against `schema/cap/terraform.json`);
 * - no cap L2 writes both attributes of a pair the provider refuses together;
 * - what the provider fills in for an option left out (the `@default`s that name the provider's
 *   value) is left out by the L2: the provider, not the L2, supplies it.
 */
import * as fs from 'fs';
import * as path from 'path';
import { TerraformStack, TerraformVariable } from 'cdktf';
import { cap } from '../../src';
import { capStack as stack, nodePoolBase } from '../support/cap';
import { invalidAt, only, synthChecked as synth } from '../support/l2';

const base: cap.SpotScalingGroupProps = { name: 'workers', product: 'Linux/UNIX', securityGroups: ['sg-1'], minSize: 1, maxSize: 10 };
const group = (s: TerraformStack, props: Partial<cap.SpotScalingGroupProps> = {}) => new cap.SpotScalingGroup(s, 'G', { ...base, ...props } as any);
const groupOf = (json: any) => only(json, 'cap_pubcloud_a_scaling_group');
const BOTH = 'subnetIds: cannot be given with availabilityZones (the provider refuses subnet_ids together with availability_zones); ' +
  'keep availabilityZones and remove subnetIds, which is deprecated';

describe('SpotScalingGroup: availability zones, not the deprecated subnets', () => {
  test('availabilityZones is written to availability_zones, and no subnet_ids', () => {
    const s = stack();
    group(s, { availabilityZones: ['region-1a', 'region-1b'] });
    const g = groupOf(synth(s));
    expect(g.availability_zones).toEqual(['region-1a', 'region-1b']);
    expect(g).not.toHaveProperty('subnet_ids');
  });

  test('subnetIds, when asked for, still writes subnet_ids (and no availability_zones)', () => {
    const s = stack();
    group(s, { subnetIds: ['subnet-a'] });
    const g = groupOf(synth(s));
    expect(g.subnet_ids).toEqual(['subnet-a']);
    expect(g).not.toHaveProperty('availability_zones');
  });

  test('neither given: neither is written', () => {
    const s = stack();
    group(s);
    const g = groupOf(synth(s));
    expect(g).not.toHaveProperty('subnet_ids');
    expect(g).not.toHaveProperty('availability_zones');
  });

  test('both are refused together, naming both props and which to keep', () => {
    expect(() => group(stack(), { availabilityZones: ['region-1a'], subnetIds: ['subnet-a'] })).toThrow(invalidAt('SpotScalingGroup', 'stack/G')(BOTH));
  });

  test('both are refused whatever their values: empty lists and list tokens too', () => {
    expect(() => group(stack(), { availabilityZones: [], subnetIds: [] })).toThrow(invalidAt('SpotScalingGroup', 'stack/G')(BOTH));
    const s = stack();
    const zones = new TerraformVariable(s, 'zones', { type: 'list(string)' }).listValue;
    const subnets = new TerraformVariable(s, 'subnets', { type: 'list(string)' }).listValue;
    expect(() => group(s, { availabilityZones: zones, subnetIds: subnets })).toThrow(invalidAt('SpotScalingGroup', 'stack/G')(BOTH));
  });

  test('the conflict is reported with the group\'s other problems, in one error', () => {
    expect(() => group(stack(), { availabilityZones: ['region-1a'], subnetIds: ['subnet-a'], spotPercentage: 101 })).toThrow(
      invalidAt('SpotScalingGroup', 'stack/G')('spotPercentage: 101 is out of range; allowed: 0 to 100', BOTH),
    );
  });

  test('null is not given: availabilityZones with subnetIds null is taken', () => {
    const s = stack();
    group(s, { availabilityZones: ['region-1a'], subnetIds: null as any });
    expect(groupOf(synth(s)).availability_zones).toEqual(['region-1a']);
  });
});

// ---- every cap L2 with every prop (but the deprecated subnetIds) and every method

/** Every cap L2, with every prop but the scaling group's deprecated `subnetIds`, and every method called. */
function everyCapL2(s: TerraformStack): void {
  const ak = new TerraformVariable(s, 'access_key', { type: 'string', sensitive: true }).stringValue;
  const sk = new TerraformVariable(s, 'secret_key', { type: 'string', sensitive: true }).stringValue;
  const g = new cap.SpotScalingGroup(s, 'Group', {
    ...base,
    desiredCapacity: 2,
    orientation: 'costOriented',
    fallbackToOndemand: false,
    requireMetadataTokens: true,
    spotPercentage: 70,
    onDemandType: 'm5.large',
    imageId: 'img-1',
    region: 'region-1',
    availabilityZones: ['region-1a'],
    rollOnChange: true,
    rollBatchSizePercentage: 30,
    resumeStateful: true,
    tags: { team: 'ci' },
  });
  g.addInstanceType('m5.large', 2);
  g.addInstanceType('c5.xlarge', 4);
  g.addEbsVolume('/dev/xvda', { volumeType: 'gp3', sizeGb: 50, throughput: 250 });
  g.useKubernetes({ clusterIdentifier: 'prod', autoscale: false });
  g.useEcs('prod', { autoscale: false });
  g.useDockerSwarm('swarm', 2377);
  g.useNomad('nomad', 4646);
  g.useRancher({ masterHost: 'rancher', accessKey: ak, secretKey: sk, version: '2' });
  g.useMesosphere('https://dcos.internal');
  g.useGitlabRunner();
  g.useCodedeploy({ cleanupOnFailure: true, terminateInstanceOnFailure: false, deploymentGroups: [{ applicationName: 'web', deploymentGroupName: 'web-prod' }] });
  g.useBeanstalk({
    environmentId: 'e-1',
    deploymentPreferences: { automaticRoll: true, batchSizePercentage: 20, gracePeriod: 60, strategy: { action: 'replace', shouldDrainInstances: true } },
    platformUpdate: { performAt: 'timeWindow', timeWindow: cap.TimeWindow.parse('Sun:03:00-Sun:04:00'), updateLevel: 'minor' },
  });
  g.useDns([{ hostedZoneId: 'Z1', recordSetType: 'cname', accountId: 'act-1', recordSets: [{ name: 'a.example.com', usePublicDns: true, usePublicIp: false }] }]);
  g.suspendProcesses(['AUTO_HEALING']);

  const c = new cap.SpotCluster(s, 'Cluster', {
    name: 'c',
    controllerId: 'ctl',
    region: 'region-1',
    imageId: 'img-1',
    securityGroups: ['sg-1'],
    subnetIds: ['subnet-1'],
    minSize: 1,
    maxSize: 9,
    spotPercentage: 60,
    fallbackToOndemand: false,
    requireMetadataTokens: true,
    shutdownHours: [cap.TimeWindow.parse('Sat:00:00-Sun:00:00')],
    autoscaler: true,
    autoHeadroomPercentage: 10,
    headroom: { cpuPerUnit: 500, memoryPerUnit: 512, numOfUnits: 1, gpuPerUnit: 1 },
    maxScaleDownPercentage: 20,
    rollOnChange: true,
    rollBatchSizePercentage: 25,
    rollBatchMinHealthyPercentage: 60,
    respectPdb: false,
    tags: { team: 'apps' },
  });
  c.scheduleRoll('0 3 * * 0', { batchSizePercentage: 10, comment: 'weekly' });
  c.scheduleAmiAutoUpdate('0 4 1 * *', { patch: true, minorVersion: true, applyRoll: true });
  c.addNodeGroup('gpu', {
    imageId: 'img-2',
    instanceTypes: ['g5.xlarge'],
    securityGroups: ['sg-2'],
    subnetIds: ['subnet-2'],
    rootVolumeSize: 60,
    spotPercentage: 50,
    orientation: 'cheapest',
    utilizeCommitments: true,
    utilizeReservedInstances: false,
    restrictScaleDown: true,
    drainingTimeout: 120,
    taints: [{ key: 'gpu', value: 'true', effect: 'NoSchedule' }],
    tags: { team: 'ml' },
    rollOnChange: true,
    rollBatchSizePercentage: 20,
    respectPdb: true,
  });

  const pools = new cap.SpotNodePoolCluster(s, 'Pools', {
    ...nodePoolBase,
    minCount: 1,
    maxCount: 20,
    spotPercentage: 80,
    fallbackToOndemand: true,
    gracePeriod: 300,
    kubernetesVersion: '1.30',
    osType: 'Linux',
    osSku: 'Ubuntu',
    osDiskType: 'Managed',
    osDiskSizeGb: 64,
    maxPodsPerNode: 50,
    enableNodePublicIp: false,
    vnetSubnetIds: ['vnet-1'],
    podSubnetIds: ['pod-1'],
    labels: { pool: 'apps' },
    tags: { team: 'apps' },
    taints: [{ key: 'workload', value: 'batch', effect: 'NoSchedule' }],
    vmArchitectures: ['x86_64'],
    vmSeries: ['D'],
    vmExcludeSeries: ['B'],
    vmTypes: ['generalPurpose'],
    vmGpuTypes: ['t4'],
    vmAcceleratedNetworking: 'Enabled',
    vmDiskPerformance: 'Premium',
    vmMinVcpu: 2,
    vmMaxVcpu: 16,
    vmMinMemoryGib: 4,
    vmMaxMemoryGib: 64,
    vmMinGpu: 0,
    vmMaxGpu: 2,
    vmMinDisk: 1,
    vmMinNics: 1,
    autoscaler: true,
    autoHeadroomPercentage: 5,
    maxScaleDownPercentage: 10,
    clusterMaxVcpu: 500,
    clusterMaxMemoryGib: 2000,
    shutdownHours: [cap.TimeWindow.parse('Sat:00:00-Sun:00:00')],
    suspensionHours: [cap.TimeWindow.parse('Fri:16:00-Fri:20:00')],
    rollOnChange: true,
    conditionedRoll: true,
    rollBatchSizePercentage: 20,
    rollBatchMinHealthyPercentage: 50,
    respectPdb: true,
  });
  pools.scheduleRoll('0 3 * * 0', { batchSizePercentage: 15, comment: 'weekly', respectRestrictScaleDown: true });
  pools.scheduleUpgrade('0 4 * * 1', { scopeVersion: 'patch' });
  pools.addNodeGroup('gpu', {
    availabilityZones: ['1'],
    minCount: 0,
    maxCount: 8,
    spotPercentage: 100,
    vmTypes: ['GPU'],
    vmMinGpu: 1,
    labels: { accelerator: 'gpu' },
    taints: [{ key: 'gpu', value: 'true', effect: 'NoSchedule' }],
    headroom: { cpuPerUnit: 4000, memoryPerUnit: 16384, numOfUnits: 1, gpuPerUnit: 1 },
    shutdownHours: [cap.TimeWindow.parse('Sat:00:00-Sun:00:00')],
    rollOnChange: true,
    conditionedRoll: true,
    rollBatchSizePercentage: 25,
    rollBatchMinHealthyPercentage: 50,
    respectPdb: true,
  });

  const ecs = new cap.SpotEcsLikeCluster(s, 'Ecs', {
    name: 'e',
    clusterName: 'e',
    region: 'region-1',
    imageId: 'img-1',
    securityGroups: ['sg-1'],
    subnetIds: ['subnet-1'],
    minSize: 1,
    maxSize: 9,
    spotPercentage: 90,
    fallbackToOndemand: false,
    requireMetadataTokens: true,
    autoscaler: true,
    autoHeadroomPercentage: 10,
    headroom: { cpuPerUnit: 500, memoryPerUnit: 512, numOfUnits: 1 },
    maxScaleDownPercentage: 20,
    shutdownHours: [cap.TimeWindow.parse('Sat:00:00-Sun:00:00')],
    rollOnChange: true,
    rollBatchSizePercentage: 20,
    rollBatchMinHealthyPercentage: 50,
    tags: { team: 'services' },
  });
  ecs.addNodeGroup('batch', {
    imageId: 'img-2',
    instanceTypes: ['c5.large'],
    preferredSpotTypes: ['c5.large'],
    securityGroups: ['sg-2'],
    subnetIds: ['subnet-2'],
    iamInstanceProfile: 'profile',
    userData: 'echo',
    spotPercentage: 100,
    restrictScaleDown: true,
    headroom: { cpuPerUnit: 500, memoryPerUnit: 512, numOfUnits: 1 },
    attributes: { workload: 'batch' },
    tags: { team: 'batch' },
  });

  const mr = new cap.SpotMapReduceScaler(s, 'Etl', {
    name: 'etl',
    strategy: 'clone',
    clusterId: 'j-1',
    description: 'etl',
    region: 'region-1',
    releaseLabel: 'rel-6',
    imageId: 'img-1',
    keyName: 'key',
    instanceRole: 'role',
    serviceRole: 'service',
    securityConfig: 'sec',
    logUri: 'logs',
    additionalInfo: '{}',
    availabilityZones: ['region-1a'],
    rootVolumeSize: 20,
    retries: 2,
    keepAlive: true,
    terminationProtected: true,
    exposeClusterId: true,
    provisioningTimeoutMinutes: 30,
    provisioningTimeoutAction: 'terminate',
    tags: { team: 'data' },
  });
  mr.addMasterGroup({ instanceTypes: ['m5.xlarge'], lifecycle: 'ON_DEMAND', target: 1, ebsVolumes: [{ volumeType: 'gp3', sizeGb: 20 }] });
  mr.addCoreGroup({ instanceTypes: ['r5.2xlarge'], lifecycle: 'SPOT', minSize: 1, maxSize: 4, ebsVolumes: [{ volumeType: 'io1', sizeGb: 100, iops: 3000, volumesPerInstance: 2 }] });
  mr.addTaskGroup({ instanceTypes: ['c5.2xlarge'], lifecycle: 'SPOT', minSize: 0, maxSize: 40 });
  const metric = { metricName: 'm', namespace: 'n', threshold: 1, unit: 'percent', operator: 'lt', statistic: 'average', period: 300, evaluationPeriods: 2, cooldown: 60, dimensions: { d: 'v' } };
  mr.addCoreScaleUpPolicy(cap.MapReduceScalingPolicy.adjust({ ...metric, policyName: 'up', adjustment: 1 }));
  mr.addCoreScaleDownPolicy(cap.MapReduceScalingPolicy.adjustByPercentage({ ...metric, policyName: 'down', percentage: 10 }));
  mr.addTaskScaleUpPolicy(cap.MapReduceScalingPolicy.minTarget({ ...metric, policyName: 'min', capacity: 2 }));
  mr.addTaskScaleDownPolicy(cap.MapReduceScalingPolicy.maxTarget({ ...metric, policyName: 'max', capacity: 8 }));
  mr.addTaskScaleUpPolicy(cap.MapReduceScalingPolicy.updateCapacity({ ...metric, policyName: 'update', minimum: 1, target: 2, maximum: 3 }));
  mr.addTerminationStatement({ metricName: 'IsIdle', namespace: 'n', threshold: 1, operator: 'gte', statistic: 'sum', unit: 'count', period: 300, evaluationPeriods: 6 });
  mr.addScheduledCapacity('0 20 * * 1-5', { minCapacity: 0, maxCapacity: 2, desiredCapacity: 1, enabled: true });
  mr.addApplication('QueryEngine', { version: '3.5', args: ['-x'] });

  const db = new cap.StatefulSpotInstance(s, 'Db', {
    name: 'db',
    product: 'Linux/UNIX',
    imageId: 'img-1',
    vpcId: 'vpc-1',
    subnetIds: ['subnet-1'],
    region: 'region-1',
    description: 'db',
    instanceTypes: ['r5.large'],
    securityGroupIds: ['sg-1'],
    persistBlockDevices: true,
    persistRootDevice: true,
    persistPrivateIp: true,
    fallbackToOndemand: true,
    requireMetadataTokens: true,
    revertToSpotWindows: [cap.TimeWindow.parse('Sun:02:00-Sun:04:00')],
    tags: { team: 'db' },
  });
  db.addScheduledTask('pause', { cronExpression: '0 20 * * 5', startTime: '2030-01-01T00:00:00Z', enabled: true });
  db.addTargetGroup('arn:tg/db');
  db.addClassicLoadBalancer('db-lb');

  const web = new cap.SpotAppPlatform(s, 'Web', {
    name: 'web',
    product: 'Linux/UNIX',
    region: 'region-1',
    minSize: 1,
    maxSize: 6,
    desiredCapacity: 2,
    spotInstanceTypes: ['m5.large'],
    environmentId: 'e-1',
    environmentName: 'web-prod',
    automaticRoll: true,
    deploymentBatchSizePercentage: 25,
    deploymentGracePeriod: 300,
    deploymentAction: 'replace',
    drainInstances: true,
    platformUpdateWindow: cap.TimeWindow.parse('Sun:03:00-Sun:05:00'),
    platformUpdateLevel: 'minor',
  });
  web.addScheduledTask('scale', {
    cronExpression: '0 20 * * 1-5',
    startTime: '2030-01-01T00:00:00Z',
    enabled: true,
    adjustment: 1,
    adjustmentPercentage: 10,
    batchSizePercentage: 20,
    gracePeriod: 60,
    minCapacity: 0,
    maxCapacity: 2,
    targetCapacity: 1,
    scaleMinCapacity: 0,
    scaleMaxCapacity: 3,
    scaleTargetCapacity: 1,
  });
}

/** The provider's schema of the cap resources (`schema/cap/terraform.json`), by Terraform type. */
function capSchemas(): Record<string, any> {
  const file = JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', 'schema', 'cap', 'terraform.json'), 'utf8'));
  return (Object.values(file.provider_schemas)[0] as any).resource_schemas;
}

/** Terraform's own keys of a resource (meta-arguments and the JSON's comments): not provider attributes. */
const META = new Set(['//', 'count', 'depends_on', 'for_each', 'lifecycle', 'provider', 'provisioner', 'connection', 'dynamic']);

/**
 * The paths (`type.name.attr`, nested `type.name.block.attr`) of the deprecated attributes and blocks a
 * synthesized stack writes for the resources of a schema.
 */
function deprecatedWritten(json: any, schemas: Record<string, any>): string[] {
  const found: string[] = [];
  const walk = (value: any, block: any, where: string) => {
    if (value === null || typeof value !== 'object') return;
    for (const [key, v] of Object.entries<any>(value)) {
      if (META.has(key) || v === undefined || v === null) continue;
      const attr = block.attributes?.[key];
      const nested = block.block_types?.[key];
      if (attr?.deprecated || nested?.block?.deprecated) found.push(`${where}.${key}`);
      if (nested) for (const item of Array.isArray(v) ? v : [v]) walk(item, nested.block, `${where}.${key}`);
    }
  };
  for (const [type, byName] of Object.entries<any>(json.resource ?? {})) {
    if (!schemas[type]) continue;
    for (const [name, body] of Object.entries<any>(byName)) walk(body, schemas[type].block, `${type}.${name}`);
  }
  return found;
}

describe('no cap L2 writes a deprecated attribute unasked', () => {
  const schemas = capSchemas();

  test('the provider\'s schema flags the deprecated attributes this walk looks for', () => {
    expect(schemas.cap_pubcloud_a_scaling_group.block.attributes.subnet_ids.deprecated).toBe(true);
    expect(schemas.cap_pubcloud_a_map_reduce_scaler.block.attributes.visible_to_all_users.deprecated).toBe(true);
  });

  test('every cap L2, with every prop but subnetIds and every method, writes none', () => {
    const s = stack();
    everyCapL2(s);
    const json = synth(s);
    // the walk saw every cap L2's resources
    expect(Object.keys(json.resource).filter((t) => schemas[t]).sort()).toEqual([
      'cap_ecs_like_cluster', 'cap_ecs_like_cluster_launch_spec', 'cap_pubcloud_a_app_platform', 'cap_pubcloud_a_cluster', 'cap_pubcloud_a_cluster_launch_spec',
      'cap_pubcloud_a_managed_instance', 'cap_pubcloud_a_map_reduce_scaler', 'cap_pubcloud_a_scaling_group', 'cap_pubcloud_a_suspension',
      'cap_pubcloud_b_node_pool_cluster', 'cap_pubcloud_b_node_pool_cluster_node_group',
    ]);
    expect(deprecatedWritten(json, schemas)).toEqual([]);
  });

  test('the one deprecated attribute an L2 can write is written only when asked for (and found by the walk)', () => {
    const s = stack();
    group(s, { subnetIds: ['subnet-a'] });
    expect(deprecatedWritten(synth(s), schemas)).toEqual([expect.stringMatching(/^cap_pubcloud_a_scaling_group\.[^.]+\.subnet_ids$/)]);
  });
});

/**
 * The pairs of top-level attributes the spot-capacity provider refuses together, by Terraform type
 * (`conflicts_with` of `schema/cap/provider-rules.json`), each pair once, in name order.
 */
const CONFLICTS: Record<string, Array<[string, string]>> = (() => {
  const file = JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', 'schema', 'cap', 'provider-rules.json'), 'utf8'));
  const out: Record<string, Array<[string, string]>> = {};
  for (const [type, paths] of Object.entries<any>(file)) {
    const pairs = new Map<string, [string, string]>();
    for (const [attr, rule] of Object.entries<any>(paths)) {
      for (const other of rule.conflicts_with ?? []) {
        const pair = [attr, other].sort() as [string, string];
        if (!attr.includes('.')) pairs.set(pair.join(), pair);
      }
    }
    if (pairs.size) out[type] = [...pairs.values()];
  }
  return out;
})();

/** The pairs of a resource that are both written: `type.name: a + b`. */
function conflictsWritten(json: any): string[] {
  const found: string[] = [];
  for (const [type, pairs] of Object.entries(CONFLICTS)) {
    for (const [name, body] of Object.entries<any>(json.resource?.[type] ?? {})) {
      for (const [a, b] of pairs) if (body[a] !== undefined && body[b] !== undefined) found.push(`${type}.${name}: ${a} + ${b}`);
    }
  }
  return found;
}

describe('no cap L2 writes a pair the provider refuses together', () => {
  test('the pairs are read from the provider\'s rules', () => {
    expect(CONFLICTS.cap_pubcloud_a_scaling_group).toEqual(expect.arrayContaining([['ondemand_count', 'spot_percentage'], ['availability_zones', 'subnet_ids']]));
    expect(CONFLICTS.cap_pubcloud_a_cluster).toHaveLength(3);
  });

  test('every cap L2, with every prop and every method', () => {
    const s = stack();
    everyCapL2(s);
    const json = synth(s);
    // the group writes its share of spot instances and spot types, not the on-demand count or resource requirements
    expect(groupOf(json)).toMatchObject({ spot_percentage: 70, instance_types_spot: ['c5.xlarge', 'm5.large'], availability_zones: ['region-1a'] });
    expect(conflictsWritten(json)).toEqual([]);
  });

  test('the check finds a pair written on the L1 (an escape hatch)', () => {
    const s = stack();
    group(s, { spotPercentage: 50 }).resource.ondemandCount = 2;
    expect(conflictsWritten(JSON.parse(JSON.stringify(s.toTerraform())))).toEqual([expect.stringMatching(/^cap_pubcloud_a_scaling_group\.[^.]+: ondemand_count \+ spot_percentage$/)]);
  });
});

describe('what the provider fills in is left out by the L2', () => {
  test('a map-reduce scaler: exposeClusterId, the master target, a capacity task\'s enabled and a termination statement\'s defaults', () => {
    const s = stack();
    const mr = new cap.SpotMapReduceScaler(s, 'Etl', { name: 'etl', strategy: 'new' });
    mr.addMasterGroup({ instanceTypes: ['m5.xlarge'] });
    mr.addTerminationStatement({ metricName: 'IsIdle', namespace: 'n', threshold: 1 });
    mr.addScheduledCapacity('0 20 * * 1-5', { maxCapacity: 2 });
    const r = only(synth(s), 'cap_pubcloud_a_map_reduce_scaler');
    expect(r).not.toHaveProperty('expose_cluster_id');
    expect(r).not.toHaveProperty('master_target');
    expect(r).not.toHaveProperty('visible_to_all_users');
    expect(r.scheduled_task[0]).not.toHaveProperty('is_enabled');
    expect(r.termination_policies[0].statements).toEqual([{ metric_name: 'IsIdle', namespace: 'n', threshold: 1 }]);
  });

  test('a spot cluster\'s node group: a strategy block without utilizeCommitments or utilizeReservedInstances leaves them out', () => {
    const s = stack();
    new cap.SpotCluster(s, 'C', { imageId: 'img-1', securityGroups: ['sg-1'], subnetIds: ['subnet-1'], minSize: 0, maxSize: 4 }).addNodeGroup('gpu', { spotPercentage: 50 });
    expect(only(synth(s), 'cap_pubcloud_a_cluster_launch_spec').strategy).toEqual([{ spot_percentage: 50 }]);
  });
});
