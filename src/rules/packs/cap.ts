/**
 * The baseline rules of the cap (spot capacity) package. Each rule stands on a fact of the package
 * (how the service treats a value) or on a widely accepted practice that its explanation names, and
 * judges the resources as `cdktf synth` writes them, so L1s written by hand, L2s and escape-hatch
 * overrides are judged alike.
 */
import { defineRule, refersTo } from '../define';
import { FindingSeverity, Judgement, Rule } from '../rule';
import { RuleSubject } from '../subject';

// ---- helpers

/**
 * Where the value at `path` is unknown at synth: the path itself when its value holds a reference or
 * a variable (unless `includeSelf` is false), or the first enclosing block that is one as a whole (a
 * block list given as a variable). Undefined when it is known.
 */
function unknownAlong(subject: RuleSubject, path: string, includeSelf = true): string | undefined {
  const parts = path.split('.');
  for (let i = 1; i < parts.length; i++) {
    const prefix = parts.slice(0, i).join('.');
    if (typeof subject.value(prefix) === 'string' && subject.isUnknown(prefix)) return prefix;
  }
  return includeSelf && subject.isUnknown(path) ? path : undefined;
}

function notJudged(path: string): Judgement {
  return Judgement.notJudged(path, `${path} is unknown until Terraform runs (a variable or a reference)`);
}

/**
 * The paths of the items of a block list (`ebs_block_device[0]`, ...); a block written as one
 * object (an override) is one item at the path itself. Undefined when the list is unknown at synth.
 */
function itemPaths(subject: RuleSubject, path: string): string[] | undefined {
  const v = subject.value(path);
  if (unknownAlong(subject, path, false) !== undefined || (typeof v === 'string' && subject.isUnknown(path))) return undefined;
  if (Array.isArray(v)) return v.map((_, i) => `${path}[${i}]`);
  if (typeof v === 'object' && v !== null) return [path];
  return [];
}

/** A value for a message. */
function show(value: unknown): string {
  return value === undefined ? 'not set' : JSON.stringify(value);
}

/**
 * Judges attributes of a subject: a failure for each whose value is bad (`bad(undefined)` when it is
 * unset), not judged for each unknown at synth. A path `list[].attr` judges `attr` in every item of
 * the block list `list` (a list unknown at synth as a whole is not judged). A pass when nothing failed.
 */
function judgeEach(subject: RuleSubject, paths: string[], bad: (value: any) => boolean, message: (path: string, value: any) => string): Judgement[] {
  const out: Judgement[] = [];
  for (const p of paths) {
    const m = /^(.*?)\[\]\.(.*)$/.exec(p);
    const targets: string[] = [];
    if (m) {
      const items = itemPaths(subject, m[1]);
      if (items === undefined) {
        out.push(notJudged(m[1]));
        continue;
      }
      for (const item of items) targets.push(`${item}.${m[2]}`);
    } else {
      targets.push(p);
    }
    for (const t of targets) {
      const unknown = unknownAlong(subject, t);
      if (unknown !== undefined) out.push(notJudged(unknown));
      else if (bad(subject.value(t))) out.push(Judgement.fail(t, message(t, subject.value(t))));
    }
  }
  return out.length ? out : [Judgement.pass()];
}

/** The attribute paths of a rule for the subject's type. */
function pathsOf(table: Record<string, string[]>, subject: RuleSubject): string[] {
  return table[subject.terraformType] ?? [];
}

// ---- the rules

