import { AnnotationMetadataEntryType, Testing, TerraformOutput, TerraformStack, TerraformVariable } from 'cdktf';
import { repo } from '../../src';
import { classOf, packages } from '../support/model';

const withImportIds = packages().flatMap((p) => p.entities.filter((e) => e.importId).map((e) => [`${p.name}.${e.className}`, p.name, e] as const));
// (a TEST_PACKAGES subset may have none; test.each refuses an empty table)

describe('import identifiers', () => {
  (withImportIds.length ? test.each(withImportIds) : test.skip.each([['none', '', undefined as any]]))('%s builds its import id from parts and parses it back', (_, pkgName, e) => {
    const cls = classOf(pkgName, e);
    const names = [...e.importId!.shape.matchAll(/<([a-z0-9-]+)>/g)].map((m) => m[1].replace(/-([a-z0-9])/g, (__: string, c: string) => c.toUpperCase()));
    const parts = Object.fromEntries(names.map((n, i) => [n, `${n}-value-${i}`]));
    const id = cls.importId(parts);
    expect(id).toBe(e.importId!.shape.replace(/<([a-z0-9-]+)>/g, (__: string, p: string) => parts[p.replace(/-([a-z0-9])/g, (___, c: string) => c.toUpperCase())]));
    expect(cls.parseImportId(id)).toEqual(parts);
  });

  (withImportIds.length ? test.each(withImportIds) : test.skip.each([['none', '', undefined as any]]))('%s rejects a malformed import id, naming the expected shape', (_, pkgName, e) => {
    const cls = classOf(pkgName, e);
    expect(() => cls.parseImportId('no-separators-here-at-all/')).toThrow(`${e.className}.parseImportId: "no-separators-here-at-all/" is not an import identifier of the form ${e.importId!.shape}`);
  });

  test('the seed shapes, verbatim', () => {
    expect(repo.Hook.importId({ owner: 'acme', repoName: 'web', hookId: '{6d1f}' })).toBe('acme/web/{6d1f}');
    expect(repo.DefaultReviewers.importId({ owner: 'acme', repo: 'web' })).toBe('acme/web/reviewers');
    expect(repo.DeployKey.importId({ workspace: 'acme', repoSlug: 'web', keyId: '42' })).toBe('acme/web/42');
    expect(repo.GroupMembership.parseImportId('acme/devs/{u-1}')).toEqual({ workspace: 'acme', groupSlug: 'devs', memberUuid: '{u-1}' });
    expect(repo.Deployment.importId({ workspace: 'acme', repo: 'web', uuid: '{d-1}' })).toBe('acme/web:{d-1}');
    expect(() => repo.DefaultReviewers.parseImportId('acme/web/approvers')).toThrow('is not an import identifier of the form <owner>/<repo>/reviewers');
  });

  test('a part that is empty or holds a separator is refused', () => {
    expect(() => repo.Hook.importId({ owner: 'acme', repoName: 'a/b', hookId: '1' })).toThrow('Hook.importId: repoName "a/b" must not contain "/"');
    expect(() => repo.Hook.importId({ owner: '', repoName: 'web', hookId: '1' })).toThrow('Hook.importId: owner is required');
  });
});

describe('repo.RepoProvider credentials', () => {
  function errors(config: repo.RepoProviderConfig): string[] {
    const stack = new TerraformStack(Testing.app(), 'stack');
    return new repo.RepoProvider(stack, 'repo', config).node.validate();
  }

  test('one kind of credentials: no problem', () => {
    const stack = new TerraformStack(Testing.app(), 'vars');
    const v = new TerraformVariable(stack, 'token', { type: 'string', sensitive: true });
    expect(errors({ oauthToken: v.stringValue })).toEqual([]);
    expect(errors({ username: 'ci', password: v.stringValue })).toEqual([]);
  });

  test('mixing kinds is refused, one error per pair the provider refuses, naming both settings', () => {
    expect(errors({ username: 'ci', password: 'literal', oauthToken: 'literal' })).toEqual([
      'RepoProvider: oauthToken and username cannot be used together: the provider refuses a configuration that writes both. Keep oauthToken and remove username, or keep username and remove oauthToken',
      'RepoProvider: oauthToken and password cannot be used together: the provider refuses a configuration that writes both. Keep oauthToken and remove password, or keep password and remove oauthToken',
    ]);
  });

  test('half a credential pair is refused, naming the setting to add or remove', () => {
    expect(errors({ username: 'ci' })).toEqual([
      'RepoProvider: username is set without password; the provider needs both together: set password too, or remove username',
    ]);
    expect(errors({ oauthClientSecret: 'literal' })).toEqual([
      'RepoProvider: oauthClientSecret is set without oauthClientId; the provider needs both together: set oauthClientId too, or remove oauthClientSecret',
    ]);
  });
});

