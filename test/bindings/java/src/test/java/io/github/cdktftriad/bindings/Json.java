package io.github.cdktftriad.bindings;

import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.hashicorp.cdktf.TerraformStack;
import com.hashicorp.cdktf.Testing;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.Map;

/** JSON helpers: synthesize, read what run-java.js wrote, compare with the first difference named. */
final class Json {
    static final ObjectMapper MAPPER = new ObjectMapper();

    private Json() {
    }

    static JsonNode parse(final String json) {
        try {
            return MAPPER.readTree(json);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("not JSON: " + json, e);
        }
    }

    static JsonNode read(final Path file) {
        try {
            return MAPPER.readTree(file.toFile());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The file an environment variable names (set by test/bindings/run-java.js). */
    static Path fileFromEnv(final String variable) {
        final String value = System.getenv(variable);
        if (value == null || value.isEmpty()) {
            fail(variable + " is not set: run the suite with node test/bindings/run-java.js");
        }
        final Path path = Path.of(value);
        if (!Files.exists(path)) {
            fail(variable + "=" + value + " does not exist");
        }
        return path;
    }

    @SuppressWarnings("unchecked")
    static Map<String, Object> toMap(final JsonNode node) {
        return MAPPER.convertValue(node, Map.class);
    }

    /** The stack synthesized as cdktf's Testing.synth (with validations), parsed. */
    static JsonNode synth(final TerraformStack stack) {
        return parse(Testing.synth(stack, true));
    }

    /** The only value of an object (Object.values(x)[0] in the TypeScript tests). */
    static JsonNode only(final JsonNode object) {
        if (object == null || object.size() != 1) {
            fail("expected one entry in " + object);
        }
        return object.elements().next();
    }

    /** The first value of an object. */
    static JsonNode first(final JsonNode object) {
        return object.elements().next();
    }

    static void assertSameJson(final JsonNode expected, final JsonNode actual) {
        final String difference = difference("$", expected, actual);
        if (difference != null) {
            fail("JSON differs at " + difference + "\nexpected: " + pretty(expected) + "\nactual:   " + pretty(actual));
        }
    }

    /** Every field of expected is in actual with an equal value (toMatchObject). */
    static void assertContains(final JsonNode expected, final JsonNode actual) {
        final Iterator<Map.Entry<String, JsonNode>> fields = expected.fields();
        while (fields.hasNext()) {
            final Map.Entry<String, JsonNode> f = fields.next();
            final JsonNode value = actual.get(f.getKey());
            final String difference = value == null ? "missing" : difference("$", f.getValue(), value);
            if (difference != null) {
                fail(f.getKey() + ": " + difference + "\nexpected: " + pretty(f.getValue()) + "\nactual:   " + pretty(value));
            }
        }
    }

    static String pretty(final JsonNode node) {
        try {
            return MAPPER.writerWithDefaultPrettyPrinter().writeValueAsString(node);
        } catch (JsonProcessingException e) {
            return String.valueOf(node);
        }
    }

    private static String difference(final String path, final JsonNode a, final JsonNode b) {
        if (a == null || b == null) {
            return a == b ? null : path + " (" + (a == null ? "absent" : "present") + " vs " + (b == null ? "absent" : "present") + ")";
        }
        if (a.isObject() && b.isObject()) {
            final Iterator<String> names = a.fieldNames();
            while (names.hasNext()) {
                final String n = names.next();
                final String d = difference(path + "." + n, a.get(n), b.get(n));
                if (d != null) {
                    return d;
                }
            }
            final Iterator<String> extra = b.fieldNames();
            while (extra.hasNext()) {
                final String n = extra.next();
                if (!a.has(n)) {
                    return path + "." + n + " (unexpected)";
                }
            }
            return null;
        }
        if (a.isArray() && b.isArray()) {
            for (int i = 0; i < Math.min(a.size(), b.size()); i++) {
                final String d = difference(path + "[" + i + "]", a.get(i), b.get(i));
                if (d != null) {
                    return d;
                }
            }
            return a.size() == b.size() ? null : path + " (length " + a.size() + " vs " + b.size() + ")";
        }
        if (a.isNumber() && b.isNumber()) {
            return a.decimalValue().compareTo(b.decimalValue()) == 0 ? null : path + " (" + a + " vs " + b + ")";
        }
        return a.equals(b) ? null : path + " (" + a + " vs " + b + ")";
    }
}