/** Per type: the on-demand fallback flag, and the spot share when the type has one. */
const FALLBACK: Record<string, { fallback: string; spot?: string }> = {
  cap_pubcloud_a_scaling_group: { fallback: 'fallback_to_ondemand', spot: 'spot_percentage' },
  cap_pubcloud_a_cluster: { fallback: 'fallback_to_ondemand', spot: 'spot_percentage' },
  cap_pubcloud_a_managed_instance: { fallback: 'fallback_to_ondemand' },
  cap_ecs_like_cluster: { fallback: 'fallback_to_ondemand', spot: 'spot_percentage' },
  cap_pubcloud_b_node_pool_cluster: { fallback: 'fallback_to_ondemand', spot: 'spot_percentage' },
  cap_pubcloud_b_node_pool_cluster_node_group: { fallback: 'fallback_to_ondemand', spot: 'spot_percentage' },
  cap_pubcloud_b_scaling_group: { fallback: 'fallback_to_on_demand', spot: 'spot_percentage' },
  cap_pubcloud_b_stateful_node: { fallback: 'strategy.fallback_to_on_demand' },
  cap_pubcloud_c_scaling_group: { fallback: 'fallback_to_ondemand', spot: 'preemptible_percentage' },
};

const fallbackToOndemand = defineRule({
  id: 'CAP-FALLBACK-001',
  severity: FindingSeverity.ERROR,
  summary: 'Spot capacity falls back to on-demand when spot capacity is lost',
  explanation:
    'Recovery on capacity loss: spot (preemptible) instances are reclaimed by the cloud at short notice and spot capacity of a type can run ' +
    'out. With the on-demand fallback off, the service does not replace lost spot instances by on-demand ones, so the group, cluster or ' +
    'node group runs below its capacity until spot capacity returns. A group that runs no spot capacity at all (spot percentage 0) passes.',
  fix: 'Set fallback_to_ondemand (fallback_to_on_demand on pubcloud_b scaling groups and stateful nodes) to true, or leave it unset where the service defaults it to true (the L2s set it to true).',
  resourceTypes: Object.keys(FALLBACK),
}, (subject) => {
  const { fallback, spot } = FALLBACK[subject.terraformType];
  const unknown = unknownAlong(subject, fallback);
  if (unknown !== undefined) return [notJudged(unknown)];
  if (subject.value(fallback) !== false) return [Judgement.pass()];
  let share = '';
  if (spot !== undefined) {
    if (subject.isUnknown(spot)) return [notJudged(spot)];
    const percentage = subject.value(spot);
    if (percentage === 0) return [Judgement.pass()];
    if (percentage === 100) share = ` and ${spot} is 100 (all of the capacity is spot)`;
  }
  return [Judgement.fail(fallback, `${fallback} is false${share}: spot instances that are reclaimed or unavailable are not replaced by on-demand ones`)];
});

/** Per type: the block lists of volumes and, in each item, the `encrypted` flag. */
const VOLUMES: Record<string, string[]> = {
  cap_pubcloud_a_scaling_group: ['ebs_block_device[].encrypted'],
  cap_pubcloud_a_cluster: ['block_device_mappings[].ebs'],
  cap_pubcloud_a_cluster_launch_spec: ['block_device_mappings[].ebs'],
  cap_pubcloud_a_managed_instance: ['block_device_mappings[].ebs'],
  cap_ecs_like_cluster: ['block_device_mappings[].ebs'],
  cap_ecs_like_cluster_launch_spec: ['block_device_mappings[].ebs'],
};

const volumesEncrypted = defineRule({
  id: 'CAP-VOLUME-001',
  severity: FindingSeverity.ERROR,
  summary: 'Block-storage volumes are encrypted at rest',
  explanation:
    'Encryption at rest: a volume written with `encrypted` false, or without `encrypted`, is created unencrypted unless the account or the ' +
    'snapshot it is made from encrypts it, and its data (and the snapshots taken of it) can then be read by anyone who gets hold of the ' +
    'storage. `encrypted` is set per volume: on each `ebs_block_device` of a scaling group and on the `ebs` of each `block_device_mappings` ' +
    'item of clusters, node groups and managed instances.',
  fix: 'Set encrypted to true on every volume (optionally with kms_key_id); the L2s\' addEbsVolume writes encrypted: true unless told otherwise.',
  resourceTypes: Object.keys(VOLUMES),
}, (subject) => {
  const [path] = pathsOf(VOLUMES, subject);
  if (path.endsWith('[].encrypted')) {
    return judgeEach(subject, [path], (v) => v !== true, (p, v) => `${p} is ${show(v)}: the volume is not encrypted at rest`);
  }
  // block_device_mappings: judge the ebs of each item that has one
  const list = path.replace(/\[\]\.ebs$/, '');
  const items = itemPaths(subject, list);
  if (items === undefined) return [notJudged(list)];
  const withEbs = items.filter((item) => subject.isSet(`${item}.ebs`));
  return judgeEach(subject, withEbs.map((item) => `${item}.ebs.encrypted`), (v) => v !== true, (p, v) => `${p} is ${show(v)}: the volume is not encrypted at rest`);
});

