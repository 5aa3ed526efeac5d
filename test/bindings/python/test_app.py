"""The bindings reference app, in Python: the same app as test/bindings/typescript-app.ts, built
through the installed wheel, must synthesize the same JSON, and a validation error must carry the
same message."""
import json
import os

import pytest
from cdktf import Testing, TerraformStack

from cdktf_triad import SchemaCheck, cap, idp, repo

EXPECTED = json.load(open(os.environ["BINDINGS_EXPECTED"]))


def build(stack: TerraformStack) -> None:
    # L1s of all three packages
    idp.IdpProvider(stack, "idp", url="https://idp.example.com")
    idp.Application(stack, "app", slug="grafana", name="Grafana", policy_engine_mode="all", backchannel_providers=[1, 2])
    repo.RepoProvider(stack, "repo")
    repo.Repository(stack, "web", owner="acme", name="web", is_private=True,
                    link=repo.RepositoryLink(avatar=repo.RepositoryLinkAvatar(href="https://a.example/x.png")))
    cap.CapProvider(stack, "cap", account="act-1")
    cap.pubcloud_a.ScalingGroup(
        stack, "group", name="g", product="linux", orientation="balanced", fallback_to_ondemand=True,
        security_groups=["sg-1"], min_size=1, max_size=3, desired_capacity=2,
        ebs_block_devices=[cap.pubcloud_a.ScalingGroupEbsBlockDevice(
            device_name="/dev/xvda", volume_type="gp3", volume_size=20, throughput=125)],
        update_policy=cap.pubcloud_a.ScalingGroupUpdatePolicy(
            should_roll=True, should_resume_stateful=False, roll_config=cap.pubcloud_a.ScalingGroupUpdatePolicyRollConfig(batch_size_percentage=25)),
    )
    # types the specification does not show: a stage bound by its reference, a variable, the pubcloud_c submodule
    identify = idp.StageIdentification(stack, "identify", name="identify", user_fields=["username", "email"],
                                       sources=[idp.IdpRef.from_source_uuid("source-uuid").source_uuid])
    idp.FlowStageBinding(stack, "bind", target="flow-uuid", stage=identify.stage_id, order=10)
    repo.RepositoryVariable(stack, "var", repository="acme/web", key="DEPLOY_ENV", value="staging", secured=False)
    cap.pubcloud_c.ClusterImport(stack, "imported", cluster_name="k1", location="zone-a",
                                 autoscaler=cap.pubcloud_c.ClusterImportAutoscaler(
                                     is_enabled=True, down=cap.pubcloud_c.ClusterImportAutoscalerDown(max_scale_down_percentage=20)))
    # L2s
    oauth = idp.OAuthApplication(
        stack, "oauth", name="Wiki", slug="wiki",
        authorization_flow=idp.IdpRef.from_flow_uuid("flow-a"), invalidation_flow=idp.IdpRef.from_flow_uuid("flow-i"),
        redirect_uris=["https://wiki.example.com/callback"],
    )
    oauth.allow_group(idp.IdpRef.from_group_uuid("group-uuid"))
    repo.ProtectedBranch(stack, "main", repository=repo.RepoRef.from_repository_attributes("acme", "web"), pattern="main", required_approvals=2)
    repo.ScheduledPipeline(stack, "nightly", repository=repo.RepoRef.from_repository_attributes("acme", "web"),
                           schedule=repo.Schedule.daily("02:00"), branch="main", pipeline="nightly")
    cluster = cap.SpotCluster(stack, "cluster", image_id="img-1", security_groups=["sg-1"], subnet_ids=["subnet-1"],
                              min_size=1, max_size=5, shutdown_hours=[cap.TimeWindow.parse("Sat:00:00-Mon:06:00")])
    cluster.schedule_roll("0 3 * * 0")


def test_synthesizes_the_same_json_as_the_typescript_app():
    stack = TerraformStack(Testing.app(), "stack")
    build(stack)
    assert json.loads(Testing.synth(stack, True)) == EXPECTED["json"]


def test_the_output_passes_the_offline_schema_check():
    stack = TerraformStack(Testing.app(), "stack")
    build(stack)
    assert SchemaCheck.check(json.loads(Testing.synth(stack))) == []


def test_a_validation_error_carries_the_same_message():
    stack = TerraformStack(Testing.app(), "stack")
    idp.IdpProvider(stack, "idp")
    idp.Application(stack, "app", slug="s", name="n", policy_engine_mode="sometimes")
    with pytest.raises(Exception) as error:
        Testing.full_synth(stack)
    expected = EXPECTED["validationError"]
    assert '[stack/app] Application: policyEngineMode: "sometimes" is not an allowed value; allowed: "all", "any"' in expected
    assert expected.splitlines()[1].strip() in str(error.value)


def test_l2_checks_raise_in_python_too():
    with pytest.raises(Exception, match="windows must not overlap"):
        cap.TimeWindow.assert_no_overlap([cap.TimeWindow.parse("Sat:22:00-Sun:04:00"), cap.TimeWindow.parse("Sun:03:00-Sun:05:00")])
    with pytest.raises(Exception, match='is not a time of day'):
        repo.Schedule.daily("25:00")


def test_import_id_helpers_and_constants():
    assert repo.Hook.import_id(owner="acme", repo_name="web", hook_id="{h}") == "acme/web/{h}"
    assert repo.Hook.parse_import_id("acme/web/{h}").repo_name == "web"
    assert idp.ApplicationPolicyEngineMode.ALL == "all"
    assert repo.HookEvents.REPO_PUSH == "repo:push"
