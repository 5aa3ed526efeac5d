import { Testing, TerraformStack, TerraformVariable } from 'cdktf';
import { repo } from '../../src';
import { checkCronWithSeconds, checkFormat } from '../../src/constructs/formats';
import { synthChecked as synth, warningsOf as warnings } from '../support/l2';

function stack() {
  const s = new TerraformStack(Testing.app(), 'stack');
  new repo.RepoProvider(s, 'repo');
  return s;
}
const web = repo.RepoRef.fromRepositoryAttributes('acme', 'web');
/** The warnings cdktf records on a construct. */

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
      pushGroups: [repo.RepoRef.fromGroupAttributes('acme', 'maintainers')],
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
  test('git-flow prefixes, develop as development branch; the production branch is left as it is unless asked for', () => {
    const s = stack();
    new repo.GitFlowBranchingModel(s, 'Flow', { repository: web });
    const model = Object.values<any>(synth(s).resource.repo_branching_model)[0];
    expect(model).toMatchSnapshot();
    expect(model.branch_type.map((t: any) => [t.kind, t.enabled, t.prefix])).toEqual([
      ['feature', true, 'feature/'], ['bugfix', true, 'bugfix/'], ['release', true, 'release/'], ['hotfix', true, 'hotfix/'],
    ]);
    expect(model.development).toEqual({ use_mainbranch: false, name: 'develop' });
    // omitting production leaves the production branch unchanged; sending it enabled would turn it on
    expect(model).not.toHaveProperty('production');
  });

  test('production is opt-in: productionEnabled turns it on or off, productionBranch names it', () => {
    const production = (props: Partial<repo.GitFlowBranchingModelProps>) => {
      const s = stack();
      new repo.GitFlowBranchingModel(s, 'Flow', { repository: web, ...props });
      return Object.values<any>(synth(s).resource.repo_branching_model)[0].production;
    };
    expect(production({ productionEnabled: true })).toEqual({ enabled: true, use_mainbranch: true });
    expect(production({ productionBranch: 'prod' })).toEqual({ enabled: true, use_mainbranch: false, name: 'prod' });
    expect(production({ productionEnabled: true, productionBranch: 'prod' })).toEqual({ enabled: true, use_mainbranch: false, name: 'prod' });
    expect(production({ productionEnabled: false })).toEqual({ enabled: false });
    expect(() => new repo.GitFlowBranchingModel(stack(), 'F', { repository: web, productionEnabled: false, productionBranch: 'prod' })).toThrow(
      "GitFlowBranchingModel at 'stack/F' is invalid:\n  - productionBranch: must not be set when productionEnabled is false",
    );
  });

  test('each branch type can be disabled; a disabled type keeps only a prefix that was given, unchecked', () => {
    const s = stack();
    new repo.GitFlowBranchingModel(s, 'Flow', { repository: web, bugfixEnabled: false, hotfixEnabled: false, hotfixPrefix: ' ', releasePrefix: 'rel/' });
    const model = Object.values<any>(synth(s).resource.repo_branching_model)[0];
    expect(model.branch_type).toEqual([
      { kind: 'feature', enabled: true, prefix: 'feature/' },
      { kind: 'bugfix', enabled: false },
      { kind: 'release', enabled: true, prefix: 'rel/' },
      { kind: 'hotfix', enabled: false, prefix: ' ' },
    ]);
    const all = new repo.GitFlowBranchingModel(stack(), 'None', { repository: web, featureEnabled: false, bugfixEnabled: false, releaseEnabled: false, hotfixEnabled: false });
    expect(all.resource.branchTypesInput).toEqual(['feature', 'bugfix', 'release', 'hotfix'].map((kind) => ({ kind, enabled: false })));
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
  test('readable schedules become the service\'s 7-field cron expressions (seconds ... year, UTC)', () => {
    expect(repo.Schedule.daily('12:00').expression).toBe('0 0 12 * * ? *');
    expect(repo.Schedule.daily('02:00').expression).toBe('0 0 2 * * ? *');
    expect(repo.Schedule.weekly('Mon', '06:30').expression).toBe('0 30 6 ? * MON *');
    expect(repo.Schedule.weekly('sunday', '23:59').expression).toBe('0 59 23 ? * SUN *');
    expect(repo.Schedule.hourly(30).expression).toBe('0 30 * * * ? *');
    expect(repo.Schedule.hourly().expression).toBe('0 0 * * * ? *');
    for (const s of [repo.Schedule.daily('02:00'), repo.Schedule.weekly('Sat', '00:05'), repo.Schedule.hourly(59)]) {
      expect(checkCronWithSeconds(s.expression)).toBeUndefined();
    }
    expect(() => repo.Schedule.daily('24:00')).toThrow('Schedule.daily: "24:00" is not a time of day hh:mm');
    expect(() => repo.Schedule.weekly('Funday', '01:00')).toThrow('is not a day of the week');
    expect(() => repo.Schedule.hourly(60)).toThrow('Schedule.hourly: 60 is not a minute (0 to 59)');
  });

  test('Schedule.cron takes the 7-field form and checks it field by field', () => {
    for (const e of ['0 0 12 * * ? *', '0 30 * * * ? *', '0 */15 9-17 ? * MON-FRI *', '0 0 0 L * ? *', '0 0 10 ? * 6#3 *', '30 0 8 1,15 JAN-JUN ? 2025-2030', '0 0 9 ? * 2/2 *']) {
      expect(repo.Schedule.cron(e).expression).toBe(e);
    }
    expect(() => repo.Schedule.cron('*/5 * * * *')).toThrow(
      'Schedule.cron: "*/5 * * * *" is not a cron expression with seconds: expected 7 fields (seconds minutes hours day-of-month month day-of-week year, for example "0 0 12 * * ? *" (12:00 UTC every day)), found 5 (a 5-field Unix cron expression is rejected by the service)',
    );
    expect(() => repo.Schedule.cron('every day')).toThrow('Schedule.cron: "every day" is not a cron expression with seconds: expected 7 fields');
  });

  test.each([
    ['60 0 12 * * ? *', 'has an invalid seconds field "60"; allowed 0 to 59, *, ranges (a-b), lists (a,b) and steps (*/n, a/n)'],
    ['0 60 12 * * ? *', 'has an invalid minutes field "60"; allowed 0 to 59'],
    ['0 0 24 * * ? *', 'has an invalid hours field "24"; allowed 0 to 23'],
    ['0 0 12 32 * ? *', 'has an invalid day-of-month field "32"; allowed 1 to 31, ?, L, L-n, nW, LW'],
    ['0 0 12 * 13 ? *', 'has an invalid month field "13"; allowed 1 to 12 or JAN to DEC'],
    ['0 0 12 ? * 0 *', 'has an invalid day-of-week field "0"; allowed 1 to 7 (1 = SUN) or SUN to SAT, ?, L, nL, n#k'],
    ['0 0 12 * * ? 1969', 'has an invalid year field "1969"; allowed 1970 to 2099'],
    ['0 0 12 * * * *', 'sets both day-of-month "*" and day-of-week "*"; one of them must be "?" (no specific value)'],
    ['0 0 12 ? * ? *', 'has "?" in both day-of-month and day-of-week; exactly one of them must be "?"'],
    ['? 0 12 * * ? *', 'has "?" in the seconds field; "?" (no specific value) is allowed only in day-of-month and day-of-week'],
    ['0 */0 * * * ? *', 'has an invalid step in the minutes field "*/0"; a step is a whole number from 1 to 59'],
    ['0 0 12 ? * FRI-MON *', 'has a backwards range in the day-of-week field "FRI-MON"; write a range that wraps as two, FRI-SAT,SUN-MON'],
    ['0 0 22-2 * * ? *', 'has a backwards range in the hours field "22-2"; write a range that wraps as two, 22-23,0-2'],
    ['0 0 10 ? * 6#6 *', 'has an invalid day-of-week field "6#6"'],
  ])('Schedule.cron rejects %s, naming the field and its range', (expression, reason) => {
    expect(checkCronWithSeconds(expression)?.slice(0, reason.length)).toBe(reason);
    expect(checkFormat('cronWithSeconds', expression)).toBe(checkCronWithSeconds(expression));
    expect(() => repo.Schedule.cron(expression)).toThrow(`Schedule.cron: ${JSON.stringify(expression)} ${reason}`);
  });

  test('tokens are never judged: Schedule.cron, hourly, daily and weekly take variables', () => {
    const s = stack();
    const cron = new TerraformVariable(s, 'cron', { type: 'string', default: '0 0 12 * * ? *' });
    const minute = new TerraformVariable(s, 'minute', { type: 'number', default: 15 });
    const time = new TerraformVariable(s, 'time', { type: 'string', default: '02:30' });
    const day = new TerraformVariable(s, 'day', { type: 'string', default: 'Monday' });
    const schedules = {
      Cron: repo.Schedule.cron(cron.stringValue),
      Hourly: repo.Schedule.hourly(minute.numberValue),
      Daily: repo.Schedule.daily(time.stringValue),
      Weekly: repo.Schedule.weekly(day.stringValue, '06:30'),
    };
    for (const [id, schedule] of Object.entries(schedules)) {
      new repo.ScheduledPipeline(s, id, { repository: web, schedule, branch: 'main', pipeline: 'p' });
    }
    const patterns = Object.fromEntries(Object.entries<any>(synth(s).resource.repo_pipeline_schedule).map(([k, v]) => [k.split('_')[0], v.cron_pattern]));
    expect(patterns).toEqual({
      Cron: '${var.cron}',
      Hourly: '0 ${var.minute} * * * ? *',
      Daily: '0 ${tonumber(element(split(":", var.time), 1))} ${tonumber(element(split(":", var.time), 0))} * * ? *',
      Weekly: '0 30 6 ? * ${upper(substr(var.day, 0, 3))} *',
    });
  });

  test('targets a branch or a tag with a selector', () => {
    const s = stack();
    new repo.ScheduledPipeline(s, 'Nightly', { repository: web, schedule: repo.Schedule.daily('02:00'), branch: 'main', pipeline: 'nightly' });
    new repo.ScheduledPipeline(s, 'Weekly', { repository: web, schedule: repo.Schedule.weekly('Mon', '06:30'), tag: 'v1', pipeline: 'audit' });
    const json = synth(s);
    expect(json.resource).toMatchSnapshot();
    expect(Object.values<any>(json.resource.repo_pipeline_schedule).map((p) => [p.cron_pattern, p.target.ref_type, p.target.ref_name])).toEqual([
      ['0 0 2 * * ? *', 'branch', 'main'], ['0 30 6 ? * MON *', 'tag', 'v1'],
    ]);
    expect(() => new repo.ScheduledPipeline(stack(), 'X', { repository: web, schedule: repo.Schedule.daily('01:00'), pipeline: 'p' })).toThrow(
      "ScheduledPipeline at 'stack/X' is invalid:\n  - branch, tag: set exactly one of them",
    );
  });

  test('the L1 checks cronPattern in the 7-field form at synth: a Unix expression is refused', () => {
    const schedule = (cronPattern: string) => {
      const s = stack();
      new repo.PipelineSchedule(s, 'Sched', { workspace: 'acme', repository: 'web', cronPattern, enabled: true, target: { refType: 'branch', refName: 'main', selector: { pattern: 'p' } } });
      return () => Testing.synth(s, true);
    };
    expect(schedule('0 30 * * * ? *')).not.toThrow();
    expect(schedule('30 * * * *')).toThrow('cronPattern: "30 * * * *" is not a cron expression with seconds: expected 7 fields');
    expect(schedule('0 0 25 * * ? *')).toThrow('cronPattern: "0 0 25 * * ? *" has an invalid hours field "25"; allowed 0 to 23');
  });
});

