/**
 * Reference interfaces: every L1 and data function the schema says stands for an interface is
 * accepted where the interface is expected, as is every L2 that implements it and an object from
 * outside the app (`IdpRef` / `RepoRef`); they all synthesize the same kind of reference, and that
 * reference reads the attribute the schema names.
 */
import { Testing, TerraformOutput, TerraformStack, Tokenization } from 'cdktf';
import { cap, idp, repo } from '../../src';
import { checkTerraformJson } from '../../src/constructs/schema-check';
import { only } from '../support/l2';
import { readL2Api } from '../support/l2-api';
import { classOf, EntityModel, packages } from '../support/model';
import { minimalConfig, resetSamples } from '../support/samples';

/** A use of an interface by an L2, and where its value lands in the JSON. */
interface Consumer {
  /**
   * Why the reference's members are written nowhere (the consumer's Terraform type has no attribute
   * for them): `read` then gives the addresses the consumer depends on, an object of the app's own and
   * none for an object outside the app.
   */
  readonly unwritten?: string;
  use(stack: TerraformStack, ref: any): void;
  /** The values the reference became, member by member, in the synthesized JSON. */
  read(json: any): string[];
  /** The error an implementer of this Terraform type gets from the L2, when the L2 refuses its kind. */
  refuses?(tfType: string): RegExp | undefined;
}

const flows = { authorizationFlow: idp.IdpRef.fromFlowUuid('a'), invalidationFlow: idp.IdpRef.fromFlowUuid('i') };
const RIGHT_SIZING = { name: 'r', workloads: [{ namespace: 'w' }], intervals: [{ repetitionBasis: 'b', days: ['d'], startTime: 's', endTime: 'e' }] };

