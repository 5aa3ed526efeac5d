import { AnnotationMetadataEntryType, TerraformStack, TerraformVariable, Testing } from 'cdktf';
import { repo } from '../../src';
import { Rules } from '../../src/rules/engine';
import { RulePacks } from '../../src/rules/packs';
import { REPO_BASELINE } from '../../src/rules/packs/repo';
import { Rule } from '../../src/rules/rule';
import { describeBaseline, findingsOf, judge, RuleCase } from '../support/rules';

function stack(): TerraformStack {
  const s = new TerraformStack(Testing.app(), 'stack');
  new repo.RepoProvider(s, 'repo');
  return s;
}

function rule(id: string): Rule {
  const found = REPO_BASELINE.find((r) => r.id === id);
  if (!found) throw new Error(`no rule ${id}`);
  return found;
}

const variable = (s: TerraformStack, id: string, type = 'string') => new TerraformVariable(s, id, { type });
const secret = (s: TerraformStack, id = 'secret') => new TerraformVariable(s, id, { type: 'string', sensitive: true }).stringValue;

/** A repository written as an L1 (private, no public forks unless the case says otherwise). */
function repository(s: TerraformStack, props: Partial<repo.RepositoryConfig> = {}, id = 'Web'): repo.Repository {
  return new repo.Repository(s, id, { owner: 'acme', name: 'Web App', forkPolicy: 'no_public_forks', ...props });
}

function restrict(s: TerraformStack, r: repo.Repository | string, kind: string, props: Partial<repo.BranchRestrictionConfig> = {}) {
  const id = `${kind}${typeof r === 'string' ? r : r.node.id}`;
  return new repo.BranchRestriction(s, id, { owner: 'acme', repository: typeof r === 'string' ? r : r.slug, kind, pattern: 'main', ...props });
}

function hook(s: TerraformStack, props: Partial<repo.HookConfig> = {}): repo.Hook {
  return new repo.Hook(s, 'Ci', {
    owner: 'acme', repository: 'web', description: 'ci', events: ['repo:push'], url: 'https://ci.example.com/hook', secret: secret(s), skipCertVerification: false, ...props,
  });
}

function schedule(s: TerraformStack, repositoryName: string, props: Partial<repo.PipelineScheduleConfig> = {}): repo.PipelineSchedule {
  return new repo.PipelineSchedule(s, 'Nightly', {
    workspace: 'acme', repository: repositoryName, cronPattern: '0 0 2 * * ? *', enabled: true, target: { refName: 'main', refType: 'branch', selector: { pattern: 'nightly' } }, ...props,
  });
}

