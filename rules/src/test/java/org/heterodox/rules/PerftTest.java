package org.heterodox.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Perft of every game against every row of the reference tables ({@link PerftRows#FILES}: Stockfish,
 * Fairy-Stockfish, chessprogramming, the shogi and variant references of docs/rules.md#perft). Rows run
 * in three groups ({@link PerftRows#group()}): the fast ones in every build, the slow ones in CI (skipped
 * by {@code -Dheterodox.quick}), the deep ones (up to the 8.9 billion nodes of the deepest chess row)
 * with the deep-perft profile.
 */
class PerftTest {

    static List<PerftRows> fast() {
        return PerftRows.group(PerftRows.Group.FAST);
    }

    static List<PerftRows> slow() {
        return PerftRows.group(PerftRows.Group.SLOW);
    }

    static List<PerftRows> deep() {
        return PerftRows.group(PerftRows.Group.DEEP);
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