const CONSUMERS: { [iface: string]: Consumer } = {
  IFlow: {
    use: (s, ref) => new idp.OAuthApplication(s, 'Consumer', { name: 'c', slug: 'c', authorizationFlow: ref, invalidationFlow: idp.IdpRef.fromFlowUuid('i'), scopeMappings: [idp.IdpRef.fromScopeMappingId('m')] }),
    read: (json) => [only(json, 'idp_provider_oauth2').authorization_flow],
  },
  IGroup: {
    use: (s, ref) => new idp.OAuthApplication(s, 'Consumer', { name: 'c', slug: 'c', ...flows, scopeMappings: [idp.IdpRef.fromScopeMappingId('m')] }).allowGroup(ref),
    read: (json) => [only(json, 'idp_policy_binding').group],
  },
  IUser: {
    use: (s, ref) => {
      const role = new idp.Role(s, 'Consumer', { name: 'c' });
      role.grant('a.b');
      role.assignToUser(ref);
    },
    read: (json) => [String(only(json, 'idp_rbac_permission_user').user)],
  },
  IPolicy: {
    use: (s, ref) => new idp.OAuthApplication(s, 'Consumer', { name: 'c', slug: 'c', ...flows, scopeMappings: [idp.IdpRef.fromScopeMappingId('m')] }).addPolicy(ref),
    read: (json) => [only(json, 'idp_policy_binding').policy],
  },
  IStage: {
    use: (s, ref) => new idp.StagedFlow(s, 'Consumer', { name: 'c', slug: 'c', designation: 'authentication' }).addStage(ref),
    read: (json) => [only(json, 'idp_flow_stage_binding').stage],
  },
  IOutpost: {
    use: (s, ref) => new idp.OAuthApplication(s, 'Consumer', { name: 'c', slug: 'c', ...flows, scopeMappings: [idp.IdpRef.fromScopeMappingId('m')], outpost: ref }),
    // an outpost of this app lists the provider itself; one from elsewhere gets an attachment
    read: (json) => [json.resource.idp_outpost_provider_attachment ? only(json, 'idp_outpost_provider_attachment').outpost : '(listed by the outpost)'],
  },
  IScopeMapping: {
    use: (s, ref) => new idp.OAuthApplication(s, 'Consumer', { name: 'c', slug: 'c', ...flows, scopeMappings: [ref] }),
    read: (json) => only(json, 'idp_provider_oauth2').property_mappings,
  },
  IPropertyMapping: {
    use: (s, ref) => new idp.SamlApplication(s, 'Consumer', { name: 'c', slug: 'c', acsUrl: 'https://c.example.com/acs', ...flows, propertyMappings: [ref] }),
    read: (json) => only(json, 'idp_provider_saml').property_mappings,
    // a property mapping of another kind than a SAML provider mapping maps nothing there
    refuses: (tfType) => (tfType === 'idp_property_mapping_provider_saml' ? undefined : /propertyMappings\[0\]: an? \w+ construct at 'stack\/subject' is not a SAML provider mapping/),
  },
  ISource: {
    use: (s, ref) => new idp.AuthenticationFlow(s, 'Consumer', { name: 'c', slug: 'c', passwordBackends: ['b'] }).addSource(ref),
    read: (json) => only(json, 'idp_stage_identification').sources,
  },
  ICertificateKeyPair: {
    use: (s, ref) => new idp.OAuthApplication(s, 'Consumer', { name: 'c', slug: 'c', ...flows, scopeMappings: [idp.IdpRef.fromScopeMappingId('m')], signingKey: ref }),
    read: (json) => [only(json, 'idp_provider_oauth2').signing_key],
  },
  IApplication: {
    use: (s, ref) => new idp.FlowBrand(s, 'Consumer', { domain: 'example.com', defaultApplication: ref }),
    read: (json) => [only(json, 'idp_brand').default_application],
  },
  IProtocolProvider: {
    use: (s, ref) => new idp.ManagedOutpost(s, 'Consumer', { name: 'consumer' }).addProvider(ref),
    read: (json) => [String(only(json, 'idp_outpost').protocol_providers[0])],
  },
  IRepository: {
    use: (s, ref) => new repo.RepositoryWebhook(s, 'Consumer', { repository: ref, url: 'https://ci.example.com/hook', events: ['repo:push'] }),
    read: (json) => [only(json, 'repo_hook').owner, only(json, 'repo_hook').repository],
  },
  IWorkspaceGroup: {
    use: (s, ref) => new repo.ProtectedBranch(s, 'Consumer', { repository: repo.RepoRef.fromRepositoryAttributes('acme', 'web'), pattern: 'main', pushGroups: [ref] }),
    read: (json) => {
      const push = Object.values<any>(json.resource.repo_branch_restriction).find((r) => r.kind === 'push');
      return [push.groups[0].owner, push.groups[0].slug];
    },
  },
  IDeployment: {
    use: (s, ref) => repo.HostedRepository.fromRepositoryAttributes(s, 'Consumer', 'acme', 'web').addDeploymentVariable(ref, 'K', 'v'),
    read: (json) => [only(json, 'repo_deployment_variable').deployment],
  },
  ICluster: {
    use: (s, ref) => new cap.RightSizingRule(s, 'Consumer', { ...RIGHT_SIZING, cluster: ref }),
    read: (json) => [only(json, 'cap_cluster_right_sizing_rule').cluster_id],
  },
  IClusterImport: {
    use: (s, ref) => new cap.RightSizingRule(s, 'Consumer', { ...RIGHT_SIZING, clusterImport: ref }),
    read: (json) => [only(json, 'cap_cluster_right_sizing_rule').cluster_id],
  },
  IOrganizationPolicy: {
    use: (s, ref) => new cap.UserGroup(s, 'Consumer', { name: 'c' }).grant(ref, ['act-1']),
    read: (json) => [only(json, 'cap_organization_user_group').policies[0].policy_id],
  },
  IOrganizationUser: {
    use: (s, ref) => new cap.UserGroup(s, 'Consumer', { name: 'c', members: [ref] }),
    read: (json) => only(json, 'cap_organization_user_group').user_ids,
  },
  INodePoolCluster: {
    use: (s, ref) => new cap.NodePoolNodeGroup(s, 'Consumer', { cluster: ref, name: 'c' }),
    read: (json) => [only(json, 'cap_pubcloud_b_node_pool_cluster_node_group').cluster_id],
  },
  IEcsLikeCluster: {
    use: (s, ref) => new cap.EcsLikeNodeGroup(s, 'Consumer', { cluster: ref, name: 'c' }),
    read: (json) => [only(json, 'cap_ecs_like_cluster_launch_spec').cluster_id],
  },
  IVerificationProvider: {
    use: (s, ref) => new cap.VerificationTemplate(s, 'Consumer', { name: 'c', provider: ref, queryKind: 'prometheus', metrics: [{ name: 'm', query: 'q' }] }),
    read: (json) => only(json, 'cap_cd_verification_template').depends_on ?? [],
    unwritten: 'a verification template names no provider: the provider decides the kind of query written, and the template is created after it',
  },
  IVerificationTemplate: {
    use: (s, ref) => new cap.RolloutStrategy(s, 'Consumer', { name: 'c', rollingSteps: [{ verifiedBy: [ref] }] }),
    read: (json) => only(json, 'cap_cd_strategy').rolling.steps[0].verification.template_names,
  },
  IRolloutStrategy: {
    use: (s, ref) => new cap.Rollout(s, 'Consumer', { name: 'c', cluster: cap.CapRef.fromClusterId('c'), namespace: 'n', deploymentName: 'd', strategy: ref }),
    read: (json) => [only(json, 'cap_cd_rollout_spec').strategy.strategy_name],
  },
};

