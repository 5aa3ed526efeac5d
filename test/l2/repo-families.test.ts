import * as fs from 'fs';
import * as path from 'path';
import { Testing, TerraformOutput, TerraformStack, TerraformVariable } from 'cdktf';
import { repo } from '../../src';
import { exactly, synthChecked as synth, warningsOf as warnings } from '../support/l2';

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
/** The warnings cdktf records on a construct. */
/** A Terraform reference to an attribute of an L1. */
const ref = (l1: { terraformResourceType: string; friendlyUniqueId: string }, attr: string) => `\${${l1.terraformResourceType}.${l1.friendlyUniqueId}.${attr}}`;

const ALICE = '{11111111-2222-3333-4444-555555555555}';
const BOB = '{66666666-7777-8888-9999-000000000000}';

describe('repository families', () => {
  test('a project with its branching model and repositories, a permission group guarding a branch, a fork (snapshot)', () => {
    const s = stack();
    const platform = new repo.RepositoryProject(s, 'Platform', { workspace: 'acme', key: 'PLAT', name: 'Platform', description: 'platform services' });
    platform.useBranchingModel({ productionEnabled: true });
    const api = platform.addRepository('api', { inheritBranchingModel: true, forkPolicy: repo.RepositoryForkPolicy.NO_PUBLIC_FORKS });
    platform.addRepository('web', { slug: 'web', pipelinesEnabled: true });
    const maintainers = new repo.PermissionGroup(s, 'Maintainers', { workspace: 'acme', name: 'maintainers', permission: repo.GroupPermission.WRITE });
    maintainers.addMember(ALICE);
    maintainers.addMember(BOB);
    api.protectBranch('main', { pushGroups: [maintainers], requiredApprovals: 1 });
    new repo.RepositoryFork(s, 'Fork', { parent: api, workspace: 'me', name: 'api-fork', isPrivate: true });
    const json = synth(s);
    expect(json.resource).toMatchSnapshot();
    expect(platform.node.children.map((c) => c.node.id).sort()).toEqual(['BranchingModel', 'Repository-api', 'Repository-web', 'Resource']);
    expect(maintainers.node.children.map((c) => c.node.id).sort()).toEqual([
      'Member-11111111-2222-3333-4444-555555555555', 'Member-66666666-7777-8888-9999-000000000000', 'Resource',
    ]);
  });
});

describe('the README\'s snippets synthesize and pass the schema check', () => {
  test('RepositoryProject, PermissionGroup, RepositoryFork', () => {
    const s = stack();
    const platform = new repo.RepositoryProject(s, 'platform', { workspace: 'acme', key: 'PLAT', name: 'Platform' });
    platform.useBranchingModel({ productionEnabled: true });
    const api = platform.addRepository('api', { inheritBranchingModel: true });
    api.protectBranch('main', { requiredApprovals: 1 });
    platform.addRepository('web', { slug: 'web', pipelinesEnabled: true });
    const maintainers = new repo.PermissionGroup(s, 'maintainers', { workspace: 'acme', name: 'maintainers', permission: repo.GroupPermission.WRITE });
    maintainers.addMember('{11111111-2222-3333-4444-555555555555}');
    const web = new repo.HostedRepository(s, 'web', { workspace: 'acme', name: 'web' });
    web.protectBranch('main', { pushGroups: [maintainers] });
    const upstream = new repo.HostedRepository(s, 'upstream', { workspace: 'acme', name: 'web', forkPolicy: repo.RepositoryForkPolicy.NO_PUBLIC_FORKS });
    const fork = new repo.RepositoryFork(s, 'fork', { parent: upstream, workspace: 'me', name: 'web-fork', isPrivate: true });
    new repo.ProtectedBranch(s, 'main', { repository: fork, pattern: 'main' });
    const json = synth(s);
    expect(names(json, 'repo_repository')).toHaveLength(4);
    expect(names(json, 'repo_group_membership')).toEqual([expect.stringMatching(/^maintainers_Member-11111111-2222-3333-4444-555555555555_/)]);
    // a private fork is what no_public_forks allows: nothing to warn about
    expect(warnings(fork.resource)).toEqual([]);
  });
});

