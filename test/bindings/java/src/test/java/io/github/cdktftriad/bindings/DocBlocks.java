package io.github.cdktftriad.bindings;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.FileObject;
import javax.tools.ForwardingJavaFileManager;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileManager;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

/**
 * The code blocks of the README and the guides (README.md and docs/*.md, not docs/api/**), and how a
 * Java block of them runs (DocSnippetsTest runs every one). The same rules as
 * test/bindings/python/doc_blocks.py.
 *
 * <p>A fenced block (``` or ~~~, indented or not) is read with the HTML comment markers on the lines
 * right before its fence (blank lines between are allowed, two markers in either order):
 * {@code <!-- snippet: fixture=<name> -->} runs it in fixture {@code <name>} instead of its file's
 * default (README.md: readme, docs/&lt;guide&gt;.md: &lt;guide&gt;); {@code <!-- getting-started: java
 * file=<path> -->} means test/getting-started/run.js writes it into a real project and runs it
 * (README.md's "## Getting started" and docs/getting-started.md only): covered there;
 * {@code <!-- getting-started: none -->} means run.js leaves it alone, so the snippet tests run it.
 *
 * <p>A fixture is src/test/resources/snippets/&lt;name&gt;.java: a compilation unit (no package) whose
 * {@code public class Snippet} has a {@code public static void run() throws Exception} with exactly one
 * line {@code // <snippet>}. The block's imports go to the top; each class (interface, enum, record)
 * the block declares at the start of a line becomes a compilation unit of its own, as a user's project
 * holds it, with the block's and the fixture's imports; the block's other lines replace the placeholder.
 * Fixture {@code none} compiles the block as it is (a whole program) and runs its {@code main}. All of it
 * is compiled in memory (javax.tools) against this suite's classpath and loaded in a class loader of
 * its own. Every App writes to $CDKTF_OUTDIR (pom.xml sets it for the tests' JVM, whose environment
 * the jsii runtime's node process takes), and after the run that folder must hold the synthesized
 * stacks: a fixture synthesizes its app after the block.
 */
final class DocBlocks {
    static final String PLACEHOLDER = "// <snippet>";
    static final Path ROOT = Path.of(System.getenv().getOrDefault("BINDINGS_ROOT", "../../..")).toAbsolutePath().normalize();
    static final Path FIXTURES = ROOT.resolve("test/bindings/java/src/test/resources/snippets");
    private static final Map<String, String> LANGUAGES = Map.of("python", "python", "py", "python", "python3", "python", "java", "java");
    /** Where run.js follows the getting-started markers: a file, and the section of it (null: all of it). */
    private static final Map<String, String> FOLLOWED = new HashMap<>();

    static {
        FOLLOWED.put("README.md", "## Getting started");
        FOLLOWED.put("docs/getting-started.md", null);
    }

    private DocBlocks() {
    }

    /** One fenced block: its file (relative to the repository), the line of its opening fence, ... */
    record Block(String file, int line, String language, String text, String fixture, String gettingStarted, String section) {
        String id() {
            return file + ":" + line;
        }

        String fixtureName() {
            if (fixture != null) {
                return fixture;
            }
            final String name = Path.of(file).getFileName().toString().replaceAll("\\.md$", "");
            return name.equals("README") ? "readme" : name;
        }
    }

    /** The blocks of some markdown, and what cannot be read ("file:line: what is wrong"). */
    record Document(List<Block> blocks, List<String> problems) {
    }

    private static final Pattern MARKER = Pattern.compile("^\\s*<!--\\s*(snippet|getting-started):\\s*(.*?)\\s*-->\\s*$");
    private static final Pattern OPEN = Pattern.compile("^(\\s*)(`{3,}|~{3,})\\s*([^\\s`]*)(.*)$");

