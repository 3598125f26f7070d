package org.heterodox.engine;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** On a clock, how much of the soft limit may pass before no new iteration starts. */
class IterationTimeTest {
    @Test
    void aBestMoveThatStandsGetsLessTimeAndOneThatChangesMore() {
        assertThat(Searcher.softPercent(0, 0)).isGreaterThan(Searcher.softPercent(1, 0));
        assertThat(Searcher.softPercent(1, 0)).isGreaterThan(Searcher.softPercent(2, 0));
        assertThat(Searcher.softPercent(2, 0)).isGreaterThan(Searcher.softPercent(3, 0));
        assertThat(Searcher.softPercent(9, 0)).isEqualTo(Searcher.softPercent(3, 0));
        assertThat(Searcher.softPercent(0, 0)).isLessThan(100); // the next iteration may take longer than all so far
    }

    @Test
    void aFallingScoreGetsMoreTime() {
        assertThat(Searcher.softPercent(3, 31)).isGreaterThan(Searcher.softPercent(3, 0));
        assertThat(Searcher.softPercent(3, 30)).isEqualTo(Searcher.softPercent(3, 0));
        assertThat(Searcher.softPercent(3, -200)).isEqualTo(Searcher.softPercent(3, 0)); // a rising one does not
    }
}