/** Per type: the http_tokens path, and whether an absent block leaves tokens optional. */
const METADATA: Record<string, { path: string; absentFails: boolean }> = {
  cap_pubcloud_a_scaling_group: { path: 'metadata_options.http_tokens', absentFails: true },
  cap_pubcloud_a_managed_instance: { path: 'metadata_options.http_tokens', absentFails: true },
  cap_pubcloud_a_cluster: { path: 'instance_metadata_options.http_tokens', absentFails: true },
  cap_ecs_like_cluster: { path: 'instance_metadata_options.http_tokens', absentFails: true },
  cap_pubcloud_a_cluster_launch_spec: { path: 'instance_metadata_options.http_tokens', absentFails: false },
  cap_ecs_like_cluster_launch_spec: { path: 'instance_metadata_options.http_tokens', absentFails: false },
};

const metadataTokens = defineRule({
  id: 'CAP-METADATA-001',
  severity: FindingSeverity.WARNING,
  summary: 'The instance metadata service requires session tokens',
  explanation:
    'Metadata service tokens required: with `http_tokens` "optional" (what an instance gets when the metadata options are not written) the ' +
    'instance metadata service answers plain GET requests, so a server-side request forgery in any process of the instance can read the ' +
    'instance role\'s credentials. With "required" every request needs a session token obtained by a PUT, which such forgeries cannot send. ' +
    'A node group without metadata options follows its cluster, which the rule judges.',
  fix: 'Write metadata_options (instance_metadata_options on clusters and node groups) with http_tokens "required".',
  resourceTypes: Object.keys(METADATA),
}, (subject) => {
  const { path, absentFails } = METADATA[subject.terraformType];
  const block = path.split('.')[0];
  return judgeEach(subject, [path], (v) => (v === undefined ? absentFails : v !== 'required'),
    (p, v) => (v === undefined ? `${block} is not set: the metadata service answers requests without a session token` : `${p} is ${show(v)}: the metadata service answers requests without a session token`));
});

/** Per type: the autoscaler switches. */
const AUTOSCALERS: Record<string, string[]> = {
  cap_pubcloud_a_cluster: ['autoscaler.autoscale_is_enabled'],
  cap_ecs_like_cluster: ['autoscaler.is_enabled'],
  cap_pubcloud_a_scaling_group: [
    'integration_kubernetes.autoscale_is_enabled', 'integration_ecs.autoscale_is_enabled',
    'integration_nomad.autoscale_is_enabled', 'integration_docker_swarm.autoscale_is_enabled',
  ],
};

const autoscalerDesiredCapacity = defineRule({
  id: 'CAP-AUTOSCALER-001',
  severity: FindingSeverity.WARNING,
  summary: 'No desired capacity is written where an autoscaler is on',
  explanation:
    'When a group\'s or a cluster\'s autoscaler is enabled, the service changes the desired capacity itself; a desired_capacity written in ' +
    'the configuration is forced back at every apply and fights the autoscaler (the cluster shrinks or grows back to it at each deployment).',
  fix: 'Remove desired_capacity (min_size and max_size still bound the autoscaler), or turn the autoscaler off.',
  resourceTypes: Object.keys(AUTOSCALERS),
}, (subject) => {
  if (!subject.isSet('desired_capacity')) return [Judgement.pass()];
  const unknown: Judgement[] = [];
  for (const flag of AUTOSCALERS[subject.terraformType]) {
    const u = unknownAlong(subject, flag);
    if (u !== undefined) {
      unknown.push(notJudged(u));
    } else if (subject.value(flag) === true) {
      const d = subject.isUnknown('desired_capacity') ? 'is written' : `(${subject.value('desired_capacity')}) is written`;
      return [Judgement.fail('desired_capacity', `desired_capacity ${d} while the autoscaler is on (${flag}): every apply forces back what the autoscaler set`)];
    }
  }
  return unknown.length ? unknown : [Judgement.pass()];
});

