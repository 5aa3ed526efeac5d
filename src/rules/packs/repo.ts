/**
 * The baseline rules of the repo package (repository hosting): protected main branches, webhooks
 * with secrets over verified TLS, secrets never in plain text, private repositories, deployments and
 * schedules that do what they say, least access. Each rule stands on a fact of the hosting service or
 * on a widely accepted practice that its explanation names.
 */
import { defineRule, isHttp, judgeAttribute, judgeSecret, PLAIN_TEXT, refersTo, refersToResource, shownOrigin } from '../define';
import { FindingSeverity, Judgement, Rule } from '../rule';
import { holdsInterpolation, RuleSubject } from '../subject';

/** Why a value written in the configuration is plain text. */

/** The names a repository's main branch has. */
const MAIN_BRANCHES = ['main', 'master'];

/** The repository types of the package. */
const REPOSITORIES = ['repo_repository', 'repo_forked_repository'];

/** The variable types of the package. */
const VARIABLES = ['repo_repository_variable', 'repo_deployment_variable', 'repo_workspace_variable'];

/** The hook types of the package. */
const HOOKS = ['repo_hook', 'repo_workspace_hook'];

/** A key that names a credential: a word of it is one of these (`NPM_TOKEN`, `apiKey`, `DB_PASSWORD`). */
const SECRET_WORDS = ['token', 'secret', 'password', 'passwd', 'pwd', 'key', 'apikey', 'credential', 'credentials', 'passphrase'];

const REPO_BRANCH_001 = defineRule({
  id: 'REPO-BRANCH-001',
  severity: FindingSeverity.WARNING,
  summary: 'A repository\'s main branch is protected against pushes',
  explanation: 'Without a branch restriction of kind "push" on the main branch (main or master), everyone with write '
    + 'access can push to it directly, past reviews and builds. Protecting the default branch is a widely accepted practice '
    + '(changes reach it through reviewed pull requests).',
  fix: 'Add a repo_branch_restriction of kind "push" with pattern "main" for the repository (users and groups name who may '
    + 'still push; with the L2s, protectBranch or ProtectedBranch), or acknowledge the finding for a repository protected elsewhere.',
  resourceTypes: REPOSITORIES,
}, (s) => judgeMainBranchRestriction(s, 'push', 'everyone with write access can push to it directly'));

const REPO_BRANCH_002 = defineRule({
  id: 'REPO-BRANCH-002',
  severity: FindingSeverity.WARNING,
  summary: 'A repository\'s main branch refuses force pushes',
  explanation: 'A force push rewrites the history of a branch: commits that were reviewed, built and deployed disappear. '
    + 'Refusing force pushes to the main branch is a widely accepted practice (a branch restriction of kind "force").',
  fix: 'Add a repo_branch_restriction of kind "force" with pattern "main" for the repository (with the L2s, protectBranch '
    + 'or ProtectedBranch, which add it by default).',
  resourceTypes: REPOSITORIES,
}, (s) => judgeMainBranchRestriction(s, 'force', 'its history can be rewritten by a force push'));

const REPO_HOOK_001 = defineRule({
  id: 'REPO-HOOK-001',
  severity: FindingSeverity.WARNING,
  summary: 'A webhook has a secret',
  explanation: 'When a secret is set the hosting service signs every delivery with it, so the receiver can tell the '
    + 'service\'s deliveries from anyone else\'s; a null, empty or omitted secret leaves the hook without one. Authenticate '
    + 'what you act on: a receiver that builds or deploys on a push must check who sent it.',
  fix: 'Set secret from a sensitive TerraformVariable, and check the signature in the receiver.',
  resourceTypes: HOOKS,
}, (s) => {
  if (s.value('active') === false) return [Judgement.pass()];
  const secret = s.value('secret');
  if (secret !== undefined && secret !== '') return [Judgement.pass()];
  if (s.isUnknown('active')) return [Judgement.notJudged('active', 'active is unknown until Terraform runs, so whether the hook without secret delivers anything is not known')];
  return [Judgement.fail('secret', secret === '' ? 'secret is empty, which leaves the hook without a secret' : 'no secret: deliveries are not signed, so the receiver cannot tell them from forged ones')];
});

