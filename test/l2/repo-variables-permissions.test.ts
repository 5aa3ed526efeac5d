/**
 * Pipeline variables and permissions of the repository-hosting hubs (issue 34): `HostedRepository`'s
 * `addVariable`, `addDeploymentVariable`, `grantGroup` and `grantUser` (on imported repositories
 * too), `RepositoryProject`'s `grantGroup` and `grantUser`, and `RepositoryWorkspace`'s `addVariable`
 * and `addWebhook`: what each writes, the identifiers they take, the refusals (a secured literal, a
 * permission the provider does not take, a key or a grant given twice, a group of another workspace,
 * an environment of another repository), warnings, and construct ids that do not move when a call is
 * removed.
 */
import { TerraformStack, TerraformVariable, Testing } from 'cdktf';
import { repo } from '../../src';
import { exactly, invalidAt, synthChecked as synth, warningsOf } from '../support/l2';

function stack() {
  const s = new TerraformStack(Testing.app(), 'stack');
  new repo.RepoProvider(s, 'repo');
  return s;
}
const secret = (s: TerraformStack, name = 'db_password') => new TerraformVariable(s, name, { type: 'string', sensitive: true }).stringValue;
const hub = (s = stack()) => new repo.HostedRepository(s, 'Web', { workspace: 'acme', name: 'web' });
const project = (s = stack()) => new repo.RepositoryProject(s, 'Plat', { workspace: 'acme', key: 'PLAT', name: 'Platform' });
const workspace = (s = stack()) => new repo.RepositoryWorkspace(s, 'Acme', { workspace: 'acme' });
/** The resources of a type, by their Terraform names. */
const of = (json: any, type: string): Record<string, any> => json.resource?.[type] ?? {};
const names = (json: any, type: string) => Object.keys(of(json, type)).sort();
const ref = (type: string, l1: { friendlyUniqueId: string }, attr: string) => `\${${type}.${l1.friendlyUniqueId}.${attr}}`;
const PASSWORD = 'hunter2-do-not-show';
const SECURED_LITERAL = 'value: a secured variable takes its value from a token (a sensitive TerraformVariable): a literal would be written to cdk.tf.json in plain text';

describe('the hubs together (snapshot)', () => {
  test('variables, deployment variables, permissions and a workspace: synth passes the schema check', () => {
    const s = stack();
    const web = new repo.HostedRepository(s, 'Web', { workspace: 'acme', name: 'web', pipelinesEnabled: true });
    web.addVariable('NODE_VERSION', '20');
    web.addVariable('DB_PASSWORD', secret(s), { secured: true });
    const production = web.addDeployment('production', repo.DeploymentStage.PRODUCTION);
    web.addDeploymentVariable(production, 'DB_URL', secret(s, 'prod_db_url'), { secured: true });
    web.addDeploymentVariable(production, 'REGION', 'eu-1');
    const maintainers = new repo.PermissionGroup(s, 'Maintainers', { workspace: 'acme', name: 'maintainers' });
    web.grantGroup(maintainers, repo.RepositoryGroupPermissionPermission.WRITE);
    web.grantGroup(repo.RepoRef.fromGroupAttributes('acme', 'readers'), repo.RepositoryGroupPermissionPermission.READ);
    web.grantUser('{11111111-2222-3333-4444-555555555555}', repo.RepositoryUserPermissionPermission.ADMIN);

    const api = repo.HostedRepository.fromRepositoryAttributes(s, 'Api', 'acme', 'api');
    api.addVariable('SERVICE', 'api');
    api.addDeploymentVariable(repo.RepoRef.fromDeploymentId('acme/api:{22222222-3333-4444-5555-666666666666}'), 'LOG_LEVEL', 'info');

    const plat = new repo.RepositoryProject(s, 'Plat', { workspace: 'acme', key: 'PLAT', name: 'Platform' });
    plat.grantGroup(maintainers, repo.ProjectGroupPermissionPermission.CREATE_REPO);
    plat.grantUser('{11111111-2222-3333-4444-555555555555}', repo.ProjectUserPermissionPermission.ADMIN);
    plat.addRepository('tools').addVariable('TOOLS', 'yes');

    const acme = new repo.RepositoryWorkspace(s, 'Acme', { workspace: 'acme' });
    acme.addVariable('REGISTRY_TOKEN', secret(s, 'registry_token'), { secured: true });
    acme.addWebhook('https://ci.example.com/hooks/acme', { events: [repo.WorkspaceHookEvents.REPO_PUSH], secret: secret(s, 'hook_secret') });

    const json = synth(s);
    expect(json.resource).toMatchSnapshot();
    expect(web.node.children.map((c) => c.node.id).sort()).toEqual([
      'Deployment-production', 'DeploymentVariable-production-DB_URL', 'DeploymentVariable-production-REGION',
      'GroupPermission-readers', 'GroupPermission-repo_group_Maintainers_A3BAFEB2_slug', 'Resource',
      'UserPermission-11111111-2222-3333-4444-555555555555', 'Variable-DB_PASSWORD', 'Variable-NODE_VERSION',
    ]);
    expect(plat.node.children.map((c) => c.node.id).sort()).toEqual([
      'GroupPermission-repo_group_Maintainers_A3BAFEB2_slug', 'Repository-tools', 'Resource', 'UserPermission-11111111-2222-3333-4444-555555555555',
    ]);
    expect(acme.node.children.map((c) => c.node.id)).toEqual(['Variable-REGISTRY_TOKEN', expect.stringMatching(/^Webhook-[0-9a-f]{12}$/)]);
  });
});