const weightsNeedWeightUnit = defineRule({
  id: 'CAP-WEIGHT-001',
  severity: FindingSeverity.ERROR,
  summary: 'Instance-type weights are given only with capacity_unit "weight"',
  explanation:
    'Instance-type weights count only when the group\'s capacity_unit is "weight"; with the other value, "instanceCount" (the default), the ' +
    'service ignores them and counts every instance as one, so the capacities meant in weight units are read as instance counts.',
  fix: 'Set capacity_unit to "weight" (min, max and desired capacities are then in weight units), or remove instance_types_weights.',
  resourceTypes: ['cap_pubcloud_a_scaling_group'],
}, (subject) => {
  const weights = unknownAlong(subject, 'instance_types_weights');
  if (weights !== undefined) return [notJudged(weights)];
  const w = subject.value('instance_types_weights');
  if (w === undefined || (Array.isArray(w) && w.length === 0)) return [Judgement.pass()];
  if (subject.isUnknown('capacity_unit')) return [notJudged('capacity_unit')];
  const unit = subject.value('capacity_unit');
  if (unit === 'weight') return [Judgement.pass()];
  return [Judgement.fail('capacity_unit', `instance_types_weights are given but capacity_unit is ${unit === undefined ? 'not set (so "instanceCount")' : JSON.stringify(unit)}: the weights do not count`)];
});

/** Per type: automatic headroom switch, manual headroom block, and the flag that lets both count. */
const HEADROOM: Record<string, { auto: string; manual: string; both: string }> = {
  cap_pubcloud_a_cluster: { auto: 'autoscaler.autoscale_is_auto_config', manual: 'autoscaler.autoscale_headroom', both: 'autoscaler.enable_automatic_and_manual_headroom' },
  cap_ecs_like_cluster: { auto: 'autoscaler.is_auto_config', manual: 'autoscaler.headroom', both: 'autoscaler.enable_automatic_and_manual_headroom' },
};

const manualHeadroomCounts = defineRule({
  id: 'CAP-HEADROOM-001',
  severity: FindingSeverity.WARNING,
  summary: 'A manual headroom beside automatic headroom is enabled to count',
  explanation:
    'While automatic headroom is on (the autoscaler\'s auto-config, with its auto headroom percentage), a manual headroom counts only when ' +
    'enable_automatic_and_manual_headroom is true; otherwise the spare capacity it asks for is silently not kept.',
  fix: 'Set enable_automatic_and_manual_headroom to true in the autoscaler, or remove the manual headroom, or turn auto-config off.',
  resourceTypes: Object.keys(HEADROOM),
}, (subject) => {
  const { auto, manual, both } = HEADROOM[subject.terraformType];
  const m = unknownAlong(subject, manual);
  if (m !== undefined) return [notJudged(m)];
  const headroom = subject.value(manual);
  if (headroom === undefined || (Array.isArray(headroom) && headroom.length === 0)) return [Judgement.pass()];
  const a = unknownAlong(subject, auto);
  if (a !== undefined) return [notJudged(a)];
  if (subject.value(auto) !== true) return [Judgement.pass()];
  return judgeEach(subject, [both], (v) => v !== true,
    (p, v) => `${manual} is given while ${auto} is true, and ${p} is ${show(v)}: the manual headroom does not count`);
});

const CAPACITY_TYPES = [
  'cap_pubcloud_a_scaling_group', 'cap_pubcloud_a_cluster', 'cap_pubcloud_a_app_platform', 'cap_ecs_like_cluster',
  'cap_pubcloud_b_scaling_group', 'cap_pubcloud_c_scaling_group',
];