describe('ProtectedBranch: users and groups only when given, restrictions read-only, stable addresses', () => {
  test('users and groups are written only when given', () => {
    const s = stack();
    new repo.ProtectedBranch(s, 'Main', { repository: web, pattern: 'main', pushGroups: [repo.RepoRef.fromGroupAttributes('acme', 'maintainers')], mergeUsers: ['{u-1}'] });
    const r = synth(s).resource.repo_branch_restriction;
    const push = Object.values<any>(r).find((x) => x.kind === 'push');
    const merge = Object.values<any>(r).find((x) => x.kind === 'restrict_merges');
    expect(push.groups).toEqual([{ owner: 'acme', slug: 'maintainers' }]);
    expect(push).not.toHaveProperty('users');
    expect(merge.users).toEqual(['{u-1}']);
    expect(merge).not.toHaveProperty('groups');
  });

  test('restrictions is a read-only view', () => {
    const p = new repo.ProtectedBranch(stack(), 'Rel', { repository: web, pattern: 'release/*' });
    p.restrictions.pop();
    expect(p.restrictions.map((r) => r.kindInput)).toEqual(['delete', 'force']);
    expect(() => ((p as any).restrictions = [])).toThrow();
  });

  test('addRestriction: more kinds, ids derived from the kind or given, one restriction per kind', () => {
    const s = stack();
    const p = new repo.ProtectedBranch(s, 'Main', { repository: web, pattern: 'main', requiredApprovals: 1 });
    const tasks = p.addRestriction(repo.BranchRestrictionKind.REQUIRE_TASKS_TO_BE_COMPLETED);
    const behind = p.addRestriction(repo.BranchRestrictionKind.REQUIRE_COMMITS_BEHIND, { value: 0, id: 'UpToDate' });
    expect([tasks.node.id, behind.node.id]).toEqual(['Restriction-require_tasks_to_be_completed', 'UpToDate']);
    expect(p.restrictions.map((r) => r.kindInput)).toEqual(['require_approvals_to_merge', 'delete', 'force', 'require_tasks_to_be_completed', 'require_commits_behind']);
    expect(Object.values<any>(synth(s).resource.repo_branch_restriction).find((r) => r.kind === 'require_commits_behind')).toEqual({
      owner: 'acme', repository: 'web', pattern: 'main', kind: 'require_commits_behind', value: 0,
    });
    expect(() => p.addRestriction('delete')).toThrow(
      "ProtectedBranch.addRestriction at 'stack/Main' is invalid:\n  - kind: \"delete\" is already restricted by this ProtectedBranch (one restriction per kind and pattern)",
    );
    expect(() => p.addRestriction('push_harder', { value: 1.5 })).toThrow(
      'kind: "push_harder" is not a branch restriction kind; allowed: allow_auto_merge_when_builds_pass, delete,',
    );
    expect(() => p.addRestriction('push_harder', { value: 1.5 })).toThrow('value: 1.5 must be a whole number of at least 0');
    expect(() => p.addRestriction('push', { id: 'Restriction-force' })).toThrow("ProtectedBranch.addRestriction at 'stack/Main': a child with id 'Restriction-force' already exists");
    // a token kind is not judged; an explicit id names it
    const kind = new TerraformVariable(s, 'kind', { type: 'string', default: 'require_no_changes_requested' });
    expect(p.addRestriction(kind.stringValue, { id: 'FromVariable' }).node.id).toBe('FromVariable');
  });

  test('removing one restriction leaves the Terraform addresses of the others unchanged', () => {
    const addresses = (withPush: boolean, withTasks: boolean) => {
      const s = stack();
      const p = new repo.ProtectedBranch(s, 'Main', {
        repository: web,
        pattern: 'main',
        requiredApprovals: 2,
        ...(withPush ? { pushGroups: [repo.RepoRef.fromGroupAttributes('acme', 'maintainers')] } : {}),
      });
      if (withTasks) p.addRestriction(repo.BranchRestrictionKind.REQUIRE_TASKS_TO_BE_COMPLETED);
      p.addRestriction(repo.BranchRestrictionKind.REQUIRE_NO_CHANGES_REQUESTED);
      p.addRestriction(repo.BranchRestrictionKind.REQUIRE_COMMITS_BEHIND, { value: 3 });
      return Object.keys(synth(s).resource.repo_branch_restriction).sort();
    };
    const all = addresses(true, true);
    expect(all).toHaveLength(7);
    // the addresses without one call are exactly the others, unchanged
    expect(addresses(true, false)).toEqual(all.filter((a) => !a.includes('require_tasks_to_be_completed')));
    expect(addresses(false, true)).toEqual(all.filter((a) => !a.startsWith('Main_Restriction-push_')));
  });
});