    static Document read(final String text, final String name) {
        final List<Block> blocks = new ArrayList<>();
        final List<String> problems = new ArrayList<>();
        final String[] lines = text.split("\n", -1);
        final Map<String, String[]> markers = new LinkedHashMap<>(); // kind -> {spec, line}
        String section = null;
        int i = 0;
        while (i < lines.length) {
            final String line = lines[i];
            final Matcher m = MARKER.matcher(line);
            if (m.matches()) {
                if (markers.containsKey(m.group(1))) {
                    problems.add(name + ":" + (i + 1) + ": a second <!-- " + m.group(1) + ": ... --> marker for one code block");
                }
                markers.put(m.group(1), new String[] {m.group(2), String.valueOf(i + 1)});
                i++;
                continue;
            }
            final Matcher fence = OPEN.matcher(line);
            if (!fence.matches()) {
                if (!line.isBlank()) {
                    dangling(markers, name, problems);
                }
                if (line.startsWith("## ")) {
                    section = line.strip();
                }
                i++;
                continue;
            }
            final int indent = fence.group(1).length();
            final String mark = fence.group(2);
            final String info = fence.group(3);
            final Pattern close = Pattern.compile("^\\s*" + Pattern.quote(mark.substring(0, 1)) + "{" + mark.length() + ",}\\s*$");
            int end = -1;
            for (int j = i + 1; j < lines.length; j++) {
                if (close.matcher(lines[j]).matches()) {
                    end = j;
                    break;
                }
            }
            if (end < 0) {
                problems.add(name + ":" + (i + 1) + ": the code block (" + (info.isEmpty() ? "no language" : info) + ") is not closed");
                markers.clear();
                break;
            }
            final StringBuilder body = new StringBuilder();
            for (int j = i + 1; j < end; j++) {
                final String l = lines[j];
                final int cut = Math.min(indent, l.length());
                body.append(l.substring(0, cut).isBlank() ? l.substring(cut) : l.stripLeading()).append('\n');
            }
            final String language = LANGUAGES.getOrDefault(info.toLowerCase(Locale.ROOT), info);
            String fixture = null;
            if (markers.containsKey("snippet")) {
                final String[] spec = markers.get("snippet");
                final Matcher f = Pattern.compile("fixture=([\\w.-]+)").matcher(spec[0]);
                if (f.matches()) {
                    fixture = f.group(1);
                } else if (language.equals("python") || language.equals("java")) {
                    problems.add(name + ":" + spec[1] + ": cannot read <!-- snippet: " + spec[0] + " --> (expected fixture=<name>)");
                }
            }
            final String gettingStarted = markers.containsKey("getting-started") ? markers.get("getting-started")[0] : null;
            blocks.add(new Block(name, i + 1, language, body.toString(), fixture, gettingStarted, section));
            markers.clear();
            i = end + 1;
        }
        dangling(markers, name, problems);
        return new Document(blocks, problems);
    }

    private static void dangling(final Map<String, String[]> markers, final String name, final List<String> problems) {
        for (final Map.Entry<String, String[]> e : markers.entrySet()) {
            problems.add(name + ":" + e.getValue()[1] + ": <!-- " + e.getKey() + ": ... --> is not followed by a code block");
        }
        markers.clear();
    }