const REPO_HOOK_002 = defineRule({
  id: 'REPO-HOOK-002',
  severity: FindingSeverity.WARNING,
  summary: 'A webhook delivers over https',
  explanation: 'The hosting service delivers a hook by an HTTP POST to its url; over http the payload (code, branch and '
    + 'user names) and the signature travel unencrypted and can be read or replayed (TLS).',
  fix: 'Use an https url.',
  resourceTypes: HOOKS,
}, (s) => judgeAttribute(s, 'url', (url) => !isHttp(url), (url) => `url ${shownOrigin(url)} is http: deliveries travel unencrypted`));

const REPO_HOOK_003 = defineRule({
  id: 'REPO-HOOK-003',
  severity: FindingSeverity.WARNING,
  summary: 'A webhook verifies the receiver\'s TLS certificate',
  explanation: 'skip_cert_verification defaults to true: unless it is set to false the hosting service does not verify '
    + 'the certificate of the hook\'s url, so anyone able to intercept the connection can read and alter deliveries. '
    + 'TLS without certificate verification does not stop a man in the middle.',
  fix: 'Set skip_cert_verification to false and give the receiver a certificate that verifies.',
  resourceTypes: HOOKS,
}, (s) => {
  if (!s.isUnknown('url') && isHttp(s.value('url'))) return [Judgement.pass()]; // no TLS at all: REPO-HOOK-002
  return judgeAttribute(s, 'skip_cert_verification', (v) => v === false, s.isSet('skip_cert_verification')
    ? 'skip_cert_verification is true: the receiver\'s certificate is not verified'
    : 'skip_cert_verification is unset, and it defaults to true: the receiver\'s certificate is not verified');
});

const REPO_SECRET_001 = defineRule({
  id: 'REPO-SECRET-001',
  severity: FindingSeverity.ERROR,
  summary: 'Webhook secrets and pipeline private keys are not written in plain text',
  explanation: `Secrets never in plain text: for a webhook's secret or a pipeline's SSH private key ${PLAIN_TEXT}.`,
  fix: 'Pass the secret or the key as a sensitive TerraformVariable (or another reference).',
  resourceTypes: [...HOOKS, 'repo_pipeline_ssh_key'],
}, (s) => [judgeSecret(s, s.terraformType === 'repo_pipeline_ssh_key' ? 'private_key' : 'secret')]);

const REPO_VAR_001 = defineRule({
  id: 'REPO-VAR-001',
  severity: FindingSeverity.WARNING,
  summary: 'A pipeline variable named like a credential is secured',
  explanation: 'The value of a variable that is not secured is shown in the hosting service\'s user interface and in '
    + 'pipeline logs to everyone who can read the repository; a secured one is masked. Secrets never in plain text: '
    + 'a variable whose key names a token, secret, password or key holds a credential.',
  fix: 'Set secured to true (and take the value from a sensitive TerraformVariable), or rename the variable if it holds no credential.',
  resourceTypes: VARIABLES,
}, (s) => {
  if (s.isUnknown('key')) return [Judgement.notJudged('key', 'key is unknown until Terraform runs, so whether it names a credential is not known')];
  const key = s.value('key');
  if (typeof key !== 'string' || !namesCredential(key)) return [Judgement.pass()];
  return judgeAttribute(s, 'secured', (v) => v === true, `the key ${JSON.stringify(key)} names a credential and secured is ${s.isSet('secured') ? 'false' : 'unset (false)'}: its value is shown in the user interface and in logs`);
});

