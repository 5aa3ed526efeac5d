/**
 * The cap baseline (`RulePacks.capBaseline()`): for every rule a stack it passes, one it fails (the
 * attribute path and the message asserted), and one whose value is a token (a TerraformVariable), which
 * it does not judge. The rules judge the synthesized JSON of each resource, so L1s written by hand are
 * judged as L2s and escape-hatch overrides are.
 */
import * as fs from 'fs';
import { join } from 'path';
import { Testing, TerraformResource, TerraformStack, TerraformVariable } from 'cdktf';
import { cap } from '../../src';
import { Rules } from '../../src/rules/engine';
import { CAP_BASELINE } from '../../src/rules/packs/cap';
import { RulePacks } from '../../src/rules/packs/index';
import { FindingSeverity, Rule, RULE_ID } from '../../src/rules/rule';
import { RuleSubject, StackResources } from '../../src/rules/subject';
import { capStack } from '../support/cap';

/** One judgement of one resource. */
interface Seen {
  readonly address: string;
  readonly outcome: string;
  readonly path: string;
  readonly message: string;
}

/**
 * What a rule says about every resource of its types in the stack, as the engine would ask it: each
 * resource's JSON as synthesized, with the stack's other resources. Passes are left out.
 */
function judge(rule: Rule, stack: TerraformStack): Seen[] {
  const json = JSON.parse(Testing.synth(stack));
  const byType = new Map<string, RuleSubject[]>();
  const resources: StackResources = { of: (type) => byType.get(type) ?? [] };
  for (const el of stack.node.findAll()) {
    if (!(el instanceof TerraformResource)) continue;
    const type = el.terraformResourceType;
    const id = stack.getLogicalId(el);
    const subject = RuleSubject._create(el, type, `${type}.${id}`, json.resource[type][id], resources);
    byType.set(type, [...(byType.get(type) ?? []), subject]);
  }
  const seen: Seen[] = [];
  for (const type of rule.resourceTypes) {
    for (const subject of byType.get(type) ?? []) {
      for (const j of rule.check(subject)) {
        if (j.outcome !== 'pass') seen.push({ address: subject.address, outcome: j.outcome, path: j.attributePath, message: j.message });
      }
    }
  }
  return seen;
}

/** The cap provider's schema (the repository's copy). */
const CAP_SCHEMA = JSON.parse(fs.readFileSync(join(__dirname, '..', '..', 'provider-schema', 'cap.json'), 'utf8'));

const rule = (id: string): Rule => {
  const r = CAP_BASELINE.find((x) => x.id === id);
  if (!r) throw new Error(`no rule ${id}`);
  return r;
};

/** A stack with what `build` adds to it. */
function stackWith(build: (s: TerraformStack) => void): TerraformStack {
  const s = capStack();
  build(s);
  return s;
}

const boolVar = (s: TerraformStack, name = 'flag') => new TerraformVariable(s, name, { type: 'bool' }).booleanValue;
const numVar = (s: TerraformStack, name = 'count') => new TerraformVariable(s, name, { type: 'number' }).numberValue;
const strVar = (s: TerraformStack, name = 'text') => new TerraformVariable(s, name, { type: 'string', sensitive: true }).stringValue;

// ---- L1s written by hand, with their required inputs
const group = (s: TerraformStack, extra: Partial<cap.pubcloud_a.ScalingGroupConfig> = {}, id = 'Group') => new cap.pubcloud_a.ScalingGroup(s, id, {
  name: 'workers',
  product: 'Linux/UNIX',
  orientation: 'balanced',
  fallbackToOndemand: true,
  securityGroups: ['sg-1'],
  metadataOptions: { httpTokens: 'required' },
  ...extra,
});
const cluster = (s: TerraformStack, extra: Partial<cap.pubcloud_a.ClusterConfig> = {}, id = 'Cluster') => new cap.pubcloud_a.Cluster(s, id, {
  imageId: 'ami-1', securityGroups: ['sg-1'], subnetIds: ['subnet-1'], instanceMetadataOptions: { httpTokens: 'required' }, ...extra,
});
const ecsCluster = (s: TerraformStack, extra: Partial<cap.ecs_like.ClusterConfig> = {}, id = 'Ecs') => new cap.ecs_like.Cluster(s, id, {
  name: 'ecs',
  clusterName: 'ecs',
  region: 'region-1',
  imageId: 'ami-1',
  securityGroupIds: ['sg-1'],
  subnetIds: ['subnet-1'],
  instanceMetadataOptions: { httpTokens: 'required' },
  ...extra,
});
const instance = (s: TerraformStack, extra: Partial<cap.pubcloud_a.ManagedInstanceConfig> = {}, id = 'Instance') => new cap.pubcloud_a.ManagedInstance(s, id, {
  name: 'db',
  product: 'Linux/UNIX',
  imageId: 'ami-1',
  vpcId: 'vpc-1',
  persistBlockDevices: true,
  subnetIds: ['subnet-1'],
  metadataOptions: { httpTokens: 'required' },
  ...extra,
});
const launchSpec = (s: TerraformStack, extra: Partial<cap.pubcloud_a.ClusterLaunchSpecConfig> = {}) =>
  new cap.pubcloud_a.ClusterLaunchSpec(s, 'Spec', { clusterId: 'o-1', ...extra });
