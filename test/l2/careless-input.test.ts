/**
 * Careless input (issue 13): props as JavaScript, `as any`, environment variables and other languages
 * give them. For every L2 construct, every public method and every value-class factory, a table of
 * its props (required or optional, and of what kind); the tests walk the table: each required prop
 * missing, each prop given a value of the wrong kind, all of them wrong at once, each optional prop
 * given as null (the same as not given), and tokens, which are never judged. Every error names where
 * it happened (the construct path, or the method), the prop, the value given and the kind expected,
 * and none is a TypeError.
 *
 * The table is kept honest by the last tests: its prop names are those of the props interfaces and
 * method parameters in the TypeScript sources of src/l2 (read with the TypeScript compiler API), and
 * every public constructor and method that takes arguments has a row.
 */
import { Lazy, TerraformElement, TerraformStack, TerraformVariable, Testing, Token } from 'cdktf';
import { Construct } from 'constructs';
import { cap, idp, repo } from '../../src';
import { checkTerraformJson } from '../../src/constructs/schema-check';
import { HostedRepository } from '../../src/l2/repo/hosted-repository';
import { ApiMember, readL2Api } from '../support/l2-api';

type Kind =
  | 'string' | 'number' | 'boolean' | 'strings' | 'stringMap' | 'struct'
  | 'IFlow' | 'ISource' | 'IGroup' | 'IUser' | 'IGroup[]' | 'IOutpost' | 'IPolicy' | 'IStage' | 'IScopeMapping[]' | 'ISamlMapping' | 'ISamlMapping[]' | 'ICertificateKeyPair' | 'IApplication' | 'IProtocolProvider' | 'IRepository' | 'IWorkspaceGroup' | 'IWorkspaceGroup[]' | 'IDeployment' | 'IPolicy[]' | 'Construct'
  | 'Schedule' | 'TimeWindow' | 'TimeWindow[]' | 'struct[]' | 'MapReduceScalingPolicy' | 'INodePoolCluster' | 'IEcsLikeCluster' | 'ICluster' | 'IClusterImport' | 'IOrganizationPolicy' | 'IOrganizationUser' | 'IOrganizationUser[]'
  | 'CapacitySplit' | 'subnetsByRegion'
  | 'ICluster[]' | 'INodePoolCluster[]' | 'IEcsLikeCluster[]' | 'IClusterImport[]' | 'IVerificationProvider' | 'IVerificationTemplate[]' | 'IRolloutStrategy';

interface Prop {
  readonly kind: Kind;
  /** Required (a missing value is an error). */
  readonly required?: boolean;
  /** A credential: messages show its kind, never its value. */
  readonly secret?: boolean;
  /** Tokens are refused (construct ids, time windows: literals only). */
  readonly literal?: boolean;
  /** Props set with this one (a combination the prop needs to be valid). */
  readonly with?: Record<string, unknown>;
}

/** What a message says is expected, per kind. */
const EXPECTED: Record<Kind, string> = {
  'string': 'a string',
  'number': 'a number',
  'boolean': 'a boolean (true or false)',
  'strings': 'a list of strings',
  'stringMap': 'a map of strings',
  'struct': 'an object of named properties',
  'IFlow': 'an idp.IFlow (an idp.Flow, idp.DataIdpFlow or idp.StagedFlow; idp.IdpRef.fromFlowUuid(uuid) for a flow outside the app)',
  'IGroup': 'an idp.IGroup (an idp.Group; idp.IdpRef.fromGroupUuid(uuid) for a group outside the app)',
  'IUser': 'an idp.IUser (an idp.User, idp.ServiceAccount or idp.DataIdpUser; idp.IdpRef.fromUserId(id) for a user outside the app)',
  'ISource': 'an idp.ISource (an idp.SocialLoginSource, idp.SourceOauth or another idp.Source* resource, or idp.DataIdpSource; idp.IdpRef.fromSourceUuid(uuid) for a source outside the app)',
  'IGroup[]': 'a list of idp.IGroup (an idp.Group; idp.IdpRef.fromGroupUuid(uuid) for a group outside the app)',
  'IOutpost': 'an idp.IOutpost (an idp.Outpost or idp.DataIdpOutpost; idp.IdpRef.fromOutpostUuid(uuid) for an outpost managed elsewhere)',
  'IPolicy': 'an idp.IPolicy (an idp.PolicyExpression, idp.PolicyEventMatcher or idp.PolicyDummy; idp.IdpRef.fromPolicyUuid(uuid) for a policy outside the app)',
  'IStage': 'an idp.IStage (an idp.StageIdentification, idp.StagePassword, idp.StageUserLogin, idp.StageConsent or any other idp.Stage* resource, or idp.DataIdpStage; idp.IdpRef.fromStageId(id) for a stage outside the app)',
  'IScopeMapping[]': 'a list of idp.IScopeMapping (an idp.PropertyMappingProviderScope or idp.DataIdpPropertyMappingProviderScope; idp.IdpRef.fromScopeMappingId(id) for a scope mapping outside the app)',
  'ISamlMapping': 'an idp.IPropertyMapping (an idp.PropertyMappingProviderSaml or idp.DataIdpPropertyMappingProviderSaml; idp.IdpRef.fromPropertyMappingId(id) for a property mapping outside the app)',
  'ISamlMapping[]': 'a list of idp.IPropertyMapping (an idp.PropertyMappingProviderSaml or idp.DataIdpPropertyMappingProviderSaml; idp.IdpRef.fromPropertyMappingId(id) for a property mapping outside the app)',
  'ICertificateKeyPair': 'an idp.ICertificateKeyPair (an idp.CertificateKeyPair or idp.DataIdpCertificateKeyPair; idp.IdpRef.fromCertificateKeyPairId(id) for a certificate-key pair outside the app)',
  'IApplication': 'an idp.IApplication (an idp.OAuthApplication, idp.ProxyApplication, idp.SamlApplication or idp.Application; idp.IdpRef.fromApplicationUuid(uuid) for an application outside the app)',
  'IProtocolProvider': "an idp.IProtocolProvider (an idp.ProviderOauth2 or idp.ProviderProxy; idp.IdpRef.fromProtocolProviderId('42') for a provider outside the app, by its integer id)",
  'IRepository': 'a repo.IRepository (a repo.HostedRepository, repo.RepositoryFork, repo.Repository, repo.ForkedRepository or repo.DataRepoRepository; repo.RepoRef.fromRepositoryAttributes(workspace, slug) for a repository outside the app)',
  'IPolicy[]': 'a list of idp.IPolicy (an idp.PolicyExpression, idp.PolicyEventMatcher or idp.PolicyDummy; idp.IdpRef.fromPolicyUuid(uuid) for a policy outside the app)',
  'IWorkspaceGroup[]': 'a list of repo.IWorkspaceGroup (a repo.PermissionGroup or repo.Group; repo.RepoRef.fromGroupAttributes(workspace, slug) for a group outside the app)',
  'IWorkspaceGroup': 'a repo.IWorkspaceGroup (a repo.PermissionGroup or repo.Group; repo.RepoRef.fromGroupAttributes(workspace, slug) for a group outside the app)',
  'IDeployment': 'a repo.IDeployment (a repo.Deployment (what HostedRepository.addDeployment returns) or repo.DataRepoDeployment; repo.RepoRef.fromDeploymentId(id) for a deployment outside the app)',
  'Schedule': "a repo.Schedule (repo.Schedule.daily('02:00'), weekly('Mon', '06:30'), hourly(30), or cron('0 0 12 * * ? *') for a cron expression)",
  'TimeWindow': "a cap.TimeWindow (cap.TimeWindow.parse('Sat:00:00-Mon:06:00') or cap.TimeWindow.of('Sat', '00:00', 'Mon', '06:00'))",
  'TimeWindow[]': "a list of cap.TimeWindow (cap.TimeWindow.parse('Sat:00:00-Mon:06:00') or cap.TimeWindow.of('Sat', '00:00', 'Mon', '06:00'))",
  'Construct': 'a Construct (the scope to create it in)',
  'struct[]': 'a list of objects of named properties',
  'MapReduceScalingPolicy': 'a cap.MapReduceScalingPolicy (cap.MapReduceScalingPolicy.adjust({ ... }), adjustByPercentage, minTarget, maxTarget or updateCapacity)',
  'INodePoolCluster': 'a cap.INodePoolCluster (a cap.SpotNodePoolCluster or cap.pubcloud_b.NodePoolCluster; cap.CapRef.fromNodePoolClusterId(id) for a cluster outside the app)',
  'IEcsLikeCluster': 'a cap.IEcsLikeCluster (a cap.SpotEcsLikeCluster or cap.ecs_like.Cluster; cap.CapRef.fromEcsLikeClusterId(id) for a cluster outside the app)',
  'ICluster': 'a cap.ICluster (a cap.SpotCluster or cap.pubcloud_a.Cluster; cap.CapRef.fromClusterId(id) for a cluster outside the app)',
  'IClusterImport': 'a cap.IClusterImport (a cap.SpotClusterImport or cap.pubcloud_c.ClusterImport; cap.CapRef.fromClusterImportId(id) for a cluster outside the app)',
  'IOrganizationPolicy': 'a cap.IOrganizationPolicy (a cap.AccessPolicy or cap.OrganizationPolicy; cap.CapRef.fromOrganizationPolicyId(id) for a policy outside the app)',
  'IOrganizationUser': 'a cap.IOrganizationUser (a cap.OrganizationMember or cap.OrganizationUser; cap.CapRef.fromOrganizationUserId(id) for a user outside the app)',
  'IOrganizationUser[]': 'a list of cap.IOrganizationUser (a cap.OrganizationMember or cap.OrganizationUser; cap.CapRef.fromOrganizationUserId(id) for a user outside the app)',
  'CapacitySplit': 'a cap.CapacitySplit (cap.CapacitySplit.spotPercentage(80) or cap.CapacitySplit.onDemandCount(2))',
  // SpotScalingGroupPubcloudC.subnets ({ [region]: string[] }): a map of lists, which no PropProblems helper checks; each list is checked as `subnets.<region>`
  'subnetsByRegion': 'a map of region to subnet names',
  'ICluster[]': 'a list of cap.ICluster (a cap.SpotCluster or cap.pubcloud_a.Cluster; cap.CapRef.fromClusterId(id) for a cluster outside the app)',
  'INodePoolCluster[]': 'a list of cap.INodePoolCluster (a cap.SpotNodePoolCluster or cap.pubcloud_b.NodePoolCluster; cap.CapRef.fromNodePoolClusterId(id) for a cluster outside the app)',
  'IEcsLikeCluster[]': 'a list of cap.IEcsLikeCluster (a cap.SpotEcsLikeCluster or cap.ecs_like.Cluster; cap.CapRef.fromEcsLikeClusterId(id) for a cluster outside the app)',
  'IClusterImport[]': 'a list of cap.IClusterImport (a cap.SpotClusterImport or cap.pubcloud_c.ClusterImport; cap.CapRef.fromClusterImportId(id) for a cluster outside the app)',
  'IVerificationProvider': 'a cap.IVerificationProvider (a cap.VerificationProvider or cap.CdVerificationProvider; cap.CapRef.fromVerificationProviderName(name) for a provider outside the app)',
  'IVerificationTemplate[]': 'a list of cap.IVerificationTemplate (a cap.VerificationTemplate or cap.CdVerificationTemplate; cap.CapRef.fromVerificationTemplateName(name) for a template outside the app)',
  'IRolloutStrategy': 'a cap.IRolloutStrategy (a cap.RolloutStrategy or cap.CdStrategy; cap.CapRef.fromRolloutStrategyName(name) for a strategy outside the app)',
};

/** A value of the wrong kind, as careless input gives it, and how a message shows it. */
const WRONG: Record<Kind, [unknown, string]> = {
  'string': [42, '42 (a number)'], // a number where a string belongs
  'number': ['3', '"3" (a string)'], // a string, as read from an environment variable
  'boolean': ['false', '"false" (a string)'], // a string, as read from an environment variable (and truthy)
  'strings': ['sg-1', '"sg-1" (a string)'], // one string where a list belongs
  'stringMap': ['team=ci', '"team=ci" (a string)'],
  'struct': [5, '5 (a number)'],
  'IFlow': ['flow-uuid', '"flow-uuid" (a string)'], // a string where an object reference belongs
  'IGroup': ['group-uuid', '"group-uuid" (a string)'],
  'IUser': ['42', '"42" (a string)'],
  'ISource': ['source-uuid', '"source-uuid" (a string)'],
  'IGroup[]': ['group-uuid', '"group-uuid" (a string)'],
  'IOutpost': ['outpost-uuid', '"outpost-uuid" (a string)'],
  'IPolicy': ['policy-uuid', '"policy-uuid" (a string)'],
  'IStage': ['stage-id', '"stage-id" (a string)'],
  'IScopeMapping[]': ['openid', '"openid" (a string)'], // an id where a list of references belongs
  'ISamlMapping': ['upn', '"upn" (a string)'], // an id where a reference belongs
  'ISamlMapping[]': ['upn', '"upn" (a string)'],
  'ICertificateKeyPair': ['key-id', '"key-id" (a string)'],
  'IApplication': ['app-uuid', '"app-uuid" (a string)'],
  'IProtocolProvider': ['42', '"42" (a string)'],
  'IRepository': ['acme/web', '"acme/web" (a string)'],
  'IPolicy[]': ['policy-uuid', '"policy-uuid" (a string)'],
  'IWorkspaceGroup[]': ['maintainers', '"maintainers" (a string)'],
  'IWorkspaceGroup': ['maintainers', '"maintainers" (a string)'],
  'IDeployment': ['acme/web:{uuid}', '"acme/web:{uuid}" (a string)'],
  'Schedule': ['0 0 12 * * ? *', '"0 0 12 * * ? *" (a string)'],
  'TimeWindow': ['Sat:00:00-Mon:06:00', '"Sat:00:00-Mon:06:00" (a string)'],
  'TimeWindow[]': ['Sat:00:00-Mon:06:00', '"Sat:00:00-Mon:06:00" (a string)'],
  'Construct': ['stack', '"stack" (a string)'], // a name where the scope belongs
  'struct[]': ['gpu=true:NoSchedule', '"gpu=true:NoSchedule" (a string)'],
  'MapReduceScalingPolicy': ['scale-up', '"scale-up" (a string)'],
  'INodePoolCluster': ['np-1', '"np-1" (a string)'], // a cluster's identifier where the cluster belongs
  'IEcsLikeCluster': ['ecs-1', '"ecs-1" (a string)'],
  'ICluster': ['c-1', '"c-1" (a string)'],
  'IClusterImport': ['imp-1', '"imp-1" (a string)'],
  'IOrganizationPolicy': ['pol-1', '"pol-1" (a string)'],
  'IOrganizationUser': ['u-1', '"u-1" (a string)'],
  'IOrganizationUser[]': ['u-1', '"u-1" (a string)'],
  'CapacitySplit': [80, '80 (a number)'], // the percentage where the split belongs
  'subnetsByRegion': [['default'], '["default"] (a list)'], // the subnet names without their region
  'ICluster[]': ['c-1', '"c-1" (a string)'], // one cluster's identifier where a list of clusters belongs
  'INodePoolCluster[]': ['np-1', '"np-1" (a string)'],
  'IEcsLikeCluster[]': ['ecs-1', '"ecs-1" (a string)'],
  'IClusterImport[]': ['imp-1', '"imp-1" (a string)'],
  'IVerificationProvider': ['metrics', '"metrics" (a string)'], // the provider's name where the provider belongs
  'IVerificationTemplate[]': ['error-rate', '"error-rate" (a string)'],
  'IRolloutStrategy': ['canary', '"canary" (a string)'],
};

