/**
 * The object-reference kinds L2 props take, for the kind checks of `PropProblems` and their
 * messages: what an object of the kind has, and what to pass.
 *
 * Internal to the L2s: not exported from the package index.
 */
import { ClassKind, RefKind } from './problems';

/** `idp.IFlow`. */
export const FLOW: RefKind = {
  name: 'idp.IFlow',
  attributes: ['flowUuid'],
  hint: 'an idp.Flow, idp.DataIdpFlow or idp.StagedFlow; idp.IdpRef.fromFlowUuid(uuid) for a flow outside the app',
};

/** `idp.IGroup`. */
export const GROUP: RefKind = {
  name: 'idp.IGroup',
  attributes: ['groupUuid'],
  hint: 'an idp.Group; idp.IdpRef.fromGroupUuid(uuid) for a group outside the app',
};

/** `idp.IUser`. */
export const USER: RefKind = {
  name: 'idp.IUser',
  attributes: ['userId'],
  hint: 'an idp.User, idp.ServiceAccount or idp.DataIdpUser; idp.IdpRef.fromUserId(id) for a user outside the app',
};

/** `idp.IOutpost`. */
export const OUTPOST: RefKind = {
  name: 'idp.IOutpost',
  attributes: ['outpostUuid'],
  hint: 'an idp.Outpost or idp.DataIdpOutpost; idp.IdpRef.fromOutpostUuid(uuid) for an outpost managed elsewhere',
};

/** `idp.IPolicy`. */
export const POLICY: RefKind = {
  name: 'idp.IPolicy',
  attributes: ['policyUuid'],
  hint: 'an idp.PolicyExpression, idp.PolicyEventMatcher or idp.PolicyDummy; idp.IdpRef.fromPolicyUuid(uuid) for a policy outside the app',
};

/** `idp.IApplication`. */
export const APPLICATION: RefKind = {
  name: 'idp.IApplication',
  attributes: ['applicationUuid'],
  hint: 'an idp.OAuthApplication, idp.ProxyApplication, idp.SamlApplication or idp.Application; idp.IdpRef.fromApplicationUuid(uuid) for an application outside the app',
};

/** `idp.IProtocolProvider`. */
export const PROTOCOL_PROVIDER: RefKind = {
  name: 'idp.IProtocolProvider',
  attributes: ['protocolProviderId'],
  hint: "an idp.ProviderOauth2 or idp.ProviderProxy; idp.IdpRef.fromProtocolProviderId('42') for a provider outside the app, by its integer id",
};

/** `idp.IStage`. */
export const STAGE: RefKind = {
  name: 'idp.IStage',
  attributes: ['stageId'],
  hint: 'an idp.StageIdentification, idp.StagePassword, idp.StageUserLogin, idp.StageConsent or any other idp.Stage* resource, or idp.DataIdpStage; idp.IdpRef.fromStageId(id) for a stage outside the app',
};

/** `idp.IScopeMapping`. */
export const SCOPE_MAPPING: RefKind = {
  name: 'idp.IScopeMapping',
  attributes: ['scopeMappingId'],
  hint: 'an idp.PropertyMappingProviderScope or idp.DataIdpPropertyMappingProviderScope; idp.IdpRef.fromScopeMappingId(id) for a scope mapping outside the app',
};

/** `idp.IPropertyMapping`, where a SAML provider takes one. */
export const SAML_PROPERTY_MAPPING: RefKind = {
  name: 'idp.IPropertyMapping',
  attributes: ['propertyMappingId'],
  hint: 'an idp.PropertyMappingProviderSaml or idp.DataIdpPropertyMappingProviderSaml; idp.IdpRef.fromPropertyMappingId(id) for a property mapping outside the app',
};

/** `idp.ISource`. */
export const SOURCE: RefKind = {
  name: 'idp.ISource',
  attributes: ['sourceUuid'],
  hint: 'an idp.SocialLoginSource, idp.SourceOauth or another idp.Source* resource, or idp.DataIdpSource; idp.IdpRef.fromSourceUuid(uuid) for a source outside the app',
};

/** `idp.ICertificateKeyPair`. */
export const CERTIFICATE_KEY_PAIR: RefKind = {
  name: 'idp.ICertificateKeyPair',
  attributes: ['certificateKeyPairId'],
  hint: 'an idp.CertificateKeyPair or idp.DataIdpCertificateKeyPair; idp.IdpRef.fromCertificateKeyPairId(id) for a certificate-key pair outside the app',
};

/** `repo.IRepository`. */
export const REPOSITORY: RefKind = {
  name: 'repo.IRepository',
  attributes: ['repositoryWorkspace', 'repositorySlug'],
  hint: 'a repo.HostedRepository, repo.RepositoryFork, repo.Repository, repo.ForkedRepository or repo.DataRepoRepository; repo.RepoRef.fromRepositoryAttributes(workspace, slug) for a repository outside the app',
};

