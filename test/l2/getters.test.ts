/**
 * Every attribute getter of the L2s reads the attribute its doc comment names, of the L1 it belongs
 * to: the reference each one produces, written into an output, is `${<type>.<name>.<attribute>}`.
 */
import * as fs from 'fs';
import * as path from 'path';
import { TerraformOutput, TerraformResource, TerraformStack, Testing } from 'cdktf';
import { cap, idp, repo } from '../../src';

const flows = { authorizationFlow: idp.IdpRef.fromFlowUuid('a'), invalidationFlow: idp.IdpRef.fromFlowUuid('i') };
const web = (s: TerraformStack) => new repo.HostedRepository(s, 'Web', { workspace: 'acme', name: 'web' });

/** [L2 and getter, builds the L2, the getter, the L1 it reads (default: the L2's `resource`), the Terraform attribute] */
type Row = [string, (s: TerraformStack) => any, string, ((l2: any) => TerraformResource) | undefined, string];

const ROWS: Row[] = [
  ['SpotScalingGroup.scalingGroupId', (s) => new cap.SpotScalingGroup(s, 'G', { name: 'w', product: 'linux', securityGroups: ['sg-1'], minSize: 0, maxSize: 2 }), 'scalingGroupId', undefined, 'id'],
  ['SpotCluster.clusterId', (s) => new cap.SpotCluster(s, 'C', { imageId: 'img-1', securityGroups: ['sg-1'], subnetIds: ['subnet-1'], minSize: 1, maxSize: 3 }), 'clusterId', undefined, 'id'],
  ['RepositoryFork.repositoryWorkspace', (s) => new repo.RepositoryFork(s, 'F', { parent: web(s), workspace: 'me', name: 'web-fork' }), 'repositoryWorkspace', undefined, 'owner'],
  ['RepositoryFork.repositorySlug', (s) => new repo.RepositoryFork(s, 'F', { parent: web(s), workspace: 'me', name: 'web-fork' }), 'repositorySlug', undefined, 'slug'],
  ['RepositoryFork.repositoryUuid', (s) => new repo.RepositoryFork(s, 'F', { parent: web(s), workspace: 'me', name: 'web-fork' }), 'repositoryUuid', undefined, 'uuid'],
  ['PermissionGroup.groupWorkspace', (s) => new repo.PermissionGroup(s, 'P', { workspace: 'acme' }), 'groupWorkspace', undefined, 'workspace'],
  ['PermissionGroup.groupSlug', (s) => new repo.PermissionGroup(s, 'P', { workspace: 'acme' }), 'groupSlug', undefined, 'slug'],
  ['RepositoryWebhook.hookUuid', (s) => new repo.RepositoryWebhook(s, 'H', { repository: web(s), url: 'https://ci.example.com/hook', events: ['repo:push'] }), 'hookUuid', undefined, 'uuid'],
  ['RepositoryWebhook.secretSet', (s) => new repo.RepositoryWebhook(s, 'H', { repository: web(s), url: 'https://ci.example.com/hook', events: ['repo:push'] }), 'secretSet', undefined, 'secret_set'],
  ['RepositoryProject.projectWorkspace', (s) => new repo.RepositoryProject(s, 'P', { workspace: 'acme', key: 'PLAT', name: 'Platform' }), 'projectWorkspace', undefined, 'owner'],
  ['RepositoryProject.projectKey', (s) => new repo.RepositoryProject(s, 'P', { workspace: 'acme', key: 'PLAT', name: 'Platform' }), 'projectKey', undefined, 'key'],
  ['RepositoryProject.projectId', (s) => new repo.RepositoryProject(s, 'P', { workspace: 'acme', key: 'PLAT', name: 'Platform' }), 'projectId', undefined, 'id'],
  ['HostedRepository.repositoryWorkspace', web, 'repositoryWorkspace', undefined, 'owner'],
  ['HostedRepository.repositorySlug', web, 'repositorySlug', undefined, 'slug'],
  ['HostedRepository.repositoryId', web, 'repositoryId', undefined, 'id'],
  ['HostedRepository.repositoryUuid', web, 'repositoryUuid', undefined, 'uuid'],
  ['HostedRepository.cloneHttpsUrl', web, 'cloneHttpsUrl', undefined, 'clone_https'],
  ['HostedRepository.cloneSshUrl', web, 'cloneSshUrl', undefined, 'clone_ssh'],
  ['ProxyApplication.applicationUuid', (s) => new idp.ProxyApplication(s, 'A', { name: 't', slug: 't', externalHost: 'https://t.example.com', internalHost: 'http://t:80', ...flows, outpost: idp.IdpRef.fromOutpostUuid('o') }), 'applicationUuid', undefined, 'uuid'],
  ['StagedFlow.flowUuid', (s) => new idp.StagedFlow(s, 'F', { name: 't', slug: 't', designation: 'authentication' }), 'flowUuid', undefined, 'uuid'],
  ['ManagedOutpost.outpostUuid', (s) => new idp.ManagedOutpost(s, 'O'), 'outpostUuid', undefined, 'id'],
  ['FlowBrand.brandUuid', (s) => new idp.FlowBrand(s, 'B', { domain: 'example.com' }), 'brandUuid', undefined, 'id'],
  ['NotificationRoute.eventRuleId', (s) => {
    const route = new idp.NotificationRoute(s, 'R', { name: 't', notifyEventUser: true });
    route.matchEvents({ action: 'login_failed' });
    return route;
  }, 'eventRuleId', undefined, 'id'],
  ['OAuthApplication.applicationId', (s) => new idp.OAuthApplication(s, 'A', { name: 't', slug: 't', ...flows }), 'applicationId', undefined, 'id'],
  ['OAuthApplication.applicationUuid', (s) => new idp.OAuthApplication(s, 'A', { name: 't', slug: 't', ...flows }), 'applicationUuid', undefined, 'uuid'],
  ['OAuthApplication.clientId', (s) => new idp.OAuthApplication(s, 'A', { name: 't', slug: 't', ...flows }), 'clientId', (a) => a.oauth2Provider, 'client_id'],
  ['OAuthApplication.clientSecret', (s) => new idp.OAuthApplication(s, 'A', { name: 't', slug: 't', ...flows }), 'clientSecret', (a) => a.oauth2Provider, 'client_secret'],
];

