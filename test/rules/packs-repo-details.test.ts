/**
 * The details of the repo baseline (src/rules/packs/repo.ts) that packs-repo.test.ts does not pin:
 * the exact judgements (outcome, attribute path, whole message) of each rule on the edge cases of its
 * check, and the helpers behind them: how a pipeline schedule finds its repository (by reference, by
 * `slug` or `owner/slug`, by a slug derived from the name) and how a branch restriction covers a
 * repository's main branch (kind, repository, match kind, glob pattern).
 *
 * Each test judges hand-written synthesized configurations (Terraform names, as `cdktf synth` writes
 * them) with one rule, so that every attribute, set, unset or unknown, is exactly what the case says.
 */
import { Construct } from 'constructs';
import { REPO_BASELINE } from '../../src/rules/packs/repo';
import { Rule } from '../../src/rules/rule';
import { RuleSubject } from '../../src/rules/subject';
import { Seen } from '../support/rules';

function rule(id: string): Rule {
  const found = REPO_BASELINE.find((r) => r.id === id);
  if (!found) throw new Error(`no rule ${id}`);
  return found;
}

/** A value unknown until Terraform runs: `${expr}` as synthesized. */
const ref = (expr: string): string => `\${${expr}}`;

/**
 * Judges synthesized resources (address → configuration, in stack order) with one rule: the
 * judgements of each resource of the rule's types, passes included.
 */
function judgeConfigs(id: string, resources: Record<string, object>): Seen[] {
  const root = new Construct(undefined as any, '');
  const all: RuleSubject[] = [];
  const stack = { of: (type: string) => all.filter((x) => x.terraformType === type) };
  for (const [address, config] of Object.entries(resources)) {
    all.push(RuleSubject._create(root, address.slice(0, address.lastIndexOf('.')), address, config, stack));
  }
  const judging = rule(id);
  return all.filter((x) => judging.resourceTypes.includes(x.terraformType)).flatMap((x) =>
    judging.check(x).map((j) => ({ address: x.address, outcome: j.outcome, attributePath: j.attributePath, message: j.message })));
}

const pass = (address: string): Seen => ({ address, outcome: 'pass', attributePath: '', message: '' });
const fail = (address: string, attributePath: string, message: string): Seen => ({ address, outcome: 'fail', attributePath, message });
const notJudged = (address: string, attributePath: string, message: string): Seen => ({ address, outcome: 'not-judged', attributePath, message });
const unknown = (path: string): string => `${path} is unknown until Terraform runs (a variable or a reference)`;

const HOOK = 'repo_hook.Ci';
const VAR = 'repo_repository_variable.V';
const REPO = 'repo_repository.Web';
const SCHEDULE = 'repo_pipeline_schedule.Nightly';
const GROUP = 'repo_group.G';
const RESTRICTION = 'repo_branch_restriction.R';

describe('REPO-HOOK-001: a webhook has a secret', () => {
  test('an inactive hook without secret passes', () => {
    expect(judgeConfigs('REPO-HOOK-001', { [HOOK]: { url: 'https://ci.example.com', active: false } })).toEqual([pass(HOOK)]);
  });

  test('an active hook without secret fails even when another attribute is unknown', () => {
    expect(judgeConfigs('REPO-HOOK-001', { [HOOK]: { url: ref('var.url'), active: true } })).toEqual([
      fail(HOOK, 'secret', 'no secret: deliveries are not signed, so the receiver cannot tell them from forged ones'),
    ]);
  });

  test('a hook without secret whose active is unknown is not judged, on active', () => {
    expect(judgeConfigs('REPO-HOOK-001', { [HOOK]: { url: 'https://ci.example.com', active: ref('var.active') } })).toEqual([
      notJudged(HOOK, 'active', 'active is unknown until Terraform runs, so whether the hook without secret delivers anything is not known'),
    ]);
  });
});

describe('REPO-HOOK-003: a webhook verifies the receiver\'s TLS certificate', () => {
  test('an http hook passes (no TLS at all is REPO-HOOK-002\'s finding), even when another attribute is unknown', () => {
    expect(judgeConfigs('REPO-HOOK-003', { [HOOK]: { url: 'http://ci.example.com', secret: ref('var.secret') } })).toEqual([pass(HOOK)]);
  });

  test('skip_cert_verification true fails with its own message', () => {
    expect(judgeConfigs('REPO-HOOK-003', { [HOOK]: { url: 'https://ci.example.com', skip_cert_verification: true } })).toEqual([
      fail(HOOK, 'skip_cert_verification', 'skip_cert_verification is true: the receiver\'s certificate is not verified'),
    ]);
  });
});

