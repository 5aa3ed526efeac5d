package com.example.triad;

import com.hashicorp.cdktf.TerraformOutput;
import com.hashicorp.cdktf.TerraformStack;
import com.hashicorp.cdktf.TerraformVariable;
import com.hashicorp.cdktf.providers.null_provider.provider.NullProvider;
import com.hashicorp.cdktf.providers.null_provider.resource.Resource;
import io.github.cdktftriad.cap.AccessPolicy;
import io.github.cdktftriad.cap.AddImportNodeGroupOptions;
import io.github.cdktftriad.cap.AddRightSizingRuleOptions;
import io.github.cdktftriad.cap.AmiAutoUpdateOptions;
import io.github.cdktftriad.cap.AppPlatformTaskOptions;
import io.github.cdktftriad.cap.CapProvider;
import io.github.cdktftriad.cap.CapacitySplit;
import io.github.cdktftriad.cap.EbsVolumeOptions;
import io.github.cdktftriad.cap.EcsLikeNodeGroupOptions;
import io.github.cdktftriad.cap.InstanceTaskOptions;
import io.github.cdktftriad.cap.ManagedK8sIntegrationOptions;
import io.github.cdktftriad.cap.MapReduceAdjustmentPolicyProps;
import io.github.cdktftriad.cap.MapReduceCapacityGroupOptions;
import io.github.cdktftriad.cap.MapReduceEbsVolume;
import io.github.cdktftriad.cap.MapReduceMasterGroupOptions;
import io.github.cdktftriad.cap.MapReduceScalingPolicy;
import io.github.cdktftriad.cap.MapReduceTerminationStatementOptions;
import io.github.cdktftriad.cap.NodeGroupOptions;
import io.github.cdktftriad.cap.NodeGroupTaint;
import io.github.cdktftriad.cap.NodePoolNodeGroupOptions;
import io.github.cdktftriad.cap.NodePoolTaint;
import io.github.cdktftriad.cap.NodePoolUpgradeOptions;
import io.github.cdktftriad.cap.OrganizationMember;
import io.github.cdktftriad.cap.PolicyStatement;
import io.github.cdktftriad.cap.RightSizingInterval;
import io.github.cdktftriad.cap.RightSizingWorkloads;
import io.github.cdktftriad.cap.Rollout;
import io.github.cdktftriad.cap.RolloutStep;
import io.github.cdktftriad.cap.RolloutStrategy;
import io.github.cdktftriad.cap.ScheduledCapacityOptions;
import io.github.cdktftriad.cap.ScheduledRollOptions;
import io.github.cdktftriad.cap.SpotAppPlatform;
import io.github.cdktftriad.cap.SpotCluster;
import io.github.cdktftriad.cap.SpotClusterImport;
import io.github.cdktftriad.cap.SpotEcsLikeCluster;
import io.github.cdktftriad.cap.SpotManagedK8sScalingGroup;
import io.github.cdktftriad.cap.SpotMapReduceScaler;
import io.github.cdktftriad.cap.SpotNodePoolCluster;
import io.github.cdktftriad.cap.SpotScalingGroup;
import io.github.cdktftriad.cap.SpotScalingGroupPubcloudB;
import io.github.cdktftriad.cap.SpotScalingGroupPubcloudC;
import io.github.cdktftriad.cap.StatefulSpotInstance;
import io.github.cdktftriad.cap.TimeWindow;
import io.github.cdktftriad.cap.UserGroup;
import io.github.cdktftriad.cap.VerificationMetric;
import io.github.cdktftriad.cap.VerificationProvider;
import io.github.cdktftriad.cap.VerificationTemplate;
import io.github.cdktftriad.cap.pubcloud_a.ClusterLaunchSpecTaintEffect;
import io.github.cdktftriad.cap.pubcloud_a.SuspensionSuspensionName;
import io.github.cdktftriad.idp.AuthenticationFlow;
import io.github.cdktftriad.idp.AuthorizationFlow;
import io.github.cdktftriad.idp.DataIdpCertificateKeyPair;
import io.github.cdktftriad.idp.DataIdpFlow;
import io.github.cdktftriad.idp.DataIdpOutpost;
import io.github.cdktftriad.idp.DataIdpPropertyMappingProviderScope;
import io.github.cdktftriad.idp.EmailTransportOptions;
import io.github.cdktftriad.idp.EnrollmentFlow;
import io.github.cdktftriad.idp.EventMatchOptions;
import io.github.cdktftriad.idp.FlowBrand;
import io.github.cdktftriad.idp.Group;
import io.github.cdktftriad.idp.IScopeMapping;
import io.github.cdktftriad.idp.IdpProvider;
import io.github.cdktftriad.idp.LdapApplication;
import io.github.cdktftriad.idp.ManagedOutpost;
import io.github.cdktftriad.idp.NotificationRoute;
import io.github.cdktftriad.idp.OAuthApplication;
import io.github.cdktftriad.idp.PolicyExpression;
import io.github.cdktftriad.idp.ProvisioningOptions;
import io.github.cdktftriad.idp.ProxyApplication;
import io.github.cdktftriad.idp.RecoveryFlow;
import io.github.cdktftriad.idp.Role;
import io.github.cdktftriad.idp.SamlApplication;
import io.github.cdktftriad.idp.SecondFactorMethod;
import io.github.cdktftriad.idp.SecondFactorNotConfiguredAction;
import io.github.cdktftriad.idp.SecondFactorOptions;
import io.github.cdktftriad.idp.ServiceAccount;
import io.github.cdktftriad.idp.ServiceAccountTokenOptions;
import io.github.cdktftriad.idp.SocialLoginSource;
import io.github.cdktftriad.idp.StageConsentMode;
import io.github.cdktftriad.repo.Deployment;
import io.github.cdktftriad.repo.DeploymentStage;
import io.github.cdktftriad.repo.GroupPermission;
import io.github.cdktftriad.repo.HookEvents;
import io.github.cdktftriad.repo.HostedRepository;
import io.github.cdktftriad.repo.HostedRepositoryBranchOptions;
import io.github.cdktftriad.repo.HostedRepositoryDeployKeyOptions;
import io.github.cdktftriad.repo.HostedRepositoryDeploymentOptions;
import io.github.cdktftriad.repo.HostedRepositoryPipelineScheduleOptions;
import io.github.cdktftriad.repo.HostedRepositoryWebhookOptions;
import io.github.cdktftriad.repo.PermissionGroup;
import io.github.cdktftriad.repo.PipelineSshKeyOptions;
import io.github.cdktftriad.repo.PipelineVariableOptions;
import io.github.cdktftriad.repo.ProjectGroupPermissionPermission;
import io.github.cdktftriad.repo.RepoProvider;
import io.github.cdktftriad.repo.RepoRef;
import io.github.cdktftriad.repo.RepositoryFork;
import io.github.cdktftriad.repo.RepositoryForkPolicy;
import io.github.cdktftriad.repo.RepositoryGroupPermissionPermission;
import io.github.cdktftriad.repo.RepositoryProject;
import io.github.cdktftriad.repo.RepositoryProjectBranchingModelOptions;
import io.github.cdktftriad.repo.RepositoryProjectRepositoryOptions;
import io.github.cdktftriad.repo.RepositoryWorkspace;
import io.github.cdktftriad.repo.Schedule;
import io.github.cdktftriad.rules.RulePacks;
import io.github.cdktftriad.rules.Rules;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import software.constructs.Construct;

