import { Testing, TerraformStack, TerraformVariable } from 'cdktf';
import { repo } from '../../src';
import { HostedRepository, IHostedRepository } from '../../src/l2/repo/hosted-repository';
import { synthChecked as synth } from '../support/l2';

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
