import { Testing, TerraformStack, TerraformVariable } from 'cdktf';
import { repo } from '../../src';
import { HostedRepository, IHostedRepository } from '../../src/l2/repo/hosted-repository';
import { exactly, synthChecked as synth, warningsOf } from '../support/l2';

function stack() {
  const s = new TerraformStack(Testing.app(), 'stack');
  new repo.RepoProvider(s, 'repo');
  return s;
}
/** The construct ids (Terraform names) of the resources of a type. */
const names = (json: any, type: string) => Object.keys(json.resource?.[type] ?? {}).sort();
const only = (json: any, type: string) => {
  const all = Object.values<any>(json.resource?.[type] ?? {});
  expect(all).toHaveLength(1);
  return all[0];
};

const KEY_A = 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIAEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEB deploy@ci';
const KEY_B = 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIAICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgIC';

describe('HostedRepository', () => {
  test('a full hub: the repository and every kind of child (snapshot)', () => {
    const s = stack();
    const secret = new TerraformVariable(s, 'hook_secret', { type: 'string', sensitive: true });
    const web = new HostedRepository(s, 'Web', {
      workspace: 'acme',
      name: 'Web',
      slug: 'web',
      description: 'the web site',
      forkPolicy: repo.RepositoryForkPolicy.NO_PUBLIC_FORKS,
      pipelinesEnabled: true,
      projectKey: 'WEB',
    });
    web.addWebhook('https://ci.example.com/hooks/web', { events: [repo.HookEvents.REPO_PUSH], secret: secret.stringValue });
    web.protectBranch('main', { requiredApprovals: 2, pushGroups: [repo.RepoRef.fromGroupAttributes('acme', 'maintainers')] });
    web.addDeployKey(KEY_A, { label: 'ci' });
    web.useDefaultReviewers(['{11111111-2222-3333-4444-555555555555}']);
    web.useBranchingModel({ productionEnabled: true });
    web.addPipelineSchedule('nightly', repo.Schedule.daily('02:00'), { branch: 'main' });
    web.addDeployment('production', repo.DeploymentStage.PRODUCTION, { adminOnly: true });
    const json = synth(s);
    expect(json.resource).toMatchSnapshot();
    expect(web.resource.node.id).toBe('Resource');
    const ids = web.node.children.map((c) => c.node.id).sort();
    expect(ids.filter((i) => !/^(DeployKey|Webhook)-/.test(i))).toEqual([
      'Branch-main', 'BranchingModel', 'DefaultReviewers', 'Deployment-production', 'Resource', 'Schedule-nightly-main',
    ]);
    expect(ids.filter((i) => /^(DeployKey|Webhook)-/.test(i))).toEqual([expect.stringMatching(/^DeployKey-[0-9a-f]{12}$/), expect.stringMatching(/^Webhook-[0-9a-f]{12}$/)]);
  });

  test('writes only what was given: the remote defaults apply to the rest', () => {
    const s = stack();
    new HostedRepository(s, 'Web', { workspace: 'acme', name: 'web' });
    expect(only(synth(s), 'repo_repository')).toEqual({ owner: 'acme', name: 'web' });
  });

  test('every prop reaches its attribute', () => {
    const s = stack();
    new HostedRepository(s, 'Web', {
      workspace: 'acme',
      name: 'Web',
      slug: 'web',
      isPrivate: false,
      description: 'd',
      website: 'https://web.example.com',
      language: 'typescript',
      forkPolicy: 'no_forks',
      scm: 'hg',
      hasWiki: true,
      hasIssues: true,
      pipelinesEnabled: true,
      projectKey: 'WEB',
      inheritBranchingModel: true,
      inheritDefaultMergeStrategy: false,
    });
    expect(only(synth(s), 'repo_repository')).toEqual({
      owner: 'acme',
      name: 'Web',
      slug: 'web',
      is_private: false,
      description: 'd',
      website: 'https://web.example.com',
      language: 'typescript',
      fork_policy: 'no_forks',
      scm: 'hg',
      has_wiki: true,
      has_issues: true,
      pipelines_enabled: true,
      project_key: 'WEB',
      inherit_branching_model: true,
      inherit_default_merge_strategy: false,
    });
  });

  test('the children reference the repository, so they are created after it', () => {
    const s = stack();
    const web = new HostedRepository(s, 'Web', { workspace: 'acme', name: 'web' });
    web.addWebhook('https://ci.example.com/hook', { events: ['repo:push'] });
    web.addDeployKey(KEY_A);
    web.useDefaultReviewers(['u1']);
    web.addDeployment('staging', 'Staging');
    const json = synth(s);
    const ref = (attr: string) => `\${repo_repository.${web.resource.friendlyUniqueId}.${attr}}`;
    expect(only(json, 'repo_hook')).toMatchObject({ owner: ref('owner'), repository: ref('slug') });
    expect(only(json, 'repo_deploy_key')).toMatchObject({ key: KEY_A });
    expect(only(json, 'repo_deploy_key')).toMatchObject({ workspace: ref('owner'), repository: ref('slug') });
    expect(only(json, 'repo_deploy_key')).not.toHaveProperty('label');
    expect(only(json, 'repo_default_reviewers').reviewers).toEqual(['u1']);
    const deployment = only(json, 'repo_deployment');
    expect(deployment).toMatchObject({ name: 'staging', stage: 'Staging' });
    expect(deployment.repository).toBe(ref('id'));
    // adminOnly not given: no restrictions written
    expect(deployment).not.toHaveProperty('restrictions');
  });

  test('each method\'s JSON', () => {
    const s = stack();
    const web = new HostedRepository(s, 'Web', { workspace: 'acme', name: 'web', slug: 'web' });
    const hook = web.addWebhook('https://ci.example.com/hook', { events: ['repo:push'], description: 'ci', active: false });
    const branch = web.protectBranch('release/*', { pushUsers: ['u1'], preventForcePush: false });
    const key = web.addDeployKey(KEY_B, { label: 'deploy', id: 'Deploy' });
    const reviewers = web.useDefaultReviewers(['u1', 'u2']);
    const model = web.useBranchingModel({ developmentIsMainBranch: true, hotfixEnabled: false });
    const schedule = web.addPipelineSchedule('weekly', repo.Schedule.weekly('Mon', '06:30'), { tag: 'v1', enabled: false });
    const deployment = web.addDeployment('test', 'Test', { adminOnly: false });
    const json = synth(s);
    expect(hook).toBeInstanceOf(repo.RepositoryWebhook);
    expect(only(json, 'repo_hook')).toMatchObject({ url: 'https://ci.example.com/hook', events: ['repo:push'], description: 'ci', active: false, skip_cert_verification: false });
    expect(branch).toBeInstanceOf(repo.ProtectedBranch);
    expect(branch.node.id).toBe('Branch-release');
    expect(Object.values<any>(json.resource.repo_branch_restriction).map((r) => [r.kind, r.pattern, r.users]).sort()).toEqual([
      ['delete', 'release/*', undefined],
      ['push', 'release/*', ['u1']],
    ]);
    expect(key.node.id).toBe('Deploy');
    expect(only(json, 'repo_deploy_key')).toMatchObject({ key: KEY_B, label: 'deploy' });
    expect(reviewers.node.id).toBe('DefaultReviewers');
    expect(web.defaultReviewers).toBe(reviewers);
    expect(only(json, 'repo_default_reviewers').reviewers).toEqual(['u1', 'u2']);
    expect(model.node.id).toBe('BranchingModel');
    expect(web.branchingModel).toBe(model);
    expect(only(json, 'repo_branching_model')).toMatchObject({ development: { use_mainbranch: true } });
    expect(only(json, 'repo_branching_model').branch_type.find((t: any) => t.kind === 'hotfix')).toEqual({ kind: 'hotfix', enabled: false });
    expect(schedule.node.id).toBe('Schedule-weekly-v1');
    expect(only(json, 'repo_pipeline_schedule')).toMatchObject({ cron_pattern: '0 30 6 ? * MON *', enabled: false, target: { ref_type: 'tag', ref_name: 'v1', selector: { pattern: 'weekly' } } });
    expect(deployment.node.id).toBe('Deployment-test');
    expect(only(json, 'repo_deployment')).toMatchObject({ name: 'test', stage: 'Test', restrictions: { admin_only: false } });
  });

  test('removing one call leaves the addresses of the others unchanged', () => {
    const build = (withFirst: boolean) => {
      const s = stack();
      const web = new HostedRepository(s, 'Web', { workspace: 'acme', name: 'web' });
      if (withFirst) {
        web.addWebhook('https://a.example.com/hook', { events: ['repo:push'] });
        web.protectBranch('develop');
        web.addDeployKey(KEY_A);
        web.addPipelineSchedule('nightly', repo.Schedule.daily('02:00'), { branch: 'develop' });
        web.addDeployment('staging', 'Staging');
      }
      web.addWebhook('https://b.example.com/hook', { events: ['repo:push'] });
      web.protectBranch('main');
      web.addDeployKey(KEY_B);
      web.addPipelineSchedule('nightly', repo.Schedule.daily('02:00'), { branch: 'main' });
      web.addDeployment('production', 'Production');
      return synth(s);
    };
    const all = build(true);
    const fewer = build(false);
    for (const type of ['repo_repository', 'repo_hook', 'repo_branch_restriction', 'repo_deploy_key', 'repo_pipeline_schedule', 'repo_deployment']) {
      const kept = names(fewer, type);
      expect(kept.length).toBeGreaterThan(0);
      for (const name of kept) expect(names(all, type)).toContain(name);
      for (const name of kept) expect(all.resource[type][name]).toEqual(fewer.resource[type][name]);
    }
  });

  test('an IRepository: every other repository L2 accepts it', () => {
    const s = stack();
    const web = new HostedRepository(s, 'Web', { workspace: 'acme', name: 'web', slug: 'web' });
    new repo.RepositoryWebhook(s, 'Hook', { repository: web, url: 'https://ci.example.com/hook', events: ['repo:push'] });
    new repo.ProtectedBranch(s, 'Main', { repository: web, pattern: 'main' });
    new repo.ScheduledPipeline(s, 'Nightly', { repository: web, schedule: repo.Schedule.hourly(5), branch: 'main', pipeline: 'nightly' });
    new repo.GitFlowBranchingModel(s, 'Flow', { repository: web });
    const json = synth(s);
    expect(only(json, 'repo_hook').repository).toMatch(/\.slug\}$/);
    expect(only(json, 'repo_pipeline_schedule').workspace).toMatch(/\.owner\}$/);
    expect(only(json, 'repo_branching_model').owner).toMatch(/\.owner\}$/);
  });

  test('fromRepositoryAttributes: the same methods on a repository managed elsewhere', () => {
    const s = stack();
    const web: IHostedRepository = HostedRepository.fromRepositoryAttributes(s, 'Web', 'acme', 'web');
    web.addWebhook('https://ci.example.com/hook', { events: ['repo:push'] });
    web.protectBranch('main');
    web.addDeployKey(KEY_A);
    web.useDefaultReviewers(['u1']);
    web.useBranchingModel();
    web.addPipelineSchedule('nightly', repo.Schedule.daily('02:00'), { branch: 'main' });
    web.addDeployment('production', 'Production');
    const json = synth(s);
    expect(json.resource.repo_repository).toBeUndefined();
    expect(only(json, 'repo_hook')).toMatchObject({ owner: 'acme', repository: 'web' });
    expect(only(json, 'repo_deploy_key')).toMatchObject({ workspace: 'acme', repository: 'web' });
    expect(only(json, 'repo_default_reviewers')).toMatchObject({ owner: 'acme', repository: 'web' });
    expect(only(json, 'repo_deployment')).toMatchObject({ repository: 'acme/web', name: 'production', stage: 'Production' });
    expect(web.node.path).toBe('stack/Web');
    // and other L2s take it as an IRepository
    new repo.ProtectedBranch(s, 'Other', { repository: web, pattern: 'develop' });
  });

  test('props errors: one error naming the path and every problem', () => {
    expect(() => new HostedRepository(stack(), 'Web', { workspace: ' ', name: 'web', forkPolicy: 'public', scm: 'svn', isPrivate: 'no' as any })).toThrow(
      "HostedRepository at 'stack/Web' is invalid:\n" +
      '  - workspace: must not be blank\n' +
      '  - isPrivate: expected a boolean (true or false), got "no" (a string)\n' +
      '  - forkPolicy: "public" is not a fork policy; allowed: allow_forks, no_public_forks, no_forks\n' +
      '  - scm: "svn" is not a version control system; allowed: git, hg',
    );
  });

  test('tokens are not judged', () => {
    const s = stack();
    // defaults the provider accepts, for Terraform's plan; the L2 sees tokens and does not judge them
    const policy = new TerraformVariable(s, 'policy', { type: 'string', default: 'no_forks' });
    const stage = new TerraformVariable(s, 'stage', { type: 'string', default: 'Staging' });
    const web = new HostedRepository(s, 'Web', { workspace: 'acme', name: 'web', forkPolicy: policy.stringValue });
    web.addDeployment('prod', stage.stringValue);
    expect(() => synth(s)).not.toThrow();
  });

  test('method errors name the method and the path', () => {
    const s = stack();
    const web = new HostedRepository(s, 'Web', { workspace: 'acme', name: 'web' });
    expect(() => web.addDeployment('prod', 'production')).toThrow(
      "HostedRepository.addDeployment at 'stack/Web' is invalid:\n  - stage: \"production\" is not a deployment stage; allowed: Test, Staging, Production",
    );
    expect(() => web.addDeployKey('ssh-ed25519 nope')).toThrow("HostedRepository.addDeployKey at 'stack/Web' is invalid:\n  - key: \"ssh-ed25519 nope\" is not an OpenSSH public key");
    expect(() => web.addPipelineSchedule('nightly', repo.Schedule.daily('02:00'), {})).toThrow('branch, tag: set exactly one of them');
    expect(() => web.protectBranch(' ')).toThrow("HostedRepository.protectBranch at 'stack/Web' is invalid:\n  - pattern: must not be blank");
    expect(() => web.useDefaultReviewers([])).toThrow('reviewers: name at least one reviewer');
    // the children check what is theirs, naming their own path
    expect(() => web.addWebhook('http://ci.example.com/hook', { events: ['repo:push'] })).toThrow(/RepositoryWebhook at 'stack\/Web\/Webhook-[0-9a-f]{12}' is invalid/);
    expect(() => web.addDeployment('prod', 'Production', { id: 'a/b' })).toThrow("HostedRepository.addDeployment at 'stack/Web': id \"a/b\" must be a non-empty literal without \"/\"");
  });

  test('default reviewers and the branching model are set once', () => {
    const web = new HostedRepository(stack(), 'Web', { workspace: 'acme', name: 'web' });
    web.useDefaultReviewers(['u1']);
    expect(() => web.useDefaultReviewers(['u2'])).toThrow(
      "HostedRepository.useDefaultReviewers at 'stack/Web' is invalid:\n  - the default reviewers are already set (once per repository: pass the whole list in one call)",
    );
    web.useBranchingModel();
    expect(() => web.useBranchingModel({ developmentIsMainBranch: true })).toThrow(
      "HostedRepository.useBranchingModel at 'stack/Web' is invalid:\n  - a branching model is already used (once per repository)",
    );
  });

  test('the same child twice is refused with a hint; an explicit id lets it through', () => {
    const web = new HostedRepository(stack(), 'Web', { workspace: 'acme', name: 'web' });
    web.addDeployment('prod', 'Production');
    expect(() => web.addDeployment('prod', 'Staging')).toThrow("a child with id 'Deployment-prod' already exists");
    expect(web.addDeployment('prod', 'Staging', { id: 'ProdStaging' }).node.id).toBe('ProdStaging');
  });

  test('the README\'s hub synthesizes and passes the schema check', () => {
    const s = stack();
    const web = new HostedRepository(s, 'web', {
      workspace: 'acme', name: 'web', pipelinesEnabled: true,
    });
    web.addWebhook('https://ci.example.com/hooks/web', { events: [repo.HookEvents.REPO_PUSH] });
    web.protectBranch('main', { requiredApprovals: 2 });
    web.addDeployKey('ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIAEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEB ci', { label: 'ci' });
    web.useDefaultReviewers(['{11111111-2222-3333-4444-555555555555}']);
    web.useBranchingModel();
    web.addPipelineSchedule('nightly', repo.Schedule.daily('02:00'), { branch: 'main' });
    web.addDeployment('production', repo.DeploymentStage.PRODUCTION, { adminOnly: true });
    const api = HostedRepository.fromRepositoryAttributes(s, 'api', 'acme', 'api');
    api.addDeployment('staging', repo.DeploymentStage.STAGING);
    const json = synth(s);
    expect(only(json, 'repo_repository')).toEqual({ owner: 'acme', name: 'web', pipelines_enabled: true });
    expect(names(json, 'repo_deployment')).toEqual([expect.stringMatching(/^api_Deployment-staging_/), expect.stringMatching(/^web_Deployment-production_/)]);
  });

  test('fromRepositoryAttributes checks its arguments', () => {
    const s = stack();
    expect(() => HostedRepository.fromRepositoryAttributes(s, 'Web', '', 'web')).toThrow(
      "HostedRepository.fromRepositoryAttributes at 'stack/Web': workspace: must not be blank",
    );
    expect(() => HostedRepository.fromRepositoryAttributes(s, 'Web', 'acme', 7 as any)).toThrow('slug: expected a string, got 7 (a number)');
  });
});