const IMPORTED: { [iface: string]: () => any } = {
  ICluster: () => cap.CapRef.fromClusterId('cluster-id'),
  IOrganizationPolicy: () => cap.CapRef.fromOrganizationPolicyId('policy-id'),
  IOrganizationUser: () => cap.CapRef.fromOrganizationUserId('user-id'),
  IClusterImport: () => cap.CapRef.fromClusterImportId('cluster-import-id'),
  IFlow: () => idp.IdpRef.fromFlowUuid('flow-uuid'),
  IGroup: () => idp.IdpRef.fromGroupUuid('group-uuid'),
  IUser: () => idp.IdpRef.fromUserId('42'),
  IPolicy: () => idp.IdpRef.fromPolicyUuid('policy-uuid'),
  IStage: () => idp.IdpRef.fromStageId('stage-id'),
  IScopeMapping: () => idp.IdpRef.fromScopeMappingId('scope-mapping-id'),
  ICertificateKeyPair: () => idp.IdpRef.fromCertificateKeyPairId('key-pair-id'),
  IPropertyMapping: () => idp.IdpRef.fromPropertyMappingId('property-mapping-id'),
  ISource: () => idp.IdpRef.fromSourceUuid('source-uuid'),
  IOutpost: () => idp.IdpRef.fromOutpostUuid('outpost-uuid'),
  IApplication: () => idp.IdpRef.fromApplicationUuid('application-uuid'),
  IProtocolProvider: () => idp.IdpRef.fromProtocolProviderId('42'),
  IRepository: () => repo.RepoRef.fromRepositoryAttributes('acme', 'web'),
  IWorkspaceGroup: () => repo.RepoRef.fromGroupAttributes('acme', 'devs'),
  IDeployment: () => repo.RepoRef.fromDeploymentId('acme/web:{uuid}'),
  INodePoolCluster: () => cap.CapRef.fromNodePoolClusterId('np-1'),
  IEcsLikeCluster: () => cap.CapRef.fromEcsLikeClusterId('ecs-1'),
  IVerificationProvider: () => cap.CapRef.fromVerificationProviderName('metrics'),
  IVerificationTemplate: () => cap.CapRef.fromVerificationTemplateName('error-rate'),
  IRolloutStrategy: () => cap.CapRef.fromRolloutStrategyName('canary'),
};

const implementers = packages().flatMap((p) =>
  p.entities.flatMap((e) => (e.implements ?? []).map((imp) => [`${p.name}.${e.className} as ${imp.iface}`, p.name, e, imp.iface] as const)),
);
const ifaces = packages().flatMap((p) => p.references.map((r) => [`${p.name}.${r.name}`, p.name, r.name] as const));

function synth(build: (s: TerraformStack) => void) {
  const stack = new TerraformStack(Testing.app(), 'stack');
  new idp.IdpProvider(stack, 'idp');
  new repo.RepoProvider(stack, 'repo');
  new cap.CapProvider(stack, 'cap');
  build(stack);
  const json = JSON.parse(Testing.synth(stack, true));
  expect(checkTerraformJson(json)).toEqual([]);
  return json;
}

/** Interfaces an L2 takes (the others are implemented by the L1s for users' own code). */
const consumed = implementers.filter(([, , , iface]) => CONSUMERS[iface]);

/** The reference interfaces that L2 props, options and method parameters are typed with, read from the sources. */
function interfacesTheL2sTake(): string[] {
  const api = readL2Api();
  const names = new Set(ifaces.map(([, , name]) => name));
  const types = [...[...api.interfaces.values()].flat(), ...[...api.calls.values()].flatMap((c) => c.params)].map((m) => m.type.replace(/\[\]$/, ''));
  return [...new Set(types.filter((t) => names.has(t)))].sort();
}

describe('the interfaces L2s take have a consumer and an outside-the-app factory here', () => {
  test('every interface an L2 takes is in the tables (and the tables hold no other)', () => {
    const taken = interfacesTheL2sTake();
    expect(taken).toEqual(expect.arrayContaining(['IFlow', 'IGroup', 'IRepository']));
    expect(Object.keys(CONSUMERS).sort()).toEqual(taken);
    expect(Object.keys(IMPORTED).sort()).toEqual(taken);
  });
});