describe('RepositoryProject', () => {
  test('writes only what was given', () => {
    const s = stack();
    const p = new repo.RepositoryProject(s, 'P', { workspace: 'acme', key: 'PLAT', name: 'Platform' });
    expect(only(synth(s), 'repo_project')).toEqual({ owner: 'acme', key: 'PLAT', name: 'Platform' });
    expect(p.resource.node.id).toBe('Resource');
    expect(p.branchingModel).toBeUndefined();
    expect(p.repositories).toEqual([]);
  });

  test('every prop reaches its attribute', () => {
    const s = stack();
    new repo.RepositoryProject(s, 'P', { workspace: 'acme', key: 'PLAT', name: 'Platform', isPrivate: false, description: 'd' });
    expect(only(synth(s), 'repo_project')).toEqual({ owner: 'acme', key: 'PLAT', name: 'Platform', is_private: false, description: 'd' });
  });

  test('an IProject: its workspace and key are references to the project', () => {
    const s = stack();
    const p = new repo.RepositoryProject(s, 'P', { workspace: 'acme', key: 'PLAT', name: 'Platform' });
    const project: repo.IProject = p;
    new TerraformOutput(s, 'workspace', { value: project.projectWorkspace });
    new TerraformOutput(s, 'key', { value: project.projectKey });
    new TerraformOutput(s, 'id', { value: p.projectId });
    const out = synth(s).output;
    expect([out.workspace.value, out.key.value, out.id.value]).toEqual([ref(p.resource, 'owner'), ref(p.resource, 'key'), ref(p.resource, 'id')]);
  });

  test('addRepository: a HostedRepository in the project\'s workspace with its key, every option passed on', () => {
    const s = stack();
    const p = new repo.RepositoryProject(s, 'P', { workspace: 'acme', key: 'PLAT', name: 'Platform' });
    const r = p.addRepository('api', {
      slug: 'api',
      isPrivate: false,
      description: 'd',
      website: 'https://api.example.com',
      language: 'go',
      forkPolicy: 'no_forks',
      scm: 'hg',
      hasWiki: true,
      hasIssues: true,
      pipelinesEnabled: true,
      inheritBranchingModel: true,
      inheritDefaultMergeStrategy: false,
    });
    expect(r).toBeInstanceOf(repo.HostedRepository);
    expect(r.node.id).toBe('Repository-api');
    expect(p.repositories).toEqual([r]);
    expect(only(synth(s), 'repo_repository')).toEqual({
      owner: ref(p.resource, 'owner'),
      project_key: ref(p.resource, 'key'),
      name: 'api',
      slug: 'api',
      is_private: false,
      description: 'd',
      website: 'https://api.example.com',
      language: 'go',
      fork_policy: 'no_forks',
      scm: 'hg',
      has_wiki: true,
      has_issues: true,
      pipelines_enabled: true,
      inherit_branching_model: true,
      inherit_default_merge_strategy: false,
    });
  });

  test('addRepository writes no option that was not given', () => {
    const s = stack();
    const p = new repo.RepositoryProject(s, 'P', { workspace: 'acme', key: 'PLAT', name: 'Platform' });
    p.addRepository('api');
    expect(Object.keys(only(synth(s), 'repo_repository')).sort()).toEqual(['name', 'owner', 'project_key']);
  });

  test('removing one addRepository call leaves the addresses of the others unchanged; an explicit id is kept', () => {
    const build = (withFirst: boolean) => {
      const s = stack();
      const p = new repo.RepositoryProject(s, 'P', { workspace: 'acme', key: 'PLAT', name: 'Platform' });
      if (withFirst) p.addRepository('api');
      p.addRepository('web');
      p.addRepository('docs', { id: 'Handbook' }).protectBranch('main');
      return synth(s);
    };
    const all = build(true);
    const fewer = build(false);
    for (const type of ['repo_repository', 'repo_branch_restriction']) {
      const kept = names(fewer, type);
      expect(kept.length).toBeGreaterThan(0);
      for (const name of kept) expect(all.resource[type][name]).toEqual(fewer.resource[type][name]);
    }
    expect(names(fewer, 'repo_repository')).toEqual([expect.stringMatching(/^P_Handbook_/), expect.stringMatching(/^P_Repository-web_/)]);
  });

  test('the same repository twice is refused; an explicit id lets it through', () => {
    const p = new repo.RepositoryProject(stack(), 'P', { workspace: 'acme', key: 'PLAT', name: 'Platform' });
    p.addRepository('api');
    expect(() => p.addRepository('api')).toThrow("RepositoryProject.addRepository at 'stack/P': a child with id 'Repository-api' already exists");
    expect(p.addRepository('api', { id: 'Api2', slug: 'api-2' }).node.id).toBe('Api2');
  });

  test('useBranchingModel: the git-flow preset, keyed by the project; production only when asked for', () => {
    const s = stack();
    const p = new repo.RepositoryProject(s, 'P', { workspace: 'acme', key: 'PLAT', name: 'Platform' });
    const model = p.useBranchingModel();
    expect(model).toBeInstanceOf(repo.ProjectBranchingModel);
    expect(model.node.id).toBe('BranchingModel');
    expect(p.branchingModel).toBe(model);
    expect(only(synth(s), 'repo_project_branching_model')).toEqual({
      workspace: ref(p.resource, 'owner'),
      project: ref(p.resource, 'key'),
      development: { use_mainbranch: false, name: 'develop' },
      branch_type: [
        { kind: 'feature', enabled: true, prefix: 'feature/' },
        { kind: 'bugfix', enabled: true, prefix: 'bugfix/' },
        { kind: 'release', enabled: true, prefix: 'release/' },
        { kind: 'hotfix', enabled: true, prefix: 'hotfix/' },
      ],
    });
  });

  test('useBranchingModel: every option reaches its attribute', () => {
    const s = stack();
    const p = new repo.RepositoryProject(s, 'P', { workspace: 'acme', key: 'PLAT', name: 'Platform' });
    p.useBranchingModel({
      developmentBranch: 'dev',
      developmentIsMainBranch: false,
      productionBranch: 'prod',
      productionEnabled: true,
      featureEnabled: false,
      featurePrefix: 'feat/',
      bugfixEnabled: false,
      bugfixPrefix: 'fix/',
      releaseEnabled: true,
      releasePrefix: 'rel/',
      hotfixEnabled: false,
      hotfixPrefix: 'hot/',
    });
    const other = new repo.RepositoryProject(s, 'Q', { workspace: 'acme', key: 'Q', name: 'Q' });
    other.useBranchingModel({ developmentIsMainBranch: true, productionEnabled: false, hotfixEnabled: false });
    const json = synth(s);
    const model = json.resource.repo_project_branching_model;
    expect(model[p.branchingModel!.friendlyUniqueId]).toMatchObject({
      development: { use_mainbranch: false, name: 'dev' },
      production: { enabled: true, use_mainbranch: false, name: 'prod' },
      branch_type: [
        { kind: 'feature', enabled: false, prefix: 'feat/' },
        { kind: 'bugfix', enabled: false, prefix: 'fix/' },
        { kind: 'release', enabled: true, prefix: 'rel/' },
        { kind: 'hotfix', enabled: false, prefix: 'hot/' },
      ],
    });
    const q = model[other.branchingModel!.friendlyUniqueId];
    expect(q.development).toEqual({ use_mainbranch: true });
    expect(q.production).toEqual({ enabled: false });
    expect(q.branch_type[3]).toEqual({ kind: 'hotfix', enabled: false });
    expect(Object.keys(q).sort()).toEqual(['branch_type', 'development', 'production', 'project', 'workspace']);
  });

  test('useBranchingModel refuses defaultBranchDeletion: the provider has no such setting on a project (it was dropped, now it is an error)', () => {
    const p = new repo.RepositoryProject(stack(), 'P', { workspace: 'acme', key: 'PLAT', name: 'Platform' });
    for (const value of [true, false]) {
      expect(() => p.useBranchingModel({ productionEnabled: true, defaultBranchDeletion: value } as any)).toThrow(
        "RepositoryProject.useBranchingModel at 'stack/P' is invalid:\n" +
        "  - defaultBranchDeletion: a project's branching model has no such setting (the provider has it on a repository's branching model only: " +
        "repo.BranchingModel's defaultBranchDeletion, e.g. on the resource of the model HostedRepository.useBranchingModel returns)",
      );
    }
    expect(p.branchingModel).toBeUndefined();
    // null is the same as not given
    expect(p.useBranchingModel({ defaultBranchDeletion: null } as any)).toBe(p.branchingModel);
  });

  test('useBranchingModel checks branch names and prefixes as GitFlowBranchingModel does, and is used once', () => {
    const p = new repo.RepositoryProject(stack(), 'P', { workspace: 'acme', key: 'PLAT', name: 'Platform' });
    expect(() => p.useBranchingModel({ featurePrefix: ' ', developmentIsMainBranch: true, developmentBranch: 'dev', productionEnabled: false, productionBranch: 'a..b' })).toThrow(
      "RepositoryProject.useBranchingModel at 'stack/P' is invalid:\n" +
      '  - featurePrefix: " " is not a valid, non-blank branch prefix\n' +
      '  - developmentBranch: must not be set when developmentIsMainBranch is true\n' +
      '  - productionBranch: "a..b" is not a valid branch name\n' +
      '  - productionBranch: must not be set when productionEnabled is false (a disabled production branch has no name)',
    );
    // a disabled type may keep an empty prefix
    p.useBranchingModel({ featureEnabled: false, featurePrefix: '' });
    expect(() => p.useBranchingModel()).toThrow("RepositoryProject.useBranchingModel at 'stack/P' is invalid:\n  - a branching model is already used (once per project)");
  });

  test('one branching model per project (issue 32): a repo.ProjectBranchingModel of the same project is refused, naming both paths', () => {
    const s = stack();
    const p = new repo.RepositoryProject(s, 'P', { workspace: 'acme', key: 'PLAT', name: 'Platform' });
    new repo.ProjectBranchingModel(s, 'Plain', { workspace: p.projectWorkspace, project: p.projectKey, development: { useMainbranch: true } });
    expect(() => p.useBranchingModel()).toThrow(exactly(
      "RepositoryProject.useBranchingModel at 'stack/P' is invalid:\n" +
      "  - the project already has the branching model 'stack/Plain' (a project has one branching model: two would undo each other at every apply; keep one of them)",
    ));
    expect(p.branchingModel).toBeUndefined();

    const t = stack();
    const q = new repo.RepositoryProject(t, 'Q', { workspace: 'acme', key: 'Q', name: 'Q' });
    q.useBranchingModel();
    new repo.ProjectBranchingModel(t, 'Late', { workspace: q.projectWorkspace, project: q.projectKey, development: { useMainbranch: true } });
    expect(() => Testing.synth(t, true)).toThrow(
      "[stack/Q] RepositoryProject: the project also has the branching model 'stack/Late' (a project has one branching model: two would undo each other at every apply; keep one of them)",
    );

    // other projects keep their own models
    const u = stack();
    new repo.RepositoryProject(u, 'A', { workspace: 'acme', key: 'A', name: 'A' }).useBranchingModel();
    new repo.RepositoryProject(u, 'B', { workspace: 'acme', key: 'B', name: 'B' }).useBranchingModel();
    new repo.ProjectBranchingModel(u, 'C', { workspace: 'acme', project: 'C', development: { useMainbranch: true } });
    expect(names(synth(u), 'repo_project_branching_model')).toHaveLength(3);
  });

  test('props errors: one error naming the path and every problem', () => {
    expect(() => new repo.RepositoryProject(stack(), 'P', { workspace: ' ', key: '', name: 'n', isPrivate: 'yes' as any })).toThrow(
      "RepositoryProject at 'stack/P' is invalid:\n" +
      '  - isPrivate: expected a boolean (true or false), got "yes" (a string)\n' +
      '  - workspace: must not be blank\n' +
      '  - key: must not be blank',
    );
  });

  test('method errors name the method and the path; the repository checks the values of its props', () => {
    const p = new repo.RepositoryProject(stack(), 'P', { workspace: 'acme', key: 'PLAT', name: 'Platform' });
    expect(() => p.addRepository(' ')).toThrow("RepositoryProject.addRepository at 'stack/P' is invalid:\n  - name: must not be blank");
    expect(() => p.addRepository('api', { hasWiki: 'yes' as any })).toThrow(
      "RepositoryProject.addRepository at 'stack/P' is invalid:\n  - hasWiki: expected a boolean (true or false), got \"yes\" (a string)",
    );
    expect(() => p.addRepository('web', { forkPolicy: 'public' })).toThrow(
      "HostedRepository at 'stack/P/Repository-web' is invalid:\n  - forkPolicy: \"public\" is not a fork policy; allowed: allow_forks, no_public_forks, no_forks",
    );
  });

  test('tokens are not judged', () => {
    const s = stack();
    const key = new TerraformVariable(s, 'key', { type: 'string' });
    const name = new TerraformVariable(s, 'name', { type: 'string' });
    const p = new repo.RepositoryProject(s, 'P', { workspace: 'acme', key: key.stringValue, name: 'Platform' });
    expect(p.addRepository(name.stringValue).node.id).toBe('Repository-var_name');
    expect(() => synth(s)).not.toThrow();
  });
});

