import { provider as nullProvider, resource as nullResource } from '@cdktf/provider-null';
import { Testing, TerraformStack } from 'cdktf';
import { cap, idp, repo } from '../../src';
import { checkTerraformJson } from '../../src/constructs/schema-check';

test('L2s share a stack with a prebuilt provider, each referencing the other', () => {
  const s = new TerraformStack(Testing.app(), 'stack');
  new idp.IdpProvider(s, 'idp');
  new repo.RepoProvider(s, 'repo');
  new cap.CapProvider(s, 'cap');
  new nullProvider.NullProvider(s, 'null');
  const app = new idp.OAuthApplication(s, 'App', {
    name: 'a', slug: 'a', authorizationFlow: idp.IdpRef.fromFlowUuid('f1'), invalidationFlow: idp.IdpRef.fromFlowUuid('f2'),
  });
  const group = new cap.SpotScalingGroup(s, 'Group', { name: 'g', product: 'linux', securityGroups: ['sg'], minSize: 0, maxSize: 2 });
  const marker = new nullResource.Resource(s, 'marker', { triggers: { app: app.applicationUuid, group: group.resource.id } });
  new repo.ScheduledPipeline(s, 'Nightly', {
    repository: repo.RepoRef.fromRepositoryAttributes('acme', 'web'), schedule: repo.Schedule.daily('02:00'), branch: 'main', pipeline: `p-${marker.id}`,
  });
  const json = JSON.parse(Testing.synth(s, true));
  expect(checkTerraformJson(json)).toEqual([]);
  expect(json.resource.null_resource.marker.triggers).toEqual({
    app: expect.stringMatching(/^\$\{idp_application\.App_[0-9A-F]{8}\.uuid\}$/),
    group: expect.stringMatching(/^\$\{cap_pubcloud_a_scaling_group\.Group_[0-9A-F]{8}\.id\}$/),
  });
  expect(Object.values<any>(json.resource.repo_pipeline_schedule)[0].target.selector.pattern).toBe('p-${null_resource.marker.id}');
  expect(Object.keys(json.terraform.required_providers).sort()).toEqual(['cap', 'idp', 'null', 'repo']);
});
