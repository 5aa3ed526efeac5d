package io.github.cdktftriad.bindings;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.hashicorp.cdktf.TerraformStack;
import com.hashicorp.cdktf.TerraformVariable;
import com.hashicorp.cdktf.Testing;
import io.github.cdktftriad.repo.BranchRestriction;
import io.github.cdktftriad.repo.GitFlowBranchingModel;
import io.github.cdktftriad.repo.HookEvents;
import io.github.cdktftriad.repo.IRepository;
import io.github.cdktftriad.repo.ProtectedBranch;
import io.github.cdktftriad.repo.RepoProvider;
import io.github.cdktftriad.repo.RepoRef;
import io.github.cdktftriad.repo.RepositoryWebhook;
import io.github.cdktftriad.repo.Schedule;
import io.github.cdktftriad.repo.ScheduledPipeline;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import software.amazon.jsii.JsiiError;

/** The repo L2s in Java synthesize what test/l2/repo.test.ts expects (its snapshots and values). */
class RepoL2Test {
    private static final IRepository WEB = RepoRef.fromRepositoryAttributes("acme", "web");

    private static TerraformStack stack() {
        final TerraformStack s = new TerraformStack(Testing.app(), "stack");
        RepoProvider.Builder.create(s, "repo").build();
        return s;
    }

    @Test
    void repositoryWebhookTypedEventsHttpsUrlSecretAsAVariableCertificatesVerified() {
        final TerraformStack s = stack();
        final TerraformVariable secret = TerraformVariable.Builder.create(s, "hook_secret").type("string").sensitive(true).build();
        final RepositoryWebhook hook = RepositoryWebhook.Builder.create(s, "Ci")
                .repository(WEB)
                .url("https://ci.example.com/hooks/web")
                .events(List.of(HookEvents.REPO_PUSH, HookEvents.PULLREQUEST_CREATED))
                .secret(secret.getStringValue())
                .build();
        final JsonNode resource = Json.synth(s).get("resource");
        Json.assertSameJson(Snapshots.of("repo", "RepositoryWebhook"), resource);
        Json.assertContains(Json.parse("{\"owner\": \"acme\", \"repository\": \"web\", \"events\": [\"repo:push\", \"pullrequest:created\"],"
                + " \"secret\": \"${var.hook_secret}\", \"skip_cert_verification\": false, \"description\": \"webhook to ci.example.com\"}"),
                Json.only(resource.get("repo_hook")));
        assertEquals("Resource", hook.getResource().getNode().getId());
    }

    @Test
    void repositoryWebhookRefusesHttpUnlessAskedAndLiteralSecrets() {
        final JsiiError http = assertThrows(JsiiError.class, () -> RepositoryWebhook.Builder.create(stack(), "H")
                .repository(WEB).events(List.of("repo:push")).url("http://ci.example.com").build());
        assertTrue(http.getMessage().contains("is http: deliveries and the secret would travel unencrypted"), http.getMessage());
        RepositoryWebhook.Builder.create(stack(), "H").repository(WEB).events(List.of("repo:push")).url("http://ci.example.com").allowHttp(true).build();
        final JsiiError literal = assertThrows(JsiiError.class, () -> RepositoryWebhook.Builder.create(stack(), "H")
                .repository(WEB).events(List.of("repo:push")).url("https://ci").secret("hunter2").build());
        assertTrue(literal.getMessage().contains("secret: a literal secret would be written"), literal.getMessage());
    }

