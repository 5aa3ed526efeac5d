/**
 * Writes the stacks the Terraform suite builds itself, one folder each with a `cdk.tf.json`:
 *
 * - `<pkg>-reference`: every resource and data function of the package with a minimal valid
 *   configuration, and a `TerraformOutput` for every attribute getter, nested getters included
 *   (complex objects, `.get(0)` / `.get(1)` of complex lists).
 * - `<pkg>-all-fields`: every resource and data function with every input set, and the same outputs.
 *
 * - `refused-<case>`: a configuration the library refuses at synth, written without validation,
 *   with `refused.json` holding the library's messages and what Terraform must say when it refuses it
 *   too (the suite runs `terraform validate` on it and expects that failure): a token where Terraform
 *   needs a block, values outside the providers' own value checks (allowed-values.json) and
 *   configurations that break their cross-field rules (provider-rules.json), which the test provider
 *   refuses as the providers do.
 *
 * and, per package, `test-provider/<pkg>.json`: what the test provider must know beyond the providers'
 * schemas and value checks (resources whose id is an integer held in a string).
 *
 * Usage: ts-node test/terraform/stacks.ts <out-dir>
 */
import * as fs from 'fs';
import * as path from 'path';
import { TerraformOutput, TerraformStack, TerraformVariable, Testing } from 'cdktf';
import { Construct } from 'constructs';
import * as lib from '../../src';
import { AttrModel, classOf, EntityModel, packages, PackageModel } from '../support/model';
import { fullConfig, minimalConfig, resetSamples } from '../support/samples';

/** Getters that every cdktf element has and that are not attributes of the object. */
const NOT_ATTRIBUTES = new Set(['fqn', 'friendlyUniqueId', 'terraformResourceType', 'terraformMetaArguments', 'terraformGeneratorMetadata', 'internalValue', 'node', 'cdktfStack', 'rawOverrides', 'dependsOn', 'count', 'provider', 'lifecycle', 'forEach', 'provisioners', 'connection']);

/**
 * The attribute getters a class declares itself (not its `…Input` getters); a name of the cdktf base
 * classes (`count`, `provider`, ...) counts only where the schema has an attribute of that name (a
 * nested block's `count`).
 */
function declaredGetters(proto: object, attributes: ReadonlySet<string>): string[] {
  return Object.entries(Object.getOwnPropertyDescriptors(proto))
    .filter(([name, d]) => d.get && !name.endsWith('Input') && (!NOT_ATTRIBUTES.has(name) || attributes.has(name)))
    .map(([name]) => name);
}

const holdsSecret = (a: AttrModel): boolean => !!a.raw.secret || !!a.struct?.attrs.some(holdsSecret);

class Outputs {
  private readonly used = new Set<string>();
  public count = 0;
  constructor(private readonly scope: Construct) {}

  add(name: string, value: unknown, sensitive: boolean) {
    let id = name.replace(/[^A-Za-z0-9_]/g, '_');
    while (this.used.has(id)) id = `${id}_`;
    this.used.add(id);
    new TerraformOutput(this.scope, id, { value, sensitive: sensitive || undefined });
    this.count++;
  }
}

/**
 * Outputs for every getter of an object (a resource, a data function or a nested object reference),
 * recursing into nested objects. `config` is what was configured for this object (undefined for
 * computed objects): an input block is only indexed where it holds items, a computed list at [0] and
 * [1] (the provider fills two).
 */