describe('pipeline variables of a repository', () => {
  test('the repository attribute is the repository\'s identifier: the id of a HostedRepository, <workspace>/<slug> of an imported one', () => {
    const s = stack();
    const web = hub(s);
    const a = web.addVariable('A', 'a');
    const b = repo.HostedRepository.fromRepositoryAttributes(s, 'Api', 'acme', 'api').addVariable('B', 'b');
    const json = synth(s);
    expect(of(json, 'repo_repository_variable')[a.friendlyUniqueId]).toEqual({ repository: ref('repo_repository', web.resource, 'id'), key: 'A', value: 'a' });
    expect(of(json, 'repo_repository_variable')[b.friendlyUniqueId]).toEqual({ repository: 'acme/api', key: 'B', value: 'b' });
  });

  test('a secured variable takes a sensitive variable; secured is written as given', () => {
    const s = stack();
    const v = hub(s).addVariable('DB_PASSWORD', secret(s), { secured: true });
    expect(of(synth(s), 'repo_repository_variable')[v.friendlyUniqueId]).toMatchObject({ key: 'DB_PASSWORD', value: '${var.db_password}', secured: true });
  });

  test('a plain variable takes a literal, and secured is not written when not given', () => {
    const s = stack();
    const v = hub(s).addVariable('NODE_VERSION', '20');
    expect(of(synth(s), 'repo_repository_variable')[v.friendlyUniqueId]).not.toHaveProperty('secured');
  });

  test('a plain literal gets no secret warning; made secured through the L1 afterwards, it does', () => {
    const s = stack();
    const web = hub(s);
    const plain = web.addVariable('NODE_VERSION', '20');
    const variables = [plain, web.addDeploymentVariable(repo.RepoRef.fromDeploymentId('d-1'), 'REGION', 'eu'), workspace(s).addVariable('REGISTRY_URL', 'https://r.example.com')];
    synth(s);
    for (const v of variables) expect(warningsOf(v)).toEqual([]);
    const s2 = stack();
    const later = hub(s2).addVariable('DB_PASSWORD', PASSWORD);
    later.secured = true; // an escape hatch: the literal is now a secured value
    synth(s2);
    expect(warningsOf(later)).toEqual([expect.stringContaining('value: is a secret given as a literal')]);
  });

  test('a secured literal is refused, naming the prop and never showing the value', () => {
    const call = () => hub().addVariable('DB_PASSWORD', PASSWORD, { secured: true });
    expect(call).toThrow(invalidAt('HostedRepository.addVariable', 'stack/Web')(SECURED_LITERAL));
    expect(() => call()).not.toThrow(PASSWORD);
  });

  test('a value of the wrong kind is reported without showing it', () => {
    expect(() => hub().addVariable('K', 42 as any)).toThrow(invalidAt('HostedRepository.addVariable', 'stack/Web')(
      'value: expected a string, got a number (not shown: a secret)',
    ));
  });

  test('a blank key is refused', () => {
    expect(() => hub().addVariable(' ', 'x')).toThrow(invalidAt('HostedRepository.addVariable', 'stack/Web')('key: must not be blank'));
  });

  test('a key given twice is refused, naming the first variable, also under another id', () => {
    const web = hub();
    web.addVariable('NODE_VERSION', '20');
    const twice = invalidAt('HostedRepository.addVariable', 'stack/Web')(
      'key: "NODE_VERSION" is already a variable of the repository (\'stack/Web/Variable-NODE_VERSION\'); one value per key: change that variable instead',
    );
    expect(() => web.addVariable('NODE_VERSION', '22')).toThrow(twice);
    expect(() => web.addVariable('NODE_VERSION', '22', { id: 'Other' })).toThrow(twice);
  });

  test('the same key on two repositories is two variables', () => {
    const s = stack();
    hub(s).addVariable('K', 'a');
    repo.HostedRepository.fromRepositoryAttributes(s, 'Api', 'acme', 'api').addVariable('K', 'b');
    expect(names(synth(s), 'repo_repository_variable')).toHaveLength(2);
  });
});

