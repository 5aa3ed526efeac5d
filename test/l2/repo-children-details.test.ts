/**
 * Details of the children the repository-hosting hubs add, and of pipeline schedules: the exact
 * messages of `grantGroup`, `grantUser`, `RepositoryWorkspace.addVariable` and `addWebhook` for
 * options, groups and permissions of the wrong kind and for blank names; that keys, groups and users
 * computed from several references are never taken for one another; that a group or a repository
 * whose workspace is a token is not judged; and whom a schedule's messages and warnings name (the
 * repository's owner, `the repository` when its workspace or slug is a token, nothing of a plain
 * object that only looks like an L2).
 */
import { TerraformStack, TerraformVariable, Testing } from 'cdktf';
import { repo } from '../../src';
import { exactly, invalidAt, synthChecked as synth, warningsOf } from '../support/l2';

function stack() {
  const s = new TerraformStack(Testing.app(), 'stack');
  new repo.RepoProvider(s, 'repo');
  return s;
}
const hub = (s = stack()) => new repo.HostedRepository(s, 'Web', { workspace: 'acme', name: 'web' });
const project = (s = stack()) => new repo.RepositoryProject(s, 'Plat', { workspace: 'acme', key: 'PLAT', name: 'Platform' });
const workspace = (s = stack()) => new repo.RepositoryWorkspace(s, 'Acme', { workspace: 'acme' });
const variable = (s: TerraformStack, name: string) => new TerraformVariable(s, name, { type: 'string' }).stringValue;
/** A string computed from two references: nothing stable can be said of it. */
const computed = (s: TerraformStack, a: string, b: string) => `${variable(s, a)}-${variable(s, b)}`;
/** The resources of a type, by their Terraform names. */
const of = (json: any, type: string): Record<string, any> => json.resource?.[type] ?? {};
const daily = () => repo.Schedule.daily('02:00');
const OPTIONS_NOT_AN_OBJECT = 'options: expected an object of named properties, got "fast" (a string)';
const NEVER_RUNS = 'a pipeline schedule runs only where pipelines are enabled';

describe('grants: exact messages for values of the wrong kind', () => {
  test('grantGroup and grantUser with options that are not an object: the options are named', () => {
    const group = repo.RepoRef.fromGroupAttributes('acme', 'devs');
    expect(() => hub().grantGroup(group, 'read', 'fast' as any)).toThrow(invalidAt('HostedRepository.grantGroup', 'stack/Web')(OPTIONS_NOT_AN_OBJECT));
    expect(() => hub().grantUser('{u1}', 'read', 'fast' as any)).toThrow(invalidAt('HostedRepository.grantUser', 'stack/Web')(OPTIONS_NOT_AN_OBJECT));
    expect(() => project().grantGroup(group, 'read', 'fast' as any)).toThrow(invalidAt('RepositoryProject.grantGroup', 'stack/Plat')(OPTIONS_NOT_AN_OBJECT));
  });

  test('a group object without a slug is reported once, its workspace not compared', () => {
    expect(() => hub().grantGroup({ groupWorkspace: 'other' } as any, 'read')).toThrow(invalidAt('HostedRepository.grantGroup', 'stack/Web')(
      'group: expected a repo.IWorkspaceGroup (a repo.PermissionGroup or repo.Group; repo.RepoRef.fromGroupAttributes(workspace, slug) for a group outside the app), ' +
      'got {"groupWorkspace":"other"} (an object), which has no string groupSlug',
    ));
  });

  test('a permission that is not a string is reported once, not also as a value the provider does not take', () => {
    expect(() => hub().grantUser('{u1}', 42 as any)).toThrow(invalidAt('HostedRepository.grantUser', 'stack/Web')('permission: expected a string, got 42 (a number)'));
    expect(() => project().grantGroup(repo.RepoRef.fromGroupAttributes('acme', 'devs'), 42 as any)).toThrow(
      invalidAt('RepositoryProject.grantGroup', 'stack/Plat')('permission: expected a string, got 42 (a number)'),
    );
  });

  test('a user of spaces only is refused as blank', () => {
    expect(() => hub().grantUser('   ', 'read')).toThrow(invalidAt('HostedRepository.grantUser', 'stack/Web')('user: must not be blank'));
    expect(() => project().grantUser('\t', 'read')).toThrow(invalidAt('RepositoryProject.grantUser', 'stack/Plat')('user: must not be blank'));
  });
});