function outputsOf(
  out: Outputs, prefix: string, ref: any, attrs: AttrModel[], config: any, computed: boolean, where: string, members: string[] = [],
) {
  const byName = new Map(attrs.map((a) => [a.tsName, a]));
  const getters = declaredGetters(Object.getPrototypeOf(ref), new Set(byName.keys()));
  for (const name of getters) {
    // besides attributes: the id getters and the members of the reference interfaces the class implements
    if (!byName.has(name) && !/Id$|^id$/.test(name) && !members.includes(name)) {
      throw new Error(`${where}: getter ${name} is not an attribute of the schema: the reference stack would miss it`);
    }
  }
  for (const g of getters.filter((n) => !byName.has(n))) out.add(`${prefix}_${g}`, ref[g], false);
  for (const a of attrs) {
    if (!getters.includes(a.tsName)) throw new Error(`${where}: attribute ${a.name} has no getter ${a.tsName}`);
    const value = ref[a.tsName];
    const sensitive = holdsSecret(a);
    const isComputed = computed || a.computedOnly;
    const configured = isComputed ? undefined : config?.[a.tsName];
    // a single block is a list of one item that the reference indexes (`block[0]`): only where it is there
    if (!(a.objectCollection === 'single' && !isComputed && configured === undefined)) {
      out.add(`${prefix}_${a.tfName}`, a.struct ? value.fqn ?? value : value, sensitive);
    }
    if (!a.struct) continue;
    if (a.objectCollection === 'single') {
      if (isComputed || configured !== undefined) outputsOf(out, `${prefix}_${a.tfName}`, value, a.struct.attrs, configured, isComputed, `${where}.${a.name}`);
      continue;
    }
    const items = isComputed ? 2 : Math.min(2, Array.isArray(configured) ? configured.length : 0);
    for (let i = 0; i < items; i++) {
      outputsOf(out, `${prefix}_${a.tfName}_${i}`, value.get(i), a.struct.attrs, configured?.[i], isComputed, `${where}.${a.name}[${i}]`);
    }
  }
}

/** The reference (`minimalConfig`) or all-fields (`fullConfig`) stack of a package, unsynthesized, with its number of outputs. */
export function buildStack(
  pkg: PackageModel, name: string, configOf: (e: EntityModel) => { [k: string]: unknown },
): { stack: TerraformStack; outputs: number } {
  resetSamples();
  const stack = new TerraformStack(Testing.app(), name);
  const ns = (lib as any)[pkg.name];
  new ns[pkg.provider.className](stack, 'provider');
  const out = new Outputs(stack);
  for (const e of pkg.entities) {
    const config = configOf(e);
    const id = `${e.kind === 'resource' ? '' : 'data_'}${e.tfType}`;
    const subject = new (classOf(pkg.name, e))(stack, id, config);
    const members = (e.implements ?? []).flatMap((i) => i.members.map((m) => m.member));
    outputsOf(out, id, subject, e.attrs, config, false, `${pkg.name}.${e.className}`, members);
  }
  return { stack, outputs: out.count };
}

function stackOf(pkg: PackageModel, name: string, configOf: (e: EntityModel) => { [k: string]: unknown }): { json: string; outputs: number } {
  const { stack, outputs } = buildStack(pkg, name, configOf);
  return { json: Testing.synth(stack, true), outputs };
}

/** A configuration the library refuses, and what Terraform says when it refuses it. */
interface Refused {
  readonly name: string;
  /** The package whose provider the stack configures. */
  readonly pkg: string;
  /** Builds the stack; returns the construct whose validation refuses it. */
  readonly build: (stack: TerraformStack) => Construct;
  /** What Terraform's error must say (every string). */
  readonly terraform: string[];
}

/** A cluster with its required inputs and `extra`. */
const cluster = (stack: TerraformStack, extra: Partial<lib.cap.pubcloud_a.ClusterConfig>) =>
  new lib.cap.pubcloud_a.Cluster(stack, 'c', { imageId: 'img', securityGroups: ['sg'], subnetIds: ['sn'], ...extra });

