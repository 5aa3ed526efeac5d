/**
 * Every attribute getter of the L2s reads the attribute its doc comment names, of the L1 it belongs
 * to: the reference each one produces, written into an output, is `${<type>.<name>.<attribute>}`.
 */
import { TerraformOutput, TerraformResource, TerraformStack, TerraformVariable, Testing } from 'cdktf';
import { cap, idp, repo } from '../../src';
import { readL2Api } from '../support/l2-api';

const flows = { authorizationFlow: idp.IdpRef.fromFlowUuid('a'), invalidationFlow: idp.IdpRef.fromFlowUuid('i') };
const web = (s: TerraformStack) => new repo.HostedRepository(s, 'Web', { workspace: 'acme', name: 'web' });
const fork = (s: TerraformStack) => new repo.RepositoryFork(s, 'F', { parent: web(s), workspace: 'me', name: 'web-fork' });
const group = (s: TerraformStack) => new repo.PermissionGroup(s, 'P', { workspace: 'acme', name: 'devs' });
const hook = (s: TerraformStack) => new repo.RepositoryWebhook(s, 'H', { repository: web(s), url: 'https://ci.example.com/hook', events: ['repo:push'] });
const project = (s: TerraformStack) => new repo.RepositoryProject(s, 'P', { workspace: 'acme', key: 'PLAT', name: 'Platform' });
const oauth = (s: TerraformStack) => new idp.OAuthApplication(s, 'A', { name: 't', slug: 't', ...flows });
const saml = (s: TerraformStack) => new idp.SamlApplication(s, 'A', { name: 't', slug: 't', acsUrl: 'https://t.example.com/acs', ...flows });
const account = (s: TerraformStack) => new idp.ServiceAccount(s, 'U', { username: 'ci' });

/** [`Class.getter`, builds the L2, the L1 it reads (default: the L2's `resource`), the Terraform attribute] */
type Row = [string, (s: TerraformStack) => any, ((l2: any) => TerraformResource) | undefined, string];

const accessPolicy = (s: TerraformStack) => new cap.AccessPolicy(s, 'P', { name: 'p', statements: [{ effect: 'e', actions: ['a'], resources: ['r'] }] });
const RIGHT_SIZING = { name: 'r', workloads: [{ namespace: 'w' }], intervals: [{ repetitionBasis: 'b', days: ['d'], startTime: 's', endTime: 'e' }] };
const metricsProvider = (s: TerraformStack) => new cap.VerificationProvider(s, 'V', { name: 'metrics', clusters: [cap.CapRef.fromClusterId('c')], prometheusAddress: 'http://prometheus:9090' });