const REPO_VAR_002 = defineRule({
  id: 'REPO-VAR-002',
  severity: FindingSeverity.ERROR,
  summary: 'A secured pipeline variable does not take a literal value',
  explanation: `Secrets never in plain text: a variable is secured because its value is a credential, and for its value ${PLAIN_TEXT}.`,
  fix: 'Take the value from a sensitive TerraformVariable (or another reference).',
  resourceTypes: VARIABLES,
}, (s) => {
  const judged = judgeSecret(s, 'value');
  if (judged.outcome !== 'fail') return [judged];
  if (s.isUnknown('secured')) return [Judgement.notJudged('secured', 'secured is unknown until Terraform runs, so whether the literal value is a credential is not known')];
  return [s.value('secured') === true ? Judgement.fail('value', `the variable is secured and its value is a literal: ${PLAIN_TEXT}`) : Judgement.pass()];
});

const REPO_VISIBILITY_001 = defineRule({
  id: 'REPO-VISIBILITY-001',
  severity: FindingSeverity.WARNING,
  summary: 'Repositories and projects are private',
  explanation: 'With is_private false (the default is true) everyone on the internet can read the code and its history. '
    + 'Least access: publish only what is meant to be public.',
  fix: 'Remove is_private (or set it to true), or acknowledge the finding for a repository meant to be public.',
  resourceTypes: [...REPOSITORIES, 'repo_project'],
}, (s) => judgeAttribute(s, 'is_private', (v) => v !== false, `is_private is false: everyone can read the ${s.terraformType === 'repo_project' ? 'project\'s repositories' : 'code'}`));

const REPO_FORK_001 = defineRule({
  id: 'REPO-FORK-001',
  severity: FindingSeverity.WARNING,
  summary: 'A private repository allows no public forks',
  explanation: 'fork_policy defaults to "allow_forks", which lets everyone who can read a private repository fork it into a '
    + 'public one, publishing its code; "no_public_forks" allows private forks only, "no_forks" none. Least access.',
  fix: 'Set fork_policy to "no_public_forks" (or "no_forks").',
  resourceTypes: REPOSITORIES,
}, (s) => {
  if (s.isUnknown('is_private')) return judgeAttribute(s, 'is_private', () => true, '');
  if (s.value('is_private') === false) return [Judgement.pass()];
  return judgeAttribute(s, 'fork_policy', (v) => v === 'no_public_forks' || v === 'no_forks',
    `fork_policy is ${s.isSet('fork_policy') ? JSON.stringify(s.value('fork_policy')) : 'unset ("allow_forks" by default)'}: anyone who can read the private repository can fork it into a public one`);
});

const REPO_DEPLOY_001 = defineRule({
  id: 'REPO-DEPLOY-001',
  severity: FindingSeverity.WARNING,
  summary: 'Only administrators deploy to Production',
  explanation: 'A deployment environment\'s restrictions.admin_only (false by default) lets only the repository\'s '
    + 'administrators deploy to it; without it everyone with write access can deploy to Production. Least access.',
  fix: 'Set restrictions { admin_only = true } on the Production deployment.',
  resourceTypes: ['repo_deployment'],
}, (s) => {
  if (s.isUnknown('stage')) return judgeAttribute(s, 'stage', () => true, '');
  if (s.value('stage') !== 'Production') return [Judgement.pass()];
  return judgeAttribute(s, 'restrictions.admin_only', (v) => v === true,
    'restrictions.admin_only is not true: everyone with write access can deploy to Production');
});

const REPO_PIPELINE_001 = defineRule({
  id: 'REPO-PIPELINE-001',
  severity: FindingSeverity.ERROR,
  summary: 'A pipeline schedule\'s repository has pipelines enabled',
  explanation: 'Pipeline schedules run only in a repository whose pipelines are enabled (pipelines_enabled, off by '
    + 'default): a schedule on any other repository never runs.',
  fix: 'Set pipelines_enabled to true on the repository, or remove the schedule.',
  resourceTypes: ['repo_pipeline_schedule'],
}, (s) => {
  if (s.value('enabled') === false) return [Judgement.pass()];
  const found = repositoryOf(s, 'repository', 'workspace');
  if (!found.repository) return [Judgement.notJudged('repository', found.why!)];
  const r = found.repository;
  if (r.isUnknown('pipelines_enabled')) return [Judgement.notJudged('repository', `the pipelines_enabled of ${r.address} is unknown until Terraform runs`)];
  if (r.value('pipelines_enabled') === true) return [Judgement.pass()];
  if (s.isUnknown('enabled')) return [Judgement.notJudged('enabled', 'enabled is unknown until Terraform runs')];
  return [Judgement.fail('repository', `the repository ${r.address} has pipelines_enabled ${r.isSet('pipelines_enabled') ? 'false' : 'unset (off by default)'}, so the schedule never runs`)];
});