describe('pipeline variables of a deployment environment', () => {
  test('the deployment attribute is the environment\'s identifier: the id of one addDeployment created, the id given to RepoRef.fromDeploymentId', () => {
    const s = stack();
    const web = hub(s);
    const production = web.addDeployment('production', repo.DeploymentStage.PRODUCTION);
    const a = web.addDeploymentVariable(production, 'A', 'a');
    const b = web.addDeploymentVariable(repo.RepoRef.fromDeploymentId('acme/web:{uuid}'), 'B', 'b');
    const json = synth(s);
    expect(of(json, 'repo_deployment_variable')[a.friendlyUniqueId]).toEqual({ deployment: ref('repo_deployment', production, 'id'), key: 'A', value: 'a' });
    expect(of(json, 'repo_deployment_variable')[b.friendlyUniqueId]).toEqual({ deployment: 'acme/web:{uuid}', key: 'B', value: 'b' });
    expect(a.node.id).toBe('DeploymentVariable-production-A');
    expect(b.node.id).toBe('DeploymentVariable-acme_web_uuid_-B');
  });

  test('an environment with an explicit id is named by that id; a lookup by the reference it stands for', () => {
    const s = stack();
    const web = hub(s);
    const staging = web.addDeployment('staging', repo.DeploymentStage.STAGING, { id: 'Stage' });
    const found = new repo.DataRepoDeployment(s, 'Found', { workspace: 'acme', repository: 'web', uuid: '{u}' } as any);
    expect(web.addDeploymentVariable(staging, 'A', 'a').node.id).toBe('DeploymentVariable-Stage-A');
    expect(web.addDeploymentVariable(found, 'A', 'a').node.id).toBe('DeploymentVariable-data_repo_deployment_Found_id-A');
  });

  test('a secured literal is refused, never showing the value', () => {
    const web = hub();
    const production = web.addDeployment('production', repo.DeploymentStage.PRODUCTION);
    const call = () => web.addDeploymentVariable(production, 'DB_URL', PASSWORD, { secured: true });
    expect(call).toThrow(invalidAt('HostedRepository.addDeploymentVariable', 'stack/Web')(SECURED_LITERAL));
    expect(() => call()).not.toThrow(PASSWORD);
  });

  test('a key given twice on one environment is refused; on two environments it is two variables', () => {
    const web = hub();
    const production = web.addDeployment('production', repo.DeploymentStage.PRODUCTION);
    const staging = web.addDeployment('staging', repo.DeploymentStage.STAGING);
    web.addDeploymentVariable(production, 'DB_URL', 'a');
    web.addDeploymentVariable(staging, 'DB_URL', 'b');
    expect(() => web.addDeploymentVariable(production, 'DB_URL', 'c', { id: 'Again' })).toThrow(invalidAt('HostedRepository.addDeploymentVariable', 'stack/Web')(
      'key: "DB_URL" is already a variable of the environment (\'stack/Web/DeploymentVariable-production-DB_URL\'); one value per key: change that variable instead',
    ));
  });

  test('an environment of another repository of the app is refused, naming that repository', () => {
    const s = stack();
    const web = hub(s);
    const other = repo.HostedRepository.fromRepositoryAttributes(s, 'Api', 'acme', 'api');
    const theirs = other.addDeployment('production', repo.DeploymentStage.PRODUCTION);
    expect(() => web.addDeploymentVariable(theirs, 'K', 'v')).toThrow(invalidAt('HostedRepository.addDeploymentVariable', 'stack/Web')(
      "deployment: the environment belongs to the repository 'stack/Api'; add its variables there",
    ));
  });

  test('a string where the environment belongs is reported with what to pass', () => {
    expect(() => hub().addDeploymentVariable('production' as any, 'K', 'v')).toThrow(
      'deployment: expected a repo.IDeployment (a repo.Deployment (what HostedRepository.addDeployment returns) or repo.DataRepoDeployment; repo.RepoRef.fromDeploymentId(id) for a deployment outside the app), got "production" (a string)',
    );
  });
});

