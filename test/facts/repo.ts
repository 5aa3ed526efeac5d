/**
 * The repository-hosting package (`repo`, version 2.51.0): its facts as the seed and the reference
 * state them. Kept by hand from those two documents only (see ./types.ts).
 */
import { def, Entry, oneOf, range, req } from './types';

const SEED_RES = 'seed: Repository-hosting package: resources';
const SEED_NESTED = 'seed: Repository-hosting package: nested object types';
const SEED_IMPORT = 'seed: Endpoints, Import identifier shapes (repository-hosting package)';
const REF = 'reference: Repository hosting (`repo`)';
const REF_IMPORT = 'reference: Repository hosting (`repo`), "Import identifiers beyond the seed\'s table"';

const BRANCH_KINDS = ['feature', 'bugfix', 'release', 'hotfix'];

export const REPO: ReadonlyArray<Entry> = [
  {
    name: 'repository-hosting provider configuration',
    l1: 'repo.RepoProvider',
    source: 'seed: Repository-hosting package: provider configuration',
    requiredExactly: { exactly: [], source: 'seed: Repository-hosting package: provider configuration: "All five are optional strings"' },
  },
  {
    name: 'BranchRestriction',
    l1: 'repo.BranchRestriction',
    source: `${REF}, BranchRestriction (the seed leaves fields and required inputs "not shown")`,
    required: [
      ...req(['owner', 'repository', 'kind'], `${REF}, BranchRestriction: "owner R, repository R, kind R"`),
      ...req(['groups[].owner', 'groups[].slug'], `${SEED_NESTED}, branch restriction group: "owner string, slug string (both required)"`),
    ],
    requiredExactly: { exactly: ['owner', 'repository', 'kind'], source: `${REF}, BranchRestriction` },
    defaults: [def('branchMatchKind', 'glob', `${REF}, BranchRestriction`)],
    enums: [
      oneOf(
        'kind',
        [
          'allow_auto_merge_when_builds_pass',
          'delete',
          'enforce_merge_checks',
          'force',
          'push',
          'require_all_dependencies_merged',
          'require_approvals_to_merge',
          'require_commits_behind',
          'require_default_reviewer_approvals_to_merge',
          'require_no_changes_requested',
          'require_passing_builds_to_merge',
          'require_tasks_to_be_completed',
          'reset_pullrequest_approvals_on_change',
          'reset_pullrequest_changes_requested_on_change',
          'restrict_merges',
          'smart_reset_pullrequest_approvals',
        ],
        `${REF}, BranchRestriction: "kind is one of"`,
      ),
      oneOf('branchMatchKind', ['glob', 'branching_model'], `${REF}, BranchRestriction`),
      oneOf('branchType', ['feature', 'bugfix', 'release', 'hotfix', 'development', 'production'], `${REF}, BranchRestriction`),
    ],
    importId: { shape: '<owner>/<repo>/<id>', source: REF_IMPORT },
  },
  {
    name: 'BranchingModel',
    l1: 'repo.BranchingModel',
    source: `${SEED_RES}, BranchingModel`,
    required: [
      ...req(['development', 'owner', 'repository'], `${SEED_RES}, BranchingModel: "Required inputs: development, owner, repository"`),
      ...req(['branchTypes[].kind'], `${SEED_NESTED}, branch type: "kind string (... required)"`),
    ],
    requiredExactly: { exactly: ['development', 'owner', 'repository'], source: `${SEED_RES}, BranchingModel` },
    enums: [oneOf('branchTypes[].kind', BRANCH_KINDS, `${SEED_NESTED}, branch type`)],
    bounds: [range('branchTypes', undefined, 4, `${REF}: "BranchingModel: branchTypes holds at most 4 entries, one per kind"`, { of: 'items' })],
    importId: { shape: '<owner>/<repo>', source: SEED_IMPORT },
  },
  {
    name: 'project branching model',
    l1: 'repo.ProjectBranchingModel',
    source: `${SEED_NESTED}, branch type ("repository and project branching models")`,
    note: 'the seed shows this resource only through its nested types; its required inputs are not stated',
    required: req(['branchTypes[].kind'], `${SEED_NESTED}, branch type: "kind string (... required)"`),
    enums: [oneOf('branchTypes[].kind', BRANCH_KINDS, `${SEED_NESTED}, branch type`)],
  },
  {
    name: 'CommitFile',
    l1: 'repo.CommitFile',
    source: `${SEED_RES}, CommitFile`,
    required: req(['branch', 'commitAuthor', 'commitMessage', 'content', 'filename', 'repoSlug', 'workspace'], `${SEED_RES}, CommitFile: "Required inputs"`),
    requiredExactly: {
      exactly: ['branch', 'commitAuthor', 'commitMessage', 'content', 'filename', 'repoSlug', 'workspace'],
      source: `${SEED_RES}, CommitFile`,
    },
  },
  {
    name: 'DefaultReviewers',
    l1: 'repo.DefaultReviewers',
    source: `${SEED_RES}, DefaultReviewers`,
    required: req(['owner', 'repository', 'reviewers'], `${SEED_RES}, DefaultReviewers: "Required: owner, repository, reviewers"`),
    requiredExactly: { exactly: ['owner', 'repository', 'reviewers'], source: `${SEED_RES}, DefaultReviewers` },
    importId: { shape: '<owner>/<repo>/reviewers', source: SEED_IMPORT },
  },
  {
    name: 'DeployKey',
    l1: 'repo.DeployKey',
    source: `${SEED_RES}, DeployKey`,
    required: req(['repository', 'workspace'], `${SEED_RES}, DeployKey: "Required inputs: repository, workspace"`),
    requiredExactly: { exactly: ['repository', 'workspace'], source: `${SEED_RES}, DeployKey` },
    importId: { shape: '<workspace>/<repo-slug>/<key-id>', source: SEED_IMPORT },
  },
  {
    name: 'Deployment',
    l1: 'repo.Deployment',
    source: `${REF}, Deployment (the seed shows repository, name, stage and restrictions only)`,
    required: req(['name', 'stage', 'repository'], `${REF}, Deployment: "name R, stage R, repository R"`),
    requiredExactly: { exactly: ['name', 'stage', 'repository'], source: `${REF}, Deployment` },
    defaults: [def('restrictions.adminOnly', false, `${REF}, Deployment: "restrictions O ({adminOnly d=false})"`)],
    enums: [oneOf('stage', ['Test', 'Staging', 'Production'], `${REF}, Deployment`)],
    importId: { shape: '<workspace>/<repo>:<uuid>', source: REF_IMPORT },
  },
  {
    name: 'ForkedRepository',
    l1: 'repo.ForkedRepository',
    source: `${SEED_RES}, ForkedRepository (tail of its fields)`,
    defaults: [def('isPrivate', true, `${SEED_RES}, ForkedRepository: "isPrivate boolean (default true ...)"`)],
    note: 'the seed\'s scm (`hg` or `git`) is computed by the provider (read-only): no input to check',
  },
  {
    name: 'Group',
    l1: 'repo.Group',
    source: `${SEED_RES}, Group`,
    required: req(['workspace'], `${SEED_RES}, Group: "Required input: workspace"`),
    requiredExactly: { exactly: ['name', 'workspace'], source: `${SEED_RES}, Group; provider schema: name required` },
    enums: [oneOf('permission', ['read', 'write', 'admin'], `${SEED_RES}, Group table`)],
    importId: { shape: '<workspace>/<group-slug>', source: SEED_IMPORT },
  },
  {
    name: 'GroupMembership',
    l1: 'repo.GroupMembership',
    source: `${SEED_RES}, GroupMembership`,
    required: req(['groupSlug', 'uuid', 'workspace'], `${SEED_RES}, GroupMembership: "Required inputs: groupSlug, uuid, workspace"`),
    requiredExactly: { exactly: ['groupSlug', 'uuid', 'workspace'], source: `${SEED_RES}, GroupMembership` },
    importId: { shape: '<workspace>/<group-slug>/<member-uuid>', source: SEED_IMPORT },
  },
  {
    name: 'Hook',
    l1: 'repo.Hook',
    source: `${SEED_RES}, Hook`,
    required: req(['description', 'events', 'owner', 'repository', 'url'], `${SEED_RES}, Hook: "Required inputs"`),
    requiredExactly: { exactly: ['description', 'events', 'owner', 'repository', 'url'], source: `${SEED_RES}, Hook` },
    defaults: [def('active', true, `${SEED_RES}, Hook table`), def('skipCertVerification', true, `${SEED_RES}, Hook table; Events`)],
    importId: { shape: '<owner>/<repo-name>/<hook-id>', source: SEED_IMPORT },
    identifier: { holds: 'uuid', source: `${REF}: "Hook: the Terraform identifier is the hook's uuid"` },
  },
  {
    name: 'PipelineSchedule',
    l1: 'repo.PipelineSchedule',
    source: `${SEED_RES}, PipelineSchedule`,
    required: [
      ...req(['cronPattern', 'enabled', 'repository', 'target', 'workspace'], `${SEED_RES}, PipelineSchedule: "Required inputs"`),
      ...req(['target.selector'], `${SEED_NESTED}, pipeline schedule target: "selector (required)"`),
      ...req(['target.selector.pattern'], `${SEED_NESTED}, pipeline schedule target selector: "pattern string (required ...)"`),
    ],
    requiredExactly: { exactly: ['cronPattern', 'enabled', 'repository', 'target', 'workspace'], source: `${SEED_RES}, PipelineSchedule` },
    defaults: [def('target.selector.type', 'branches', `${SEED_NESTED}, pipeline schedule target selector: "type string, default \`branches\`"`)],
    enums: [oneOf('target.refType', ['branch', 'tag'], `${SEED_NESTED}, pipeline schedule target`)],
    importId: { shape: '<workspace>/<repo-slug>/<uuid>', source: SEED_IMPORT },
  },
  {
    name: 'pipeline known host',
    l1: 'repo.PipelineSshKnownHost',
    source: `${SEED_NESTED}, pipeline known-host public key ("known hosts" are seen only as nested types)`,
    note: 'the documents name the type, not the property holding it: `publicKey` is read from the type\'s name "known-host public key"',
    enums: [oneOf('publicKey.keyType', ['ssh-ed25519', 'ecdsa-sha2-nistp256', 'ssh-rsa', 'ssh-dss'], `${SEED_NESTED}, pipeline known-host public key`)],
  },
  {
    name: 'Repository',
    l1: 'repo.Repository',
    source: `${REF}, Repository`,
    required: req(['owner', 'name'], `${REF}, Repository: "owner R, name R"`),
    requiredExactly: { exactly: ['owner', 'name'], source: `${REF}, Repository` },
    defaults: [
      def('scm', 'git', `${REF}, Repository`),
      def('hasWiki', false, `${REF}, Repository`),
      def('hasIssues', false, `${REF}, Repository`),
      def('isPrivate', true, `${REF}, Repository`),
      def('pipelinesEnabled', false, `${REF}, Repository`),
      def('forkPolicy', 'allow_forks', `${REF}, Repository`),
    ],
    enums: [
      oneOf('scm', ['git', 'hg'], `${REF}, Repository`),
      oneOf('forkPolicy', ['allow_forks', 'no_public_forks', 'no_forks'], `${REF}, Repository`),
    ],
    importId: { shape: '<owner>/<slug>', source: REF_IMPORT },
  },
  {
    name: 'Project',
    l1: 'repo.Project',
    source: `${REF}, Project`,
    required: req(['key', 'owner', 'name'], `${REF}, Project: "key R, owner R, name R"`),
    requiredExactly: { exactly: ['key', 'owner', 'name'], source: `${REF}, Project` },
    defaults: [def('isPrivate', true, `${REF}, Project`)],
    importId: { shape: '<owner>/<key>', source: REF_IMPORT },
  },
  {
    name: 'getUser',
    l1: 'repo.DataRepoUser',
    source: 'seed: Endpoints, Data functions (repository-hosting package)',
    inputs: [{ path: 'uuid', source: 'seed: Endpoints, Data functions (repository-hosting package), getUser row' }],
  },
  {
    name: 'getWorkspace',
    l1: 'repo.DataRepoWorkspace',
    source: 'seed: Endpoints, Data functions (repository-hosting package)',
    required: req(['workspace'], 'seed: Endpoints, Data functions (repository-hosting package), getWorkspace row: "workspace string (required)"'),
    requiredExactly: { exactly: ['workspace'], source: 'seed: Endpoints, Data functions (repository-hosting package), getWorkspace row' },
  },
  { name: 'getCurrentUser', l1: 'repo.DataRepoCurrentUser', source: 'seed: Endpoints, Data functions (repository-hosting package)', note: 'no input' },
  ...(
    [
      ['file metadata', 'DataRepoFileMetadata'],
      ['group members', 'DataRepoGroupMembers'],
      ['groups', 'DataRepoGroups'],
      ['hook types', 'DataRepoHookTypes'],
      ['IP ranges', 'DataRepoIpRanges'],
      ['project', 'DataRepoProject'],
      ['repository', 'DataRepoRepository'],
      ['workspace members', 'DataRepoWorkspaceMembers'],
    ] as const
  ).map(
    ([name, cls]): Entry => ({
      name,
      l1: `repo.${cls}`,
      source: 'seed: Endpoints, Data functions (repository-hosting package), "others" row; data function result shapes',
      note: 'only the result shape is stated',
    }),
  ),
];