describe('RepositoryWebhook: suspicious settings warn', () => {
  const base = { repository: web, events: ['repo:push'] };
  test('no warning by default', () => {
    expect(warnings(new repo.RepositoryWebhook(stack(), 'H', { ...base, url: 'https://ci.example.com' }))).toEqual([]);
  });
  test('skipCertVerification: true warns', () => {
    const hook = new repo.RepositoryWebhook(stack(), 'H', { ...base, url: 'https://ci.example.com', skipCertVerification: true });
    expect(warnings(hook)).toEqual([expect.stringContaining('RepositoryWebhook: skipCertVerification is true: the TLS certificate of url is not verified')]);
    expect(hook.resource.skipCertVerificationInput).toBe(true);
  });
  test('allowHttp warns: deliveries travel unencrypted, or the flag has no effect on an https URL', () => {
    expect(warnings(new repo.RepositoryWebhook(stack(), 'H', { ...base, url: 'http://ci.example.com', allowHttp: true }))).toEqual([
      '[WEBHOOK-L2-001] RepositoryWebhook: url "http://ci.example.com" is http (allowHttp): deliveries, and the secret with them, travel unencrypted; use https',
    ]);
    expect(warnings(new repo.RepositoryWebhook(stack(), 'H', { ...base, url: 'https://ci.example.com', allowHttp: true }))).toEqual([
      '[WEBHOOK-L2-002] RepositoryWebhook: allowHttp is set but url is https, so it has no effect; remove it',
    ]);
  });
  test('tokens are not judged: a token url or allowHttp is accepted', () => {
    const s = stack();
    const url = new TerraformVariable(s, 'url', { type: 'string' });
    const allow = new TerraformVariable(s, 'allow', { type: 'bool' });
    expect(() => new repo.RepositoryWebhook(s, 'A', { ...base, url: url.stringValue })).not.toThrow();
    expect(() => new repo.RepositoryWebhook(s, 'B', { ...base, url: 'http://ci.example.com', allowHttp: allow.booleanValue as any })).not.toThrow();
  });
});

