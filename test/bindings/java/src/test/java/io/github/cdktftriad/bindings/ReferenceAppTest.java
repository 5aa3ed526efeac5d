package io.github.cdktftriad.bindings;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.hashicorp.cdktf.TerraformOutput;
import com.hashicorp.cdktf.TerraformStack;
import com.hashicorp.cdktf.Testing;
import io.github.cdktftriad.SchemaCheck;
import io.github.cdktftriad.cap.CapProvider;
import io.github.cdktftriad.cap.SpotCluster;
import io.github.cdktftriad.cap.TimeWindow;
import io.github.cdktftriad.cap.pubcloud_a.ScalingGroup;
import io.github.cdktftriad.cap.pubcloud_a.ScalingGroupEbsBlockDevice;
import io.github.cdktftriad.cap.pubcloud_a.ScalingGroupUpdatePolicy;
import io.github.cdktftriad.cap.pubcloud_a.ScalingGroupUpdatePolicyRollConfig;
import io.github.cdktftriad.cap.pubcloud_c.ClusterImport;
import io.github.cdktftriad.cap.pubcloud_c.ClusterImportAutoscaler;
import io.github.cdktftriad.cap.pubcloud_c.ClusterImportAutoscalerDown;
import io.github.cdktftriad.idp.Application;
import io.github.cdktftriad.idp.ApplicationPolicyEngineMode;
import io.github.cdktftriad.idp.Brand;
import io.github.cdktftriad.idp.FlowStageBinding;
import io.github.cdktftriad.idp.IdpProvider;
import io.github.cdktftriad.idp.IdpRef;
import io.github.cdktftriad.idp.OAuthApplication;
import io.github.cdktftriad.idp.StageIdentification;
import io.github.cdktftriad.repo.Hook;
import io.github.cdktftriad.repo.HookEvents;
import io.github.cdktftriad.repo.HookImportIdParts;
import io.github.cdktftriad.repo.ProtectedBranch;
import io.github.cdktftriad.repo.RepoProvider;
import io.github.cdktftriad.repo.RepoRef;
import io.github.cdktftriad.repo.Repository;
import io.github.cdktftriad.repo.RepositoryForkPolicy;
import io.github.cdktftriad.repo.RepositoryLink;
import io.github.cdktftriad.repo.RepositoryLinkAvatar;
import io.github.cdktftriad.repo.RepositoryVariable;
import io.github.cdktftriad.repo.Schedule;
import io.github.cdktftriad.repo.ScheduledPipeline;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The bindings reference app, in Java: the same app as test/bindings/typescript-app.ts (and
 * test/bindings/python/test_app.py), built through the jar from dist/java, must synthesize the same
 * JSON, and a validation error must carry the same message.
 */
class ReferenceAppTest {
    /** What typescript-app.ts wrote: { json, validationError }. */
    private static final JsonNode EXPECTED = Json.read(Json.fileFromEnv("BINDINGS_EXPECTED"));

    static void build(final TerraformStack stack) {
        // L1s of all three packages
        IdpProvider.Builder.create(stack, "idp").url("https://idp.example.com").build();
        Application.Builder.create(stack, "app").slug("grafana").name("Grafana").policyEngineMode("all").backchannelProviders(List.of(1, 2)).build();
        RepoProvider.Builder.create(stack, "repo").build();
        Repository.Builder.create(stack, "web").owner("acme").name("web").isPrivate(true)
                .link(RepositoryLink.builder().avatar(RepositoryLinkAvatar.builder().href("https://a.example/x.png").build()).build())
                .build();
        CapProvider.Builder.create(stack, "cap").account("act-1").build();
        ScalingGroup.Builder.create(stack, "group")
                .name("g").product("linux").orientation("balanced").fallbackToOndemand(true)
                .securityGroups(List.of("sg-1")).minSize(1).maxSize(3).desiredCapacity(2)
                .ebsBlockDevices(List.of(ScalingGroupEbsBlockDevice.builder()
                        .deviceName("/dev/xvda").volumeType("gp3").volumeSize(20).throughput(125).build()))
                .updatePolicy(ScalingGroupUpdatePolicy.builder().shouldRoll(true).shouldResumeStateful(false)
                        .rollConfig(ScalingGroupUpdatePolicyRollConfig.builder().batchSizePercentage(25).build()).build())
                .build();
        // types the specification does not show: a stage bound by its reference, a variable, the pubcloud_c submodule
        final StageIdentification identify = StageIdentification.Builder.create(stack, "identify").name("identify")
                .userFields(List.of("username", "email")).sources(List.of(IdpRef.fromSourceUuid("source-uuid").getSourceUuid())).build();
        FlowStageBinding.Builder.create(stack, "bind").target("flow-uuid").stage(identify.getStageId()).order(10).build();
        RepositoryVariable.Builder.create(stack, "var").repository("acme/web").key("DEPLOY_ENV").value("staging").secured(false).build();
        ClusterImport.Builder.create(stack, "imported").clusterName("k1").location("zone-a")
                .autoscaler(ClusterImportAutoscaler.builder().isEnabled(true)
                        .down(ClusterImportAutoscalerDown.builder().maxScaleDownPercentage(20).build()).build())
                .build();
        // L2s
        final OAuthApplication oauth = OAuthApplication.Builder.create(stack, "oauth")
                .name("Wiki").slug("wiki")
                .authorizationFlow(IdpRef.fromFlowUuid("flow-a")).invalidationFlow(IdpRef.fromFlowUuid("flow-i"))
                .redirectUris(List.of("https://wiki.example.com/callback"))
                .build();
        oauth.allowGroup(IdpRef.fromGroupUuid("group-uuid"));
        ProtectedBranch.Builder.create(stack, "main").repository(RepoRef.fromRepositoryAttributes("acme", "web")).pattern("main").requiredApprovals(2).build();
        ScheduledPipeline.Builder.create(stack, "nightly").repository(RepoRef.fromRepositoryAttributes("acme", "web"))
                .schedule(Schedule.daily("02:00")).branch("main").pipeline("nightly").build();
        final SpotCluster cluster = SpotCluster.Builder.create(stack, "cluster")
                .imageId("img-1").securityGroups(List.of("sg-1")).subnetIds(List.of("subnet-1"))
                .minSize(1).maxSize(5).shutdownHours(List.of(TimeWindow.parse("Sat:00:00-Mon:06:00")))
                .build();
        cluster.scheduleRoll("0 3 * * 0");
    }

