/**
 * What Terraform reads from the L1s beyond the values: the expressions references produce, HCL that
 * parses, and the derived provider schema's sensitive and write-only flags. The Terraform suite
 * (test/terraform/run.js) proves these against Terraform itself; these tests pin each fact so a
 * regression is named where it happens.
 */
import * as fs from 'fs';
import * as path from 'path';
import { Lazy, Testing, TerraformOutput, TerraformStack, Token } from 'cdktf';
import { idp, repo } from '../../src';
import { packages } from '../support/model';

const schemas = Object.fromEntries(
  ['idp', 'repo', 'cap'].map((p) => [p, Object.values<any>(JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', 'provider-schema', `${p}.json`), 'utf8')).provider_schemas)[0]]),
);

describe('references', () => {
  test('an attribute of a computed object is read by name, never by index', () => {
    const stack = new TerraformStack(Testing.app(), 'stack');
    new repo.RepoProvider(stack, 'repo');
    const r = new repo.DataRepoRepository(stack, 'web', { workspace: 'acme', repoSlug: 'web' });
    new TerraformOutput(stack, 'owner', { value: r.owner.displayName });
    new TerraformOutput(stack, 'project', { value: r.project.key });
    const out = JSON.parse(Testing.synth(stack, true)).output;
    expect(out.owner.value).toBe('${data.repo_repository.web.owner.display_name}');
    expect(out.project.value).toBe('${data.repo_repository.web.project.key}');
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
    new idp.IdpProvider(s2, 'idp');
    const p = new idp.ProviderOauth2(s2, 'p', { name: 'p', authorizationFlow: 'a', invalidationFlow: 'b', clientId: 'c', allowedRedirectUris: [{ url: 'https://a' }, { url: 'https://b' }] });
    new TerraformOutput(s2, 'uri', { value: p.allowedRedirectUris.get(1).url });
    expect(JSON.parse(Testing.synth(s2, true)).output.uri.value).toBe('${idp_provider_oauth2.p.allowed_redirect_uris[1].url}');
  });

  test('an item of a computed list is read at its index', () => {
    const stack = new TerraformStack(Testing.app(), 'stack');
    new repo.RepoProvider(stack, 'repo');
    const me = new repo.DataRepoCurrentUser(stack, 'me', {});
    new TerraformOutput(stack, 'second', { value: me.emails.get(1).email });
    expect(JSON.parse(Testing.synth(stack, true)).output.second.value).toBe('${data.repo_current_user.me.emails[1].email}');
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
      allowedRedirectUris: [{ url: value, matchingMode: regex ? 'regex' : 'strict' }],
    });
    return String(Testing.synthHcl(stack));
  };

  test('backslashes and double quotes in strings are escaped, at the top level and in blocks', () => {
    const hcl = hclOf('https://pr-[0-9]+\\.example\\.com/"x"', true);
    expect(hcl).toContain('name = "https://pr-[0-9]+\\\\.example\\\\.com/\\"x\\""');
    expect(hcl).toContain('url = "https://pr-[0-9]+\\\\.example\\\\.com/\\"x\\""');
  });

  test('an already escaped looking sequence is escaped once more, not taken as an escape', () => {
    expect(hclOf('a\\"b')).toContain('name = "a\\\\\\"b"');
  });

  test('strings without special characters are written as they are', () => {
    expect(hclOf('plain text')).toContain('name = "plain text"');
  });

  test('a block whose value a Lazy produces (the L2s\' add… methods) is written as blocks, escaped', () => {
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
    expect(hcl).not.toContain('allowed_redirect_uris =');
    expect(hcl.match(/allowed_redirect_uris \{/g)).toHaveLength(2);
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

describe('derived provider schemas', () => {
  test('a write-only attribute is marked write_only, and is neither computed nor read back', () => {
    const secret = schemas.repo.resource_schemas.repo_hook.block.attributes.secret;
    expect(secret).toMatchObject({ write_only: true, sensitive: true, optional: true });
    expect(secret.computed).toBeUndefined();
  });

  test('write_only appears exactly where the schema says write-only', () => {
    const writeOnly: string[] = [];
    const marked: string[] = [];
    for (const p of packages()) {
      for (const e of p.entities) {
        for (const a of e.attrs) if (a.raw.writeOnly) writeOnly.push(`${e.tfType}.${a.tfName}`);
        const block = (e.kind === 'resource' ? schemas[p.name].resource_schemas : schemas[p.name].data_source_schemas)[e.tfType].block;
        for (const [n, a] of Object.entries<any>(block.attributes)) if (a.write_only) marked.push(`${e.tfType}.${n}`);
      }
    }
    expect(marked.sort()).toEqual(writeOnly.sort());
    expect(marked).toContain('repo_hook.secret');
  });

  // names that hold a credential; `..._set`/`retrieve_key` style flags and public keys are not secrets
  const CREDENTIAL = /^(token|password|headers|key)$|(^|_)(acl_token|access_token|oauth_token|secret|secret_key|access_key|webhook_url)$/;
  const NOT_CREDENTIAL = new Set(['repo_deploy_key.key', 'repo_pipeline_ssh_known_host.public_key.key', 'repo_project.key', 'data.repo_project.key']);

  test.each(['idp', 'repo', 'cap'])('every attribute of %s that holds a credential is sensitive', (p) => {
    const missing: string[] = [];
    const walk = (block: any, where: string) => {
      for (const [n, a] of Object.entries<any>(block.attributes ?? {})) {
        const name = `${where}.${n}`;
        if (CREDENTIAL.test(n) && a.type !== 'bool' && !/\.tags\.key$|_files\.key$|\.(taints|startup_taints|autoscale_labels|autoscale_attributes|autoscale_constraints)\.key$/.test(name) && !NOT_CREDENTIAL.has(name) && !a.sensitive) missing.push(name);
      }
      for (const [n, bt] of Object.entries<any>(block.block_types ?? {})) walk(bt.block, `${where}.${n}`);
    };
    walk(schemas[p].provider.block, 'provider');
    for (const [t, r] of Object.entries<any>(schemas[p].resource_schemas)) walk(r.block, t);
    for (const [t, r] of Object.entries<any>(schemas[p].data_source_schemas)) walk(r.block, `data.${t}`);
    expect(missing).toEqual([]);
  });

  test('the credentials of integrations and webhook transports are sensitive', () => {
    const sg = schemas.cap.resource_schemas.cap_pubcloud_a_scaling_group.block.block_types;
    expect(sg.integration_kubernetes.block.attributes.token.sensitive).toBe(true);
    expect(sg.integration_nomad.block.attributes.acl_token.sensitive).toBe(true);
    expect(sg.integration_rancher.block.attributes.secret_key.sensitive).toBe(true);
    expect(sg.integration_rancher.block.attributes.access_key.sensitive).toBe(true);
    expect(schemas.idp.resource_schemas.idp_event_transport.block.attributes.webhook_url.sensitive).toBe(true);
  });
});
