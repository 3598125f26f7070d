package org.heterodox.server.tournament;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.heterodox.tournament.Colour;
import org.heterodox.tournament.pairing.DutchPairer;
import org.heterodox.tournament.pairing.ForbiddenPair;
import org.heterodox.tournament.pairing.Pairing;
import org.heterodox.tournament.pairing.PairingException;
import org.heterodox.tournament.pairing.RoundPairings;
import org.heterodox.tournament.pairing.SwissRound;

/**
 * Swiss rounds by the FIDE Dutch system: the paused and withdrawn players, and those with a bye of the
 * round recorded beforehand (requested, or missed by a late entry), sit the round out, the
 * organiser's forbidden pairs never meet, and an odd player out gets the pairing-allocated bye (a point).
 */
final class SwissPairer implements RoundPairer {
    @Override
    public int totalRounds(Tournament t) {
        return t.settings().rounds();
    }

    @Override
    public PlannedRound pair(Tournament t, int round) {
        Set<Integer> absent = new HashSet<>();
        for (TournamentPlayer p : t.players()) {
            if (!p.available() || t.hasBye(p.number(), round)) { // a requested bye, a late entrant's missed round
                absent.add(p.number());
            }
        }
        Set<ForbiddenPair> forbidden = new HashSet<>();
        for (List<String> names : t.forbidden()) {
            int a = t.playerNamed(names.get(0)).map(TournamentPlayer::number).orElse(0);
            int b = t.playerNamed(names.get(1)).map(TournamentPlayer::number).orElse(0);
            if (a > 0 && b > 0 && a != b) {
                forbidden.add(new ForbiddenPair(a, b));
            }
        }
        RoundPairings pairings;
        try {
            pairings = DutchPairer.pair(new SwissRound(t.settings().rounds(), t.entrants(round - 1), absent, forbidden,
                    Colour.WHITE));
        } catch (PairingException e) {
            throw new TournamentException(409, "round " + round + " cannot be paired: " + e.getMessage());
        }
        List<Bye> byes = pairings.byeEntrant() > 0 ? List.of(new Bye(round, pairings.byeEntrant(), Bye.PAIRING, 2))
                : List.of();
        List<Pairing> boards = pairings.boards();
        return new PlannedRound(boards, byes);
    }
}