describe('REPO-VAR-001: a pipeline variable named like a credential is secured', () => {
  test('a key that is unknown is not judged, on key', () => {
    expect(judgeConfigs('REPO-VAR-001', { [VAR]: { key: ref('var.key'), value: 'x' } })).toEqual([
      notJudged(VAR, 'key', 'key is unknown until Terraform runs, so whether it names a credential is not known'),
    ]);
  });

  test('a variable without key passes', () => {
    expect(judgeConfigs('REPO-VAR-001', { [VAR]: { value: 'x' } })).toEqual([pass(VAR)]);
  });

  test('a credential key with secured false fails, saying secured is false', () => {
    expect(judgeConfigs('REPO-VAR-001', { [VAR]: { key: 'NPM_TOKEN', value: ref('var.token'), secured: false } })).toEqual([
      fail(VAR, 'secured', 'the key "NPM_TOKEN" names a credential and secured is false: its value is shown in the user interface and in logs'),
    ]);
  });
});

describe('REPO-VAR-002: a secured pipeline variable does not take a literal value', () => {
  test('a value that is a token passes', () => {
    expect(judgeConfigs('REPO-VAR-002', { [VAR]: { key: 'NPM_TOKEN', value: ref('var.token'), secured: true } })).toEqual([pass(VAR)]);
  });

  test('a secured literal value fails even when another attribute is unknown', () => {
    expect(judgeConfigs('REPO-VAR-002', { [VAR]: { repository: ref('var.repo'), key: 'NPM_TOKEN', value: 'npm_abc', secured: true } })).toEqual([
      fail(VAR, 'value', 'the variable is secured and its value is a literal: a literal is written to cdk.tf.json (and the plan) in plain text, '
        + 'where everyone who can read the code or the synthesized output can read it'),
    ]);
  });

  test('a literal value whose secured is unknown is not judged, on secured', () => {
    expect(judgeConfigs('REPO-VAR-002', { [VAR]: { key: 'NPM_TOKEN', value: 'npm_abc', secured: ref('var.secured') } })).toEqual([
      notJudged(VAR, 'secured', 'secured is unknown until Terraform runs, so whether the literal value is a credential is not known'),
    ]);
  });
});

describe('REPO-VISIBILITY-001: repositories and projects are private', () => {
  test('a public project fails, naming the project\'s repositories', () => {
    expect(judgeConfigs('REPO-VISIBILITY-001', { 'repo_project.P': { key: 'WEB', name: 'web', is_private: false } })).toEqual([
      fail('repo_project.P', 'is_private', 'is_private is false: everyone can read the project\'s repositories'),
    ]);
  });
});

describe('REPO-FORK-001: a private repository allows no public forks', () => {
  test('an is_private that is unknown is not judged, on is_private, whatever the fork policy', () => {
    expect(judgeConfigs('REPO-FORK-001', { [REPO]: { name: 'web', is_private: ref('var.private'), fork_policy: 'no_forks' } })).toEqual([
      notJudged(REPO, 'is_private', unknown('is_private')),
    ]);
  });

  test('a public repository passes', () => {
    expect(judgeConfigs('REPO-FORK-001', { [REPO]: { name: 'web', is_private: false } })).toEqual([pass(REPO)]);
  });

  test('fork_policy "no_forks" passes', () => {
    expect(judgeConfigs('REPO-FORK-001', { [REPO]: { name: 'web', fork_policy: 'no_forks' } })).toEqual([pass(REPO)]);
  });

  test('fork_policy "allow_forks" set fails, quoting the policy', () => {
    expect(judgeConfigs('REPO-FORK-001', { [REPO]: { name: 'web', fork_policy: 'allow_forks' } })).toEqual([
      fail(REPO, 'fork_policy', 'fork_policy is "allow_forks": anyone who can read the private repository can fork it into a public one'),
    ]);
  });
});

