package org.heterodox.rules.alice;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.heterodox.rules.PerftRows;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

/** Alice perft against the published counts (docs/rules.md#alice) and every alice row of variants.tsv. */
class AlicePerftTest {
    static final long FAST_LIMIT = 2_000_000;

    static List<PerftRows> fast() {
        return PerftRows.load("variants.tsv", "alice"::equals, 0, FAST_LIMIT);
    }

    static List<PerftRows> slow() {
        return PerftRows.load("variants.tsv", "alice"::equals, FAST_LIMIT + 1, Long.MAX_VALUE);
    }

    @ParameterizedTest(name = "depth {0} = {1}")
    @CsvSource({"1, 20", "2, 400", "3, 9384", "4, 219236"})
    void perftFromTheStartMatchesThePublishedCounts(int depth, long nodes) {
        assertThat(AliceTesting.ALICE.startPosition().perft(depth)).isEqualTo(nodes);
    }

    @Tag("slow")
    @Test
    void perftFromTheStartAtDepthFiveMatchesThePublishedCount() {
        assertThat(AliceTesting.ALICE.startPosition().perft(5)).isEqualTo(5_910_465L);
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