/** A token of a kind (the kinds tokens stand for), made in the stack. */
function tokenOf(s: TerraformStack, prop: string, kind: Kind): unknown {
  const id = `v_${prop.replace(/[^A-Za-z0-9]/g, '_')}`;
  switch (kind) {
    case 'string': return new TerraformVariable(s, id, { type: 'string' }).stringValue;
    case 'number': return new TerraformVariable(s, id, { type: 'number' }).numberValue;
    case 'boolean': return new TerraformVariable(s, id, { type: 'bool' }).booleanValue;
    case 'strings': return new TerraformVariable(s, id, { type: 'list(string)' }).listValue;
    case 'stringMap': return Token.asStringMap(new TerraformVariable(s, id, { type: 'map(string)' }).value);
    default: return undefined; // object references, value classes and structs are not tokens
  }
}

/** One row of the table: a constructor, a method or a static factory, and its props. */
interface Case {
  /** `idp.OAuthApplication`, `idp.OAuthApplication.allowGroup`, `repo.Schedule.weekly`. */
  readonly label: string;
  /** What errors name: `OAuthApplication at 'stack/X'`, `OAuthApplication.allowGroup at 'stack/T'`, `Schedule.weekly`. */
  readonly where: string;
  /** Where the prop names come from: a props interface (`props`), or a method's parameters (`method`, `Class.method`). */
  readonly api: { readonly props?: string; readonly method?: string };
  readonly props: Record<string, Prop>;
  /** Valid values (a base the walk changes one prop of). */
  readonly valid: (s: TerraformStack) => Record<string, unknown>;
  /** Creates or calls with the values; `undefined` for no props object / no arguments at all. */
  readonly call: (s: TerraformStack, values: Record<string, unknown> | undefined) => unknown;
}

function stack(): TerraformStack {
  return new TerraformStack(Testing.app(), 'stack');
}

const flows = { authorizationFlow: idp.IdpRef.fromFlowUuid('auth'), invalidationFlow: idp.IdpRef.fromFlowUuid('inval') };
const web = () => repo.RepoRef.fromRepositoryAttributes('acme', 'web');
const secretVar = (s: TerraformStack, name: string) =>
  ((s.node.tryFindChild(name) as TerraformVariable | undefined) ?? new TerraformVariable(s, name, { type: 'string', sensitive: true })).stringValue;

// receivers of the method rows, at 'stack/T'
const oauth = (s: TerraformStack) => new idp.OAuthApplication(s, 'T', { name: 't', slug: 't', ...flows });
const proxy = (s: TerraformStack) => new idp.ProxyApplication(s, 'T', { name: 't', slug: 't', externalHost: 'https://t.example.com', internalHost: 'http://t:80', ...flows, outpost: idp.IdpRef.fromOutpostUuid('o') });
const saml = (s: TerraformStack) => new idp.SamlApplication(s, 'T', { name: 't', slug: 't', acsUrl: 'https://t.example.com/acs', ...flows });
const ldap = (s: TerraformStack) => new idp.LdapApplication(s, 'T', { name: 't', slug: 't', baseDn: 'dc=t', bindFlow: idp.IdpRef.fromFlowUuid('b'), unbindFlow: idp.IdpRef.fromFlowUuid('u') });
const role = (s: TerraformStack) => new idp.Role(s, 'T', { name: 't' });
const account = (s: TerraformStack) => new idp.ServiceAccount(s, 'T', { username: 't' });
const loginFlow = (s: TerraformStack) => new idp.AuthenticationFlow(s, 'T', { name: 't', slug: 't', passwordBackends: ['b'] });
const route = (s: TerraformStack) => new idp.NotificationRoute(s, 'T', { name: 't', notifyEventUser: true });
const flow = (s: TerraformStack) => new idp.StagedFlow(s, 'T', { name: 't', slug: 't', designation: 'authentication' });
const managedOutpost = (s: TerraformStack) => new idp.ManagedOutpost(s, 'T', { name: 't' });
const branch = (s: TerraformStack) => new repo.ProtectedBranch(s, 'T', { repository: web(), pattern: 'main' });
const group = (s: TerraformStack) => new cap.SpotScalingGroup(s, 'T', { name: 't', product: 'linux', securityGroups: ['sg'], minSize: 0, maxSize: 2 });
const cluster = (s: TerraformStack) => new cap.SpotCluster(s, 'T', { imageId: 'img', securityGroups: ['sg'], subnetIds: ['subnet'], minSize: 0, maxSize: 2 });
const POOLS = {
  name: 'p', controllerClusterId: 'c', managedClusterName: 'm', managedClusterRegion: 'r', managedResourceGroupName: 'g', managedInfrastructureResourceGroupName: 'i', availabilityZones: ['1'],
};
const pools = (s: TerraformStack) => new cap.SpotNodePoolCluster(s, 'T', POOLS);
const ecsLike = (s: TerraformStack) => new cap.SpotEcsLikeCluster(s, 'T', { name: 'e', clusterName: 'e', region: 'r', imageId: 'img', securityGroups: ['sg'], subnetIds: ['subnet'] });
const clusterImport = (s: TerraformStack) => new cap.SpotClusterImport(s, 'T', { clusterName: 't', location: 'l' });
const mapReduce = (s: TerraformStack) => new cap.SpotMapReduceScaler(s, 'T', { name: 't', strategy: 'new' });
const hub = (s: TerraformStack) => new HostedRepository(s, 'T', { workspace: 'acme', name: 't' });
const project = (s: TerraformStack) => new repo.RepositoryProject(s, 'T', { workspace: 'acme', key: 'T', name: 't' });
const permissionGroup = (s: TerraformStack) => new repo.PermissionGroup(s, 'T', { workspace: 'acme', name: 't' });
const repoWorkspace = (s: TerraformStack) => new repo.RepositoryWorkspace(s, 'T', { workspace: 'acme' });
/** A method of HostedRepositoryBase (shared with imported repositories); its errors name HostedRepository. */
const hubMethod = (name: string, props: Record<string, Prop>, valid: Case['valid'], call: Case['call']): Case => ({
  label: `repo.HostedRepository.${name}`, where: `HostedRepository.${name} at 'stack/T'`, api: { method: `HostedRepositoryBase.${name}` }, props, valid, call,
});
/** The methods of ApplicationBase, on each application L2; their errors name the L2. */
const APPLICATIONS = { OAuthApplication: oauth, ProxyApplication: proxy, SamlApplication: saml, LdapApplication: ldap };
const applicationMethods = (): Case[] => Object.entries(APPLICATIONS).flatMap(([cls, receiver]) => {
  const row = (name: string, props: Record<string, Prop>, valid: Case['valid'], call: (app: any, v: Record<string, unknown> | undefined) => unknown): Case => ({
    label: `idp.${cls}.${name}`, where: `${cls}.${name} at 'stack/T'`, api: { method: `ApplicationBase.${name}` }, props, valid, call: (s, v) => call(receiver(s), v),
  });
  return [
    row('allowGroup', { group: { kind: 'IGroup', ...R }, order: N, id: ID },
      () => ({ group: idp.IdpRef.fromGroupUuid('g') }), (app, v) => app.allowGroup(v?.group, options(v, 'order', 'id'))),
    row('addPolicy', { policy: { kind: 'IPolicy', ...R }, order: N, id: ID },
      () => ({ policy: idp.IdpRef.fromPolicyUuid('p') }), (app, v) => app.addPolicy(v?.policy, options(v, 'order', 'id'))),
    row('provisionTo', { url: { ...S, ...R }, token: { kind: 'string', required: true, secret: true }, filterGroup: { kind: 'IGroup' }, name: S },
      (s) => ({ url: 'https://x.example.com/scim', token: secretVar(s, 'scim_token') }), (app, v) => app.provisionTo(v)),
  ];
});
/** The right-sizing rule's options, as `addRightSizingRule` of each cluster L2 and `RightSizingRule` take them. */
const rightSizingProps = (): Record<string, Prop> => ({
  name: { ...S, ...R },
  workloads: { kind: 'struct[]', ...R },
  intervals: { kind: 'struct[]', ...R },
  cpuMin: N,
  cpuMax: N,
  memoryMin: N,
  memoryMax: N,
  downsideOnly: B,
  excludePreliminaryRecommendations: B,
  restartReplicas: S,
});
const rightSizingValid = () => ({
  name: 'r', workloads: [{ namespace: 'w' }], intervals: [{ repetitionBasis: 'b', days: ['d'], startTime: 's', endTime: 'e' }],
});
const rightSizingCases = (): Case[] => [
  ...([['SpotCluster', cluster], ['SpotNodePoolCluster', pools], ['SpotEcsLikeCluster', ecsLike], ['SpotClusterImport', clusterImport]] as const).map(([cls, receiver]) =>
    method(`cap.${cls}.addRightSizingRule`, `${cls}.addRightSizingRule`, { ...rightSizingProps(), id: ID }, rightSizingValid,
      (s, v) => (receiver(s).addRightSizingRule as any)(v))),
  construct('cap.RightSizingRule', 'RightSizingRule', {
    ...rightSizingProps(),
    cluster: { kind: 'ICluster', with: {} },
    nodePoolCluster: { kind: 'INodePoolCluster', with: { cluster: undefined } },
    ecsLikeCluster: { kind: 'IEcsLikeCluster', with: { cluster: undefined } },
    clusterImport: { kind: 'IClusterImport', with: { cluster: undefined } },
  }, () => ({ ...rightSizingValid(), cluster: cap.CapRef.fromClusterId('c') }), (s, p) => new cap.RightSizingRule(s, 'X', p)),
];
/** The organization-access L2s and their methods. */
const organizationAccessCases = (): Case[] => {
  const statement = { effect: 'e', actions: ['a'], resources: ['r'] };
  const policy = (s: TerraformStack) => new cap.AccessPolicy(s, 'T', { name: 't', statements: [statement] });
  const grant = { policy: { kind: 'IOrganizationPolicy', ...R } as Prop, accounts: { kind: 'strings', ...R } as Prop };
  const grantValid = () => ({ policy: cap.CapRef.fromOrganizationPolicyId('p'), accounts: ['a'] });
  const receivers = {
    UserGroup: (s: TerraformStack) => new cap.UserGroup(s, 'T', { name: 't' }),
    OrganizationMember: (s: TerraformStack) => new cap.OrganizationMember(s, 'T', { email: 't@example.com', firstName: 't', lastName: 't' }),
    ProgrammaticUser: (s: TerraformStack) => new cap.ProgrammaticUser(s, 'T', { name: 't' }),
  };
  return [
    construct('cap.AccessPolicy', 'AccessPolicy', { name: { ...S, ...R }, statements: { kind: 'struct[]', ...R }, description: S },
      () => ({ name: 'x', statements: [statement] }), (s, p) => new cap.AccessPolicy(s, 'X', p)),
    method('cap.AccessPolicy.addStatement', 'AccessPolicy.addStatement', { effect: { ...S, ...R }, actions: { kind: 'strings', ...R }, resources: { kind: 'strings', ...R } },
      () => ({ ...statement }), (s, v) => (policy(s).addStatement as any)(v)),
    construct('cap.UserGroup', 'UserGroup', { name: { ...S, ...R }, description: S, members: { kind: 'IOrganizationUser[]' } },
      () => ({ name: 'x' }), (s, p) => new cap.UserGroup(s, 'X', p)),
    method('cap.UserGroup.addMember', 'UserGroup.addMember', { user: { kind: 'IOrganizationUser', ...R } },
      () => ({ user: cap.CapRef.fromOrganizationUserId('u') }), (s, v) => (receivers.UserGroup(s).addMember as any)(v?.user)),
    construct('cap.OrganizationMember', 'OrganizationMember', {
      email: { ...S, ...R }, firstName: { ...S, ...R }, lastName: { ...S, ...R }, role: S, password: { kind: 'string', secret: true },
    }, () => ({ email: 'x@example.com', firstName: 'x', lastName: 'x' }), (s, p) => new cap.OrganizationMember(s, 'X', p)),
    construct('cap.ProgrammaticUser', 'ProgrammaticUser', { name: { ...S, ...R }, description: S, accounts: { kind: 'struct[]' } },
      () => ({ name: 'x' }), (s, p) => new cap.ProgrammaticUser(s, 'X', p)),
    ...Object.entries(receivers).map(([cls, receiver]) => method(`cap.${cls}.grant`, `${cls}.grant`, grant, grantValid,
      (s, v) => (receiver(s).grant as any)(v?.policy, v?.accounts))),
  ];
};
const DEPLOY_KEY = 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIAEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEB deploy@ci';

/** `{ a: 1, b: undefined }` without the undefined keys (an options object as careless code builds it). */
const options = (values: Record<string, unknown> | undefined, ...names: string[]) =>
  values === undefined ? undefined : Object.fromEntries(names.filter((n) => values[n] !== undefined).map((n) => [n, values[n]]));

const R = { required: true };
const S: Prop = { kind: 'string' };
const N: Prop = { kind: 'number' };
const B: Prop = { kind: 'boolean' };
const ID: Prop = { kind: 'string', literal: true };
/** A secret as a token bound to no stack, for the `with` of a struct's members (static values; a literal secret is refused). */
const SECRET_TOKEN = Lazy.stringValue({ produce: () => 'from-a-sensitive-variable' });

/** The fields of SpotClusterProps.headroom (with a valid headroom and the autoscaler it needs around them). */
const WITH_HEADROOM = { autoscaler: true, headroom: { cpuPerUnit: 500, memoryPerUnit: 512, numOfUnits: 1 } };
const HEADROOM: Record<string, Prop> = {
  'headroom.cpuPerUnit': { ...N, ...R, with: WITH_HEADROOM },
  'headroom.memoryPerUnit': { ...N, ...R, with: WITH_HEADROOM },
  'headroom.numOfUnits': { ...N, ...R, with: WITH_HEADROOM },
  'headroom.gpuPerUnit': { ...N, with: WITH_HEADROOM },
};

const construct = (label: string, cls: string, props: Record<string, Prop>, valid: Case['valid'], create: (s: TerraformStack, p: any) => unknown): Case => ({
  label, where: `${cls} at 'stack/X'`, api: { props: `${cls}Props` }, props, valid, call: create,
});
const method = (label: string, name: string, props: Record<string, Prop>, valid: Case['valid'], call: Case['call']): Case => ({
  label, where: `${name} at 'stack/T'`, api: { method: name }, props, valid, call,
});
const factory = (label: string, name: string, props: Record<string, Prop>, valid: Case['valid'], call: Case['call']): Case => ({
  label, where: name, api: { method: name }, props, valid, call,
});