test.each(ROWS)('%s reads the attribute its doc names', (_, build, getter, l1, attribute) => {
  const stack = new TerraformStack(Testing.app(), 'stack');
  new idp.IdpProvider(stack, 'idp');
  new repo.RepoProvider(stack, 'repo');
  new cap.CapProvider(stack, 'cap');
  const l2 = build(stack);
  const resource: TerraformResource = l1 ? l1(l2) : l2.resource;
  new TerraformOutput(stack, 'out', { value: l2[getter], sensitive: true });
  const out = JSON.parse(Testing.synth(stack, true)).output.out.value;
  expect(out).toBe(`\${${resource.terraformResourceType}.${resource.friendlyUniqueId}.${attribute}}`);
});

test('the table holds every getter of the L2s that reads an attribute of an L1', () => {
  const getters: string[] = [];
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) {walk(p);} else if (p.endsWith('.ts')) {
        const text = fs.readFileSync(p, 'utf8');
        const cls = [...text.matchAll(/export class (\w+)|public get (\w+)\(\): (?:string|IResolvable) \{\s*return this\.\w+\.\w+;/g)];
        let current = '';
        for (const m of cls) {
          if (m[1]) current = m[1];
          else getters.push(`${current}.${m[2]}`);
        }
      }
    }
  };
  walk(path.join(__dirname, '..', '..', 'src', 'l2'));
  expect(ROWS.map((r) => r[0]).sort()).toEqual(getters.sort());
});