describe('repo.Hook', () => {
  test('secret is sensitive in the provider schema; secretSet is an output; skipCertVerification defaults to true', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const schema = require('../../provider-schema/repo.json').provider_schemas['registry.terraform.io/triad/repo'];
    const hook = schema.resource_schemas.repo_hook.block.attributes;
    expect(hook.secret).toMatchObject({ sensitive: true, optional: true });
    expect(hook.secret_set).toMatchObject({ computed: true, type: 'bool' });
    expect(hook.skip_cert_verification.description).toContain('Defaults to `true`');
    const stack = new TerraformStack(Testing.app(), 'stack');
    const h = new repo.Hook(stack, 'h', { owner: 'o', repository: 'r', description: 'd', url: 'https://x.example', events: ['repo:push'] });
    expect(typeof h.secretSet).toBe('object'); // a token (IResolvable) read from the remote state
  });
});

describe('data functions', () => {
  test('nested result lists are readable through complex-list references', () => {
    const stack = new TerraformStack(Testing.app(), 'stack');
    new repo.RepoProvider(stack, 'repo');
    const me = new repo.DataRepoCurrentUser(stack, 'me');
    const ranges = new repo.DataRepoIpRanges(stack, 'ranges');
    new TerraformOutput(stack, 'first_email', { value: me.emails.get(0).email });
    new TerraformOutput(stack, 'primary', { value: me.emails.get(1).isPrimary });
    new TerraformOutput(stack, 'cidr', { value: ranges.ranges.get(2).cidr });
    const file = new repo.DataRepoFileMetadata(stack, 'file', { workspace: 'acme', repoSlug: 'web', commit: 'main', path: 'README.md' });
    new TerraformOutput(stack, 'hash', { value: file.metadata.get(0).commits.get(1).hash });
    const out = JSON.parse(Testing.synth(stack)).output;
    // the provider's metadata is a list of objects, each with a list of commits: read at their indexes
    expect(out.hash.value).toBe('${data.repo_file_metadata.file.metadata[0].commit[1].hash}');
    // the provider's email and ranges are sets of objects: their items are read through tolist()
    expect(out.first_email.value).toBe('${tolist(data.repo_current_user.me.email).0.email}');
    expect(out.primary.value).toBe('${tolist(data.repo_current_user.me.email).1.is_primary}');
    expect(out.cidr.value).toBe('${tolist(data.repo_ip_ranges.ranges.ranges).2.cidr}');
  });
});

describe('repo.ForkedRepository', () => {
  function forkWarnings(policy: string | undefined, isPrivate?: boolean): string[] {
    const stack = new TerraformStack(Testing.app(), 'stack');
    new repo.RepoProvider(stack, 'repo');
    const parent = new repo.Repository(stack, 'upstream', { owner: 'acme', name: 'upstream', forkPolicy: policy });
    const fork = new repo.ForkedRepository(stack, 'fork', { owner: 'me', name: 'my-fork', parent: { owner: 'acme', slug: parent.slug }, isPrivate });
    fork.node.validate();
    return fork.node.metadata.filter((m) => m.type === AnnotationMetadataEntryType.WARN).map((m) => String(m.data));
  }

  test('a fork the parent\'s fork policy forbids is a warning naming the parent and its policy: any fork of no_forks, a public fork of no_public_forks', () => {
    expect(forkWarnings('no_public_forks', false)).toEqual([
      expect.stringMatching(/^\[L1-SCHEMA-001\] ForkedRepository: parent: references repo_repository\.upstream, whose forkPolicy is "no_public_forks": creating the fork may fail: .* this fork is public/),
    ]);
    expect(forkWarnings('no_forks')).toEqual([expect.stringContaining('whose forkPolicy is "no_forks"')]);
    expect(forkWarnings('no_forks', true)).toEqual([expect.stringContaining('whose forkPolicy is "no_forks"')]);
  });

  test('a private fork of a no_public_forks parent, or one private by default, is not warned about', () => {
    expect(forkWarnings('no_public_forks', true)).toEqual([]);
    expect(forkWarnings('no_public_forks')).toEqual([]);
  });

  test('no warning when the parent allows forks, or is not a resource of this app', () => {
    expect(forkWarnings('allow_forks')).toEqual([]);
    expect(forkWarnings(undefined)).toEqual([]);
    const stack = new TerraformStack(Testing.app(), 'stack');
    const fork = new repo.ForkedRepository(stack, 'fork', { owner: 'me', name: 'f', parent: { owner: 'acme', slug: 'elsewhere' } });
    expect(fork.node.validate()).toEqual([]);
  });
});

describe('importing an object an L2 manages (the README\'s example)', () => {
  test('the L2\'s main L1 takes importFrom, with the id its type\'s importId builds: an import block to the L1\'s address', () => {
    const stack = new TerraformStack(Testing.app(), 'repos');
    new repo.RepoProvider(stack, 'repo');
    const web = new repo.HostedRepository(stack, 'Web', { workspace: 'acme', name: 'web' });
    web.resource.importFrom(repo.Repository.importId({ owner: 'acme', slug: 'web' }));
    const json = JSON.parse(Testing.synth(stack, true));
    const address = Object.keys(json.resource.repo_repository)[0];
    expect(address).toMatch(/^Web_[0-9A-F]{8}$/);
    expect(json.import).toEqual([{ to: `repo_repository.${address}`, id: 'acme/web' }]);
    expect(String(Testing.synthHcl(stack))).toContain(`import {\nto = repo_repository.${address}\nid = "acme/web"\n}`);
  });
});
