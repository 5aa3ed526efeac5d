package io.github.cdktftriad.bindings;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.hashicorp.cdktf.App;
import com.hashicorp.cdktf.IResolvable;
import com.hashicorp.cdktf.TerraformStack;
import com.hashicorp.cdktf.TerraformVariable;
import io.github.cdktftriad.repo.RepoProvider;
import io.github.cdktftriad.repo.Repository;
import io.github.cdktftriad.rules.FindingSeverity;
import io.github.cdktftriad.rules.Rule;
import io.github.cdktftriad.rules.RulePack;
import io.github.cdktftriad.rules.RulePacks;
import io.github.cdktftriad.rules.Rules;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/**
 * Org rules in Java: a team's own rule (a subclass of rules.Rule, the one the Java block of
 * docs/org-rules.md declares), composed into a pack with a shipped baseline whose severity it changes
 * (as that block does), judges the stack at synth; its error fails synth, an
 * acknowledgement with a reason accepts it, and the report lists it.
 */
class RulesTest {
    /** The class the Java block of docs/org-rules.md declares, compiled and run as DocSnippetsTest does it. */
    private static Class<?> guideRule;

    /** ACME-REPO-001 (every repository is private), as docs/org-rules.md writes it. */
    private static Rule privateRepositories() {
        try {
            if (guideRule == null) {
                guideRule = DocBlocks.run(DocBlocks.find("docs/org-rules.md", "java", "class PrivateRepositories"), DocBlocks.FIXTURES)
                        .loadClass("PrivateRepositories");
            }
            return (Rule) guideRule.getDeclaredConstructor().newInstance();
        } catch (ReflectiveOperationException e) {
            throw new AssertionError("docs/org-rules.md: its Java block declares no usable PrivateRepositories rule: " + e, e);
        }
    }

    private static RulePack acmePack() {
        final RulePack baseline = RulePacks.repoBaseline().withSeverity("REPO-VISIBILITY-001", FindingSeverity.INFO);
        return RulePack.compose("acme", List.of(baseline), List.of(privateRepositories()));
    }

    private static Path synth(final Consumer<TerraformStack> build) throws IOException {
        final Path outdir = Files.createTempDirectory("javarules-");
        final App app = App.Builder.create().outdir(outdir.toString()).build();
        final TerraformStack stack = new TerraformStack(app, "stack");
        RepoProvider.Builder.create(stack, "repo").build();
        Rules.apply(stack, acmePack());
        build.accept(stack);
        app.synth();
        return outdir.resolve("stacks").resolve("stack");
    }

    private static Map<String, JsonNode> findings(final Path out) throws IOException {
        final Map<String, JsonNode> byRule = new HashMap<>();
        for (final JsonNode f : new ObjectMapper().readTree(out.resolve("findings.json").toFile()).get("findings")) {
            byRule.put(f.get("ruleId").asText(), f);
        }
        return byRule;
    }

    @Test
    void aJavaRuleInAComposedPackFailsSynthOnAPublicRepository() {
        final Exception e = assertThrows(Exception.class, () -> synth(s ->
                Repository.Builder.create(s, "web").owner("acme").name("web").isPrivate(false).build()));
        assertTrue(e.getMessage().contains("[ACME-REPO-001] Repositories are private: the repository is public"), e.getMessage());
    }

    @Test
    void anAcknowledgedFindingOfAJavaRuleDoesNotFailSynthAndIsReportedWithItsReason() throws IOException {
        final JsonNode found = findings(synth(s -> {
            final Repository web = Repository.Builder.create(s, "web").owner("acme").name("web").isPrivate(false).build();
            Rules.acknowledge(web, "ACME-REPO-001", "the public mirror of our docs");
        })).get("ACME-REPO-001");
        assertTrue(found.get("acknowledged").asBoolean());
        assertEquals("the public mirror of our docs", found.get("reason").asText());
    }

    @Test
    void aJavaRuleDoesNotJudgeAVariableAndThePackChangesAShippedRulesSeverity() throws IOException {
        final JsonNode found = findings(synth(s -> {
            final IResolvable isPrivate = TerraformVariable.Builder.create(s, "private").type("bool").build().getBooleanValue();
            Repository.Builder.create(s, "web").owner("acme").name("web").isPrivate(isPrivate).build();
            Rules.acknowledge(s, "REPO-BRANCH-001", "no branch restrictions in this test");
            Rules.acknowledge(s, "REPO-BRANCH-002", "no branch restrictions in this test");
        })).get("ACME-REPO-001");
        assertEquals("not-judged", found.get("outcome").asText());
        assertEquals(FindingSeverity.INFO, acmePack().severityOf("REPO-VISIBILITY-001"));
    }
}
