package io.github.cdktftriad.bindings;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * The converter's Java output (src/convert/print-java.ts) compiles against the jar from dist/java,
 * runs, and synthesizes the configuration the TypeScript conversion of the same HCL synthesizes: one
 * dynamic test per case folder that test/convert/write-cases.ts wrote (run-java.js writes them into
 * .bindings/java-convert-cases and passes the folder as BINDINGS_CONVERT_CASES). A case's
 * ConvertedStack.java is compiled in memory as the doc snippets are (DocBlocks.compile), its
 * {@code main} runs (its App writes to $CDKTF_OUTDIR, the doc snippets' folder), and its stack's
 * cdk.tf.json, in the comparable form of test/convert/support.ts, must equal the case's
 * expected.json; a difference names the first paths that differ.
 */
class ConvertTest {
    private static final String CASES = "BINDINGS_CONVERT_CASES";
    private static final Pattern PACKAGE = Pattern.compile("(?m)^package\\s+([\\w.]+)\\s*;");
    private static final int SHOWN_DIFFERENCES = 20;

    /** The case folders: each with a ConvertedStack.java and an expected.json. */
    private static List<Path> cases() {
        final Path folder = Json.fileFromEnv(CASES);
        try (Stream<Path> entries = Files.list(folder)) {
            return entries.filter(p -> Files.isRegularFile(p.resolve("ConvertedStack.java"))).sorted().collect(Collectors.toList());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @TestFactory
    Stream<DynamicTest> eachJavaConversionCompilesRunsAndSynthesizesWhatTheTypeScriptOneDoes() {
        return cases().stream().map(c -> DynamicTest.dynamicTest(c.getFileName().toString(), () -> {
            final JsonNode expected = Json.read(c.resolve("expected.json"));
            final JsonNode got = comparable(synthesize(c));
            final List<String> differences = differences(expected, got);
            if (!differences.isEmpty()) {
                fail(c.getFileName() + ": the Java program's configuration differs from the TypeScript one's:\n" + String.join("\n", differences));
            }
        }));
    }

    @Test
    void theCasesFolderHoldsCases() {
        // a writer that wrote nothing would make the dynamic tests run nothing
        final List<String> names = cases().stream().map(p -> p.getFileName().toString()).collect(Collectors.toList());
        assertTrue(names.contains("language"), Json.fileFromEnv(CASES) + " holds no case 'language' (test/convert/fixtures/language.tf): " + names);
        assertTrue(names.stream().anyMatch(n -> n.endsWith("-all-fields")), "no all-fields stack among " + names);
    }

    /** Compiles a case's ConvertedStack.java, runs its main and returns the configuration of its stack `converted`. */
    private static JsonNode synthesize(final Path c) throws IOException {
        final String name = c.getFileName().toString();
        final String source = Files.readString(c.resolve("ConvertedStack.java"));
        final Matcher pkg = PACKAGE.matcher(source);
        assertTrue(pkg.find(), name + "/ConvertedStack.java declares no package");
        final String[] lines = source.split("\n", -1);
        final List<DocBlocks.Line> numbered = new ArrayList<>();
        for (int i = 0; i < lines.length; i++) {
            numbered.add(new DocBlocks.Line(lines[i], name + "/ConvertedStack.java:" + (i + 1)));
        }
        final DocBlocks.Block block = new DocBlocks.Block(name + "/ConvertedStack.java", 0, "java", source, "none", null, null);
        final DocBlocks.Compiled compiled;
        try {
            compiled = DocBlocks.compile(block, List.of(new DocBlocks.Unit("ConvertedStack", numbered)));
        } catch (AssertionError e) {
            // DocBlocks names a doc block: the first line of its message is about one
            final String message = e.getMessage();
            throw new AssertionError(name + ": ConvertedStack.java does not compile:" + message.substring(message.indexOf('\n')), e);
        }
        final Path outdir = DocBlocks.outdir();
        deleteTree(outdir);
        Files.createDirectories(outdir);
        try {
            final Method main = compiled.loadClass(pkg.group(1) + ".ConvertedStack").getMethod("main", String[].class);
            main.invoke(null, (Object) new String[0]);
        } catch (InvocationTargetException e) {
            final Throwable cause = e.getCause();
            final String at = Stream.of(cause.getStackTrace()).filter(f -> "ConvertedStack.java".equals(f.getFileName()))
                    .map(f -> name + "/ConvertedStack.java:" + f.getLineNumber()).findFirst().orElse("?");
            throw new AssertionError(name + ": ConvertedStack.main failed at " + at + ": " + cause, cause);
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(name + ": cannot run ConvertedStack.main: " + e, e);
        }
        final Path stack = outdir.resolve("stacks/converted/cdk.tf.json");
        assertTrue(Files.isRegularFile(stack), name + ": ConvertedStack.main wrote no " + stack);
        return Json.read(stack);
    }

    // ---------------------------------------------------------------------------------------------
    // the comparison: test/convert/support.ts's comparable() and differences()

    /**
     * A configuration as the comparison sees it: without cdktf's "//" metadata and the backend (whose
     * local path follows where it was synthesized), keys sorted.
     */
    static JsonNode comparable(final JsonNode config) {
        final JsonNode c = strip(config);
        final JsonNode terraform = c.get("terraform");
        if (terraform instanceof ObjectNode) {
            ((ObjectNode) terraform).remove("backend");
            if (terraform.isEmpty()) {
                ((ObjectNode) c).remove("terraform");
            }
        }
        return c;
    }

    private static JsonNode strip(final JsonNode v) {
        if (v.isArray()) {
            final List<JsonNode> items = new ArrayList<>();
            v.forEach(x -> items.add(strip(x)));
            return JsonNodeFactory.instance.arrayNode().addAll(items);
        }
        if (v.isObject()) {
            final ObjectNode out = JsonNodeFactory.instance.objectNode();
            final Set<String> keys = new TreeSet<>();
            v.fieldNames().forEachRemaining(keys::add);
            for (final String k : keys) {
                if (!k.equals("//")) {
                    out.set(k, strip(v.get(k)));
                }
            }
            return out;
        }
        return v;
    }

    /** The first paths (at most SHOWN_DIFFERENCES) where two configurations differ, empty when they are the same. */
    static List<String> differences(final JsonNode want, final JsonNode got) {
        final List<String> out = new ArrayList<>();
        walk(want, got, "", out);
        return out;
    }

    private static void walk(final JsonNode a, final JsonNode b, final String path, final List<String> out) {
        if (out.size() >= SHOWN_DIFFERENCES || same(a, b)) {
            return;
        }
        if (a != null && b != null && a.isObject() && b.isObject()) {
            final Set<String> keys = new LinkedHashSet<>();
            a.fieldNames().forEachRemaining(keys::add);
            b.fieldNames().forEachRemaining(keys::add);
            for (final String k : keys) {
                walk(a.get(k), b.get(k), path + "." + k, out);
            }
            return;
        }
        if (a != null && b != null && a.isArray() && b.isArray() && a.size() == b.size()) {
            for (int i = 0; i < a.size(); i++) {
                walk(a.get(i), b.get(i), path + "[" + i + "]", out);
            }
            return;
        }
        out.add((path.isEmpty() ? "." : path) + ": expected " + shown(a) + ", got " + shown(b));
    }

    private static boolean same(final JsonNode a, final JsonNode b) {
        if (a == null || b == null) {
            return a == b;
        }
        if (a.isNumber() && b.isNumber()) {
            return a.decimalValue().compareTo(b.decimalValue()) == 0;
        }
        if (a.isContainerNode() && b.isContainerNode() && a.getNodeType() == b.getNodeType() && a.size() == b.size()) {
            if (a.isArray()) {
                for (int i = 0; i < a.size(); i++) {
                    if (!same(a.get(i), b.get(i))) {
                        return false;
                    }
                }
                return true;
            }
            final Iterator<String> names = a.fieldNames();
            while (names.hasNext()) {
                final String n = names.next();
                if (!same(a.get(n), b.get(n))) {
                    return false;
                }
            }
            return true;
        }
        return a.equals(b);
    }

    private static String shown(final JsonNode v) {
        if (v == null) {
            return "(missing)";
        }
        final String s = v.toString();
        return s.length() > 200 ? s.substring(0, 200) + "..." : s;
    }

    private static void deleteTree(final Path dir) throws IOException {
        if (!Files.exists(dir)) {
            return;
        }
        try (Stream<Path> walk = Files.walk(dir)) {
            for (final Path p : walk.sorted(Comparator.reverseOrder()).collect(Collectors.toList())) {
                Files.delete(p);
            }
        }
    }

    // ---------------------------------------------------------------------------------------------
    // the comparison itself

    @Test
    void comparableDropsTheMetadataAndTheBackendAndSortsKeys() {
        final JsonNode config = Json.parse("{\"resource\": {\"b\": 1, \"a\": {\"//\": {\"x\": 1}, \"z\": [{\"//\": 2, \"y\": 3}]}},"
                + " \"//\": {}, \"terraform\": {\"backend\": {\"local\": {\"path\": \"/tmp/x\"}}}}");
        final JsonNode c = comparable(config);
        assertEquals(Json.parse("{\"resource\": {\"a\": {\"z\": [{\"y\": 3}]}, \"b\": 1}}"), c);
        assertEquals(List.of("resource"), iterate(c.fieldNames()));
        assertEquals(List.of("a", "b"), iterate(c.get("resource").fieldNames()));
        // what else the terraform block has stays
        assertEquals(Json.parse("{\"terraform\": {\"required_providers\": {}}}"),
                comparable(Json.parse("{\"terraform\": {\"backend\": {}, \"required_providers\": {}}}")));
    }

    @Test
    void differencesNameThePathsThatDiffer() {
        assertEquals(List.of(), differences(Json.parse("{\"a\": [1, {\"b\": 2.0}]}"), Json.parse("{\"a\": [1, {\"b\": 2}]}")));
        // the expected configuration's keys first, then what only the other has
        assertEquals(List.of(".a[1].b: expected 2, got 3", ".d: expected [1], got [1,2]", ".c: expected (missing), got true"),
                differences(Json.parse("{\"a\": [1, {\"b\": 2}], \"d\": [1]}"), Json.parse("{\"a\": [1, {\"b\": 3}], \"c\": true, \"d\": [1, 2]}")));
        assertFalse(differences(Json.parse("{\"a\": true}"), Json.parse("{\"a\": 1}")).isEmpty());
        final List<String> many = differences(Json.parse("[" + "1,".repeat(30) + "1]"), Json.parse("[" + "2,".repeat(30) + "2]"));
        assertEquals(SHOWN_DIFFERENCES, many.size());
    }

    private static List<String> iterate(final Iterator<String> names) {
        final List<String> out = new ArrayList<>();
        names.forEachRemaining(out::add);
        return out;
    }

    @Test
    void aCaseThatDoesNotCompileFailsNamingItsLines(@TempDir final Path cases) throws IOException {
        final Path dir = Files.createDirectories(cases.resolve("broken"));
        Files.writeString(dir.resolve("ConvertedStack.java"), "package converted.broken;\n\npublic class ConvertedStack {\n    int a = missing;\n}\n");
        try {
            synthesize(dir);
            fail("a case that does not compile passed");
        } catch (AssertionError e) {
            assertTrue(e.getMessage().matches("(?s)broken: ConvertedStack.java does not compile:\n  broken/ConvertedStack.java:4: cannot find symbol.*"),
                    e.getMessage());
        }
    }
}