const CASES: Case[] = [
  // ---- idp
  ...applicationMethods(),
  construct('idp.OAuthApplication', 'OAuthApplication', {
    name: { ...S, ...R },
    slug: { ...S, ...R },
    authorizationFlow: { kind: 'IFlow', ...R },
    invalidationFlow: { kind: 'IFlow', ...R },
    authenticationFlow: { kind: 'IFlow' },
    clientId: S,
    clientType: S,
    clientSecret: { kind: 'string', secret: true },
    redirectUris: { kind: 'strings' },
    scopeMappings: { kind: 'IScopeMapping[]' },
    accessTokenValidity: S,
    refreshTokenValidity: S,
    signingKey: { kind: 'ICertificateKeyPair' },
    encryptionKey: { kind: 'ICertificateKeyPair' },
    launchUrl: S,
    description: S,
    icon: S,
    publisher: S,
    group: S,
    policyEngineMode: S,
    outpost: { kind: 'IOutpost' },
  }, () => ({ name: 'x', slug: 'x', ...flows }), (s, p) => new idp.OAuthApplication(s, 'X', p)),
  method('idp.OAuthApplication.addRedirectUri', 'OAuthApplication.addRedirectUri', { url: { ...S, ...R }, matching: S },
    () => ({ url: 'https://x.example.com/cb' }), (s, v) => (oauth(s).addRedirectUri as any)(...(v ? [v.url, v.matching] : []))),
  method('idp.OAuthApplication.attachToOutpost', 'OAuthApplication.attachToOutpost', { outpost: { kind: 'IOutpost', ...R } },
    () => ({ outpost: idp.IdpRef.fromOutpostUuid('o') }), (s, v) => (oauth(s).attachToOutpost as any)(v?.outpost)),
  construct('idp.ProxyApplication', 'ProxyApplication', {
    name: { ...S, ...R },
    slug: { ...S, ...R },
    externalHost: { ...S, ...R },
    internalHost: S,
    mode: S,
    authorizationFlow: { kind: 'IFlow', ...R },
    invalidationFlow: { kind: 'IFlow', ...R },
    authenticationFlow: { kind: 'IFlow' },
    scopeMappings: { kind: 'IScopeMapping[]' },
    outpost: { kind: 'IOutpost', ...R },
    launchUrl: S,
    cookieDomain: S,
    internalHostSslValidation: B,
    policyEngineMode: S,
  }, () => ({ name: 'x', slug: 'x', externalHost: 'https://x.example.com', mode: 'forward_domain', ...flows, outpost: idp.IdpRef.fromOutpostUuid('o') }),
  (s, p) => new idp.ProxyApplication(s, 'X', p)),
  construct('idp.SamlApplication', 'SamlApplication', {
    name: { ...S, ...R },
    slug: { ...S, ...R },
    acsUrl: { ...S, ...R },
    allowHttp: B,
    audience: S,
    issuer: S,
    binding: S,
    authorizationFlow: { kind: 'IFlow', ...R },
    invalidationFlow: { kind: 'IFlow', ...R },
    authenticationFlow: { kind: 'IFlow' },
    signingKey: { kind: 'ICertificateKeyPair' },
    verificationCertificate: { kind: 'ICertificateKeyPair' },
    encryptionKey: { kind: 'ICertificateKeyPair' },
    signAssertion: B,
    signResponse: B,
    propertyMappings: { kind: 'ISamlMapping[]' },
    nameIdMapping: { kind: 'ISamlMapping' },
    defaultRelayState: S,
    launchUrl: S,
    description: S,
    icon: S,
    publisher: S,
    group: S,
    policyEngineMode: S,
  }, () => ({ name: 'x', slug: 'x', acsUrl: 'https://x.example.com/acs', ...flows }), (s, p) => new idp.SamlApplication(s, 'X', p)),
  construct('idp.LdapApplication', 'LdapApplication', {
    name: { ...S, ...R },
    slug: { ...S, ...R },
    baseDn: { ...S, ...R },
    bindFlow: { kind: 'IFlow', ...R },
    unbindFlow: { kind: 'IFlow', ...R },
    outpost: { kind: 'IOutpost' },
    certificate: { kind: 'ICertificateKeyPair' },
    tlsServerName: S,
    mfaSupport: B,
    uidStartNumber: N,
    gidStartNumber: N,
    description: S,
    policyEngineMode: S,
  }, () => ({ name: 'x', slug: 'x', baseDn: 'dc=x', bindFlow: idp.IdpRef.fromFlowUuid('b'), unbindFlow: idp.IdpRef.fromFlowUuid('u') }), (s, p) => new idp.LdapApplication(s, 'X', p)),
  method('idp.LdapApplication.allowDirectorySearch', 'LdapApplication.allowDirectorySearch', { group: { kind: 'IGroup', ...R }, permission: { ...S, ...R }, model: S },
    (s) => ({ group: new idp.Group(s, 'G', { name: 'g' }), permission: 'a.b' }), (s, v) => (ldap(s).allowDirectorySearch as any)(v?.group, options(v, 'permission', 'model'))),
  method('idp.LdapApplication.userDn', 'LdapApplication.userDn', { username: { ...S, ...R } },
    () => ({ username: 'u' }), (s, v) => (ldap(s).userDn as any)(v?.username)),
  construct('idp.Role', 'Role', { name: { ...S, ...R } }, () => ({ name: 'x' }), (s, p) => new idp.Role(s, 'X', p)),
  method('idp.Role.grant', 'Role.grant', { permission: { ...S, ...R }, model: { ...S, with: { objectId: 'o' } }, objectId: { ...S, with: { model: 'a.m' } }, id: ID },
    () => ({ permission: 'a.b' }), (s, v) => (role(s).grant as any)(v?.permission, options(v, 'model', 'objectId', 'id'))),
  method('idp.Role.assignTo', 'Role.assignTo', { group: { kind: 'IGroup', ...R } },
    (s) => ({ group: new idp.Group(s, 'G', { name: 'g' }) }), (s, v) => (role(s).assignTo as any)(v?.group)),
  method('idp.Role.assignToUser', 'Role.assignToUser', { user: { kind: 'IUser', ...R } },
    () => ({ user: idp.IdpRef.fromUserId('42') }), (s, v) => (role(s).assignToUser as any)(v?.user)),
  construct('idp.ServiceAccount', 'ServiceAccount', { username: { ...S, ...R }, name: S, path: S, groups: { kind: 'IGroup[]' } },
    () => ({ username: 'x' }), (s, p) => new idp.ServiceAccount(s, 'X', p)),
  method('idp.ServiceAccount.addToGroup', 'ServiceAccount.addToGroup', { group: { kind: 'IGroup', ...R } },
    () => ({ group: idp.IdpRef.fromGroupUuid('g') }), (s, v) => (account(s).addToGroup as any)(v?.group)),
  method('idp.ServiceAccount.addToken', 'ServiceAccount.addToken', {
    identifier: S, expires: S, neverExpires: { kind: 'boolean', literal: true }, description: S, keyOutput: ID,
  }, () => ({ identifier: 't', expires: '2027-06-30T00:00:00Z' }), (s, v) => (account(s).addToken as any)(v)),
  construct('idp.NotificationRoute', 'NotificationRoute', { name: { ...S, ...R }, severity: S, group: { kind: 'IGroup' }, notifyEventUser: B },
    () => ({ name: 'x' }), (s, p) => new idp.NotificationRoute(s, 'X', p)),
  method('idp.NotificationRoute.notifyGroup', 'NotificationRoute.notifyGroup', { group: { kind: 'IGroup', ...R } },
    () => ({ group: idp.IdpRef.fromGroupUuid('g') }), (s, v) => (route(s).notifyGroup as any)(v?.group)),
  method('idp.NotificationRoute.matchEvents', 'NotificationRoute.matchEvents', { action: S, app: S, clientIp: S, model: S, id: ID },
    () => ({ action: 'login_failed' }), (s, v) => (route(s).matchEvents as any)(v)),
  method('idp.NotificationRoute.addPolicy', 'NotificationRoute.addPolicy', { policy: { kind: 'IPolicy', ...R }, order: N, id: ID },
    () => ({ policy: idp.IdpRef.fromPolicyUuid('p') }), (s, v) => (route(s).addPolicy as any)(v?.policy, options(v, 'order', 'id'))),
  method('idp.NotificationRoute.addLocal', 'NotificationRoute.addLocal', { id: ID },
    () => ({}), (s, v) => (route(s).addLocal as any)(v)),
  method('idp.NotificationRoute.addWebhook', 'NotificationRoute.addWebhook', { url: { kind: 'string', required: true, secret: true }, allowHttp: B, id: ID },
    () => ({ url: 'https://hooks.example.com/x' }), (s, v) => (route(s).addWebhook as any)(v?.url, options(v, 'allowHttp', 'id'))),
  method('idp.NotificationRoute.addSlackWebhook', 'NotificationRoute.addSlackWebhook', { url: { kind: 'string', required: true, secret: true }, allowHttp: B, id: ID },
    () => ({ url: 'https://hooks.example.com/x' }), (s, v) => (route(s).addSlackWebhook as any)(v?.url, options(v, 'allowHttp', 'id'))),
  method('idp.NotificationRoute.addEmail', 'NotificationRoute.addEmail', { subjectPrefix: S, id: ID },
    () => ({}), (s, v) => (route(s).addEmail as any)(v)),
  construct('idp.StagedFlow', 'StagedFlow', { name: { ...S, ...R }, slug: { ...S, ...R }, title: S, designation: { ...S, ...R } },
    () => ({ name: 'x', slug: 'x', designation: 'authentication' }), (s, p) => new idp.StagedFlow(s, 'X', p)),
  method('idp.StagedFlow.addStage', 'StagedFlow.addStage', { stage: { kind: 'IStage', ...R }, order: N, id: ID, policies: { kind: 'IPolicy[]' }, policyEngineMode: S, evaluateOnPlan: B },
    () => ({ stage: idp.IdpRef.fromStageId('st') }), (s, v) => (flow(s).addStage as any)(v?.stage, options(v, 'order', 'id', 'policies', 'policyEngineMode', 'evaluateOnPlan'))),
  construct('idp.AuthenticationFlow', 'AuthenticationFlow', {
    name: { ...S, ...R },
    slug: { ...S, ...R },
    title: S,
    userFields: { kind: 'strings' },
    // required unless passwordStage is given (a missing one is an error either way: see idp-sign-in-flows.test.ts)
    passwordBackends: { kind: 'strings' },
    sessionDuration: S,
    identificationStage: { kind: 'IStage', with: { userFields: undefined } },
    passwordStage: { kind: 'IStage', with: { passwordBackends: undefined } },
    loginStage: { kind: 'IStage', with: { sessionDuration: undefined } },
    enrollmentFlow: { kind: 'IFlow' },
    recoveryFlow: { kind: 'IFlow' },
  }, () => ({ name: 'x', slug: 'x', passwordBackends: ['b'] }), (s, p) => new idp.AuthenticationFlow(s, 'X', p)),
  construct('idp.EnrollmentFlow', 'EnrollmentFlow', {
    name: { ...S, ...R },
    slug: { ...S, ...R },
    title: S,
    fields: { kind: 'strings', literal: true },
    customFields: { kind: 'struct[]' },
    confirmEmail: B,
    emailSubject: { ...S, with: { confirmEmail: true } },
    emailTemplate: { ...S, with: { confirmEmail: true } },
  }, () => ({ name: 'x', slug: 'x' }), (s, p) => new idp.EnrollmentFlow(s, 'X', p)),
  construct('idp.RecoveryFlow', 'RecoveryFlow', {
    name: { ...S, ...R },
    slug: { ...S, ...R },
    title: S,
    userFields: { kind: 'strings' },
    tokenExpiry: S,
    emailSubject: S,
    emailTemplate: S,
  }, () => ({ name: 'x', slug: 'x' }), (s, p) => new idp.RecoveryFlow(s, 'X', p)),
  method('idp.AuthenticationFlow.addSecondFactor', 'AuthenticationFlow.addSecondFactor', {
    notConfiguredAction: { ...S, ...R }, setup: { kind: 'strings', literal: true }, configureFlows: { kind: 'struct' }, deviceClasses: { kind: 'strings' },
  }, () => ({ notConfiguredAction: 'deny' }), (s, v) => (loginFlow(s).addSecondFactor as any)(v)),
  method('idp.AuthenticationFlow.addSource', 'AuthenticationFlow.addSource', { source: { kind: 'ISource', ...R } },
    () => ({ source: idp.IdpRef.fromSourceUuid('s') }), (s, v) => (loginFlow(s).addSource as any)(v?.source)),
  construct('idp.SocialLoginSource', 'SocialLoginSource', {
    name: { ...S, ...R },
    slug: { ...S, ...R },
    providerType: { ...S, ...R },
    consumerKey: { ...S, ...R },
    consumerSecret: { kind: 'string', required: true, secret: true },
    authenticationFlow: { kind: 'IFlow' },
    enrollmentFlow: { kind: 'IFlow' },
    userMatchingMode: S,
    externalProviderVerifies: B,
    authorizationUrl: S,
    accessTokenUrl: S,
    profileUrl: S,
    oidcWellKnownUrl: S,
    additionalScopes: S,
    promoted: B,
  }, (s) => ({ name: 'x', slug: 'x', providerType: 'github', consumerKey: 'k', consumerSecret: secretVar(s, 'consumer_secret') }), (s, p) => new idp.SocialLoginSource(s, 'X', p)),
  construct('idp.AuthorizationFlow', 'AuthorizationFlow', {
    name: { ...S, ...R },
    slug: { ...S, ...R },
    title: S,
    consentMode: S,
    consentExpireIn: S,
    consentStage: { kind: 'IStage' },
  }, () => ({ name: 'x', slug: 'x' }), (s, p) => new idp.AuthorizationFlow(s, 'X', p)),
  construct('idp.ManagedOutpost', 'ManagedOutpost', { name: { ...S, ...R }, type: S, serviceConnection: S, config: { kind: 'struct' } },
    () => ({ name: 'x', type: 'ldap' }), (s, p) => new idp.ManagedOutpost(s, 'X', p)),
  method('idp.ManagedOutpost.addProvider', 'ManagedOutpost.addProvider', { provider: { kind: 'IProtocolProvider', ...R } },
    () => ({ provider: { protocolProviderId: '42' } }), (s, v) => (managedOutpost(s).addProvider as any)(v?.provider)),
  method('idp.ManagedOutpost.addApplication', 'ManagedOutpost.addApplication', { application: { kind: 'IApplication', ...R } },
    (s) => ({ application: new idp.OAuthApplication(s, 'A', { name: 'a', slug: 'a', ...flows, scopeMappings: [idp.IdpRef.fromScopeMappingId('m')] }) }),
    (s, v) => (managedOutpost(s).addApplication as any)(v?.application)),
  construct('idp.FlowBrand', 'FlowBrand', {
    domain: { ...S, ...R },
    default: B,
    title: S,
    logo: S,
    favicon: S,
    customCss: S,
    defaultFlowBackground: S,
    authenticationFlow: { kind: 'IFlow' },
    invalidationFlow: { kind: 'IFlow' },
    recoveryFlow: { kind: 'IFlow' },
    unenrollmentFlow: { kind: 'IFlow' },
    userSettingsFlow: { kind: 'IFlow' },
    deviceCodeFlow: { kind: 'IFlow' },
    webCertificate: S,
    clientCertificates: { kind: 'strings' },
    defaultApplication: { kind: 'IApplication' },
    attributes: { kind: 'struct' },
  }, () => ({ domain: 'example.com' }), (s, p) => new idp.FlowBrand(s, 'X', p)),
  ...(['fromGroupUuid:groupUuid', 'fromPolicyUuid:policyUuid', 'fromOutpostUuid:outpostUuid', 'fromFlowUuid:flowUuid', 'fromStageId:stageId',
    'fromApplicationUuid:applicationUuid', 'fromEventRuleId:eventRuleId', 'fromEventTransportId:eventTransportId', 'fromProtocolProviderId:protocolProviderId:42',
    'fromCertificateKeyPairId:certificateKeyPairId', 'fromPropertyMappingId:propertyMappingId', 'fromScopeMappingId:scopeMappingId', 'fromUserId:userId',
    'fromSourceUuid:sourceUuid', 'fromRoleId:roleId', 'fromPromptFieldId:promptFieldId', 'fromServiceConnectionId:serviceConnectionId'].map((m) => {
    const [name, param, valid] = m.split(':');
    return factory(`idp.IdpRef.${name}`, `IdpRef.${name}`, { [param]: { ...S, ...R } }, () => ({ [param]: valid ?? 'x' }), (_s, v) => (idp.IdpRef as any)[name](v?.[param]));
  })),

  ...rightSizingCases(),
  ...organizationAccessCases(),
  // ---- repo
  construct('repo.RepositoryWebhook', 'RepositoryWebhook', {
    repository: { kind: 'IRepository', ...R },
    url: { ...S, ...R },
    events: { kind: 'strings', ...R },
    description: S,
    secret: { kind: 'string', secret: true },
    allowHttp: B,
    skipCertVerification: B,
    active: B,
  }, () => ({ repository: web(), url: 'https://ci.example.com/hook', events: ['repo:push'] }), (s, p) => new repo.RepositoryWebhook(s, 'X', p)),
  construct('repo.ProtectedBranch', 'ProtectedBranch', {
    repository: { kind: 'IRepository', ...R },
    pattern: { ...S, ...R },
    pushUsers: { kind: 'strings' },
    pushGroups: { kind: 'IWorkspaceGroup[]' },
    mergeUsers: { kind: 'strings' },
    mergeGroups: { kind: 'IWorkspaceGroup[]' },
    requiredApprovals: N,
    requiredPassingBuilds: N,
    preventDeletion: B,
    preventForcePush: B,
  }, () => ({ repository: web(), pattern: 'main' }), (s, p) => new repo.ProtectedBranch(s, 'X', p)),
  method('repo.ProtectedBranch.addRestriction', 'ProtectedBranch.addRestriction', {
    kind: { ...S, ...R }, id: ID, users: { kind: 'strings' }, groups: { kind: 'IWorkspaceGroup[]' }, value: N,
  }, () => ({ kind: 'require_tasks_to_be_completed' }), (s, v) => (branch(s).addRestriction as any)(v?.kind, options(v, 'id', 'users', 'groups', 'value'))),
  construct('repo.GitFlowBranchingModel', 'GitFlowBranchingModel', {
    repository: { kind: 'IRepository', ...R },
    developmentBranch: S,
    developmentIsMainBranch: B,
    productionEnabled: B,
    productionBranch: S,
    featureEnabled: B,
    featurePrefix: S,
    bugfixEnabled: B,
    bugfixPrefix: S,
    releaseEnabled: B,
    releasePrefix: S,
    hotfixEnabled: B,
    hotfixPrefix: S,
  }, () => ({ repository: web() }), (s, p) => new repo.GitFlowBranchingModel(s, 'X', p)),
  construct('repo.ScheduledPipeline', 'ScheduledPipeline', {
    repository: { kind: 'IRepository', ...R },
    schedule: { kind: 'Schedule', ...R },
    branch: S,
    tag: { kind: 'string', with: { branch: undefined } },
    pipeline: { ...S, ...R },
    selectorType: S,
    enabled: B,
  }, () => ({ repository: web(), schedule: repo.Schedule.daily('02:00'), branch: 'main', pipeline: 'nightly' }), (s, p) => new repo.ScheduledPipeline(s, 'X', p)),
  factory('repo.Schedule.daily', 'Schedule.daily', { time: { ...S, ...R } }, () => ({ time: '02:00' }), (_s, v) => (repo.Schedule.daily as any)(v?.time)),
  factory('repo.Schedule.weekly', 'Schedule.weekly', { day: { ...S, ...R }, time: { ...S, ...R } }, () => ({ day: 'Monday', time: '06:30' }),
    (_s, v) => (repo.Schedule.weekly as any)(v?.day, v?.time)),
  factory('repo.Schedule.hourly', 'Schedule.hourly', { minute: N }, () => ({ minute: 30 }), (_s, v) => (repo.Schedule.hourly as any)(v?.minute)),
  factory('repo.Schedule.cron', 'Schedule.cron', { expression: { ...S, ...R } }, () => ({ expression: '0 0 12 * * ? *' }), (_s, v) => (repo.Schedule.cron as any)(v?.expression)),
  factory('repo.RepoRef.fromRepositoryAttributes', 'RepoRef.fromRepositoryAttributes', { workspace: { ...S, ...R }, repositorySlug: { ...S, ...R } },
    () => ({ workspace: 'acme', repositorySlug: 'web' }), (_s, v) => (repo.RepoRef.fromRepositoryAttributes as any)(v?.workspace, v?.repositorySlug)),
  factory('repo.RepoRef.fromGroupAttributes', 'RepoRef.fromGroupAttributes', { workspace: { ...S, ...R }, groupSlug: { ...S, ...R } },
    () => ({ workspace: 'acme', groupSlug: 'leads' }), (_s, v) => (repo.RepoRef.fromGroupAttributes as any)(v?.workspace, v?.groupSlug)),
  factory('repo.RepoRef.fromProjectAttributes', 'RepoRef.fromProjectAttributes', { workspace: { ...S, ...R }, projectKey: { ...S, ...R } },
    () => ({ workspace: 'acme', projectKey: 'PLAT' }), (_s, v) => (repo.RepoRef.fromProjectAttributes as any)(v?.workspace, v?.projectKey)),
  factory('cap.CapRef.fromClusterId', 'CapRef.fromClusterId', { clusterId: { ...S, ...R } },
    () => ({ clusterId: 'ocn-1' }), (_s, v) => (cap.CapRef.fromClusterId as any)(v?.clusterId)),
  factory('cap.CapRef.fromScalingGroupId', 'CapRef.fromScalingGroupId', { scalingGroupId: { ...S, ...R } },
    () => ({ scalingGroupId: 'sig-1' }), (_s, v) => (cap.CapRef.fromScalingGroupId as any)(v?.scalingGroupId)),
  ...(['fromEcsLikeClusterId:ecsLikeClusterId', 'fromNodePoolClusterId:nodePoolClusterId', 'fromClusterImportId:clusterImportId', 'fromSparkClusterId:sparkClusterId',
    'fromOrganizationPolicyId:organizationPolicyId', 'fromOrganizationUserId:organizationUserId', 'fromVerificationProviderName:verificationProviderName',
    'fromVerificationTemplateName:verificationTemplateName', 'fromRolloutStrategyName:rolloutStrategyName'].map((m) => {
    const [name, param] = m.split(':');
    return factory(`cap.CapRef.${name}`, `CapRef.${name}`, { [param]: { ...S, ...R } }, () => ({ [param]: 'c-1' }), (_s, v) => (cap.CapRef as any)[name](v?.[param]));
  })),
  factory('repo.RepoRef.fromDeploymentId', 'RepoRef.fromDeploymentId', { deploymentId: { ...S, ...R } },
    () => ({ deploymentId: 'dep-1' }), (_s, v) => (repo.RepoRef.fromDeploymentId as any)(v?.deploymentId)),
  construct('repo.HostedRepository', 'HostedRepository', {
    workspace: { ...S, ...R },
    name: { ...S, ...R },
    slug: S,
    isPrivate: B,
    description: S,
    website: S,
    language: S,
    forkPolicy: S,
    scm: S,
    hasWiki: B,
    hasIssues: B,
    pipelinesEnabled: B,
    projectKey: S,
    inheritBranchingModel: B,
    inheritDefaultMergeStrategy: B,
  }, () => ({ workspace: 'acme', name: 'web' }), (s, p) => new HostedRepository(s, 'X', p)),
  factory('repo.HostedRepository.fromRepositoryAttributes', 'HostedRepository.fromRepositoryAttributes', {
    scope: { kind: 'Construct', ...R }, id: { ...ID, ...R }, workspace: { ...S, ...R }, slug: { ...S, ...R },
  }, (s) => ({ scope: s, id: 'X', workspace: 'acme', slug: 'web' }), (_s, v) => (HostedRepository.fromRepositoryAttributes as any)(v?.scope, v?.id, v?.workspace, v?.slug)),
  hubMethod('addWebhook', {
    url: { ...S, ...R }, events: { kind: 'strings', ...R }, id: ID, description: S, secret: { kind: 'string', secret: true }, allowHttp: B, skipCertVerification: B, active: B,
  }, () => ({ url: 'https://ci.example.com/hook', events: ['repo:push'] }),
  (s, v) => (hub(s).addWebhook as any)(v?.url, options(v, 'events', 'id', 'description', 'secret', 'allowHttp', 'skipCertVerification', 'active'))),
  hubMethod('protectBranch', {
    pattern: { ...S, ...R },
    id: ID,
    pushUsers: { kind: 'strings' },
    pushGroups: { kind: 'IWorkspaceGroup[]' },
    mergeUsers: { kind: 'strings' },
    mergeGroups: { kind: 'IWorkspaceGroup[]' },
    requiredApprovals: N,
    requiredPassingBuilds: N,
    preventDeletion: B,
    preventForcePush: B,
  }, () => ({ pattern: 'main' }), (s, v) => (hub(s).protectBranch as any)(v?.pattern, options(v, 'id', 'pushUsers', 'pushGroups', 'mergeUsers', 'mergeGroups',
    'requiredApprovals', 'requiredPassingBuilds', 'preventDeletion', 'preventForcePush'))),
  hubMethod('addDeployKey', { key: { ...S, ...R }, id: ID, label: S },
    () => ({ key: DEPLOY_KEY }), (s, v) => (hub(s).addDeployKey as any)(v?.key, options(v, 'id', 'label'))),
  hubMethod('useDefaultReviewers', { reviewers: { kind: 'strings', ...R } },
    () => ({ reviewers: ['u1'] }), (s, v) => (hub(s).useDefaultReviewers as any)(v?.reviewers)),
  hubMethod('usePipelineSshKey', { privateKey: { kind: 'string', required: true, secret: true }, publicKey: { ...S, ...R } },
    (s) => ({ privateKey: secretVar(s, 'ssh_private_key'), publicKey: DEPLOY_KEY }), (s, v) => (hub(s).usePipelineSshKey as any)(v)),
  hubMethod('addPipelineKnownHost', { hostname: { ...S, ...R }, publicKey: { kind: 'string', required: true, literal: true }, id: ID },
    () => ({ hostname: 'git.example.com', publicKey: DEPLOY_KEY }), (s, v) => (hub(s).addPipelineKnownHost as any)(v?.hostname, v?.publicKey, options(v, 'id'))),
  hubMethod('useBranchingModel', {
    developmentBranch: S,
    developmentIsMainBranch: B,
    productionEnabled: B,
    productionBranch: S,
    featureEnabled: B,
    featurePrefix: S,
    bugfixEnabled: B,
    bugfixPrefix: S,
    releaseEnabled: B,
    releasePrefix: S,
    hotfixEnabled: B,
    hotfixPrefix: S,
  }, () => ({}), (s, v) => (hub(s).useBranchingModel as any)(v)),
  hubMethod('addPipelineSchedule', {
    pipeline: { ...S, ...R }, schedule: { kind: 'Schedule', ...R }, id: ID, branch: S, tag: { kind: 'string', with: { branch: undefined } }, selectorType: S, enabled: B,
  }, () => ({ pipeline: 'nightly', schedule: repo.Schedule.daily('02:00'), branch: 'main' }),
  (s, v) => (hub(s).addPipelineSchedule as any)(v?.pipeline, v?.schedule, options(v, 'id', 'branch', 'tag', 'selectorType', 'enabled'))),
  hubMethod('addDeployment', { name: { ...S, ...R }, stage: { ...S, ...R }, id: ID, adminOnly: B },
    () => ({ name: 'production', stage: 'Production' }), (s, v) => (hub(s).addDeployment as any)(v?.name, v?.stage, options(v, 'id', 'adminOnly'))),
  hubMethod('addVariable', { key: { ...S, ...R }, value: { kind: 'string', secret: true, ...R }, secured: B, id: ID },
    () => ({ key: 'NODE_VERSION', value: '20' }), (s, v) => (hub(s).addVariable as any)(v?.key, v?.value, options(v, 'secured', 'id'))),
  hubMethod('addDeploymentVariable', { deployment: { kind: 'IDeployment', ...R }, key: { ...S, ...R }, value: { kind: 'string', secret: true, ...R }, secured: B, id: ID },
    () => ({ deployment: repo.RepoRef.fromDeploymentId('acme/t:{u}'), key: 'DB_URL', value: 'db' }),
    (s, v) => (hub(s).addDeploymentVariable as any)(v?.deployment, v?.key, v?.value, options(v, 'secured', 'id'))),
  hubMethod('grantGroup', { group: { kind: 'IWorkspaceGroup', ...R }, permission: { ...S, ...R }, id: ID },
    () => ({ group: repo.RepoRef.fromGroupAttributes('acme', 'devs'), permission: 'read' }), (s, v) => (hub(s).grantGroup as any)(v?.group, v?.permission, options(v, 'id'))),
  hubMethod('grantUser', { user: { ...S, ...R }, permission: { ...S, ...R }, id: ID },
    () => ({ user: '{u1}', permission: 'read' }), (s, v) => (hub(s).grantUser as any)(v?.user, v?.permission, options(v, 'id'))),
  construct('repo.RepositoryProject', 'RepositoryProject', {
    workspace: { ...S, ...R }, key: { ...S, ...R }, name: { ...S, ...R }, isPrivate: B, description: S,
  }, () => ({ workspace: 'acme', key: 'PLAT', name: 'Platform' }), (s, p) => new repo.RepositoryProject(s, 'X', p)),
  method('repo.RepositoryProject.addRepository', 'RepositoryProject.addRepository', {
    name: { ...S, ...R },
    id: ID,
    slug: S,
    isPrivate: B,
    description: S,
    website: S,
    language: S,
    forkPolicy: S,
    scm: S,
    hasWiki: B,
    hasIssues: B,
    pipelinesEnabled: B,
    inheritBranchingModel: B,
    inheritDefaultMergeStrategy: B,
  }, () => ({ name: 'api' }), (s, v) => (project(s).addRepository as any)(v?.name, options(v, 'id', 'slug', 'isPrivate', 'description', 'website', 'language',
    'forkPolicy', 'scm', 'hasWiki', 'hasIssues', 'pipelinesEnabled', 'inheritBranchingModel', 'inheritDefaultMergeStrategy'))),
  method('repo.RepositoryProject.useBranchingModel', 'RepositoryProject.useBranchingModel', {
    developmentBranch: S,
    developmentIsMainBranch: B,
    productionEnabled: B,
    productionBranch: S,
    featureEnabled: B,
    featurePrefix: S,
    bugfixEnabled: B,
    bugfixPrefix: S,
    releaseEnabled: B,
    releasePrefix: S,
    hotfixEnabled: B,
    hotfixPrefix: S,
  }, () => ({}), (s, v) => (project(s).useBranchingModel as any)(v)),
  method('repo.RepositoryProject.useDefaultReviewers', 'RepositoryProject.useDefaultReviewers', { reviewers: { kind: 'strings', ...R } },
    () => ({ reviewers: ['u1'] }), (s, v) => (project(s).useDefaultReviewers as any)(v?.reviewers)),
  method('repo.RepositoryProject.grantGroup', 'RepositoryProject.grantGroup', { group: { kind: 'IWorkspaceGroup', ...R }, permission: { ...S, ...R }, id: ID },
    () => ({ group: repo.RepoRef.fromGroupAttributes('acme', 'devs'), permission: 'create-repo' }), (s, v) => (project(s).grantGroup as any)(v?.group, v?.permission, options(v, 'id'))),
  method('repo.RepositoryProject.grantUser', 'RepositoryProject.grantUser', { user: { ...S, ...R }, permission: { ...S, ...R }, id: ID },
    () => ({ user: '{u1}', permission: 'read' }), (s, v) => (project(s).grantUser as any)(v?.user, v?.permission, options(v, 'id'))),
  construct('repo.RepositoryWorkspace', 'RepositoryWorkspace', { workspace: { ...S, ...R } },
    () => ({ workspace: 'acme' }), (s, p) => new repo.RepositoryWorkspace(s, 'X', p)),
  method('repo.RepositoryWorkspace.addVariable', 'RepositoryWorkspace.addVariable', { key: { ...S, ...R }, value: { kind: 'string', secret: true, ...R }, secured: B, id: ID },
    () => ({ key: 'REGION', value: 'eu-1' }), (s, v) => (repoWorkspace(s).addVariable as any)(v?.key, v?.value, options(v, 'secured', 'id'))),
  method('repo.RepositoryWorkspace.addWebhook', 'RepositoryWorkspace.addWebhook', {
    url: { ...S, ...R }, events: { kind: 'strings', ...R }, id: ID, description: S, secret: { kind: 'string', secret: true }, allowHttp: B, skipCertVerification: B, active: B,
  }, () => ({ url: 'https://ci.example.com/hook', events: ['repo:push'] }),
  (s, v) => (repoWorkspace(s).addWebhook as any)(v?.url, options(v, 'events', 'id', 'description', 'secret', 'allowHttp', 'skipCertVerification', 'active'))),
  construct('repo.PermissionGroup', 'PermissionGroup', {
    workspace: { ...S, ...R }, name: { ...S, ...R }, permission: S, autoAdd: B, emailForwardingDisabled: B,
  }, () => ({ workspace: 'acme', name: 'x' }), (s, p) => new repo.PermissionGroup(s, 'X', p)),
  method('repo.PermissionGroup.addMember', 'PermissionGroup.addMember', { user: { ...S, ...R }, id: ID },
    () => ({ user: '{11111111-2222-3333-4444-555555555555}' }), (s, v) => (permissionGroup(s).addMember as any)(v?.user, options(v, 'id'))),
  construct('repo.RepositoryFork', 'RepositoryFork', {
    parent: { kind: 'IRepository', ...R },
    workspace: { ...S, ...R },
    name: { ...S, ...R },
    slug: S,
    isPrivate: B,
    description: S,
    website: S,
    language: S,
    forkPolicy: S,
    hasWiki: B,
    hasIssues: B,
    pipelinesEnabled: B,
    projectKey: S,
  }, () => ({ parent: web(), workspace: 'me', name: 'web-fork' }), (s, p) => new repo.RepositoryFork(s, 'X', p)),

  // ---- cap
  construct('cap.SpotScalingGroup', 'SpotScalingGroup', {
    name: { ...S, ...R },
    product: { ...S, ...R },
    securityGroups: { kind: 'strings', ...R },
    minSize: { ...N, ...R },
    maxSize: { ...N, ...R },
    desiredCapacity: N,
    orientation: S,
    fallbackToOndemand: B,
    requireMetadataTokens: B,
    spotPercentage: N,
    split: { kind: 'CapacitySplit' },
    autoHealing: B,
    healthCheckType: S,
    healthCheckGracePeriod: N,
    unhealthyDuration: N,
    onDemandType: S,
    imageId: S,
    region: S,
    availabilityZones: { kind: 'strings' },
    subnetIds: { kind: 'strings' },
    rollOnChange: B,
    rollBatchSizePercentage: N,
    resumeStateful: B,
    tags: { kind: 'stringMap' },
  }, () => ({ name: 'x', product: 'linux', securityGroups: ['sg'], minSize: 0, maxSize: 4 }), (s, p) => new cap.SpotScalingGroup(s, 'X', p)),
  method('cap.SpotScalingGroup.addInstanceType', 'SpotScalingGroup.addInstanceType', { instanceType: { ...S, ...R }, weight: N },
    () => ({ instanceType: 'm5.large' }), (s, v) => (group(s).addInstanceType as any)(...(v ? [v.instanceType, v.weight] : []))),
  method('cap.SpotScalingGroup.addEbsVolume', 'SpotScalingGroup.addEbsVolume', {
    deviceName: { ...S, ...R },
    volumeType: { ...S, ...R },
    sizeGb: { ...N, ...R },
    iops: { ...N, with: { volumeType: 'io1' } },
    throughput: { ...N, with: { volumeType: 'gp3' } },
    encrypted: B,
    deleteOnTermination: B,
  }, () => ({ deviceName: '/dev/xvda', volumeType: 'gp3', sizeGb: 10 }),
  (s, v) => (group(s).addEbsVolume as any)(v?.deviceName, options(v, 'volumeType', 'sizeGb', 'iops', 'throughput', 'encrypted', 'deleteOnTermination'))),
  method('cap.SpotScalingGroup.useKubernetes', 'SpotScalingGroup.useKubernetes', { clusterIdentifier: { ...S, ...R }, integrationMode: S, autoscale: B },
    () => ({ clusterIdentifier: 'prod' }), (s, v) => (group(s).useKubernetes as any)(v)),
  method('cap.SpotScalingGroup.useEcs', 'SpotScalingGroup.useEcs', { clusterName: { ...S, ...R }, autoscale: B },
    () => ({ clusterName: 'prod' }), (s, v) => (group(s).useEcs as any)(v?.clusterName, options(v, 'autoscale'))),
  method('cap.SpotScalingGroup.useDockerSwarm', 'SpotScalingGroup.useDockerSwarm', { masterHost: { ...S, ...R }, masterPort: { ...N, ...R } },
    () => ({ masterHost: 'swarm', masterPort: 2377 }), (s, v) => (group(s).useDockerSwarm as any)(v?.masterHost, v?.masterPort)),
  method('cap.SpotScalingGroup.useNomad', 'SpotScalingGroup.useNomad', { masterHost: { ...S, ...R }, masterPort: { ...N, ...R } },
    () => ({ masterHost: 'nomad', masterPort: 4646 }), (s, v) => (group(s).useNomad as any)(v?.masterHost, v?.masterPort)),
  method('cap.SpotScalingGroup.useRancher', 'SpotScalingGroup.useRancher', {
    masterHost: { ...S, ...R }, accessKey: { kind: 'string', required: true, secret: true }, secretKey: { kind: 'string', required: true, secret: true }, version: S,
  }, (s) => ({ masterHost: 'rancher', accessKey: secretVar(s, 'ak'), secretKey: secretVar(s, 'sk') }), (s, v) => (group(s).useRancher as any)(v)),
  method('cap.SpotScalingGroup.useMesosphere', 'SpotScalingGroup.useMesosphere', { apiServer: { ...S, ...R } },
    () => ({ apiServer: 'https://dcos.internal' }), (s, v) => (group(s).useMesosphere as any)(v?.apiServer)),
  method('cap.SpotScalingGroup.useGitlabRunner', 'SpotScalingGroup.useGitlabRunner', { enabled: B },
    () => ({ enabled: true }), (s, v) => (group(s).useGitlabRunner as any)(v)),
  method('cap.SpotScalingGroup.useCodedeploy', 'SpotScalingGroup.useCodedeploy', {
    cleanupOnFailure: { ...B, ...R }, terminateInstanceOnFailure: { ...B, ...R }, deploymentGroups: { kind: 'struct[]', ...R },
  }, () => ({ cleanupOnFailure: true, terminateInstanceOnFailure: false, deploymentGroups: [{ applicationName: 'web', deploymentGroupName: 'web-prod' }] }),
  (s, v) => (group(s).useCodedeploy as any)(v)),
  method('cap.SpotScalingGroup.useBeanstalk', 'SpotScalingGroup.useBeanstalk', {
    'environmentId': S,
    'deploymentPreferences': { kind: 'struct' },
    'deploymentPreferences.automaticRoll': B,
    'deploymentPreferences.batchSizePercentage': N,
    'deploymentPreferences.gracePeriod': N,
    'deploymentPreferences.strategy': { kind: 'struct' },
    'deploymentPreferences.strategy.action': S,
    'deploymentPreferences.strategy.shouldDrainInstances': B,
    'platformUpdate': { kind: 'struct' },
    'platformUpdate.performAt': S,
    'platformUpdate.timeWindow': { kind: 'TimeWindow' },
    'platformUpdate.updateLevel': S,
  }, () => ({ environmentId: 'e-1' }), (s, v) => (group(s).useBeanstalk as any)(v)),
  method('cap.SpotScalingGroup.useDns', 'SpotScalingGroup.useDns', { domains: { kind: 'struct[]', ...R } },
    () => ({ domains: [{ hostedZoneId: 'Z1', recordSets: [{ name: 'a.example.com' }] }] }), (s, v) => (group(s).useDns as any)(v?.domains)),
  method('cap.SpotScalingGroup.suspendProcesses', 'SpotScalingGroup.suspendProcesses', { processes: { kind: 'strings', ...R } },
    () => ({ processes: ['AUTO_HEALING'] }), (s, v) => (group(s).suspendProcesses as any)(v?.processes)),
  method('cap.SpotScalingGroup.addScheduledTask', 'SpotScalingGroup.addScheduledTask', {
    taskType: { ...S, ...R },
    cronExpression: S,
    frequency: { ...S, with: { cronExpression: undefined } },
    startTime: S,
    enabled: B,
    adjustment: N,
    adjustmentPercentage: N,
    batchSizePercentage: N,
    gracePeriod: N,
    minCapacity: N,
    maxCapacity: N,
    targetCapacity: N,
    scaleMinCapacity: N,
    scaleMaxCapacity: N,
    scaleTargetCapacity: N,
  }, () => ({ taskType: 'scale', cronExpression: '0 2 * * *' }),
  (s, v) => (group(s).addScheduledTask as any)(
    v?.taskType, options(v, 'cronExpression', 'frequency', 'startTime', 'enabled', 'adjustment', 'adjustmentPercentage', 'batchSizePercentage', 'gracePeriod',
      'minCapacity', 'maxCapacity', 'targetCapacity', 'scaleMinCapacity', 'scaleMaxCapacity', 'scaleTargetCapacity'))),
  // the scaling groups of pubcloud_b and pubcloud_c, and the split they (and SpotScalingGroup) take
  ...((): Case[] => {
    const validB = {
      name: 'x', region: 'r', resourceGroupName: 'g', os: 'Linux', virtualNetworkName: 'n', subnetName: 's', onDemandSizes: ['size-a'], minSize: 0, maxSize: 4,
    };
    const validC = { name: 'x', minSize: 0, maxSize: 4, desiredCapacity: 1 };
    const groupB = (s: TerraformStack) => new cap.SpotScalingGroupPubcloudB(s, 'T', validB);
    const groupC = (s: TerraformStack) => new cap.SpotScalingGroupPubcloudC(s, 'T', validC);
    const withImage = { marketplaceImage: { publisher: 'p', offer: 'o', sku: 's', version: 'latest' } };
    const withHeadroom = { headroom: { cpuPerUnit: 500, memoryPerUnit: 512, numOfUnits: 1 } };
    const task: Record<string, Prop> = {
      taskType: { ...S, ...R }, cronExpression: { ...S, ...R }, enabled: B, minCapacity: N, maxCapacity: N, targetCapacity: N,
    };
    const taskValid = () => ({ taskType: 'scale', cronExpression: '0 8 * * *' });
    const taskCall = (receiver: (s: TerraformStack) => { addScheduledTask: unknown }): Case['call'] => (s, v) =>
      (receiver(s).addScheduledTask as any)(v?.taskType, options(v, 'cronExpression', 'enabled', 'minCapacity', 'maxCapacity', 'targetCapacity'));
    const common: Record<string, Prop> = {
      name: { ...S, ...R },
      minSize: { ...N, ...R },
      maxSize: { ...N, ...R },
      desiredCapacity: { ...N, ...R },
      onDemandType: S,
      preemptibleTypes: { kind: 'strings' },
      split: { kind: 'CapacitySplit' },
      fallbackToOndemand: B,
      drainingTimeout: N,
      serviceAccount: S,
      startupScript: S,
      tags: { kind: 'strings' },
      labels: { kind: 'stringMap' },
      metadata: { kind: 'stringMap' },
    };
    const autoscaler: Record<string, Prop> = {
      'autoscaler': B,
      'headroom': { kind: 'struct' },
      'headroom.cpuPerUnit': { ...N, ...R, with: withHeadroom },
      'headroom.memoryPerUnit': { ...N, ...R, with: withHeadroom },
      'headroom.numOfUnits': { ...N, ...R, with: withHeadroom },
      // refused whatever its value, a token too: the pubcloud_c autoscaler's headroom has no GPUs
      'headroom.gpuPerUnit': { ...N, literal: true, with: withHeadroom },
      'autoscaleCooldown': N,
    };
    return [
      construct('cap.SpotScalingGroupPubcloudB', 'SpotScalingGroupPubcloudB', {
        'name': { ...S, ...R },
        'region': { ...S, ...R },
        'resourceGroupName': { ...S, ...R },
        'os': { ...S, ...R },
        'virtualNetworkName': { ...S, ...R },
        'subnetName': { ...S, ...R },
        'networkResourceGroupName': S,
        'assignPublicIp': B,
        'onDemandSizes': { kind: 'strings', ...R },
        'spotSizes': { kind: 'strings' },
        'preferredSpotSizes': { kind: 'strings', with: { spotSizes: ['size-b'] } },
        'minSize': { ...N, ...R },
        'maxSize': { ...N, ...R },
        'desiredCapacity': N,
        'split': { kind: 'CapacitySplit' },
        'fallbackToOndemand': B,
        'marketplaceImage': { kind: 'struct' },
        'marketplaceImage.publisher': { ...S, ...R, with: withImage },
        'marketplaceImage.offer': { ...S, ...R, with: withImage },
        'marketplaceImage.sku': { ...S, ...R, with: withImage },
        'marketplaceImage.version': { ...S, ...R, with: withImage },
        'zones': { kind: 'strings' },
        'drainingTimeout': N,
        'autoHealing': B,
        'healthCheckTypes': { kind: 'strings' },
        'healthCheckGracePeriod': N,
        'unhealthyDuration': N,
        'tags': { kind: 'stringMap' },
      }, () => ({ ...validB }), (s, p) => new cap.SpotScalingGroupPubcloudB(s, 'X', p)),
      method('cap.SpotScalingGroupPubcloudB.addScheduledTask', 'SpotScalingGroupPubcloudB.addScheduledTask', task, taskValid, taskCall(groupB)),
      construct('cap.SpotScalingGroupPubcloudC', 'SpotScalingGroupPubcloudC', {
        ...common,
        subnets: { kind: 'subnetsByRegion' },
        sourceImage: S,
        autoHealing: B,
        healthCheckType: S,
        healthCheckGracePeriod: N,
        unhealthyDuration: N,
      }, () => ({ ...validC }), (s, p) => new cap.SpotScalingGroupPubcloudC(s, 'X', p)),
      method('cap.SpotScalingGroupPubcloudC.addScheduledTask', 'SpotScalingGroupPubcloudC.addScheduledTask', task, taskValid, taskCall(groupC)),
      method('cap.SpotScalingGroupPubcloudC.useManagedK8s', 'SpotScalingGroupPubcloudC.useManagedK8s', { ...autoscaler, clusterId: { ...S, ...R }, location: S },
        () => ({ clusterId: 'k' }), (s, v) => (groupC(s).useManagedK8s as any)(v)),
      construct('cap.SpotManagedK8sScalingGroup', 'SpotManagedK8sScalingGroup', {
        ...common, ...autoscaler, clusterId: { ...S, ...R }, clusterZoneName: { ...S, ...R }, nodeImage: S,
      }, () => ({ ...validC, clusterId: 'k', clusterZoneName: 'z' }), (s, p) => new cap.SpotManagedK8sScalingGroup(s, 'X', p)),
      factory('cap.CapacitySplit.spotPercentage', 'CapacitySplit.spotPercentage', { percentage: { ...N, ...R } },
        () => ({ percentage: 80 }), (_s, v) => (cap.CapacitySplit.spotPercentage as any)(v?.percentage)),
      factory('cap.CapacitySplit.onDemandCount', 'CapacitySplit.onDemandCount', { count: { ...N, ...R } },
        () => ({ count: 2 }), (_s, v) => (cap.CapacitySplit.onDemandCount as any)(v?.count)),
    ];
  })(),
  construct('cap.SpotCluster', 'SpotCluster', {
    name: S,
    controllerId: S,
    region: S,
    imageId: { ...S, ...R },
    securityGroups: { kind: 'strings', ...R },
    subnetIds: { kind: 'strings', ...R },
    minSize: { ...N, ...R },
    maxSize: { ...N, ...R },
    desiredCapacity: N,
    spotPercentage: N,
    fallbackToOndemand: B,
    requireMetadataTokens: B,
    shutdownHours: { kind: 'TimeWindow[]' },
    autoscaler: B,
    autoHeadroomPercentage: { ...N, with: { autoscaler: true } },
    headroom: { kind: 'struct', with: { autoscaler: true } },
    ...HEADROOM,
    maxScaleDownPercentage: { ...N, with: { autoscaler: true } },
    rollBatchSizePercentage: N,
    rollBatchMinHealthyPercentage: N,
    respectPdb: B,
    rollOnChange: B,
    tags: { kind: 'stringMap' },
  }, () => ({ imageId: 'img', securityGroups: ['sg'], subnetIds: ['subnet'], minSize: 0, maxSize: 4 }), (s, p) => new cap.SpotCluster(s, 'X', p)),
  method('cap.SpotCluster.addShutdownWindow', 'SpotCluster.addShutdownWindow', { window: { kind: 'TimeWindow', ...R } },
    () => ({ window: cap.TimeWindow.parse('Sat:00:00-Mon:06:00') }), (s, v) => (cluster(s).addShutdownWindow as any)(v?.window)),
  method('cap.SpotCluster.scheduleRoll', 'SpotCluster.scheduleRoll', { cronExpression: { ...S, ...R }, batchSizePercentage: N, comment: S },
    () => ({ cronExpression: '0 3 * * 0' }), (s, v) => (cluster(s).scheduleRoll as any)(v?.cronExpression, options(v, 'batchSizePercentage', 'comment'))),
  method('cap.SpotCluster.scheduleAmiAutoUpdate', 'SpotCluster.scheduleAmiAutoUpdate', {
    cronExpression: { ...S, ...R }, patch: B, minorVersion: { ...B, with: { patch: undefined } }, applyRoll: B,
  }, () => ({ cronExpression: '0 4 1 * *', patch: true }),
  (s, v) => (cluster(s).scheduleAmiAutoUpdate as any)(v?.cronExpression, options(v, 'patch', 'minorVersion', 'applyRoll'))),
  method('cap.SpotCluster.addNodeGroup', 'SpotCluster.addNodeGroup', {
    name: { ...S, ...R },
    id: ID,
    imageId: S,
    instanceTypes: { kind: 'strings' },
    securityGroups: { kind: 'strings' },
    subnetIds: { kind: 'strings' },
    rootVolumeSize: N,
    spotPercentage: N,
    orientation: S,
    utilizeCommitments: B,
    utilizeReservedInstances: B,
    restrictScaleDown: B,
    drainingTimeout: N,
    taints: { kind: 'struct[]' },
    tags: { kind: 'stringMap' },
    rollOnChange: B,
    rollBatchSizePercentage: { ...N, with: { rollOnChange: true } },
    respectPdb: { ...B, with: { rollOnChange: true, rollBatchSizePercentage: 20 } },
  }, () => ({ name: 'gpu' }),
  (s, v) => (cluster(s).addNodeGroup as any)(v?.name, options(v, 'id', 'imageId', 'instanceTypes', 'securityGroups', 'subnetIds', 'rootVolumeSize', 'spotPercentage', 'orientation',
    'utilizeCommitments', 'utilizeReservedInstances', 'restrictScaleDown', 'drainingTimeout', 'taints', 'tags', 'rollOnChange', 'rollBatchSizePercentage', 'respectPdb'))),
  // the imported cluster (pubcloud_c) and its node groups: the constructor and addNodeGroup take the same settings
  ...((): Case[] => {
    const headroom = { headroom: { cpuPerUnit: 500, memoryPerUnit: 512, numOfUnits: 1 } };
    const settings: Record<string, Prop> = {
      'name': S,
      'instanceTypes': { kind: 'strings' },
      'labels': { kind: 'stringMap' },
      'taints': { kind: 'struct[]' },
      'headroom': { kind: 'struct' },
      'headroom.cpuPerUnit': { ...N, ...R, with: headroom },
      'headroom.memoryPerUnit': { ...N, ...R, with: headroom },
      'headroom.numOfUnits': { ...N, ...R, with: headroom },
      'headroom.gpuPerUnit': { ...N, with: headroom },
      'autoHeadroomPercentage': N,
      'spotPercentage': N,
      'minInstanceCount': N,
      'maxInstanceCount': N,
      'restrictScaleDown': B,
      'rootVolumeSize': N,
    };
    const names = Object.keys(settings).filter((n) => !n.includes('.'));
    return [
      construct('cap.SpotClusterImport', 'SpotClusterImport', {
        clusterName: { ...S, ...R },
        location: { ...S, ...R },
        minSize: N,
        maxSize: N,
        desiredCapacity: N,
        drainingTimeout: N,
        spotPercentage: N,
        autoscaler: B,
        shutdownHours: { kind: 'TimeWindow[]' },
        rollOnChange: B,
        rollBatchSizePercentage: N,
        rollBatchMinHealthyPercentage: N,
        respectPdb: B,
        autoHeadroomPercentage: { ...N, with: { autoscaler: true } },
        headroom: { kind: 'struct', with: { autoscaler: true } },
        ...HEADROOM,
        maxScaleDownPercentage: { ...N, with: { autoscaler: true } },
      }, () => ({ clusterName: 'x', location: 'l' }), (s, p) => new cap.SpotClusterImport(s, 'X', p)),
      method('cap.SpotClusterImport.addShutdownWindow', 'SpotClusterImport.addShutdownWindow', { window: { kind: 'TimeWindow', ...R } },
        () => ({ window: cap.TimeWindow.parse('Sat:00:00-Mon:06:00') }), (s, v) => (clusterImport(s).addShutdownWindow as any)(v?.window)),
      construct('cap.ClusterImportNodeGroup', 'ClusterImportNodeGroup', { cluster: { kind: 'IClusterImport', ...R }, nodePoolName: { ...S, ...R }, ...settings },
        () => ({ cluster: cap.CapRef.fromClusterImportId('imp-1'), nodePoolName: 'p' }), (s, p) => new cap.ClusterImportNodeGroup(s, 'X', p)),
      method('cap.SpotClusterImport.addNodeGroup', 'SpotClusterImport.addNodeGroup', { nodePoolName: { ...S, ...R }, id: ID, ...settings },
        () => ({ nodePoolName: 'p' }), (s, v) => (clusterImport(s).addNodeGroup as any)(v?.nodePoolName, options(v, 'id', ...names))),
    ];
  })(),
  // continuous delivery: a verification provider (exactly one connection), a template, a strategy (canary or rolling steps) and a rollout
  ...((): Case[] => {
    // each connection alone (the valid values have a time-series server), its secrets as tokens: a literal secret is refused
    const alone = { prometheusAddress: undefined };
    const withDatadog = { ...alone, datadog: { address: 'https://dd.example.com', apiKey: SECRET_TOKEN, appKey: SECRET_TOKEN } };
    const withNewRelic = { ...alone, newRelic: { accountId: 'a', personalApiKey: SECRET_TOKEN } };
    const withJenkins = { ...alone, jenkins: { baseUrl: 'https://ci.example.com', username: 'ci', apiToken: SECRET_TOKEN } };
    const secret: Prop = { kind: 'string', required: true, secret: true };
    return [
      construct('cap.VerificationProvider', 'VerificationProvider', {
        'name': { ...S, ...R },
        // at least one cluster, in any of the four lists (the valid values give one in clusters)
        'clusters': { kind: 'ICluster[]' },
        'nodePoolClusters': { kind: 'INodePoolCluster[]' },
        'ecsLikeClusters': { kind: 'IEcsLikeCluster[]' },
        'clusterImports': { kind: 'IClusterImport[]' },
        // exactly one connection (a missing one is an error either way: see cap-continuous-delivery.test.ts)
        'prometheusAddress': S,
        'datadog': { kind: 'struct', with: alone },
        'datadog.address': { ...S, ...R, with: withDatadog },
        'datadog.apiKey': { ...secret, with: withDatadog },
        'datadog.appKey': { ...secret, with: withDatadog },
        'newRelic': { kind: 'struct', with: alone },
        'newRelic.accountId': { ...S, ...R, with: withNewRelic },
        'newRelic.personalApiKey': { ...secret, with: withNewRelic },
        'newRelic.region': { ...S, with: withNewRelic },
        'cloudWatchIamArn': { ...S, with: alone },
        'jenkins': { kind: 'struct', with: alone },
        'jenkins.baseUrl': { ...S, ...R, with: withJenkins },
        'jenkins.username': { ...S, ...R, with: withJenkins },
        'jenkins.apiToken': { ...secret, with: withJenkins },
      }, () => ({ name: 'x', clusters: [cap.CapRef.fromClusterId('c')], prometheusAddress: 'http://prometheus:9090' }), (s, p) => new cap.VerificationProvider(s, 'X', p)),
      construct('cap.VerificationTemplate', 'VerificationTemplate', {
        name: { ...S, ...R },
        provider: { kind: 'IVerificationProvider', ...R },
        // required for a provider from outside the app, as here (a missing one is an error either way: see cap-continuous-delivery.test.ts)
        queryKind: { ...S, literal: true },
        metrics: { kind: 'struct[]', ...R },
        args: { kind: 'stringMap' },
      }, () => ({ name: 'x', provider: cap.CapRef.fromVerificationProviderName('p'), queryKind: 'prometheus', metrics: [{ name: 'm', query: 'q' }] }),
      (s, p) => new cap.VerificationTemplate(s, 'X', p)),
      construct('cap.RolloutStrategy', 'RolloutStrategy', {
        name: { ...S, ...R },
        // exactly one of the two (none is an error either way: see cap-continuous-delivery.test.ts)
        canarySteps: { kind: 'struct[]' },
        rollingSteps: { kind: 'struct[]', with: { canarySteps: undefined } },
        backgroundVerifiedBy: { kind: 'IVerificationTemplate[]' },
      }, () => ({ name: 'x', canarySteps: [{ weight: 10 }] }), (s, p) => new cap.RolloutStrategy(s, 'X', p)),
      construct('cap.Rollout', 'Rollout', {
        cluster: { kind: 'ICluster', with: {} },
        nodePoolCluster: { kind: 'INodePoolCluster', with: { cluster: undefined } },
        ecsLikeCluster: { kind: 'IEcsLikeCluster', with: { cluster: undefined } },
        clusterImport: { kind: 'IClusterImport', with: { cluster: undefined } },
        name: { ...S, ...R },
        namespace: { ...S, ...R },
        deploymentName: { ...S, ...R },
        strategy: { kind: 'IRolloutStrategy', ...R },
        failureAction: S,
        stableService: S,
        canaryService: S,
        nginxStableIngress: S,
        trafficSplitName: S,
      }, () => ({ name: 'x', cluster: cap.CapRef.fromClusterId('c'), namespace: 'n', deploymentName: 'd', strategy: cap.CapRef.fromRolloutStrategyName('s') }),
      (s, p) => new cap.Rollout(s, 'X', p)),
    ];
  })(),
  construct('cap.StatefulSpotInstance', 'StatefulSpotInstance', {
    name: { ...S, ...R },
    product: { ...S, ...R },
    imageId: { ...S, ...R },
    vpcId: { ...S, ...R },
    subnetIds: { kind: 'strings', ...R },
    region: S,
    description: S,
    instanceTypes: { kind: 'strings' },
    securityGroupIds: { kind: 'strings' },
    persistBlockDevices: B,
    persistRootDevice: B,
    persistPrivateIp: B,
    fallbackToOndemand: B,
    requireMetadataTokens: B,
    revertToSpotWindows: { kind: 'TimeWindow[]' },
    tags: { kind: 'stringMap' },
  }, () => ({ name: 'db', product: 'linux', imageId: 'img', vpcId: 'vpc', subnetIds: ['subnet'] }), (s, p) => new cap.StatefulSpotInstance(s, 'X', p)),
  method('cap.StatefulSpotInstance.addRevertToSpotWindow', 'StatefulSpotInstance.addRevertToSpotWindow', { window: { kind: 'TimeWindow', ...R } },
    () => ({ window: cap.TimeWindow.parse('Sun:01:00-Sun:03:00') }),
    (s, v) => (new cap.StatefulSpotInstance(s, 'T', { name: 't', product: 'linux', imageId: 'img', vpcId: 'vpc', subnetIds: ['subnet'] }).addRevertToSpotWindow as any)(v?.window)),
  method('cap.StatefulSpotInstance.addScheduledTask', 'StatefulSpotInstance.addScheduledTask', {
    taskType: { ...S, ...R }, cronExpression: S, frequency: { ...S, with: { cronExpression: undefined } }, startTime: S, enabled: B,
  }, () => ({ taskType: 'pause', cronExpression: '0 2 * * *' }),
  (s, v) => (new cap.StatefulSpotInstance(s, 'T', { name: 't', product: 'linux', imageId: 'img', vpcId: 'vpc', subnetIds: ['subnet'] }).addScheduledTask as any)(
    v?.taskType, options(v, 'cronExpression', 'frequency', 'startTime', 'enabled'))),
  method('cap.StatefulSpotInstance.addTargetGroup', 'StatefulSpotInstance.addTargetGroup', { arn: { ...S, ...R } }, () => ({ arn: 'arn:tg' }),
    (s, v) => (new cap.StatefulSpotInstance(s, 'T', { name: 't', product: 'linux', imageId: 'img', vpcId: 'vpc', subnetIds: ['subnet'] }).addTargetGroup as any)(v?.arn)),
  method('cap.StatefulSpotInstance.addClassicLoadBalancer', 'StatefulSpotInstance.addClassicLoadBalancer', { name: { ...S, ...R } }, () => ({ name: 'lb' }),
    (s, v) => (new cap.StatefulSpotInstance(s, 'T', { name: 't', product: 'linux', imageId: 'img', vpcId: 'vpc', subnetIds: ['subnet'] }).addClassicLoadBalancer as any)(v?.name)),
  construct('cap.SpotAppPlatform', 'SpotAppPlatform', {
    name: { ...S, ...R },
    product: { ...S, ...R },
    region: { ...S, ...R },
    minSize: { ...N, ...R },
    maxSize: { ...N, ...R },
    desiredCapacity: { ...N, ...R },
    spotInstanceTypes: { kind: 'strings', ...R },
    environmentId: S,
    environmentName: S,
    automaticRoll: B,
    deploymentBatchSizePercentage: N,
    deploymentGracePeriod: N,
    deploymentAction: S,
    drainInstances: B,
    platformUpdateWindow: { kind: 'TimeWindow' },
    platformUpdateLevel: { ...S, with: { platformUpdateWindow: cap.TimeWindow.parse('Sun:03:00-Sun:05:00') } },
  }, () => ({ name: 'web', product: 'linux', region: 'r', minSize: 0, maxSize: 4, desiredCapacity: 1, spotInstanceTypes: ['m5.large'] }), (s, p) => new cap.SpotAppPlatform(s, 'X', p)),
  method('cap.SpotAppPlatform.addScheduledTask', 'SpotAppPlatform.addScheduledTask', {
    taskType: { ...S, ...R },
    cronExpression: S,
    frequency: { ...S, with: { cronExpression: undefined } },
    startTime: S,
    enabled: B,
    adjustment: N,
    adjustmentPercentage: N,
    batchSizePercentage: N,
    gracePeriod: N,
    minCapacity: N,
    maxCapacity: N,
    targetCapacity: N,
    scaleMinCapacity: N,
    scaleMaxCapacity: N,
    scaleTargetCapacity: N,
  }, () => ({ taskType: 'scale', cronExpression: '0 2 * * *' }),
  (s, v) => (new cap.SpotAppPlatform(s, 'T', { name: 't', product: 'linux', region: 'r', minSize: 0, maxSize: 2, desiredCapacity: 1, spotInstanceTypes: ['m5.large'] }).addScheduledTask as any)(
    v?.taskType, options(v, 'cronExpression', 'frequency', 'startTime', 'enabled', 'adjustment', 'adjustmentPercentage', 'batchSizePercentage', 'gracePeriod',
      'minCapacity', 'maxCapacity', 'targetCapacity', 'scaleMinCapacity', 'scaleMaxCapacity', 'scaleTargetCapacity'))),
  construct('cap.SpotNodePoolCluster', 'SpotNodePoolCluster', {
    name: { ...S, ...R },
    controllerClusterId: { ...S, ...R },
    managedClusterName: { ...S, ...R },
    managedClusterRegion: { ...S, ...R },
    managedResourceGroupName: { ...S, ...R },
    managedInfrastructureResourceGroupName: { ...S, ...R },
    availabilityZones: { kind: 'strings', ...R },
    minCount: N,
    maxCount: N,
    spotPercentage: N,
    fallbackToOndemand: B,
    gracePeriod: N,
    kubernetesVersion: S,
    osType: S,
    osSku: S,
    osDiskType: S,
    osDiskSizeGb: N,
    maxPodsPerNode: N,
    enableNodePublicIp: B,
    vnetSubnetIds: { kind: 'strings' },
    podSubnetIds: { kind: 'strings' },
    labels: { kind: 'stringMap' },
    tags: { kind: 'stringMap' },
    taints: { kind: 'struct[]' },
    vmArchitectures: { kind: 'strings' },
    vmSeries: { kind: 'strings' },
    vmExcludeSeries: { kind: 'strings' },
    vmTypes: { kind: 'strings' },
    vmGpuTypes: { kind: 'strings' },
    vmAcceleratedNetworking: S,
    vmDiskPerformance: S,
    vmMinVcpu: N,
    vmMaxVcpu: N,
    vmMinMemoryGib: N,
    vmMaxMemoryGib: N,
    vmMinGpu: N,
    vmMaxGpu: N,
    vmMinDisk: N,
    vmMinNics: N,
    autoscaler: B,
    autoHeadroomPercentage: { ...N, with: { autoscaler: true } },
    headroom: { kind: 'struct', with: { autoscaler: true } },
    ...HEADROOM,
    maxScaleDownPercentage: { ...N, with: { autoscaler: true } },
    clusterMaxVcpu: { ...N, with: { autoscaler: true } },
    clusterMaxMemoryGib: { ...N, with: { autoscaler: true } },
    shutdownHours: { kind: 'TimeWindow[]' },
    suspensionHours: { kind: 'TimeWindow[]' },
    rollOnChange: B,
    conditionedRoll: B,
    rollBatchSizePercentage: N,
    rollBatchMinHealthyPercentage: N,
    respectPdb: B,
  }, () => ({ ...POOLS }), (s, p) => new cap.SpotNodePoolCluster(s, 'X', p)),
  method('cap.SpotNodePoolCluster.addShutdownWindow', 'SpotNodePoolCluster.addShutdownWindow', { window: { kind: 'TimeWindow', ...R } },
    () => ({ window: cap.TimeWindow.parse('Sat:00:00-Mon:06:00') }), (s, v) => (pools(s).addShutdownWindow as any)(v?.window)),
  method('cap.SpotNodePoolCluster.addSuspensionWindow', 'SpotNodePoolCluster.addSuspensionWindow', { window: { kind: 'TimeWindow', ...R } },
    () => ({ window: cap.TimeWindow.parse('Fri:16:00-Fri:20:00') }), (s, v) => (pools(s).addSuspensionWindow as any)(v?.window)),
  method('cap.SpotNodePoolCluster.scheduleRoll', 'SpotNodePoolCluster.scheduleRoll', {
    cronExpression: { ...S, ...R }, batchSizePercentage: N, comment: S, respectRestrictScaleDown: B,
  }, () => ({ cronExpression: '0 3 * * 0' }),
  (s, v) => (pools(s).scheduleRoll as any)(v?.cronExpression, options(v, 'batchSizePercentage', 'comment', 'respectRestrictScaleDown'))),
  method('cap.SpotNodePoolCluster.scheduleUpgrade', 'SpotNodePoolCluster.scheduleUpgrade', {
    cronExpression: { ...S, ...R }, batchSizePercentage: N, comment: S, respectRestrictScaleDown: B, scopeVersion: S, applyRoll: B,
  }, () => ({ cronExpression: '0 4 * * 1' }),
  (s, v) => (pools(s).scheduleUpgrade as any)(v?.cronExpression, options(v, 'batchSizePercentage', 'comment', 'respectRestrictScaleDown', 'scopeVersion', 'applyRoll'))),
  // node groups of a node-pool cluster: the constructor and addNodeGroup take the same settings
  ...((): Case[] => {
    const headroom = { headroom: { cpuPerUnit: 500, memoryPerUnit: 512, numOfUnits: 1 } };
    const roll = { rollOnChange: true };
    const settings: Record<string, Prop> = {
      'availabilityZones': { kind: 'strings' },
      'minCount': N,
      'maxCount': N,
      'spotPercentage': N,
      'fallbackToOndemand': B,
      'kubernetesVersion': S,
      'osType': S,
      'osSku': S,
      'osDiskType': S,
      'osDiskSizeGb': N,
      'maxPodsPerNode': N,
      'enableNodePublicIp': B,
      'vnetSubnetIds': { kind: 'strings' },
      'podSubnetIds': { kind: 'strings' },
      'labels': { kind: 'stringMap' },
      'tags': { kind: 'stringMap' },
      'taints': { kind: 'struct[]' },
      'vmArchitectures': { kind: 'strings' },
      'vmSeries': { kind: 'strings' },
      'vmExcludeSeries': { kind: 'strings' },
      'vmTypes': { kind: 'strings' },
      'vmGpuTypes': { kind: 'strings' },
      'vmAcceleratedNetworking': S,
      'vmDiskPerformance': S,
      'vmMinVcpu': N,
      'vmMaxVcpu': N,
      'vmMinMemoryGib': N,
      'vmMaxMemoryGib': N,
      'vmMinGpu': N,
      'vmMaxGpu': N,
      'vmMinDisk': N,
      'vmMinNics': N,
      'headroom': { kind: 'struct' },
      'headroom.cpuPerUnit': { ...N, ...R, with: headroom },
      'headroom.memoryPerUnit': { ...N, ...R, with: headroom },
      'headroom.numOfUnits': { ...N, ...R, with: headroom },
      'headroom.gpuPerUnit': { ...N, with: headroom },
      'shutdownHours': { kind: 'TimeWindow[]' },
      'rollOnChange': B,
      'conditionedRoll': { ...B, with: roll },
      'rollBatchSizePercentage': { ...N, with: roll },
      'rollBatchMinHealthyPercentage': { ...N, with: roll },
      'respectPdb': { ...B, with: roll },
    };
    const names = Object.keys(settings).filter((n) => !n.includes('.'));
    return [
      construct('cap.NodePoolNodeGroup', 'NodePoolNodeGroup', { cluster: { kind: 'INodePoolCluster', ...R }, name: { ...S, ...R }, ...settings },
        () => ({ cluster: cap.CapRef.fromNodePoolClusterId('np-1'), name: 'g' }), (s, p) => new cap.NodePoolNodeGroup(s, 'X', p)),
      method('cap.SpotNodePoolCluster.addNodeGroup', 'SpotNodePoolCluster.addNodeGroup', { name: { ...S, ...R }, id: ID, ...settings },
        () => ({ name: 'g' }), (s, v) => (pools(s).addNodeGroup as any)(v?.name, options(v, 'id', ...names))),
    ];
  })(),
  // the ecs_like cluster and its node groups
  ...((): Case[] => {
    const withHeadroom = { autoscaler: true, headroom: { cpuPerUnit: 500, memoryPerUnit: 512, numOfUnits: 1 } };
    const valid = { name: 'e', clusterName: 'e', region: 'r', imageId: 'img', securityGroups: ['sg'], subnetIds: ['subnet'] };
    const ecs = (s: TerraformStack) => new cap.SpotEcsLikeCluster(s, 'T', valid);
    const groupHeadroom = { headroom: { cpuPerUnit: 500, memoryPerUnit: 512, numOfUnits: 1 } };
    const settings: Record<string, Prop> = {
      'imageId': S,
      'instanceTypes': { kind: 'strings' },
      'preferredSpotTypes': { kind: 'strings' },
      'securityGroups': { kind: 'strings' },
      'subnetIds': { kind: 'strings' },
      'iamInstanceProfile': S,
      'userData': S,
      'spotPercentage': N,
      'restrictScaleDown': B,
      'headroom': { kind: 'struct' },
      'headroom.cpuPerUnit': { ...N, ...R, with: groupHeadroom },
      'headroom.memoryPerUnit': { ...N, ...R, with: groupHeadroom },
      'headroom.numOfUnits': { ...N, ...R, with: groupHeadroom },
      'attributes': { kind: 'stringMap' },
      'tags': { kind: 'stringMap' },
    };
    const names = Object.keys(settings).filter((n) => !n.includes('.'));
    return [
      construct('cap.SpotEcsLikeCluster', 'SpotEcsLikeCluster', {
        'name': { ...S, ...R },
        'clusterName': { ...S, ...R },
        'region': { ...S, ...R },
        'imageId': { ...S, ...R },
        'securityGroups': { kind: 'strings', ...R },
        'subnetIds': { kind: 'strings', ...R },
        'minSize': N,
        'maxSize': N,
        'desiredCapacity': N,
        'spotPercentage': N,
        'fallbackToOndemand': B,
        'requireMetadataTokens': B,
        'autoscaler': B,
        'autoHeadroomPercentage': { ...N, with: { autoscaler: true } },
        'headroom': { kind: 'struct', with: { autoscaler: true } },
        'headroom.cpuPerUnit': { ...N, ...R, with: withHeadroom },
        'headroom.memoryPerUnit': { ...N, ...R, with: withHeadroom },
        'headroom.numOfUnits': { ...N, ...R, with: withHeadroom },
        'maxScaleDownPercentage': { ...N, with: { autoscaler: true } },
        'shutdownHours': { kind: 'TimeWindow[]' },
        'rollOnChange': B,
        'rollBatchSizePercentage': N,
        'rollBatchMinHealthyPercentage': N,
        'tags': { kind: 'stringMap' },
      }, () => ({ ...valid }), (s, p) => new cap.SpotEcsLikeCluster(s, 'X', p)),
      method('cap.SpotEcsLikeCluster.addShutdownWindow', 'SpotEcsLikeCluster.addShutdownWindow', { window: { kind: 'TimeWindow', ...R } },
        () => ({ window: cap.TimeWindow.parse('Sat:00:00-Mon:06:00') }), (s, v) => (ecs(s).addShutdownWindow as any)(v?.window)),
      construct('cap.EcsLikeNodeGroup', 'EcsLikeNodeGroup', { cluster: { kind: 'IEcsLikeCluster', ...R }, name: { ...S, ...R }, ...settings },
        () => ({ cluster: cap.CapRef.fromEcsLikeClusterId('ecs-1'), name: 'g' }), (s, p) => new cap.EcsLikeNodeGroup(s, 'X', p)),
      method('cap.SpotEcsLikeCluster.addNodeGroup', 'SpotEcsLikeCluster.addNodeGroup', { name: { ...S, ...R }, id: ID, ...settings },
        () => ({ name: 'g' }), (s, v) => (ecs(s).addNodeGroup as any)(v?.name, options(v, 'id', ...names))),
    ];
  })(),
  factory('cap.TimeWindow.parse', 'TimeWindow.parse', { text: { ...S, ...R, literal: true } }, () => ({ text: 'Sat:00:00-Mon:06:00' }), (_s, v) => (cap.TimeWindow.parse as any)(v?.text)),
  factory('cap.TimeWindow.of', 'TimeWindow.of', {
    startDay: { ...S, ...R, literal: true },
    startTime: { ...S, ...R, literal: true },
    endDay: { ...S, ...R, literal: true },
    endTime: { ...S, ...R, literal: true },
  }, () => ({ startDay: 'Saturday', startTime: '00:00', endDay: 'Mon', endTime: '6:00' }), (_s, v) => (cap.TimeWindow.of as any)(v?.startDay, v?.startTime, v?.endDay, v?.endTime)),
  factory('cap.TimeWindow.findOverlaps', 'TimeWindow.findOverlaps', { windows: { kind: 'TimeWindow[]', ...R } },
    () => ({ windows: [cap.TimeWindow.parse('Sat:00:00-Mon:06:00')] }), (_s, v) => (cap.TimeWindow.findOverlaps as any)(v?.windows)),
  factory('cap.TimeWindow.assertNoOverlap', 'TimeWindow.assertNoOverlap', { windows: { kind: 'TimeWindow[]', ...R } },
    () => ({ windows: [cap.TimeWindow.parse('Sat:00:00-Mon:06:00')] }), (_s, v) => (cap.TimeWindow.assertNoOverlap as any)(v?.windows)),
  factory('cap.TimeWindow.overlaps', 'TimeWindow.overlaps', { other: { kind: 'TimeWindow', ...R } },
    () => ({ other: cap.TimeWindow.parse('Sat:00:00-Mon:06:00') }), (_s, v) => (cap.TimeWindow.parse('Wed:00:00-Wed:01:00').overlaps as any)(v?.other)),
  construct('cap.SpotMapReduceScaler', 'SpotMapReduceScaler', {
    name: { ...S, ...R },
    strategy: { ...S, ...R },
    clusterId: S,
    description: S,
    region: S,
    releaseLabel: S,
    imageId: S,
    keyName: S,
    instanceRole: S,
    serviceRole: S,
    securityConfig: S,
    logUri: S,
    additionalInfo: S,
    availabilityZones: { kind: 'strings' },
    rootVolumeSize: N,
    retries: N,
    keepAlive: B,
    terminationProtected: B,
    exposeClusterId: B,
    provisioningTimeoutMinutes: { ...N, with: { provisioningTimeoutAction: 'terminate' } },
    provisioningTimeoutAction: { ...S, with: { provisioningTimeoutMinutes: 15 } },
    tags: { kind: 'stringMap' },
  }, () => ({ name: 'x', strategy: 'new' }), (s, p) => new cap.SpotMapReduceScaler(s, 'X', p)),
  method('cap.SpotMapReduceScaler.addMasterGroup', 'SpotMapReduceScaler.addMasterGroup', {
    instanceTypes: { kind: 'strings' }, lifecycle: S, ebsVolumes: { kind: 'struct[]' }, target: N,
  }, () => ({ instanceTypes: ['m1'] }), (s, v) => (mapReduce(s).addMasterGroup as any)(v)),
  ...(['addCoreGroup', 'addTaskGroup'].map((name) => method(`cap.SpotMapReduceScaler.${name}`, `SpotMapReduceScaler.${name}`, {
    instanceTypes: { kind: 'strings' }, lifecycle: S, ebsVolumes: { kind: 'struct[]' }, minSize: N, maxSize: N, desiredSize: N,
  }, () => ({ instanceTypes: ['c1'], minSize: 0, maxSize: 4 }), (s, v) => (mapReduce(s) as any)[name](v)))),
  ...(['addCoreScaleUpPolicy', 'addCoreScaleDownPolicy', 'addTaskScaleUpPolicy', 'addTaskScaleDownPolicy'].map((name) => method(
    `cap.SpotMapReduceScaler.${name}`, `SpotMapReduceScaler.${name}`, { policy: { kind: 'MapReduceScalingPolicy', ...R } },
    () => ({ policy: cap.MapReduceScalingPolicy.adjust({ policyName: 'p', metricName: 'm', namespace: 'n', threshold: 1, unit: 'percent', adjustment: 1 }) }),
    (s, v) => (mapReduce(s) as any)[name](v?.policy)))),
  method('cap.SpotMapReduceScaler.addTerminationStatement', 'SpotMapReduceScaler.addTerminationStatement', {
    metricName: { ...S, ...R }, threshold: { ...N, ...R }, namespace: { ...S, ...R }, operator: S, statistic: S, unit: S, period: N, evaluationPeriods: N, // eslint-disable-line @stylistic/max-len
  }, () => ({ metricName: 'IsIdle', namespace: 'pubcloud_a/MapReduce', threshold: 1 }), (s, v) => (mapReduce(s).addTerminationStatement as any)(v)),
  method('cap.SpotMapReduceScaler.addScheduledCapacity', 'SpotMapReduceScaler.addScheduledCapacity', {
    cronExpression: { ...S, ...R }, minCapacity: N, maxCapacity: N, desiredCapacity: N, enabled: B,
  }, () => ({ cronExpression: '0 20 * * *', maxCapacity: 2 }),
  (s, v) => (mapReduce(s).addScheduledCapacity as any)(v?.cronExpression, options(v, 'minCapacity', 'maxCapacity', 'desiredCapacity', 'enabled'))),
  method('cap.SpotMapReduceScaler.addApplication', 'SpotMapReduceScaler.addApplication', { name: { ...S, ...R }, version: S, args: { kind: 'strings' } },
    () => ({ name: 'QueryEngine' }), (s, v) => (mapReduce(s).addApplication as any)(v?.name, options(v, 'version', 'args'))),
  ...([['adjust', { adjustment: { ...N, ...R } }, { adjustment: 2 }], ['adjustByPercentage', { percentage: { ...N, ...R } }, { percentage: 10 }],
    ['minTarget', { capacity: { ...N, ...R } }, { capacity: 1 }], ['maxTarget', { capacity: { ...N, ...R } }, { capacity: 5 }],
    ['updateCapacity', { minimum: N, maximum: N, target: N }, { target: 3 }]] as Array<[string, Record<string, Prop>, Record<string, unknown>]>).map(([name, own, ownValid]) =>
    factory(`cap.MapReduceScalingPolicy.${name}`, `MapReduceScalingPolicy.${name}`, {
      policyName: { ...S, ...R },
      metricName: { ...S, ...R },
      namespace: { ...S, ...R },
      threshold: { ...N, ...R },
      unit: { ...S, ...R },
      operator: S,
      statistic: S,
      period: N,
      evaluationPeriods: N,
      cooldown: N,
      dimensions: { kind: 'stringMap' },
      ...own,
    }, () => ({ policyName: 'p', metricName: 'm', namespace: 'n', threshold: 1, unit: 'percent', ...ownValid }),
    (_s, v) => (cap.MapReduceScalingPolicy as any)[name](v))),
];

