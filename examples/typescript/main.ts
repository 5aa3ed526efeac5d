/**
 * The example app (`npx cdktf synth` from the repository root writes cdktf.out/stacks/example/):
 *  - identity: a sign-in flow with a second factor, an OAuth2 application for Grafana (provider,
 *    consent flow, scope mappings and signing key, application, policy bindings, outpost
 *    attachment), a wiki behind a proxy outpost, the login brand, and alert routing to the admins;
 *  - repository hosting: a project with its branching model and a protected repository in it
 *    (restrictions on main for a maintainers group, a webhook to CI, a deploy key, a nightly
 *    pipeline, pipeline variables and permissions, the pipelines' SSH key and known host, a
 *    production environment with its variables), workspace variables, and a fork of an upstream
 *    repository;
 *  - spot capacity: CI runners on spot instances, a spot container cluster with a GPU node group,
 *    a node-pool cluster on the second public cloud with a GPU node group and a right-sizing rule, a
 *    container-service cluster with a node group, a map-reduce scaler, a stateful instance, an app
 *    platform, scaling groups on the second and third public clouds, an imported cluster with two
 *    node groups, a canary rollout verified by a metric template, and organization access;
 *  - interop: a resource of a prebuilt provider (@cdktf/provider-null) next to them, each side
 *    referencing the other's attributes;
 *  - org rules: the baseline rule packs applied to the stack, with the deliberate exceptions
 *    acknowledged.
 *
 * It imports the package by its name, as your own app does; `node scripts/example.js` (the app of
 * cdktf.json) compiles the library when needed and runs this file against it.
 */
import { provider as nullProvider, resource as nullResource } from '@cdktf/provider-null';
import { App, TerraformOutput, TerraformStack, TerraformVariable } from 'cdktf';
import { Construct } from 'constructs';
import { cap, idp, repo, rules } from 'cdktf-triad';

