package org.heterodox.rules.chess;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.heterodox.rules.PerftRows;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Orthodox perft against every reference count (Stockfish, Fairy-Stockfish, chessprogramming); rows
 * above two million nodes form the slow group that CI runs, and those above a billion (up to the 8.9
 * billion of the deepest) the deep group of the deep-perft profile.
 */
class ChessPerftTest {
    static final long FAST_LIMIT = 2_000_000;
    static final long SLOW_LIMIT = PerftRows.DEEP_LIMIT;

    static List<PerftRows> fast() {
        return rows(0, FAST_LIMIT);
    }

    static List<PerftRows> slow() {
        return rows(FAST_LIMIT + 1, SLOW_LIMIT);
    }

    static List<PerftRows> deep() {
        return PerftRows.load("chess.tsv", "chess"::equals, SLOW_LIMIT + 1, Long.MAX_VALUE);
    }

    private static List<PerftRows> rows(long min, long max) {
        List<PerftRows> rows = new java.util.ArrayList<>(PerftRows.load("chess.tsv", "chess"::equals, min, max));
        rows.addAll(PerftRows.load("variants.tsv", "chess"::equals, min, max));
        return rows;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("fast")
    void perftMatchesReference(PerftRows row) throws Exception {
        assertThat(row.run()).isEqualTo(row.nodes());
    }

    @Tag("slow")
    @ParameterizedTest(name = "{0}")
    @MethodSource("slow")
    void deepPerftMatchesReference(PerftRows row) throws Exception {
        assertThat(row.run()).isEqualTo(row.nodes());
    }

    @Tag("deep")
    @ParameterizedTest(name = "{0}")
    @MethodSource("deep")
    void deepestPerftMatchesReference(PerftRows row) throws Exception {
        assertThat(row.run()).isEqualTo(row.nodes());
    }
}