describe('every implementer\'s members read the attribute the schema says', () => {
  test.each(implementers)('%s', (_, __, e: EntityModel, iface) => {
    resetSamples();
    const imp = e.implements!.find((i) => i.iface === iface)!;
    const json = synth((s) => {
      const subject = new (classOf(packages().find((p) => p.entities.includes(e))!.name, e))(s, 'subject', minimalConfig(e));
      for (const m of imp.members) new TerraformOutput(s, m.member, { value: subject[m.member] });
    });
    const prefix = e.kind === 'dataSource' ? `data.${e.tfType}` : e.tfType;
    for (const m of imp.members) {
      const attr = m.getter === 'id' ? 'id' : e.attrs.find((a) => a.tsName === m.getter)!.tfName;
      expect(json.output[m.member].value).toBe(`\${${prefix}.subject.${attr}}`);
    }
  });
});

describe('an L1 or a data function is accepted where an L2 takes its interface', () => {
  test.each(consumed)('%s', (_, pkgName, e: EntityModel, iface) => {
    resetSamples();
    const imp = e.implements!.find((i) => i.iface === iface)!;
    let subject: any;
    const refused = CONSUMERS[iface].refuses?.(e.tfType);
    if (refused) {
      expect(() => synth((s) => CONSUMERS[iface].use(s, new (classOf(pkgName, e))(s, 'subject', minimalConfig(e))))).toThrow(refused);
      return;
    }
    const json = synth((s) => {
      subject = new (classOf(pkgName, e))(s, 'subject', minimalConfig(e));
      CONSUMERS[iface].use(s, subject);
    });
    const prefix = e.kind === 'dataSource' ? `data.${e.tfType}` : e.tfType;
    // a reference written nowhere: the consumer depends on the object instead
    const expected = CONSUMERS[iface].unwritten ? [`${prefix}.subject`] : imp.members.map((m) => {
      const attr = m.getter === 'id' ? 'id' : e.attrs.find((a) => a.tsName === m.getter)!.tfName;
      return `\${${prefix}.subject.${attr}}`;
    });
    if (iface === 'IOutpost' && e.kind === 'resource') {
      // an outpost of this app manages what it serves: the provider joins its list, no attachment
      expect(json.resource.idp_outpost_provider_attachment).toBeUndefined();
      const listed = json.resource.idp_outpost.subject.protocol_providers;
      expect(listed.slice(0, -1)).toEqual(subject.protocolProvidersInput.slice(0, -1));
      expect(listed[listed.length - 1]).toMatch(/^\$\{idp_provider_oauth2\..*\.id\}$/);
      expect((Tokenization.reverseString(subject.outpostUuid).firstToken as any).identifier).toBe('idp_outpost.subject.id');
    } else {
      expect(CONSUMERS[iface].read(json)).toEqual(expected);
    }
  });
});

describe('an object from outside the app is accepted too, by its identifier', () => {
  test.each(ifaces.filter(([, , name]) => IMPORTED[name]))('%s', (_, __, name) => {
    const json = synth((s) => CONSUMERS[name].use(s, IMPORTED[name]()));
    const values = CONSUMERS[name].read(json);
    expect(values.every((v) => typeof v === 'string' && !v.startsWith('${'))).toBe(true);
    // an object outside the app, written nowhere, is nothing to wait for
    if (CONSUMERS[name].unwritten) expect(values).toEqual([]);
    else expect(values.length).toBeGreaterThan(0);
  });
});

/**
 * A factory for every reference interface of every package (`IdpRef`, `RepoRef`, `CapRef`): each object
 * outside the app can be named, whether an L2 takes its interface or users' own L1 wiring does.
 */