const CASES: Record<string, RuleCase> = {
  'REPO-BRANCH-001': {
    pass: (s) => {
      restrict(s, repository(s), 'push');
      // by literal slug (derived from the name) and by a glob
      restrict(s, repository(s, { name: 'Api' }, 'Api'), 'push', { repository: 'api', pattern: '*' });
    },
    fail: (s) => { const r = repository(s); restrict(s, r, 'push', { pattern: 'release/*' }); restrict(s, r, 'force'); },
    path: '',
    message: 'no repo_branch_restriction of kind "push" matches its main branch (main or master), so everyone with write access can push to it directly',
    token: (s) => { const r = repository(s); restrict(s, r, 'push', { repository: variable(s, 'slug').stringValue }); },
  },
  'REPO-BRANCH-002': {
    pass: (s) => { restrict(s, repository(s), 'force', { pattern: 'master' }); },
    fail: (s) => { restrict(s, repository(s), 'push'); },
    path: '',
    message: 'no repo_branch_restriction of kind "force" matches its main branch (main or master), so its history can be rewritten by a force push',
    token: (s) => { restrict(s, repository(s), 'force', { pattern: variable(s, 'pattern').stringValue }); },
  },
  'REPO-HOOK-001': {
    pass: (s) => { hook(s); new repo.Hook(s, 'Off', { owner: 'acme', repository: 'web', description: 'off', events: ['repo:push'], url: 'https://x.example.com', active: false }); },
    fail: (s) => { new repo.WorkspaceHook(s, 'All', { workspace: 'acme', description: 'all', events: ['repo:push'], url: 'https://ci.example.com', skipCertVerification: false }); },
    path: 'secret',
    message: 'no secret: deliveries are not signed, so the receiver cannot tell them from forged ones',
    token: (s) => { hook(s, { secret: undefined, active: variable(s, 'active', 'bool').booleanValue }); },
  },
  'REPO-HOOK-002': {
    pass: (s) => { hook(s); },
    fail: (s) => { hook(s, { url: 'http://ci.example.com/hook?token=abc' }); },
    path: 'url',
    message: 'url "http://ci.example.com/…" is http: deliveries travel unencrypted',
    token: (s) => { hook(s, { url: variable(s, 'url').stringValue }); },
  },
  'REPO-HOOK-003': {
    pass: (s) => { hook(s); new repo.WorkspaceHook(s, 'All', { workspace: 'acme', description: 'all', events: ['repo:push'], url: 'https://ci.example.com', secret: secret(s, 'ws'), skipCertVerification: false }); },
    fail: (s) => { hook(s, { skipCertVerification: undefined }); },
    path: 'skip_cert_verification',
    message: 'skip_cert_verification is unset, and it defaults to true: the receiver\'s certificate is not verified',
    token: (s) => { hook(s, { skipCertVerification: variable(s, 'skip', 'bool').booleanValue }); },
  },
  'REPO-SECRET-001': {
    pass: (s) => { hook(s); new repo.PipelineSshKey(s, 'Key', { workspace: 'acme', repository: 'web', publicKey: 'ssh-ed25519 AAAA', privateKey: secret(s, 'key') }); },
    fail: (s) => { hook(s, { secret: 'hunter2' }); },
    path: 'secret',
    message: 'secret is a literal: a literal is written to cdk.tf.json (and the plan) in plain text',
    token: (s) => { new repo.PipelineSshKey(s, 'Key', { workspace: 'acme', repository: 'web', privateKey: `-----BEGIN KEY-----${variable(s, 'body').stringValue}` }); },
  },
  'REPO-VAR-001': {
    pass: (s) => {
      new repo.RepositoryVariable(s, 'Token', { repository: 'acme/web', key: 'NPM_TOKEN', value: secret(s), secured: true });
      new repo.WorkspaceVariable(s, 'Region', { workspace: 'acme', key: 'REGION', value: 'eu-west-1' });
      new repo.RepositoryVariable(s, 'Monkey', { repository: 'acme/web', key: 'MONKEY_COUNT', value: '3' });
    },
    fail: (s) => { new repo.DeploymentVariable(s, 'Api', { deployment: 'd-1', key: 'apiKey', value: secret(s) }); },
    path: 'secured',
    message: 'the key "apiKey" names a credential and secured is unset (false): its value is shown in the user interface and in logs',
    token: (s) => { new repo.RepositoryVariable(s, 'Some', { repository: 'acme/web', key: variable(s, 'key').stringValue, value: secret(s) }); },
  },
  'REPO-VAR-002': {
    pass: (s) => {
      new repo.RepositoryVariable(s, 'Token', { repository: 'acme/web', key: 'NPM_TOKEN', value: secret(s), secured: true });
      new repo.RepositoryVariable(s, 'Plain', { repository: 'acme/web', key: 'REGION', value: 'eu-west-1', secured: false });
    },
    fail: (s) => { new repo.WorkspaceVariable(s, 'Token', { workspace: 'acme', key: 'NPM_TOKEN', value: 'npm_abc', secured: true }); },
    path: 'value',
    message: 'the variable is secured and its value is a literal',
    token: (s) => { new repo.RepositoryVariable(s, 'Token', { repository: 'acme/web', key: 'NPM_TOKEN', value: 'npm_abc', secured: variable(s, 'secured', 'bool').booleanValue }); },
  },
  'REPO-VISIBILITY-001': {
    pass: (s) => { repository(s); new repo.Project(s, 'Proj', { owner: 'acme', key: 'WEB', name: 'web', isPrivate: true }); },
    fail: (s) => { repository(s, { isPrivate: false }); },
    path: 'is_private',
    message: 'is_private is false: everyone can read the code',
    token: (s) => { repository(s, { isPrivate: variable(s, 'private', 'bool').booleanValue }); },
  },
  'REPO-FORK-001': {
    pass: (s) => { repository(s); repository(s, { forkPolicy: undefined, isPrivate: false }, 'Public'); },
    fail: (s) => { repository(s, { forkPolicy: undefined }); },
    path: 'fork_policy',
    message: 'fork_policy is unset ("allow_forks" by default): anyone who can read the private repository can fork it into a public one',
    token: (s) => { repository(s, { forkPolicy: variable(s, 'policy').stringValue }); },
  },
  'REPO-DEPLOY-001': {
    pass: (s) => {
      new repo.Deployment(s, 'Prod', { name: 'prod', stage: 'Production', repository: 'acme/web', restrictions: { adminOnly: true } });
      new repo.Deployment(s, 'Test', { name: 'test', stage: 'Test', repository: 'acme/web' });
    },
    fail: (s) => { new repo.Deployment(s, 'Prod', { name: 'prod', stage: 'Production', repository: 'acme/web' }); },
    path: 'restrictions.admin_only',
    message: 'restrictions.admin_only is not true: everyone with write access can deploy to Production',
    token: (s) => { new repo.Deployment(s, 'Prod', { name: 'prod', stage: 'Production', repository: 'acme/web', restrictions: { adminOnly: variable(s, 'admins', 'bool').booleanValue } }); },
  },
  'REPO-PIPELINE-001': {
    pass: (s) => { schedule(s, repository(s, { pipelinesEnabled: true }).slug); },
    fail: (s) => { repository(s); schedule(s, 'web-app'); },
    path: 'repository',
    message: 'the repository repo_repository.Web has pipelines_enabled unset (off by default), so the schedule never runs',
    token: (s) => { schedule(s, repository(s, { pipelinesEnabled: variable(s, 'pipelines', 'bool').booleanValue }).slug); },
  },
  'REPO-GROUP-001': {
    pass: (s) => { new repo.Group(s, 'Devs', { workspace: 'acme', name: 'devs', permission: 'write', autoAdd: true }); new repo.Group(s, 'Admins', { workspace: 'acme', name: 'admins', permission: 'admin' }); },
    fail: (s) => { new repo.Group(s, 'Everyone', { workspace: 'acme', name: 'everyone', permission: 'admin', autoAdd: true }); },
    path: 'permission',
    message: 'permission is "admin" and auto_add is true: every new member of the workspace becomes an administrator',
    token: (s) => { new repo.Group(s, 'Everyone', { workspace: 'acme', name: 'everyone', permission: 'admin', autoAdd: variable(s, 'auto', 'bool').booleanValue }); },
  },
  'REPO-PERM-001': {
    pass: (s) => { new repo.RepositoryGroupPermission(s, 'Devs', { workspace: 'acme', repoSlug: 'web', groupSlug: 'devs', permission: 'write' }); },
    fail: (s) => { new repo.ProjectUserPermission(s, 'Bob', { workspace: 'acme', projectKey: 'WEB', userId: '{u-1}', permission: 'admin' }); },
    path: 'permission',
    message: 'permission is "admin" on the project',
    token: (s) => { new repo.RepositoryUserPermission(s, 'Bob', { workspace: 'acme', repoSlug: 'web', userId: '{u-1}', permission: variable(s, 'perm').stringValue }); },
  },
};

