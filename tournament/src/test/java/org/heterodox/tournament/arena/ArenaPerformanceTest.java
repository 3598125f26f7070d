package org.heterodox.tournament.arena;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.heterodox.tournament.Outcome;
import org.heterodox.tournament.arena.ArenaPerformance.Game;
import org.junit.jupiter.api.Test;

class ArenaPerformanceTest {
    @Test
    void theAverageOfTheOpponentsRatingsPlusFiveHundredForAWinMinusFiveHundredForALoss() {
        // Worked by hand: (1600 + 500) + (1400 - 500) + (1500 + 0) + (1700 + 500) = 2100 + 900 + 1500 + 2200
        // = 6700; 6700 / 4 = 1675.
        List<Game> games = List.of(new Game(1600, Outcome.WIN), new Game(1400, Outcome.LOSS),
                new Game(1500, Outcome.DRAW), new Game(1700, Outcome.WIN));
        assertThat(ArenaPerformance.of(games, 1500)).isEqualTo(1675);
    }

    @Test
    void roundedTowardsZeroAsLichessDividesIntegers() {
        // (1500 + 500) + (1501 - 500) + (1500 + 0) = 2000 + 1001 + 1500 = 4501; 4501 / 3 = 1500.33 -> 1500.
        assertThat(ArenaPerformance.of(List.of(new Game(1500, Outcome.WIN), new Game(1501, Outcome.LOSS),
                new Game(1500, Outcome.DRAW)), 1200)).isEqualTo(1500);
    }

    @Test
    void fewerThanThreeGamesPlayedRankByTheRatingAndForfeitsDoNotCount() {
        List<Game> two = List.of(new Game(1800, Outcome.WIN), new Game(1800, Outcome.WIN));
        assertThat(ArenaPerformance.of(two, 1432)).isEqualTo(1432);
        List<Game> withForfeits = List.of(new Game(1800, Outcome.WIN), new Game(1800, Outcome.WIN),
                new Game(1000, Outcome.FORFEIT_WIN), new Game(1000, Outcome.FORFEIT_LOSS));
        assertThat(ArenaPerformance.of(withForfeits, 1432)).isEqualTo(1432);
        // A third game over the board: (2300 + 2300 + 1300) / 3 = 5900 / 3 = 1966.67 -> 1966.
        List<Game> three = List.of(new Game(1800, Outcome.WIN), new Game(1800, Outcome.WIN),
                new Game(1800, Outcome.LOSS), new Game(1000, Outcome.FORFEIT_WIN));
        assertThat(ArenaPerformance.of(three, 1432)).isEqualTo(1966);
    }
}