const FACTORIES: { [iface: string]: { factory: string; make: () => any; values: { [member: string]: string } } } = {
  'idp.IApplication': { factory: 'IdpRef.fromApplicationUuid', make: () => idp.IdpRef.fromApplicationUuid('app-uuid'), values: { applicationUuid: 'app-uuid' } },
  'idp.IEventRule': { factory: 'IdpRef.fromEventRuleId', make: () => idp.IdpRef.fromEventRuleId('rule-uuid'), values: { eventRuleId: 'rule-uuid' } },
  'idp.IEventTransport': {
    factory: 'IdpRef.fromEventTransportId', make: () => idp.IdpRef.fromEventTransportId('transport-uuid'), values: { eventTransportId: 'transport-uuid' },
  },
  'idp.IFlow': { factory: 'IdpRef.fromFlowUuid', make: () => idp.IdpRef.fromFlowUuid('flow-uuid'), values: { flowUuid: 'flow-uuid' } },
  'idp.IGroup': { factory: 'IdpRef.fromGroupUuid', make: () => idp.IdpRef.fromGroupUuid('group-uuid'), values: { groupUuid: 'group-uuid' } },
  'idp.IOutpost': { factory: 'IdpRef.fromOutpostUuid', make: () => idp.IdpRef.fromOutpostUuid('outpost-uuid'), values: { outpostUuid: 'outpost-uuid' } },
  'idp.IPolicy': { factory: 'IdpRef.fromPolicyUuid', make: () => idp.IdpRef.fromPolicyUuid('policy-uuid'), values: { policyUuid: 'policy-uuid' } },
  'idp.IProtocolProvider': { factory: 'IdpRef.fromProtocolProviderId', make: () => idp.IdpRef.fromProtocolProviderId('42'), values: { protocolProviderId: '42' } },
  'idp.IStage': { factory: 'IdpRef.fromStageId', make: () => idp.IdpRef.fromStageId('stage-id'), values: { stageId: 'stage-id' } },
  'idp.ICertificateKeyPair': {
    factory: 'IdpRef.fromCertificateKeyPairId', make: () => idp.IdpRef.fromCertificateKeyPairId('kp-uuid'), values: { certificateKeyPairId: 'kp-uuid' },
  },
  'idp.IPropertyMapping': {
    factory: 'IdpRef.fromPropertyMappingId', make: () => idp.IdpRef.fromPropertyMappingId('pm-uuid'), values: { propertyMappingId: 'pm-uuid' },
  },
  'idp.IScopeMapping': { factory: 'IdpRef.fromScopeMappingId', make: () => idp.IdpRef.fromScopeMappingId('scope-uuid'), values: { scopeMappingId: 'scope-uuid' } },
  'idp.IUser': { factory: 'IdpRef.fromUserId', make: () => idp.IdpRef.fromUserId('7'), values: { userId: '7' } },
  'idp.ISource': { factory: 'IdpRef.fromSourceUuid', make: () => idp.IdpRef.fromSourceUuid('source-uuid'), values: { sourceUuid: 'source-uuid' } },
  'idp.IRole': { factory: 'IdpRef.fromRoleId', make: () => idp.IdpRef.fromRoleId('role-uuid'), values: { roleId: 'role-uuid' } },
  'idp.IPromptField': { factory: 'IdpRef.fromPromptFieldId', make: () => idp.IdpRef.fromPromptFieldId('field-uuid'), values: { promptFieldId: 'field-uuid' } },
  'idp.IServiceConnection': {
    factory: 'IdpRef.fromServiceConnectionId', make: () => idp.IdpRef.fromServiceConnectionId('sc-uuid'), values: { serviceConnectionId: 'sc-uuid' },
  },
  'cap.IEcsLikeCluster': { factory: 'CapRef.fromEcsLikeClusterId', make: () => cap.CapRef.fromEcsLikeClusterId('ecs-1'), values: { ecsLikeClusterId: 'ecs-1' } },
  'cap.INodePoolCluster': { factory: 'CapRef.fromNodePoolClusterId', make: () => cap.CapRef.fromNodePoolClusterId('np-1'), values: { nodePoolClusterId: 'np-1' } },
  'cap.IClusterImport': { factory: 'CapRef.fromClusterImportId', make: () => cap.CapRef.fromClusterImportId('ci-1'), values: { clusterImportId: 'ci-1' } },
  'cap.IOrganizationPolicy': {
    factory: 'CapRef.fromOrganizationPolicyId', make: () => cap.CapRef.fromOrganizationPolicyId('pol-1'), values: { organizationPolicyId: 'pol-1' },
  },
  'cap.IOrganizationUser': { factory: 'CapRef.fromOrganizationUserId', make: () => cap.CapRef.fromOrganizationUserId('u-1'), values: { organizationUserId: 'u-1' } },
  'cap.ISparkCluster': { factory: 'CapRef.fromSparkClusterId', make: () => cap.CapRef.fromSparkClusterId('sc-1'), values: { sparkClusterId: 'sc-1' } },
  'cap.IVerificationProvider': {
    factory: 'CapRef.fromVerificationProviderName', make: () => cap.CapRef.fromVerificationProviderName('metrics'), values: { verificationProviderName: 'metrics' },
  },
  'cap.IVerificationTemplate': {
    factory: 'CapRef.fromVerificationTemplateName', make: () => cap.CapRef.fromVerificationTemplateName('error-rate'), values: { verificationTemplateName: 'error-rate' },
  },
  'cap.IRolloutStrategy': { factory: 'CapRef.fromRolloutStrategyName', make: () => cap.CapRef.fromRolloutStrategyName('canary'), values: { rolloutStrategyName: 'canary' } },
  'repo.IDeployment': { factory: 'RepoRef.fromDeploymentId', make: () => repo.RepoRef.fromDeploymentId('dep-1'), values: { deploymentId: 'dep-1' } },
  'cap.ICluster': { factory: 'CapRef.fromClusterId', make: () => cap.CapRef.fromClusterId('ocn-1'), values: { clusterId: 'ocn-1' } },
  'cap.IScalingGroup': { factory: 'CapRef.fromScalingGroupId', make: () => cap.CapRef.fromScalingGroupId('sig-1'), values: { scalingGroupId: 'sig-1' } },
  'repo.IProject': {
    factory: 'RepoRef.fromProjectAttributes', make: () => repo.RepoRef.fromProjectAttributes('acme', 'PLAT'), values: { projectWorkspace: 'acme', projectKey: 'PLAT' },
  },
  'repo.IRepository': {
    factory: 'RepoRef.fromRepositoryAttributes', make: () => repo.RepoRef.fromRepositoryAttributes('acme', 'web'), values: { repositoryWorkspace: 'acme', repositorySlug: 'web' },
  },
  'repo.IWorkspaceGroup': {
    factory: 'RepoRef.fromGroupAttributes', make: () => repo.RepoRef.fromGroupAttributes('acme', 'devs'), values: { groupWorkspace: 'acme', groupSlug: 'devs' },
  },
};

