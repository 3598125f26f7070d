package org.heterodox.server.tournament;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The points of a place in a series tournament, for players alone on it and for players tied on it. */
class SeriesPointsTest {
    private static Series series(SharedPlaces shared) {
        return new Series("s", "Grand Prix", 1, "Org", List.of(10, 8, 6, 5), shared, 0);
    }

    @Test
    void aPlayerAloneOnAPlaceScoresItsPointsAndPlacesBeyondTheTableScoreNothing() {
        for (SharedPlaces shared : SharedPlaces.values()) {
            assertThat(SeriesStandings.pointsFor(series(shared), 1, 1)).isEqualTo(10);
            assertThat(SeriesStandings.pointsFor(series(shared), 4, 1)).isEqualTo(5);
            assertThat(SeriesStandings.pointsFor(series(shared), 9, 1)).isZero();
        }
    }

    @Test
    void withHigherTiedPlayersBothScoreTheBetterPlace() {
        assertThat(SeriesStandings.pointsFor(series(SharedPlaces.HIGHER), 1, 2)).isEqualTo(10);
        assertThat(SeriesStandings.pointsFor(series(SharedPlaces.HIGHER), 2, 3)).isEqualTo(8);
    }

    @Test
    void sharedDividesThePointsOfThePlacesTheTiedPlayersTakeUp() {
        assertThat(SeriesStandings.pointsFor(series(SharedPlaces.SHARED), 1, 2)).isEqualTo(9); // (10 + 8) / 2
        assertThat(SeriesStandings.pointsFor(series(SharedPlaces.SHARED), 2, 3)).isEqualTo(6.33); // (8 + 6 + 5) / 3
        assertThat(SeriesStandings.pointsFor(series(SharedPlaces.SHARED), 4, 2)).isEqualTo(2.5); // (5 + 0) / 2
    }

    @Test
    void aSeriesStoredBeforeTheChoiceExistedKeepsTheHigherPoints() {
        assertThat(new Series("s", "Old", 1, "Org", List.of(10), null, 0).sharedPlaces()).isEqualTo(SharedPlaces.HIGHER);
        assertThat(SharedPlaces.fromWire("shared")).isEqualTo(SharedPlaces.SHARED);
        assertThat(SharedPlaces.fromWire("both")).isNull();
    }
}
