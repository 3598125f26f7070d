package org.heterodox.rules.alice;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Alice perft against the published counts (docs/rules.md#alice); the alice rows of variants.tsv run in
 * {@link org.heterodox.rules.PerftTest}.
 */
class AlicePerftTest {

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
}