describe('grants: tokens', () => {
  test('on a repository whose workspace is a token, a group of a literal workspace is granted (not compared)', () => {
    const s = stack();
    const api = repo.HostedRepository.fromRepositoryAttributes(s, 'Api', variable(s, 'ws'), 'api');
    const grant = api.grantGroup(repo.RepoRef.fromGroupAttributes('acme', 'devs'), 'read');
    expect(grant.node.id).toBe('GroupPermission-devs');
    expect(of(synth(s), 'repo_repository_group_permission')[grant.friendlyUniqueId]).toEqual({
      workspace: '${var.ws}', repo_slug: 'api', group_slug: 'devs', permission: 'read',
    });
  });

  test('two groups of one slug whose workspaces are each computed from several references are both granted', () => {
    const s = stack();
    const web = hub(s);
    const a = web.grantGroup(repo.RepoRef.fromGroupAttributes(computed(s, 'a1', 'a2'), 'devs'), 'read', { id: 'DevsA' });
    const b = web.grantGroup(repo.RepoRef.fromGroupAttributes(computed(s, 'b1', 'b2'), 'devs'), 'write', { id: 'DevsB' });
    expect([a.node.id, b.node.id]).toEqual(['DevsA', 'DevsB']);
    expect(Object.values(of(synth(s), 'repo_repository_group_permission')).map((g) => g.permission)).toEqual(['read', 'write']);
  });

  test('two users each computed from several references are both granted', () => {
    const s = stack();
    const plat = project(s);
    const a = plat.grantUser(computed(s, 'a1', 'a2'), 'read', { id: 'UserA' });
    const b = plat.grantUser(computed(s, 'b1', 'b2'), 'admin', { id: 'UserB' });
    expect([a.node.id, b.node.id]).toEqual(['UserA', 'UserB']);
    expect(Object.values(of(synth(s), 'repo_project_user_permission')).map((u) => u.user_id)).toEqual(['${var.a1}-${var.a2}', '${var.b1}-${var.b2}']);
  });

  test('two groups of one workspace whose slugs are each computed from several references are both granted', () => {
    const s = stack();
    const web = hub(s);
    web.grantGroup(repo.RepoRef.fromGroupAttributes('acme', computed(s, 'a1', 'a2')), 'read', { id: 'GroupA' });
    web.grantGroup(repo.RepoRef.fromGroupAttributes('acme', computed(s, 'b1', 'b2')), 'read', { id: 'GroupB' });
    expect(web.node.children.map((c) => c.node.id)).toEqual(['Resource', 'GroupA', 'GroupB']);
  });
});

describe('pipeline variables: exact messages and keys', () => {
  test('a secured value that is not a string is reported once, not also as a secured literal', () => {
    expect(() => workspace().addVariable('TOKEN', 42 as any, { secured: true })).toThrow(invalidAt('RepositoryWorkspace.addVariable', 'stack/Acme')(
      'value: expected a string, got a number (not shown: a secret)',
    ));
  });

  test('two keys each computed from several references are two variables', () => {
    const s = stack();
    const acme = workspace(s);
    const a = acme.addVariable(computed(s, 'a1', 'a2'), 'x', { id: 'First' });
    const b = acme.addVariable(computed(s, 'b1', 'b2'), 'y', { id: 'Second' });
    expect([a.node.id, b.node.id]).toEqual(['First', 'Second']);
    expect(Object.values(of(synth(s), 'repo_workspace_variable'))).toEqual([
      { workspace: 'acme', key: '${var.a1}-${var.a2}', value: 'x' },
      { workspace: 'acme', key: '${var.b1}-${var.b2}', value: 'y' },
    ]);
  });

  test('RepositoryWorkspace.addVariable with options that are not an object: the options are named', () => {
    expect(() => workspace().addVariable('K', 'v', 'fast' as any)).toThrow(invalidAt('RepositoryWorkspace.addVariable', 'stack/Acme')(OPTIONS_NOT_AN_OBJECT));
  });

  test('RepositoryWorkspace.addVariable with an id holding "/": the method is named', () => {
    expect(() => workspace().addVariable('K', 'v', { id: 'a/b' })).toThrow(
      exactly('RepositoryWorkspace.addVariable at \'stack/Acme\': id "a/b" must be a non-empty literal without "/"'),
    );
  });
});