const capacityBounds = defineRule({
  id: 'CAP-CAPACITY-001',
  severity: FindingSeverity.ERROR,
  summary: 'min_size <= desired_capacity <= max_size',
  explanation:
    'A group\'s or cluster\'s capacities must hold min_size <= desired_capacity <= max_size where they are given: the service refuses the ' +
    'others when Terraform applies, after the plan looked fine.',
  fix: 'Change the capacities so that min_size <= desired_capacity <= max_size.',
  resourceTypes: CAPACITY_TYPES,
}, (subject) => {
  const names = ['min_size', 'desired_capacity', 'max_size'] as const;
  const given = names.filter((n) => subject.isSet(n));
  const unknown = given.filter((n) => subject.isUnknown(n));
  const v = (n: string) => subject.value(n);
  const out: Judgement[] = [];
  const known = (n: string) => given.includes(n as any) && !unknown.includes(n as any) && typeof v(n) === 'number';
  if (known('min_size') && known('max_size') && v('min_size') > v('max_size')) {
    out.push(Judgement.fail('min_size', `min_size (${v('min_size')}) is above max_size (${v('max_size')})`));
  }
  if (known('desired_capacity') && known('min_size') && v('desired_capacity') < v('min_size')) {
    out.push(Judgement.fail('desired_capacity', `desired_capacity (${v('desired_capacity')}) is below min_size (${v('min_size')})`));
  }
  if (known('desired_capacity') && known('max_size') && v('desired_capacity') > v('max_size')) {
    out.push(Judgement.fail('desired_capacity', `desired_capacity (${v('desired_capacity')}) is above max_size (${v('max_size')})`));
  }
  if (out.length) return out;
  // nothing failed among the known ones: a pair with an unknown side is not judged
  if (unknown.length && given.length >= 2) return unknown.map((n) => notJudged(n));
  return [Judgement.pass()];
});

/** Per type: the attributes that say whether instances get public addresses. */
const PUBLIC_IPS: Record<string, string[]> = {
  cap_pubcloud_a_scaling_group: ['network_interface[].associate_public_ip_address'],
  cap_pubcloud_a_managed_instance: ['network_interface[].associate_public_ip_address'],
  cap_pubcloud_a_cluster: ['associate_public_ip_address'],
  cap_pubcloud_a_cluster_launch_spec: ['associate_public_ip_address'],
  cap_ecs_like_cluster: ['associate_public_ip_address'],
  cap_pubcloud_b_node_pool_cluster: ['enable_node_public_ip'],
  cap_pubcloud_b_node_pool_cluster_node_group: ['enable_node_public_ip'],
  cap_pubcloud_b_scaling_group: ['network.network_interfaces[].assign_public_ip'],
  cap_pubcloud_b_stateful_node: ['network.network_interface[].assign_public_ip'],
};

const noPublicIps = defineRule({
  id: 'CAP-PUBLICIP-001',
  severity: FindingSeverity.WARNING,
  summary: 'Instances and nodes get no public IP address',
  explanation:
    'Least exposure (least access applied to the network): an instance with a public IP address can be reached from the internet on every ' +
    'port its security groups open, and a mistake in those rules exposes it at once. Workers of a group or a cluster reach the internet ' +
    'through a NAT gateway and are reached through load balancers, so they need no public address.',
  fix: 'Set associate_public_ip_address (enable_node_public_ip, assign_public_ip) to false or leave it unset; put a load balancer or a NAT gateway in front.',
  resourceTypes: Object.keys(PUBLIC_IPS),
}, (subject) => judgeEach(subject, pathsOf(PUBLIC_IPS, subject), (v) => v === true,
  (p) => `${p} is true: the instances get a public IP address and can be reached from the internet`));

