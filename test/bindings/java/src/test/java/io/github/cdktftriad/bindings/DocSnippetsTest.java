package io.github.cdktftriad.bindings;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.cdktftriad.bindings.DocBlocks.Block;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every ```java block of README.md and docs/*.md compiles against the built jar and runs, and its stacks
 * synthesize (DocBlocks says how a block is read and run): one dynamic test per block, named
 * &lt;file&gt;:&lt;line&gt;. A block that test/getting-started/run.js follows in a real project is
 * skipped (covered there). An unreadable marker, an unclosed fence, an unknown fixture or a fixture
 * without its placeholder fails, naming the file and line.
 */
class DocSnippetsTest {
    private static final DocBlocks.Document DOCS = DocBlocks.readDocs();
    private static final List<Block> JAVA = DOCS.blocks().stream().filter(b -> b.language().equals("java")).collect(Collectors.toList());

    @Test
    void theDocsMarkersAndFencesAreReadable() {
        assertEquals(List.of(), DOCS.problems(), String.join("\n", DOCS.problems()));
    }

    @Test
    void theDocsHaveJavaBlocks() {
        // the blocks the guides are known to hold are found (a broken reader would run nothing)
        final List<String> ids = JAVA.stream().map(Block::id).collect(Collectors.toList());
        assertTrue(JAVA.stream().anyMatch(b -> b.file().equals("docs/org-rules.md")), ids.toString());
        assertTrue(JAVA.stream().anyMatch(b -> b.file().equals("docs/using.md")), ids.toString());
    }

    @TestFactory
    Stream<DynamicTest> eachDocJavaBlockCompilesRunsAndSynthesizes() {
        return JAVA.stream().map(block -> DynamicTest.dynamicTest(block.id(), () -> {
            final String covered = DocBlocks.coverage(block);
            Assumptions.assumeTrue(covered == null, covered);
            DocBlocks.run(block, DocBlocks.FIXTURES);
        }));
    }

    @TestFactory
    Stream<DynamicTest> eachFixtureHasOnePlaceholderAndIsUsed() {
        return DocBlocks.fixtureNames(DocBlocks.FIXTURES).stream().map(name -> DynamicTest.dynamicTest(name + ".java", () -> {
            assertFalse(name.equals("none"), "fixture name 'none' is reserved (it runs a block as it is)");
            DocBlocks.fixture(name, DocBlocks.FIXTURES, null);
            assertTrue(JAVA.stream().anyMatch(b -> DocBlocks.coverage(b) == null && b.fixtureName().equals(name)),
                    name + ".java is used by no java block of the docs (remove it)");
        }));
    }

    // ---------------------------------------------------------------------------------------------
    // the reader, the wrapper and the guards, on markdown written here

    @Test
    void theReaderFindsEachFenceWithItsMarkersInEitherOrder() {
        final String md = String.join("\n",
                "# Guide", "", "<!-- snippet: fixture=first -->", "<!-- getting-started: none -->", "```java", "int a = 1;", "```", "",
                "## Getting started", "",
                "<!-- getting-started: java file=Main.java -->", "<!-- snippet: fixture=second -->", "~~~java", "int b = 2;", "~~~", "",
                "- item:", "", "  ```java", "  int c = 3;", "  ```", "");
        final DocBlocks.Document doc = DocBlocks.read(md, "docs/sample.md");
        assertEquals(List.of(), doc.problems());
        assertEquals(List.of(
                new Block("docs/sample.md", 5, "java", "int a = 1;\n", "first", "none", null),
                new Block("docs/sample.md", 13, "java", "int b = 2;\n", "second", "java file=Main.java", "## Getting started"),
                new Block("docs/sample.md", 19, "java", "int c = 3;\n", null, null, "## Getting started")), doc.blocks());
    }

    @Test
    void anUnclosedFenceAndADanglingMarkerAreProblemsNamingTheFileAndLine() {
        assertEquals(List.of("docs/b.md:1: <!-- snippet: ... --> is not followed by a code block",
                "docs/b.md:4: the code block (java) is not closed"),
                DocBlocks.read("<!-- snippet: fixture=a -->\ntext\n\n```java\nint a;\n", "docs/b.md").problems());
    }

    @Test
    void aClassDeclarationThenStatementsBecomeAUnitOfItsOwnAndTheFixtureBody(@TempDir final Path fixtures) throws IOException {
        Files.writeString(fixtures.resolve("f.java"), "import java.util.List;\npublic class Snippet {\n"
                + "    public static void run() throws Exception {\n        // <snippet>\n    }\n}\n");
        final Block block = new Block("docs/x.md", 10, "java", "import java.util.Map;\n\n@Deprecated\npublic final class Thing {\n"
                + "    String s = \"}\"; // }\n}\n\nThing t = new Thing();\n", "f", null, null);
        final List<DocBlocks.Unit> units = DocBlocks.units(block, fixtures);
        assertEquals(List.of("Snippet", "Thing"), units.stream().map(DocBlocks.Unit::name).collect(Collectors.toList()));
        assertEquals("import java.util.Map;\nimport java.util.List;\npublic class Snippet {\n    public static void run() throws Exception {\n"
                + "\n\n        Thing t = new Thing();\n    }\n}\n\n", units.get(0).source());
        assertEquals("import java.util.Map;\nimport java.util.List;\n@Deprecated\npublic final class Thing {\n    String s = \"}\"; // }\n}\n",
                units.get(1).source());
        assertEquals("docs/x.md:14", units.get(1).lines().get(3).origin());
        assertEquals("docs/x.md:18", units.get(0).lines().get(6).origin());
    }

    @Test
    void onlyAFileBlockOfItsLanguageWhereRunJsLooksCountsAsCovered() {
        assertTrue(DocBlocks.coverage(new Block("docs/getting-started.md", 9, "java", "", null, "java file=Main.java", "## Java")).contains("run.js"));
        assertEquals(null, DocBlocks.coverage(new Block("docs/getting-started.md", 9, "java", "", null, "none", "## Java")));
        for (final Block wrong : List.of(
                new Block("docs/getting-started.md", 7, "java", "", null, "python file=main.py", "## Java"),
                new Block("docs/getting-started.md", 7, "java", "", null, "java commands=synth", "## Java"),
                new Block("docs/using.md", 7, "java", "", null, "java file=Main.java", "## Java"),
                new Block("README.md", 7, "java", "", null, "java file=Main.java", "## Guides"))) {
            final AssertionError e = assertThrows(AssertionError.class, () -> DocBlocks.coverage(wrong));
            assertTrue(e.getMessage().matches(wrong.file() + ":7: .*no test would run it.*"), e.getMessage());
        }
    }

    @Test
    void anUnknownFixtureFailsNamingTheBlock(@TempDir final Path fixtures) {
        final AssertionError e = assertThrows(AssertionError.class,
                () -> DocBlocks.run(new Block("docs/x.md", 12, "java", "int a = 1;\n", "nope", null, null), fixtures));
        assertTrue(e.getMessage().startsWith("docs/x.md:12: unknown fixture 'nope'"), e.getMessage());
    }

    @Test
    void aFixtureWithoutItsPlaceholderFailsNamingTheBlock(@TempDir final Path fixtures) throws IOException {
        Files.writeString(fixtures.resolve("bare.java"), "public class Snippet { public static void run() {} }\n");
        final AssertionError e = assertThrows(AssertionError.class,
                () -> DocBlocks.run(new Block("docs/x.md", 12, "java", "int a = 1;\n", "bare", null, null), fixtures));
        assertTrue(e.getMessage().startsWith("docs/x.md:12: fixture bare.java must have exactly one line '// <snippet>'"), e.getMessage());
    }

    @Test
    void aBlockThatDoesNotCompileOrThrowsFailsNamingTheMarkdownLine(@TempDir final Path fixtures) throws IOException {
        Files.writeString(fixtures.resolve("f.java"), "public class Snippet {\n    public static void run() throws Exception {\n"
                + "        // <snippet>\n    }\n}\n");
        final AssertionError compile = assertThrows(AssertionError.class,
                () -> DocBlocks.run(new Block("docs/x.md", 12, "java", "int a = 1;\nint b = missing;\n", "f", null, null), fixtures));
        assertTrue(compile.getMessage().matches("(?s)docs/x.md:12: .*does not compile:\n  docs/x.md:14: cannot find symbol.*"), compile.getMessage());
        final AssertionError thrown = assertThrows(AssertionError.class,
                () -> DocBlocks.run(new Block("docs/x.md", 12, "java", "int a = 1;\n\nthrow new IllegalStateException(\"boom\");\n", "f", null, null), fixtures));
        assertTrue(thrown.getMessage().matches("docs/x.md:12: .*failed at docs/x.md:15: java.lang.IllegalStateException: boom"), thrown.getMessage());
        final AssertionError nothing = assertThrows(AssertionError.class,
                () -> DocBlocks.run(new Block("docs/x.md", 12, "java", "int a = 1;\n", "f", null, null), fixtures));
        assertTrue(nothing.getMessage().matches("docs/x.md:12: .*ran but synthesized nothing.*"), nothing.getMessage());
    }

    @Test
    void aWholeProgramRunsWithFixtureNoneAndItsStackIsSynthesized() {
        final String program = "import com.hashicorp.cdktf.App;\nimport com.hashicorp.cdktf.TerraformStack;\n\nclass Helper {\n}\n\npublic class Whole {\n"
                + "    public static void main(String[] args) {\n        App app = new App();\n        new TerraformStack(app, \"whole\");\n"
                + "        app.synth();\n    }\n}\n";
        DocBlocks.run(new Block("docs/x.md", 3, "java", program, "none", null, null), DocBlocks.FIXTURES);
        assertTrue(Files.isRegularFile(DocBlocks.outdir().resolve("stacks/whole/cdk.tf.json")));
    }
}
