/**
 * What Terraform reads from the L1s beyond the values: the expressions references produce, HCL that
 * parses, the derived provider schema's sensitive and write-only flags (the providers' own), and the
 * library's warning on a credential given as a literal. The Terraform suite (test/terraform/run.js)
 * proves these against Terraform itself; these tests pin each fact so a regression is named where it
 * happens.
 */
import * as fs from 'fs';
import * as path from 'path';
import { AnnotationMetadataEntryType, Lazy, Testing, TerraformOutput, TerraformStack, Token } from 'cdktf';
import { cap, idp, repo } from '../../src';
import { AttrModel, classOf, EntityModel, packages } from '../support/model';
import { fullConfig, resetSamples } from '../support/samples';

const root = path.join(__dirname, '..', '..');
const read = (file: string) => Object.values<any>(JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')).provider_schemas)[0];
/** The derived provider schemas (provider-schema/<package>.json). */
const schemas = Object.fromEntries(['idp', 'repo', 'cap'].map((p) => [p, read(`provider-schema/${p}.json`)]));
/** The providers' own schemas (schema/<package>/terraform.json), the source of every Terraform fact. */
const providers = Object.fromEntries(['idp', 'repo', 'cap'].map((p) => [p, read(`schema/${p}/terraform.json`)]));

describe('references', () => {
  test('inside an item of a set of blocks, each step of a nested path is its own access; a single block nested as a set is read through tolist()', () => {
    const stack = new TerraformStack(Testing.app(), 'stack');
    const group = new cap.pubcloud_a.ScalingGroup(stack, 'g', { name: 'n', product: 'Linux/UNIX', orientation: 'balanced', fallbackToOndemand: true, securityGroups: ['sg'] });
    const spec = new cap.pubcloud_a.ClusterLaunchSpec(stack, 'ls', { clusterId: 'c' });
    new TerraformOutput(stack, 'nested', { value: group.ebsBlockDevices.get(1).dynamicIops.resource });
    new TerraformOutput(stack, 'item', { value: group.ebsBlockDevices.get(1).deviceName });
    new TerraformOutput(stack, 'single', { value: spec.blockDeviceMappings.get(0).ebs.volumeSize });
    new TerraformOutput(stack, 'deeper', { value: spec.blockDeviceMappings.get(0).ebs.dynamicVolumeSize.baseSize });
    const out = JSON.parse(Testing.synth(stack)).output;
    expect(Object.fromEntries(Object.entries<any>(out).map(([k, v]) => [k, v.value]))).toEqual({
      nested: '${tolist(cap_pubcloud_a_scaling_group.g.ebs_block_device).1.dynamic_iops.0.resource}',
      item: '${tolist(cap_pubcloud_a_scaling_group.g.ebs_block_device).1.device_name}',
      single: '${tolist(cap_pubcloud_a_cluster_launch_spec.ls.block_device_mappings[0].ebs).0.volume_size}',
      deeper: '${tolist(cap_pubcloud_a_cluster_launch_spec.ls.block_device_mappings[0].ebs).0.dynamic_volume_size.0.base_size}',
    });
  });

  test('an attribute of an item of a computed list of objects, or of a list block the provider fills, is read at its index, by name', () => {
    // the provider's owner is a computed list of objects and its project a list block of computed
    // attributes (no computed single objects remain in these providers)
    const stack = new TerraformStack(Testing.app(), 'stack');
    new repo.RepoProvider(stack, 'repo');
    const r = new repo.DataRepoRepository(stack, 'web', { workspace: 'acme', repoSlug: 'web' });
    new TerraformOutput(stack, 'owner', { value: r.owner.get(0).displayName });
    new TerraformOutput(stack, 'project', { value: r.project.get(0).key });
    const out = JSON.parse(Testing.synth(stack, true)).output;
    expect(out.owner.value).toBe('${data.repo_repository.web.owner[0].display_name}');
    expect(out.project.value).toBe('${data.repo_repository.web.project[0].key}');
  });

  test('an attribute of a single nested block is read from its one item', () => {
    const stack = new TerraformStack(Testing.app(), 'stack');
    new repo.RepoProvider(stack, 'repo');
    const known = new repo.PipelineSshKnownHost(stack, 'host', {
      workspace: 'acme', repository: 'web', hostname: 'example.com:22', publicKey: { keyType: 'ssh-ed25519', key: 'AAAA' },
    });
    new TerraformOutput(stack, 'key', { value: known.publicKey.keyType });
    expect(JSON.parse(Testing.synth(stack, true)).output.key.value).toBe('${repo_pipeline_ssh_known_host.host.public_key[0].key_type}');
  });

  test('an item of a list block is read at its index, an item of a set block through tolist()', () => {
    const stack = new TerraformStack(Testing.app(), 'stack');
    new repo.RepoProvider(stack, 'repo');
    const r = new repo.BranchRestriction(stack, 'push', {
      owner: 'acme', repository: 'web', kind: 'push', groups: [{ owner: 'acme', slug: 'devs' }, { owner: 'acme', slug: 'ops' }],
    });
    new TerraformOutput(stack, 'group', { value: r.groups.get(1).slug });
    const out = JSON.parse(Testing.synth(stack, true)).output;
    // cdktf's form for set items: the legacy index `.1` after tolist(), which Terraform accepts (the
    // Terraform suite applies such references)
    expect(out.group.value).toBe('${tolist(repo_branch_restriction.push.groups).1.slug}');
    const s2 = new TerraformStack(Testing.app(), 'stack2');
    new cap.CapProvider(s2, 'cap');
    const c = new cap.pubcloud_a.Cluster(s2, 'c', {
      imageId: 'img', securityGroups: ['sg'], subnetIds: ['sn'], attachLoadBalancers: [{ type: 'CLASSIC', name: 'a' }, { type: 'CLASSIC', name: 'b' }],
    });
    new TerraformOutput(s2, 'lb', { value: c.attachLoadBalancers.get(1).name });
    // the provider's name of the block, not the API's
    expect(JSON.parse(Testing.synth(s2, true)).output.lb.value).toBe('${cap_pubcloud_a_cluster.c.attach_load_balancer[1].name}');
  });

  test('an item of a computed set is read through tolist(), under the provider\'s name', () => {
    const stack = new TerraformStack(Testing.app(), 'stack');
    new repo.RepoProvider(stack, 'repo');
    const me = new repo.DataRepoCurrentUser(stack, 'me', {});
    new TerraformOutput(stack, 'second', { value: me.emails.get(1).email });
    expect(JSON.parse(Testing.synth(stack, true)).output.second.value).toBe('${tolist(data.repo_current_user.me.email).1.email}');
  });
});

describe('HCL', () => {
  const hclOf = (value: string, regex = false) => {
    const stack = new TerraformStack(Testing.app(), 'stack');
    new idp.IdpProvider(stack, 'idp');
    new idp.ProviderOauth2(stack, 'p', {
      name: value,
      authorizationFlow: 'a',
      invalidationFlow: 'b',
      clientId: 'c',
      // a list of string maps, keyed by the provider's names
      allowedRedirectUris: [{ url: value, matching_mode: regex ? 'regex' : 'strict' }],
    });
    new repo.RepoProvider(stack, 'repo');
    new repo.BranchRestriction(stack, 'r', { owner: 'acme', repository: 'web', kind: 'push', groups: [{ owner: 'acme', slug: value }] });
    return String(Testing.synthHcl(stack));
  };

  test('backslashes and double quotes in strings are escaped, at the top level, in blocks and in lists of maps', () => {
    const hcl = hclOf('https://pr-[0-9]+\\.example\\.com/"x"', true);
    const escaped = '"https://pr-[0-9]+\\\\.example\\\\.com/\\"x\\""';
    expect(hcl).toContain(`name = ${escaped}`);
    expect(hcl).toMatch(/groups \{\n/);
    expect(hcl).toContain(`slug = ${escaped}`);
    expect(hcl).toContain(`url = ${escaped}`);
  });

  test('an already escaped looking sequence is escaped once more, not taken as an escape', () => {
    expect(hclOf('a\\"b')).toContain('name = "a\\\\\\"b"');
  });

  test('strings without special characters are written as they are', () => {
    expect(hclOf('plain text')).toContain('name = "plain text"');
  });

  test('a value cdktf would write bare in a list of maps (starting with {, [ or ", or a number), or as a heredoc, is a quoted string', () => {
    const cases: Array<[string, string]> = [
      ['{11111111-2222-3333-4444-555555555555}', '"{11111111-2222-3333-4444-555555555555}"'],
      ['[a-z]+', '"[a-z]+"'],
      ['"quoted"', '"\\"quoted\\""'],
      ['8080', '"8080"'],
      ['two\nlines', '"two\\nlines"'],
    ];
    for (const [value, quoted] of cases) {
      const hcl = hclOf(value);
      expect([value, hcl.includes(`url = ${quoted}\n`)]).toEqual([value, true]);
      expect([value, hcl.includes(`slug = ${quoted}\n`)]).toEqual([value, true]);
    }
  });

  test('an interpolation is written as it is, in a list of maps as at the top level; the text around it is escaped', () => {
    const hcl = hclOf('${lower("A")}\\-"x"');
    const written = '"${lower("A")}\\\\-\\"x\\""';
    expect(hcl).toContain(`name = ${written}`);
    expect(hcl).toContain(`url = ${written}`);
    expect(hcl).toContain(`slug = ${written}`);
  });

  test('a block whose value a Lazy produces (the L2s\' add… methods) is written as blocks, escaped', () => {
    const stack = new TerraformStack(Testing.app(), 'stack');
    new cap.CapProvider(stack, 'cap');
    const instance = new cap.StatefulSpotInstance(stack, 'db', { name: 'db', product: 'Linux/UNIX', imageId: 'ami', vpcId: 'vpc', subnetIds: ['sn'] });
    instance.addClassicLoadBalancer('lb-"a"\\b');
    instance.addTargetGroup('arn:tg');
    const hcl = String(Testing.synthHcl(stack));
    expect(hcl).not.toContain('load_balancers =');
    expect(hcl.match(/load_balancers \{/g)).toHaveLength(2);
    expect(hcl).toContain('name = "lb-\\"a\\"\\\\b"');
    expect(hcl).toContain('arn = "arn:tg"');
  });

  test('a list of maps whose value a Lazy produces (the L2s\' add… methods) is written as a list of objects, escaped', () => {
    // the provider's allowed_redirect_uris is an attribute (a list of string maps), not a block
    const stack = new TerraformStack(Testing.app(), 'stack');
    new idp.IdpProvider(stack, 'idp');
    const app = new idp.OAuthApplication(stack, 'app', {
      name: 'App',
      slug: 'app',
      authorizationFlow: idp.IdpRef.fromFlowUuid('a'),
      invalidationFlow: idp.IdpRef.fromFlowUuid('b'),
      redirectUris: ['https://app.example.com/cb'],
    });
    app.addRedirectUri('https://app\\.example\\.com/.*', idp.RedirectUriMatching.REGEX);
    const hcl = String(Testing.synthHcl(stack));
    expect(hcl).not.toMatch(/allowed_redirect_uris \{/);
    expect(hcl).toMatch(/allowed_redirect_uris = \[\n\{\nurl = "https:\/\/app\.example\.com\/cb"\nmatching_mode = "strict"\n\},\n\{\n/);
    expect(hcl).toContain('url = "https://app\\\\.example\\\\.com/.*"');
    expect(hcl).toContain('matching_mode = "regex"');
  });

  test('a number list holding references is written as valid HCL (quoted references)', () => {
    const stack = new TerraformStack(Testing.app(), 'stack');
    new idp.IdpProvider(stack, 'idp');
    const p = new idp.ProviderProxy(stack, 'p', { name: 'p', authorizationFlow: 'a', invalidationFlow: 'b', externalHost: 'https://x.example.com' });
    new idp.Outpost(stack, 'o', { name: 'o', protocolProviders: [Token.asNumber(p.providerProxyId), 7] });
    new idp.Outpost(stack, 'q', { name: 'q', protocolProviders: [7, Token.asNumber(p.providerProxyId)] });
    new idp.Outpost(stack, 'r', { name: 'r', protocolProviders: [7, 8] });
    new idp.Outpost(stack, 's', { name: 's', protocolProviders: [Token.asNumber(p.providerProxyId)] });
    new idp.Outpost(stack, 't', { name: 't', protocolProviders: [9] });
    const hcl = String(Testing.synthHcl(stack));
    expect(hcl).toMatch(/protocol_providers = \[\s*"\$\{idp_provider_proxy\.p\.id\}",\s*"7"\s*\]/);
    expect(hcl).toMatch(/protocol_providers = \[\s*"7",\s*"\$\{idp_provider_proxy\.p\.id\}"\s*\]/);
    expect(hcl).toMatch(/protocol_providers = \[\s*7,\s*8\s*\]/);
    expect(hcl).toMatch(/protocol_providers = \[\s*"\$\{idp_provider_proxy\.p\.id\}"\s*\]/);
    expect(hcl).toMatch(/protocol_providers = \[\s*9\s*\]/);
  });

  test('a string or number list whose value a Lazy produces is written as a list, references quoted', () => {
    const stack = new TerraformStack(Testing.app(), 'stack');
    new idp.IdpProvider(stack, 'idp');
    const p = new idp.ProviderProxy(stack, 'p', { name: 'p', authorizationFlow: 'a', invalidationFlow: 'b', externalHost: 'https://x.example.com' });
    new idp.Outpost(stack, 'o', { name: 'o', protocolProviders: Lazy.listValue({ produce: () => [p.providerProxyId, '7'] }) as any });
    new repo.BranchRestriction(stack, 'r', { owner: 'acme', repository: 'web', kind: 'push', users: Lazy.listValue({ produce: () => ['ann', 'b"o'] }) });
    const hcl = String(Testing.synthHcl(stack));
    expect(hcl).not.toMatch(/isBlock|storageClassType/);
    expect(hcl).toMatch(/protocol_providers = \[\s*"\$\{idp_provider_proxy\.p\.id\}",\s*"7"\s*\]/);
    expect(hcl).toMatch(/users = \[\s*"ann",\s*"b\\"o"\s*\]/);
    // the JSON keeps the produced values
    const json = JSON.parse(Testing.synth(stack));
    expect(json.resource.repo_branch_restriction.r.users).toEqual(['ann', 'b"o']);
  });

  test('the JSON output is not affected', () => {
    const stack = new TerraformStack(Testing.app(), 'stack');
    new idp.IdpProvider(stack, 'idp');
    new idp.Group(stack, 'g', { name: 'a\\b"c' });
    expect(JSON.parse(Testing.synth(stack, true)).resource.idp_group.g.name).toBe('a\\b"c');
  });
});

/** The library's types of a package: `<type>` for resources, `data.<type>` for data functions. */
function typesOf(p: string): Array<{ name: string; block: (schema: any) => any; e: EntityModel }> {
  const model = packages().find((x) => x.name === p)!;
  return model.entities.map((e) => {
    const kind = e.kind === 'resource' ? 'resource_schemas' : 'data_source_schemas';
    return { name: `${e.kind === 'resource' ? '' : 'data.'}${e.tfType}`, block: (schema: any) => schema[kind][e.tfType].block, e };
  });
}

/** `<type>.<attribute path>` of every attribute (nested blocks included) that a schema marks with `flag`. */
function flagged(schema: any, p: string, flag: 'sensitive' | 'write_only'): string[] {
  const out: string[] = [];
  const walk = (block: any, where: string) => {
    for (const [n, a] of Object.entries<any>(block.attributes ?? {})) if (a[flag]) out.push(`${where}.${n}`);
    for (const [n, bt] of Object.entries<any>(block.block_types ?? {})) walk(bt.block, `${where}.${n}`);
  };
  walk(schema.provider.block, 'provider');
  for (const t of typesOf(p)) walk(t.block(schema), t.name);
  return out.sort();
}

/** Every attribute of the model of a package (nested ones included), by its Terraform path. */
function modelAttributes(p: string): Array<{ name: string; a: AttrModel }> {
  const model = packages().find((x) => x.name === p)!;
  const out: Array<{ name: string; a: AttrModel }> = [];
  const walk = (attrs: AttrModel[], where: string) => {
    for (const a of attrs) {
      out.push({ name: `${where}.${a.tfName}`, a });
      if (a.struct) walk(a.struct.attrs, `${where}.${a.tfName}`);
    }
  };
  walk(model.provider.attrs, 'provider');
  for (const t of typesOf(p)) walk(t.e.attrs, t.name);
  return out;
}

/** The paths (without item indexes) of the warnings `[L1-SECRET-001] … is a secret given as a literal` of a construct. */
function literalSecretWarnings(c: any): string[] {
  c.node.validate();
  return c.node.metadata
    .filter((m: any) => m.type === AnnotationMetadataEntryType.WARN)
    .map((m: any) => /^\[L1-SECRET-001\] \w+: ([\w.[\]]+): is a secret given as a literal/.exec(String(m.data))?.[1])
    .filter((x: string | undefined): x is string => x !== undefined)
    .map((x: string) => x.replace(/\[\d+\]/g, ''));
}

/** The paths (API names, without item indexes) of the secret inputs that hold a literal string in a configuration. */
function literalSecrets(attrs: AttrModel[], obj: { [k: string]: unknown } | undefined, where = ''): string[] {
  const out: string[] = [];
  for (const a of attrs.filter((x) => x.input)) {
    const v = obj?.[a.tsName];
    const name = where ? `${where}.${a.tsName}` : a.tsName;
    const literalMap = !!v && typeof v === 'object' && !Array.isArray(v) && !a.struct && Object.values(v).some((x) => typeof x === 'string');
    if (a.raw.secret && (typeof v === 'string' || literalMap)) out.push(name);
    if (a.struct && v !== undefined) for (const item of Array.isArray(v) ? v : [v]) out.push(...literalSecrets(a.struct.attrs, item, name));
  }
  return out;
}

describe('derived provider schemas', () => {
  test('repo_hook.secret has the provider\'s flags: sensitive and optional, neither computed nor write-only', () => {
    const own = providers.repo.resource_schemas.repo_hook.block.attributes.secret;
    const derived = schemas.repo.resource_schemas.repo_hook.block.attributes.secret;
    expect(own).toMatchObject({ sensitive: true, optional: true });
    for (const flag of ['required', 'optional', 'computed', 'sensitive', 'write_only']) expect([flag, derived[flag]]).toEqual([flag, own[flag]]);
    expect(derived.write_only).toBeUndefined();
    expect(derived.computed).toBeUndefined();
  });

  test.each(['idp', 'repo', 'cap'])('the derived schema of %s marks sensitive and write_only exactly where the provider does', (p) => {
    expect(flagged(schemas[p], p, 'sensitive')).toEqual(flagged(providers[p], p, 'sensitive'));
    expect(flagged(schemas[p], p, 'write_only')).toEqual(flagged(providers[p], p, 'write_only'));
    // the model follows the provider too (the documentation's "Write-only" and the Terraform suite read it)
    expect(modelAttributes(p).filter((x) => x.a.raw.writeOnly).map((x) => x.name).sort()).toEqual(flagged(providers[p], p, 'write_only'));
    expect(modelAttributes(p).filter((x) => x.a.raw.tf?.sensitive).map((x) => x.name).sort()).toEqual(flagged(providers[p], p, 'sensitive'));
  });

  test('the provider\'s flags are the contract, not the library\'s idea of a secret', () => {
    // the repo provider does not mark its password sensitive, nor the cap provider the integrations' tokens
    expect(flagged(schemas.idp, 'idp', 'sensitive')).toEqual(expect.arrayContaining(['provider.token', 'idp_provider_oauth2.client_secret']));
    expect(schemas.repo.provider.block.attributes.password.sensitive).toBeUndefined();
    const sg = schemas.cap.resource_schemas.cap_pubcloud_a_scaling_group.block.block_types;
    expect(sg.integration_kubernetes.block.attributes.token.sensitive).toBeUndefined();
  });
});

describe('credentials (the library\'s `secret`: a literal value warns)', () => {
  // names that hold a credential; `..._set`/`retrieve_key` style flags, public keys, and the keys of
  // tags, labels, taints and stored files are not secrets
  const CREDENTIAL = /^(token|password|headers|key)$|(^|_)(acl_token|access_token|oauth_token|secret|secret_key|access_key|webhook_url|password|private_key|client_secret)$/;
  const NOT_CREDENTIAL = new Set([
    'repo_deploy_key.key', 'repo_pipeline_ssh_known_host.public_key.key', 'repo_project.key', 'data.repo_project.key', 'data.repo_repository.project.key',
    // a variable's name, a public SSH key, the name of a key inside a secret, and blocks naming a vault
    'repo_deployment_variable.key', 'repo_repository_variable.key', 'repo_workspace_variable.key', 'repo_ssh_key.key',
    'cap_cd_verification_template.args.value_from.secret_key_ref.key', 'cap_pubcloud_b_scaling_group.secret', 'cap_pubcloud_b_stateful_node.secret',
  ]);
  const NOT_CREDENTIAL_KEY = /\.(tags|labels|taints|startup_taints|autoscale_labels|autoscale_attributes|autoscale_constraints|metadata|attributes)\.key$|_file\.key$/;

  test.each(['idp', 'repo', 'cap'])('every attribute of %s that holds a credential is a secret, whatever the provider\'s sensitive flag', (p) => {
    const credentials = modelAttributes(p).filter(({ name, a }) => CREDENTIAL.test(a.tfName) && a.raw.type !== 'boolean' && !NOT_CREDENTIAL_KEY.test(name) && !NOT_CREDENTIAL.has(name));
    expect(credentials.length).toBeGreaterThan(0);
    expect(credentials.filter(({ a }) => !a.raw.secret).map(({ name }) => name)).toEqual([]);
    // and what the provider marks sensitive is a secret too
    expect(modelAttributes(p).filter(({ a }) => a.raw.tf?.sensitive && !a.raw.secret).map(({ name }) => name)).toEqual([]);
  });

  const withSecrets = packages().flatMap((p) =>
    [p.provider, ...p.entities].filter((e) => literalSecrets(e.attrs, fullConfig(e)).length).map((e) => [`${p.name} ${e === p.provider ? 'provider' : e.tfType}`, p.name, e] as const),
  );

  test.each(withSecrets)('%s: each secret given as a literal warns, by its path; nothing else does', (_, pkgName, e) => {
    resetSamples();
    const config = fullConfig(e);
    const stack = new TerraformStack(Testing.app(), 'stack');
    const model = packages().find((p) => p.name === pkgName)!;
    const provider = new (classOf(pkgName, model.provider))(stack, 'provider', e === model.provider ? config : {});
    const subject = e === model.provider ? provider : new (classOf(pkgName, e))(stack, 'subject', config);
    const expected = [...new Set(literalSecrets(e.attrs, config))].sort();
    expect(expected.length).toBeGreaterThan(0);
    expect([...new Set(literalSecretWarnings(subject))].sort()).toEqual(expected);
  });

  test('the credentials of the repo provider, integrations and webhook transports warn when given as literals', () => {
    expect(withSecrets.map(([name]) => name)).toEqual(expect.arrayContaining([
      'repo provider', 'idp provider', 'cap provider', 'cap cap_pubcloud_a_scaling_group', 'idp idp_event_transport', 'repo repo_hook',
    ]));
    const stack = new TerraformStack(Testing.app(), 'stack');
    const p = new repo.RepoProvider(stack, 'repo', { username: 'u', password: 'literal' });
    expect(literalSecretWarnings(p)).toEqual(['password']);
    const group = { name: 'sg', product: 'Linux/UNIX', securityGroups: ['sg'], orientation: 'balanced', fallbackToOndemand: true };
    const sg = new cap.pubcloud_a.ScalingGroup(stack, 'sg', {
      ...group,
      integrationKubernetes: { integrationMode: 'pod', clusterIdentifier: 'c', token: 'literal' },
      integrationNomad: { masterHost: 'h', masterPort: 4646, aclToken: 'literal' },
      integrationRancher: { masterHost: 'h', accessKey: 'literal', secretKey: 'literal' },
    });
    expect(literalSecretWarnings(sg).sort()).toEqual(['integrationKubernetes.token', 'integrationNomad.aclToken', 'integrationRancher.accessKey', 'integrationRancher.secretKey']);
    const t = new idp.EventTransport(stack, 't', { name: 't', mode: 'webhook', webhookUrl: 'https://hooks.example.com/literal' });
    expect(literalSecretWarnings(t)).toEqual(['webhookUrl']);
  });
});