const nodeGroup = (s: TerraformStack, extra: Partial<cap.pubcloud_b.NodePoolClusterNodeGroupConfig> = {}) =>
  new cap.pubcloud_b.NodePoolClusterNodeGroup(s, 'NodeGroup', { clusterId: 'o-1', name: 'ng', ...extra });
const gcpGroup = (s: TerraformStack, extra: Partial<cap.pubcloud_c.ScalingGroupConfig> = {}) =>
  new cap.pubcloud_c.ScalingGroup(s, 'GcpGroup', { name: 'g', desiredCapacity: 1, ...extra });
const azureCredentials = (s: TerraformStack, clientSecret: string) => new cap.pubcloud_b.Credentials(s, 'AzureCredentials', {
  accountId: 'act-1', clientId: 'client', clientSecret, subscriptionId: 'sub', tenantId: 'tenant',
});
const gcpCredentials = (s: TerraformStack, privateKey: string) => new cap.pubcloud_c.Credentials(s, 'GcpCredentials', {
  accountId: 'act-1',
  authProviderX509CertUrl: 'https://certs',
  authUri: 'https://auth',
  clientEmail: 'a@b',
  clientId: 'c',
  clientX509CertUrl: 'https://x509',
  privateKey,
  privateKeyId: 'k1',
  projectId: 'p',
  tokenUri: 'https://token',
  type: 'service_account',
});

describe('the cap baseline', () => {
  test('at least 8 rules, ids CAP-<AREA>-00N, each with texts and Terraform types of the cap provider', () => {
    const schema = CAP_SCHEMA;
    const types = Object.keys(schema.provider_schemas['registry.terraform.io/triad/cap'].resource_schemas);
    expect(CAP_BASELINE.length).toBeGreaterThanOrEqual(8);
    for (const r of CAP_BASELINE) {
      expect(r.id).toMatch(/^CAP-[A-Z]+-\d{3}$/);
      expect(r.id).toMatch(RULE_ID);
      for (const t of r.resourceTypes) expect(types).toContain(t);
    }
    expect(RulePacks.capBaseline().rules.map((r) => r.id)).toEqual(CAP_BASELINE.map((r) => r.id));
    expect(CAP_BASELINE.map((r) => `${r.id} ${r.severity}`)).toMatchSnapshot();
  });

  test('the attribute paths the rules read are attributes of the types they look at', () => {
    // every failure path of this file's failing stacks, index-free, is a path of the type's schema
    const schema = CAP_SCHEMA.provider_schemas['registry.terraform.io/triad/cap'].resource_schemas;
    const has = (type: string, path: string): boolean => {
      let block = schema[type].block;
      const parts = path.replace(/\[\d+\]/g, '').split('.');
      for (const [i, p] of parts.entries()) {
        if (i === parts.length - 1 && (block.attributes?.[p] || block.block_types?.[p])) return true;
        if (!block.block_types?.[p]) return false;
        block = block.block_types[p].block;
      }
      return false;
    };
    for (const c of CASES) {
      for (const f of judge(rule(c.id), stackWith(c.fails))) expect([f.address, f.path, has(f.address.split('.')[0], f.path)]).toEqual([f.address, f.path, true]);
    }
  });
});

