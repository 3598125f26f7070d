package org.heterodox.match;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

/** The SPRT log-likelihood ratio and bounds against values computed independently (Python). */
class SprtTest {
    private final Sprt sprt = new Sprt(0, 10, 0.05, 0.05);

    @Test
    void boundsFollowAlphaAndBeta() {
        assertThat(sprt.lowerBound()).isCloseTo(-2.944439, within(1e-6));
        assertThat(sprt.upperBound()).isCloseTo(2.944439, within(1e-6));
        Sprt skewed = new Sprt(0, 5, 0.01, 0.1);
        assertThat(skewed.lowerBound()).isCloseTo(Math.log(0.1 / 0.99), within(1e-12));
        assertThat(skewed.upperBound()).isCloseTo(Math.log(0.9 / 0.01), within(1e-12));
    }

    @Test
    void llrMatchesTheNormalApproximation() {
        assertThat(sprt.llr(600, 800, 500)).isCloseTo(3.628867, within(1e-5));
        assertThat(sprt.llr(100, 100, 100)).isCloseTo(-0.186292, within(1e-5));
        assertThat(new Sprt(0, 50, 0.05, 0.05).llr(120, 60, 40)).isCloseTo(15.439312, within(1e-5));
    }

    @Test
    void statusStopsAtEitherBound() {
        assertThat(sprt.status(600, 800, 500)).isEqualTo(Sprt.Status.ACCEPT_H1);
        assertThat(sprt.status(100, 100, 100)).isEqualTo(Sprt.Status.CONTINUE);
        assertThat(sprt.status(300, 400, 500)).isEqualTo(Sprt.Status.ACCEPT_H0);
        assertThat(sprt.describe(600, 800, 500)).contains("H1 was accepted").contains("lbound -2.94");
    }

    @Test
    void noGamesGivesZero() {
        assertThat(sprt.llr(0, 0, 0)).isZero();
    }

    @Test
    void aCleanSweepDecidesOnlyAfterARealRun() {
        // Counts regularised by a half each while one is zero: values computed independently (Python).
        assertThat(sprt.llr(1, 0, 0)).isCloseTo(0.043343, within(1e-5));
        assertThat(sprt.status(1, 0, 0)).isEqualTo(Sprt.Status.CONTINUE);
        assertThat(sprt.llr(10, 0, 0)).isCloseTo(1.412245, within(1e-5));
        assertThat(sprt.status(10, 0, 0)).isEqualTo(Sprt.Status.CONTINUE);
        assertThat(sprt.llr(20, 0, 0)).isCloseTo(5.085529, within(1e-5));
        assertThat(sprt.status(20, 0, 0)).isEqualTo(Sprt.Status.ACCEPT_H1);
        assertThat(sprt.status(0, 0, 20)).isEqualTo(Sprt.Status.ACCEPT_H0);
        assertThat(sprt.llr(0, 7, 0)).isCloseTo(-0.029910, within(1e-5));
    }

    @Test
    void badParametersAreRefused() {
        assertThatThrownBy(() -> new Sprt(5, 0, 0.05, 0.05)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Sprt(0, 5, 0, 0.05)).isInstanceOf(IllegalArgumentException.class);
    }
}