    /** README.md and docs/*.md, read. */
    static Document readDocs() {
        final List<Path> files = new ArrayList<>();
        files.add(ROOT.resolve("README.md"));
        try (Stream<Path> docs = Files.list(ROOT.resolve("docs"))) {
            docs.filter(p -> p.toString().endsWith(".md")).sorted().forEach(files::add);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        final List<Block> blocks = new ArrayList<>();
        final List<String> problems = new ArrayList<>();
        for (final Path file : files) {
            try {
                final Document d = read(Files.readString(file), ROOT.relativize(file).toString().replace('\\', '/'));
                blocks.addAll(d.blocks());
                problems.addAll(d.problems());
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return new Document(blocks, problems);
    }

    /** The one block of a doc file in a language whose text contains a string. */
    static Block find(final String file, final String language, final String contains) {
        final List<Block> found = readDocs().blocks().stream()
                .filter(b -> b.file().equals(file) && b.language().equals(language) && b.text().contains(contains))
                .collect(Collectors.toList());
        if (found.size() != 1) {
            throw new AssertionError(file + ": expected one " + language + " block containing '" + contains + "', found " + found.size());
        }
        return found.get(0);
    }

    /**
     * Why the block needs no snippet test (run.js follows it), or null when the snippet tests run it;
     * an AssertionError when a getting-started marker claims what run.js does not do.
     */
    static String coverage(final Block block) {
        final String marker = block.gettingStarted();
        if (marker == null || marker.equals("none")) {
            return null;
        }
        final Matcher spec = Pattern.compile("(\\w+)\\s+(file|commands)=(\\S+)").matcher(marker);
        final boolean followed = FOLLOWED.containsKey(block.file())
                && (FOLLOWED.get(block.file()) == null || FOLLOWED.get(block.file()).equals(block.section()));
        if (spec.matches() && spec.group(1).equals(block.language()) && spec.group(2).equals("file") && followed) {
            return "followed by test/getting-started/run.js (" + marker + ")";
        }
        throw new AssertionError(block.id() + ": the " + block.language() + " block is marked <!-- getting-started: " + marker
                + " -->, but test/getting-started/run.js follows only `<language> file=<path>` blocks of its own language in"
                + " README.md's \"## Getting started\" and docs/getting-started.md, so no test would run it; mark it"
                + " <!-- getting-started: none --> or move it");
    }

    // ---------------------------------------------------------------------------------------------
    // a Java block as compilation units

    /** A line of generated source and where it comes from ("docs/x.md:12" or "fixture x.java:3"). */
    record Line(String text, String origin) {
    }

    /** A compilation unit: its class name and lines. */
    record Unit(String name, List<Line> lines) {
        String source() {
            return lines.stream().map(Line::text).collect(Collectors.joining("\n", "", "\n"));
        }
    }

    private static final Pattern IMPORT = Pattern.compile("^import\\s+(static\\s+)?([\\w.]+(\\.\\*)?)\\s*;\\s*$");
    private static final Pattern TYPE = Pattern.compile(
            "^(?:(?:public|protected|private|abstract|final|static|sealed|non-sealed|strictfp)\\s+)*(?:class|interface|enum|record|@interface)\\s+(\\w+)");

    /** A block in parts: its imports, the types it declares (name to lines), its other lines. */
    record Parts(List<Line> imports, Map<String, List<Line>> types, List<Line> statements) {
    }

    static Parts split(final Block block) {
        final String[] lines = block.text().split("\n", -1);
        final List<Line> imports = new ArrayList<>();
        final Map<String, List<Line>> types = new LinkedHashMap<>();
        final List<Line> statements = new ArrayList<>();
        final int count = block.text().endsWith("\n") ? lines.length - 1 : lines.length;
        int i = 0;
        while (i < count) {
            final String line = lines[i];
            final String origin = block.file() + ":" + (block.line() + 1 + i);
            if (IMPORT.matcher(line).matches()) {
                imports.add(new Line(line, origin));
                i++;
                continue;
            }
            // a type declaration at the start of a line, with the annotations on the lines before it
            int decl = i;
            while (decl < count && lines[decl].startsWith("@") && !TYPE.matcher(lines[decl]).find()) {
                decl++;
            }
            final Matcher type = decl < count ? TYPE.matcher(lines[decl]) : null;
            if (type == null || !type.find() || Character.isWhitespace(line.isEmpty() ? ' ' : line.charAt(0))) {
                statements.add(new Line(line, origin));
                i++;
                continue;
            }
            final int end = endOfBraces(lines, decl, count, block, origin);
            final List<Line> body = new ArrayList<>();
            for (int j = i; j <= end; j++) {
                body.add(new Line(lines[j], block.file() + ":" + (block.line() + 1 + j)));
            }
            types.put(type.group(1), body);
            i = end + 1;
        }
        return new Parts(imports, types, statements);
    }

    /** The line where the braces opened on or after line {@code from} are all closed (strings and comments skipped). */
    private static int endOfBraces(final String[] lines, final int from, final int count, final Block block, final String origin) {
        int depth = 0;
        boolean opened = false;
        boolean comment = false;
        for (int j = from; j < count; j++) {
            final String l = lines[j];
            for (int k = 0; k < l.length(); k++) {
                final char c = l.charAt(k);
                if (comment) {
                    if (c == '*' && k + 1 < l.length() && l.charAt(k + 1) == '/') {
                        comment = false;
                        k++;
                    }
                } else if (c == '/' && k + 1 < l.length() && l.charAt(k + 1) == '/') {
                    break;
                } else if (c == '/' && k + 1 < l.length() && l.charAt(k + 1) == '*') {
                    comment = true;
                    k++;
                } else if (c == '"' || c == '\'') {
                    for (k++; k < l.length() && l.charAt(k) != c; k++) {
                        if (l.charAt(k) == '\\') {
                            k++;
                        }
                    }
                } else if (c == '{') {
                    depth++;
                    opened = true;
                } else if (c == '}') {
                    depth--;
                    if (opened && depth == 0) {
                        return j;
                    }
                }
            }
        }
        throw new AssertionError(block.id() + ": the type declared at " + origin + " has no closing brace");
    }

    /** A fixture's lines and the index of its placeholder; errors name the block and the fixture. */
    static List<String> fixture(final String name, final Path fixtures, final Block block) {
        final String who = block == null ? "" : block.id() + ": ";
        final Path path = fixtures.resolve(name + ".java");
        if (!Files.isRegularFile(path)) {
            final List<String> known = new ArrayList<>(fixtureNames(fixtures));
            known.add("none");
            throw new AssertionError(who + "unknown fixture '" + name + "': there is no " + display(path) + " (known: "
                    + String.join(", ", known) + "); add it or name another with <!-- snippet: fixture=<name> -->");
        }
        final List<String> lines;
        try {
            lines = Arrays.asList(Files.readString(path).split("\n", -1));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        final long placeholders = lines.stream().filter(l -> l.strip().equals(PLACEHOLDER)).count();
        if (placeholders != 1) {
            throw new AssertionError(who + "fixture " + path.getFileName() + " must have exactly one line '" + PLACEHOLDER
                    + "' where the block goes, it has " + placeholders);
        }
        if (lines.stream().anyMatch(l -> l.startsWith("package "))) {
            throw new AssertionError(who + "fixture " + path.getFileName() + " must not declare a package (the block's classes are in none)");
        }
        return lines;
    }

    static List<String> fixtureNames(final Path fixtures) {
        try (Stream<Path> files = Files.list(fixtures)) {
            return files.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".java"))
                    .map(n -> n.substring(0, n.length() - ".java".length())).sorted().collect(Collectors.toList());
        } catch (IOException e) {
            return List.of();
        }
    }

    private static String display(final Path path) {
        return path.startsWith(ROOT) ? ROOT.relativize(path).toString() : path.toString();
    }

    /** The compilation units of a block in its fixture; the first is the one to run. */
    static List<Unit> units(final Block block, final Path fixtures) {
        final String name = block.fixtureName();
        final Parts parts = split(block);
        if (name.equals("none")) {
            final List<Line> all = new ArrayList<>();
            final String[] lines = block.text().split("\n", -1);
            for (int i = 0; i < lines.length; i++) {
                all.add(new Line(lines[i], block.file() + ":" + (block.line() + 1 + i)));
            }
            // the file is named after its public type
            final String main = parts.types().entrySet().stream()
                    .sorted(Comparator.comparing(e -> e.getValue().stream().noneMatch(l -> l.text().startsWith("public "))))
                    .map(Map.Entry::getKey).findFirst().orElseThrow(() -> new AssertionError(
                            block.id() + ": fixture none runs a whole program, but the java block declares no class"));
            return List.of(new Unit(main, all));
        }
        final List<String> fixture = fixture(name, fixtures, block);
        final String file = "fixture " + name + ".java";
        // the fixture's single-type imports that a name of the block would clash with are left out
        final Set<String> taken = new HashSet<>(parts.types().keySet());
        for (final Line l : parts.imports()) {
            final Matcher m = IMPORT.matcher(l.text());
            if (m.matches() && m.group(3) == null) {
                taken.add(m.group(2).substring(m.group(2).lastIndexOf('.') + 1));
            }
        }
        final List<Line> fixtureImports = new ArrayList<>();
        final List<Line> snippet = new ArrayList<>(parts.imports());
        for (int i = 0; i < fixture.size(); i++) {
            final String l = fixture.get(i);
            final Matcher m = IMPORT.matcher(l);
            if (m.matches()) {
                if (m.group(3) != null || !taken.contains(m.group(2).substring(m.group(2).lastIndexOf('.') + 1))) {
                    fixtureImports.add(new Line(l, file + ":" + (i + 1)));
                }
            } else if (l.strip().equals(PLACEHOLDER)) {
                final String pad = l.substring(0, l.indexOf(PLACEHOLDER));
                for (final Line s : parts.statements()) {
                    snippet.add(new Line(s.text().isBlank() ? "" : pad + s.text(), s.origin()));
                }
            } else {
                snippet.add(new Line(l, file + ":" + (i + 1)));
            }
        }
        // imports first: the block's, then the fixture's
        snippet.addAll(parts.imports().size(), fixtureImports);
        final List<Unit> units = new ArrayList<>();
        units.add(new Unit("Snippet", snippet));
        for (final Map.Entry<String, List<Line>> type : parts.types().entrySet()) {
            final List<Line> lines = new ArrayList<>(parts.imports());
            lines.addAll(fixtureImports);
            lines.addAll(type.getValue());
            units.add(new Unit(type.getKey(), lines));
        }
        return units;
    }

    // ---------------------------------------------------------------------------------------------
    // compiling and running

    /** The classes compiled from a block, in a class loader of their own. */
    static final class Compiled extends ClassLoader {
        private final Map<String, byte[]> classes;

        Compiled(final Map<String, byte[]> classes) {
            super(DocBlocks.class.getClassLoader());
            this.classes = classes;
        }

        @Override
        protected Class<?> findClass(final String name) throws ClassNotFoundException {
            final byte[] bytes = classes.get(name);
            if (bytes == null) {
                throw new ClassNotFoundException(name);
            }
            return defineClass(name, bytes, 0, bytes.length);
        }
    }

    /** Compiles the units in memory against this suite's classpath; a failure names the markdown lines. */
    static Compiled compile(final Block block, final List<Unit> units) {
        final JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        if (javac == null) {
            throw new AssertionError("no Java compiler in this JVM (javax.tools needs a JDK, not a JRE)");
        }
        final DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        final Map<String, ByteArrayOutputStream> out = new HashMap<>();
        final StandardJavaFileManager standard = javac.getStandardFileManager(diagnostics, Locale.ROOT, StandardCharsets.UTF_8);
        final JavaFileManager memory = new ForwardingJavaFileManager<>(standard) {
            @Override
            public JavaFileObject getJavaFileForOutput(final Location location, final String className, final JavaFileObject.Kind kind,
                    final FileObject sibling) {
                return new SimpleJavaFileObject(URI.create("mem:///" + className.replace('.', '/') + kind.extension), kind) {
                    @Override
                    public OutputStream openOutputStream() {
                        return out.computeIfAbsent(className, k -> new ByteArrayOutputStream());
                    }
                };
            }
        };
        final Map<String, Unit> byFile = new HashMap<>();
        final List<JavaFileObject> sources = new ArrayList<>();
        for (final Unit unit : units) {
            final String source = unit.source();
            byFile.put(unit.name() + ".java", unit);
            sources.add(new SimpleJavaFileObject(URI.create("string:///" + unit.name() + ".java"), JavaFileObject.Kind.SOURCE) {
                @Override
                public CharSequence getCharContent(final boolean ignoreEncodingErrors) {
                    return source;
                }
            });
        }
        final List<String> options = List.of("-classpath", System.getProperty("java.class.path"), "-proc:none", "-g", "-nowarn");
        final boolean ok = javac.getTask(null, memory, diagnostics, options, null, sources).call();
        if (!ok) {
            final String errors = diagnostics.getDiagnostics().stream().filter(d -> d.getKind() == Diagnostic.Kind.ERROR)
                    .map(d -> {
                        final Unit unit = d.getSource() == null ? null : byFile.get(Path.of(d.getSource().toUri().getPath()).getFileName().toString());
                        final int n = (int) d.getLineNumber();
                        final String at = unit != null && n > 0 && n <= unit.lines().size() ? unit.lines().get(n - 1).origin() : "?";
                        return at + ": " + d.getMessage(Locale.ROOT);
                    }).collect(Collectors.joining("\n  "));
            throw new AssertionError(block.id() + ": the java block (fixture " + block.fixtureName() + ") does not compile:\n  " + errors);
        }
        final Map<String, byte[]> classes = new HashMap<>();
        out.forEach((k, v) -> classes.put(k, v.toByteArray()));
        return new Compiled(classes);
    }

    /**
     * Compiles and runs a Java block in its fixture, then checks that $CDKTF_OUTDIR holds the stacks it
     * synthesized; returns its classes (for tests that use what it declares). A failure names the block.
     */
    static Compiled run(final Block block, final Path fixtures) {
        final List<Unit> units = units(block, fixtures);
        final Compiled compiled = compile(block, units);
        final Path outdir = outdir();
        deleteTree(outdir);
        try {
            Files.createDirectories(outdir);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        final Unit first = units.get(0);
        try {
            final Class<?> main = compiled.loadClass(first.name());
            final boolean whole = block.fixtureName().equals("none");
            final Method method = whole ? main.getMethod("main", String[].class) : main.getMethod("run");
            if (!Modifier.isStatic(method.getModifiers())) {
                throw new AssertionError(block.id() + ": " + first.name() + "." + method.getName() + " must be static");
            }
            if (whole) {
                method.invoke(null, (Object) new String[0]);
            } else {
                method.invoke(null);
            }
        } catch (InvocationTargetException e) {
            final Throwable cause = e.getCause();
            final Map<String, Unit> byFile = units.stream().collect(Collectors.toMap(u -> u.name() + ".java", u -> u));
            String at = "?";
            for (final StackTraceElement frame : cause.getStackTrace()) {
                final Unit unit = byFile.get(frame.getFileName());
                if (unit != null && frame.getLineNumber() > 0 && frame.getLineNumber() <= unit.lines().size()) {
                    at = unit.lines().get(frame.getLineNumber() - 1).origin();
                    break;
                }
            }
            throw new AssertionError(block.id() + ": the java block (fixture " + block.fixtureName() + ") failed at " + at + ": "
                    + cause.getClass().getName() + ": " + cause.getMessage(), cause);
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(block.id() + ": cannot run the java block (fixture " + block.fixtureName() + "): " + e, e);
        }
        checkSynthesized(block, outdir);
        return compiled;
    }

    static Path outdir() {
        final String value = System.getenv("CDKTF_OUTDIR");
        if (value == null || !value.contains("doc-snippets")) {
            throw new AssertionError("CDKTF_OUTDIR is not the doc snippets' folder (pom.xml sets it for the tests): " + value);
        }
        return Path.of(value);
    }

    private static void checkSynthesized(final Block block, final Path outdir) {
        final Path manifest = outdir.resolve("manifest.json");
        final String who = block.id() + ": the java block (fixture " + block.fixtureName() + ")";
        if (!Files.isRegularFile(manifest)) {
            throw new AssertionError(who + " ran but synthesized nothing to " + outdir
                    + " (a fixture calls app.synth() after '" + PLACEHOLDER + "'; a whole program calls it itself)");
        }
        final JsonNode stacks;
        try {
            stacks = new ObjectMapper().readTree(manifest.toFile()).get("stacks");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        if (stacks == null || stacks.isEmpty()) {
            throw new AssertionError(who + " synthesized an app without stacks");
        }
        for (final JsonNode stack : stacks) {
            final String path = stack.get("synthesizedStackPath").asText();
            if (!Files.isRegularFile(outdir.resolve(path))) {
                throw new AssertionError(who + ": synth wrote no " + path);
            }
        }
    }

    private static void deleteTree(final Path dir) {
        if (!Files.exists(dir)) {
            return;
        }
        try (Stream<Path> walk = Files.walk(dir)) {
            for (final Path p : walk.sorted(Comparator.reverseOrder()).collect(Collectors.toList())) {
                Files.delete(p);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
