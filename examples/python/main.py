"""The example app in Python: the same stack as examples/typescript/main.ts.

Run (after `npm run package:python` at the repository root):
    python3 -m venv .venv && .venv/bin/pip install ../../dist/python/cdktf_triad-*.whl cdktf-cdktf-provider-null==11.0.1
    npx cdktf synth
"""
from cdktf import App, TerraformOutput, TerraformStack, TerraformVariable
from cdktf_cdktf_provider_null.provider import NullProvider
from cdktf_cdktf_provider_null.resource import Resource as NullResource
from constructs import Construct

from cdktf_triad import cap, idp, repo


class ExampleStack(TerraformStack):
    def __init__(self, scope: Construct, id: str):
        super().__init__(scope, id)

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

        grafana = idp.OAuthApplication(
            self, "grafana", name="Grafana", slug="grafana",
            authorization_flow=authorization,
            invalidation_flow=invalidation,
            redirect_uris=["https://grafana.example.com/login/generic_oauth"],
            launch_url="https://grafana.example.com",
            access_token_validity="minutes=15",
            scope_mappings=TerraformVariable(self, "grafana_scope_mappings", type="list(string)",
                                             description="Ids of the openid, email and profile scope mappings Grafana needs").list_value,
            outpost=outpost,
        )
        # the admins, during office hours (one group and a policy: policy engine mode `all`)
        grafana.allow_group(admins)
        grafana.add_policy(office_hours)

        # failed logins become alerts for the admins, on a chat webhook and by email
        alerts = idp.NotificationRoute(self, "alerts", name="alerts-to-admins", severity="alert", group=admins)
        alerts.match_events(action="login_failed")
        alerts.add_slack_webhook(secret("alerts_webhook_url", "Chat webhook URL for identity alerts"))
        alerts.add_email(subject_prefix="[idp]")

        TerraformOutput(self, "grafana_client_id", value=grafana.client_id)
        TerraformOutput(self, "grafana_client_secret", value=grafana.client_secret, sensitive=True)

        # ---- repository hosting: a protected repository
        repo.RepoProvider(self, "repo", oauth_token=secret("repo_oauth_token", "OAuth token of the repository-hosting service"))
        web = repo.Repository(self, "web", owner="acme", name="web", is_private=True,
                                         fork_policy=repo.RepositoryForkPolicy.NO_PUBLIC_FORKS, pipelines_enabled=True)
        repo.GitFlowBranchingModel(self, "web_flow", repository=web)
        repo.ProtectedBranch(self, "web_main", repository=web, pattern="main",
                             push_groups=[repo.RepoRef.from_group_attributes("acme", "maintainers")],
                             required_approvals=2, required_passing_builds=1)
        repo.RepositoryWebhook(self, "web_ci", repository=web, url="https://ci.example.com/hooks/web",
                               events=[repo.HookEvents.REPO_PUSH, repo.HookEvents.PULLREQUEST_CREATED],
                               secret=secret("web_hook_secret", "Secret the webhook deliveries carry"))
        repo.ScheduledPipeline(self, "web_nightly", repository=web, schedule=repo.Schedule.daily("02:00"),
                               branch="main", pipeline="nightly")

        # ---- spot capacity
        cap.CapProvider(self, "cap", token=secret("cap_token", "API token of the spot-capacity service"), account="act-12345")
        runners = cap.SpotScalingGroup(
            self, "ci_runners", name="ci-runners", product="linux", security_groups=["sg-0123456789"],
            subnet_ids=["subnet-a", "subnet-b"], min_size=1, desired_capacity=2, max_size=12,
            spot_percentage=90, on_demand_type="m5.large", tags={"team": "ci", "repository": web.slug},
        )
        runners.add_instance_type("m5.large", 2)
        runners.add_instance_type("c5.xlarge", 4)
        runners.add_ebs_volume("/dev/xvda", volume_type="gp3", size_gb=100, throughput=250)
        runners.use_docker_swarm("swarm.internal.example.com", 2377)

        cluster = cap.SpotCluster(
            self, "apps_cluster", name="apps", controller_id="apps-controller", image_id="img-0abc123",
            security_groups=["sg-0123456789"], subnet_ids=["subnet-a", "subnet-b"],
            min_size=2, max_size=30, spot_percentage=85,
            shutdown_hours=[cap.TimeWindow.parse("Sat:00:00-Mon:05:00")],
            autoscaler=True, auto_headroom_percentage=10, max_scale_down_percentage=20, tags={"team": "platform"},
        )
        cluster.schedule_roll("0 3 * * 3", comment="weekly refresh")
        cluster.schedule_ami_auto_update("0 4 1 * *", patch=True)

        # ---- interop with a prebuilt provider
        NullProvider(self, "null")
        release = NullResource(self, "release_marker",
                               triggers={"runners": runners.resource.id, "application": grafana.application_uuid})
        repo.Deployment(self, "web_production", repository=web.uuid,
                        name=f"release-{release.id}", stage="Production")


app = App()
ExampleStack(app, "example")
app.synth()