const REFUSED: Refused[] = [
  {
    name: 'block-token',
    pkg: 'cap',
    build: (stack) => cluster(stack, { updatePolicy: new TerraformVariable(stack, 'policy', { type: 'any' }).value }),
    terraform: ['Incorrect JSON value type', '"update_policy": "${var.policy}"'],
  },
  {
    name: 'block-list-token',
    pkg: 'cap',
    build: (stack) => cluster(stack, { attachLoadBalancers: new TerraformVariable(stack, 'lbs', { type: 'any' }).value }),
    // the provider's block is `attach_load_balancer` (one block per load balancer)
    terraform: ['Incorrect JSON value type', '"attach_load_balancer": "${var.lbs}"'],
  },
  // values outside the providers' own checks (schema/<pkg>/allowed-values.json): Terraform's words
  // are the test provider's diagnostic (Terraform wraps its text, so each expected piece is one word)
  {
    name: 'value-enum',
    pkg: 'idp',
    build: (stack) => new lib.idp.Application(stack, 'a', { name: 'a', slug: 'a', policyEngineMode: 'bogus' }),
    terraform: ['Value not allowed by the provider', 'idp_application.policy_engine_mode:', '(enum),', '"bogus"'],
  },
  {
    name: 'value-min-in-block',
    pkg: 'cap',
    build: (stack) => new lib.cap.pubcloud_a.ClusterLaunchSpec(stack, 's', { clusterId: 'c', strategy: [{ spotPercentage: -5 }] }),
    terraform: ['Value not allowed by the provider', 'cap_pubcloud_a_cluster_launch_spec.strategy[0].spot_percentage:', '(min'],
  },
  {
    name: 'value-data-source',
    pkg: 'repo',
    build: (stack) => new lib.repo.DataRepoRepository(stack, 'r', { workspace: '', repoSlug: 'r' }),
    terraform: ['Value not allowed by the provider', 'data.repo_repository.workspace:', '(minLength'],
  },
  // the providers' cross-field rules (schema/<pkg>/provider-rules.json), on a resource, a data source
  // and the provider's configuration
  {
    name: 'rule-conflicts-with',
    pkg: 'cap',
    build: (stack) => cluster(stack, { blacklists: ['a1.large'], whitelists: ['a1.xlarge'] }),
    terraform: ['Invalid combination of arguments', 'cap_pubcloud_a_cluster.blacklist:', '(conflicts_with'],
  },
  {
    name: 'rule-exactly-one-of',
    pkg: 'idp',
    build: (stack) => new lib.idp.DataIdpUser(stack, 'u', { pk: 1, username: 'u' }),
    terraform: ['Invalid combination of arguments', 'data.idp_user.pk:', '(exactly_one_of)'],
  },
  {
    name: 'rule-required-with',
    pkg: 'repo',
    build: (stack) => {
      const provider = stack.node.findChild('provider') as lib.repo.RepoProvider;
      provider.username = 'u';
      // Terraform validates only a provider configuration that something uses
      new lib.repo.DataRepoRepository(stack, 'r', { workspace: 'w', repoSlug: 'r' });
      return provider;
    },
    terraform: ['Invalid combination of arguments', 'provider.repo.username:', '(required_with'],
  },
];

function writeRefused(outDir: string): string[] {
  return REFUSED.map((r) => {
    const stack = new TerraformStack(Testing.app(), `refused-${r.name}`);
    const pkg = packages().find((p) => p.name === r.pkg);
    if (!pkg) throw new Error(`refused-${r.name}: no package ${r.pkg}`);
    new (lib as any)[pkg.name][pkg.provider.className](stack, 'provider');
    const problems = r.build(stack).node.validate();
    if (!problems.length) throw new Error(`refused-${r.name}: the library accepts this configuration; it must refuse it`);
    const dir = path.join(outDir, `refused-${r.name}`);
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'cdk.tf.json'), Testing.synth(stack, false));
    fs.writeFileSync(path.join(dir, 'refused.json'), `${JSON.stringify({ library: problems, terraform: r.terraform }, null, 2)}\n`);
    return `refused-${r.name} (refused by the library: ${problems.join('; ')})`;
  });
}

export function writeStacks(outDir: string): string[] {
  const written: string[] = writeRefused(outDir);
  for (const pkg of packages()) {
    for (const [kind, configOf] of [['reference', minimalConfig], ['all-fields', fullConfig]] as const) {
      const name = `${pkg.name}-${kind}`;
      const { json, outputs } = stackOf(pkg, name, configOf);
      const dir = path.join(outDir, name);
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(path.join(dir, 'cdk.tf.json'), json);
      written.push(`${name} (${pkg.entities.length} resources and data functions, ${outputs} outputs)`);
    }
    const options = { numeric_id_types: pkg.entities.filter((e) => e.kind === 'resource' && e.id?.integer).map((e) => e.tfType) };
    fs.mkdirSync(path.join(outDir, 'test-provider'), { recursive: true });
    fs.writeFileSync(path.join(outDir, 'test-provider', `${pkg.name}.json`), `${JSON.stringify(options, null, 2)}\n`);
  }
  return written;
}

if (require.main === module) {
  const outDir = process.argv[2];
  if (!outDir) {
    console.error('usage: ts-node test/terraform/stacks.ts <out-dir>');
    process.exit(2);
  }
  for (const line of writeStacks(outDir)) console.log(`wrote ${line}`);
}