/** Per rule: what passes, what fails (where and why), what is not judged. */
interface Case {
  readonly id: string;
  readonly passes: (s: TerraformStack) => void;
  readonly fails: (s: TerraformStack) => void;
  readonly failure: Array<[address: string, path: string, message: string]>;
  readonly token: (s: TerraformStack) => void;
  readonly notJudged: Array<[address: string, path: string]>;
}

const CASES: Case[] = [
  {
    id: 'CAP-FALLBACK-001',
    passes: (s) => {
      group(s);
      group(s, { fallbackToOndemand: false, spotPercentage: 0 }, 'OnDemandOnly');
      cluster(s);
      nodeGroup(s);
    },
    fails: (s) => {
      group(s, { fallbackToOndemand: false, spotPercentage: 100 });
      cluster(s, { fallbackToOndemand: false });
      nodeGroup(s, { fallbackToOndemand: false });
      ecsCluster(s, { fallbackToOndemand: false, spotPercentage: 70 });
    },
    failure: [
      ['cap_pubcloud_a_scaling_group.Group', 'fallback_to_ondemand', 'fallback_to_ondemand is false and spot_percentage is 100 (all of the capacity is spot): spot instances that are reclaimed or unavailable are not replaced by on-demand ones'],
      ['cap_pubcloud_a_cluster.Cluster', 'fallback_to_ondemand', 'fallback_to_ondemand is false: spot instances that are reclaimed or unavailable are not replaced by on-demand ones'],
      ['cap_ecs_like_cluster.Ecs', 'fallback_to_ondemand', 'fallback_to_ondemand is false: spot instances that are reclaimed or unavailable are not replaced by on-demand ones'],
      ['cap_pubcloud_b_node_pool_cluster_node_group.NodeGroup', 'fallback_to_ondemand', 'fallback_to_ondemand is false: spot instances that are reclaimed or unavailable are not replaced by on-demand ones'],
    ],
    token: (s) => {
      group(s, { fallbackToOndemand: boolVar(s) });
      cluster(s, { fallbackToOndemand: false, spotPercentage: numVar(s) });
    },
    notJudged: [['cap_pubcloud_a_scaling_group.Group', 'fallback_to_ondemand'], ['cap_pubcloud_a_cluster.Cluster', 'spot_percentage']],
  },
  {
    id: 'CAP-VOLUME-001',
    passes: (s) => {
      group(s, { ebsBlockDevices: [{ deviceName: '/dev/xvda', encrypted: true }] });
      cluster(s, { blockDeviceMappings: [{ deviceName: '/dev/xvda', ebs: { encrypted: true, volumeSize: 50 } }, { deviceName: '/dev/xvdz' }] });
      instance(s);
    },
    fails: (s) => {
      group(s, { ebsBlockDevices: [{ deviceName: '/dev/xvda', encrypted: true }, { deviceName: '/dev/xvdb', encrypted: false }] });
      cluster(s, { blockDeviceMappings: [{ deviceName: '/dev/xvda', ebs: { volumeSize: 50 } }] });
      launchSpec(s, { blockDeviceMappings: [{ deviceName: '/dev/xvda', ebs: { encrypted: false } }] });
    },
    failure: [
      ['cap_pubcloud_a_scaling_group.Group', 'ebs_block_device[1].encrypted', 'ebs_block_device[1].encrypted is false: the volume is not encrypted at rest'],
      ['cap_pubcloud_a_cluster.Cluster', 'block_device_mappings[0].ebs.encrypted', 'block_device_mappings[0].ebs.encrypted is not set: the volume is not encrypted at rest'],
      ['cap_pubcloud_a_cluster_launch_spec.Spec', 'block_device_mappings[0].ebs.encrypted', 'block_device_mappings[0].ebs.encrypted is false: the volume is not encrypted at rest'],
    ],
    token: (s) => {
      group(s, { ebsBlockDevices: [{ deviceName: '/dev/xvda', encrypted: boolVar(s) }] });
    },
    notJudged: [['cap_pubcloud_a_scaling_group.Group', 'ebs_block_device[0].encrypted']],
  },
  {
    id: 'CAP-METADATA-001',
    passes: (s) => {
      group(s);
      cluster(s);
      ecsCluster(s);
      instance(s);
      launchSpec(s);
    },
    fails: (s) => {
      group(s, { metadataOptions: { httpTokens: 'optional' } });
      new cap.pubcloud_a.Cluster(s, 'Cluster', { imageId: 'ami-1', securityGroups: ['sg-1'], subnetIds: ['subnet-1'] });
      launchSpec(s, { instanceMetadataOptions: { httpTokens: 'optional' } });
    },
    failure: [
      ['cap_pubcloud_a_scaling_group.Group', 'metadata_options.http_tokens', 'metadata_options.http_tokens is "optional": the metadata service answers requests without a session token'],
      ['cap_pubcloud_a_cluster.Cluster', 'instance_metadata_options.http_tokens', 'instance_metadata_options is not set: the metadata service answers requests without a session token'],
      ['cap_pubcloud_a_cluster_launch_spec.Spec', 'instance_metadata_options.http_tokens', 'instance_metadata_options.http_tokens is "optional": the metadata service answers requests without a session token'],
    ],
    token: (s) => {
      group(s, { metadataOptions: { httpTokens: strVar(s) } });
    },
    notJudged: [['cap_pubcloud_a_scaling_group.Group', 'metadata_options.http_tokens']],
  },
  {
    id: 'CAP-AUTOSCALER-001',
    passes: (s) => {
      cluster(s, { autoscaler: { autoscaleIsEnabled: true }, minSize: 1, maxSize: 10 });
      group(s, { desiredCapacity: 3, integrationKubernetes: { autoscaleIsEnabled: false } });
      ecsCluster(s, { desiredCapacity: 2 });
    },
    fails: (s) => {
      cluster(s, { autoscaler: { autoscaleIsEnabled: true }, desiredCapacity: 3 });
      group(s, { desiredCapacity: 2, integrationNomad: { masterHost: 'nomad', masterPort: 4646, autoscaleIsEnabled: true } });
      ecsCluster(s, { autoscaler: { isEnabled: true }, desiredCapacity: numVar(s) });
    },
    failure: [
      ['cap_pubcloud_a_cluster.Cluster', 'desired_capacity', 'desired_capacity (3) is written while the autoscaler is on (autoscaler.autoscale_is_enabled): every apply forces back what the autoscaler set'],
      ['cap_ecs_like_cluster.Ecs', 'desired_capacity', 'desired_capacity is written while the autoscaler is on (autoscaler.is_enabled): every apply forces back what the autoscaler set'],
      ['cap_pubcloud_a_scaling_group.Group', 'desired_capacity', 'desired_capacity (2) is written while the autoscaler is on (integration_nomad.autoscale_is_enabled): every apply forces back what the autoscaler set'],
    ],
    token: (s) => {
      cluster(s, { autoscaler: { autoscaleIsEnabled: boolVar(s) }, desiredCapacity: 3 });
    },
    notJudged: [['cap_pubcloud_a_cluster.Cluster', 'autoscaler.autoscale_is_enabled']],
  },
  {
    id: 'CAP-WEIGHT-001',
    passes: (s) => {
      group(s, { capacityUnit: 'weight', instanceTypesWeights: [{ instanceType: 'm5.large', weight: 2 }] });
      group(s, {}, 'NoWeights');
    },
    fails: (s) => {
      group(s, { instanceTypesWeights: [{ instanceType: 'm5.large', weight: 2 }] });
      group(s, { capacityUnit: 'instanceCount', instanceTypesWeights: [{ instanceType: 'm5.large', weight: 2 }] }, 'Counted');
    },
    failure: [
      ['cap_pubcloud_a_scaling_group.Group', 'capacity_unit', 'instance_types_weights are given but capacity_unit is not set (so "instanceCount"): the weights do not count'],
      ['cap_pubcloud_a_scaling_group.Counted', 'capacity_unit', 'instance_types_weights are given but capacity_unit is "instanceCount": the weights do not count'],
    ],
    token: (s) => {
      group(s, { capacityUnit: strVar(s), instanceTypesWeights: [{ instanceType: 'm5.large', weight: 2 }] });
    },
    notJudged: [['cap_pubcloud_a_scaling_group.Group', 'capacity_unit']],
  },
  {
    id: 'CAP-HEADROOM-001',
    passes: (s) => {
      cluster(s, { autoscaler: { autoscaleIsAutoConfig: true, enableAutomaticAndManualHeadroom: true, autoscaleHeadroom: { numOfUnits: 2 } } });
      ecsCluster(s, { autoscaler: { isAutoConfig: false, headroom: { numOfUnits: 2 } } });
    },
    fails: (s) => {
      cluster(s, { autoscaler: { autoscaleIsAutoConfig: true, autoHeadroomPercentage: 10, autoscaleHeadroom: { numOfUnits: 2 } } });
      ecsCluster(s, { autoscaler: { isAutoConfig: true, enableAutomaticAndManualHeadroom: false, headroom: { cpuPerUnit: 1000 } } });
    },
    failure: [
      ['cap_pubcloud_a_cluster.Cluster', 'autoscaler.enable_automatic_and_manual_headroom', 'autoscaler.autoscale_headroom is given while autoscaler.autoscale_is_auto_config is true, and autoscaler.enable_automatic_and_manual_headroom is not set: the manual headroom does not count'],
      ['cap_ecs_like_cluster.Ecs', 'autoscaler.enable_automatic_and_manual_headroom', 'autoscaler.headroom is given while autoscaler.is_auto_config is true, and autoscaler.enable_automatic_and_manual_headroom is false: the manual headroom does not count'],
    ],
    token: (s) => {
      cluster(s, { autoscaler: { autoscaleIsAutoConfig: boolVar(s), autoscaleHeadroom: { numOfUnits: 2 } } });
    },
    notJudged: [['cap_pubcloud_a_cluster.Cluster', 'autoscaler.autoscale_is_auto_config']],
  },
  {
    id: 'CAP-CAPACITY-001',
    passes: (s) => {
      group(s, { minSize: 1, desiredCapacity: 2, maxSize: 4 });
      cluster(s, { minSize: 0, maxSize: 10 });
      gcpGroup(s, { minSize: 1, maxSize: 3 });
    },
    fails: (s) => {
      group(s, { minSize: 3, desiredCapacity: 2, maxSize: 4 });
      cluster(s, { minSize: 5, maxSize: 2 });
      gcpGroup(s, { maxSize: 0 });
    },
    failure: [
      ['cap_pubcloud_a_scaling_group.Group', 'desired_capacity', 'desired_capacity (2) is below min_size (3)'],
      ['cap_pubcloud_a_cluster.Cluster', 'min_size', 'min_size (5) is above max_size (2)'],
      ['cap_pubcloud_c_scaling_group.GcpGroup', 'desired_capacity', 'desired_capacity (1) is above max_size (0)'],
    ],
    token: (s) => {
      group(s, { minSize: numVar(s), desiredCapacity: 2, maxSize: 4 });
    },
    notJudged: [['cap_pubcloud_a_scaling_group.Group', 'min_size']],
  },
  {
    id: 'CAP-PUBLICIP-001',
    passes: (s) => {
      group(s, { networkInterfaces: [{ deviceIndex: '0', associatePublicIpAddress: false }] });
      cluster(s);
      nodeGroup(s, { enableNodePublicIp: false });
    },
    fails: (s) => {
      group(s, { networkInterfaces: [{ deviceIndex: '0' }, { deviceIndex: '1', associatePublicIpAddress: true }] });
      cluster(s, { associatePublicIpAddress: true });
      nodeGroup(s, { enableNodePublicIp: true });
    },
    failure: [
      ['cap_pubcloud_a_scaling_group.Group', 'network_interface[1].associate_public_ip_address', 'network_interface[1].associate_public_ip_address is true: the instances get a public IP address and can be reached from the internet'],
      ['cap_pubcloud_a_cluster.Cluster', 'associate_public_ip_address', 'associate_public_ip_address is true: the instances get a public IP address and can be reached from the internet'],
      ['cap_pubcloud_b_node_pool_cluster_node_group.NodeGroup', 'enable_node_public_ip', 'enable_node_public_ip is true: the instances get a public IP address and can be reached from the internet'],
    ],
    token: (s) => {
      cluster(s, { associatePublicIpAddress: boolVar(s) });
    },
    notJudged: [['cap_pubcloud_a_cluster.Cluster', 'associate_public_ip_address']],
  },
  {
    id: 'CAP-SECRET-001',
    passes: (s) => {
      azureCredentials(s, strVar(s, 'client_secret'));
      gcpCredentials(s, strVar(s, 'private_key'));
      group(s, { integrationKubernetes: { clusterIdentifier: 'prod', token: strVar(s, 'k8s_token') } });
    },
    fails: (s) => {
      azureCredentials(s, 'sEcReT');
      gcpCredentials(s, '-----BEGIN PRIVATE KEY-----\nMIIE...\n-----END PRIVATE KEY-----\n');
      group(s, { integrationRancher: { accessKey: 'access', secretKey: 'rancher-secret', masterHost: 'rancher' } });
    },
    failure: [
      ['cap_pubcloud_b_credentials.AzureCredentials', 'client_secret', 'client_secret is written as a literal: the secret is in plain text in the synthesized configuration'],
      ['cap_pubcloud_c_credentials.GcpCredentials', 'private_key', 'private_key is written as a literal: the secret is in plain text in the synthesized configuration'],
      ['cap_pubcloud_a_scaling_group.Group', 'integration_rancher.secret_key', 'integration_rancher.secret_key is written as a literal: the secret is in plain text in the synthesized configuration'],
    ],
    // a variable is the fix (it passes, above); a value that mixes literal text with one is not judged
    token: (s) => {
      azureCredentials(s, `prefix-${strVar(s)}`);
    },
    notJudged: [['cap_pubcloud_b_credentials.AzureCredentials', 'client_secret']],
  },
  {
    id: 'CAP-HEALING-001',
    passes: (s) => {
      group(s, { autoHealing: true, healthCheckType: 'TARGET_GROUP' });
      instance(s);
    },
    fails: (s) => {
      group(s, { autoHealing: false });
      instance(s, { autoHealing: false });
      gcpGroup(s, { autoHealing: false });
    },
    failure: [
      ['cap_pubcloud_a_scaling_group.Group', 'auto_healing', 'auto_healing is false: instances that fail their health check are not replaced'],
      ['cap_pubcloud_a_managed_instance.Instance', 'auto_healing', 'auto_healing is false: instances that fail their health check are not replaced'],
      ['cap_pubcloud_c_scaling_group.GcpGroup', 'auto_healing', 'auto_healing is false: instances that fail their health check are not replaced'],
    ],
    token: (s) => {
      instance(s, { autoHealing: boolVar(s) });
    },
    notJudged: [['cap_pubcloud_a_managed_instance.Instance', 'auto_healing']],
  },
  {
    id: 'CAP-COMMIT-001',
    passes: (s) => {
      group(s, { utilizeReservedInstances: true, utilizeCommitments: true });
      cluster(s);
    },
    fails: (s) => {
      group(s, { utilizeReservedInstances: false, utilizeCommitments: false });
      gcpGroup(s, { shouldUtilizeCommitments: false });
    },
    failure: [
      ['cap_pubcloud_a_scaling_group.Group', 'utilize_reserved_instances', 'utilize_reserved_instances is false: capacity already paid for is not used before new on-demand capacity'],
      ['cap_pubcloud_a_scaling_group.Group', 'utilize_commitments', 'utilize_commitments is false: capacity already paid for is not used before new on-demand capacity'],
      ['cap_pubcloud_c_scaling_group.GcpGroup', 'should_utilize_commitments', 'should_utilize_commitments is false: capacity already paid for is not used before new on-demand capacity'],
    ],
    token: (s) => {
      cluster(s, { utilizeCommitments: boolVar(s) });
    },
    notJudged: [['cap_pubcloud_a_cluster.Cluster', 'utilize_commitments']],
  },
  {
    id: 'CAP-ORG-001',
    passes: (s) => {
      orgPolicy(s, 'Narrow', { effect: 'allow-effect', actions: ['group:read'], resources: ['*'] });
      orgPolicy(s, 'Scoped', { effect: 'allow-effect', actions: ['*'], resources: ['account/prod'] });
    },
    fails: (s) => {
      orgPolicy(s, 'Admin', { effect: 'allow-effect', actions: ['group:read', '*'], resources: ['*'] });
    },
    failure: [
      ['cap_organization_policy.Admin', 'policy_content[0].statements[0]', 'policy_content[0].statements[0] (effect "allow-effect") covers every action ("*") on every resource ("*")'],
    ],
    token: (s) => {
      orgPolicy(s, 'Admin', { effect: 'allow-effect', actions: new TerraformVariable(s, 'actions', { type: 'list(string)' }).listValue, resources: ['*'] });
    },
    notJudged: [['cap_organization_policy.Admin', 'policy_content[0].statements[0].actions']],
  },
  {
    id: 'CAP-ORG-002',
    passes: (s) => {
      const alice = orgUser(s, 'Alice');
      new cap.OrganizationUserGroup(s, 'Ops', { name: 'ops', userIds: [alice.organizationUserId] });
      orgUser(s, 'Bob', { userGroupIds: ['group-1'] });
    },
    fails: (s) => {
      orgUser(s, 'Alice');
      new cap.OrganizationUserGroup(s, 'Ops', { name: 'ops', userIds: ['someone-else'] });
    },
    failure: [
      ['cap_organization_user.Alice', 'user_group_ids', 'the user is in no user group of the stack (user_group_ids is not set, and no group lists the user in user_ids)'],
    ],
    token: (s) => {
      orgUser(s, 'Alice', { userGroupIds: new TerraformVariable(s, 'groups', { type: 'list(string)' }).listValue });
    },
    notJudged: [['cap_organization_user.Alice', 'user_group_ids']],
  },
];

