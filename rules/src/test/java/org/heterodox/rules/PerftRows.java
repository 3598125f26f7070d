package org.heterodox.rules;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

/**
 * Reference perft rows counted by other engines and independent implementations (docs/rules.md#perft names
 * them): variant, fen, depth, nodes, name.
 */
public record PerftRows(String variant, String fen, int depth, long nodes, String name) {
    /**
     * Rows above this many nodes form the "deep" group, left to the deep-perft profile (README): they took
     * most of the suite's time, and every game and option keeps shallower rows in the default build.
     */
    public static final long DEEP_LIMIT = 1_000_000_000L;

    /** Rows of {@code file} whose variant satisfies {@code variant} and whose node count lies in [min, max]. */
    public static List<PerftRows> load(String file, Predicate<String> variant, long min, long max) {
        List<PerftRows> rows = new ArrayList<>();
        try (InputStream in = PerftRows.class.getResourceAsStream("/perft/" + file)) {
            if (in == null) {
                throw new IllegalStateException("missing test resource /perft/" + file);
            }
            BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            String line;
            boolean header = true;
            while ((line = reader.readLine()) != null) {
                if (header) {
                    header = false;
                    continue;
                }
                if (line.isBlank()) {
                    continue;
                }
                String[] f = line.split("\t");
                PerftRows row = new PerftRows(f[0], f[1], Integer.parseInt(f[2]), Long.parseLong(f[3]), f[4]);
                if (variant.test(row.variant) && row.nodes >= min && row.nodes <= max) {
                    rows.add(row);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        if (rows.isEmpty()) {
            throw new IllegalStateException("no perft rows selected from " + file);
        }
        return rows;
    }

    /** Runs the row: the variant's perft from its FEN at its depth. */
    public long run() throws Exception {
        return Variants.of(variant).fromFen(fen).perft(depth);
    }

    @Override
    public String toString() {
        return variant + " " + name + " depth " + depth + " = " + nodes;
    }
}