describe('the workspace: exact messages', () => {
  test('a workspace of spaces only is refused as blank', () => {
    expect(() => new repo.RepositoryWorkspace(stack(), 'W', { workspace: '  ' })).toThrow(invalidAt('RepositoryWorkspace', 'stack/W')('workspace: must not be blank'));
  });

  test('addWebhook with options that are not an object: the options are named, then the missing events', () => {
    expect(() => workspace().addWebhook('https://ci.example.com/hook', 'fast' as any)).toThrow(invalidAt('RepositoryWorkspace.addWebhook', 'stack/Acme')(
      OPTIONS_NOT_AN_OBJECT,
      'events: is required, but was not given; expected a list of strings',
    ));
  });
});

describe('pipeline schedules: whom messages and warnings name', () => {
  test('a repo.Repository with pipelinesEnabled: false, given directly: refused naming the repository itself', () => {
    const s = stack();
    const plain = new repo.Repository(s, 'Plain', { owner: 'acme', name: 'plain', pipelinesEnabled: false });
    expect(() => new repo.ScheduledPipeline(s, 'Nightly', { repository: plain, schedule: daily(), branch: 'main', pipeline: 'nightly' })).toThrow(
      invalidAt('ScheduledPipeline', 'stack/Nightly')(
        `repository: the repository 'stack/Plain' has pipelinesEnabled: false, so the schedule would never run (${NEVER_RUNS}); set pipelinesEnabled: true, or remove the schedule`,
      ),
    );
  });

  test('a repo.Repository whose pipelines are turned off after the schedule was added: the synth error names the repository itself', () => {
    const s = stack();
    const plain = new repo.Repository(s, 'Plain', { owner: 'acme', name: 'plain' });
    new repo.ScheduledPipeline(s, 'Nightly', { repository: plain, schedule: daily(), branch: 'main', pipeline: 'nightly' });
    plain.pipelinesEnabled = false;
    expect(() => Testing.synth(s, true)).toThrow(exactly(
      'Validation failed with the following errors:\n' +
      "  [stack/Nightly] ScheduledPipeline: the repository 'stack/Plain' has pipelinesEnabled: false, set after the schedule was added, so the schedule would never run " +
      `(${NEVER_RUNS}); set pipelinesEnabled: true, or remove the schedule\n\n` +
      'If you wish to ignore these validations, pass \'skipValidation: true\' to your App configuration.\n',
    ));
  });

  test('a repository from outside the app whose workspace or slug is a token: the warning says "the repository"', () => {
    const s = stack();
    const byWorkspace = new repo.ScheduledPipeline(s, 'A', {
      repository: repo.RepoRef.fromRepositoryAttributes(variable(s, 'ws'), 'web'), schedule: daily(), branch: 'main', pipeline: 'nightly',
    });
    const bySlug = new repo.ScheduledPipeline(s, 'B', {
      repository: repo.RepoRef.fromRepositoryAttributes('acme', variable(s, 'slug')), schedule: daily(), branch: 'main', pipeline: 'nightly',
    });
    synth(s);
    const warning = (path: string) => `[REPO-L2-002] ScheduledPipeline at '${path}': the repository is not created in this app, so whether its pipelines are enabled is not known here; ` +
      `${NEVER_RUNS}: make sure pipelinesEnabled is true on that repository`;
    expect(warningsOf(byWorkspace)).toEqual([warning('stack/A')]);
    expect(warningsOf(bySlug)).toEqual([warning('stack/B')]);
  });

  test('a plain object that is not a construct is a repository from outside the app, even with a resource property', () => {
    const s = stack();
    const plain = new repo.Repository(s, 'Plain', { owner: 'acme', name: 'plain', pipelinesEnabled: false });
    const lookalike = { repositoryWorkspace: 'acme', repositorySlug: 'plain', resource: plain };
    const schedule = new repo.ScheduledPipeline(s, 'Nightly', { repository: lookalike, schedule: daily(), branch: 'main', pipeline: 'nightly' });
    expect(warningsOf(schedule)).toEqual([
      "[REPO-L2-002] ScheduledPipeline at 'stack/Nightly': the repository acme/plain is not created in this app, so whether its pipelines are enabled is not known here; " +
      `${NEVER_RUNS}: make sure pipelinesEnabled is true on that repository`,
    ]);
    expect(plain.pipelinesEnabledInput).toBe(false);
  });
});
