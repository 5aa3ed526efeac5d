import { Testing, TerraformStack, TerraformVariable } from 'cdktf';
import { repo } from '../../src';
import { checkTerraformJson } from '../../src/constructs/schema-check';

function stack() {
  const s = new TerraformStack(Testing.app(), 'stack');
  new repo.RepoProvider(s, 'repo');
  return s;
}
const synth = (s: TerraformStack) => {
  const json = JSON.parse(Testing.synth(s, true));
  expect(checkTerraformJson(json)).toEqual([]);
  return json;
};
const web = repo.RepoRef.repository('acme', 'web');

describe('RepositoryWebhook', () => {
  test('typed events, https URL, secret as a variable, certificates verified by default', () => {
    const s = stack();
    const secret = new TerraformVariable(s, 'hook_secret', { type: 'string', sensitive: true });
    const hook = new repo.RepositoryWebhook(s, 'Ci', {
      repository: web,
      url: 'https://ci.example.com/hooks/web',
      events: [repo.HookEvents.REPO_PUSH, repo.HookEvents.PULLREQUEST_CREATED],
      secret: secret.stringValue,
    });
    const json = synth(s);
    expect(json.resource).toMatchSnapshot();
    expect(Object.values<any>(json.resource.repo_hook)[0]).toMatchObject({
      owner: 'acme',
      repository: 'web',
      events: ['repo:push', 'pullrequest:created'],
      secret: '${var.hook_secret}',
      skip_cert_verification: false,
      description: 'webhook to ci.example.com',
    });
    expect(hook.resource.node.id).toBe('Resource');
  });

  test('refuses http unless asked, literal secrets, bad URLs and empty event lists', () => {
    const base = { repository: web, events: ['repo:push'] };
    expect(() => new repo.RepositoryWebhook(stack(), 'H', { ...base, url: 'http://ci.example.com' })).toThrow('is http: deliveries and the secret would travel unencrypted');
    expect(() => new repo.RepositoryWebhook(stack(), 'H', { ...base, url: 'http://ci.example.com', allowHttp: true })).not.toThrow();
    expect(() => new repo.RepositoryWebhook(stack(), 'H', { ...base, url: 'https://ci', secret: 'hunter2' })).toThrow('secret: a literal secret would be written');
    expect(() => new repo.RepositoryWebhook(stack(), 'H', { repository: web, url: 'ci.example.com', events: [] })).toThrow(
      'url: "ci.example.com" is not an absolute http(s) URL\n  - events: subscribe to at least one event',
    );
  });
});

describe('ProtectedBranch', () => {
  test('push, merge, approvals, builds, no deletes, no force pushes', () => {
    const s = stack();
    const main = new repo.ProtectedBranch(s, 'Main', {
      repository: web,
      pattern: 'main',
      pushGroups: [repo.RepoRef.group('acme', 'maintainers')],
      mergeUsers: ['{u-1}'],
      requiredApprovals: 2,
      requiredPassingBuilds: 1,
    });
    const json = synth(s);
    expect(json.resource).toMatchSnapshot();
    expect(main.restrictions.map((r) => [r.kindInput, r.valueInput])).toEqual([
      ['push', undefined], ['restrict_merges', undefined], ['require_approvals_to_merge', 2], ['require_passing_builds_to_merge', 1], ['delete', undefined], ['force', undefined],
    ]);
  });

  test('defaults protect against deletes and force pushes only; counts must be whole and positive', () => {
    const s = stack();
    const p = new repo.ProtectedBranch(s, 'Rel', { repository: web, pattern: 'release/*' });
    expect(p.restrictions.map((r) => r.kindInput)).toEqual(['delete', 'force']);
    expect(() => new repo.ProtectedBranch(stack(), 'B', { repository: web, pattern: ' ', requiredApprovals: 0, requiredPassingBuilds: 1.5 })).toThrow(
      'requiredApprovals: 0 must be a whole number of at least 1\n  - requiredPassingBuilds: 1.5 must be a whole number of at least 1\n  - pattern: must not be blank',
    );
  });
});

describe('GitFlowBranchingModel', () => {
  test('git-flow prefixes, develop as development branch, main as production', () => {
    const s = stack();
    new repo.GitFlowBranchingModel(s, 'Flow', { repository: web });
    const model = Object.values<any>(synth(s).resource.repo_branching_model)[0];
    expect(model).toMatchSnapshot();
    expect(model.branch_types.map((t: any) => t.prefix)).toEqual(['feature/', 'bugfix/', 'release/', 'hotfix/']);
    expect(model.development).toEqual({ use_mainbranch: false, name: 'develop' });
    expect(model.production).toEqual({ enabled: true, use_mainbranch: true });
  });

  test('the seed rules: valid non-blank prefixes, no name with the main branch, valid branch names', () => {
    expect(() => new repo.GitFlowBranchingModel(stack(), 'F', { repository: web, featurePrefix: ' ', hotfixPrefix: 'hot fix/' })).toThrow(
      'featurePrefix: " " is not a valid, non-blank branch prefix\n  - hotfixPrefix: "hot fix/" is not a valid, non-blank branch prefix',
    );
    expect(() => new repo.GitFlowBranchingModel(stack(), 'F', { repository: web, developmentIsMainBranch: true, developmentBranch: 'dev' })).toThrow(
      'developmentBranch: must not be set when developmentIsMainBranch is true',
    );
    expect(() => new repo.GitFlowBranchingModel(stack(), 'F', { repository: web, productionBranch: 'prod..x' })).toThrow('productionBranch: "prod..x" is not a valid branch name');
  });
});

describe('ScheduledPipeline', () => {
  test('readable schedules become cron expressions', () => {
    expect(repo.Schedule.daily('02:00').expression).toBe('0 2 * * *');
    expect(repo.Schedule.weekly('Mon', '06:30').expression).toBe('30 6 * * 1');
    expect(repo.Schedule.weekly('sunday', '23:59').expression).toBe('59 23 * * 0');
    expect(repo.Schedule.hourly(15).expression).toBe('15 * * * *');
    expect(repo.Schedule.cron('*/5 * * * *').expression).toBe('*/5 * * * *');
    expect(() => repo.Schedule.daily('24:00')).toThrow('Schedule.daily: "24:00" is not a time of day hh:mm');
    expect(() => repo.Schedule.weekly('Funday', '01:00')).toThrow('is not a day of the week');
    expect(() => repo.Schedule.cron('every day')).toThrow('Schedule.cron: "every day" is not a Unix cron expression');
  });

  test('targets a branch or a tag with a selector', () => {
    const s = stack();
    new repo.ScheduledPipeline(s, 'Nightly', { repository: web, schedule: repo.Schedule.daily('02:00'), branch: 'main', pipeline: 'nightly' });
    new repo.ScheduledPipeline(s, 'Weekly', { repository: web, schedule: repo.Schedule.weekly('Mon', '06:30'), tag: 'v1', pipeline: 'audit' });
    const json = synth(s);
    expect(json.resource).toMatchSnapshot();
    expect(Object.values<any>(json.resource.repo_pipeline_schedule).map((p) => [p.cron_pattern, p.target.ref_type, p.target.ref_name])).toEqual([
      ['0 2 * * *', 'branch', 'main'], ['30 6 * * 1', 'tag', 'v1'],
    ]);
    expect(() => new repo.ScheduledPipeline(stack(), 'X', { repository: web, schedule: repo.Schedule.daily('01:00'), pipeline: 'p' })).toThrow('branch, tag: set exactly one of them');
  });
});