    @Test
    void protectedBranchPushMergeApprovalsBuildsNoDeletesNoForcePushes() {
        final TerraformStack s = stack();
        final ProtectedBranch main = ProtectedBranch.Builder.create(s, "Main")
                .repository(WEB)
                .pattern("main")
                .pushGroups(List.of(RepoRef.fromGroupAttributes("acme", "maintainers")))
                .mergeUsers(List.of("{u-1}"))
                .requiredApprovals(2)
                .requiredPassingBuilds(1)
                .build();
        final JsonNode resource = Json.synth(s).get("resource");
        Json.assertSameJson(Snapshots.of("repo", "ProtectedBranch"), resource);
        final List<String> restrictions = new ArrayList<>();
        for (final BranchRestriction r : main.getRestrictions()) {
            restrictions.add(r.getKindInput() + (r.getValueInput() == null ? "" : "=" + r.getValueInput()));
        }
        assertEquals(List.of("push", "restrict_merges", "require_approvals_to_merge=2", "require_passing_builds_to_merge=1", "delete", "force"), restrictions);
    }

    @Test
    void protectedBranchCountsMustBeWholeAndPositive() {
        final JsiiError error = assertThrows(JsiiError.class, () -> ProtectedBranch.Builder.create(stack(), "B")
                .repository(WEB).pattern(" ").requiredApprovals(0).requiredPassingBuilds(1.5).build());
        assertTrue(error.getMessage().contains("ProtectedBranch at 'stack/B' is invalid:\n  - requiredApprovals: 0 must be a whole number of at least 1\n"
                + "  - requiredPassingBuilds: 1.5 must be a whole number of at least 1"), error.getMessage());
    }

    @Test
    void gitFlowBranchingModel() {
        final TerraformStack s = stack();
        GitFlowBranchingModel.Builder.create(s, "Flow").repository(WEB).build();
        final JsonNode model = Json.only(Json.synth(s).at("/resource/repo_branching_model"));
        Json.assertSameJson(Snapshots.of("repo", "GitFlowBranchingModel"), model);
        final List<String> prefixes = new ArrayList<>();
        model.get("branch_type").elements().forEachRemaining(t -> prefixes.add(t.get("prefix").asText()));
        assertEquals(List.of("feature/", "bugfix/", "release/", "hotfix/"), prefixes);
        Json.assertSameJson(Json.parse("{\"use_mainbranch\": false, \"name\": \"develop\"}"), model.get("development"));
        assertFalse(model.has("production"), Json.pretty(model));
    }

    @Test
    void scheduledPipelineTargetsABranchOrATagWithASelector() {
        final TerraformStack s = stack();
        ScheduledPipeline.Builder.create(s, "Nightly").repository(WEB).schedule(Schedule.daily("02:00")).branch("main").pipeline("nightly").build();
        ScheduledPipeline.Builder.create(s, "Weekly").repository(WEB).schedule(Schedule.weekly("Mon", "06:30")).tag("v1").pipeline("audit").build();
        final JsonNode resource = Json.synth(s).get("resource");
        Json.assertSameJson(Snapshots.of("repo", "ScheduledPipeline"), resource);
        final List<String> targets = new ArrayList<>();
        resource.get("repo_pipeline_schedule").elements().forEachRemaining(p ->
                targets.add(p.get("cron_pattern").asText() + " " + p.at("/target/ref_type").asText() + " " + p.at("/target/ref_name").asText()));
        assertEquals(List.of("0 0 2 * * ? * branch main", "0 30 6 ? * MON * tag v1"), targets);
        final JsiiError error = assertThrows(JsiiError.class, () -> ScheduledPipeline.Builder.create(stack(), "X")
                .repository(WEB).schedule(Schedule.daily("01:00")).pipeline("p").build());
        assertTrue(error.getMessage().contains("ScheduledPipeline at 'stack/X' is invalid:\n  - branch, tag: set exactly one of them"), error.getMessage());
    }

    @Test
    void readableSchedulesBecomeCronExpressions() {
        assertEquals("0 0 2 * * ? *", Schedule.daily("02:00").getExpression());
        assertEquals("0 30 6 ? * MON *", Schedule.weekly("Mon", "06:30").getExpression());
        assertEquals("0 0 * * * ? *", Schedule.hourly().getExpression());
        final RuntimeException error = assertThrows(RuntimeException.class, () -> Schedule.weekly("Funday", "01:00"));
        assertTrue(error.getMessage().contains("is not a day of the week"), error.getMessage());
    }
}