    @Test
    void synthesizesTheSameJsonAsTheTypeScriptApp() {
        final TerraformStack stack = new TerraformStack(Testing.app(), "stack");
        build(stack);
        Json.assertSameJson(EXPECTED.get("json"), Json.synth(stack));
    }

    @Test
    void theOutputPassesTheOfflineSchemaCheck() {
        final TerraformStack stack = new TerraformStack(Testing.app(), "stack");
        build(stack);
        assertEquals(List.of(), SchemaCheck.check(Json.toMap(Json.parse(Testing.synth(stack)))));
    }

    @Test
    void aValidationErrorCarriesTheSameMessage() {
        final TerraformStack stack = new TerraformStack(Testing.app(), "stack");
        IdpProvider.Builder.create(stack, "idp").build();
        Application.Builder.create(stack, "app").slug("s").name("n").policyEngineMode("sometimes").build();
        final RuntimeException error = assertThrows(RuntimeException.class, () -> Testing.fullSynth(stack));
        final String expected = EXPECTED.get("validationError").asText();
        final String line = "[stack/app] Application: policyEngineMode: \"sometimes\" is not an allowed value; allowed: \"all\", \"any\"";
        assertTrue(expected.contains(line), expected);
        assertTrue(error.getMessage().contains(expected.split("\n")[1].strip()), error.getMessage());
        assertTrue(error.getMessage().contains("Validation failed with the following errors:"), error.getMessage());
    }

    @Test
    void l2ChecksThrowInJavaToo() {
        final RuntimeException overlap = assertThrows(RuntimeException.class, () -> TimeWindow.assertNoOverlap(
                List.of(TimeWindow.parse("Sat:22:00-Sun:04:00"), TimeWindow.parse("Sun:03:00-Sun:05:00"))));
        assertTrue(overlap.getMessage().contains("TimeWindow: windows must not overlap: Sat:22:00-Sun:04:00 overlaps Sun:03:00-Sun:05:00"), overlap.getMessage());
        final RuntimeException time = assertThrows(RuntimeException.class, () -> Schedule.daily("25:00"));
        assertTrue(time.getMessage().contains("Schedule.daily: \"25:00\" is not a time of day hh:mm"), time.getMessage());
    }

    @Test
    void importIdHelpers() {
        assertEquals("acme/web/{h}", Hook.importId(HookImportIdParts.builder().owner("acme").repoName("web").hookId("{h}").build()));
        final HookImportIdParts parts = Hook.parseImportId("acme/web/{h}");
        assertEquals(List.of("acme", "web", "{h}"), List.of(parts.getOwner(), parts.getRepoName(), parts.getHookId()));
        assertThrows(RuntimeException.class, () -> Hook.parseImportId("acme"));
    }

    @Test
    void enumConstantsClasses() {
        assertEquals("all", ApplicationPolicyEngineMode.ALL);
        assertEquals("any", ApplicationPolicyEngineMode.ANY);
        assertEquals("repo:push", HookEvents.REPO_PUSH);
        assertEquals("pullrequest:created", HookEvents.PULLREQUEST_CREATED);
        assertEquals("no_public_forks", RepositoryForkPolicy.NO_PUBLIC_FORKS);
    }

    @Test
    void theOneRenamedPropertyBrandDefaultIsDefaultValue() {
        final TerraformStack stack = new TerraformStack(Testing.app(), "stack");
        IdpProvider.Builder.create(stack, "idp").build();
        final Brand brand = Brand.Builder.create(stack, "brand").domain("example.com").defaultValue(true).build();
        assertEquals(true, brand.getDefaultInput());
        TerraformOutput.Builder.create(stack, "is_default").value(brand.getDefaultValue()).build();
        final JsonNode json = Json.synth(stack);
        assertTrue(json.at("/resource/idp_brand/brand/default").asBoolean(), Json.pretty(json.at("/resource/idp_brand")));
        assertEquals("${idp_brand.brand.default}", json.at("/output/is_default/value").asText());
    }
}
