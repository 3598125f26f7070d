package org.heterodox.server.tournament;

import java.util.ArrayList;
import java.util.List;
import org.heterodox.tournament.standings.StandingRow;
import org.heterodox.tournament.standings.Standings;
import org.heterodox.tournament.standings.TieBreak;

/** The standings of a Swiss or round robin after its complete rounds: points, then the organiser's tie-breaks in order. */
final class RoundStandings {
    private RoundStandings() {
    }

    /** @param roundRobin whether the round robin's rules apply (FIDE's Article 16) */
    static List<StandingLine> lines(Tournament t, int rounds, boolean roundRobin) {
        List<TieBreak> order = new ArrayList<>();
        for (String name : t.settings().tieBreaks()) {
            TieBreak tieBreak = TieBreak.fromWire(name);
            if (tieBreak != null) {
                order.add(tieBreak);
            }
        }
        List<StandingLine> lines = new ArrayList<>();
        for (StandingRow row : Standings.compute(t.entrants(rounds), rounds, order, roundRobin)) {
            TournamentPlayer p = t.player(row.number()).orElseThrow();
            lines.add(new StandingLine(row.rank(), p, row.halfPoints(), row.halfPoints() / 2.0, row.tieBreaks(),
                    row.played(), row.wins(), null, null));
        }
        return lines;
    }
}