describe('permissions', () => {
  test('a repository grant writes the workspace, the repository\'s slug, the group\'s slug and the permission', () => {
    const s = stack();
    const web = hub(s);
    const group = new repo.PermissionGroup(s, 'Devs', { workspace: 'acme', name: 'devs' });
    const g = web.grantGroup(group, 'write');
    const u = web.grantUser('{u1}', 'none');
    const json = synth(s);
    expect(of(json, 'repo_repository_group_permission')[g.friendlyUniqueId]).toEqual({
      workspace: ref('repo_repository', web.resource, 'owner'),
      repo_slug: ref('repo_repository', web.resource, 'slug'),
      group_slug: ref('repo_group', group.resource, 'slug'),
      permission: 'write',
    });
    expect(of(json, 'repo_repository_user_permission')[u.friendlyUniqueId]).toEqual({
      workspace: ref('repo_repository', web.resource, 'owner'), repo_slug: ref('repo_repository', web.resource, 'slug'), user_id: '{u1}', permission: 'none',
    });
  });

  test('a project grant writes the workspace, the project\'s key and create-repo', () => {
    const s = stack();
    const plat = project(s);
    const g = plat.grantGroup(repo.RepoRef.fromGroupAttributes('acme', 'leads'), 'create-repo');
    const u = plat.grantUser('{u1}', 'read');
    const json = synth(s);
    expect(of(json, 'repo_project_group_permission')[g.friendlyUniqueId]).toEqual({
      workspace: ref('repo_project', plat.resource, 'owner'), project_key: ref('repo_project', plat.resource, 'key'), group_slug: 'leads', permission: 'create-repo',
    });
    expect(of(json, 'repo_project_user_permission')[u.friendlyUniqueId]).toEqual({
      workspace: ref('repo_project', plat.resource, 'owner'), project_key: ref('repo_project', plat.resource, 'key'), user_id: '{u1}', permission: 'read',
    });
  });

  test.each([
    ['HostedRepository.grantGroup', () => hub().grantGroup(repo.RepoRef.fromGroupAttributes('acme', 'devs'), 'create-repo'),
      'permission: "create-repo" is not a permission of a group on a repository; allowed: admin, write, read'],
    ['HostedRepository.grantUser', () => hub().grantUser('{u1}', 'owner'),
      'permission: "owner" is not a permission of a user on a repository; allowed: admin, write, read, none'],
    ['RepositoryProject.grantGroup', () => project().grantGroup(repo.RepoRef.fromGroupAttributes('acme', 'devs'), 'none'),
      'permission: "none" is not a permission of a group on a project; allowed: admin, write, read, create-repo'],
    ['RepositoryProject.grantUser', () => project().grantUser('{u1}', 'Write'),
      'permission: "Write" is not a permission of a user on a project; allowed: admin, write, read, create-repo'],
  ])('%s: a permission the provider does not take is refused with the allowed values', (where, call, problem) => {
    const path = where.startsWith('Hosted') ? 'stack/Web' : 'stack/Plat';
    expect(call).toThrow(invalidAt(where, path)(problem));
  });

  test('a permission that is a token is not judged', () => {
    const s = stack();
    const level = new TerraformVariable(s, 'level', { type: 'string', default: 'read' }).stringValue;
    hub(s).grantUser('{u1}', level);
    expect(Object.values(of(synth(s), 'repo_repository_user_permission'))[0].permission).toBe('${var.level}');
  });

  test('a second grant to the same group or user is refused, naming the first, also under another id', () => {
    const s = stack();
    const web = hub(s);
    const group = new repo.PermissionGroup(s, 'Devs', { workspace: 'acme', name: 'devs' });
    web.grantGroup(group, 'read');
    web.grantUser('{u1}', 'read');
    expect(() => web.grantGroup(group, 'admin', { id: 'Admins' })).toThrow(invalidAt('HostedRepository.grantGroup', 'stack/Web')(
      "group: the group already has a permission on the repository ('stack/Web/GroupPermission-repo_group_Devs_1D400A35_slug'); one permission per group: change that grant instead",
    ));
    expect(() => web.grantUser('{u1}', 'admin')).toThrow(invalidAt('HostedRepository.grantUser', 'stack/Web')(
      "user: \"{u1}\" already has a permission on the repository ('stack/Web/UserPermission-u1'); one permission per user: change that grant instead",
    ));
    const plat = project(s);
    plat.grantGroup(repo.RepoRef.fromGroupAttributes('acme', 'leads'), 'read');
    expect(() => plat.grantGroup(repo.RepoRef.fromGroupAttributes('acme', 'leads'), 'write')).toThrow(invalidAt('RepositoryProject.grantGroup', 'stack/Plat')(
      "group: the group already has a permission on the project ('stack/Plat/GroupPermission-leads'); one permission per group: change that grant instead",
    ));
  });

  test('a group of another workspace is refused (the provider takes one workspace for both)', () => {
    const s = stack();
    const theirs = new repo.PermissionGroup(s, 'Theirs', { workspace: 'other', name: 'devs' });
    expect(() => hub(s).grantGroup(theirs, 'read')).toThrow(invalidAt('HostedRepository.grantGroup', 'stack/Web')(
      'group: the group belongs to the workspace "other", the repository to "acme"; a group has permissions in its own workspace only',
    ));
    expect(() => project(s).grantGroup(repo.RepoRef.fromGroupAttributes('other', 'devs'), 'read')).toThrow(invalidAt('RepositoryProject.grantGroup', 'stack/Plat')(
      'group: the group belongs to the workspace "other", the project to "acme"; a group has permissions in its own workspace only',
    ));
    const imported = repo.HostedRepository.fromRepositoryAttributes(s, 'Api', 'acme', 'api');
    expect(() => imported.grantGroup(repo.RepoRef.fromGroupAttributes('other', 'devs'), 'read')).toThrow(
      'group: the group belongs to the workspace "other", the repository to "acme"',
    );
  });

  test('a blank user is refused; a string where the group belongs is reported with what to pass', () => {
    expect(() => hub().grantUser('', 'read')).toThrow(invalidAt('HostedRepository.grantUser', 'stack/Web')('user: must not be blank'));
    expect(() => hub().grantGroup('devs' as any, 'read')).toThrow(
      'group: expected a repo.IWorkspaceGroup (a repo.PermissionGroup or repo.Group; repo.RepoRef.fromGroupAttributes(workspace, slug) for a group outside the app), got "devs" (a string)',
    );
  });
});