const REPO_GROUP_001 = defineRule({
  id: 'REPO-GROUP-001',
  severity: FindingSeverity.WARNING,
  summary: 'A group that adds members automatically is not an administrators\' group',
  explanation: 'A workspace group with auto_add true receives every new member of the workspace; with permission "admin" '
    + 'every new member becomes an administrator of its repositories. Least access.',
  fix: 'Set auto_add to false and add administrators by membership, or give the group "read" or "write".',
  resourceTypes: ['repo_group'],
}, (s) => {
  if (s.value('auto_add') !== true && !s.isUnknown('auto_add')) return [Judgement.pass()];
  if (s.value('permission') !== 'admin' && !s.isUnknown('permission')) return [Judgement.pass()];
  for (const path of ['auto_add', 'permission']) {
    if (s.isUnknown(path)) return [Judgement.notJudged(path, `${path} is unknown until Terraform runs (a variable or a reference)`)];
  }
  return [Judgement.fail('permission', 'permission is "admin" and auto_add is true: every new member of the workspace becomes an administrator')];
});

const REPO_PERM_001 = defineRule({
  id: 'REPO-PERM-001',
  severity: FindingSeverity.INFO,
  summary: 'Permissions are granted below "admin"',
  explanation: 'An administrator of a repository or project can change its settings, remove its branch restrictions and '
    + 'delete it. Least access: grant "write" or "read" to those who work in it, "admin" to few.',
  fix: 'Grant "write" (or "read"), or acknowledge the finding for the administrators.',
  resourceTypes: ['repo_group', 'repo_repository_group_permission', 'repo_repository_user_permission', 'repo_project_group_permission', 'repo_project_user_permission'],
}, (s) => judgeAttribute(s, 'permission', (v) => v !== 'admin', `permission is "admin" on ${s.terraformType === 'repo_group' ? 'the workspace\'s repositories' : s.terraformType.includes('project') ? 'the project' : 'the repository'}`));

/** The rules of the `repo-baseline` pack. */
export const REPO_BASELINE: Rule[] = [
  REPO_BRANCH_001,
  REPO_BRANCH_002,
  REPO_HOOK_001,
  REPO_HOOK_002,
  REPO_HOOK_003,
  REPO_SECRET_001,
  REPO_VAR_001,
  REPO_VAR_002,
  REPO_VISIBILITY_001,
  REPO_FORK_001,
  REPO_DEPLOY_001,
  REPO_PIPELINE_001,
  REPO_GROUP_001,
  REPO_PERM_001,
];

// ---------------------------------------------------------------------------------------------
// helpers


/** The slug the service gives a repository: its `slug`, else derived from its name. */
function slugOf(r: RuleSubject): unknown {
  if (r.isSet('slug')) return r.value('slug');
  const name = r.value('name');
  return typeof name === 'string' && !holdsInterpolation(name) ? name.trim().toLowerCase().replace(/\s+/g, '-') : name;
}

/** Whether a literal repository value (`slug` or `owner/slug`) and owner name the repository `r`; undefined when unknown. */
function namesRepository(r: RuleSubject, repository: string, owner: unknown): boolean | undefined {
  const slug = slugOf(r);
  const rOwner = r.value('owner');
  if (holdsInterpolation(slug) || typeof slug !== 'string') return undefined;
  let wanted = repository.toLowerCase();
  let wantedOwner: unknown = owner;
  const slash = wanted.indexOf('/');
  if (slash >= 0) {
    wantedOwner = repository.slice(0, slash);
    wanted = wanted.slice(slash + 1);
  }
  if (wanted !== slug.toLowerCase()) return false;
  if (typeof wantedOwner !== 'string' || holdsInterpolation(wantedOwner)) {
    return wantedOwner === undefined || refersTo(wantedOwner, r.address) ? true : undefined;
  }
  if (typeof rOwner !== 'string' || holdsInterpolation(rOwner)) return undefined;
  return wantedOwner.toLowerCase() === rOwner.toLowerCase();
}

