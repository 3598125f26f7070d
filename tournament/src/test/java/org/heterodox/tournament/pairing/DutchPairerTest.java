package org.heterodox.tournament.pairing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.heterodox.tournament.Colour;
import org.heterodox.tournament.Entrant;
import org.heterodox.tournament.Outcome;
import org.heterodox.tournament.RoundResult;
import org.junit.jupiter.api.Test;

/**
 * The Dutch system rule by rule, on small hand-made tournaments. Every expected pairing here is also the one
 * bbpPairings (FIDE-endorsed) makes of the same tournament written as a report ({@link Scenario#trf()}).
 */
class DutchPairerTest {
    /** The games White first, then "bye N", in board order. */
    private static List<String> boards(RoundPairings pairings) {
        List<String> out = new ArrayList<>();
        for (Pairing p : pairings.boards()) {
            out.add(p.white() + "-" + p.black());
        }
        if (pairings.byeEntrant() > 0) {
            out.add("bye " + pairings.byeEntrant());
        }
        return out;
    }

    private static List<String> pair(Scenario scenario) {
        RoundPairings pairings = scenario.pair();
        assertThat(AbsoluteCriteria.violations(scenario.next(), pairings)).isEmpty();
        return boards(pairings);
    }

    @Test
    void roundOnePairsTheTopHalfWithTheBottomHalfAlternatingColoursByPairingNumber() {
        assertThat(pair(new Scenario(6, 5))).containsExactly("1-4", "5-2", "3-6");
        assertThat(pair(new Scenario(6, 5).initialColour(Colour.BLACK))).containsExactly("4-1", "2-5", "6-3");
    }

    @Test
    void playersNeverMeetTwice() {
        // all drew round 1, so 1-3 and 2-4 would be the natural pairing again: S2 is transposed
        assertThat(pair(new Scenario(4, 3).round("1-3 =", "2-4 ="))).containsExactly("4-1", "3-2");
    }

    @Test
    void forbiddenPairsNeverMeet() {
        assertThat(pair(new Scenario(6, 5).forbid(1, 4))).containsExactly("1-5", "4-2", "3-6");
    }

    @Test
    void nonTopscorersWithTheSameAbsoluteColourPreferenceNeverMeet() {
        // 1 and 4 have had White twice (both must have Black), 2 and 5 Black twice; all on 1 point
        assertThat(pair(new Scenario(6, 5).round("1-5 =", "6-2 =", "4-3 =").round("1-6 =", "4-2 =", "3-5 =")))
                .containsExactly("2-1", "6-3", "5-4");
    }

    @Test
    void topscorersOfTheLastRoundMayMeetWithTheSameAbsolutePreference() {
        Scenario lastRound = new Scenario(6, 3).round("1-4 1", "2-5 1", "6-3 0").round("1-5 1", "2-6 1", "3-4 =");
        // 1 and 2 (2 points of 2, both White twice) meet; the higher ranked keeps its preference, 2 gets a third White
        assertThat(pair(lastRound)).containsExactly("2-1", "5-3", "4-6");
        Scenario notLast = new Scenario(6, 4).round("1-4 1", "2-5 1", "6-3 0").round("1-5 1", "2-6 1", "3-4 =");
        assertThat(pair(notLast)).containsExactly("3-1", "4-2", "5-6");
    }

    @Test
    void theByeGoesToTheLowestRankedOfTheLowestScoreAndNeverTwice() {
        assertThat(pair(new Scenario(5, 3))).containsExactly("1-3", "4-2", "bye 5");
        // 2 and 3 have had the bye: only the leader may take it
        assertThat(pair(new Scenario(3, 3).round("1-2 1", "3 U").round("3-1 0", "2 U"))).containsExactly("2-3", "bye 1");
    }

    @Test
    void theByeGoesToThePlayerWithTheFewestUnplayedRounds() {
        // 4, 5 and 7 have half a point; 7 sat out round 1 (a half-point bye), so 5 takes the bye, not 7
        Scenario scenario = new Scenario(7, 5).round("1-4 1", "2-5 1", "3-6 1", "7 H").round("1-2 =", "3-7 1", "4-5 =",
                "6 U");
        assertThat(pair(scenario)).containsExactly("2-3", "6-1", "7-4", "bye 5");
    }