class ExampleStack extends TerraformStack {
  constructor(scope: Construct, id: string) {
    super(scope, id);
    // org rules: the baseline packs of the three packages judge every resource of the stack at synth
    // (findings.json and findings.sarif beside cdk.tf.json); deliberate exceptions are acknowledged below
    rules.Rules.apply(this, rules.RulePacks.baseline());

    // Credentials never appear in the configuration: they are sensitive variables here, and each
    // provider falls back to its IDP_* / REPO_* / CAP_* environment variables at plan time.
    const secret = (name: string, description: string) =>
      new TerraformVariable(this, name, { type: 'string', sensitive: true, description }).stringValue;

    // ---- identity
    new idp.IdpProvider(this, 'idp', { url: 'https://idp.example.com', token: secret('idp_token', 'API token of the identity system') });
    const authorization = new idp.DataIdpFlow(this, 'authorization', { slug: 'default-provider-authorization-implicit-consent' });
    const invalidation = new idp.DataIdpFlow(this, 'invalidation', { slug: 'default-provider-invalidation-flow' });
    const outpost = new idp.DataIdpOutpost(this, 'embedded', { name: 'embedded outpost' });
    const admins = new idp.Group(this, 'grafana_admins', { name: 'grafana-admins' });
    const officeHours = new idp.PolicyExpression(this, 'office_hours', {
      name: 'office-hours',
      expression: 'return 8 <= request.context["hour"] < 18',
    });

    // self-service sign-up, confirmed by email, and password recovery, linked from the sign-in form
    const signUp = new idp.EnrollmentFlow(this, 'sign_up', { name: 'sign-up', slug: 'sign-up', confirmEmail: true });
    const recovery = new idp.RecoveryFlow(this, 'recovery', { name: 'recovery', slug: 'recovery', tokenExpiry: 'minutes=15' });

    // the sign-in flow: identification, password, a second factor, and login
    const login = new idp.AuthenticationFlow(this, 'login', {
      name: 'login',
      slug: 'login',
      passwordBackends: new TerraformVariable(this, 'password_backends', {
        type: 'list(string)',
        description: 'Identifiers of the password backends the login flow checks passwords against',
      }).listValue,
      sessionDuration: 'hours=8',
      enrollmentFlow: signUp,
      recoveryFlow: recovery,
    });
    // a second factor after the password: users without one set up TOTP or WebAuthn there and then
    login.addSecondFactor({
      notConfiguredAction: idp.SecondFactorNotConfiguredAction.CONFIGURE,
      setup: [idp.SecondFactorMethod.TOTP, idp.SecondFactorMethod.WEBAUTHN],
    });
    // Grafana asks each user's consent once every four weeks
    const consent = new idp.AuthorizationFlow(this, 'grafana_consent', {
      name: 'grafana-consent',
      slug: 'grafana-consent',
      consentMode: idp.StageConsentMode.EXPIRING,
      consentExpireIn: 'weeks=4',
    });

    const grafana = new idp.OAuthApplication(this, 'grafana', {
      name: 'Grafana',
      slug: 'grafana',
      authenticationFlow: login,
      authorizationFlow: consent,
      invalidationFlow: invalidation,
      redirectUris: ['https://grafana.example.com/login/generic_oauth'],
      launchUrl: 'https://grafana.example.com',
      accessTokenValidity: 'minutes=15',
      // the openid, email and profile scope mappings Grafana needs, looked up by their scope names
      scopeMappings: ['openid', 'email', 'profile'].map((scope) =>
        new idp.DataIdpPropertyMappingProviderScope(this, `${scope}_scope`, { scopeName: scope })),
      // ID tokens signed with a key pair kept in the identity system (the private key is not read)
      signingKey: new idp.DataIdpCertificateKeyPair(this, 'grafana_signing_key', { name: 'grafana-signing', fetchKey: false }),
      outpost: outpost,     // the embedded outpost, managed elsewhere: an attachment
    });
    // the admins, during office hours (one group and a policy: policy engine mode `all`)
    grafana.allowGroup(admins);
    grafana.addPolicy(officeHours);
    // Grafana's users and teams pushed to it over SCIM: the admins only
    grafana.provisionTo({
      url: 'https://grafana.example.com/api/scim/v2',
      token: secret('grafana_scim_token', 'SCIM token Grafana accepts'),
      filterGroup: admins,
    });
    rules.Rules.acknowledge(grafana, 'IDP-TOKEN-001', 'Grafana dashboards refresh on one token for up to 15 minutes; agreed with the identity team');

    // failed logins become alerts for the admins, on a chat webhook and by email
    const alerts = new idp.NotificationRoute(this, 'alerts', { name: 'alerts-to-admins', severity: 'alert', group: admins });
    alerts.matchEvents({ action: 'login_failed' });
    alerts.addSlackWebhook(secret('alerts_webhook_url', 'Chat webhook URL for identity alerts'));
    alerts.addEmail({ subjectPrefix: '[idp]' });

    // the wiki, behind a proxy outpost that owns the list of providers it serves
    const proxies = new idp.ManagedOutpost(this, 'proxies', { name: 'proxies' });
    const wiki = new idp.ProxyApplication(this, 'wiki', {
      name: 'Wiki',
      slug: 'wiki',
      mode: 'forward_single',
      externalHost: 'https://wiki.example.com',
      authorizationFlow: authorization,
      invalidationFlow: invalidation,
      outpost: proxies,     // the wiki's provider joins the outpost's list
    });
    wiki.allowGroup(admins);

    // the expense tool, signing in over SAML; assertions signed by a key pair kept in the identity system
    const expenses = new idp.SamlApplication(this, 'expenses', {
      name: 'Expenses',
      slug: 'expenses',
      acsUrl: 'https://expenses.example.com/saml/acs',
      audience: 'https://expenses.example.com/saml/metadata',
      authorizationFlow: authorization,
      invalidationFlow: invalidation,
      signingKey: new idp.DataIdpCertificateKeyPair(this, 'expenses_signing_key', { name: 'expenses-signing', fetchKey: false }),
    });
    expenses.allowGroup(admins);

    // a directory for older apps that speak LDAP, served by an outpost of type ldap created for it
    const directory = new idp.LdapApplication(this, 'directory', {
      name: 'Directory',
      slug: 'directory',
      baseDn: 'dc=ldap,dc=example,dc=com',
      bindFlow: login,
      unbindFlow: invalidation,
    });
    directory.allowGroup(admins);

    // the CI pipeline's service account, in the deployers group, with an API token that expires
    const deployers = new idp.Group(this, 'deployers', { name: 'deployers' });
    const ci = new idp.ServiceAccount(this, 'ci', { username: 'ci-deployer', groups: [deployers] });
    ci.addToken({ identifier: 'ci-deployer-2027', expires: '2027-06-30T00:00:00Z', keyOutput: 'ci_token' });
    // a role for the deployers group: its members hold the permission the operators name
    const deploying = new idp.Role(this, 'deploying', { name: 'deploying' });
    deploying.grant(new TerraformVariable(this, 'deploy_permission', {
      type: 'string',
      description: 'Codename of the permission the deployers hold (<app>.<codename>)',
    }).stringValue);
    deploying.assignTo(deployers);

    // sign-in with GitHub, shown on the login page; returning users only through their own earlier link
    const github = new idp.SocialLoginSource(this, 'github', {
      name: 'GitHub',
      slug: 'github',
      providerType: 'github',
      consumerKey: 'Iv1.0123456789abcdef',
      consumerSecret: secret('github_client_secret', 'Client secret of the GitHub OAuth app'),
      authenticationFlow: login,
    });
    login.addSource(github);
    new TerraformOutput(this, 'github_callback_url', { value: github.callbackUrl });

    // the login pages on the company domain, with the flows they run by role
    new idp.FlowBrand(this, 'brand', {
      domain: 'login.example.com',
      title: 'Example',
      authenticationFlow: login,
      invalidationFlow: invalidation,
      defaultApplication: grafana,
    });

    new TerraformOutput(this, 'grafana_client_id', { value: grafana.clientId });
    new TerraformOutput(this, 'grafana_client_secret', { value: grafana.clientSecret, sensitive: true });
    new TerraformOutput(this, 'expenses_saml_metadata', { value: expenses.metadata });

    // ---- repository hosting: a project, its branching model and a protected repository in it
    new repo.RepoProvider(this, 'repo', { oauthToken: secret('repo_oauth_token', 'OAuth token of the repository-hosting service') });
    const maintainers = new repo.PermissionGroup(this, 'maintainers', {
      workspace: 'acme',
      name: 'maintainers',
      permission: repo.GroupPermission.WRITE,
    });
    maintainers.addMember('{11111111-2222-3333-4444-555555555555}');

    const platform = new repo.RepositoryProject(this, 'platform', { workspace: 'acme', key: 'PLAT', name: 'Platform' });
    platform.useBranchingModel({ productionEnabled: true }); // git-flow, with a production branch
    const web = platform.addRepository('web', {
      isPrivate: true,
      forkPolicy: repo.RepositoryForkPolicy.NO_PUBLIC_FORKS,
      pipelinesEnabled: true,
      inheritBranchingModel: true,
    });
    web.protectBranch('main', { pushGroups: [maintainers], requiredApprovals: 2, requiredPassingBuilds: 1 });
    web.addWebhook('https://ci.example.com/hooks/web', {
      events: [repo.HookEvents.REPO_PUSH, repo.HookEvents.PULLREQUEST_CREATED],
      secret: secret('web_hook_secret', 'Secret the webhook deliveries carry'),
    });
    web.addDeployKey('ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIEx1fJ7Y2mV3kq0s9W8hNq4pT6bC1rD2eF3gH4iJ5kL6 ci@example.com', { label: 'ci' });
    web.addPipelineSchedule('nightly', repo.Schedule.daily('02:00'), { branch: 'main' });
    // the pipelines' SSH key (its private half from a sensitive variable) and the deploy host they trust
    web.usePipelineSshKey({
      privateKey: secret('pipelines_private_key', 'Private SSH key of the pipelines'),
      publicKey: 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIAEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEB pipelines@web',
    });
    web.addPipelineKnownHost('deploy.example.com', 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIAICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgIC');
    // pipeline variables (the token from a sensitive variable, kept secured) and the maintainers' access
    web.addVariable('NODE_VERSION', '20');
    web.addVariable('NPM_TOKEN', secret('npm_token', 'Token the pipelines publish packages with'), { secured: true });
    web.grantGroup(maintainers, repo.RepositoryGroupPermissionPermission.WRITE);
    platform.grantGroup(maintainers, repo.ProjectGroupPermissionPermission.CREATE_REPO);
    // what every repository of the workspace shares
    const acme = new repo.RepositoryWorkspace(this, 'acme', { workspace: 'acme' });
    acme.addVariable('REGISTRY_URL', 'https://registry.example.com');

    // a fork of an upstream repository outside the workspace, to carry local patches
    const charts = new repo.RepositoryFork(this, 'charts', {
      parent: repo.RepoRef.fromRepositoryAttributes('upstream', 'charts'),
      workspace: 'acme',
      name: 'charts',
      forkPolicy: repo.RepositoryForkPolicy.NO_FORKS,
    });
    rules.Rules.acknowledge(charts, 'REPO-BRANCH-001', 'main mirrors upstream: only the sync job pushes to it');
    rules.Rules.acknowledge(charts, 'REPO-BRANCH-002', 'the sync job force-pushes main to follow upstream');

    // ---- spot capacity: CI runners on spot instances, rolled on change
    new cap.CapProvider(this, 'cap', { token: secret('cap_token', 'API token of the spot-capacity service'), account: 'act-12345' });
    const runners = new cap.SpotScalingGroup(this, 'ci_runners', {
      name: 'ci-runners',
      product: 'linux',
      securityGroups: ['sg-0123456789'],
      availabilityZones: ['region-1a', 'region-1b'],
      minSize: 1,
      desiredCapacity: 2,
      maxSize: 12,
      spotPercentage: 90,
      onDemandType: 'm5.large',
      tags: { team: 'ci', repository: web.repositorySlug },
      // the instances' metadata service answers only requests with a session token (CAP-METADATA-001),
      // here and on the clusters and the stateful instance below
      requireMetadataTokens: true,
    });
    runners.addInstanceType('m5.large', 2); // weighted: the sizes above count weight units
    runners.addInstanceType('c5.xlarge', 4);
    runners.addEbsVolume('/dev/xvda', { volumeType: 'gp3', sizeGb: 100, throughput: 250 });
    runners.useDockerSwarm('swarm.internal.example.com', 2377);
    runners.useGitlabRunner();
    // a CI job is never replaced early: only the spot market takes an instance back
    runners.suspendProcesses([cap.pubcloud_a.SuspensionSuspensionName.PREVENTIVE_REPLACEMENT]);

    // a spot container cluster, shut down at weekends, rolled weekly and kept on patched images
    const cluster = new cap.SpotCluster(this, 'apps_cluster', {
      name: 'apps',
      controllerId: 'apps-controller',
      imageId: 'img-0abc123',
      securityGroups: ['sg-0123456789'],
      subnetIds: ['subnet-a', 'subnet-b'],
      minSize: 2,
      maxSize: 30, // no desiredCapacity: the autoscaler sets it
      spotPercentage: 85,
      shutdownHours: [cap.TimeWindow.parse('Sat:00:00-Mon:05:00')],
      autoscaler: true,
      autoHeadroomPercentage: 10,
      maxScaleDownPercentage: 20,
      tags: { team: 'platform' },
      requireMetadataTokens: true,
    });
    cluster.scheduleRoll('0 3 * * 3', { comment: 'weekly refresh' });
    cluster.scheduleAmiAutoUpdate('0 4 1 * *', { patch: true });
    cluster.addNodeGroup('gpu', {
      instanceTypes: ['g5.xlarge', 'g5.2xlarge'],
      spotPercentage: 70,
      taints: [{ key: 'nvidia.com/gpu', value: 'true', effect: cap.pubcloud_a.ClusterLaunchSpecTaintEffect.NO_SCHEDULE }],
      tags: { team: 'ml' },
    });

    // the node pools of a managed kubernetes cluster on the second public cloud
    const pools = new cap.SpotNodePoolCluster(this, 'apps_pools', {
      name: 'apps-b',
      controllerClusterId: 'apps-b-1a2b3c4d',
      managedClusterName: 'apps-b',
      managedClusterRegion: 'region-2',
      managedResourceGroupName: 'apps-rg',
      managedInfrastructureResourceGroupName: 'apps-nodes-rg',
      availabilityZones: ['1', '2', '3'],
      minCount: 1,
      maxCount: 50,
      vmArchitectures: ['x86_64'],
      vmMinVcpu: 2,
      vmMaxVcpu: 16,
      autoscaler: true,
      autoHeadroomPercentage: 5,
      shutdownHours: [cap.TimeWindow.parse('Sat:00:00-Mon:05:00')],
      taints: [{ key: 'workload', value: 'batch', effect: 'NoSchedule' }],
    });
    pools.addSuspensionWindow(cap.TimeWindow.parse('Fri:16:00-Fri:20:00')); // no scale-down before the weekend
    pools.scheduleUpgrade('0 4 * * 1', { scopeVersion: 'patch' });
    // a GPU node group of the node-pool cluster, scaled from zero
    pools.addNodeGroup('gpu', {
      minCount: 0,
      maxCount: 8,
      vmTypes: ['GPU'],
      labels: { accelerator: 'gpu' },
      taints: [{ key: 'gpu', value: 'true', effect: 'NoSchedule' }],
    });

    // the container instances of a container service's cluster, with a batch node group
    const services = new cap.SpotEcsLikeCluster(this, 'services', {
      name: 'services',
      clusterName: 'apps-services',
      region: 'region-1',
      imageId: 'img-0abc123',
      securityGroups: ['sg-0123456789'],
      subnetIds: ['subnet-a', 'subnet-b'],
      minSize: 1,
      maxSize: 20,
      autoscaler: true,
      autoHeadroomPercentage: 10,
      requireMetadataTokens: true,
    });
    services.addNodeGroup('batch', { instanceTypes: ['c5.large', 'c5.xlarge'], spotPercentage: 100, attributes: { workload: 'batch' } });

    // nightly ETL on a map-reduce cluster: on-demand master, spot task nodes scaled on memory
    const etl = new cap.SpotMapReduceScaler(this, 'etl', {
      name: 'etl',
      strategy: 'new',
      releaseLabel: 'rel-6.15.0',
      provisioningTimeoutMinutes: 30,
      provisioningTimeoutAction: 'terminateAndRetry',
      tags: { team: 'data' },
    });
    etl.addMasterGroup({ instanceTypes: ['m5.xlarge'], lifecycle: 'ON_DEMAND', target: 1 });
    etl.addCoreGroup({ instanceTypes: ['r5.2xlarge'], minSize: 2, maxSize: 6, ebsVolumes: [{ volumeType: 'gp3', sizeGb: 100 }] });
    etl.addTaskGroup({ instanceTypes: ['c5.2xlarge'], lifecycle: 'SPOT', minSize: 0, maxSize: 40 });
    etl.addTaskScaleUpPolicy(cap.MapReduceScalingPolicy.adjust({
      policyName: 'memory-low',
      metricName: 'MemoryAvailablePercentage',
      namespace: 'pubcloud_a/MapReduce',
      threshold: 15,
      unit: 'percent',
      operator: 'lt',
      adjustment: 4,
    }));
    etl.addTerminationStatement({ metricName: 'IsIdle', namespace: 'pubcloud_a/MapReduce', threshold: 1, operator: 'gte', period: 300, evaluationPeriods: 6 });

    // the build cache: one stateful spot instance that keeps its disks and address
    const cache = new cap.StatefulSpotInstance(this, 'build_cache', {
      name: 'build-cache',
      product: 'Linux/UNIX',
      imageId: 'img-0abc123',
      vpcId: 'vpc-0123456789',
      subnetIds: ['subnet-a'],
      instanceTypes: ['r5.large', 'r5a.large'],
      persistRootDevice: true,
      persistPrivateIp: true,
      revertToSpotWindows: [cap.TimeWindow.parse('Sun:02:00-Sun:04:00')],
      requireMetadataTokens: true,
    });
    cache.addScheduledTask('pause', { cronExpression: '0 20 * * 5' });
    cache.addScheduledTask('resume', { cronExpression: '0 6 * * 1' });

    // the web front end's app-platform environment, on spot instances
    const frontend = new cap.SpotAppPlatform(this, 'frontend', {
      name: 'frontend',
      product: 'Linux/UNIX',
      region: 'region-1',
      minSize: 1,
      maxSize: 6,
      desiredCapacity: 2,
      spotInstanceTypes: ['m5.large', 'm5a.large'],
      environmentId: 'e-123',
      deploymentBatchSizePercentage: 25,
      deploymentGracePeriod: 300,
      drainInstances: true,
      platformUpdateWindow: cap.TimeWindow.parse('Sun:03:00-Sun:05:00'),
      platformUpdateLevel: 'minorAndPatch',
    });
    frontend.addScheduledTask('scale', { cronExpression: '0 20 * * 1-5', minCapacity: 0, maxCapacity: 2, targetCapacity: 1 });

    // values the service defines (a repetition basis, an operating system, a task type, a policy effect),
    // taken from variables
    const serviceName = (name: string, description: string) => new TerraformVariable(this, name, { type: 'string', description }).stringValue;
    // right-sizing of the node pools' web workloads, on Sunday nights
    pools.addRightSizingRule({
      name: 'web',
      workloads: [{ namespace: 'web', labels: { tier: 'frontend' } }],
      intervals: [{ repetitionBasis: serviceName('weekly_basis', 'Repetition basis of weekly right-sizing'), days: ['SUNDAY'], startTime: '02:00', endTime: '04:00' }],
      cpuMin: 100,
      cpuMax: 4000,
    });

    // scaling groups on the second and third public clouds
    const webVms = new cap.SpotScalingGroupPubcloudB(this, 'web_vms', {
      name: 'web-vms',
      region: 'region-2',
      resourceGroupName: 'web-rg',
      os: serviceName('vm_os', 'Operating system of the web VMs'),
      virtualNetworkName: 'apps-vnet',
      subnetName: 'web',
      onDemandSizes: ['size-d2'],
      spotSizes: ['size-d2', 'size-d4'],
      minSize: 2,
      maxSize: 10,
      split: cap.CapacitySplit.spotPercentage(80),
      autoHealing: true,
      healthCheckGracePeriod: 300,
    });
    webVms.addScheduledTask(serviceName('scale_task_type', 'Task type of scheduled capacity'), { cronExpression: '0 7 * * 1-5', minCapacity: 4, maxCapacity: 10 });
    const api = new cap.SpotScalingGroupPubcloudC(this, 'api_group', {
      name: 'api',
      minSize: 1,
      maxSize: 8,
      desiredCapacity: 2,
      preemptibleTypes: ['type-n2', 'type-n2d'],
      onDemandType: 'type-n2',
      split: cap.CapacitySplit.onDemandCount(1),
      subnets: { 'region-3': ['default'] },
    });
    api.useManagedK8s({ clusterId: 'apps-c', location: 'region-3-a' }); // its autoscaler owns the desired capacity
    new cap.SpotManagedK8sScalingGroup(this, 'apps_c_nodes', {
      name: 'apps-c-nodes',
      clusterId: 'apps-c',
      clusterZoneName: 'region-3-a',
      minSize: 0,
      maxSize: 20,
      desiredCapacity: 3,
      split: cap.CapacitySplit.spotPercentage(90),
    });

    // an existing managed kubernetes cluster of the third public cloud, taken under management
    const imported = new cap.SpotClusterImport(this, 'apps_c', {
      clusterName: 'apps-c',
      location: 'region-3-a',
      minSize: 1,
      maxSize: 30,
      autoscaler: true,
      autoHeadroomPercentage: 10,
    });
    imported.addNodeGroup('default-pool', { spotPercentage: 80 });
    imported.addNodeGroup('gpu-pool', {
      instanceTypes: ['type-g2'],
      labels: { accelerator: 'gpu' },
      taints: [{ key: 'gpu', value: 'true', effect: 'NoSchedule' }],
    });

    // continuous delivery: the apps cluster's web deployment rolled out as a canary, verified by its error rate
    const metrics = new cap.VerificationProvider(this, 'metrics', { name: 'metrics', clusters: [cluster], prometheusAddress: 'http://prometheus.monitoring:9090' });
    const errorRate = new cap.VerificationTemplate(this, 'error_rate', {
      name: 'error-rate',
      provider: metrics,
      metrics: [{ name: 'errors', query: 'sum(rate(http_errors[1m]))', successCondition: 'result[0] < 1', interval: '1m', count: 5 }],
    });
    const canary = new cap.RolloutStrategy(this, 'canary', {
      name: 'canary',
      canarySteps: [{ weight: 20, pause: '5m', verifiedBy: [errorRate] }, { weight: 50, pause: '10m', verifiedBy: [errorRate] }],
    });
    new cap.Rollout(this, 'web_rollout', {
      name: 'web',
      cluster,
      namespace: 'web',
      deploymentName: 'web',
      strategy: canary,
      stableService: 'web-stable',
      canaryService: 'web-canary',
    });

    // organization access: the operators read every group and cluster on two accounts
    const readOnly = new cap.AccessPolicy(this, 'read_only', {
      name: 'read-only',
      statements: [{ effect: serviceName('allow_effect', 'Effect that allows an action'), actions: ['group:read', 'cluster:read'], resources: ['*'] }],
    });
    const alice = new cap.OrganizationMember(this, 'alice', { email: 'alice@example.com', firstName: 'Alice', lastName: 'Doe' });
    new cap.UserGroup(this, 'operators', { name: 'operators', members: [alice] }).grant(readOnly, ['act-12345', 'act-67890']);

    // ---- interop with a prebuilt provider: each side reads the other's attributes
    new nullProvider.NullProvider(this, 'null');
    const release = new nullResource.Resource(this, 'release_marker', {
      triggers: { runners: runners.resource.id, application: grafana.applicationUuid },
    });
    const production = web.addDeployment(`release-${release.id}`, repo.DeploymentStage.PRODUCTION, { id: 'production', adminOnly: true });
    web.addDeploymentVariable(production, 'DB_URL', secret('production_db_url', 'Database URL of production'), { secured: true });
  }
}

const app = new App();
new ExampleStack(app, 'example');
app.synth();
