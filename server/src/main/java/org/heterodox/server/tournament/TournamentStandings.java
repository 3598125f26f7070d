package org.heterodox.server.tournament;

import java.util.ArrayList;
import java.util.List;
import org.heterodox.tournament.standings.StandingRow;
import org.heterodox.tournament.standings.Standings;
import org.heterodox.tournament.standings.TieBreak;

/** The standings of a tournament: after its complete rounds (Swiss, round robin), or live (arena). */
public final class TournamentStandings {
    private TournamentStandings() {
    }

    /** The rounds the standings count: every round whose boards all have results. */
    public static int completeRounds(Tournament t) {
        if (t.kind() == TournamentKind.ARENA) {
            return 0;
        }
        int round = t.currentRound();
        return round > 0 && !t.roundComplete(round) ? round - 1 : round;
    }

    public static List<StandingLine> lines(Tournament t) {
        if (t.kind() == TournamentKind.ARENA) {
            return ArenaStandings.lines(t);
        }
        int rounds = completeRounds(t);
        List<TieBreak> order = new ArrayList<>();
        for (String name : t.settings().tieBreaks()) {
            TieBreak tieBreak = TieBreak.fromWire(name);
            if (tieBreak != null) {
                order.add(tieBreak);
            }
        }
        List<StandingLine> lines = new ArrayList<>();
        for (StandingRow row : Standings.compute(t.entrants(rounds), rounds, order,
                t.kind() == TournamentKind.ROUND_ROBIN)) {
            TournamentPlayer p = t.player(row.number()).orElseThrow();
            lines.add(new StandingLine(row.rank(), p, row.halfPoints(), row.tieBreaks(), row.played(), row.wins(),
                    null, null));
        }
        return lines;
    }
}