describe('the workspace', () => {
  test('writes the workspace\'s slug into its variables and hooks; certificates verified; a description from the host', () => {
    const s = stack();
    const acme = workspace(s);
    const v = acme.addVariable('REGION', 'eu-1');
    const h = acme.addWebhook('https://ci.example.com/hooks/acme', { events: ['repo:push'] });
    const json = synth(s);
    expect(of(json, 'repo_workspace_variable')[v.friendlyUniqueId]).toEqual({ workspace: 'acme', key: 'REGION', value: 'eu-1' });
    expect(of(json, 'repo_workspace_hook')[h.friendlyUniqueId]).toEqual({
      workspace: 'acme', url: 'https://ci.example.com/hooks/acme', events: ['repo:push'], description: 'webhook to ci.example.com', skip_cert_verification: false,
    });
    expect(acme.workspaceSlug).toBe('acme');
  });

  test('a blank workspace is refused', () => {
    expect(() => new repo.RepositoryWorkspace(stack(), 'W', { workspace: '' })).toThrow(invalidAt('RepositoryWorkspace', 'stack/W')('workspace: must not be blank'));
  });

  test('a secured literal and a key given twice are refused', () => {
    const acme = workspace();
    expect(() => acme.addVariable('TOKEN', PASSWORD, { secured: true })).toThrow(invalidAt('RepositoryWorkspace.addVariable', 'stack/Acme')(SECURED_LITERAL));
    acme.addVariable('REGION', 'eu-1');
    expect(() => acme.addVariable('REGION', 'eu-2', { id: 'R2' })).toThrow(invalidAt('RepositoryWorkspace.addVariable', 'stack/Acme')(
      'key: "REGION" is already a variable of the workspace (\'stack/Acme/Variable-REGION\'); one value per key: change that variable instead',
    ));
  });

  test('a webhook follows the URL rule and the secret rule of RepositoryWebhook', () => {
    const invalid = invalidAt('RepositoryWorkspace.addWebhook', 'stack/Acme');
    expect(() => workspace().addWebhook('http://ci.example.com/hook?token=abc', { events: ['repo:push'] })).toThrow(invalid(
      'url: "http://ci.example.com/…" is http: deliveries and the secret would travel unencrypted; use https, or set allowHttp: true',
    ));
    expect(() => workspace().addWebhook('https://ci.example.com/hook', { events: ['repo:push'], secret: PASSWORD })).toThrow(invalid(
      'secret: a literal secret would be written to cdk.tf.json in plain text; pass a sensitive TerraformVariable',
    ));
    expect(() => workspace().addWebhook('https://ci.example.com/hook', { events: [] })).toThrow(invalid('events: subscribe to at least one event'));
    expect(() => workspace().addWebhook('ci.example.com', { events: ['repo:push'] })).toThrow(invalid('url: "ci.example.com" is not an absolute http(s) URL'));
  });

  test('http with allowHttp, and skipCertVerification, warn on the hook', () => {
    const hook = workspace().addWebhook('http://ci.example.com/hook', { events: ['repo:push'], allowHttp: true, skipCertVerification: true });
    expect(warningsOf(hook)).toEqual([
      '[WEBHOOK-L2-001] RepositoryWorkspace.addWebhook: url "http://ci.example.com/…" is http (allowHttp): deliveries, and the secret with them, travel unencrypted; use https',
      '[WEBHOOK-L2-004] RepositoryWorkspace.addWebhook: skipCertVerification is true: the TLS certificate of url is not verified, so anyone able to intercept the connection can read and alter deliveries; give the receiver a certificate that verifies',
    ]);
  });

  test('the webhook\'s id is a hash of a literal URL; the same URL twice is refused by its id', () => {
    const acme = workspace();
    acme.addWebhook('https://ci.example.com/hook', { events: ['repo:push'] });
    expect(() => acme.addWebhook('https://ci.example.com/hook', { events: ['repo:fork'] })).toThrow(
      exactly(`RepositoryWorkspace.addWebhook at 'stack/Acme': a child with id '${acme.node.children[0].node.id}' already exists (the same thing added twice, or another child given that id; pass a different id)`),
    );
  });
});

