/**
 * The spot-capacity package (`cap`, version 3.128.4): its facts as the seed and the reference state
 * them. Kept by hand from those two documents only (see ./types.ts).
 *
 * The seed shows the nested types only; the reference gives the top-level inputs of each resource (and
 * so the property that holds each nested type). The seed's Limits table states some bounds and defaults
 * by property name alone (`maxScaleDownPercentage`, `batchSizePercentage (rolls)`,
 * `batchMinHealthyPercentage`, `Metadata httpPutResponseHopLimit`): they are read as holding for every
 * property of that name (and kind) the documents name.
 */
import { def, Entry, oneOf, range, req, under } from './types';

const NESTED = 'seed: Spot-capacity package: nested types';
const APP = `${NESTED}, App-platform group types (\`pubcloud_a\`)`;
const SG = `${NESTED}, Scaling group types (\`pubcloud_a\`)`;
const MI = `${NESTED}, Managed instance types (\`pubcloud_a\`)`;
const MR = `${NESTED}, Map-reduce scaler types (\`pubcloud_a\`)`;
const CL = `${NESTED}, Cluster types (\`pubcloud_a\`)`;
const NP = `${NESTED}, Node-pool cluster types (\`pubcloud_b\`)`;
const LIMITS = 'seed: Limits table';
const REF = 'reference: Spot capacity (`cap`), top-level inputs';

const CPU_MEMORY = ['CPU', 'MEMORY'];
const A_CNAME = ['a', 'cname'];
const ROLL_MIN_HEALTHY = `${LIMITS}, "batchMinHealthyPercentage | 1 to 100; backend default 50"`;
const ROLL_BATCH = `${LIMITS}, "batchSizePercentage (rolls) | 0 to 100"`;
const SCALE_DOWN = `${LIMITS}, "maxScaleDownPercentage | 1 to 100"`;
const HOP_LIMIT = `${LIMITS}, "Metadata httpPutResponseHopLimit | 1 to 64"`;
const CAPACITY_UNIT =
  'reference: How the remote systems behave, "Spot capacity, weights": "the group\'s `capacityUnit` is `weight` (the other value is `instanceCount`, the default)"';
const COMMENT = `${LIMITS}, "Roll \`comment\` | at most 256 characters"`;

/** The cluster roll parameters of the cluster's scheduled tasks (`Cluster roll parameters: ...`). */
const CLUSTER_ROLL = ['scheduledTasks[].tasks[].parameters.parametersClusterRoll', 'scheduledTasks[].tasks[].parameters.amiAutoUpdate.amiAutoUpdateClusterRoll'];
const CLUSTER_ROLL_NOTE =
  'the seed lists `parametersClusterRoll` and `amiAutoUpdate.amiAutoUpdateClusterRoll`, then "Cluster roll parameters: ..." for both';

/** The four scaling policy lists of the map-reduce scaler ("Scaling policies (core and task; up and down)"). */
const MR_POLICIES = ['coreScalingUpPolicies', 'coreScalingDownPolicies', 'taskScalingUpPolicies', 'taskScalingDownPolicies'];
/** Its three file-reference lists ("File references (bootstrap actions, configurations, steps)"). */
const MR_FILES = ['bootstrapActionsFiles', 'configurationsFiles', 'stepsFiles'];
/** Its three EBS block device lists ("EBS block devices for core, master and task groups"). */
const MR_EBS = ['coreEbsBlockDevices', 'masterEbsBlockDevices', 'taskEbsBlockDevices'];

