import { SchemaCheck } from '../../src';
import { checkTerraformJson } from '../../src/constructs/schema-check';

const valid = {
  provider: { repo: [{ oauth_token: '${var.t}' }] },
  resource: {
    repo_pipeline_schedule: {
      nightly: {
        cron_pattern: '0 2 * * *',
        enabled: true,
        repository: 'web',
        workspace: 'acme',
        target: { ref_name: 'main', ref_type: 'branch', selector: { pattern: 'nightly' } },
      },
    },
    repo_branch_restriction: { r: { owner: 'a', repository: 'b', kind: 'push', groups: [{ owner: 'a', slug: 'x' }], value: '${var.n}' } },
    null_resource: { other: { anything: 1 } },
  },
  data: { repo_current_user: { me: {} } },
};

describe('offline schema check', () => {
  test('a valid configuration has no problems (other providers are not judged)', () => {
    expect(SchemaCheck.check(valid)).toEqual([]);
  });

  test('finds unknown types and attributes, missing required attributes, computed-only values', () => {
    const bad = JSON.parse(JSON.stringify(valid));
    bad.resource.repo_pipeline_schedule.nightly.cronPattern = '0 2 * * *';
    delete bad.resource.repo_pipeline_schedule.nightly.workspace;
    bad.resource.repo_pipeline_schedule.nightly.uuid = 'u';
    bad.resource.repo_nonexistent = { x: {} };
    expect(checkTerraformJson(bad).sort()).toEqual([
      'resource.repo_nonexistent: unknown resource type of provider repo',
      'resource.repo_pipeline_schedule.nightly.cronPattern: unknown attribute or block "cronPattern"',
      'resource.repo_pipeline_schedule.nightly.uuid: is computed by the provider and cannot be set',
      'resource.repo_pipeline_schedule.nightly: missing required attribute "workspace"',
    ]);
  });

  test('finds wrong value types, blocks written as attributes and the reverse, too many items', () => {
    const bad = JSON.parse(JSON.stringify(valid));
    const s = bad.resource.repo_pipeline_schedule.nightly;
    s.enabled = 'maybe';
    s.target = 'main';
    bad.resource.repo_branch_restriction.r.value = { n: 1 };
    bad.resource.repo_branch_restriction.r.users = 'alice';
    const two = { ref_name: 'a', selector: { pattern: 'p' } };
    bad.resource.repo_pipeline_schedule.other = { cron_pattern: '0 2 * * *', enabled: true, repository: 'w', workspace: 'a', target: [two, two] };
    expect(checkTerraformJson(bad).sort()).toEqual([
      'resource.repo_branch_restriction.r.users: expected a set, got string "alice"',
      'resource.repo_branch_restriction.r.value: expected number, got an object',
      'resource.repo_pipeline_schedule.nightly.enabled: expected bool, got string "maybe"',
      'resource.repo_pipeline_schedule.nightly.target: is a block: expected an object or a list of objects, got string "main"',
      'resource.repo_pipeline_schedule.other.target: at most 1 block(s) allowed, got 2',
    ]);
  });

  test('checks provider blocks', () => {
    expect(checkTerraformJson({ provider: { idp: [{ url: 'u', tokn: 'x' }, { alias: 'b', insecure: 'no' }] } })).toEqual([
      'provider.idp[0].tokn: unknown attribute or block "tokn"',
      'provider.idp[1].insecure: expected bool, got string "no"',
    ]);
  });
});
