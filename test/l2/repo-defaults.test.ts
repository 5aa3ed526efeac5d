/**
 * The `@default` of every repository-hosting L2 prop that feeds an attribute the provider fills in
 * when it is not written (issue 42) says what happens when the prop is left out: the value the L2
 * writes, or "not written" and the provider's value. Each row builds the L2 without the prop and reads
 * the attribute in the synthesized JSON; props shared by several L2s (a repository's settings, a
 * webhook's options, a pipeline variable's) are checked on each L1 they feed.
 */
import { TerraformStack, Testing } from 'cdktf';
import { repo } from '../../src';
import { DefaultRow, defaultProblem, defaultRow as row } from '../support/l2-defaults';

function stack() {
  const s = new TerraformStack(Testing.app(), 'stack');
  new repo.RepoProvider(s, 'repo');
  return s;
}

const web = repo.RepoRef.fromRepositoryAttributes('acme', 'web');

/** The L1s a repository's settings feed: a repository, one of a project, a fork. */
const REPOSITORIES: Array<[string, (s: TerraformStack) => repo.Repository | repo.ForkedRepository]> = [
  ['repo_repository', (s) => new repo.HostedRepository(s, 'Web', { workspace: 'acme', name: 'web' }).resource as repo.Repository],
  ['repo_repository', (s) => new repo.RepositoryProject(s, 'Platform', { workspace: 'acme', key: 'PLAT', name: 'Platform' }).addRepository('api').resource as repo.Repository],
  ['repo_forked_repository', (s) => new repo.RepositoryFork(s, 'Fork', { parent: web, workspace: 'me', name: 'web-fork' }).resource],
];
const SETTINGS: Array<[string, string]> = [
  ['RepositoryForkSettings.isPrivate', 'is_private'],
  ['RepositoryForkSettings.forkPolicy', 'fork_policy'],
  ['RepositoryForkSettings.hasWiki', 'has_wiki'],
  ['RepositoryForkSettings.hasIssues', 'has_issues'],
  ['RepositoryForkSettings.pipelinesEnabled', 'pipelines_enabled'],
];

/** The L1s a webhook's options feed: a repository's hook (two ways), a workspace's hook. */
const HOOKS: Array<[string, (s: TerraformStack) => repo.Hook | repo.WorkspaceHook]> = [
  ['repo_hook', (s) => new repo.RepositoryWebhook(s, 'Hook', { repository: web, url: 'https://ci.example.com/h', events: ['repo:push'] }).resource],
  ['repo_hook', (s) => repo.HostedRepository.fromRepositoryAttributes(s, 'Web', 'acme', 'web').addWebhook('https://ci.example.com/h', { events: ['repo:push'] }).resource],
  ['repo_workspace_hook', (s) => new repo.RepositoryWorkspace(s, 'Acme', { workspace: 'acme' }).addWebhook('https://ci.example.com/h', { events: ['repo:push'] })],
];

/** The L1s a pipeline variable's options feed. */
const VARIABLES: Array<[string, (s: TerraformStack) => repo.RepositoryVariable | repo.WorkspaceVariable | repo.DeploymentVariable]> = [
  ['repo_repository_variable', (s) => repo.HostedRepository.fromRepositoryAttributes(s, 'Web', 'acme', 'web').addVariable('K', 'v')],
  ['repo_workspace_variable', (s) => new repo.RepositoryWorkspace(s, 'Acme', { workspace: 'acme' }).addVariable('K', 'v')],
  ['repo_deployment_variable', (s) => {
    const r = repo.HostedRepository.fromRepositoryAttributes(s, 'Web', 'acme', 'web');
    return r.addDeploymentVariable(r.addDeployment('production', repo.DeploymentStage.PRODUCTION), 'K', 'v');
  }],
];

const ROWS: DefaultRow[] = [
  ...REPOSITORIES.flatMap(([type, build]) => SETTINGS.map(([prop, attr]) => row(prop, `${type}.${attr}`, build))),
  row('RepositorySettings.scm', 'repo_repository.scm', REPOSITORIES[0][1]),
  row('RepositoryProjectProps.isPrivate', 'repo_project.is_private',
    (s) => new repo.RepositoryProject(s, 'Platform', { workspace: 'acme', key: 'PLAT', name: 'Platform' }).resource),
  ...HOOKS.flatMap(([type, build]) => [
    row('RepositoryWebhookOptions.active', `${type}.active`, build),
    row('RepositoryWebhookOptions.skipCertVerification', `${type}.skip_cert_verification`, build),
  ]),
  ...VARIABLES.map(([type, build]) => row('PipelineVariableOptions.secured', `${type}.secured`, build)),
  row('HostedRepositoryDeploymentOptions.adminOnly', 'repo_deployment.restrictions.admin_only',
    (s) => repo.HostedRepository.fromRepositoryAttributes(s, 'Web', 'acme', 'web').addDeployment('production', repo.DeploymentStage.PRODUCTION)),
  row('ScheduledPipelineProps.selectorType', 'repo_pipeline_schedule.target.selector.type',
    (s) => new repo.ScheduledPipeline(s, 'Nightly', { repository: web, schedule: repo.Schedule.daily('02:00'), branch: 'main', pipeline: 'nightly' }).resource),
  row('HostedRepositoryPipelineScheduleOptions.selectorType', 'repo_pipeline_schedule.target.selector.type',
    (s) => new repo.HostedRepository(s, 'Web', { workspace: 'acme', name: 'web' }).addPipelineSchedule('nightly', repo.Schedule.daily('02:00'), { branch: 'main' }).resource),
];

describe('repository-hosting L2s: each @default says what happens when the prop is left out', () => {
  test.each(ROWS.map((r, i) => [r.prop, r.attribute, i, r] as const))('%s (%s, row %i)', (_, __, ___, checked) => {
    expect(defaultProblem(checked, stack())).toBeUndefined();
  });
});
