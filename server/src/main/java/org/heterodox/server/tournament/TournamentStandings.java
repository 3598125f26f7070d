package org.heterodox.server.tournament;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.heterodox.tournament.Entrant;

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
        List<Entrant> entrants = t.entrants(rounds);
        List<StandingLine> lines = new ArrayList<>();
        for (Entrant e : entrants) {
            TournamentPlayer p = t.player(e.number()).orElseThrow();
            int played = (int) e.results().stream().filter(r -> r.outcome().played()).count();
            int wins = (int) e.results().stream().filter(r -> r.outcome() == org.heterodox.tournament.Outcome.WIN).count();
            lines.add(new StandingLine(0, p, e.halfPoints(), List.of(), played, wins, null, null));
        }
        lines.sort(Comparator.comparingInt(StandingLine::score).reversed()
                .thenComparingInt(l -> l.player().number()));
        List<StandingLine> ranked = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            StandingLine l = lines.get(i);
            int rank = i > 0 && lines.get(i - 1).score() == l.score() ? ranked.get(i - 1).rank() : i + 1;
            ranked.add(new StandingLine(rank, l.player(), l.score(), l.tieBreaks(), l.played(), l.wins(), l.streak(),
                    l.sheet()));
        }
        return ranked;
    }
}
