"""The example app in Python: the same stack as examples/typescript/main.ts.

Run (after `npm run package:python` at the repository root):
    python3 -m venv .venv && .venv/bin/pip install ../../dist/python/cdktf_triad-*.whl cdktf-cdktf-provider-null==11.0.1
    npx cdktf synth
"""
from cdktf import App, TerraformOutput, TerraformStack, TerraformVariable
from cdktf_cdktf_provider_null.provider import NullProvider
from cdktf_cdktf_provider_null.resource import Resource as NullResource
from constructs import Construct

from cdktf_triad import cap, idp, repo, rules


class ExampleStack(TerraformStack):
    def __init__(self, scope: Construct, id: str):
        super().__init__(scope, id)
        # org rules: the baseline packs of the three packages judge every resource of the stack at synth
        # (findings.json and findings.sarif beside cdk.tf.json); deliberate exceptions are acknowledged below
        rules.Rules.apply(self, rules.RulePacks.baseline())

        def secret(name: str, description: str) -> str:
            return TerraformVariable(self, name, type="string", sensitive=True, description=description).string_value

        # ---- identity
        idp.IdpProvider(self, "idp", url="https://idp.example.com", token=secret("idp_token", "API token of the identity system"))
        authorization = idp.DataIdpFlow(self, "authorization", slug="default-provider-authorization-implicit-consent")
        invalidation = idp.DataIdpFlow(self, "invalidation", slug="default-provider-invalidation-flow")
        outpost = idp.DataIdpOutpost(self, "embedded", name="embedded outpost")
        admins = idp.Group(self, "grafana_admins", name="grafana-admins")
        office_hours = idp.PolicyExpression(self, "office_hours", name="office-hours",
                                            expression='return 8 <= request.context["hour"] < 18')

        # the sign-in flow: identification, password, a second factor, and login
        # self-service sign-up, confirmed by email, and password recovery, linked from the sign-in form
        sign_up = idp.EnrollmentFlow(self, "sign_up", name="sign-up", slug="sign-up", confirm_email=True)
        recovery = idp.RecoveryFlow(self, "recovery", name="recovery", slug="recovery", token_expiry="minutes=15")

        login = idp.AuthenticationFlow(
            self, "login", name="login", slug="login",
            password_backends=TerraformVariable(
                self, "password_backends", type="list(string)",
                description="Identifiers of the password backends the login flow checks passwords against").list_value,
            session_duration="hours=8",
            enrollment_flow=sign_up,
            recovery_flow=recovery,
        )
        # a second factor after the password: users without one set up TOTP or WebAuthn there and then
        login.add_second_factor(not_configured_action=idp.SecondFactorNotConfiguredAction.CONFIGURE,
                                setup=[idp.SecondFactorMethod.TOTP, idp.SecondFactorMethod.WEBAUTHN])
        # Grafana asks each user's consent once every four weeks
        consent = idp.AuthorizationFlow(self, "grafana_consent", name="grafana-consent", slug="grafana-consent",
                                        consent_mode=idp.StageConsentMode.EXPIRING, consent_expire_in="weeks=4")

        grafana = idp.OAuthApplication(
            self, "grafana", name="Grafana", slug="grafana",
            authentication_flow=login,
            authorization_flow=consent,
            invalidation_flow=invalidation,
            redirect_uris=["https://grafana.example.com/login/generic_oauth"],
            launch_url="https://grafana.example.com",
            access_token_validity="minutes=15",
            # the openid, email and profile scope mappings Grafana needs, looked up by their scope names
            scope_mappings=[idp.DataIdpPropertyMappingProviderScope(self, f"{scope}_scope", scope_name=scope)
                            for scope in ["openid", "email", "profile"]],
            # ID tokens signed with a key pair kept in the identity system (the private key is not read)
            signing_key=idp.DataIdpCertificateKeyPair(self, "grafana_signing_key", name="grafana-signing", fetch_key=False),
            outpost=outpost,
        )
        # the admins, during office hours (one group and a policy: policy engine mode `all`)
        grafana.allow_group(admins)
        grafana.add_policy(office_hours)
        # Grafana's users and teams pushed to it over SCIM: the admins only
        grafana.provision_to(url="https://grafana.example.com/api/scim/v2",
                             token=secret("grafana_scim_token", "SCIM token Grafana accepts"), filter_group=admins)
        rules.Rules.acknowledge(grafana, "IDP-TOKEN-001", "Grafana dashboards refresh on one token for up to 15 minutes; agreed with the identity team")

        # failed logins become alerts for the admins, on a chat webhook and by email
        alerts = idp.NotificationRoute(self, "alerts", name="alerts-to-admins", severity="alert", group=admins)
        alerts.match_events(action="login_failed")
        alerts.add_slack_webhook(secret("alerts_webhook_url", "Chat webhook URL for identity alerts"))
        alerts.add_email(subject_prefix="[idp]")

        # the wiki, behind a proxy outpost that owns the list of providers it serves
        proxies = idp.ManagedOutpost(self, "proxies", name="proxies")
        wiki = idp.ProxyApplication(
            self, "wiki", name="Wiki", slug="wiki", mode="forward_single",
            external_host="https://wiki.example.com",
            authorization_flow=authorization, invalidation_flow=invalidation,
            outpost=proxies,  # the wiki's provider joins the outpost's list
        )
        wiki.allow_group(admins)

        # the expense tool, signing in over SAML; assertions signed by a key pair kept in the identity system
        expenses = idp.SamlApplication(
            self, "expenses", name="Expenses", slug="expenses",
            acs_url="https://expenses.example.com/saml/acs",
            audience="https://expenses.example.com/saml/metadata",
            authorization_flow=authorization, invalidation_flow=invalidation,
            signing_key=idp.DataIdpCertificateKeyPair(self, "expenses_signing_key", name="expenses-signing", fetch_key=False),
        )
        expenses.allow_group(admins)

        # a directory for older apps that speak LDAP, served by an outpost of type ldap created for it
        directory = idp.LdapApplication(
            self, "directory", name="Directory", slug="directory", base_dn="dc=ldap,dc=example,dc=com",
            bind_flow=login, unbind_flow=invalidation,
        )
        directory.allow_group(admins)

        # the CI pipeline's service account, in the deployers group, with an API token that expires
        deployers = idp.Group(self, "deployers", name="deployers")
        ci = idp.ServiceAccount(self, "ci", username="ci-deployer", groups=[deployers])
        ci.add_token(identifier="ci-deployer-2027", expires="2027-06-30T00:00:00Z", key_output="ci_token")
        # a role for the deployers group: its members hold the permission the operators name
        deploying = idp.Role(self, "deploying", name="deploying")
        deploying.grant(TerraformVariable(
            self, "deploy_permission", type="string",
            description="Codename of the permission the deployers hold (<app>.<codename>)",
        ).string_value)
        deploying.assign_to(deployers)

        # sign-in with GitHub, shown on the login page; returning users only through their own earlier link
        github = idp.SocialLoginSource(
            self, "github", name="GitHub", slug="github", provider_type="github",
            consumer_key="Iv1.0123456789abcdef",
            consumer_secret=secret("github_client_secret", "Client secret of the GitHub OAuth app"),
            authentication_flow=login,
        )
        login.add_source(github)
        TerraformOutput(self, "github_callback_url", value=github.callback_url)

        # the login pages on the company domain, with the flows they run by role
        idp.FlowBrand(self, "brand", domain="login.example.com", title="Example",
                      authentication_flow=login, invalidation_flow=invalidation,
                      default_application=grafana)

        TerraformOutput(self, "grafana_client_id", value=grafana.client_id)
        TerraformOutput(self, "grafana_client_secret", value=grafana.client_secret, sensitive=True)
        TerraformOutput(self, "expenses_saml_metadata", value=expenses.metadata)

        # ---- repository hosting: a project, its branching model and a protected repository in it
        repo.RepoProvider(self, "repo", oauth_token=secret("repo_oauth_token", "OAuth token of the repository-hosting service"))
        maintainers = repo.PermissionGroup(self, "maintainers", workspace="acme", name="maintainers",
                                           permission=repo.GroupPermission.WRITE)
        maintainers.add_member("{11111111-2222-3333-4444-555555555555}")

        platform = repo.RepositoryProject(self, "platform", workspace="acme", key="PLAT", name="Platform")
        platform.use_branching_model(production_enabled=True)  # git-flow, with a production branch
        web = platform.add_repository("web", is_private=True, fork_policy=repo.RepositoryForkPolicy.NO_PUBLIC_FORKS,
                                      pipelines_enabled=True, inherit_branching_model=True)
        web.protect_branch("main", push_groups=[maintainers], required_approvals=2, required_passing_builds=1)
        web.add_webhook("https://ci.example.com/hooks/web",
                        events=[repo.HookEvents.REPO_PUSH, repo.HookEvents.PULLREQUEST_CREATED],
                        secret=secret("web_hook_secret", "Secret the webhook deliveries carry"))
        web.add_deploy_key("ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIEx1fJ7Y2mV3kq0s9W8hNq4pT6bC1rD2eF3gH4iJ5kL6 ci@example.com", label="ci")
        web.add_pipeline_schedule("nightly", repo.Schedule.daily("02:00"), branch="main")
        # the pipelines' SSH key (its private half from a sensitive variable) and the deploy host they trust
        web.use_pipeline_ssh_key(
            private_key=secret("pipelines_private_key", "Private SSH key of the pipelines"),
            public_key="ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIAEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEB pipelines@web",
        )
        web.add_pipeline_known_host("deploy.example.com", "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIAICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgIC")
        # pipeline variables (the token from a sensitive variable, kept secured) and the maintainers' access
        web.add_variable("NODE_VERSION", "20")
        web.add_variable("NPM_TOKEN", secret("npm_token", "Token the pipelines publish packages with"), secured=True)
        web.grant_group(maintainers, repo.RepositoryGroupPermissionPermission.WRITE)
        platform.grant_group(maintainers, repo.ProjectGroupPermissionPermission.CREATE_REPO)
        # what every repository of the workspace shares
        acme = repo.RepositoryWorkspace(self, "acme", workspace="acme")
        acme.add_variable("REGISTRY_URL", "https://registry.example.com")

        # a fork of an upstream repository outside the workspace, to carry local patches
        charts = repo.RepositoryFork(self, "charts", parent=repo.RepoRef.from_repository_attributes("upstream", "charts"),
                                     workspace="acme", name="charts", fork_policy=repo.RepositoryForkPolicy.NO_FORKS)
        rules.Rules.acknowledge(charts, "REPO-BRANCH-001", "main mirrors upstream: only the sync job pushes to it")
        rules.Rules.acknowledge(charts, "REPO-BRANCH-002", "the sync job force-pushes main to follow upstream")

        # ---- spot capacity
        cap.CapProvider(self, "cap", token=secret("cap_token", "API token of the spot-capacity service"), account="act-12345")
        runners = cap.SpotScalingGroup(
            self, "ci_runners", name="ci-runners", product="linux", security_groups=["sg-0123456789"],
            availability_zones=["region-1a", "region-1b"], min_size=1, desired_capacity=2, max_size=12,
            spot_percentage=90, on_demand_type="m5.large", tags={"team": "ci", "repository": web.repository_slug},
            # the instances' metadata service answers only requests with a session token (CAP-METADATA-001),
            # here and on the clusters and the stateful instance below
            require_metadata_tokens=True,
        )
        runners.add_instance_type("m5.large", 2)
        runners.add_instance_type("c5.xlarge", 4)
        runners.add_ebs_volume("/dev/xvda", volume_type="gp3", size_gb=100, throughput=250)
        runners.use_docker_swarm("swarm.internal.example.com", 2377)
        runners.use_gitlab_runner()
        # a CI job is never replaced early: only the spot market takes an instance back
        runners.suspend_processes([cap.pubcloud_a.SuspensionSuspensionName.PREVENTIVE_REPLACEMENT])

        cluster = cap.SpotCluster(
            self, "apps_cluster", name="apps", controller_id="apps-controller", image_id="img-0abc123",
            security_groups=["sg-0123456789"], subnet_ids=["subnet-a", "subnet-b"],
            min_size=2, max_size=30, spot_percentage=85,
            shutdown_hours=[cap.TimeWindow.parse("Sat:00:00-Mon:05:00")],
            autoscaler=True, auto_headroom_percentage=10, max_scale_down_percentage=20, tags={"team": "platform"},
            require_metadata_tokens=True,
        )
        cluster.schedule_roll("0 3 * * 3", comment="weekly refresh")
        cluster.schedule_ami_auto_update("0 4 1 * *", patch=True)
        cluster.add_node_group(
            "gpu", instance_types=["g5.xlarge", "g5.2xlarge"], spot_percentage=70,
            taints=[cap.NodeGroupTaint(key="nvidia.com/gpu", value="true",
                                       effect=cap.pubcloud_a.ClusterLaunchSpecTaintEffect.NO_SCHEDULE)],
            tags={"team": "ml"},
        )

        # the node pools of a managed kubernetes cluster on the second public cloud
        pools = cap.SpotNodePoolCluster(
            self, "apps_pools", name="apps-b", controller_cluster_id="apps-b-1a2b3c4d",
            managed_cluster_name="apps-b", managed_cluster_region="region-2",
            managed_resource_group_name="apps-rg", managed_infrastructure_resource_group_name="apps-nodes-rg",
            availability_zones=["1", "2", "3"], min_count=1, max_count=50,
            vm_architectures=["x86_64"], vm_min_vcpu=2, vm_max_vcpu=16,
            autoscaler=True, auto_headroom_percentage=5,
            shutdown_hours=[cap.TimeWindow.parse("Sat:00:00-Mon:05:00")],
            taints=[cap.NodePoolTaint(key="workload", value="batch", effect="NoSchedule")],
        )
        pools.add_suspension_window(cap.TimeWindow.parse("Fri:16:00-Fri:20:00"))  # no scale-down before the weekend
        pools.schedule_upgrade("0 4 * * 1", scope_version="patch")
        # a GPU node group of the node-pool cluster, scaled from zero
        pools.add_node_group("gpu", min_count=0, max_count=8, vm_types=["GPU"], labels={"accelerator": "gpu"},
                             taints=[cap.NodePoolTaint(key="gpu", value="true", effect="NoSchedule")])

        # the container instances of a container service's cluster, with a batch node group
        services = cap.SpotEcsLikeCluster(
            self, "services", name="services", cluster_name="apps-services", region="region-1",
            image_id="img-0abc123", security_groups=["sg-0123456789"], subnet_ids=["subnet-a", "subnet-b"],
            min_size=1, max_size=20, autoscaler=True, auto_headroom_percentage=10, require_metadata_tokens=True,
        )
        services.add_node_group("batch", instance_types=["c5.large", "c5.xlarge"], spot_percentage=100,
                                attributes={"workload": "batch"})

        # nightly ETL on a map-reduce cluster: on-demand master, spot task nodes scaled on memory
        etl = cap.SpotMapReduceScaler(
            self, "etl", name="etl", strategy="new", release_label="rel-6.15.0",
            provisioning_timeout_minutes=30, provisioning_timeout_action="terminateAndRetry", tags={"team": "data"},
        )
        etl.add_master_group(instance_types=["m5.xlarge"], lifecycle="ON_DEMAND", target=1)
        etl.add_core_group(instance_types=["r5.2xlarge"], min_size=2, max_size=6,
                           ebs_volumes=[cap.MapReduceEbsVolume(volume_type="gp3", size_gb=100)])
        etl.add_task_group(instance_types=["c5.2xlarge"], lifecycle="SPOT", min_size=0, max_size=40)
        etl.add_task_scale_up_policy(cap.MapReduceScalingPolicy.adjust(
            policy_name="memory-low", metric_name="MemoryAvailablePercentage", namespace="pubcloud_a/MapReduce",
            threshold=15, unit="percent", operator="lt", adjustment=4,
        ))
        etl.add_termination_statement(metric_name="IsIdle", namespace="pubcloud_a/MapReduce", threshold=1, operator="gte", period=300, evaluation_periods=6)

        # the build cache: one stateful spot instance that keeps its disks and address
        cache = cap.StatefulSpotInstance(
            self, "build_cache", name="build-cache", product="Linux/UNIX", image_id="img-0abc123",
            vpc_id="vpc-0123456789", subnet_ids=["subnet-a"], instance_types=["r5.large", "r5a.large"],
            persist_root_device=True, persist_private_ip=True,
            revert_to_spot_windows=[cap.TimeWindow.parse("Sun:02:00-Sun:04:00")],
            require_metadata_tokens=True,
        )
        cache.add_scheduled_task("pause", cron_expression="0 20 * * 5")
        cache.add_scheduled_task("resume", cron_expression="0 6 * * 1")

        # the web front end's app-platform environment, on spot instances
        frontend = cap.SpotAppPlatform(
            self, "frontend", name="frontend", product="Linux/UNIX", region="region-1",
            min_size=1, max_size=6, desired_capacity=2, spot_instance_types=["m5.large", "m5a.large"],
            environment_id="e-123", deployment_batch_size_percentage=25, deployment_grace_period=300,
            drain_instances=True, platform_update_window=cap.TimeWindow.parse("Sun:03:00-Sun:05:00"),
            platform_update_level="minorAndPatch",
        )
        frontend.add_scheduled_task("scale", cron_expression="0 20 * * 1-5", min_capacity=0, max_capacity=2, target_capacity=1)

        # values the service defines (a repetition basis, an operating system, a task type, a policy effect),
        # taken from variables
        def service_name(name: str, description: str) -> str:
            return TerraformVariable(self, name, type="string", description=description).string_value

        # right-sizing of the node pools' web workloads, on Sunday nights
        pools.add_right_sizing_rule(
            name="web", workloads=[cap.RightSizingWorkloads(namespace="web", labels={"tier": "frontend"})],
            intervals=[cap.RightSizingInterval(repetition_basis=service_name("weekly_basis", "Repetition basis of weekly right-sizing"),
                                               days=["SUNDAY"], start_time="02:00", end_time="04:00")],
            cpu_min=100, cpu_max=4000,
        )

        # scaling groups on the second and third public clouds
        web_vms = cap.SpotScalingGroupPubcloudB(
            self, "web_vms", name="web-vms", region="region-2", resource_group_name="web-rg",
            os=service_name("vm_os", "Operating system of the web VMs"), virtual_network_name="apps-vnet", subnet_name="web",
            on_demand_sizes=["size-d2"], spot_sizes=["size-d2", "size-d4"], min_size=2, max_size=10,
            split=cap.CapacitySplit.spot_percentage(80), auto_healing=True, health_check_grace_period=300,
        )
        web_vms.add_scheduled_task(service_name("scale_task_type", "Task type of scheduled capacity"),
                                   cron_expression="0 7 * * 1-5", min_capacity=4, max_capacity=10)
        api = cap.SpotScalingGroupPubcloudC(
            self, "api_group", name="api", min_size=1, max_size=8, desired_capacity=2, preemptible_types=["type-n2", "type-n2d"],
            on_demand_type="type-n2", split=cap.CapacitySplit.on_demand_count(1), subnets={"region-3": ["default"]},
        )
        api.use_managed_k8s(cluster_id="apps-c", location="region-3-a")  # its autoscaler owns the desired capacity
        cap.SpotManagedK8sScalingGroup(
            self, "apps_c_nodes", name="apps-c-nodes", cluster_id="apps-c", cluster_zone_name="region-3-a",
            min_size=0, max_size=20, desired_capacity=3, split=cap.CapacitySplit.spot_percentage(90),
        )

        # an existing managed kubernetes cluster of the third public cloud, taken under management
        imported = cap.SpotClusterImport(self, "apps_c", cluster_name="apps-c", location="region-3-a",
                                         min_size=1, max_size=30, autoscaler=True, auto_headroom_percentage=10)
        imported.add_node_group("default-pool", spot_percentage=80)
        imported.add_node_group("gpu-pool", instance_types=["type-g2"], labels={"accelerator": "gpu"},
                                taints=[cap.NodeGroupTaint(key="gpu", value="true", effect="NoSchedule")])

        # continuous delivery: the apps cluster's web deployment rolled out as a canary, verified by its error rate
        metrics = cap.VerificationProvider(self, "metrics", name="metrics", clusters=[cluster],
                                           prometheus_address="http://prometheus.monitoring:9090")
        error_rate = cap.VerificationTemplate(
            self, "error_rate", name="error-rate", provider=metrics,
            metrics=[cap.VerificationMetric(name="errors", query="sum(rate(http_errors[1m]))", success_condition="result[0] < 1",
                                            interval="1m", count=5)],
        )
        canary = cap.RolloutStrategy(self, "canary", name="canary", canary_steps=[
            cap.RolloutStep(weight=20, pause="5m", verified_by=[error_rate]),
            cap.RolloutStep(weight=50, pause="10m", verified_by=[error_rate]),
        ])
        cap.Rollout(self, "web_rollout", name="web", cluster=cluster, namespace="web", deployment_name="web", strategy=canary,
                    stable_service="web-stable", canary_service="web-canary")

        # organization access: the operators read every group and cluster on two accounts
        read_only = cap.AccessPolicy(self, "read_only", name="read-only", statements=[cap.PolicyStatement(
            effect=service_name("allow_effect", "Effect that allows an action"), actions=["group:read", "cluster:read"], resources=["*"])])
        alice = cap.OrganizationMember(self, "alice", email="alice@example.com", first_name="Alice", last_name="Doe")
        cap.UserGroup(self, "operators", name="operators", members=[alice]).grant(read_only, ["act-12345", "act-67890"])

        # ---- interop with a prebuilt provider
        NullProvider(self, "null")
        release = NullResource(self, "release_marker",
                               triggers={"runners": runners.resource.id, "application": grafana.application_uuid})
        production = web.add_deployment(f"release-{release.id}", repo.DeploymentStage.PRODUCTION, id="production", admin_only=True)
        web.add_deployment_variable(production, "DB_URL", secret("production_db_url", "Database URL of production"), secured=True)


app = App()
ExampleStack(app, "example")
app.synth()
