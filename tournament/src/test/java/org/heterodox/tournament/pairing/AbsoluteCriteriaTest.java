package org.heterodox.tournament.pairing;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The arbiter's check of one round's pairing, whoever made it. */
class AbsoluteCriteriaTest {
    private static RoundPairings pairing(int bye, String... games) {
        List<Pairing> boards = new ArrayList<>();
        for (String game : games) {
            String[] pair = game.split("-");
            boards.add(new Pairing(Integer.parseInt(pair[0]), Integer.parseInt(pair[1])));
        }
        return new RoundPairings(boards, bye);
    }

    private static List<Violation.Kind> kinds(Scenario scenario, RoundPairings pairings) {
        return AbsoluteCriteria.violations(scenario.next(), pairings).stream().map(Violation::kind).toList();
    }

    @Test
    void aSoundPairingBreaksNothing() {
        Scenario scenario = new Scenario(4, 5).round("1-3 =", "2-4 =");
        assertThat(kinds(scenario, pairing(0, "4-1", "3-2"))).isEmpty();
    }

    @Test
    void playersWhoHavePlayedMayNotMeetAgainButAForfeitIsNoGame() {
        Scenario scenario = new Scenario(4, 5).round("1-3 =", "2-4 +");
        List<Violation> found = AbsoluteCriteria.violations(scenario.next(), pairing(0, "3-1", "4-2"));
        assertThat(found).extracting(Violation::kind).containsExactly(Violation.Kind.REPEAT);
        assertThat(found.get(0).players()).containsExactly(3, 1);
        assertThat(found.get(0).description()).isEqualTo("players 3 and 1 meet a second time");
    }

    @Test
    void forbiddenPairsMayNotMeet() {
        Scenario scenario = new Scenario(4, 5).forbid(1, 3);
        assertThat(kinds(scenario, pairing(0, "1-3", "4-2"))).containsExactly(Violation.Kind.FORBIDDEN);
    }

    @Test
    void theByeGoesToNobodyWhoHadItOrAPointWithoutPlaying() {
        Scenario scenario = new Scenario(5, 5).round("1-2 1", "4-5 +", "3 U").round("1-3 =", "2-4 =", "5 H");
        assertThat(kinds(scenario, pairing(3, "1-5", "2-4"))).contains(Violation.Kind.SECOND_BYE);
        assertThat(kinds(scenario, pairing(4, "5-1", "3-2"))).containsExactly(Violation.Kind.SECOND_BYE);
        // a half-point bye the player asked for does not rule the pairing-allocated bye out
        assertThat(kinds(scenario, pairing(5, "2-1", "4-3"))).doesNotContain(Violation.Kind.SECOND_BYE);
    }

    @Test
    void nobodyGetsAColourDifferenceBeyondTwoOrTheSameColourThreeTimesInARow() {
        Scenario scenario = new Scenario(6, 5).round("1-4 =", "2-5 =", "6-3 =").round("1-5 =", "4-2 =", "3-6 =");
        // 1 has had White twice: a third White gives +3 and three in a row
        assertThat(kinds(scenario, pairing(0, "1-2", "3-4", "5-6"))).contains(Violation.Kind.COLOUR_DIFFERENCE,
                Violation.Kind.THREE_IN_A_ROW);
        // 3 has had Black then White: another White is two in a row and +1, which is allowed
        assertThat(kinds(scenario, pairing(0, "2-1", "3-4", "5-6"))).doesNotContain(Violation.Kind.COLOUR_DIFFERENCE,
                Violation.Kind.THREE_IN_A_ROW);
        // byes and forfeits give no colour: 1's history is still White, White
        Scenario gap = new Scenario(6, 5).round("1-4 =", "2-5 =", "6-3 =").round("5-1 +", "4-2 =", "3-6 =")
                .round("1-6 =", "2-3 =", "4-5 =");
        assertThat(kinds(gap, pairing(0, "1-2", "3-4", "5-6"))).contains(Violation.Kind.THREE_IN_A_ROW);
    }

    @Test
    void aTopscorerOfTheLastRoundAndTheirOpponentAreExcepted() {
        Scenario last = new Scenario(6, 3).round("1-4 1", "2-5 1", "6-3 0").round("1-5 1", "2-6 1", "3-4 =");
        assertThat(kinds(last, pairing(0, "2-1", "5-3", "4-6"))).isEmpty();
        Scenario notLast = new Scenario(6, 4).round("1-4 1", "2-5 1", "6-3 0").round("1-5 1", "2-6 1", "3-4 =");
        assertThat(kinds(notLast, pairing(0, "2-1", "5-3", "4-6"))).contains(Violation.Kind.THREE_IN_A_ROW,
                Violation.Kind.COLOUR_DIFFERENCE);
    }

    @Test
    void somethingThatIsNotAPairingOfTheRoundIsSaidSo() {
        Scenario scenario = new Scenario(5, 5).absent(5);
        assertThat(kinds(scenario, pairing(0, "1-2", "2-3"))).contains(Violation.Kind.NOT_A_PAIRING);
        assertThat(kinds(scenario, pairing(0, "1-2", "3-5"))).contains(Violation.Kind.NOT_A_PAIRING);
        List<Violation> leftOut = AbsoluteCriteria.violations(scenario.next(), pairing(0, "1-2"));
        assertThat(leftOut).extracting(Violation::description).containsExactly("players 3 and 4 left unpaired without the bye");
        assertThat(kinds(scenario, pairing(9, "1-2", "3-4"))).containsExactly(Violation.Kind.NOT_A_PAIRING);
    }
}
