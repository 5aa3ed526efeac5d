package io.github.cdktftriad.bindings;

import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;

/**
 * The jest snapshots of test/l2/__snapshots__ (what the TypeScript L2 tests expect), as JSON that
 * run-java.js wrote: { "idp": { "OAuthApplication composes ... 1": { ...json.resource... } }, ... }.
 */
final class Snapshots {
    private static JsonNode all;

    private Snapshots() {
    }

    /** The one snapshot of a test file whose name starts with the describe block, e.g. "OAuthApplication ". */
    static synchronized JsonNode of(final String file, final String describe) {
        if (all == null) {
            all = Json.read(Json.fileFromEnv("BINDINGS_L2_SNAPSHOTS"));
        }
        final JsonNode snapshots = all.get(file);
        if (snapshots == null) {
            fail("no snapshots of test/l2/" + file + ".test.ts");
        }
        final List<String> names = new ArrayList<>();
        for (final Iterator<String> it = snapshots.fieldNames(); it.hasNext();) {
            final String name = it.next();
            if (name.startsWith(describe + " ")) {
                names.add(name);
            }
        }
        if (names.size() != 1) {
            fail("expected one snapshot of '" + describe + "' in test/l2/" + file + ".test.ts, found " + names);
        }
        return snapshots.get(names.get(0));
    }
}