/** Sets a prop, `a.b` inside the struct `a` (copied); `undefined` deletes it. */
function withValue(values: Record<string, unknown>, prop: string, value: unknown): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...values };
  const [head, ...rest] = prop.split('.');
  if (rest.length) {
    copy[head] = withValue({ ...(copy[head] as Record<string, unknown> ?? {}) }, rest.join('.'), value);
  } else if (value === undefined) {
    delete copy[head];
  } else {
    copy[head] = value;
  }
  return copy;
}

/** The values for a walk of one prop: the valid base, with what the prop needs. */
function base(c: Case, s: TerraformStack, prop: string): Record<string, unknown> {
  let values = c.valid(s);
  for (const [name, value] of Object.entries(c.props[prop].with ?? {})) values = withValue(values, name, value);
  return values;
}

/** JSON with its null attributes removed: Terraform reads an attribute set to null as not set. */
function unsetDropped(json: unknown): unknown {
  if (Array.isArray(json)) return json.map(unsetDropped);
  if (typeof json !== 'object' || json === null) return json;
  return Object.fromEntries(Object.entries(json).filter(([, v]) => v !== null).map(([k, v]) => [k, unsetDropped(v)]));
}

/** The error a call throws (fails the test when it does not throw, or throws a TypeError). */
function errorOf(call: () => unknown): string {
  let error: unknown;
  try {
    call();
  } catch (e) {
    error = e;
  }
  expect(error).toBeInstanceOf(Error);
  expect(error).not.toBeInstanceOf(TypeError);
  const message = (error as Error).message;
  expect(message).not.toMatch(/Cannot read propert|is not a function|undefined is not|of undefined|of null/);
  return message;
}

