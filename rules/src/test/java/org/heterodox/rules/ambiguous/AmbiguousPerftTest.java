package org.heterodox.rules.ambiguous;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.heterodox.rules.PerftRows;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Perft against every {@code ambiguous*} row of variants.tsv. A ply is one played move (an
 * announcement plus the opponent's choice), see docs/rules.md#ambiguous-perft.
 */
class AmbiguousPerftTest {
    static final long FAST_LIMIT = 200_000;
    static final long SLOW_LIMIT = 250_000_000;

    static List<PerftRows> fast() {
        return PerftRows.load("variants.tsv", v -> v.startsWith("ambiguous"), 0, FAST_LIMIT);
    }

    static List<PerftRows> slow() {
        return PerftRows.load("variants.tsv", v -> v.startsWith("ambiguous"), FAST_LIMIT + 1, SLOW_LIMIT);
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
}