describeBaseline({ pkg: 'repo', pack: () => RulePacks.repoBaseline(), cases: CASES, stack });

describe('repo baseline, details', () => {
  test('REPO-BRANCH-001: a restriction of another repository, or of another owner, does not protect this one', () => {
    const s = stack();
    const web = repository(s);
    const api = repository(s, { name: 'api' }, 'Api');
    restrict(s, api, 'push');
    restrict(s, 'web-app', 'push', { owner: 'other' });
    expect(judge(s, rule('REPO-BRANCH-001')).map((j) => [j.address, j.outcome]).sort()).toEqual([
      ['repo_repository.Api', 'pass'],
      ['repo_repository.Web', 'fail'],
    ]);
    expect(web.node.id).toBe('Web');
  });

  test('REPO-BRANCH-001 and REPO-BRANCH-002 judge the L2s: HostedRepository.protectBranch protects main', () => {
    const s = stack();
    const hosted = new repo.HostedRepository(s, 'Hosted', { workspace: 'acme', name: 'hosted' });
    expect(judge(s, rule('REPO-BRANCH-001')).map((j) => j.outcome)).toEqual(['fail']);
    hosted.protectBranch('main', { pushGroups: [repo.RepoRef.fromGroupAttributes('acme', 'maintainers')] });
    expect(judge(s, rule('REPO-BRANCH-001')).map((j) => j.outcome)).toEqual(['pass']);
    expect(judge(s, rule('REPO-BRANCH-002')).map((j) => j.outcome)).toEqual(['pass']);
  });

  test('REPO-PIPELINE-001: a repository outside the stack is not judged; a disabled schedule passes', () => {
    const s = stack();
    schedule(s, 'elsewhere');
    expect(judge(s, rule('REPO-PIPELINE-001'))).toEqual([{
      address: 'repo_pipeline_schedule.Nightly',
      outcome: 'not-judged',
      attributePath: 'repository',
      message: 'the repository "elsewhere" is not created in this stack, so whether its pipelines are enabled is not known here',
    }]);
    const t = stack();
    schedule(t, repository(t).slug, { enabled: false });
    expect(judge(t, rule('REPO-PIPELINE-001')).map((j) => j.outcome)).toEqual(['pass']);
  });

  test('REPO-PIPELINE-001: an escape hatch that turns pipelines off under the L2 ScheduledPipeline is judged', () => {
    const s = stack();
    const hosted = new repo.HostedRepository(s, 'Hosted', { workspace: 'acme', name: 'hosted' });
    new repo.ScheduledPipeline(s, 'Nightly', { repository: hosted, schedule: repo.Schedule.daily('02:00'), branch: 'main', pipeline: 'nightly' });
    expect(judge(s, rule('REPO-PIPELINE-001')).map((j) => j.outcome)).toEqual(['pass']);
    hosted.resource.addOverride('pipelines_enabled', false);
    expect(judge(s, rule('REPO-PIPELINE-001')).map((j) => [j.outcome, j.message])).toEqual([
      ['fail', `the repository repo_repository.${s.getLogicalId(hosted.resource)} has pipelines_enabled false, so the schedule never runs`],
    ]);
  });

  test('REPO-HOOK-001..003 judge hand-written L1s the L2 RepositoryWebhook would refuse or warn about', () => {
    const s = stack();
    new repo.Hook(s, 'Raw', { owner: 'acme', repository: 'web', description: 'raw', events: ['repo:push'], url: 'http://ci.example.com', secret: '' });
    const failed = (id: string) => judge(s, rule(id)).filter((j) => j.outcome === 'fail').map((j) => [j.attributePath, j.message]);
    expect(failed('REPO-HOOK-001')).toEqual([['secret', 'secret is empty, which leaves the hook without a secret']]);
    expect(failed('REPO-HOOK-002')).toEqual([['url', 'url "http://ci.example.com" is http: deliveries travel unencrypted']]);
    expect(failed('REPO-HOOK-003')).toEqual([]); // no TLS at all is REPO-HOOK-002's finding
    const t = stack();
    new repo.RepositoryWebhook(t, 'Ci', { repository: repo.RepoRef.fromRepositoryAttributes('acme', 'web'), url: 'https://ci.example.com', events: ['repo:push'], secret: secret(t) });
    for (const id of ['REPO-HOOK-001', 'REPO-HOOK-002', 'REPO-HOOK-003', 'REPO-SECRET-001']) {
      expect([id, judge(t, rule(id)).map((j) => j.outcome)]).toEqual([id, ['pass']]);
    }
  });

  test('REPO-VAR-001: keys split at separators and camelCase; words only', () => {
    const s = stack();
    const keys = ['DB_PASSWORD', 'sshPrivateKey', 'deploy-token', 'CLIENT.SECRET', 'KEYBOARD', 'TOKENIZER_MODE', 'MONKEY'];
    keys.forEach((key, i) => new repo.RepositoryVariable(s, `V${i}`, { repository: 'acme/web', key, value: secret(s, `s${i}`) }));
    expect(judge(s, rule('REPO-VAR-001')).map((j) => j.outcome)).toEqual(['fail', 'fail', 'fail', 'fail', 'pass', 'pass', 'pass']);
  });
});