    @Test
    void aWinWithoutPlayingAlsoRulesOutTheBye() {
        // of the four players on 1 point, 5 has had the bye and 1 won by forfeit: the bye goes to 4
        Scenario scenario = new Scenario(5, 4).round("1-2 +", "3-4 1", "5 U").round("2-1 1", "4-5 1", "3 U");
        assertThat(pair(scenario)).containsExactly("1-3", "5-2", "bye 4");
    }

    @Test
    void theRestOfTheRoundStaysPairable() {
        // 5 may meet nobody of the bottom group, so the top group sends down 1 (who has not met 5), not 3
        assertThat(pair(new Scenario(6, 5).round("1-4 1", "2-5 1", "3-6 1").forbid(4, 5).forbid(5, 6).forbid(3, 5)))
                .containsExactly("3-2", "5-1", "4-6");
        assertThat(pair(new Scenario(6, 5).round("1-4 1", "2-5 1", "3-6 1"))).containsExactly("2-1", "4-3", "5-6");
    }

    @Test
    void aMovedDownPlayerMeetsTheHighestResidentThatKeepsTheCriteria() {
        assertThat(pair(new Scenario(6, 5).round("1-4 1", "5-2 =", "6-3 ="))).containsExactly("2-1", "3-5", "4-6");
    }

    @Test
    void colourPreferencesComeBeforeTheOrderOfCandidates() {
        // 1 (moved down) would meet 2, the highest resident, but 1 and 2 both want Black: 1 meets 4 instead
        assertThat(pair(new Scenario(4, 3).round("1-3 1", "2-4 ="))).containsExactly("4-1", "3-2");
    }

    @Test
    void aPlayerWhoFloatedDownLastRoundIsNotFloatedAgain() {
        // 3 had the bye in round 1 (a downfloat); of the three leaders, 2 floats down instead
        assertThat(pair(new Scenario(5, 4).round("1-4 1", "2-5 1", "3 U"))).containsExactly("3-1", "4-2", "bye 5");
    }

    @Test
    void transpositionsOfS2AreTriedInOrder() {
        // 1-5, 2-6, 3-7 and 4-8 have been played; the first transposition meeting every colour preference wins
        assertThat(pair(new Scenario(8, 5).round("1-5 =", "6-2 =", "3-7 =", "8-4 =")))
                .containsExactly("7-1", "2-8", "5-3", "4-6");
    }

    @Test
    void aStrongColourPreferenceWinsOverAMildOne() {
        // 1 (White, Black, White: strong for Black) meets 6 (Black, White: mild for Black)
        Scenario scenario = new Scenario(6, 5).round("1-3 =", "2-4 =", "5-6 =").round("4-1 =", "6-2 =", "3-5 =")
                .round("1-5 =", "3-4 =", "2 H", "6 H");
        assertThat(pair(scenario)).containsExactly("6-1", "2-3", "5-4");
    }

    @Test
    void absentPlayersAreLeftOut() {
        assertThat(pair(new Scenario(6, 5).round("1-4 1", "5-2 0", "3-6 =").absent(2)))
                .containsExactly("6-1", "4-3", "bye 5");
    }

    @Test
    void anImpossibleRoundIsAPairingException() {
        List<Entrant> two = List.of(
                new Entrant(1, "A", 2000, List.of(new RoundResult(2, Colour.WHITE, Outcome.DRAW))),
                new Entrant(2, "B", 1900, List.of(new RoundResult(1, Colour.BLACK, Outcome.DRAW))));
        assertThatThrownBy(() -> DutchPairer.pair(new SwissRound(3, two, java.util.Set.of(), java.util.Set.of(),
                Colour.WHITE))).isInstanceOf(PairingException.class).hasMessageContaining("round 2");
    }

    @Test
    void entrantsMustAllHaveEveryRoundSoFar() {
        List<Entrant> uneven = List.of(new Entrant(1, "A", 2000, List.of(RoundResult.without(Outcome.ZERO_POINT_BYE))),
                new Entrant(2, "B", 1900, List.of()));
        assertThatThrownBy(() -> DutchPairer.pair(new SwissRound(3, uneven, java.util.Set.of(), java.util.Set.of(),
                Colour.WHITE))).isInstanceOf(PairingException.class).hasMessageContaining("entrant 2");
    }

    @Test
    void noPlayersMeansNoBoards() {
        RoundPairings none = DutchPairer.pair(new SwissRound(3, List.of(), java.util.Set.of(), java.util.Set.of(),
                Colour.WHITE));
        assertThat(none.boards()).isEmpty();
        assertThat(none.byeEntrant()).isZero();
    }
}