/** `repo.IWorkspaceGroup`. */
export const WORKSPACE_GROUP: RefKind = {
  name: 'repo.IWorkspaceGroup',
  attributes: ['groupWorkspace', 'groupSlug'],
  hint: 'a repo.PermissionGroup or repo.Group; repo.RepoRef.fromGroupAttributes(workspace, slug) for a group outside the app',
};

/** `repo.IDeployment`. */
export const DEPLOYMENT: RefKind = {
  name: 'repo.IDeployment',
  attributes: ['deploymentId'],
  hint: 'a repo.Deployment (what HostedRepository.addDeployment returns) or repo.DataRepoDeployment; repo.RepoRef.fromDeploymentId(id) for a deployment outside the app',
};

/** `repo.Schedule`. */
export const SCHEDULE: ClassKind = {
  name: 'repo.Schedule',
  hint: "repo.Schedule.daily('02:00'), weekly('Mon', '06:30'), hourly(30), or cron('0 0 12 * * ? *') for a cron expression",
};

/** `cap.TimeWindow`. */
export const TIME_WINDOW: ClassKind = {
  name: 'cap.TimeWindow',
  hint: "cap.TimeWindow.parse('Sat:00:00-Mon:06:00') or cap.TimeWindow.of('Sat', '00:00', 'Mon', '06:00')",
};

/** `cap.CapacitySplit`. */
export const CAPACITY_SPLIT: ClassKind = {
  name: 'cap.CapacitySplit',
  hint: 'cap.CapacitySplit.spotPercentage(80) or cap.CapacitySplit.onDemandCount(2)',
};

/** `cap.MapReduceScalingPolicy`. */
export const MAP_REDUCE_SCALING_POLICY: ClassKind = {
  name: 'cap.MapReduceScalingPolicy',
  hint: 'cap.MapReduceScalingPolicy.adjust({ ... }), adjustByPercentage, minTarget, maxTarget or updateCapacity',
};

/** `cap.INodePoolCluster`. */
export const NODE_POOL_CLUSTER: RefKind = {
  name: 'cap.INodePoolCluster',
  attributes: ['nodePoolClusterId'],
  hint: 'a cap.SpotNodePoolCluster or cap.pubcloud_b.NodePoolCluster; cap.CapRef.fromNodePoolClusterId(id) for a cluster outside the app',
};

/** `cap.IEcsLikeCluster`. */
export const ECS_LIKE_CLUSTER: RefKind = {
  name: 'cap.IEcsLikeCluster',
  attributes: ['ecsLikeClusterId'],
  hint: 'a cap.SpotEcsLikeCluster or cap.ecs_like.Cluster; cap.CapRef.fromEcsLikeClusterId(id) for a cluster outside the app',
};

/** `cap.ICluster`. */
export const CLUSTER: RefKind = {
  name: 'cap.ICluster',
  attributes: ['clusterId'],
  hint: 'a cap.SpotCluster or cap.pubcloud_a.Cluster; cap.CapRef.fromClusterId(id) for a cluster outside the app',
};

/** `cap.IClusterImport`. */
export const CLUSTER_IMPORT: RefKind = {
  name: 'cap.IClusterImport',
  attributes: ['clusterImportId'],
  hint: 'a cap.SpotClusterImport or cap.pubcloud_c.ClusterImport; cap.CapRef.fromClusterImportId(id) for a cluster outside the app',
};

/** `cap.IVerificationProvider`. */
export const VERIFICATION_PROVIDER: RefKind = {
  name: 'cap.IVerificationProvider',
  attributes: ['verificationProviderName'],
  hint: 'a cap.VerificationProvider or cap.CdVerificationProvider; cap.CapRef.fromVerificationProviderName(name) for a provider outside the app',
};

/** `cap.IVerificationTemplate`. */
export const VERIFICATION_TEMPLATE: RefKind = {
  name: 'cap.IVerificationTemplate',
  attributes: ['verificationTemplateName'],
  hint: 'a cap.VerificationTemplate or cap.CdVerificationTemplate; cap.CapRef.fromVerificationTemplateName(name) for a template outside the app',
};

/** `cap.IRolloutStrategy`. */
export const ROLLOUT_STRATEGY: RefKind = {
  name: 'cap.IRolloutStrategy',
  attributes: ['rolloutStrategyName'],
  hint: 'a cap.RolloutStrategy or cap.CdStrategy; cap.CapRef.fromRolloutStrategyName(name) for a strategy outside the app',
};

/** `cap.IOrganizationPolicy`. */
export const ORGANIZATION_POLICY: RefKind = {
  name: 'cap.IOrganizationPolicy',
  attributes: ['organizationPolicyId'],
  hint: 'a cap.AccessPolicy or cap.OrganizationPolicy; cap.CapRef.fromOrganizationPolicyId(id) for a policy outside the app',
};

/** `cap.IOrganizationUser`. */
export const ORGANIZATION_USER: RefKind = {
  name: 'cap.IOrganizationUser',
  attributes: ['organizationUserId'],
  hint: 'a cap.OrganizationMember or cap.OrganizationUser; cap.CapRef.fromOrganizationUserId(id) for a user outside the app',
};