/** An organization policy of one statement (L1). */
function orgPolicy(s: TerraformStack, id: string, statement: { effect: string; actions: string[]; resources: string[] }) {
  return new cap.OrganizationPolicy(s, id, { name: id, policyContents: [{ statements: [statement] }] });
}

/** An organization user (L1). */
function orgUser(s: TerraformStack, id: string, config: Partial<cap.OrganizationUserConfig> = {}) {
  return new cap.OrganizationUser(s, id, { email: `${id}@example.com`, firstName: id, lastName: 'Doe', ...config });
}

describe.each(CASES.map((c) => [c.id, c] as const))('%s', (_id, c) => {
  test('passes', () => {
    expect(judge(rule(c.id), stackWith(c.passes))).toEqual([]);
  });

  test('fails, naming the attribute path', () => {
    const seen = judge(rule(c.id), stackWith(c.fails));
    const expected = c.failure.map(([address, path, message]) => ({ address, outcome: 'fail', path, message }));
    expect([...seen].sort(byAddressAndPath)).toEqual([...expected].sort(byAddressAndPath));
  });

  test('does not judge a value that is a token', () => {
    const seen = judge(rule(c.id), stackWith(c.token));
    expect(seen.map((x) => [x.address, x.outcome, x.path])).toEqual(c.notJudged.map(([address, path]) => [address, 'not-judged', path]));
    for (const x of seen) expect(x.message).toMatch(/unknown until Terraform runs|cannot be told at synth/);
  });
});