describe('every reference interface can name an object outside the app (IdpRef, RepoRef, CapRef)', () => {
  test('the factories cover the interfaces of the schema, and IdpRef, RepoRef and CapRef have no other', () => {
    expect(Object.keys(FACTORIES).sort()).toEqual(ifaces.map(([label]) => label).sort());
    const statics = (name: string, cls: any) => Object.getOwnPropertyNames(cls).filter((m) => m.startsWith('from') && typeof cls[m] === 'function').map((m) => `${name}.${m}`);
    expect([...statics('IdpRef', idp.IdpRef), ...statics('RepoRef', repo.RepoRef), ...statics('CapRef', cap.CapRef)].sort())
      .toEqual(Object.values(FACTORIES).map((f) => f.factory).sort());
  });

  test.each(Object.keys(FACTORIES))('%s: the object has the interface\'s members, each the identifier given', (label) => {
    const [pkgName, name] = label.split('.');
    const iface = packages().find((p) => p.name === pkgName)!.references.find((r) => r.name === name)!;
    expect(FACTORIES[label].make()).toEqual(FACTORIES[label].values);
    expect(Object.keys(FACTORIES[label].values).sort()).toEqual(iface.members.map((m) => m.name).sort());
  });

  test('identifiers are checked as the other factories check them: a blank one, a number, and a provider id that is not an integer are refused', () => {
    expect(() => idp.IdpRef.fromApplicationUuid(' ')).toThrow('IdpRef.fromApplicationUuid: applicationUuid: must not be blank');
    expect(() => idp.IdpRef.fromEventRuleId(7 as any)).toThrow('IdpRef.fromEventRuleId: eventRuleId: expected a string, got 7 (a number)');
    expect(() => idp.IdpRef.fromEventTransportId(undefined as any)).toThrow(
      'IdpRef.fromEventTransportId: eventTransportId: is required, but was not given; expected a string');
    expect(() => idp.IdpRef.fromProtocolProviderId('')).toThrow('IdpRef.fromProtocolProviderId: protocolProviderId: must not be blank');
    expect(() => idp.IdpRef.fromProtocolProviderId(42 as any)).toThrow('IdpRef.fromProtocolProviderId: protocolProviderId: expected a string, got 42 (a number)');
    expect(() => idp.IdpRef.fromProtocolProviderId('oauth-42')).toThrow(
      "IdpRef.fromProtocolProviderId: protocolProviderId: \"oauth-42\" is not an integer id (a protocol provider's primary key, digits only: '42')");
    expect(() => repo.RepoRef.fromProjectAttributes('acme', ' ')).toThrow('RepoRef.fromProjectAttributes: projectKey: must not be blank');
    expect(() => cap.CapRef.fromClusterId(' ')).toThrow('CapRef.fromClusterId: clusterId: must not be blank');
    expect(() => cap.CapRef.fromScalingGroupId(3 as any)).toThrow('CapRef.fromScalingGroupId: scalingGroupId: expected a string, got 3 (a number)');
    expect(() => repo.RepoRef.fromProjectAttributes(undefined as any, 5 as any)).toThrow(
      'RepoRef.fromProjectAttributes is invalid:\n  - workspace: is required, but was not given; expected a string\n  - projectKey: expected a string, got 5 (a number)');
  });

  test('a token is not judged: a provider id read from a variable or a reference passes', () => {
    const stack = new TerraformStack(Testing.app(), 'stack');
    const provider = new idp.ProviderProxy(stack, 'p', { name: 'p', externalHost: 'https://p.example.com', authorizationFlow: 'a', invalidationFlow: 'i' });
    const id = provider.providerProxyId;
    expect(idp.IdpRef.fromProtocolProviderId(id).protocolProviderId).toBe(id);
  });

  test('the objects reach the JSON where the L1s and L2s take them', () => {
    const json = synth((s) => {
      new idp.ManagedOutpost(s, 'Outpost', { name: 'o' }).addProvider(idp.IdpRef.fromProtocolProviderId('42'));
      new idp.FlowBrand(s, 'Brand', { domain: 'example.com', defaultApplication: idp.IdpRef.fromApplicationUuid('app-uuid') });
      // no L2 takes these three: users' own L1 wiring reads their members
      new idp.PolicyBinding(s, 'RuleBinding', { target: idp.IdpRef.fromEventRuleId('rule-uuid').eventRuleId, policy: 'policy-uuid', order: 0 });
      new idp.EventRule(s, 'Rule', { name: 'r', transports: [idp.IdpRef.fromEventTransportId('transport-uuid').eventTransportId] });
      // a node group bound to a cluster outside the app
      new cap.pubcloud_a.ClusterLaunchSpec(s, 'Group', { clusterId: cap.CapRef.fromClusterId('ocn-1').clusterId });
      new cap.pubcloud_a.Suspension(s, 'Pause', { groupId: cap.CapRef.fromScalingGroupId('sig-1').scalingGroupId, suspensions: [{ name: 'AUTO_HEALING' }] });
      const project = repo.RepoRef.fromProjectAttributes('acme', 'PLAT');
      new repo.Repository(s, 'Repo', { owner: project.projectWorkspace, name: 'web', projectKey: project.projectKey });
    });
    expect(only(json, 'idp_outpost').protocol_providers).toEqual([42]);
    expect(only(json, 'idp_brand').default_application).toBe('app-uuid');
    expect(only(json, 'idp_policy_binding').target).toBe('rule-uuid');
    expect(only(json, 'cap_pubcloud_a_cluster_launch_spec').cluster_id).toBe('ocn-1');
    expect(only(json, 'cap_pubcloud_a_suspension').group_id).toBe('sig-1');
    expect(only(json, 'idp_event_rule').transports).toEqual(['transport-uuid']);
    expect(only(json, 'repo_repository')).toMatchObject({ owner: 'acme', project_key: 'PLAT' });
  });
});

