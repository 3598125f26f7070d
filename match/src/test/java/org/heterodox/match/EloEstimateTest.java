package org.heterodox.match;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

/** Elo difference, 95% margin and LOS against values computed independently (Python, math module). */
class EloEstimateTest {

    @Test
    void seventyPercentIsAbout147EloWithMargin66() {
        EloEstimate e = new EloEstimate(60, 20, 20);
        assertThat(e.score()).isEqualTo(0.7);
        assertThat(e.elo()).isCloseTo(147.1907, within(1e-3));
        assertThat(e.margin()).isCloseTo(66.0134, within(1e-3));
        assertThat(e.los()).isCloseTo(0.999996, within(1e-5));
    }

    @Test
    void anEvenScoreIsZeroEloWithTheMarginOfItsVariance() {
        EloEstimate e = new EloEstimate(30, 40, 30);
        assertThat(e.elo()).isCloseTo(0, within(1e-9));
        assertThat(e.margin()).isCloseTo(53.1580, within(1e-3));
        assertThat(e.los()).isEqualTo(0.5);
    }

    @Test
    void aLosingScoreIsNegative() {
        EloEstimate e = new EloEstimate(10, 5, 25);
        assertThat(e.elo()).isCloseTo(-136.9691, within(1e-3));
        assertThat(e.margin()).isCloseTo(112.7892, within(1e-3));
        assertThat(e.los()).isCloseTo(0.0056149, within(1e-5));
    }

    @Test
    void aCleanSweepHasInfiniteEloAndNoMargin() {
        EloEstimate e = new EloEstimate(10, 0, 0);
        assertThat(e.elo()).isInfinite();
        assertThat(e.margin()).isNaN();
        assertThat(e.toString()).startsWith("Elo difference: inf +/- nan");
    }

    @Test
    void expectedScoreInvertsElo() {
        assertThat(EloEstimate.expectedScore(EloEstimate.eloOf(0.64))).isCloseTo(0.64, within(1e-12));
        assertThat(EloEstimate.expectedScore(400)).isCloseTo(10.0 / 11, within(1e-12));
    }
}