export const CAP: ReadonlyArray<Entry> = [
  {
    name: 'spot-capacity provider configuration',
    l1: 'cap.CapProvider',
    source: 'seed: Spot-capacity package: provider configuration',
    requiredExactly: { exactly: [], source: 'seed: Spot-capacity package: provider configuration: "All optional"' },
  },
  {
    name: 'ScalingGroup',
    l1: 'cap.pubcloud_a.ScalingGroup',
    source: `${REF}, ScalingGroup; ${SG}`,
    required: [
      ...req(['name', 'product', 'orientation', 'fallbackToOndemand', 'securityGroups'], `${REF}, ScalingGroup: "R name, product, orientation, fallbackToOndemand (boolean), securityGroups (array)"`),
      ...req(['cpuOptions.threadsPerCore'], `${SG}, ScalingGroupCpuOptions`),
      ...req(['ebsBlockDevices[].deviceName'], `${SG}, ScalingGroupEbsBlockDevice`),
      ...req(under('ephemeralBlockDevices[].', ['deviceName', 'virtualName']), `${SG}, ScalingGroupEphemeralBlockDevice`),
      ...req(under('instanceTypesWeights[].', ['instanceType', 'weight']), `${SG}, ScalingGroupInstanceTypesWeight`),
      ...req(
        [
          ...under('integrationCodedeploy.', ['cleanupOnFailure', 'terminateInstanceOnFailure', 'deploymentGroups']),
          ...under('integrationCodedeploy.deploymentGroups[].', ['applicationName', 'deploymentGroupName']),
        ],
        `${SG}, Integrations: codedeploy ("all required")`,
      ),
      ...req(under('integrationDockerSwarm.', ['masterHost', 'masterPort']), `${SG}, Integrations: dockerSwarm`),
      ...req(['integrationEcs.clusterName', 'integrationEcs.batch.jobQueueNames'], `${SG}, Integrations: ecs`),
      ...req(['integrationMesosphere.apiServer'], `${SG}, Integrations: mesosphere`),
      ...req(under('integrationNomad.', ['masterHost', 'masterPort']), `${SG}, Integrations: nomad`),
      ...req(under('integrationRancher.', ['accessKey', 'masterHost', 'secretKey']), `${SG}, Integrations: rancher`),
      ...req(['integrationDns.domains[].hostedZoneId', 'integrationDns.domains[].recordSets[].name'], `${SG}, Integrations: dns`),
      ...req(under('itfs[].', ['fixedTargetGroups', 'loadBalancers', 'targetGroupConfigs', 'weightStrategy']), `${SG}, ScalingGroupItf`),
      ...req(under('itfs[].targetGroupConfigs[].', ['healthCheckPath', 'port', 'protocol', 'vpcId']), `${SG}, ScalingGroupItf: "A target group config has ... required"`),
      ...req(['itfs[].targetGroupConfigs[].tags[].tagKey'], `${SG}, ScalingGroupItf: "tags [{tagKey required, tagValue}]"`),
      ...req(['logging.export.s3s[].id'], `${SG}, ScalingGroupLogging.export.s3s`),
      ...req(['metadataOptions.httpTokens'], `${SG}, ScalingGroupMetadataOptions`),
      ...req(under('multipleMetrics.metrics[].', ['metricName', 'name', 'namespace']), `${SG}, ScalingGroupMultipleMetrics`),
      ...req(['multipleMetrics.metrics[].dimensions[].name'], `${SG}, ScalingGroupMultipleMetrics`),
      ...req(['networkInterfaces[].deviceIndex'], `${SG}, ScalingGroupNetworkInterface`),
      ...req(
        ['updatePolicy.rollConfig.batchSizePercentage', 'updatePolicy.rollConfig.strategy.action', 'updatePolicy.rollConfig.strategy.onFailure.actionType'],
        `${SG}, ScalingGroupUpdatePolicy.rollConfig`,
      ),
    ],
    requiredExactly: { exactly: ['name', 'product', 'orientation', 'fallbackToOndemand', 'securityGroups'], source: `${REF}, ScalingGroup` },
    defaults: [
      def('capacityUnit', 'instanceCount', CAPACITY_UNIT),
      def('integrationRancher.version', '1', `${SG}, Integrations: rancher ("omitted means 1")`),
      def('updatePolicy.rollConfig.strategy.batchMinHealthyPercentage', 50, ROLL_MIN_HEALTHY),
    ],
    enums: [
      oneOf('capacityUnit', ['weight', 'instanceCount'], CAPACITY_UNIT, {
        note: '"is `weight` (the other value is `instanceCount` ...)": two values',
      }),
      oneOf('ebsBlockDevices[].volumeType', ['standard', 'gp2', 'gp3', 'io1', 'st1', 'sc1'], `${SG}, ScalingGroupEbsBlockDevice`),
      oneOf('ebsBlockDevices[].dynamicIops.resource', CPU_MEMORY, `${SG}, ScalingGroupEbsBlockDevice`),
      oneOf('ebsBlockDevices[].dynamicVolumeSize.resource', CPU_MEMORY, `${SG}, ScalingGroupEbsBlockDevice`),
      oneOf('integrationKubernetes.integrationMode', ['saas', 'pod'], `${SG}, Integrations: kubernetes`),
      oneOf('integrationRancher.version', ['1', '2'], `${SG}, Integrations: rancher`),
      oneOf('integrationDns.domains[].recordSetType', A_CNAME, `${SG}, Integrations: dns`),
      oneOf('metadataOptions.httpTokens', ['optional', 'required'], `${SG}, ScalingGroupMetadataOptions`),
      oneOf('updatePolicy.rollConfig.strategy.action', ['REPLACE_SERVER', 'RESTART_SERVER'], `${SG}, ScalingGroupUpdatePolicy.rollConfig`),
      oneOf('updatePolicy.rollConfig.strategy.onFailure.actionType', ['DETACH_OLD', 'DETACH_NEW'], `${SG}, ScalingGroupUpdatePolicy.rollConfig`),
    ],
    bounds: [
      range('spotPercentage', 0, 100, `${REF}, ScalingGroup: "spotPercentage (0 to 100)"`),
      range('metadataOptions.httpPutResponseHopLimit', 1, 64, `${SG}, ScalingGroupMetadataOptions; ${HOP_LIMIT}`),
      range('resourceRequirements[].requiredGpuMaximum', undefined, 16, `${SG}, ScalingGroupResourceRequirement; ${LIMITS}`),
      range('updatePolicy.rollConfig.strategy.batchMinHealthyPercentage', 1, 100, `${SG}, ScalingGroupUpdatePolicy.rollConfig; ${ROLL_MIN_HEALTHY}`),
      range('updatePolicy.rollConfig.batchSizePercentage', 0, 100, ROLL_BATCH),
      range('integrationDockerSwarm.autoscaleDown.maxScaleDownPercentage', 1, 100, `${SCALE_DOWN}; ${SG}, Integrations: dockerSwarm names the property`),
    ],
  },
  {
    name: 'AppPlatform',
    l1: 'cap.pubcloud_a.AppPlatform',
    source: `${REF}, AppPlatform; ${APP}`,
    required: [
      ...req(['name', 'product', 'region', 'desiredCapacity', 'minSize', 'maxSize', 'instanceTypesSpots'], `${REF}, AppPlatform`),
      ...req(['scheduledTasks[].taskType'], `${APP}, AppPlatformScheduledTask ("taskType required")`),
    ],
    requiredExactly: { exactly: ['name', 'product', 'region', 'desiredCapacity', 'minSize', 'maxSize', 'instanceTypesSpots'], source: `${REF}, AppPlatform` },
    enums: [
      oneOf('managedActions.platformUpdate.performAt', ['timeWindow', 'never'], `${APP}, AppPlatformManagedActions.platformUpdate`),
      oneOf('scheduledTasks[].frequency', ['hourly', 'daily', 'weekly', 'continuous'], `${APP}, AppPlatformScheduledTask`),
      oneOf(
        'scheduledTasks[].taskType',
        ['scale', 'backup_ami', 'roll', 'scaleUp', 'percentageScaleUp', 'scaleDown', 'percentageScaleDown', 'statefulUpdateCapacity'],
        `${APP}, AppPlatformScheduledTask`,
      ),
    ],
  },
  {
    name: 'Cluster',
    l1: 'cap.pubcloud_a.Cluster',
    source: `${REF}, Cluster; ${CL}`,
    required: [
      ...req(['imageId', 'securityGroups', 'subnetIds'], `${REF}, Cluster: "R imageId, securityGroups, subnetIds"`),
      ...req(under('blockDeviceMappings[].ebs.dynamicIops.', ['baseSize', 'resource', 'sizePerResourceUnit']), `${CL}, ClusterBlockDeviceMapping ("all required")`),
      ...req(['logging.export.s3s[].id'], `${CL}, ClusterLogging.export.s3s`),
      ...req(under('tags[].', ['key', 'value']), `${CL}, ClusterTag`),
      ...req(['scheduledTasks[].shutdownHours.timeWindows'], `${CL}, ClusterScheduledTask: "timeWindows array of string (required ...)"`),
      ...req(under('scheduledTasks[].tasks[].', ['cronExpression', 'isEnabled', 'taskType']), `${CL}, ClusterScheduledTask: "tasks array of {...}, all required"`),
      ...req(['updatePolicy.shouldRoll', 'updatePolicy.rollConfig.batchSizePercentage'], `${CL}, ClusterUpdatePolicy`),
    ],
    requiredExactly: { exactly: ['imageId', 'securityGroups', 'subnetIds'], source: `${REF}, Cluster` },
    defaults: [
      ...CLUSTER_ROLL.map((p) => def(`${p}.batchMinHealthyPercentage`, 50, `${CL}, ClusterScheduledTask: "Cluster roll parameters: batchMinHealthyPercentage 1 to 100 (backend default 50)"`, { note: CLUSTER_ROLL_NOTE })),
      def('updatePolicy.rollConfig.batchMinHealthyPercentage', 50, `${CL}, ClusterUpdatePolicy: "batchMinHealthyPercentage (default 50)"`),
    ],
    enums: [
      oneOf('attachLoadBalancers[].type', ['CLASSIC', 'TARGET_GROUP'], `${CL}, ClusterAttachLoadBalancer and ClusterLoadBalancer`),
      oneOf('loadBalancers[].type', ['CLASSIC', 'TARGET_GROUP'], `${CL}, ClusterAttachLoadBalancer and ClusterLoadBalancer`),
      oneOf('scheduledTasks[].tasks[].taskType', ['clusterRoll', 'amiAutoUpdate'], `${CL}, ClusterScheduledTask`),
      oneOf(
        'updatePolicy.conditionedRollParams',
        [
          'subnet_ids',
          'whitelist',
          'blacklist',
          'user_data',
          'image_id',
          'security_groups',
          'key_name',
          'iam_instance_profile',
          'associate_public_ip_address',
          'load_balancers',
          'instance_metadata_options',
          'ebs_optimized',
          'root_volume_size',
        ],
        `${CL}, ClusterUpdatePolicy: "conditionedRollParams array of string (... values ...)"`,
        { items: true },
      ),
    ],
    bounds: [
      range('autoscaler.autoHeadroomPercentage', 0, 200, `${CL}, ClusterAutoscaler; ${LIMITS}, "Cluster autoHeadroomPercentage"`),
      range('autoscaler.autoscaleDown.maxScaleDownPercentage', 1, 100, `${CL}, ClusterAutoscaler; ${SCALE_DOWN}`),
      range('blockDeviceMappings[].ebs.iops', 0, undefined, `${CL}, ClusterBlockDeviceMapping: "iops (at least 0)"`),
      ...CLUSTER_ROLL.flatMap((p) => [
        range(`${p}.batchMinHealthyPercentage`, 1, 100, `${CL}, ClusterScheduledTask, cluster roll parameters; ${ROLL_MIN_HEALTHY}`, { note: CLUSTER_ROLL_NOTE }),
        range(`${p}.batchSizePercentage`, 0, 100, `${CL}, ClusterScheduledTask, cluster roll parameters; ${ROLL_BATCH}`, { note: CLUSTER_ROLL_NOTE }),
        range(`${p}.comment`, undefined, 256, `${CL}, ClusterScheduledTask, cluster roll parameters; ${COMMENT}`, { of: 'length', note: CLUSTER_ROLL_NOTE }),
      ]),
      range('updatePolicy.rollConfig.batchSizePercentage', 0, 100, ROLL_BATCH),
      range('updatePolicy.rollConfig.batchMinHealthyPercentage', 1, 100, ROLL_MIN_HEALTHY),
    ],
  },
  {
    name: 'ClusterLaunchSpec (node group)',
    l1: 'cap.pubcloud_a.ClusterLaunchSpec',
    source: `${CL}, "Node-group (launch spec) types"; reference: Spot capacity (\`cap\`), module list ("the cluster's node groups, \`ClusterLaunchSpec\`")`,
    note: 'the seed names the node-group types ("strategy orientation", "draining timeout", "taint", "update policy"), not the properties; they are read as `strategy`, `strategy[].drainingTimeout` (the provider keeps it in the strategy block), `taints`, `updatePolicy`',
    required: [
      ...req(under('taints[].', ['effect', 'key', 'value']), `${CL}, node-group taint ("all required")`),
      ...req(['updatePolicy.shouldRoll', 'updatePolicy.rollConfig.batchSizePercentage'], `${CL}, node-group update policy`),
    ],
    defaults: [def('strategy[].drainingTimeout', 300, `${CL}, node-group types: "draining timeout defaults to 300 seconds when unset"; ${LIMITS}`)],
    enums: [
      oneOf('strategy[].orientation.availabilityVsCost', ['costOriented', 'cheapest', 'balanced'], `${CL}, node-group strategy orientation`),
      oneOf('taints[].effect', ['NoSchedule', 'PreferNoSchedule', 'NoExecute'], `${CL}, node-group taint`),
    ],
    bounds: [range('updatePolicy.rollConfig.batchSizePercentage', 0, 100, ROLL_BATCH)],
  },
  {
    name: 'Suspension',
    l1: 'cap.pubcloud_a.Suspension',
    source: `${CL}, "Suspension: name (...)"`,
    note: 'the seed shows only the suspension item type; the path `suspensions[]` of the resource around it is not in the documents',
    enums: [
      oneOf('suspensions[].name', ['AUTO_HEALING', 'OUT_OF_STRATEGY', 'PREVENTIVE_REPLACEMENT', 'REVERT_PREFERRED', 'SCHEDULING'], `${CL}, Suspension`),
    ],
  },
  {
    name: 'MapReduceScaler',
    l1: 'cap.pubcloud_a.MapReduceScaler',
    source: `${REF}, MapReduceScaler; ${MR}`,
    required: [
      ...req(['name', 'strategy'], `${REF}, MapReduceScaler: "R name, strategy"`),
      ...req(['applications[].name'], `${MR}, MapReduceScalerApplication`),
      ...req(
        MR_FILES.flatMap((f) => under(`${f}[].`, ['bucket', 'key'])),
        `${MR}, "File references (bootstrap actions, configurations, steps): bucket and key, both required"`,
      ),
      ...req(MR_EBS.flatMap((f) => under(`${f}[].`, ['sizeInGb', 'volumeType'])), `${MR}, "EBS block devices for core, master and task groups"`),
      ...req(
        MR_POLICIES.flatMap((f) => under(`${f}[].`, ['metricName', 'namespace', 'policyName', 'threshold', 'unit'])),
        `${MR}, "Scaling policies (core and task; up and down)"`,
      ),
      ...req(under('instanceWeights[].', ['instanceType', 'weightedCapacity']), `${MR}, MapReduceScalerInstanceWeight`),
      ...req(under('provisioningTimeout.', ['timeout', 'timeoutAction']), `${MR}, MapReduceScalerProvisioningTimeout`),
      ...req(under('scheduledTasks[].', ['cron', 'instanceGroupType', 'taskType']), `${MR}, MapReduceScalerScheduledTask`),
      ...req(under('tags[].', ['key', 'value']), `${MR}, MapReduceScalerTag`),
      ...req(under('terminationPolicies[].statements[].', ['metricName', 'namespace', 'threshold']), `${MR}, MapReduceScalerTerminationPolicy.statements`),
    ],
    requiredExactly: { exactly: ['name', 'strategy'], source: `${REF}, MapReduceScaler` },
    enums: [
      oneOf('strategy', ['new', 'wrap', 'clone'], `${REF}, MapReduceScaler`),
      ...['coreLifecycle', 'masterLifecycle', 'taskLifecycle'].map((p) => oneOf(p, ['SPOT', 'ON_DEMAND'], `${REF}, MapReduceScaler`)),
      ...MR_POLICIES.map((p) =>
        oneOf(`${p}[].actionType`, ['adjustment', 'setMinTarget', 'setMaxTarget', 'updateCapacity', 'percentageAdjustment'], `${MR}, scaling policies`),
      ),
      oneOf('provisioningTimeout.timeoutAction', ['terminate', 'terminateAndRetry'], `${MR}, MapReduceScalerProvisioningTimeout`),
      oneOf('scheduledTasks[].instanceGroupType', ['task'], `${MR}, MapReduceScalerScheduledTask`),
      oneOf('scheduledTasks[].taskType', ['setCapacity'], `${MR}, MapReduceScalerScheduledTask`),
      oneOf('terminationPolicies[].statements[].operator', ['gt', 'gte', 'lt', 'lte'], `${MR}, MapReduceScalerTerminationPolicy.statements`),
      oneOf(
        'terminationPolicies[].statements[].statistic',
        ['average', 'sum', 'sampleCount', 'maximum', 'minimum'],
        `${MR}, MapReduceScalerTerminationPolicy.statements`,
      ),
      oneOf(
        'terminationPolicies[].statements[].unit',
        [
          'seconds',
          'microseconds',
          'milliseconds',
          'bytes',
          'kilobytes',
          'megabytes',
          'gigabytes',
          'terabytes',
          'bits',
          'kilobits',
          'megabits',
          'gigabits',
          'terabits',
          'percent',
          'count',
          'none',
        ],
        `${MR}, MapReduceScalerTerminationPolicy.statements: "unit (one of a fixed list including ...)"`,
        { partial: true, note: 'the "/second" forms are named only as "the matching `/second` forms", so they are not listed here' },
      ),
    ],
    bounds: [range('provisioningTimeout.timeout', 15, undefined, `${MR}, MapReduceScalerProvisioningTimeout; ${LIMITS}, "Map-reduce provisioning timeout | minimum 15 minutes"`)],
  },
  {
    name: 'ManagedInstance',
    l1: 'cap.pubcloud_a.ManagedInstance',
    source: `${REF}, ManagedInstance; ${MI}`,
    required: [
      ...req(['name', 'product', 'imageId', 'vpcId', 'persistBlockDevices', 'subnetIds'], `${REF}, ManagedInstance`),
      ...req(['blockDeviceMappings[].deviceName'], `${MI}, ManagedInstanceBlockDeviceMapping`),
      ...req(['loadBalancers[].type'], `${MI}, ManagedInstanceLoadBalancer`),
      ...req(['managedInstanceAction.type'], `${MI}, ManagedInstanceManagedInstanceAction`),
      ...req(['metadataOptions.httpTokens'], `${MI}, ManagedInstanceMetadataOptions`),
      ...req(['networkInterfaces[].deviceIndex'], `${MI}, ManagedInstanceNetworkInterface`),
      ...req(['revertToSpot.performAt'], `${MI}, ManagedInstanceRevertToSpot`),
      ...req(['scheduledTasks[].taskType'], `${MI}, ManagedInstanceScheduledTask`),
      ...req(
        ['integrationDns.domains[].hostedZoneId', 'integrationDns.domains[].recordSets[].name'],
        `${MI}: "The dns integration has the same shape as in the scaling group"; ${SG}, Integrations: dns`,
      ),
    ],
    requiredExactly: { exactly: ['name', 'product', 'imageId', 'vpcId', 'persistBlockDevices', 'subnetIds'], source: `${REF}, ManagedInstance` },
    enums: [oneOf('integrationDns.domains[].recordSetType', A_CNAME, `${MI}: "The dns integration has the same shape as in the scaling group"`)],
    bounds: [range('metadataOptions.httpPutResponseHopLimit', 1, 64, HOP_LIMIT)],
  },
  {
    name: 'NodePoolCluster',
    l1: 'cap.pubcloud_b.NodePoolCluster',
    source: `${REF}, NodePoolCluster; ${NP}`,
    required: [
      ...req(
        [
          'name',
          'controllerClusterId',
          'managedClusterName',
          'managedClusterRegion',
          'managedResourceGroupName',
          'managedInfrastructureResourceGroupName',
          'availabilityZones',
        ],
        `${REF}, NodePoolCluster`,
      ),
      ...req(under('scheduling.tasks[].', ['cronExpression', 'isEnabled', 'taskType']), `${NP}, Scheduling: "tasks [{cronExpression, isEnabled, taskType required; ...}]"`).map((f) =>
        f.path.endsWith('taskType')
          ? f
          : {
            ...f,
            note: 'read as "all three required", as the seed\'s "cron, instanceGroupType, taskType required" of the map-reduce scheduled task (which the L1 reads that way) and the cluster\'s "all required"',
          },
      ),
    ],
    requiredExactly: {
      exactly: [
        'name',
        'controllerClusterId',
        'managedClusterName',
        'managedClusterRegion',
        'managedResourceGroupName',
        'managedInfrastructureResourceGroupName',
        'availabilityZones',
      ],
      source: `${REF}, NodePoolCluster`,
    },
    defaults: [
      def('scheduling.tasks[].parameters.parametersClusterRoll.batchMinHealthyPercentage', 50, `${NP}, Scheduling, parametersClusterRoll: "(default 50)"`),
      def('scheduling.tasks[].parameters.parametersClusterRoll.batchSizePercentage', 20, `${NP}, Scheduling, parametersClusterRoll: "(default 20)"; ${LIMITS}, "Node-pool roll batch size | default 20 when null"`),
    ],
    disallowed: [
      {
        path: 'taints[].key',
        atLeast: 2,
        what: 'system taint keys',
        each: /^([a-z0-9-]+\.)*kubernetes\.io\/[a-z0-9-]+$/,
        source: `${NP}, "Taint: effect, key, value; several system taint keys are disallowed"`,
        note: 'the documents give no list; "system taint keys" is read as the taint keys in Kubernetes\' own namespace (`kubernetes.io` and its subdomains), the ones Kubernetes sets on nodes itself',
      },
    ],
    bounds: [
      range('autoscaler.autoscaleHeadroom.automatic.percentage', 0, 100, `${NP}, NodePoolClusterAutoscaler`),
      range('autoscaler.autoscaleDown.maxScaleDownPercentage', 1, 100, `${NP}, NodePoolClusterAutoscaler names the property; ${SCALE_DOWN}`),
      range('scheduling.tasks[].parameters.parametersClusterRoll.batchMinHealthyPercentage', 1, 100, `${NP}, Scheduling, parametersClusterRoll; ${ROLL_MIN_HEALTHY}`),
      range('scheduling.tasks[].parameters.parametersClusterRoll.batchSizePercentage', 0, 100, `${NP}, Scheduling, parametersClusterRoll; ${ROLL_BATCH}`),
      range('scheduling.tasks[].parameters.parametersClusterRoll.comment', undefined, 256, `${NP}, Scheduling, parametersClusterRoll; ${COMMENT}`, { of: 'length' }),
    ],
  },
  {
    name: 'ecs_like cluster',
    l1: 'cap.ecs_like.Cluster',
    source: 'reference: Spot capacity (`cap`): "`ecs_like` holds a cluster for a container service (same shape as Cluster, not required)"',
    note: 'the documents state no default, list, bound or required input of its own',
  },
];
