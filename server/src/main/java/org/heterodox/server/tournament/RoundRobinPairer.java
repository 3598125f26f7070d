package org.heterodox.server.tournament;

import java.util.ArrayList;
import java.util.List;
import org.heterodox.tournament.pairing.BergerTables;
import org.heterodox.tournament.pairing.Pairing;

/**
 * Round robins by FIDE's Berger tables over the pairing numbers fixed at the start. The player
 * drawn against the bye number sits the round out (a free round, no points). A withdrawn player's
 * remaining games are still published, as forfeits (see {@link RoundDirector}).
 */
final class RoundRobinPairer implements RoundPairer {
    @Override
    public int totalRounds(Tournament t) {
        return schedule(t).size();
    }

    @Override
    public PlannedRound pair(Tournament t, int round) {
        int players = t.players().size();
        List<Pairing> boards = new ArrayList<>();
        List<Bye> byes = new ArrayList<>();
        for (Pairing pairing : schedule(t).get(round - 1)) {
            if (pairing.white() > players) {
                byes.add(new Bye(round, pairing.black(), Bye.PAIRING, 0));
            } else if (pairing.black() > players) {
                byes.add(new Bye(round, pairing.white(), Bye.PAIRING, 0));
            } else {
                boards.add(pairing);
            }
        }
        return new PlannedRound(boards, byes);
    }

    private static List<List<Pairing>> schedule(Tournament t) {
        int players = t.players().size();
        return t.settings().doubleRoundRobin() ? BergerTables.doubleRoundRobin(players)
                : BergerTables.singleRoundRobin(players);
    }
}
