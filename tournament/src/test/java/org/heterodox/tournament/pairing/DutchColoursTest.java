package org.heterodox.tournament.pairing;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.heterodox.tournament.Colour;
import org.heterodox.tournament.Entrant;
import org.heterodox.tournament.Outcome;
import org.heterodox.tournament.RoundResult;
import org.junit.jupiter.api.Test;

/** The colour allocation rules, in their order, for a pair already made. */
class DutchColoursTest {
    private static final DutchColours WHITE_FIRST = new DutchColours(Colour.WHITE);

    /**
     * A player by pairing number with a colour history: W and B are games (drawn), '-' a round without a game
     * (a zero-point bye), '+' a full-point bye (a point, no game).
     */
    private static SwissPlayer player(int number, String history) {
        List<RoundResult> results = new ArrayList<>();
        for (int i = 0; i < history.length(); i++) {
            char c = history.charAt(i);
            results.add(switch (c) {
                case 'W' -> new RoundResult(100 + i, Colour.WHITE, Outcome.DRAW);
                case 'B' -> new RoundResult(100 + i, Colour.BLACK, Outcome.DRAW);
                case '+' -> RoundResult.without(Outcome.FULL_POINT_BYE);
                default -> RoundResult.without(Outcome.ZERO_POINT_BYE);
            });
        }
        return new SwissPlayer(new Entrant(number, "P" + number, 2000, results), number - 1, Map.of());
    }

    private static Colour colourOf(SwissPlayer p, SwissPlayer q) {
        Colour c = WHITE_FIRST.colourOf(p, q);
        assertThat(WHITE_FIRST.colourOf(q, p)).as("the two players get different colours").isEqualTo(c.opposite());
        return c;
    }

    @Test
    void differentPreferencesAreBothMet() {
        assertThat(colourOf(player(1, "W"), player(2, "B"))).isEqualTo(Colour.BLACK);
        assertThat(colourOf(player(1, "-"), player(2, "W"))).as("a player without games takes what is left")
                .isEqualTo(Colour.WHITE);
    }

    @Test
    void anAbsolutePreferenceWinsOverAStrongOne() {
        SwissPlayer absolute = player(2, "WW");
        SwissPlayer strong = player(1, "WBW");
        assertThat(absolute.absolute).isTrue();
        assertThat(strong.strong).isTrue();
        assertThat(colourOf(absolute, strong)).isEqualTo(Colour.BLACK);
    }

    @Test
    void aStrongPreferenceWinsOverAMildOne() {
        SwissPlayer strong = player(2, "WBW");
        SwissPlayer mild = player(1, "BW");
        assertThat(colourOf(strong, mild)).isEqualTo(Colour.BLACK);
    }

    @Test
    void ofTwoAbsolutePreferencesTheWiderColourDifferenceWins() {
        // +2 against +1 (two Whites in a row): the second gets a third White, as a topscorer may in the last round
        SwissPlayer wider = player(2, "WW");
        SwissPlayer narrower = player(1, "BWW");
        assertThat(colourOf(wider, narrower)).isEqualTo(Colour.BLACK);
    }

    @Test
    void otherwiseColoursAlternateFromTheLatestRoundTheyDiffered() {
        // both mild for Black; going back, they last differed when p had Black and q White: now p White, q Black
        SwissPlayer p = player(1, "WBBW");
        SwissPlayer q = player(2, "BWBW");
        assertThat(colourOf(p, q)).isEqualTo(Colour.WHITE);
        // rounds without a game are skipped: each player's own games are compared
        assertThat(colourOf(player(1, "WB-BW"), player(2, "BWB-W"))).isEqualTo(Colour.WHITE);
    }

    @Test
    void withTheSameHistoryTheHigherRankedGetsTheirPreference() {
        assertThat(colourOf(player(1, "WB"), player(2, "WB"))).isEqualTo(Colour.WHITE);
        assertThat(colourOf(player(2, "WB"), player(1, "WB"))).isEqualTo(Colour.BLACK);
        // ranking is by score first: 3 has a point more than 1
        assertThat(colourOf(player(3, "WB+"), player(1, "WB-"))).isEqualTo(Colour.WHITE);
    }

    @Test
    void withoutPreferencesTheHigherRankedTakesTheInitialColourWhenItsPairingNumberIsOdd() {
        assertThat(colourOf(player(1, ""), player(4, ""))).isEqualTo(Colour.WHITE);
        assertThat(colourOf(player(2, ""), player(5, ""))).isEqualTo(Colour.BLACK);
        assertThat(new DutchColours(Colour.BLACK).colourOf(player(1, ""), player(4, ""))).isEqualTo(Colour.BLACK);
        // a forfeit or a bye gives no colour: 4 scored a point without playing, so 4 is the higher ranked (even)
        assertThat(colourOf(player(4, "+"), player(1, "-"))).isEqualTo(Colour.BLACK);
    }
}