describe.each(CASES.map((c) => [c.label, c] as const))('%s', (_label, c) => {
  test('the valid values are accepted', () => {
    expect(() => c.call(stack(), c.valid(stack()))).not.toThrow();
  });

  // the valid values are the fewest props: what the construct writes from them holds every attribute the
  // provider requires (a required attribute left unset is a synth error)
  test('the valid values write every attribute the provider requires', () => {
    const s = stack();
    c.call(s, c.valid(s));
    // the L1s' own checks, which Testing.synth runs (required attributes); the L2s' rules between method calls are tested with each L2
    const errors = s.node.findAll().filter((n) => n instanceof TerraformElement).flatMap((n) => n.node.validate().map((e) => `[${n.node.path}] ${e}`));
    expect(errors).toEqual([]);
    expect(checkTerraformJson(JSON.parse(JSON.stringify(s.toTerraform())))).toEqual([]);
  });

  const required = Object.entries(c.props).filter(([, p]) => p.required);
  if (required.length) {
    test.each(required.map(([name, p]) => [name, p] as const))('missing %s is an error naming where, the prop and the kind expected', (name, p) => {
      for (const missing of [undefined, null]) {
        const s = stack();
        const values = missing === undefined ? withValue(base(c, s, name), name, undefined) : withValue(base(c, s, name), name, null);
        const message = errorOf(() => c.call(s, values));
        expect(message).toContain(c.where);
        expect(message).toContain(`${name}: is required, but ${missing === null ? 'was null' : 'was not given'}; expected ${EXPECTED[p.kind]}`);
      }
    });

    test('no props at all: every required prop is named, in one error', () => {
      const message = errorOf(() => c.call(stack(), undefined));
      expect(message).toContain(c.where);
      for (const [name] of required.filter(([n]) => !n.includes('.'))) expect(message).toContain(`${name}: is required, but was not given`);
    });
  }

  test.each(Object.entries(c.props).map(([name, p]) => [name, p] as const))('%s of the wrong kind says what was given and what was expected', (name, p) => {
    const s = stack();
    const [value, shown] = WRONG[p.kind];
    const message = errorOf(() => c.call(s, withValue(base(c, s, name), name, value)));
    expect(message).toContain(c.where);
    if (p.secret) {
      // a credential is named by its kind only
      expect(message).toContain(`${name}: expected ${EXPECTED[p.kind]}, got a ${typeof value} (not shown: a secret)`);
      expect(message).not.toContain(String(value));
    } else {
      expect(message).toContain(`${name}: expected ${EXPECTED[p.kind]}, got ${shown}`);
    }
  });

  const top = Object.keys(c.props).filter((n) => !n.includes('.'));
  if (top.length > 1) {
    test('every prop of the wrong kind at once: one error naming each of them', () => {
      const s = stack();
      let values = c.valid(s);
      for (const name of top) values = withValue(values, name, WRONG[c.props[name].kind][0]);
      const message = errorOf(() => c.call(s, values));
      expect(message).toContain(`${c.where} is invalid:\n`);
      for (const name of top) expect(message).toContain(`\n  - ${name}: expected ${EXPECTED[c.props[name].kind]}`);
    });
  }

  // null is how JavaScript callers (and JSON read from a file) often say "not set"
  const optional = Object.entries(c.props).filter(([, p]) => !p.required);
  if (optional.length) {
    test.each(optional.map(([name]) => [name] as const))('%s given as null is the same as not given (same JSON, same value, or the same error)', (name) => {
      const outcome = (value: null | undefined) => {
        const s = stack();
        try {
          const result = c.call(s, withValue(base(c, s, name), name, value));
          // a construct shows in the JSON; a value (a time window, a schedule, a policy) is compared itself
          // toTerraform, not Testing.synth: these stacks hold no provider, and the Terraform suite runs what Testing.synth writes
          return { json: unsetDropped(JSON.parse(JSON.stringify(s.toTerraform()))), value: result instanceof Construct ? undefined : result };
        } catch (e) {
          return { error: (e as Error).message };
        }
      };
      const given = outcome(null);
      const omitted = outcome(undefined);
      expect(given).not.toHaveProperty('error', expect.stringMatching(/Cannot read propert|is not a function|of undefined|of null/));
      expect(given).toEqual(omitted);
    });
  }

  const tokenProps = Object.entries(c.props).filter(([, p]) => !p.literal && ['string', 'number', 'boolean', 'strings', 'stringMap'].includes(p.kind));
  if (tokenProps.length) {
    test.each(tokenProps.map(([name, p]) => [name, p] as const))('%s as a token is not judged', (name, p) => {
      const s = stack();
      expect(() => c.call(s, withValue(base(c, s, name), name, tokenOf(s, name, p.kind)))).not.toThrow();
    });
  }
});

