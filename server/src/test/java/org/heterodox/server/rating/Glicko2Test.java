package org.heterodox.server.rating;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Glickman's worked example ("Example of the Glicko-2 system", 2013): a player rated 1500 (RD 200,
 * volatility 0.06) beats a 1400 (RD 30) and loses to a 1550 (RD 100) and a 1700 (RD 300), with
 * tau = 0.5. The published figures are checked to the digits the paper prints.
 */
class Glicko2Test {
    private static final Rating PLAYER = new Rating(1500, 200, 0.06);
    private static final List<GameScore> GAMES = List.of(
            new GameScore(new Rating(1400, 30, 0.06), 1),
            new GameScore(new Rating(1550, 100, 0.06), 0),
            new GameScore(new Rating(1700, 300, 0.06), 0));
    private final Glicko2 glicko = new Glicko2(0.5);

    /**
     * The paper prints mu' = -0.2069, phi' = 0.8722, sigma' = 0.05999 and derives r' = 1464.06 and
     * RD' = 151.52 from those rounded values; our full-precision results round to the same digits.
     */
    @Test
    void theWorkedExampleGivesThePublishedRating() {
        Rating after = glicko.update(PLAYER, GAMES);
        double mu = (after.rating() - 1500) / Glicko2.SCALE;
        double phi = after.deviation() / Glicko2.SCALE;
        assertThat(round(mu, 4)).isEqualTo(-0.2069);
        assertThat(round(phi, 4)).isEqualTo(0.8722);
        assertThat(round(1500 + Glicko2.SCALE * round(mu, 4), 2)).isEqualTo(1464.06);
        assertThat(round(Glicko2.SCALE * round(phi, 4), 2)).isEqualTo(151.52);
        assertThat(round(after.deviation(), 2)).isEqualTo(151.52);
        // Full precision gives 0.0599960; the paper's 0.05999 comes from its rounded v and delta.
        assertThat(after.volatility()).isCloseTo(0.05999, within(0.00001));
    }

    /**
     * The paper rounds g and E to three or four digits before summing, so its v = 1.7785 and
     * delta = -0.4834 differ from full precision (1.77898, -0.48388) in their fourth digit.
     */
    @Test
    void theWorkedExampleGivesThePublishedIntermediateQuantities() {
        double mu = 0;
        double v = Glicko2.variance(mu, GAMES);
        double delta = v * Glicko2.scoreSum(mu, GAMES);
        assertThat(v).isCloseTo(1.7785, within(0.0005));
        assertThat(delta).isCloseTo(-0.4834, within(0.0006));
        double sigma = glicko.volatility(200 / Glicko2.SCALE, 0.06, v, delta);
        assertThat(sigma).isCloseTo(0.05999, within(0.00001));
    }

    private static double round(double value, int digits) {
        double scale = Math.pow(10, digits);
        return Math.round(value * scale) / scale;
    }

    @Test
    void aPeriodWithoutGamesOnlyWidensTheDeviation() {
        Rating after = glicko.update(PLAYER, List.of());
        assertThat(after.rating()).isEqualTo(1500);
        assertThat(after.volatility()).isEqualTo(0.06);
        double phi = 200 / Glicko2.SCALE;
        assertThat(after.deviation()).isCloseTo(Math.sqrt(phi * phi + 0.06 * 0.06) * Glicko2.SCALE, within(1e-9));
    }

    @Test
    void aWinRaisesALossLowersAndBothNarrowTheDeviation() {
        Rating opponent = new Rating(1500, 80, 0.06);
        Rating won = glicko.update(Rating.NEW, List.of(new GameScore(opponent, 1)));
        Rating lost = glicko.update(Rating.NEW, List.of(new GameScore(opponent, 0)));
        Rating drew = glicko.update(Rating.NEW, List.of(new GameScore(opponent, 0.5)));
        assertThat(won.rating()).isGreaterThan(1500);
        assertThat(lost.rating()).isLessThan(1500);
        assertThat(drew.rating()).isCloseTo(1500, within(1e-9));
        assertThat(won.rating() - 1500).isCloseTo(1500 - lost.rating(), within(1e-6));
        assertThat(won.deviation()).isLessThan(350);
        assertThat(Rating.NEW.provisional()).isTrue();
        assertThat(new Rating(1500, 110, 0.06).provisional()).isFalse();
    }

    @Test
    void badInputIsRefused() {
        assertThatThrownBy(() -> new Glicko2(0)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new GameScore(PLAYER, 1.5)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Rating(1500, 0, 0.06)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Rating(Double.NaN, 200, 0.06)).isInstanceOf(IllegalArgumentException.class);
    }
}