/**
 * The example stack, as in examples/typescript/main.ts:
 *  - identity: a sign-in flow with a second factor, an OAuth2 application for Grafana (provider,
 *    consent flow, scope mappings and signing key, application, policy bindings, outpost
 *    attachment), a wiki behind a proxy outpost, the login brand, and alert routing to the admins;
 *  - repository hosting: a project with its branching model and a protected repository in it
 *    (restrictions on main for a maintainers group, a webhook to CI, a deploy key, a nightly
 *    pipeline, pipeline variables and permissions, a production environment with its variables),
 *    workspace variables, and a fork of an upstream repository;
 *  - spot capacity: CI runners on spot instances, a spot container cluster with a GPU node group,
 *    a node-pool cluster on the second public cloud with a GPU node group, a container-service
 *    cluster with a node group, a map-reduce scaler, a stateful instance and an app platform;
 *  - interop: a resource of a prebuilt provider (the null provider) next to them, each side
 *    referencing the other's attributes;
 *  - org rules: the baseline rule packs applied to the stack, with the deliberate exceptions
 *    acknowledged.
 */
public class ExampleStack extends TerraformStack {
    public ExampleStack(final Construct scope, final String id) {
        super(scope, id);
        // org rules: the baseline packs of the three packages judge every resource of the stack at synth
        // (findings.json and findings.sarif beside cdk.tf.json); deliberate exceptions are acknowledged below
        Rules.apply(this, RulePacks.baseline());

        // ---- identity
        IdpProvider.Builder.create(this, "idp").url("https://idp.example.com").token(secret("idp_token", "API token of the identity system")).build();
        final DataIdpFlow authorization = DataIdpFlow.Builder.create(this, "authorization").slug("default-provider-authorization-implicit-consent").build();
        final DataIdpFlow invalidation = DataIdpFlow.Builder.create(this, "invalidation").slug("default-provider-invalidation-flow").build();
        final DataIdpOutpost outpost = DataIdpOutpost.Builder.create(this, "embedded").name("embedded outpost").build();
        final Group admins = Group.Builder.create(this, "grafana_admins").name("grafana-admins").build();
        final PolicyExpression officeHours = PolicyExpression.Builder.create(this, "office_hours")
                .name("office-hours")
                .expression("return 8 <= request.context[\"hour\"] < 18")
                .build();

        // the sign-in flow: identification, password, a second factor, and login
        // self-service sign-up, confirmed by email, and password recovery, linked from the sign-in form
        final EnrollmentFlow signUp = EnrollmentFlow.Builder.create(this, "sign_up").name("sign-up").slug("sign-up").confirmEmail(true).build();
        final RecoveryFlow recovery = RecoveryFlow.Builder.create(this, "recovery").name("recovery").slug("recovery").tokenExpiry("minutes=15").build();

        final AuthenticationFlow login = AuthenticationFlow.Builder.create(this, "login")
                .name("login")
                .slug("login")
                .passwordBackends(TerraformVariable.Builder.create(this, "password_backends")
                        .type("list(string)")
                        .description("Identifiers of the password backends the login flow checks passwords against")
                        .build().getListValue())
                .sessionDuration("hours=8")
                .enrollmentFlow(signUp)
                .recoveryFlow(recovery)
                .build();
        // a second factor after the password: users without one set up TOTP or WebAuthn there and then
        login.addSecondFactor(SecondFactorOptions.builder()
                .notConfiguredAction(SecondFactorNotConfiguredAction.CONFIGURE)
                .setup(List.of(SecondFactorMethod.TOTP, SecondFactorMethod.WEBAUTHN))
                .build());
        // Grafana asks each user's consent once every four weeks
        final AuthorizationFlow consent = AuthorizationFlow.Builder.create(this, "grafana_consent")
                .name("grafana-consent")
                .slug("grafana-consent")
                .consentMode(StageConsentMode.EXPIRING)
                .consentExpireIn("weeks=4")
                .build();

        final OAuthApplication grafana = OAuthApplication.Builder.create(this, "grafana")
                .name("Grafana")
                .slug("grafana")
                .authenticationFlow(login)
                .authorizationFlow(consent)
                .invalidationFlow(invalidation)
                .redirectUris(List.of("https://grafana.example.com/login/generic_oauth"))
                .launchUrl("https://grafana.example.com")
                .accessTokenValidity("minutes=15")
                // the openid, email and profile scope mappings Grafana needs, looked up by their scope names
                .scopeMappings(List.of("openid", "email", "profile").stream()
                        .map(scopeName -> (IScopeMapping) DataIdpPropertyMappingProviderScope.Builder.create(this, scopeName + "_scope").scopeName(scopeName).build())
                        .collect(Collectors.toList()))
                // ID tokens signed with a key pair kept in the identity system (the private key is not read)
                .signingKey(DataIdpCertificateKeyPair.Builder.create(this, "grafana_signing_key").name("grafana-signing").fetchKey(false).build())
                .outpost(outpost)     // the embedded outpost, managed elsewhere: an attachment
                .build();
        // the admins, during office hours (one group and a policy: policy engine mode `all`)
        grafana.allowGroup(admins);
        grafana.addPolicy(officeHours);
        // Grafana's users and teams pushed to it over SCIM: the admins only
        grafana.provisionTo(ProvisioningOptions.builder()
                .url("https://grafana.example.com/api/scim/v2")
                .token(secret("grafana_scim_token", "SCIM token Grafana accepts"))
                .filterGroup(admins)
                .build());
        Rules.acknowledge(grafana, "IDP-TOKEN-001", "Grafana dashboards refresh on one token for up to 15 minutes; agreed with the identity team");

        // failed logins become alerts for the admins, on a chat webhook and by email
        final NotificationRoute alerts = NotificationRoute.Builder.create(this, "alerts")
                .name("alerts-to-admins").severity("alert").group(admins).build();
        alerts.matchEvents(EventMatchOptions.builder().action("login_failed").build());
        alerts.addSlackWebhook(secret("alerts_webhook_url", "Chat webhook URL for identity alerts"));
        alerts.addEmail(EmailTransportOptions.builder().subjectPrefix("[idp]").build());

        // the wiki, behind a proxy outpost that owns the list of providers it serves
        final ManagedOutpost proxies = ManagedOutpost.Builder.create(this, "proxies").name("proxies").build();
        final ProxyApplication wiki = ProxyApplication.Builder.create(this, "wiki")
                .name("Wiki")
                .slug("wiki")
                .mode("forward_single")
                .externalHost("https://wiki.example.com")
                .authorizationFlow(authorization)
                .invalidationFlow(invalidation)
                .outpost(proxies)     // the wiki's provider joins the outpost's list
                .build();
        wiki.allowGroup(admins);

        // the expense tool, signing in over SAML; assertions signed by a key pair kept in the identity system
        final SamlApplication expenses = SamlApplication.Builder.create(this, "expenses")
                .name("Expenses")
                .slug("expenses")
                .acsUrl("https://expenses.example.com/saml/acs")
                .audience("https://expenses.example.com/saml/metadata")
                .authorizationFlow(authorization)
                .invalidationFlow(invalidation)
                .signingKey(DataIdpCertificateKeyPair.Builder.create(this, "expenses_signing_key").name("expenses-signing").fetchKey(false).build())
                .build();
        expenses.allowGroup(admins);

        // a directory for older apps that speak LDAP, served by an outpost of type ldap created for it
        final LdapApplication directory = LdapApplication.Builder.create(this, "directory")
                .name("Directory")
                .slug("directory")
                .baseDn("dc=ldap,dc=example,dc=com")
                .bindFlow(login)
                .unbindFlow(invalidation)
                .build();
        directory.allowGroup(admins);

        // the CI pipeline's service account, in the deployers group, with an API token that expires
        final Group deployers = Group.Builder.create(this, "deployers").name("deployers").build();
        final ServiceAccount ci = ServiceAccount.Builder.create(this, "ci").username("ci-deployer").groups(List.of(deployers)).build();
        ci.addToken(ServiceAccountTokenOptions.builder().identifier("ci-deployer-2027").expires("2027-06-30T00:00:00Z").keyOutput("ci_token").build());
        // a role for the deployers group: its members hold the permission the operators name
        final Role deploying = Role.Builder.create(this, "deploying").name("deploying").build();
        deploying.grant(TerraformVariable.Builder.create(this, "deploy_permission").type("string")
                .description("Codename of the permission the deployers hold (<app>.<codename>)").build().getStringValue());
        deploying.assignTo(deployers);

        // sign-in with GitHub, shown on the login page; returning users only through their own earlier link
        final SocialLoginSource github = SocialLoginSource.Builder.create(this, "github")
                .name("GitHub")
                .slug("github")
                .providerType("github")
                .consumerKey("Iv1.0123456789abcdef")
                .consumerSecret(secret("github_client_secret", "Client secret of the GitHub OAuth app"))
                .authenticationFlow(login)
                .build();
        login.addSource(github);
        TerraformOutput.Builder.create(this, "github_callback_url").value(github.getCallbackUrl()).build();

        // the login pages on the company domain, with the flows they run by role
        FlowBrand.Builder.create(this, "brand")
                .domain("login.example.com")
                .title("Example")
                .authenticationFlow(login)
                .invalidationFlow(invalidation)
                .defaultApplication(grafana)
                .build();

        TerraformOutput.Builder.create(this, "grafana_client_id").value(grafana.getClientId()).build();
        TerraformOutput.Builder.create(this, "grafana_client_secret").value(grafana.getClientSecret()).sensitive(true).build();
        TerraformOutput.Builder.create(this, "expenses_saml_metadata").value(expenses.getMetadata()).build();

        // ---- repository hosting: a project, its branching model and a protected repository in it
        RepoProvider.Builder.create(this, "repo").oauthToken(secret("repo_oauth_token", "OAuth token of the repository-hosting service")).build();
        final PermissionGroup maintainers = PermissionGroup.Builder.create(this, "maintainers")
                .workspace("acme")
                .name("maintainers")
                .permission(GroupPermission.WRITE)
                .build();
        maintainers.addMember("{11111111-2222-3333-4444-555555555555}");

        final RepositoryProject platform = RepositoryProject.Builder.create(this, "platform").workspace("acme").key("PLAT").name("Platform").build();
        platform.useBranchingModel(RepositoryProjectBranchingModelOptions.builder().productionEnabled(true).build()); // git-flow, with a production branch
        final HostedRepository web = platform.addRepository("web", RepositoryProjectRepositoryOptions.builder()
                .isPrivate(true)
                .forkPolicy(RepositoryForkPolicy.NO_PUBLIC_FORKS)
                .pipelinesEnabled(true)
                .inheritBranchingModel(true)
                .build());
        web.protectBranch("main", HostedRepositoryBranchOptions.builder()
                .pushGroups(List.of(maintainers)).requiredApprovals(2).requiredPassingBuilds(1).build());
        web.addWebhook("https://ci.example.com/hooks/web", HostedRepositoryWebhookOptions.builder()
                .events(List.of(HookEvents.REPO_PUSH, HookEvents.PULLREQUEST_CREATED))
                .secret(secret("web_hook_secret", "Secret the webhook deliveries carry"))
                .build());
        web.addDeployKey("ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIEx1fJ7Y2mV3kq0s9W8hNq4pT6bC1rD2eF3gH4iJ5kL6 ci@example.com",
                HostedRepositoryDeployKeyOptions.builder().label("ci").build());
        web.addPipelineSchedule("nightly", Schedule.daily("02:00"), HostedRepositoryPipelineScheduleOptions.builder().branch("main").build());
        // the pipelines' SSH key (its private half from a sensitive variable) and the deploy host they trust
        web.usePipelineSshKey(PipelineSshKeyOptions.builder()
                .privateKey(secret("pipelines_private_key", "Private SSH key of the pipelines"))
                .publicKey("ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIAEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEB pipelines@web")
                .build());
        web.addPipelineKnownHost("deploy.example.com", "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIAICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgIC");
        // pipeline variables (the token from a sensitive variable, kept secured) and the maintainers' access
        web.addVariable("NODE_VERSION", "20");
        web.addVariable("NPM_TOKEN", secret("npm_token", "Token the pipelines publish packages with"), PipelineVariableOptions.builder().secured(true).build());
        web.grantGroup(maintainers, RepositoryGroupPermissionPermission.WRITE);
        platform.grantGroup(maintainers, ProjectGroupPermissionPermission.CREATE_REPO);
        // what every repository of the workspace shares
        final RepositoryWorkspace acme = RepositoryWorkspace.Builder.create(this, "acme").workspace("acme").build();
        acme.addVariable("REGISTRY_URL", "https://registry.example.com");

        // a fork of an upstream repository outside the workspace, to carry local patches
        final RepositoryFork charts = RepositoryFork.Builder.create(this, "charts")
                .parent(RepoRef.fromRepositoryAttributes("upstream", "charts"))
                .workspace("acme")
                .name("charts")
                .forkPolicy(RepositoryForkPolicy.NO_FORKS)
                .build();
        Rules.acknowledge(charts, "REPO-BRANCH-001", "main mirrors upstream: only the sync job pushes to it");
        Rules.acknowledge(charts, "REPO-BRANCH-002", "the sync job force-pushes main to follow upstream");

        // ---- spot capacity: CI runners on spot instances, rolled on change
        CapProvider.Builder.create(this, "cap").token(secret("cap_token", "API token of the spot-capacity service")).account("act-12345").build();
        final SpotScalingGroup runners = SpotScalingGroup.Builder.create(this, "ci_runners")
                .name("ci-runners")
                .product("linux")
                .securityGroups(List.of("sg-0123456789"))
                .availabilityZones(List.of("region-1a", "region-1b"))
                .minSize(1)
                .desiredCapacity(2)
                .maxSize(12)
                .spotPercentage(90)
                .onDemandType("m5.large")
                .tags(ordered("team", "ci", "repository", web.getRepositorySlug()))
                // the instances' metadata service answers only requests with a session token (CAP-METADATA-001),
                // here and on the clusters and the stateful instance below
                .requireMetadataTokens(true)
                .build();
        runners.addInstanceType("m5.large", 2); // weighted: the sizes above count weight units
        runners.addInstanceType("c5.xlarge", 4);
        runners.addEbsVolume("/dev/xvda", EbsVolumeOptions.builder().volumeType("gp3").sizeGb(100).throughput(250).build());
        runners.useDockerSwarm("swarm.internal.example.com", 2377);
        runners.useGitlabRunner();
        // a CI job is never replaced early: only the spot market takes an instance back
        runners.suspendProcesses(List.of(SuspensionSuspensionName.PREVENTIVE_REPLACEMENT));

        // a spot container cluster, shut down at weekends, rolled weekly and kept on patched images
        final SpotCluster cluster = SpotCluster.Builder.create(this, "apps_cluster")
                .name("apps")
                .controllerId("apps-controller")
                .imageId("img-0abc123")
                .securityGroups(List.of("sg-0123456789"))
                .subnetIds(List.of("subnet-a", "subnet-b"))
                .minSize(2)
                .maxSize(30) // no desiredCapacity: the autoscaler sets it
                .spotPercentage(85)
                .shutdownHours(List.of(TimeWindow.parse("Sat:00:00-Mon:05:00")))
                .autoscaler(true)
                .autoHeadroomPercentage(10)
                .maxScaleDownPercentage(20)
                .tags(ordered("team", "platform"))
                .requireMetadataTokens(true)
                .build();
        cluster.scheduleRoll("0 3 * * 3", ScheduledRollOptions.builder().comment("weekly refresh").build());
        cluster.scheduleAmiAutoUpdate("0 4 1 * *", AmiAutoUpdateOptions.builder().patch(true).build());
        cluster.addNodeGroup("gpu", NodeGroupOptions.builder()
                .instanceTypes(List.of("g5.xlarge", "g5.2xlarge"))
                .spotPercentage(70)
                .taints(List.of(NodeGroupTaint.builder().key("nvidia.com/gpu").value("true").effect(ClusterLaunchSpecTaintEffect.NO_SCHEDULE).build()))
                .tags(ordered("team", "ml"))
                .build());

        // the node pools of a managed kubernetes cluster on the second public cloud
        final SpotNodePoolCluster pools = SpotNodePoolCluster.Builder.create(this, "apps_pools")
                .name("apps-b")
                .controllerClusterId("apps-b-1a2b3c4d")
                .managedClusterName("apps-b")
                .managedClusterRegion("region-2")
                .managedResourceGroupName("apps-rg")
                .managedInfrastructureResourceGroupName("apps-nodes-rg")
                .availabilityZones(List.of("1", "2", "3"))
                .minCount(1)
                .maxCount(50)
                .vmArchitectures(List.of("x86_64"))
                .vmMinVcpu(2)
                .vmMaxVcpu(16)
                .autoscaler(true)
                .autoHeadroomPercentage(5)
                .shutdownHours(List.of(TimeWindow.parse("Sat:00:00-Mon:05:00")))
                .taints(List.of(NodePoolTaint.builder().key("workload").value("batch").effect("NoSchedule").build()))
                .build();
        pools.addSuspensionWindow(TimeWindow.parse("Fri:16:00-Fri:20:00")); // no scale-down before the weekend
        pools.scheduleUpgrade("0 4 * * 1", NodePoolUpgradeOptions.builder().scopeVersion("patch").build());
        // a GPU node group of the node-pool cluster, scaled from zero
        pools.addNodeGroup("gpu", NodePoolNodeGroupOptions.builder()
                .minCount(0)
                .maxCount(8)
                .vmTypes(List.of("GPU"))
                .labels(ordered("accelerator", "gpu"))
                .taints(List.of(NodePoolTaint.builder().key("gpu").value("true").effect("NoSchedule").build()))
                .build());

        // the container instances of a container service's cluster, with a batch node group
        final SpotEcsLikeCluster services = SpotEcsLikeCluster.Builder.create(this, "services")
                .name("services")
                .clusterName("apps-services")
                .region("region-1")
                .imageId("img-0abc123")
                .securityGroups(List.of("sg-0123456789"))
                .subnetIds(List.of("subnet-a", "subnet-b"))
                .minSize(1)
                .maxSize(20)
                .autoscaler(true)
                .autoHeadroomPercentage(10)
                .requireMetadataTokens(true)
                .build();
        services.addNodeGroup("batch", EcsLikeNodeGroupOptions.builder()
                .instanceTypes(List.of("c5.large", "c5.xlarge"))
                .spotPercentage(100)
                .attributes(ordered("workload", "batch"))
                .build());

        // nightly ETL on a map-reduce cluster: on-demand master, spot task nodes scaled on memory
        final SpotMapReduceScaler etl = SpotMapReduceScaler.Builder.create(this, "etl")
                .name("etl")
                .strategy("new")
                .releaseLabel("rel-6.15.0")
                .provisioningTimeoutMinutes(30)
                .provisioningTimeoutAction("terminateAndRetry")
                .tags(ordered("team", "data"))
                .build();
        etl.addMasterGroup(MapReduceMasterGroupOptions.builder().instanceTypes(List.of("m5.xlarge")).lifecycle("ON_DEMAND").target(1).build());
        etl.addCoreGroup(MapReduceCapacityGroupOptions.builder().instanceTypes(List.of("r5.2xlarge")).minSize(2).maxSize(6)
                .ebsVolumes(List.of(MapReduceEbsVolume.builder().volumeType("gp3").sizeGb(100).build())).build());
        etl.addTaskGroup(MapReduceCapacityGroupOptions.builder().instanceTypes(List.of("c5.2xlarge")).lifecycle("SPOT").minSize(0).maxSize(40).build());
        etl.addTaskScaleUpPolicy(MapReduceScalingPolicy.adjust(MapReduceAdjustmentPolicyProps.builder()
                .policyName("memory-low")
                .metricName("MemoryAvailablePercentage")
                .namespace("pubcloud_a/MapReduce")
                .threshold(15)
                .unit("percent")
                .operator("lt")
                .adjustment(4)
                .build()));
        etl.addTerminationStatement(MapReduceTerminationStatementOptions.builder()
                .metricName("IsIdle").namespace("pubcloud_a/MapReduce").threshold(1).operator("gte").period(300).evaluationPeriods(6).build());

        // the build cache: one stateful spot instance that keeps its disks and address
        final StatefulSpotInstance cache = StatefulSpotInstance.Builder.create(this, "build_cache")
                .name("build-cache")
                .product("Linux/UNIX")
                .imageId("img-0abc123")
                .vpcId("vpc-0123456789")
                .subnetIds(List.of("subnet-a"))
                .instanceTypes(List.of("r5.large", "r5a.large"))
                .persistRootDevice(true)
                .persistPrivateIp(true)
                .revertToSpotWindows(List.of(TimeWindow.parse("Sun:02:00-Sun:04:00")))
                .requireMetadataTokens(true)
                .build();
        cache.addScheduledTask("pause", InstanceTaskOptions.builder().cronExpression("0 20 * * 5").build());
        cache.addScheduledTask("resume", InstanceTaskOptions.builder().cronExpression("0 6 * * 1").build());

        // the web front end's app-platform environment, on spot instances
        final SpotAppPlatform frontend = SpotAppPlatform.Builder.create(this, "frontend")
                .name("frontend")
                .product("Linux/UNIX")
                .region("region-1")
                .minSize(1)
                .maxSize(6)
                .desiredCapacity(2)
                .spotInstanceTypes(List.of("m5.large", "m5a.large"))
                .environmentId("e-123")
                .deploymentBatchSizePercentage(25)
                .deploymentGracePeriod(300)
                .drainInstances(true)
                .platformUpdateWindow(TimeWindow.parse("Sun:03:00-Sun:05:00"))
                .platformUpdateLevel("minorAndPatch")
                .build();
        frontend.addScheduledTask("scale", AppPlatformTaskOptions.builder()
                .cronExpression("0 20 * * 1-5").minCapacity(0).maxCapacity(2).targetCapacity(1).build());

        // right-sizing of the node pools' web workloads, on Sunday nights
        pools.addRightSizingRule(AddRightSizingRuleOptions.builder()
                .name("web")
                .workloads(List.of(RightSizingWorkloads.builder().namespace("web").labels(Map.of("tier", "frontend")).build()))
                .intervals(List.of(RightSizingInterval.builder()
                        .repetitionBasis(serviceName("weekly_basis", "Repetition basis of weekly right-sizing"))
                        .days(List.of("SUNDAY")).startTime("02:00").endTime("04:00").build()))
                .cpuMin(100).cpuMax(4000)
                .build());

        // scaling groups on the second and third public clouds
        final SpotScalingGroupPubcloudB webVms = SpotScalingGroupPubcloudB.Builder.create(this, "web_vms")
                .name("web-vms").region("region-2").resourceGroupName("web-rg")
                .os(serviceName("vm_os", "Operating system of the web VMs"))
                .virtualNetworkName("apps-vnet").subnetName("web")
                .onDemandSizes(List.of("size-d2")).spotSizes(List.of("size-d2", "size-d4"))
                .minSize(2).maxSize(10).split(CapacitySplit.spotPercentage(80))
                .autoHealing(true).healthCheckGracePeriod(300)
                .build();
        webVms.addScheduledTask(serviceName("scale_task_type", "Task type of scheduled capacity"),
                ScheduledCapacityOptions.builder().cronExpression("0 7 * * 1-5").minCapacity(4).maxCapacity(10).build());
        final SpotScalingGroupPubcloudC api = SpotScalingGroupPubcloudC.Builder.create(this, "api_group")
                .name("api").minSize(1).maxSize(8).desiredCapacity(2)
                .preemptibleTypes(List.of("type-n2", "type-n2d")).onDemandType("type-n2")
                .split(CapacitySplit.onDemandCount(1)).subnets(Map.of("region-3", List.of("default")))
                .build();
        api.useManagedK8s(ManagedK8sIntegrationOptions.builder().clusterId("apps-c").location("region-3-a").build()); // its autoscaler owns the desired capacity
        SpotManagedK8sScalingGroup.Builder.create(this, "apps_c_nodes")
                .name("apps-c-nodes").clusterId("apps-c").clusterZoneName("region-3-a")
                .minSize(0).maxSize(20).desiredCapacity(3).split(CapacitySplit.spotPercentage(90))
                .build();

        // an existing managed kubernetes cluster of the third public cloud, taken under management
        final SpotClusterImport imported = SpotClusterImport.Builder.create(this, "apps_c")
                .clusterName("apps-c").location("region-3-a")
                .minSize(1).maxSize(30).autoscaler(true).autoHeadroomPercentage(10)
                .build();
        imported.addNodeGroup("default-pool", AddImportNodeGroupOptions.builder().spotPercentage(80).build());
        imported.addNodeGroup("gpu-pool", AddImportNodeGroupOptions.builder()
                .instanceTypes(List.of("type-g2")).labels(Map.of("accelerator", "gpu"))
                .taints(List.of(NodeGroupTaint.builder().key("gpu").value("true").effect("NoSchedule").build()))
                .build());

        // continuous delivery: the apps cluster's web deployment rolled out as a canary, verified by its error rate
        final VerificationProvider metrics = VerificationProvider.Builder.create(this, "metrics")
                .name("metrics").clusters(List.of(cluster)).prometheusAddress("http://prometheus.monitoring:9090").build();
        final VerificationTemplate errorRate = VerificationTemplate.Builder.create(this, "error_rate")
                .name("error-rate").provider(metrics)
                .metrics(List.of(VerificationMetric.builder().name("errors").query("sum(rate(http_errors[1m]))")
                        .successCondition("result[0] < 1").interval("1m").count(5).build()))
                .build();
        final RolloutStrategy canary = RolloutStrategy.Builder.create(this, "canary")
                .name("canary")
                .canarySteps(List.of(
                        RolloutStep.builder().weight(20).pause("5m").verifiedBy(List.of(errorRate)).build(),
                        RolloutStep.builder().weight(50).pause("10m").verifiedBy(List.of(errorRate)).build()))
                .build();
        Rollout.Builder.create(this, "web_rollout")
                .name("web").cluster(cluster).namespace("web").deploymentName("web").strategy(canary)
                .stableService("web-stable").canaryService("web-canary")
                .build();

        // organization access: the operators read every group and cluster on two accounts
        final AccessPolicy readOnly = AccessPolicy.Builder.create(this, "read_only")
                .name("read-only")
                .statements(List.of(PolicyStatement.builder()
                        .effect(serviceName("allow_effect", "Effect that allows an action"))
                        .actions(List.of("group:read", "cluster:read")).resources(List.of("*")).build()))
                .build();
        final OrganizationMember alice = OrganizationMember.Builder.create(this, "alice")
                .email("alice@example.com").firstName("Alice").lastName("Doe").build();
        UserGroup.Builder.create(this, "operators").name("operators").members(List.of(alice)).build()
                .grant(readOnly, List.of("act-12345", "act-67890"));

        // ---- interop with a prebuilt provider: each side reads the other's attributes
        NullProvider.Builder.create(this, "null").build();
        final Resource release = Resource.Builder.create(this, "release_marker")
                .triggers(ordered("runners", runners.getResource().getId(), "application", grafana.getApplicationUuid()))
                .build();
        final Deployment production = web.addDeployment("release-" + release.getId(), DeploymentStage.PRODUCTION,
                HostedRepositoryDeploymentOptions.builder().id("production").adminOnly(true).build());
        web.addDeploymentVariable(production, "DB_URL", secret("production_db_url", "Database URL of production"),
                PipelineVariableOptions.builder().secured(true).build());
    }

    /**
     * Credentials never appear in the configuration: they are sensitive variables here, and each
     * provider falls back to its IDP_* / REPO_* / CAP_* environment variables at plan time.
     */
    private String secret(final String name, final String description) {
        return TerraformVariable.Builder.create(this, name).type("string").sensitive(true).description(description).build().getStringValue();
    }

    /** Values the service defines (a repetition basis, an operating system, a task type, a policy effect), taken from variables. */
    private String serviceName(final String name, final String description) {
        return TerraformVariable.Builder.create(this, name).type("string").description(description).build().getStringValue();
    }

    /** A map that keeps the order its entries are given in, as a JavaScript object literal does (tags become a list in that order). */
    private static Map<String, String> ordered(final String... keysAndValues) {
        final Map<String, String> map = new LinkedHashMap<>();
        for (int i = 0; i < keysAndValues.length; i += 2) {
            map.put(keysAndValues[i], keysAndValues[i + 1]);
        }
        return map;
    }
}