test('construct ids are stable when a call is removed', () => {
  const build = (skip: boolean) => {
    const s = stack();
    const web = hub(s);
    const acme = workspace(s);
    const plat = project(s);
    const production = web.addDeployment('production', repo.DeploymentStage.PRODUCTION);
    if (!skip) {
      web.addVariable('FIRST', '1');
      web.addDeploymentVariable(production, 'FIRST', '1');
      web.grantUser('{first}', 'read');
      web.grantGroup(repo.RepoRef.fromGroupAttributes('acme', 'first'), 'read');
      plat.grantGroup(repo.RepoRef.fromGroupAttributes('acme', 'first'), 'read');
      plat.grantUser('{first}', 'read');
      acme.addVariable('FIRST', '1');
      acme.addWebhook('https://first.example.com/hook', { events: ['repo:push'] });
    }
    web.addVariable('SECOND', '2');
    web.addDeploymentVariable(production, 'SECOND', '2');
    web.grantUser('{second}', 'read');
    web.grantGroup(repo.RepoRef.fromGroupAttributes('acme', 'second'), 'read');
    plat.grantGroup(repo.RepoRef.fromGroupAttributes('acme', 'second'), 'read');
    plat.grantUser('{second}', 'read');
    acme.addVariable('SECOND', '2');
    acme.addWebhook('https://second.example.com/hook', { events: ['repo:push'] });
    return synth(s);
  };
  const types = ['repo_repository_variable', 'repo_deployment_variable', 'repo_repository_group_permission', 'repo_repository_user_permission',
    'repo_project_group_permission', 'repo_project_user_permission', 'repo_workspace_variable', 'repo_workspace_hook'];
  const all = build(false);
  const fewer = build(true);
  for (const type of types) {
    expect(names(all, type)).toHaveLength(2);
    expect(names(fewer, type)).toHaveLength(1);
    expect(names(all, type)).toContain(names(fewer, type)[0]);
  }
});