describe('an L2 is accepted where the interface of its main object is', () => {
  test('a SpotNodePoolCluster is an INodePoolCluster, a SpotEcsLikeCluster an IEcsLikeCluster: their node groups bind to them', () => {
    let pools: cap.SpotNodePoolCluster;
    let ecs: cap.SpotEcsLikeCluster;
    const json = synth((s) => {
      pools = new cap.SpotNodePoolCluster(s, 'pools', {
        name: 'p', controllerClusterId: 'c', managedClusterName: 'm', managedClusterRegion: 'r', managedResourceGroupName: 'g', managedInfrastructureResourceGroupName: 'i', availabilityZones: ['1'],
      });
      CONSUMERS.INodePoolCluster.use(s, pools);
    });
    const ecsJson = synth((s) => {
      ecs = new cap.SpotEcsLikeCluster(s, 'ecs', { name: 'e', clusterName: 'e', region: 'r', imageId: 'img', securityGroups: ['sg'], subnetIds: ['sn'] });
      CONSUMERS.IEcsLikeCluster.use(s, ecs);
    });
    expect(CONSUMERS.INodePoolCluster.read(json)).toEqual([`\${cap_pubcloud_b_node_pool_cluster.${pools!.resource.friendlyUniqueId}.id}`]);
    expect(CONSUMERS.IEcsLikeCluster.read(ecsJson)).toEqual([`\${cap_ecs_like_cluster.${ecs!.resource.friendlyUniqueId}.id}`]);
  });

  test('a SpotClusterImport is an IClusterImport; a VerificationProvider, VerificationTemplate and RolloutStrategy are the references of continuous delivery', () => {
    let imported: cap.SpotClusterImport;
    let provider: cap.VerificationProvider;
    let template: cap.VerificationTemplate;
    let strategy: cap.RolloutStrategy;
    const importJson = synth((s) => {
      imported = new cap.SpotClusterImport(s, 'imported', { clusterName: 'prod', location: 'zone-a' });
      CONSUMERS.IClusterImport.use(s, imported);
    });
    const providerJson = synth((s) => {
      provider = new cap.VerificationProvider(s, 'metrics', { name: 'metrics', clusters: [cap.CapRef.fromClusterId('c')], prometheusAddress: 'http://prometheus:9090' });
      CONSUMERS.IVerificationProvider.use(s, provider);
    });
    const templateJson = synth((s) => {
      template = new cap.VerificationTemplate(s, 'errors', { name: 'errors', provider: cap.CapRef.fromVerificationProviderName('p'), queryKind: 'prometheus', metrics: [{ name: 'm', query: 'q' }] });
      CONSUMERS.IVerificationTemplate.use(s, template);
    });
    const strategyJson = synth((s) => {
      strategy = new cap.RolloutStrategy(s, 'canary', { name: 'canary', canarySteps: [{ weight: 10 }] });
      CONSUMERS.IRolloutStrategy.use(s, strategy);
    });
    expect(CONSUMERS.IClusterImport.read(importJson)).toEqual([`\${cap_pubcloud_c_cluster_import.${imported!.resource.friendlyUniqueId}.id}`]);
    expect(CONSUMERS.IVerificationProvider.read(providerJson)).toEqual([`cap_cd_verification_provider.${provider!.resource.friendlyUniqueId}`]);
    expect(CONSUMERS.IVerificationTemplate.read(templateJson)).toEqual([`\${cap_cd_verification_template.${template!.resource.friendlyUniqueId}.name}`]);
    expect(CONSUMERS.IRolloutStrategy.read(strategyJson)).toEqual([`\${cap_cd_strategy.${strategy!.resource.friendlyUniqueId}.strategy_name}`]);
  });

  test('an OAuthApplication and a ProxyApplication are IApplications, a NotificationRoute an IEventRule', () => {
    let app: idp.OAuthApplication;
    let proxy: idp.ProxyApplication;
    let route: idp.NotificationRoute;
    const json = synth((s) => {
      app = new idp.OAuthApplication(s, 'grafana', { name: 'g', slug: 'g', ...flows, scopeMappings: [idp.IdpRef.fromScopeMappingId('m')] });
      proxy = new idp.ProxyApplication(s, 'wiki', { name: 'w', slug: 'w', externalHost: 'https://w.example.com', internalHost: 'http://w:80', ...flows, outpost: idp.IdpRef.fromOutpostUuid('o') });
      route = new idp.NotificationRoute(s, 'alerts', { name: 'a', notifyEventUser: true });
      route.addPolicy(idp.IdpRef.fromPolicyUuid('p'));
      const apps: idp.IApplication[] = [app, proxy];
      const rule: idp.IEventRule = route;
      apps.forEach((a, i) => new TerraformOutput(s, `app${i}`, { value: a.applicationUuid }));
      new TerraformOutput(s, 'rule', { value: rule.eventRuleId });
    });
    expect(json.output.app0.value).toBe(`\${idp_application.${app!.resource.friendlyUniqueId}.uuid}`);
    expect(json.output.app1.value).toBe(`\${idp_application.${proxy!.resource.friendlyUniqueId}.uuid}`);
    expect(json.output.rule.value).toBe(`\${idp_event_rule.${route!.resource.friendlyUniqueId}.id}`);
  });

  test('a StagedFlow is an IFlow, through its flow\'s uuid', () => {
    let flow: idp.StagedFlow;
    const json = synth((s) => {
      flow = new idp.StagedFlow(s, 'consent', { name: 'consent', slug: 'consent', designation: 'authorization' });
      CONSUMERS.IFlow.use(s, flow);
    });
    expect(CONSUMERS.IFlow.read(json)).toEqual([`\${idp_flow.${flow!.resource.friendlyUniqueId}.uuid}`]);
  });
});
