package org.heterodox.server.tournament;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.heterodox.rules.Variants;
import org.heterodox.server.game.TimeControl;
import org.junit.jupiter.api.Test;

/** An arena's standings: points, then the tournament performance (lichess's tie-break), on a worked example. */
class ArenaStandingsTest {
    private static final TimeControl BLITZ = new TimeControl(TimeControl.Kind.INCREMENT, 180_000, 2_000, 0);

    private static int round;

    private static void game(Tournament t, int white, int black, BoardResult result) {
        round++;
        t.addBoard(new Board(round, 1, white, black, "g" + round, result, false, "", 20, 0));
    }

    @Test
    void playersEqualOnPointsAreRankedByPerformanceNotRating() throws Exception {
        TournamentSettings settings = new TournamentSettings("Arena", TournamentKind.ARENA, Variants.of("chess"), null,
                BLITZ, 0, false, 60, false, null, false, null, List.of(), null);
        Tournament t = new Tournament("t1", settings, 1L, "Arbiter", TournamentStatus.RUNNING, 0, 0L, null, 0L, 1);
        int anna = 1;
        int bruno = 2;
        int carla = 3;
        int dario = 4;
        int elena = 5;
        int[] ratings = {1500, 1700, 1600, 1400, 1800};
        String[] names = {"Anna", "Bruno", "Carla", "Dario", "Elena"};
        for (int i = 0; i < names.length; i++) {
            t.addPlayer(new TournamentPlayer(i + 1, (long) i + 10, names[i], ratings[i], 1, false, false));
        }
        round = 0;
        game(t, anna, elena, BoardResult.WHITE_WINS);
        game(t, bruno, dario, BoardResult.WHITE_WINS);
        game(t, dario, anna, BoardResult.WHITE_WINS);
        game(t, elena, bruno, BoardResult.WHITE_WINS);
        game(t, anna, carla, BoardResult.WHITE_WINS);
        game(t, bruno, dario, BoardResult.WHITE_WINS);

        // Worked by hand (a win 2, a loss 0; no two wins in a row, so no streak):
        // Anna  (1500): W Elena 1800, L Dario 1400, W Carla 1600 = 4 points;
        //               performance (1800+500 + 1400-500 + 1600+500) / 3 = 5300 / 3 = 1766
        // Bruno (1700): W Dario 1400, L Elena 1800, W Dario 1400 = 4 points;
        //               performance (1900 + 1300 + 1900) / 3 = 5100 / 3 = 1700
        // Elena (1800): L Anna, W Bruno = 2 points; two games: her rating, 1800
        // Dario (1400): L Bruno, W Anna, L Bruno = 2 points; (1200 + 2000 + 1200) / 3 = 4400 / 3 = 1466
        // Carla (1600): L Anna = 0 points; one game: her rating, 1600
        // By rating Bruno would lead Anna; by performance Anna leads.
        List<StandingLine> lines = ArenaStandings.lines(t);
        assertThat(lines).extracting(l -> l.player().name()).containsExactly("Anna", "Bruno", "Elena", "Dario", "Carla");
        assertThat(lines).extracting(StandingLine::score).containsExactly(4, 4, 2, 2, 0);
        assertThat(lines).extracting(l -> l.tieBreaks().get(0)).containsExactly(1766.0, 1700.0, 1800.0, 1466.0, 1600.0);
        assertThat(lines).extracting(StandingLine::rank).containsExactly(1, 2, 3, 4, 5);
        assertThat(TournamentFormats.of(TournamentKind.ARENA).standingsTieBreaks(t)).containsExactly("performance");
    }

    @Test
    void equalPointsAndPerformanceShareTheRank() throws Exception {
        TournamentSettings settings = new TournamentSettings("Arena", TournamentKind.ARENA, Variants.of("chess"), null,
                BLITZ, 0, false, 60, false, null, false, null, List.of(), null);
        Tournament t = new Tournament("t2", settings, 1L, "Arbiter", TournamentStatus.RUNNING, 0, 0L, null, 0L, 1);
        t.addPlayer(new TournamentPlayer(1, 10L, "Anna", 1500, 1, false, false));
        t.addPlayer(new TournamentPlayer(2, 11L, "Bruno", 1500, 1, false, false));
        t.addPlayer(new TournamentPlayer(3, 12L, "Carla", 1400, 1, false, false));
        round = 0;
        game(t, 1, 2, BoardResult.DRAW);
        // No games for Carla: 0 points. Anna and Bruno: 1 point each, one game: both ranked by rating 1500.
        List<StandingLine> lines = ArenaStandings.lines(t);
        assertThat(lines).extracting(StandingLine::rank).containsExactly(1, 1, 3);
    }
}