const ROWS: Row[] = [
  ['AccessPolicy.organizationPolicyId', accessPolicy, undefined, 'id'],
  ['UserGroup.userGroupId', (s) => new cap.UserGroup(s, 'G', { name: 'g' }), undefined, 'id'],
  ['OrganizationMember.organizationUserId', (s) => new cap.OrganizationMember(s, 'U', { email: 'u@example.com', firstName: 'U', lastName: 'S' }), undefined, 'id'],
  ['ProgrammaticUser.programmaticUserId', (s) => new cap.ProgrammaticUser(s, 'U', { name: 'ci' }), undefined, 'id'],
  ['RightSizingRule.ruleId', (s) => new cap.RightSizingRule(s, 'R', { ...RIGHT_SIZING, cluster: cap.CapRef.fromClusterId('c') }), undefined, 'id'],
  ['SpotScalingGroup.scalingGroupId', (s) => new cap.SpotScalingGroup(s, 'G', { name: 'w', product: 'linux', securityGroups: ['sg-1'], minSize: 0, maxSize: 2 }), undefined, 'id'],
  ['SpotScalingGroupPubcloudB.scalingGroupId', (s) => new cap.SpotScalingGroupPubcloudB(s, 'G', {
    name: 'w', region: 'region-1', resourceGroupName: 'rg', os: 'Linux', virtualNetworkName: 'main', subnetName: 'web', onDemandSizes: ['size-a'], minSize: 0, maxSize: 2,
  }), undefined, 'id'],
  ['SpotScalingGroupPubcloudC.scalingGroupId', (s) => new cap.SpotScalingGroupPubcloudC(s, 'G', { name: 'w', minSize: 0, maxSize: 2, desiredCapacity: 1 }), undefined, 'id'],
  ['SpotManagedK8sScalingGroup.scalingGroupId', (s) => new cap.SpotManagedK8sScalingGroup(s, 'G', {
    name: 'w', clusterId: 'k-1', clusterZoneName: 'zone-a', minSize: 0, maxSize: 2, desiredCapacity: 1,
  }), undefined, 'id'],
  ['SpotCluster.clusterId', (s) => new cap.SpotCluster(s, 'C', { imageId: 'img-1', securityGroups: ['sg-1'], subnetIds: ['subnet-1'], minSize: 1, maxSize: 3 }), undefined, 'id'],
  ['SpotNodePoolCluster.nodePoolClusterId', (s) => new cap.SpotNodePoolCluster(s, 'N', {
    name: 'p', controllerClusterId: 'c', managedClusterName: 'm', managedClusterRegion: 'r', managedResourceGroupName: 'g', managedInfrastructureResourceGroupName: 'i', availabilityZones: ['1'],
  }), undefined, 'id'],
  ['NodePoolNodeGroup.nodeGroupId', (s) => new cap.NodePoolNodeGroup(s, 'NG', { cluster: cap.CapRef.fromNodePoolClusterId('np-1'), name: 'g' }), undefined, 'id'],
  ['SpotEcsLikeCluster.ecsLikeClusterId', (s) => new cap.SpotEcsLikeCluster(s, 'E', {
    name: 'e', clusterName: 'e', region: 'r', imageId: 'img', securityGroups: ['sg'], subnetIds: ['subnet'],
  }), undefined, 'id'],
  ['EcsLikeNodeGroup.nodeGroupId', (s) => new cap.EcsLikeNodeGroup(s, 'EG', { cluster: cap.CapRef.fromEcsLikeClusterId('ecs-1'), name: 'g' }), undefined, 'id'],
  ['SpotClusterImport.clusterImportId', (s) => new cap.SpotClusterImport(s, 'CI', { clusterName: 'prod', location: 'zone-a' }), undefined, 'id'],
  ['ClusterImportNodeGroup.nodeGroupId', (s) => new cap.ClusterImportNodeGroup(s, 'IG', { cluster: cap.CapRef.fromClusterImportId('imp-1'), nodePoolName: 'pool' }), undefined, 'id'],
  ['VerificationProvider.verificationProviderName', metricsProvider, undefined, 'name'],
  ['VerificationTemplate.verificationTemplateName', (s) => new cap.VerificationTemplate(s, 'VT', {
    name: 'error-rate', provider: metricsProvider(s), metrics: [{ name: 'errors', query: 'sum(rate(errors[1m]))' }],
  }), undefined, 'name'],
  ['RolloutStrategy.rolloutStrategyName', (s) => new cap.RolloutStrategy(s, 'RS', { name: 'canary', canarySteps: [{ weight: 20 }] }), undefined, 'strategy_name'],
  ['Rollout.rolloutId', (s) => new cap.Rollout(s, 'RO', {
    name: 'web', cluster: cap.CapRef.fromClusterId('c'), namespace: 'web', deploymentName: 'web', strategy: cap.CapRef.fromRolloutStrategyName('canary'),
  }), undefined, 'id'],
  ['SpotMapReduceScaler.mapReduceScalerId', (s) => new cap.SpotMapReduceScaler(s, 'M', { name: 'etl', strategy: 'new' }), undefined, 'id'],
  ['StatefulSpotInstance.managedInstanceId', (s) => new cap.StatefulSpotInstance(s, 'I', { name: 'db', product: 'linux', imageId: 'img', vpcId: 'vpc', subnetIds: ['subnet'] }), undefined, 'id'],
  ['SpotAppPlatform.appPlatformId', (s) => new cap.SpotAppPlatform(s, 'A', {
    name: 'web', product: 'linux', region: 'r', minSize: 0, maxSize: 2, desiredCapacity: 1, spotInstanceTypes: ['m5.large'],
  }), undefined, 'id'],
  ['RepositoryFork.repositoryWorkspace', fork, undefined, 'owner'],
  ['RepositoryFork.repositorySlug', fork, undefined, 'slug'],
  ['RepositoryFork.repositoryUuid', fork, undefined, 'uuid'],
  ['PermissionGroup.groupWorkspace', group, undefined, 'workspace'],
  ['PermissionGroup.groupSlug', group, undefined, 'slug'],
  ['RepositoryWebhook.hookUuid', hook, undefined, 'uuid'],
  ['RepositoryWebhook.secretSet', hook, undefined, 'secret_set'],
  ['RepositoryProject.projectWorkspace', project, undefined, 'owner'],
  ['RepositoryProject.projectKey', project, undefined, 'key'],
  ['RepositoryProject.projectId', project, undefined, 'id'],
  ['HostedRepository.repositoryWorkspace', web, undefined, 'owner'],
  ['HostedRepository.repositorySlug', web, undefined, 'slug'],
  ['HostedRepository.repositoryId', web, undefined, 'id'],
  ['HostedRepository.repositoryUuid', web, undefined, 'uuid'],
  ['HostedRepository.cloneHttpsUrl', web, undefined, 'clone_https'],
  ['HostedRepository.cloneSshUrl', web, undefined, 'clone_ssh'],
  ['StagedFlow.flowUuid', (s) => new idp.StagedFlow(s, 'F', { name: 't', slug: 't', designation: 'authentication' }), undefined, 'uuid'],
  ['ManagedOutpost.outpostUuid', (s) => new idp.ManagedOutpost(s, 'O', { name: 'o' }), undefined, 'id'],
  ['FlowBrand.brandUuid', (s) => new idp.FlowBrand(s, 'B', { domain: 'example.com' }), undefined, 'id'],
  ['NotificationRoute.eventRuleId', (s) => {
    const route = new idp.NotificationRoute(s, 'R', { name: 't', notifyEventUser: true });
    route.matchEvents({ action: 'login_failed' });
    return route;
  }, undefined, 'id'],
  ['ApplicationBase.applicationId', oauth, undefined, 'id'],
  ['ApplicationBase.applicationUuid', oauth, undefined, 'uuid'],
  ['OAuthApplication.clientId', oauth, (a) => a.oauth2Provider, 'client_id'],
  ['OAuthApplication.clientSecret', oauth, (a) => a.oauth2Provider, 'client_secret'],
  ['SamlApplication.ssoUrlPost', saml, (a) => a.samlProvider, 'url_sso_post'],
  ['SamlApplication.ssoUrlRedirect', saml, (a) => a.samlProvider, 'url_sso_redirect'],
  ['SamlApplication.ssoUrlInit', saml, (a) => a.samlProvider, 'url_sso_init'],
  ['SamlApplication.sloUrlPost', saml, (a) => a.samlProvider, 'url_slo_post'],
  ['SamlApplication.sloUrlRedirect', saml, (a) => a.samlProvider, 'url_slo_redirect'],
  ['Role.roleId', (s) => new idp.Role(s, 'R', { name: 'r' }), undefined, 'id'],
  ['ServiceAccount.userId', account, undefined, 'id'],
  ['ServiceAccount.username', account, undefined, 'username'],
  ['SocialLoginSource.sourceUuid', (s) => new idp.SocialLoginSource(s, 'S', {
    name: 'g', slug: 'g', providerType: 'github', consumerKey: 'k', consumerSecret: new TerraformVariable(s, 'secret', { type: 'string', sensitive: true }).stringValue,
  }), undefined, 'uuid'],
];

test.each(ROWS)('%s reads the attribute its doc names', (key, build, l1, attribute) => {
  const getter = key.split('.')[1];
  const stack = new TerraformStack(Testing.app(), 'stack');
  new idp.IdpProvider(stack, 'idp');
  new repo.RepoProvider(stack, 'repo');
  new cap.CapProvider(stack, 'cap');
  const l2 = build(stack);
  const resource: TerraformResource = l1 ? l1(l2) : l2.resource;
  new TerraformOutput(stack, 'out', { value: l2[getter], sensitive: true });
  const out = JSON.parse(Testing.synth(stack, true)).output.out.value;
  expect(out).toBe(`\${${resource.terraformResourceType}.${resource.friendlyUniqueId}.${attribute}}`);
});

test('the table holds every getter of the L2s that reads an attribute of an L1', () => {
  const reads = [...readL2Api().getters.values()].filter((g) => /^(string|IResolvable)$/.test(g.type) && /^this\.\w+\.\w+$/.test(g.returns ?? ''));
  expect(ROWS.map((r) => r[0]).sort()).toEqual(reads.map((g) => g.key).sort());
});