function byAddressAndPath(a: Seen, b: Seen): number {
  return `${a.address} ${a.path}`.localeCompare(`${b.address} ${b.path}`);
}

describe('what the rules judge', () => {
  test('an escape-hatch override is judged as written', () => {
    const s = capStack();
    const g = group(s, { ebsBlockDevices: [{ deviceName: '/dev/xvda', encrypted: true }] });
    g.addOverride('ebs_block_device.0.encrypted', false);
    g.addOverride('metadata_options', { http_tokens: 'optional' });
    expect(judge(rule('CAP-VOLUME-001'), s).map((x) => x.path)).toEqual(['ebs_block_device[0].encrypted']);
    expect(judge(rule('CAP-METADATA-001'), s).map((x) => x.path)).toEqual(['metadata_options.http_tokens']);
  });

  test('a block list given as a token is not judged (not passed)', () => {
    const s = capStack();
    const devices = new TerraformVariable(s, 'devices', { type: 'list(object({device_name=string, encrypted=bool}))' });
    const g = group(s);
    g.addOverride('ebs_block_device', devices.listValue);
    expect(judge(rule('CAP-VOLUME-001'), s)).toEqual([
      { address: 'cap_pubcloud_a_scaling_group.Group', outcome: 'not-judged', path: 'ebs_block_device', message: 'ebs_block_device is unknown until Terraform runs (a variable or a reference)' },
    ]);
  });

  test('an L2 is judged through its L1: the defaults pass, a deliberate choice is found', () => {
    const s = capStack();
    const g = new cap.SpotScalingGroup(s, 'Workers', { name: 'workers', product: 'Linux/UNIX', securityGroups: ['sg-1'], minSize: 1, maxSize: 4 });
    g.addEbsVolume('/dev/xvda', { volumeType: 'gp3', sizeGb: 50 });
    g.addEbsVolume('/dev/xvdb', { volumeType: 'gp3', sizeGb: 50, encrypted: false });
    expect(judge(rule('CAP-FALLBACK-001'), s)).toEqual([]);
    expect(judge(rule('CAP-VOLUME-001'), s).map((x) => [x.address.replace(/_[0-9A-F]{8}$/, ''), x.path])).toEqual([
      ['cap_pubcloud_a_scaling_group.Workers', 'ebs_block_device[1].encrypted'],
    ]);
  });

  test('severities: errors for what loses capacity or data or leaks secrets, warnings for exposure, info for cost', () => {
    const sev = Object.fromEntries(CAP_BASELINE.map((r) => [r.id, r.severity]));
    expect(sev['CAP-FALLBACK-001']).toBe(FindingSeverity.ERROR);
    expect(sev['CAP-VOLUME-001']).toBe(FindingSeverity.ERROR);
    expect(sev['CAP-SECRET-001']).toBe(FindingSeverity.ERROR);
    expect(sev['CAP-METADATA-001']).toBe(FindingSeverity.WARNING);
    expect(sev['CAP-COMMIT-001']).toBe(FindingSeverity.INFO);
  });
});