describe('REPO-DEPLOY-001: only administrators deploy to Production', () => {
  test('a stage that is unknown is not judged, on stage', () => {
    expect(judgeConfigs('REPO-DEPLOY-001', { 'repo_deployment.D': { name: 'd', stage: ref('var.stage') } })).toEqual([
      notJudged('repo_deployment.D', 'stage', unknown('stage')),
    ]);
  });

  test('a deployment to another stage passes', () => {
    expect(judgeConfigs('REPO-DEPLOY-001', { 'repo_deployment.D': { name: 'd', stage: 'Test' } })).toEqual([pass('repo_deployment.D')]);
  });
});

describe('REPO-PIPELINE-001: a pipeline schedule\'s repository has pipelines enabled', () => {
  test('a repository with pipelines enabled passes even when another of its attributes is unknown', () => {
    expect(judgeConfigs('REPO-PIPELINE-001', {
      [REPO]: { owner: ref('var.owner'), name: 'web', pipelines_enabled: true },
      [SCHEDULE]: { workspace: 'acme', repository: ref(`${REPO}.slug`), enabled: true },
    })).toEqual([pass(SCHEDULE)]);
  });

  test('a repository whose pipelines_enabled is unknown is not judged, on repository', () => {
    expect(judgeConfigs('REPO-PIPELINE-001', {
      [REPO]: { owner: 'acme', name: 'web', pipelines_enabled: ref('var.pipelines') },
      [SCHEDULE]: { workspace: 'acme', repository: ref(`${REPO}.slug`), enabled: true },
    })).toEqual([notJudged(SCHEDULE, 'repository', `the pipelines_enabled of ${REPO} is unknown until Terraform runs`)]);
  });

  test('a schedule whose enabled is unknown, on a repository without pipelines, is not judged, on enabled', () => {
    expect(judgeConfigs('REPO-PIPELINE-001', {
      [REPO]: { owner: 'acme', name: 'web' },
      [SCHEDULE]: { workspace: 'acme', repository: ref(`${REPO}.slug`), enabled: ref('var.enabled') },
    })).toEqual([notJudged(SCHEDULE, 'enabled', 'enabled is unknown until Terraform runs')]);
  });
});

