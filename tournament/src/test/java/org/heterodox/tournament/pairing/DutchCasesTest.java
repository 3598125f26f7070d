package org.heterodox.tournament.pairing;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.heterodox.tournament.Entrant;
import org.heterodox.tournament.trf.TrfRounds;
import org.heterodox.tournament.trf.TrfTournament;
import org.junit.jupiter.api.Test;

/**
 * Three reports on which an earlier pairer went wrong (resources pairing/cases): the next round of each must be
 * bbpPairings' pairing of it, board for board with colours.
 */
class DutchCasesTest {
    private static List<String> nextRound(String name) throws IOException {
        TrfTournament t = DutchAgreementSetTest.resource("/pairing/cases/" + name);
        RoundPairings pairings = DutchPairer.pair(TrfRounds.next(t, t.plannedRounds()));
        assertThat(AbsoluteCriteria.violations(TrfRounds.next(t, t.plannedRounds()), pairings)).isEmpty();
        List<String> games = new ArrayList<>();
        for (Pairing p : pairings.boards()) {
            games.add(p.white() + "-" + p.black());
        }
        if (pairings.byeEntrant() > 0) {
            games.add("bye " + pairings.byeEntrant());
        }
        return games;
    }

    /**
     * Round 11, the last: 2 (a topscorer, colour difference 0) and 11 (+1) have both had White twice in a row, so
     * both must have Black; 11 has the wider colour difference and gets it. 2 gets a third White, which a topscorer
     * may: 2-11, never 11-2.
     */
    @Test
    void twoAbsolutePreferencesGoToTheWiderColourDifference() throws IOException {
        assertThat(nextRound("e2-two-absolute-wider-difference.trf"))
                .containsExactlyInAnyOrder("13-1", "6-3", "5-10", "2-11", "14-4", "12-7", "8-15", "bye 9");
    }

    /** Round 2: players whose round 1 was a forfeit or a half-point bye have no colour yet: pairing numbers decide. */
    @Test
    void playersWithoutColourHistoryGetColoursByPairingNumber() throws IOException {
        assertThat(nextRound("e5-no-preference-parity.trf"))
                .containsExactlyInAnyOrder("8-2", "13-3", "5-14", "7-1", "4-10", "6-11", "9-12");
    }

    /** Round 2 of 55 players: one large bracket, paired exactly; no strong colour preference is left unmet. */
    @Test
    void aLargeBracketIsPairedExactly() throws IOException {
        assertThat(nextRound("large-bracket-colours.trf")).containsExactlyInAnyOrder("16-1", "2-15", "18-3", "4-17",
                "20-5", "6-19", "22-7", "8-21", "24-9", "10-23", "26-11", "12-25", "55-13", "14-27", "28-41", "42-29",
                "30-43", "44-31", "32-45", "46-33", "34-47", "48-35", "36-49", "50-37", "38-51", "52-39", "40-53",
                "bye 54");
        TrfTournament t = DutchAgreementSetTest.resource("/pairing/cases/large-bracket-colours.trf");
        SwissRound round = TrfRounds.next(t, t.plannedRounds());
        Map<Integer, SwissPlayer> players = new HashMap<>();
        Map<Integer, Entrant> all = new HashMap<>();
        for (Entrant e : round.entrants()) {
            all.put(e.number(), e);
        }
        for (Entrant e : round.entrants()) {
            players.put(e.number(), new SwissPlayer(e, 0, all));
        }
        int strongUnmet = 0;
        for (Pairing p : DutchPairer.pair(round).boards()) {
            SwissPlayer white = players.get(p.white());
            SwissPlayer black = players.get(p.black());
            strongUnmet += white.strong && white.preference != org.heterodox.tournament.Colour.WHITE ? 1 : 0;
            strongUnmet += black.strong && black.preference != org.heterodox.tournament.Colour.BLACK ? 1 : 0;
        }
        assertThat(strongUnmet).isZero();
    }
}