describe('one branching model per repository (issue 32): a second owner is refused, naming both paths', () => {
  test('useBranchingModel, then a GitFlowBranchingModel of the same repository', () => {
    const s = stack();
    const web = new HostedRepository(s, 'Web', { workspace: 'acme', name: 'web' });
    web.useBranchingModel();
    expect(() => new repo.GitFlowBranchingModel(s, 'Flow', { repository: web })).toThrow(exactly(
      "GitFlowBranchingModel at 'stack/Flow' is invalid:\n" +
      "  - repository: already has the branching model 'stack/Web/BranchingModel' (a repository has one branching model: two would undo each other at every apply; keep one of them)",
    ));
    // its L1 is the same repository
    expect(() => new repo.GitFlowBranchingModel(s, 'Flow2', { repository: web.resource })).toThrow("repository: already has the branching model 'stack/Web/BranchingModel'");
  });

  test('a GitFlowBranchingModel, then useBranchingModel', () => {
    const s = stack();
    const web = new HostedRepository(s, 'Web', { workspace: 'acme', name: 'web' });
    new repo.GitFlowBranchingModel(s, 'Flow', { repository: web });
    expect(() => web.useBranchingModel()).toThrow(exactly(
      "HostedRepository.useBranchingModel at 'stack/Web' is invalid:\n" +
      "  - the repository already has the branching model 'stack/Flow' (a repository has one branching model: two would undo each other at every apply; keep one of them)",
    ));
    expect(web.branchingModel).toBeUndefined();
  });

  test('two GitFlowBranchingModels of one repository: the same construct, or the same literal workspace and slug, in any stack', () => {
    const s = stack();
    const web = new HostedRepository(s, 'Web', { workspace: 'acme', name: 'web' });
    new repo.GitFlowBranchingModel(s, 'A', { repository: web });
    expect(() => new repo.GitFlowBranchingModel(s, 'B', { repository: web })).toThrow("GitFlowBranchingModel at 'stack/B' is invalid:\n  - repository: already has the branching model 'stack/A'");
    new repo.GitFlowBranchingModel(s, 'C', { repository: repo.RepoRef.fromRepositoryAttributes('acme', 'api') });
    expect(() => new repo.GitFlowBranchingModel(s, 'D', { repository: repo.RepoRef.fromRepositoryAttributes('acme', 'api') })).toThrow("already has the branching model 'stack/C'");
    const imported = HostedRepository.fromRepositoryAttributes(s, 'Api', 'acme', 'api');
    expect(() => imported.useBranchingModel()).toThrow("the repository already has the branching model 'stack/C'");
    const other = new TerraformStack(s.node.root as any, 'other');
    new repo.RepoProvider(other, 'repo');
    expect(() => new repo.GitFlowBranchingModel(other, 'E', { repository: repo.RepoRef.fromRepositoryAttributes('acme', 'api') })).toThrow("already has the branching model 'stack/C'");
  });

  test('a repo.BranchingModel of the same repository: refused before the L2, and at synth when created after it', () => {
    const s = stack();
    const web = new HostedRepository(s, 'Web', { workspace: 'acme', name: 'web' });
    new repo.BranchingModel(s, 'Plain', { owner: web.repositoryWorkspace, repository: web.repositorySlug, development: { useMainbranch: true } });
    expect(() => web.useBranchingModel()).toThrow("the repository already has the branching model 'stack/Plain'");

    const t = stack();
    const api = new HostedRepository(t, 'Api', { workspace: 'acme', name: 'api' });
    api.useBranchingModel();
    new repo.BranchingModel(t, 'Late', { owner: api.repositoryWorkspace, repository: api.repositorySlug, development: { useMainbranch: true } });
    expect(() => Testing.synth(t, true)).toThrow(
      "[stack/Api/BranchingModel] GitFlowBranchingModel: the repository also has the branching model 'stack/Late' (a repository has one branching model",
    );
  });

  test('different repositories keep their own models; a repository in another stack with the same construct path is another repository', () => {
    const app = Testing.app();
    const a = new TerraformStack(app, 'a');
    const b = new TerraformStack(app, 'b');
    for (const s of [a, b]) new repo.RepoProvider(s, 'repo');
    new HostedRepository(a, 'Web', { workspace: 'acme', name: 'web' }).useBranchingModel();
    new HostedRepository(b, 'Web', { workspace: 'acme', name: 'web2' }).useBranchingModel();
    new HostedRepository(a, 'Api', { workspace: 'acme', name: 'api' }).useBranchingModel();
    new repo.GitFlowBranchingModel(a, 'Docs', { repository: repo.RepoRef.fromRepositoryAttributes('acme', 'docs') });
    new repo.GitFlowBranchingModel(a, 'Site', { repository: repo.RepoRef.fromRepositoryAttributes('other', 'docs') });
    expect(names(synth(a), 'repo_branching_model')).toHaveLength(4);
    expect(names(synth(b), 'repo_branching_model')).toHaveLength(1);
  });
});