describe('lists: each item is checked and named', () => {
  test('an item of the wrong kind in a list of strings names its index', () => {
    const message = errorOf(() => new cap.SpotScalingGroup(stack(), 'X', { name: 'x', product: 'linux', securityGroups: ['sg-1', 2 as any], minSize: 0, maxSize: 1 }));
    expect(message).toContain("SpotScalingGroup at 'stack/X' is invalid:\n  - securityGroups[1]: expected a string, got 2 (a number)");
  });

  test('an item that is not a reference in a list of references names its index and what to pass', () => {
    const message = errorOf(() => new repo.ProtectedBranch(stack(), 'X', { repository: web(), pattern: 'main', pushGroups: [repo.RepoRef.fromGroupAttributes('acme', 'a'), 'maintainers' as any] }));
    expect(message).toContain(`pushGroups[1]: expected ${EXPECTED['IWorkspaceGroup[]'].replace('a list of ', 'a ')}`);
    expect(message).toContain('got "maintainers" (a string)');
  });

  test('a string token where an object reference belongs says which attribute it was', () => {
    const s = stack();
    const login = new idp.Flow(s, 'login', { name: 'login', slug: 'login', title: 'Login', designation: 'authentication' });
    const message = errorOf(() => new idp.OAuthApplication(s, 'X', { name: 'x', slug: 'x', authorizationFlow: login.uuid as any, invalidationFlow: login }));
    expect(message).toContain('authorizationFlow: expected an idp.IFlow (an idp.Flow, idp.DataIdpFlow or idp.StagedFlow; idp.IdpRef.fromFlowUuid(uuid) for a flow outside the app), got a string token (idp_flow.login.uuid)');
  });

  test('an object of another kind says what it lacks', () => {
    const s = stack();
    const admins = new idp.Group(s, 'admins', { name: 'admins' });
    const message = errorOf(() => new idp.OAuthApplication(s, 'X', { name: 'x', slug: 'x', authorizationFlow: admins as any, invalidationFlow: { flowUuid: 7 } as any }));
    expect(message).toContain('authorizationFlow: expected an idp.IFlow (');
    expect(message).toContain("got a Group construct at 'stack/admins', which has no string flowUuid");
    expect(message).toContain('invalidationFlow: expected an idp.IFlow (');
    expect(message).toContain('got {"flowUuid":7} (an object), which has no string flowUuid');
  });

  test('props that are not an object are named as such, with every required prop', () => {
    const message = errorOf(() => new idp.StagedFlow(stack(), 'X', 'login' as any));
    expect(message).toBe("StagedFlow at 'stack/X' is invalid:\n  - props: expected an object of named properties, got \"login\" (a string)\n" +
      '  - name: is required, but was not given; expected a string\n  - slug: is required, but was not given; expected a string\n' +
      '  - designation: is required, but was not given; expected a string');
  });

  test('NaN (a failed Number() of an environment variable) is not a number', () => {
    const message = errorOf(() => new cap.SpotScalingGroup(stack(), 'X', { name: 'x', product: 'linux', securityGroups: ['sg'], minSize: Number('two'), maxSize: 1 }));
    expect(message).toContain('minSize: expected a number, got NaN (not a number: a failed conversion?)');
  });
});