describe('REPO-PIPELINE-001: how a schedule finds its repository', () => {
  /** The judgement of a schedule (workspace acme unless given) naming a repository, among the repositories given. */
  const scheduleOn = (repository: unknown, repositories: Record<string, object>, props: Record<string, unknown> = { workspace: 'acme' }): Seen[] =>
    judgeConfigs('REPO-PIPELINE-001', { ...repositories, [SCHEDULE]: { ...props, repository, enabled: true } });
  const never = (address: string) => fail(SCHEDULE, 'repository', `the repository ${address} has pipelines_enabled unset (off by default), so the schedule never runs`);
  const notHere = (value: string) => notJudged(SCHEDULE, 'repository',
    `the repository ${JSON.stringify(value)} is not created in this stack, so whether its pipelines are enabled is not known here`);
  const maybe = (value: string, address: string) => notJudged(SCHEDULE, 'repository', `whether repository ${JSON.stringify(value)} is ${address} is unknown until Terraform runs`);

  describe('by reference', () => {
    test('a reference to a repository outside the stack is not judged, saying so', () => {
      expect(scheduleOn(ref('repo_repository.Other.slug'), { [REPO]: { owner: 'acme', name: 'web' } })).toEqual([
        notJudged(SCHEDULE, 'repository', 'repository refers to a repository that is not created in this stack, so whether its pipelines are enabled is not known here'),
      ]);
    });

    test('a variable is not judged, as unknown', () => {
      expect(scheduleOn(ref('var.repo'), { [REPO]: { owner: 'acme', name: 'web' } })).toEqual([notJudged(SCHEDULE, 'repository', unknown('repository'))]);
    });

    test('no repository is not judged, as not set', () => {
      expect(scheduleOn(undefined, { [REPO]: { owner: 'acme', name: 'web' } })).toEqual([notJudged(SCHEDULE, 'repository', 'repository is not set')]);
    });
  });

  describe('by literal slug', () => {
    test('the slug attribute names the repository, not the slug its name would give', () => {
      const repositories = { [REPO]: { owner: 'acme', name: 'Web App', slug: 'web' } };
      expect(scheduleOn('web', repositories)).toEqual([never(REPO)]);
      expect(scheduleOn('web-app', repositories)).toEqual([notHere('web-app')]);
    });

    test('without slug, the name gives it: trimmed, lower case, each run of white space a dash', () => {
      expect(scheduleOn('web-app', { [REPO]: { owner: 'acme', name: '  Web \t App ' } })).toEqual([never(REPO)]);
    });

    test('the name is lower-cased letter by letter (ß stays ß)', () => {
      expect(scheduleOn('straße', { [REPO]: { owner: 'acme', name: 'Straße' } })).toEqual([never(REPO)]);
    });

    test('a repository without name or slug may be any: not judged', () => {
      expect(scheduleOn('web', { [REPO]: { owner: 'acme' } })).toEqual([maybe('web', REPO)]);
    });

    test('a repository whose name is unknown may be any: not judged', () => {
      expect(scheduleOn('web', { [REPO]: { owner: 'acme', name: ref('var.name') } })).toEqual([maybe('web', REPO)]);
    });

    test('another slug does not name the repository', () => {
      expect(scheduleOn('elsewhere', { [REPO]: { owner: 'acme', name: 'web' } })).toEqual([notHere('elsewhere')]);
    });

    test('of two repositories, the one the slug names is judged', () => {
      expect(scheduleOn('api', {
        [REPO]: { owner: 'acme', name: 'web' },
        'repo_repository.Api': { owner: 'acme', name: 'api', pipelines_enabled: true },
      })).toEqual([pass(SCHEDULE)]);
    });

    test('a repository that may be the one named is not judged when none is named for sure', () => {
      expect(scheduleOn('web', {
        'repo_repository.Api': { owner: 'acme', name: 'api' },
        [REPO]: { owner: 'acme', name: ref('var.name') },
      })).toEqual([maybe('web', REPO)]);
    });
  });

  describe('the owner', () => {
    test('"owner/slug" names the repository of that owner, whatever the workspace', () => {
      expect(scheduleOn('acme/web', { [REPO]: { owner: 'acme', name: 'web' } }, { workspace: 'other' })).toEqual([never(REPO)]);
      expect(scheduleOn('other/web', { [REPO]: { owner: 'acme', name: 'web' } })).toEqual([notHere('other/web')]);
    });

    test('"/slug" names the slug with an empty owner: with an unknown owner, not judged', () => {
      expect(scheduleOn('/web', { [REPO]: { owner: ref('var.owner'), name: 'web' } })).toEqual([maybe('/web', REPO)]);
    });

    test('another workspace does not name the repository', () => {
      expect(scheduleOn('web', { [REPO]: { owner: 'acme', name: 'web' } }, { workspace: 'other' })).toEqual([notHere('web')]);
    });

    test('without workspace, the slug alone names the repository', () => {
      expect(scheduleOn('web', { [REPO]: { owner: 'acme', name: 'web' } }, {})).toEqual([never(REPO)]);
    });

    test('a workspace that refers to the repository names it', () => {
      expect(scheduleOn('web', { [REPO]: { owner: 'acme', name: 'web' } }, { workspace: ref(`${REPO}.owner`) })).toEqual([never(REPO)]);
    });

    test('a workspace that is a variable may name it: not judged', () => {
      expect(scheduleOn('web', { [REPO]: { owner: 'acme', name: 'web' } }, { workspace: ref('var.workspace') })).toEqual([maybe('web', REPO)]);
    });

    test('a repository whose owner is unknown or unset may be the one named: not judged', () => {
      expect(scheduleOn('web', { [REPO]: { owner: ref('var.owner'), name: 'web' } })).toEqual([maybe('web', REPO)]);
      expect(scheduleOn('web', { [REPO]: { name: 'web' } })).toEqual([maybe('web', REPO)]);
    });
  });
});

