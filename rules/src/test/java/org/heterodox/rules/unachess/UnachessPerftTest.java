package org.heterodox.rules.unachess;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.heterodox.rules.PerftRows;
import org.heterodox.rules.Variants;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Perft of Unachess, Unachess II and Parachute Chess against every reference row of variants.tsv. */
class UnachessPerftTest {
    static final long FAST_LIMIT = 2_000_000;
    static final long SLOW_LIMIT = 250_000_000;

    static List<PerftRows> fast() {
        return rows(0, FAST_LIMIT);
    }

    static List<PerftRows> slow() {
        return rows(FAST_LIMIT + 1, SLOW_LIMIT);
    }

    private static List<PerftRows> rows(long min, long max) {
        return PerftRows.load("variants.tsv", UnachessPerftTest::isUnachessFamily, min, max);
    }

    private static boolean isUnachessFamily(String spec) {
        String name = spec.contains(":") ? spec.substring(0, spec.indexOf(':')) : spec;
        return name.equals("unachess") || name.equals("unachess2") || name.equals("parachute");
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

    @Test
    void emptyStartHas344DropsForWhite() throws Exception {
        // 64 squares for each of K Q R B N, and 24 for pawns (ranks 2-4).
        assertThat(Variants.of("unachess").startPosition().perft(1)).isEqualTo(344);
    }

    @Test
    void pawnRanks1to4AddsTheFirstRankForPawnDrops() throws Exception {
        assertThat(Variants.of("unachess:pawn-ranks-1-4").startPosition().perft(1)).isEqualTo(352);
    }
}
