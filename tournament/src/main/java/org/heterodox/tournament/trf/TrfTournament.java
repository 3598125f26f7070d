package org.heterodox.tournament.trf;

import java.util.ArrayList;
import java.util.List;
import org.heterodox.tournament.Colour;
import org.heterodox.tournament.Entrant;
import org.heterodox.tournament.pairing.ForbiddenPair;

/**
 * A tournament report in FIDE's TRF16 format: the header lines (kept in order, e.g. "012" the name,
 * "042" the start date), the number of rounds ("XXR", the JaVaFo extension arbiters' tools use; null
 * when absent), the top seed's colour in round 1 ("XXC white1|black1"; null when absent), forbidden
 * pairs ("XXP a b"), the players, and those announced absent for the next round (a bye written in
 * the round after the last one played, as pairing programs expect).
 */
public record TrfTournament(List<Header> headers, Integer plannedRounds, Colour initialColour,
                            List<ForbiddenPair> forbidden, List<TrfPlayer> players, List<Integer> absentNextRound) {
    public TrfTournament {
        headers = List.copyOf(headers);
        forbidden = List.copyOf(forbidden);
        players = List.copyOf(players);
        absentNextRound = List.copyOf(absentNextRound);
    }

    /** A report without byes announced for the next round. */
    public TrfTournament(List<Header> headers, Integer plannedRounds, Colour initialColour,
                         List<ForbiddenPair> forbidden, List<TrfPlayer> players) {
        this(headers, plannedRounds, initialColour, forbidden, players, List.of());
    }

    /** A header line: its three-character code and the text after it. */
    public record Header(String code, String text) {
    }

    /** The tournament's name (header 012), or "" when it has none. */
    public String name() {
        return headers.stream().filter(h -> h.code().equals("012")).map(Header::text).findFirst().orElse("").trim();
    }

    public List<Entrant> entrants() {
        List<Entrant> entrants = new ArrayList<>();
        for (TrfPlayer player : players) {
            entrants.add(player.entrant());
        }
        return entrants;
    }

    /** The rounds with at least one result (a round paired but not played counts: its pairing is fixed). */
    public int roundsWithResults() {
        int rounds = 0;
        for (TrfPlayer player : players) {
            rounds = Math.max(rounds, player.entrant().results().size());
        }
        return rounds;
    }
}
