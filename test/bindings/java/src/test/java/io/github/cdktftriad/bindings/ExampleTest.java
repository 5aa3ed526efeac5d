package io.github.cdktftriad.bindings;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * examples/java synthesizes the same stack as examples/typescript, and no credential from the
 * environment reaches its output. The example runs as `cdktf synth` runs it (its cdktf.json app:
 * Maven compiles it and runs Main), with CDKTF_OUTDIR set instead of the cdktf CLI, to keep it fast.
 */
class ExampleTest {
    private static final Map<String, String> SENTINELS = Map.of(
            "IDP_URL", "https://sentinel-idp-url.invalid",
            "IDP_TOKEN", "SENTINEL-IDP-TOKEN-7f3a",
            "REPO_OAUTH_TOKEN", "SENTINEL-REPO-OAUTH-TOKEN-c813",
            "REPO_PASSWORD", "SENTINEL-REPO-PASSWORD-9d0e",
            "CAP_TOKEN", "SENTINEL-CAP-TOKEN-d9f4",
            "CAP_ACCOUNT", "SENTINEL-CAP-ACCOUNT-e0a5");
    private static Path outdir;

    @BeforeAll
    static void synthesizeTheJavaExample() throws IOException, InterruptedException {
        final Path root = Path.of(System.getenv().getOrDefault("BINDINGS_ROOT", "../../..")).toAbsolutePath().normalize();
        outdir = Files.createTempDirectory("java-example-");
        final List<String> command = new ArrayList<>(List.of("mvn", "-B", "-q", "-e", "compile", "exec:java"));
        final String repoLocal = System.getProperty("triad.mavenRepoLocal");
        if (repoLocal != null && !repoLocal.isEmpty()) {
            command.add("-Dmaven.repo.local=" + repoLocal);
        }
        command.add("-Dtriad.version=" + System.getProperty("triad.version", "0.1.0"));
        final ProcessBuilder pb = new ProcessBuilder(command).directory(root.resolve("examples/java").toFile()).inheritIO();
        pb.environment().putAll(SENTINELS);
        pb.environment().put("CDKTF_OUTDIR", outdir.toString());
        final Process p = pb.start();
        if (!p.waitFor(10, TimeUnit.MINUTES)) {
            p.destroyForcibly();
            throw new IllegalStateException("examples/java did not finish in 10 minutes");
        }
        assertEquals(0, p.exitValue(), "examples/java: " + String.join(" ", command) + " failed");
    }

    /** The local backend's state path follows the working directory (examples/java vs the repository root). */
    private static JsonNode withoutBackendPath(final JsonNode stack) {
        ((ObjectNode) stack.at("/terraform/backend/local")).remove("path");
        return stack;
    }

    @Test
    void theJavaExampleSynthesizesTheSameStackAsTheTypeScriptExample() {
        final JsonNode ours = Json.read(outdir.resolve("stacks/example/cdk.tf.json"));
        final JsonNode theirs = Json.read(Json.fileFromEnv("BINDINGS_TS_EXAMPLE").resolve("stacks/example/cdk.tf.json"));
        // what else is there is compared too: resources, data, variables, outputs, providers, backend type
        assertTrue(ours.at("/resource").size() > 10, Json.pretty(ours));
        Json.assertSameJson(withoutBackendPath(theirs), withoutBackendPath(ours));
    }

    @Test
    void theJavaExampleWritesTheSameManifest() {
        final JsonNode ours = Json.read(outdir.resolve("manifest.json"));
        final JsonNode theirs = Json.read(Json.fileFromEnv("BINDINGS_TS_EXAMPLE").resolve("manifest.json"));
        assertEquals(theirs.at("/stacks/example/synthesizedStackPath"), ours.at("/stacks/example/synthesizedStackPath"));
        assertEquals(theirs.at("/stacks/example/dependencies"), ours.at("/stacks/example/dependencies"));
    }

    @Test
    void noEnvironmentCredentialReachesTheJavaExampleOutput() throws IOException {
        final List<Path> files;
        try (Stream<Path> walk = Files.walk(outdir)) {
            files = walk.filter(Files::isRegularFile).collect(Collectors.toList());
        }
        assertFalse(files.isEmpty());
        for (final Path f : files) {
            final String text = new String(Files.readAllBytes(f), StandardCharsets.UTF_8);
            for (final Map.Entry<String, String> s : SENTINELS.entrySet()) {
                assertFalse(text.contains(s.getValue()), s.getKey() + " leaked into " + f);
            }
        }
    }
}