/**
 * The repository of the stack that an attribute names: by reference (`${repo_repository.x.slug}`) or
 * by literal slug; or why it is not known.
 */
function repositoryOf(s: RuleSubject, path: string, ownerPath: string): { repository?: RuleSubject; why?: string } {
  const value = s.value(path);
  const candidates = REPOSITORIES.flatMap((t) => s.resourcesOfType(t));
  if (holdsInterpolation(value)) {
    const referred = candidates.find((r) => refersTo(value, r.address));
    if (referred) return { repository: referred };
    const why = refersToResource(value)
      ? `${path} refers to a repository that is not created in this stack, so whether its pipelines are enabled is not known here`
      : `${path} is unknown until Terraform runs (a variable or a reference)`;
    return { why };
  }
  if (typeof value !== 'string') return { why: `${path} is not set` };
  const owner = s.value(ownerPath);
  const named = candidates.find((r) => namesRepository(r, value, owner) === true);
  if (named) return { repository: named };
  const maybe = candidates.find((r) => namesRepository(r, value, owner) === undefined);
  if (maybe) return { why: `whether ${path} ${JSON.stringify(value)} is ${maybe.address} is unknown until Terraform runs` };
  return { why: `the repository ${JSON.stringify(value)} is not created in this stack, so whether its pipelines are enabled is not known here` };
}

/** Whether a restriction of some kind covers the repository's main branch: true, false, or undefined when unknown. */
function coversMainBranch(restriction: RuleSubject, repository: RuleSubject, kind: string): boolean | undefined {
  if (restriction.isUnknown('kind')) return restriction.isSet('kind') ? undefined : false;
  if (restriction.value('kind') !== kind) return false;
  const value = restriction.value('repository');
  let mine: boolean | undefined;
  if (holdsInterpolation(value)) mine = refersTo(value, repository.address) ? true : refersToResource(value) ? false : undefined;
  else mine = typeof value === 'string' ? namesRepository(repository, value, restriction.value('owner')) : false;
  if (mine === false) return false;
  const matchKind = restriction.value('branch_match_kind');
  if (restriction.isUnknown('branch_match_kind') || restriction.isUnknown('pattern')) return undefined;
  if (matchKind !== undefined && matchKind !== 'glob') return false;
  const pattern = restriction.value('pattern');
  if (typeof pattern !== 'string' || !MAIN_BRANCHES.some((b) => globMatches(pattern, b))) return false;
  return mine;
}

function judgeMainBranchRestriction(s: RuleSubject, kind: string, consequence: string): Judgement[] {
  const covers = s.resourcesOfType('repo_branch_restriction').map((r) => ({ r, covers: coversMainBranch(r, s, kind) }));
  if (covers.some((c) => c.covers === true)) return [Judgement.pass()];
  const unsure = covers.find((c) => c.covers === undefined);
  if (unsure) return [Judgement.notJudged('', `whether ${unsure.r.address} restricts ${kind} on the main branch of the repository is unknown until Terraform runs`)];
  return [Judgement.fail('', `no repo_branch_restriction of kind "${kind}" matches its main branch (${MAIN_BRANCHES.join(' or ')}), so ${consequence}`)];
}

/** Whether a branch glob (`*` any characters, `?` one) matches a branch name. */
function globMatches(pattern: string, branch: string): boolean {
  const source = pattern.trim().split('').map((c) => (c === '*' ? '.*' : c === '?' ? '.' : c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('');
  return new RegExp(`^${source}$`).test(branch);
}


/** Whether a variable key names a credential: one of its words (split at `_`, `-`, `.` and camelCase) is a secret word. */
function namesCredential(key: string): boolean {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase().split(/[^a-z0-9]+/);
  return words.some((w) => SECRET_WORDS.includes(w));
}