/** Per type: the attributes that hold secrets. */
const SECRETS: Record<string, string[]> = {
  cap_pubcloud_b_credentials: ['client_secret'],
  cap_pubcloud_c_credentials: ['private_key'],
  cap_pubcloud_a_scaling_group: ['integration_kubernetes.token', 'integration_nomad.acl_token', 'integration_rancher.secret_key'],
  cap_pubcloud_b_scaling_group: ['login.password'],
  cap_pubcloud_b_stateful_node: ['login.password'],
};

const noLiteralSecrets = defineRule({
  id: 'CAP-SECRET-001',
  severity: FindingSeverity.ERROR,
  summary: 'Secrets are not written as literals',
  explanation:
    'Secrets never in plain text: a client secret, private key, token or password written as a literal ends up in the synthesized ' +
    'configuration (cdktf.out, committed or kept as a build artifact) and in the source code. Passed as a sensitive Terraform variable or read ' +
    'from a secret store when Terraform runs, it appears in neither. A value that mixes literal text with a reference is not judged.',
  fix: 'Pass the secret as a sensitive TerraformVariable (or a reference to a secret store\'s data source) instead of a literal string.',
  resourceTypes: Object.keys(SECRETS),
}, (subject) => {
  const out: Judgement[] = [];
  for (const path of pathsOf(SECRETS, subject)) {
    const u = unknownAlong(subject, path, false);
    if (u !== undefined) {
      out.push(notJudged(u));
      continue;
    }
    const v = subject.value(path);
    if (v === undefined || v === '') continue;
    if (typeof v === 'string' && /^\$\{[^]*\}$/.test(v) && !/\}[^]*\$\{/.test(v)) continue; // wholly one reference
    if (subject.isUnknown(path)) out.push(Judgement.notJudged(path, `${path} mixes literal text with a reference: whether the secret is in plain text cannot be told at synth`));
    else out.push(Judgement.fail(path, `${path} is written as a literal: the secret is in plain text in the synthesized configuration`));
  }
  return out.length ? out : [Judgement.pass()];
});

/** Per type: the auto-healing switch. */
const HEALING: Record<string, string[]> = {
  cap_pubcloud_a_scaling_group: ['auto_healing'],
  cap_pubcloud_a_managed_instance: ['auto_healing'],
  cap_pubcloud_c_scaling_group: ['auto_healing'],
  cap_pubcloud_b_scaling_group: ['health.auto_healing'],
  cap_pubcloud_b_stateful_node: ['health.auto_healing'],
};

const autoHealing = defineRule({
  id: 'CAP-HEALING-001',
  severity: FindingSeverity.WARNING,
  summary: 'Auto-healing replaces unhealthy instances',
  explanation:
    'Recovery on capacity loss: with auto_healing false the service leaves an instance that fails its health check running (and counted ' +
    'in the capacity) instead of replacing it, so a group can run with fewer working instances than it reports.',
  fix: 'Set auto_healing (health.auto_healing on pubcloud_b) to true, with a health check type that matches the workload.',
  resourceTypes: Object.keys(HEALING),
}, (subject) => judgeEach(subject, pathsOf(HEALING, subject), (v) => v === false,
  (p) => `${p} is false: instances that fail their health check are not replaced`));

/** Per type: the switches that use capacity already paid for. */
const COMMITMENTS: Record<string, string[]> = {
  cap_pubcloud_a_scaling_group: ['utilize_reserved_instances', 'utilize_commitments'],
  cap_pubcloud_a_cluster: ['utilize_reserved_instances', 'utilize_commitments'],
  cap_ecs_like_cluster: ['utilize_reserved_instances', 'utilize_commitments'],
  cap_pubcloud_a_managed_instance: ['utilize_reserved_instances'],
  cap_pubcloud_c_scaling_group: ['should_utilize_commitments'],
};