describe('PermissionGroup', () => {
  test('writes only what was given', () => {
    const s = stack();
    const g = new repo.PermissionGroup(s, 'G', { workspace: 'acme', name: 'devs' });
    expect(only(synth(s), 'repo_group')).toEqual({ workspace: 'acme', name: 'devs' });
    expect(g.resource.node.id).toBe('Resource');
    expect(g.members).toEqual([]);
    expect(warnings(g)).toEqual([]);
  });

  test('every prop reaches its attribute', () => {
    const s = stack();
    new repo.PermissionGroup(s, 'G', { workspace: 'acme', name: 'devs', permission: 'read', autoAdd: true, emailForwardingDisabled: true });
    expect(only(synth(s), 'repo_group')).toEqual({ workspace: 'acme', name: 'devs', permission: 'read', auto_add: true, email_forwarding_disabled: true });
  });

  test('addMember: one membership per user, Member-<user>, referencing the group', () => {
    const s = stack();
    const g = new repo.PermissionGroup(s, 'G', { workspace: 'acme', name: 'devs' });
    const alice = g.addMember(ALICE);
    const bob = g.addMember(BOB, { id: 'Bob' });
    expect(alice).toBeInstanceOf(repo.GroupMembership);
    expect(alice.node.id).toBe('Member-11111111-2222-3333-4444-555555555555');
    expect(bob.node.id).toBe('Bob');
    expect(g.members).toEqual([alice, bob]);
    const json = synth(s);
    expect(json.resource.repo_group_membership[alice.friendlyUniqueId]).toEqual({
      workspace: ref(g.resource, 'workspace'),
      group_slug: ref(g.resource, 'slug'),
      uuid: ALICE,
    });
  });

  test('removing one addMember call leaves the addresses of the others unchanged', () => {
    const build = (withFirst: boolean) => {
      const s = stack();
      const g = new repo.PermissionGroup(s, 'G', { workspace: 'acme', name: 'devs' });
      if (withFirst) g.addMember(ALICE);
      g.addMember(BOB);
      return synth(s);
    };
    const all = build(true);
    const fewer = build(false);
    expect(names(fewer, 'repo_group_membership')).toHaveLength(1);
    for (const name of names(fewer, 'repo_group_membership')) expect(all.resource.repo_group_membership[name]).toEqual(fewer.resource.repo_group_membership[name]);
  });

  test('an IWorkspaceGroup: accepted by ProtectedBranch, HostedRepository.protectBranch and addRestriction', () => {
    const s = stack();
    const g = new repo.PermissionGroup(s, 'G', { workspace: 'acme', name: 'leads', permission: repo.GroupPermission.ADMIN });
    const group: repo.IWorkspaceGroup = g;
    const web = new repo.HostedRepository(s, 'Web', { workspace: 'acme', name: 'web' });
    web.protectBranch('main', { pushGroups: [group], mergeGroups: [g] });
    new repo.ProtectedBranch(s, 'Release', { repository: repo.RepoRef.fromRepositoryAttributes('acme', 'api'), pattern: 'release/*', pushGroups: [g] })
      .addRestriction(repo.BranchRestrictionKind.REQUIRE_APPROVALS_TO_MERGE, { groups: [g], value: 1 });
    const json = synth(s);
    const restrictions = Object.values<any>(json.resource.repo_branch_restriction).filter((r) => r.groups);
    expect(restrictions.map((r) => r.kind).sort()).toEqual(['push', 'push', 'require_approvals_to_merge', 'restrict_merges']);
    for (const r of restrictions) expect(r.groups).toEqual([{ owner: ref(g.resource, 'workspace'), slug: ref(g.resource, 'slug') }]);
  });

  test('props errors: one error naming the path and every problem; the permission is one of the L1\'s constants', () => {
    expect(() => new repo.PermissionGroup(stack(), 'G', { workspace: '', name: ' ', permission: 'owner', autoAdd: 1 as any })).toThrow(
      "PermissionGroup at 'stack/G' is invalid:\n" +
      '  - autoAdd: expected a boolean (true or false), got 1 (a number)\n' +
      '  - workspace: must not be blank\n' +
      '  - name: must not be blank\n' +
      '  - permission: "owner" is not a group permission; allowed: read, write, admin',
    );
  });

  test('the name is required (the provider requires it): omitting it is a construction error naming the prop', () => {
    expect(() => new repo.PermissionGroup(stack(), 'G', { workspace: 'acme' } as any)).toThrow(
      "PermissionGroup at 'stack/G' is invalid:\n  - name: is required, but was not given; expected a string",
    );
    expect(() => new repo.PermissionGroup(stack(), 'G', { workspace: 'acme', name: null } as any)).toThrow(
      "PermissionGroup at 'stack/G' is invalid:\n  - name: is required, but was null; expected a string",
    );
  });

  test('method errors name the method and the path; the same user twice is refused', () => {
    const g = new repo.PermissionGroup(stack(), 'G', { workspace: 'acme', name: 'devs' });
    expect(() => g.addMember(' ')).toThrow("PermissionGroup.addMember at 'stack/G' is invalid:\n  - user: must not be blank");
    g.addMember(ALICE);
    expect(() => g.addMember(ALICE)).toThrow("PermissionGroup.addMember at 'stack/G': a child with id 'Member-11111111-2222-3333-4444-555555555555' already exists");
  });

  test('autoAdd with admin permission warns; tokens are not judged', () => {
    const s = stack();
    expect(warnings(new repo.PermissionGroup(s, 'A', { workspace: 'acme', name: 'admins', permission: 'admin', autoAdd: true }))).toEqual([
      expect.stringContaining('PermissionGroup: autoAdd is true and permission is "admin": every new member of the workspace becomes an administrator'),
    ]);
    expect(warnings(new repo.PermissionGroup(s, 'W', { workspace: 'acme', name: 'writers', permission: 'write', autoAdd: true }))).toEqual([]);
    // a default the provider accepts, for Terraform's plan; the L2 sees a token and does not judge it
    const permission = new TerraformVariable(s, 'permission', { type: 'string', default: 'write' });
    const user = new TerraformVariable(s, 'user', { type: 'string' });
    const g = new repo.PermissionGroup(s, 'T', { workspace: 'acme', name: 'tokens', permission: permission.stringValue });
    expect(g.addMember(user.stringValue).node.id).toBe('Member-var_user');
    expect(() => synth(s)).not.toThrow();
  });
});