describe('pipeline schedules run only where pipelines are enabled (issue 32)', () => {
  const daily = () => repo.Schedule.daily('02:00');

  test('addPipelineSchedule on a repository that leaves pipelines to the remote default (off) turns them on', () => {
    const s = stack();
    const web = new HostedRepository(s, 'Web', { workspace: 'acme', name: 'web' });
    const nightly = web.addPipelineSchedule('nightly', daily(), { branch: 'main' });
    expect(only(synth(s), 'repo_repository')).toEqual({ owner: 'acme', name: 'web', pipelines_enabled: true });
    expect(warningsOf(nightly)).toEqual([]);
  });

  test('addPipelineSchedule on a repository with pipelinesEnabled: false is refused', () => {
    const web = new HostedRepository(stack(), 'Web', { workspace: 'acme', name: 'web', pipelinesEnabled: false });
    expect(() => web.addPipelineSchedule('nightly', daily(), { branch: 'main' })).toThrow(exactly(
      "HostedRepository.addPipelineSchedule at 'stack/Web' is invalid:\n" +
      '  - the repository has pipelinesEnabled: false, so the schedule would never run (a pipeline schedule runs only where pipelines are enabled); ' +
      'set pipelinesEnabled: true, or remove the schedule',
    ));
    expect(web.node.tryFindChild('Schedule-nightly-main')).toBeUndefined();
  });

  test('a ScheduledPipeline given a repository of this app: the same, naming the repository', () => {
    const s = stack();
    const off = new HostedRepository(s, 'Off', { workspace: 'acme', name: 'off', pipelinesEnabled: false });
    expect(() => new repo.ScheduledPipeline(s, 'Nightly', { repository: off, schedule: daily(), branch: 'main', pipeline: 'nightly' })).toThrow(exactly(
      "ScheduledPipeline at 'stack/Nightly' is invalid:\n" +
      "  - repository: the repository 'stack/Off' has pipelinesEnabled: false, so the schedule would never run (a pipeline schedule runs only where pipelines are enabled); " +
      'set pipelinesEnabled: true, or remove the schedule',
    ));
    expect(() => new repo.ScheduledPipeline(s, 'Nightly2', { repository: off.resource, schedule: daily(), branch: 'main', pipeline: 'nightly' }))
      .toThrow("repository: the repository 'stack/Off' has pipelinesEnabled: false");
    const t = stack();
    const web = new HostedRepository(t, 'Web', { workspace: 'acme', name: 'web' });
    const fork = new repo.RepositoryFork(t, 'Fork', { parent: web, workspace: 'me', name: 'web-fork' });
    const plain = new repo.Repository(t, 'Plain', { owner: 'acme', name: 'plain' });
    const on = new HostedRepository(t, 'On', { workspace: 'acme', name: 'on', pipelinesEnabled: true });
    for (const [i, r] of [web, fork, plain, on].entries()) new repo.ScheduledPipeline(t, `S${i}`, { repository: r, schedule: daily(), branch: 'main', pipeline: 'nightly' });
    const json = synth(t);
    expect(json.resource.repo_repository[web.resource.friendlyUniqueId].pipelines_enabled).toBe(true);
    expect(json.resource.repo_forked_repository[fork.resource.friendlyUniqueId].pipelines_enabled).toBe(true);
    expect(json.resource.repo_repository[plain.friendlyUniqueId].pipelines_enabled).toBe(true);
    expect(json.resource.repo_repository[on.resource.friendlyUniqueId].pipelines_enabled).toBe(true);
    expect(warningsOf(t, true)).toEqual([]);
  });

  test('pipelines turned off through an escape hatch after the schedule was added: a synth error', () => {
    const cases: Array<[(r: repo.Repository) => void, string]> = [
      [(r) => { r.pipelinesEnabled = false; }, 'pipelinesEnabled: false'],
      [(r) => r.resetPipelinesEnabled(), 'pipelinesEnabled unset (off by default)'],
    ];
    for (const [turnOff, shown] of cases) {
      const s = stack();
      const web = new HostedRepository(s, 'Web', { workspace: 'acme', name: 'web' });
      web.addPipelineSchedule('nightly', daily(), { branch: 'main' });
      turnOff(web.resource);
      expect(() => Testing.synth(s, true)).toThrow(
        `[stack/Web/Schedule-nightly-main] ScheduledPipeline: the repository 'stack/Web' has ${shown}, set after the schedule was added, so the schedule would never run ` +
        '(a pipeline schedule runs only where pipelines are enabled); set pipelinesEnabled: true, or remove the schedule',
      );
    }
  });

  test('a repository from outside the app: a warning that its pipelines must be enabled there', () => {
    const s = stack();
    const api = HostedRepository.fromRepositoryAttributes(s, 'Api', 'acme', 'api');
    const a = api.addPipelineSchedule('nightly', daily(), { branch: 'main' });
    const b = new repo.ScheduledPipeline(s, 'Docs', { repository: repo.RepoRef.fromRepositoryAttributes('acme', 'docs'), schedule: daily(), branch: 'main', pipeline: 'n' });
    const message = (path: string, repository: string) =>
      `[REPO-L2-002] ScheduledPipeline at '${path}': the repository ${repository} is not created in this app, so whether its pipelines are enabled is not known here; ` +
      'a pipeline schedule runs only where pipelines are enabled: make sure pipelinesEnabled is true on that repository';
    synth(s);
    expect(warningsOf(a)).toEqual([message('stack/Api/Schedule-nightly-main', 'acme/api')]);
    expect(warningsOf(b)).toEqual([message('stack/Docs', 'acme/docs')]);
  });

  test('pipelinesEnabled given as null is not given: the schedule turns the pipelines on', () => {
    const s = stack();
    const web = new HostedRepository(s, 'Web', { workspace: 'acme', name: 'web', pipelinesEnabled: null as any });
    web.addPipelineSchedule('nightly', daily(), { branch: 'main' });
    expect(only(synth(s), 'repo_repository')).toEqual({ owner: 'acme', name: 'web', pipelines_enabled: true });
  });

  test('a token pipelinesEnabled is not judged, and not overwritten', () => {
    const s = stack();
    const enabled = new TerraformVariable(s, 'pipelines', { type: 'bool', default: true });
    const web = new HostedRepository(s, 'Web', { workspace: 'acme', name: 'web', pipelinesEnabled: enabled.booleanValue as unknown as boolean });
    web.addPipelineSchedule('nightly', daily(), { branch: 'main' });
    expect(only(synth(s), 'repo_repository').pipelines_enabled).toBe('${var.pipelines}');
  });
});
