package org.heterodox.tournament.standings;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.heterodox.tournament.Colour;
import org.heterodox.tournament.Entrant;
import org.heterodox.tournament.Outcome;
import org.heterodox.tournament.RoundResult;
import org.junit.jupiter.api.Test;

/** FIDE tie-breaks (C.07) on examples worked by hand, unplayed rounds included. */
class StandingsTest {
    private static RoundResult game(int opponent, Colour colour, Outcome outcome) {
        return new RoundResult(opponent, colour, outcome);
    }

    /**
     * Three rounds: 1-3 1-0, 2-4 ½; 1-2 ½, 3-4 1-0; 1 wins against 4 by forfeit, 2 takes a half-point bye,
     * 3 is absent. Scores 2½, 1½, 1, ½.
     */
    private static List<Entrant> swiss() {
        return List.of(
                new Entrant(1, "A", 2000, List.of(game(3, Colour.WHITE, Outcome.WIN), game(2, Colour.BLACK, Outcome.DRAW),
                        game(4, Colour.WHITE, Outcome.FORFEIT_WIN))),
                new Entrant(2, "B", 1900, List.of(game(4, Colour.WHITE, Outcome.DRAW), game(1, Colour.WHITE, Outcome.DRAW),
                        RoundResult.without(Outcome.HALF_POINT_BYE))),
                new Entrant(3, "C", 1800, List.of(game(1, Colour.BLACK, Outcome.LOSS), game(4, Colour.WHITE, Outcome.WIN),
                        RoundResult.without(Outcome.ZERO_POINT_BYE))),
                new Entrant(4, "D", 1700, List.of(game(2, Colour.BLACK, Outcome.DRAW), game(3, Colour.BLACK, Outcome.LOSS),
                        game(1, Colour.BLACK, Outcome.FORFEIT_LOSS))));
    }

    @Test
    void buchholzCountsUnplayedRoundsByArticle16() {
        List<StandingRow> rows = Standings.compute(swiss(), 3, List.of(TieBreak.BUCHHOLZ, TieBreak.BUCHHOLZ_CUT1,
                TieBreak.SONNEBORN_BERGER, TieBreak.WINS), false);
        assertThat(rows).extracting(StandingRow::number).containsExactly(1, 2, 3, 4);
        assertThat(rows).extracting(StandingRow::halfPoints).containsExactly(5, 3, 2, 1);
        assertThat(rows.get(0).tieBreaks()).containsExactly(3.5, 3.0, 2.75, 2.0);
        assertThat(rows.get(1).tieBreaks()).containsExactly(4.5, 3.0, 2.25, 0.0);
        assertThat(rows.get(2).tieBreaks()).containsExactly(4.0, 3.0, 0.5, 1.0);
        assertThat(rows.get(3).tieBreaks()).containsExactly(3.5, 3.0, 0.75, 0.0);
        assertThat(rows).extracting(StandingRow::played).containsExactly(2, 2, 2, 2);
    }

    /** A, B and C beat each other in a circle; D loses to all. */
    private static List<Entrant> circle() {
        return List.of(
                new Entrant(1, "A", 2000, List.of(game(2, Colour.WHITE, Outcome.WIN), game(3, Colour.BLACK, Outcome.LOSS),
                        game(4, Colour.WHITE, Outcome.WIN))),
                new Entrant(2, "B", 1900, List.of(game(1, Colour.BLACK, Outcome.LOSS), game(4, Colour.WHITE, Outcome.WIN),
                        game(3, Colour.WHITE, Outcome.WIN))),
                new Entrant(3, "C", 1800, List.of(game(4, Colour.WHITE, Outcome.WIN), game(1, Colour.WHITE, Outcome.WIN),
                        game(2, Colour.BLACK, Outcome.LOSS))),
                new Entrant(4, "D", 1700, List.of(game(3, Colour.BLACK, Outcome.LOSS), game(2, Colour.BLACK, Outcome.LOSS),
                        game(1, Colour.BLACK, Outcome.LOSS))));
    }

    @Test
    void playersEqualOnEverythingShareTheirRank() {
        List<StandingRow> rows = Standings.compute(circle(), 3, List.of(TieBreak.DIRECT_ENCOUNTER,
                TieBreak.SONNEBORN_BERGER, TieBreak.WINS), true);
        assertThat(rows).extracting(StandingRow::rank).containsExactly(1, 1, 1, 4);
        assertThat(rows.get(0).tieBreaks().get(0)).isEqualTo(1.0); // a point among the tied three each
    }

    @Test
    void directEncounterSeparatesTwoTiedPlayersWhoMet() {
        // After round 2 only: A and C have 1 point... make A-B decisive: A 2/2? Use rounds 1-2 of the circle.
        List<StandingRow> rows = Standings.compute(circle(), 2, List.of(TieBreak.DIRECT_ENCOUNTER), true);
        // Points after two rounds: A 1, B 1, C 2, D 0. A and B met in round 1 and A won.
        assertThat(rows).extracting(StandingRow::number).containsExactly(3, 1, 2, 4);
        assertThat(rows).extracting(StandingRow::rank).containsExactly(1, 2, 3, 4);
    }

    @Test
    void directEncounterLeavesUnmetSwissPlayersTied() {
        // In the Swiss example, make 3 and 4 tie by looking at round 1 only: 2 and 4 drew, 1 won, 3 lost.
        List<StandingRow> rows = Standings.compute(swiss(), 1, List.of(TieBreak.DIRECT_ENCOUNTER), false);
        assertThat(rows).extracting(StandingRow::rank).containsExactly(1, 2, 2, 4);
    }
}