// ---- the table is honest: its names are those of the TypeScript sources, and every API has a row

/** The L2 API as the careless-input table sees it: struct members and method parameters. */
interface Api {
  readonly interfaces: Map<string, ApiMember[]>;
  readonly methods: Map<string, ApiMember[]>;
}

function readApi(): Api {
  const api = readL2Api();
  return { interfaces: api.interfaces, methods: new Map([...api.calls.values()].map((c) => [c.key, c.params])) };
}

/** The prop names (and whether required) an API gives a table row: struct members, nested struct members as `a.b`. */
function namesOf(api: Api, c: Case): Map<string, boolean> {
  const names = new Map<string, boolean>();
  const addStruct = (name: string, prefix: string) => {
    for (const m of api.interfaces.get(name) ?? []) {
      names.set(`${prefix}${m.name}`, !m.optional);
      if (api.interfaces.has(m.type)) addStruct(m.type, `${prefix}${m.name}.`);
    }
  };
  if (c.api.props) addStruct(c.api.props, '');
  if (c.api.method) {
    const params = api.methods.get(c.api.method);
    expect(params).toBeDefined();
    for (const p of params!) {
      // an options struct stands for its members, named as the caller writes them
      if (api.interfaces.has(p.type)) addStruct(p.type, '');
      else names.set(p.name, !p.optional);
    }
  }
  return names;
}