const findings = (s: TerraformStack, id: string) => findingsOf(s, rule(id));

describe('repo baseline through Rules.apply, on the construct that owns the resource', () => {
  test('an L2\'s finding is on the L2 (its L1 is its Resource); a hand-written L1\'s on the L1', () => {
    const s = stack();
    new repo.HostedRepository(s, 'Hosted', { workspace: 'acme', name: 'hosted', isPrivate: false });
    repository(s, { isPrivate: false });
    expect(findings(s, 'REPO-VISIBILITY-001').map((x) => [x.level, x.path])).toEqual([
      [AnnotationMetadataEntryType.WARN, 'stack/Hosted'],
      [AnnotationMetadataEntryType.WARN, 'stack/Web'],
    ]);
  });

  test('the whole baseline: error findings for secrets in plain text and schedules that never run, nothing from the checks themselves', () => {
    const s = stack();
    hook(s, { secret: 'hunter2' });
    repository(s);
    schedule(s, 'web-app');
    Rules.apply(s, RulePacks.repoBaseline());
    Testing.synth(s);
    const errors = s.node.findAll().flatMap((c) => c.node.metadata
      .filter((m) => m.type === AnnotationMetadataEntryType.ERROR)
      .map((m) => String(m.data)));
    expect(errors.map((e) => e.slice(0, e.indexOf(']') + 1)).sort()).toEqual(['[REPO-PIPELINE-001]', '[REPO-SECRET-001]']);
  });
});
