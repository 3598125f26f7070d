package org.heterodox.rules;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

/**
 * Reference perft rows counted by other engines and independent implementations (docs/rules.md#perft names
 * them): variant, fen, depth, nodes, name; and the group each row runs in ({@link PerftTest}).
 */
public record PerftRows(String variant, String fen, int depth, long nodes, String name) {
    /** Every perft table of src/test/resources/perft. */
    public static final List<String> FILES = List.of("chess.tsv", "variants.tsv", "shogi.tsv");

    /**
     * Rows above this many nodes form the "deep" group, left to the deep-perft profile (README): they took
     * most of the suite's time, and every game and option keeps shallower rows in the default build.
     */
    public static final long DEEP_LIMIT = 1_000_000_000L;

    /** Rows above this many nodes form the slow group, which CI runs and {@code -Dheterodox.quick} skips. */
    public static final long FAST_LIMIT = 2_000_000L;

    /**
     * Games whose perft costs more per node leave the fast group sooner: an Ambiguous Chess ply is an
     * announcement and a choice, and shogi generates drops.
     */
    private static final Map<String, Long> FAST_LIMITS = Map.of("ambiguous", 200_000L, "shogi", 1_000_000L);

    /** Shogi's rows join the deep group sooner: its half a billion nodes of Matsuri take longer than chess's billion. */
    private static final Map<String, Long> DEEP_LIMITS = Map.of("shogi", 60_000_000L);

    /** Where a row runs: in every build, in the slow group (CI), or in the deep group (the deep-perft profile). */
    public enum Group { FAST, SLOW, DEEP }

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

    /** Every row of every table in {@code group}, table by table. */
    public static List<PerftRows> group(Group group) {
        List<PerftRows> rows = new ArrayList<>();
        for (String file : FILES) {
            for (PerftRows row : load(file, variant -> true, 0, Long.MAX_VALUE)) {
                if (row.group() == group) {
                    rows.add(row);
                }
            }
        }
        return rows;
    }

    /** The group this row runs in, by its node count and its game's cost per node. */
    public Group group() {
        String game = variant.contains(":") ? variant.substring(0, variant.indexOf(':')) : variant;
        if (nodes <= FAST_LIMITS.getOrDefault(game, FAST_LIMIT)) {
            return Group.FAST;
        }
        return nodes <= DEEP_LIMITS.getOrDefault(game, DEEP_LIMIT) ? Group.SLOW : Group.DEEP;
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