describe('the table is honest', () => {
  const api = readApi();

  test.each(CASES.map((c) => [c.label, c] as const))('%s: the prop names and which are required match the TypeScript sources', (_label, c) => {
    const names = namesOf(api, c);
    const table = new Map(Object.entries(c.props).map(([name, p]) => [name, !!p.required]));
    expect([...table.keys()].sort()).toEqual([...names.keys()].sort());
    for (const [name, required] of names) expect([name, table.get(name)]).toEqual([name, required]);
  });

  test('every public constructor, method and factory of the L2s that takes arguments has a row', () => {
    const covered = new Set(CASES.map((c) => c.api.method ?? c.api.props!.replace(/Props$/, '')));
    const missing = [...api.methods.keys()].filter((m) => !covered.has(m));
    expect(missing).toEqual([]);
    // and the walk found the API at all (the sources were read)
    expect(api.methods.size).toBeGreaterThan(40);
  });
});

test('a value that cannot be shown as JSON (it holds itself) is described by its kind', () => {
  const cyclic: any = { a: 1 };
  cyclic.self = cyclic;
  const list: any[] = [1];
  list.push(list);
  expect(() => new idp.StagedFlow(stack(), 'F', { name: cyclic, slug: list, designation: 'authentication' } as any)).toThrow(
    "StagedFlow at 'stack/F' is invalid:\n  - name: expected a string, got an object (an object)\n  - slug: expected a string, got an array (a list)",
  );
});