test('the README\'s snippets synthesize and pass the schema check', () => {
  const s = stack();
  const web = new repo.HostedRepository(s, 'web', { workspace: 'acme', name: 'web', pipelinesEnabled: true });
  const production = web.addDeployment('production', repo.DeploymentStage.PRODUCTION, { adminOnly: true });
  const dbPassword = new TerraformVariable(s, 'db_password', { type: 'string', sensitive: true });
  const dbUrl = new TerraformVariable(s, 'db_url', { type: 'string', sensitive: true });
  web.addVariable('NODE_VERSION', '20');
  web.addVariable('DB_PASSWORD', dbPassword.stringValue, { secured: true });
  web.addDeploymentVariable(production, 'DB_URL', dbUrl.stringValue, { secured: true });
  web.grantGroup(repo.RepoRef.fromGroupAttributes('acme', 'maintainers'), repo.RepositoryGroupPermissionPermission.WRITE);
  web.grantUser('{11111111-2222-3333-4444-555555555555}', repo.RepositoryUserPermissionPermission.READ);

  const platform = new repo.RepositoryProject(s, 'platform', { workspace: 'acme', key: 'PLAT', name: 'Platform' });
  const api = platform.addRepository('api', { inheritBranchingModel: true });
  platform.grantGroup(repo.RepoRef.fromGroupAttributes('acme', 'leads'), repo.ProjectGroupPermissionPermission.CREATE_REPO);
  platform.grantUser('{11111111-2222-3333-4444-555555555555}', repo.ProjectUserPermissionPermission.ADMIN);
  api.addVariable('SERVICE', 'api');

  const registryToken = new TerraformVariable(s, 'registry_token', { type: 'string', sensitive: true });
  const hookSecret = new TerraformVariable(s, 'hook_secret', { type: 'string', sensitive: true });
  const acme = new repo.RepositoryWorkspace(s, 'acme', { workspace: 'acme' });
  acme.addVariable('REGISTRY_TOKEN', registryToken.stringValue, { secured: true });
  acme.addWebhook('https://ci.example.com/hooks/acme', { events: [repo.WorkspaceHookEvents.REPO_PUSH], secret: hookSecret.stringValue });
  const json = synth(s);
  expect(names(json, 'repo_repository_variable')).toHaveLength(3);
  expect(names(json, 'repo_deployment_variable')).toEqual([expect.stringMatching(/^web_DeploymentVariable-production-DB_URL_/)]);
  expect(names(json, 'repo_project_group_permission')).toEqual([expect.stringMatching(/^platform_GroupPermission-leads_/)]);
  expect(names(json, 'repo_workspace_hook')).toHaveLength(1);
  expect(warningsOf(acme, true)).toEqual([]);
});