const useCommitments = defineRule({
  id: 'CAP-COMMIT-001',
  severity: FindingSeverity.INFO,
  summary: 'Reserved instances and commitments are used before new on-demand capacity',
  explanation:
    'Cost optimisation (use capacity already paid for): with utilize_reserved_instances or utilize_commitments false, on-demand capacity is ' +
    'launched at full price while reserved instances or savings commitments of the account go unused.',
  fix: 'Set utilize_reserved_instances and utilize_commitments (should_utilize_commitments on pubcloud_c) to true, unless the commitments are kept for other workloads.',
  resourceTypes: Object.keys(COMMITMENTS),
}, (subject) => judgeEach(subject, pathsOf(COMMITMENTS, subject), (v) => v === false,
  (p) => `${p} is false: capacity already paid for is not used before new on-demand capacity`));

const noAllOnAll = defineRule({
  id: 'CAP-ORG-001',
  severity: FindingSeverity.WARNING,
  summary: 'An organization policy does not cover every action on every resource',
  explanation:
    'Least privilege: a statement whose actions and resources are both "*" covers everything the organization can do, so whoever is '
    + 'granted the policy holds every right in the accounts it applies in, now and as the service adds actions. A statement that denies '
    + 'them is the exception: acknowledge the finding for it.',
  fix: 'List the actions and the resources the people granted the policy need; keep "*" out of one of the two.',
  resourceTypes: ['cap_organization_policy'],
}, (subject) => {
  const contents = itemPaths(subject, 'policy_content');
  if (contents === undefined) return [notJudged('policy_content')];
  const out: Judgement[] = [];
  for (const content of contents) {
    const statements = itemPaths(subject, `${content}.statements`);
    if (statements === undefined) {
      out.push(notJudged(`${content}.statements`));
      continue;
    }
    for (const st of statements) {
      const [actions, resources] = [`${st}.actions`, `${st}.resources`];
      const unknown = [actions, resources].find((p) => unknownAlong(subject, p) !== undefined);
      if (unknown !== undefined) {
        out.push(notJudged(unknown));
        continue;
      }
      const all = (p: string) => Array.isArray(subject.value(p)) && (subject.value(p) as unknown[]).includes('*');
      if (all(actions) && all(resources)) {
        out.push(Judgement.fail(st, `${st} (effect ${show(subject.value(`${st}.effect`))}) covers every action ("*") on every resource ("*")`));
      }
    }
  }
  return out.length ? out : [Judgement.pass()];
});

const userInAGroup = defineRule({
  id: 'CAP-ORG-002',
  severity: FindingSeverity.WARNING,
  summary: 'An organization user belongs to a user group',
  explanation:
    'Access managed by role: a user in no user group holds only the policies granted to them one by one, which drift apart from '
    + 'those of the people with the same job and are missed when a group\'s access is reviewed or revoked.',
  fix: 'Add the user to a user group (cap.UserGroup.addMember, or user_ids of the group) and grant the policies to the group.',
  resourceTypes: ['cap_organization_user'],
}, (subject) => {
  if (subject.isUnknown('user_group_ids')) return [notJudged('user_group_ids')];
  const own = subject.value('user_group_ids');
  if (Array.isArray(own) && own.length > 0) return [Judgement.pass()];
  const groups = subject.resourcesOfType('cap_organization_user_group');
  if (groups.some((g) => {
    const ids = g.value('user_ids');
    return (Array.isArray(ids) ? ids : [ids]).some((id) => refersTo(id, subject.address));
  })) return [Judgement.pass()];
  if (groups.some((g) => g.isUnknown('user_ids') && !Array.isArray(g.value('user_ids')))) {
    return [Judgement.notJudged('user_group_ids', 'the members of a user group of the stack are unknown until Terraform runs (a variable)')];
  }
  return [Judgement.fail('user_group_ids', 'the user is in no user group of the stack (user_group_ids is not set, and no group lists the user in user_ids)')];
});

/** The rules of the `cap-baseline` pack. */
export const CAP_BASELINE: Rule[] = [
  fallbackToOndemand,
  volumesEncrypted,
  metadataTokens,
  autoscalerDesiredCapacity,
  weightsNeedWeightUnit,
  manualHeadroomCounts,
  capacityBounds,
  noPublicIps,
  noLiteralSecrets,
  autoHealing,
  useCommitments,
  noAllOnAll,
  userInAGroup,
];