describe('through Rules.apply at synth', () => {
  const LEVELS: Record<string, string> = { '@cdktf/error': 'error', '@cdktf/warn': 'warning', '@cdktf/info': 'info' };

  /** The annotations below the stack after synth: [construct path, level, message]. */
  function annotations(s: TerraformStack): Array<[string, string, string]> {
    Testing.synth(s);
    return s.node.findAll().flatMap((c) => c.node.metadata
      .filter((m) => LEVELS[m.type] !== undefined && typeof m.data === 'string' && /^\[CAP-[A-Z]+-\d{3}\]/.test(m.data))
      .map((m) => [c.node.path, LEVELS[m.type], m.data as string] as [string, string, string]));
  }

  test('an L1 written by hand: error, warning and info findings, and a token not judged, on the L1', () => {
    const s = capStack();
    const g = group(s, {
      fallbackToOndemand: false,
      spotPercentage: 100,
      utilizeCommitments: false,
      metadataOptions: { httpTokens: 'optional' },
      ebsBlockDevices: [{ deviceName: '/dev/xvda', encrypted: boolVar(s) }],
    });
    Rules.apply(s, RulePacks.capBaseline());
    const found = annotations(s);
    const at = g.node.path;
    expect(found).toEqual(expect.arrayContaining([
      [at, 'error', '[CAP-FALLBACK-001] Spot capacity falls back to on-demand when spot capacity is lost: fallback_to_ondemand is false and spot_percentage is 100 (all of the capacity is spot): ' +
        'spot instances that are reclaimed or unavailable are not replaced by on-demand ones (cap_pubcloud_a_scaling_group.Group, attribute fallback_to_ondemand). ' +
        `Fix: ${rule('CAP-FALLBACK-001').fix}`],
      [at, 'warning', expect.stringContaining('[CAP-METADATA-001] The instance metadata service requires session tokens: metadata_options.http_tokens is "optional"')],
      [at, 'info', expect.stringContaining('[CAP-COMMIT-001] ')],
      [at, 'info', expect.stringMatching(/^\[CAP-VOLUME-001\].*not judged.*ebs_block_device\[0\]\.encrypted/)],
    ]));
    expect(found).toHaveLength(4);
  });

  test('an L2 with its defaults: no finding but the ones it is told to make; the finding is on the L2', () => {
    const s = capStack();
    const g = new cap.SpotScalingGroup(s, 'Workers', { name: 'workers', product: 'Linux/UNIX', securityGroups: ['sg-1'], minSize: 1, maxSize: 4 });
    g.addEbsVolume('/dev/xvda', { volumeType: 'gp3', sizeGb: 50, encrypted: false });
    Rules.apply(s, RulePacks.capBaseline());
    expect(annotations(s).map(([p, level, m]) => [p, level, m.slice(0, m.indexOf(']') + 1)]).sort()).toEqual([
      [g.node.path, 'error', '[CAP-VOLUME-001]'],
      [g.node.path, 'warning', '[CAP-METADATA-001]'],
    ]);
  });
});