describe('REPO-GROUP-001: a group that adds members automatically is not an administrators\' group', () => {
  test('a group without auto_add passes even when another attribute is unknown', () => {
    expect(judgeConfigs('REPO-GROUP-001', { [GROUP]: { workspace: ref('var.ws'), name: 'g', auto_add: false, permission: 'admin' } })).toEqual([pass(GROUP)]);
  });

  test('an auto_add group below admin passes even when another attribute is unknown', () => {
    expect(judgeConfigs('REPO-GROUP-001', { [GROUP]: { workspace: ref('var.ws'), name: 'g', auto_add: true, permission: 'write' } })).toEqual([pass(GROUP)]);
  });

  test('an auto_add that is unknown is not judged, on auto_add', () => {
    expect(judgeConfigs('REPO-GROUP-001', { [GROUP]: { workspace: 'acme', name: 'g', auto_add: ref('var.auto'), permission: 'admin' } })).toEqual([
      notJudged(GROUP, 'auto_add', unknown('auto_add')),
    ]);
  });

  test('a permission that is unknown is not judged, on permission', () => {
    expect(judgeConfigs('REPO-GROUP-001', { [GROUP]: { workspace: 'acme', name: 'g', auto_add: true, permission: ref('var.perm') } })).toEqual([
      notJudged(GROUP, 'permission', unknown('permission')),
    ]);
  });
});

describe('REPO-PERM-001: permissions are granted below "admin"', () => {
  test('admin on a group names the workspace\'s repositories; on a repository permission, the repository', () => {
    expect(judgeConfigs('REPO-PERM-001', {
      [GROUP]: { workspace: 'acme', name: 'g', permission: 'admin' },
      'repo_repository_user_permission.U': { workspace: 'acme', repo_slug: 'web', user_id: '{u-1}', permission: 'admin' },
    })).toEqual([
      fail(GROUP, 'permission', 'permission is "admin" on the workspace\'s repositories'),
      fail('repo_repository_user_permission.U', 'permission', 'permission is "admin" on the repository'),
    ]);
  });
});

describe('REPO-BRANCH-001: which branch restrictions protect the main branch', () => {
  /** The judgement of the repository acme/web with one restriction (owner acme, repository web, kind push, pattern main unless given). */
  const withRestriction = (props: Record<string, unknown>): Seen[] => judgeConfigs('REPO-BRANCH-001', {
    [REPO]: { owner: 'acme', name: 'web' },
    [RESTRICTION]: { owner: 'acme', repository: 'web', kind: 'push', pattern: 'main', ...props },
  });
  const unprotected = fail(REPO, '', 'no repo_branch_restriction of kind "push" matches its main branch (main or master), '
    + 'so everyone with write access can push to it directly');
  const unsure = notJudged(REPO, '', `whether ${RESTRICTION} restricts push on the main branch of the repository is unknown until Terraform runs`);

  test('a restriction on main protects it', () => {
    expect(withRestriction({})).toEqual([pass(REPO)]);
  });

  test('a kind that is unknown is not judged, naming the restriction', () => {
    expect(withRestriction({ kind: ref('var.kind') })).toEqual([unsure]);
  });

  test('a restriction without repository protects no repository', () => {
    expect(withRestriction({ repository: undefined })).toEqual([unprotected]);
  });

  test('a restriction of another repository does not make this one unknown, even with an unknown pattern', () => {
    expect(withRestriction({ repository: 'api', pattern: ref('var.pattern') })).toEqual([unprotected]);
  });

  describe('the match kind', () => {
    test('"glob" matches the pattern', () => {
      expect(withRestriction({ branch_match_kind: 'glob' })).toEqual([pass(REPO)]);
    });

    test('another match kind (a branch type) does not protect main', () => {
      expect(withRestriction({ branch_match_kind: 'branching_model', branch_type: 'production' })).toEqual([unprotected]);
    });
  });

  describe('the pattern', () => {
    test('no pattern protects nothing', () => {
      expect(withRestriction({ pattern: undefined })).toEqual([unprotected]);
    });

    test('white space around it is ignored', () => {
      expect(withRestriction({ pattern: ' main ' })).toEqual([pass(REPO)]);
    });

    test('* matches any characters inside a pattern', () => {
      expect(withRestriction({ pattern: 'ma*' })).toEqual([pass(REPO)]);
    });

    test('? matches one character', () => {
      expect(withRestriction({ pattern: 'ma?n' })).toEqual([pass(REPO)]);
    });

    test('other letters match themselves only', () => {
      expect(withRestriction({ pattern: 'next' })).toEqual([unprotected]);
    });

    test('regular expression characters match themselves only', () => {
      expect(withRestriction({ pattern: 'mai[n]' })).toEqual([unprotected]);
    });
  });
});