describe('consistency across L2s (issue 13)', () => {
  test('days: Mon and Monday, in any case, as cap.TimeWindow takes them', () => {
    for (const day of ['Mon', 'mon', 'MON', 'Monday', 'monday', 'MONDAY']) {
      expect(repo.Schedule.weekly(day, '06:30').expression).toBe('0 30 6 ? * MON *');
    }
    expect(() => repo.Schedule.weekly('Mond', '06:30')).toThrow('Schedule.weekly: "Mond" is not a day of the week (Sun to Sat, or Sunday to Saturday, in any case)');
    expect(() => repo.Schedule.weekly('Funday', '25:00')).toThrow(
      'Schedule.weekly is invalid:\n  - "Funday" is not a day of the week (Sun to Sat, or Sunday to Saturday, in any case)\n  - "25:00" is not a time of day hh:mm (00:00 to 23:59)',
    );
  });

  test('every restriction of a ProtectedBranch is Restriction-<kind>, from props or from addRestriction', () => {
    const p = new repo.ProtectedBranch(stack(), 'Main', {
      repository: web, pattern: 'main', pushUsers: ['{u}'], mergeGroups: [repo.RepoRef.fromGroupAttributes('acme', 'leads')], requiredApprovals: 1, requiredPassingBuilds: 1,
    });
    p.addRestriction(repo.BranchRestrictionKind.REQUIRE_NO_CHANGES_REQUESTED);
    expect(p.restrictions.map((r) => r.node.id)).toEqual([
      'Restriction-push', 'Restriction-restrict_merges', 'Restriction-require_approvals_to_merge', 'Restriction-require_passing_builds_to_merge',
      'Restriction-delete', 'Restriction-force', 'Restriction-require_no_changes_requested',
    ]);
  });
});