describe('RepositoryFork', () => {
  const upstream = () => repo.RepoRef.fromRepositoryAttributes('acme', 'web');

  test('writes only what was given: the parent as { owner, slug }', () => {
    const s = stack();
    const f = new repo.RepositoryFork(s, 'F', { parent: upstream(), workspace: 'me', name: 'web-fork' });
    expect(only(synth(s), 'repo_forked_repository')).toEqual({ owner: 'me', name: 'web-fork', parent: { owner: 'acme', slug: 'web' } });
    expect(f.resource.node.id).toBe('Resource');
  });

  test('every prop reaches its attribute', () => {
    const s = stack();
    new repo.RepositoryFork(s, 'F', {
      parent: upstream(),
      workspace: 'me',
      name: 'Web fork',
      slug: 'web-fork',
      isPrivate: false,
      description: 'd',
      website: 'https://fork.example.com',
      language: 'go',
      forkPolicy: 'no_forks',
      hasWiki: true,
      hasIssues: false,
      pipelinesEnabled: true,
      projectKey: 'MINE',
    });
    expect(only(synth(s), 'repo_forked_repository')).toEqual({
      parent: { owner: 'acme', slug: 'web' },
      owner: 'me',
      name: 'Web fork',
      slug: 'web-fork',
      is_private: false,
      description: 'd',
      website: 'https://fork.example.com',
      language: 'go',
      fork_policy: 'no_forks',
      has_wiki: true,
      has_issues: false,
      pipelines_enabled: true,
      project_key: 'MINE',
    });
  });

  test('a parent of this app is referenced, and its fork policy is checked by the L1\'s rule (a warning)', () => {
    const fork = (policy?: string, isPrivate?: boolean) => {
      const s = stack();
      const parent = new repo.HostedRepository(s, 'Upstream', { workspace: 'acme', name: 'web', forkPolicy: policy });
      const f = new repo.RepositoryFork(s, 'F', { parent, workspace: 'me', name: 'web-fork', isPrivate });
      const json = synth(s);
      return { json, parent, f };
    };
    const { json, parent, f } = fork(repo.RepositoryForkPolicy.NO_FORKS);
    expect(only(json, 'repo_forked_repository').parent).toEqual({ owner: ref(parent.resource, 'owner'), slug: ref(parent.resource, 'slug') });
    expect(warnings(f.resource)).toEqual([
      expect.stringMatching(/^\[L1-SCHEMA-001\] ForkedRepository: parent: references repo_repository\.\S+, whose forkPolicy is "no_forks": creating the fork may fail/),
    ]);
    // no_public_forks: a public fork is warned about; a private one (the default) is not
    expect(warnings(fork(repo.RepositoryForkPolicy.NO_PUBLIC_FORKS, false).f.resource)).toEqual([expect.stringContaining('whose forkPolicy is "no_public_forks"')]);
    expect(warnings(fork(repo.RepositoryForkPolicy.NO_PUBLIC_FORKS, true).f.resource)).toEqual([]);
    expect(warnings(fork(repo.RepositoryForkPolicy.NO_PUBLIC_FORKS).f.resource)).toEqual([]);
    expect(warnings(fork(repo.RepositoryForkPolicy.ALLOW_FORKS).f.resource)).toEqual([]);
    expect(warnings(fork(undefined).f.resource)).toEqual([]);
  });

  test('an IRepository: accepted by the other repository L2s and as the parent of another fork', () => {
    const s = stack();
    const f = new repo.RepositoryFork(s, 'F', { parent: upstream(), workspace: 'me', name: 'web-fork' });
    const r: repo.IRepository = f;
    new repo.ProtectedBranch(s, 'Main', { repository: r, pattern: 'main' });
    new repo.RepositoryWebhook(s, 'Hook', { repository: f, url: 'https://ci.example.com/hook', events: ['repo:push'] });
    new repo.GitFlowBranchingModel(s, 'Flow', { repository: f });
    new repo.RepositoryFork(s, 'G', { parent: f, workspace: 'me', name: 'fork-of-fork' });
    new TerraformOutput(s, 'uuid', { value: f.repositoryUuid });
    const json = synth(s);
    expect(only(json, 'repo_hook')).toMatchObject({ owner: ref(f.resource, 'owner'), repository: ref(f.resource, 'slug') });
    expect(only(json, 'repo_branching_model').repository).toBe(ref(f.resource, 'slug'));
    const forks = json.resource.repo_forked_repository;
    expect(Object.values<any>(forks).find((x) => x.name === 'fork-of-fork').parent).toEqual({ owner: ref(f.resource, 'owner'), slug: ref(f.resource, 'slug') });
    expect(json.output.uuid.value).toBe(ref(f.resource, 'uuid'));
  });

  test('a repository of a project can be forked into the project', () => {
    const s = stack();
    const p = new repo.RepositoryProject(s, 'P', { workspace: 'acme', key: 'PLAT', name: 'Platform' });
    const api = p.addRepository('api');
    new repo.RepositoryFork(s, 'F', { parent: api, workspace: 'acme', name: 'api-experiments', projectKey: p.projectKey });
    expect(only(synth(s), 'repo_forked_repository').project_key).toBe(ref(p.resource, 'key'));
  });

  test('props errors: one error naming the path and every problem', () => {
    expect(() => new repo.RepositoryFork(stack(), 'F', { parent: 'acme/web' as any, workspace: 'me', name: ' ', forkPolicy: 'private' })).toThrow(
      "RepositoryFork at 'stack/F' is invalid:\n" +
      '  - parent: expected a repo.IRepository (',
    );
    expect(() => new repo.RepositoryFork(stack(), 'F', { parent: upstream(), workspace: 'me', name: ' ', forkPolicy: 'private' })).toThrow(
      "RepositoryFork at 'stack/F' is invalid:\n" +
      '  - name: must not be blank\n' +
      '  - forkPolicy: "private" is not a fork policy; allowed: allow_forks, no_public_forks, no_forks',
    );
  });

  test('scm is refused: a fork has the version control system of its parent, which the provider sets (it was written, now it is an error)', () => {
    for (const scm of ['git', 'hg', 'svn']) {
      expect(() => new repo.RepositoryFork(stack(), 'F', { parent: upstream(), workspace: 'me', name: 'f', scm } as any)).toThrow(exactly(
        "RepositoryFork at 'stack/F' is invalid:\n  - scm: a fork has the version control system of its parent (the provider sets it); remove it",
      ));
    }
    // null is the same as not given
    const s = stack();
    new repo.RepositoryFork(s, 'F', { parent: upstream(), workspace: 'me', name: 'f', scm: null } as any);
    expect(only(synth(s), 'repo_forked_repository')).not.toHaveProperty('scm');
  });

  test('the repo guide names the fork policy constants the API names and the check uses (issue 32)', () => {
    const root = path.join(__dirname, '..', '..');
    // the class the API reference names for forkPolicy (RepositoryForkSettings, the props of a fork)
    const settings = fs.readFileSync(path.join(root, 'src/l2/repo/repository-settings.ts'), 'utf8');
    const api = /Who may fork the repository: one of `repo\.(\w+)`/.exec(settings)![1];
    const constants = (repo as any)[api];
    expect(constants).toBeDefined();
    // its values are those the fork's check allows
    const values = Object.entries(constants).filter(([k]) => /^[A-Z_]+$/.test(k)).map(([, v]) => v);
    expect(() => new repo.RepositoryFork(stack(), 'F', { parent: upstream(), workspace: 'me', name: 'f', forkPolicy: 'public' }))
      .toThrow(`forkPolicy: "public" is not a fork policy; allowed: ${values.join(', ')}`);
    // every fork policy class the repo guide names is that one
    const l2 = fs.readFileSync(path.join(root, 'docs', 'repo.md'), 'utf8');
    const named = [...new Set([...l2.matchAll(/repo\.(\w*ForkPolicy)\b/g)].map((m) => m[1]))];
    expect(named).toEqual([api]);
  });

  test('tokens are not judged', () => {
    const s = stack();
    // a default the provider accepts, for Terraform's plan; the L2 sees a token and does not judge it
    const policy = new TerraformVariable(s, 'policy', { type: 'string', default: 'no_public_forks' });
    new repo.RepositoryFork(s, 'F', { parent: upstream(), workspace: 'me', name: 'f', forkPolicy: policy.stringValue });
    expect(() => synth(s)).not.toThrow();
  });
});
