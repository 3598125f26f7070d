package org.heterodox.server.tournament;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.heterodox.tournament.Outcome;
import org.heterodox.tournament.arena.ArenaGame;
import org.heterodox.tournament.arena.ArenaPerformance;
import org.heterodox.tournament.arena.ArenaScoring;
import org.heterodox.tournament.arena.ArenaSheet;

/**
 * An arena's standings: each player's decided games in the order they were paired, scored by
 * {@link ArenaScoring}; ranked by points, then, as on lichess, by the tournament performance
 * ({@link ArenaPerformance}: the rating until three games are played), then number. The performance is
 * the line's one tie-break value ({@link #TIE_BREAK}).
 */
final class ArenaStandings {
    /** The tie-break's wire name in the standings. */
    static final String TIE_BREAK = "performance";

    private ArenaStandings() {
    }

    static ArenaSheet sheetOf(Tournament t, int number) {
        List<ArenaGame> games = new ArrayList<>();
        for (Board b : t.boards()) {
            if (b.involves(number) && b.result().decided()) {
                boolean white = b.white() == number;
                // a game's plies split between the sides: White makes the odd ones
                int ownMoves = white ? (b.plies() + 1) / 2 : b.plies() / 2;
                games.add(new ArenaGame(b.result().of(white), b.berserked(white), ownMoves));
            }
        }
        return ArenaScoring.score(games);
    }

    static List<StandingLine> lines(Tournament t) {
        Map<Integer, Integer> ratings = new HashMap<>();
        t.players().forEach(p -> ratings.put(p.number(), p.rating()));
        List<StandingLine> lines = new ArrayList<>();
        for (TournamentPlayer p : t.players()) {
            ArenaSheet sheet = sheetOf(t, p.number());
            int played = 0;
            int wins = 0;
            List<ArenaPerformance.Game> games = new ArrayList<>();
            for (Board b : t.boards()) {
                if (b.involves(p.number()) && b.result().decided()) {
                    boolean white = b.white() == p.number();
                    Outcome outcome = b.result().of(white);
                    played += outcome.played() ? 1 : 0;
                    wins += outcome == Outcome.WIN ? 1 : 0;
                    games.add(new ArenaPerformance.Game(ratings.get(white ? b.black() : b.white()), outcome));
                }
            }
            double performance = ArenaPerformance.of(games, p.rating());
            lines.add(new StandingLine(0, p, sheet.total(), sheet.total(), List.of(performance), played, wins,
                    sheet.onFire(), sheet.points()));
        }
        lines.sort(Comparator.comparingInt(StandingLine::score).reversed()
                .thenComparing(Comparator.comparingDouble(ArenaStandings::performance).reversed())
                .thenComparingInt(l -> l.player().number()));
        List<StandingLine> ranked = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            StandingLine l = lines.get(i);
            boolean tied = i > 0 && lines.get(i - 1).score() == l.score()
                    && performance(lines.get(i - 1)) == performance(l);
            ranked.add(new StandingLine(tied ? ranked.get(i - 1).rank() : i + 1, l.player(), l.score(), l.points(),
                    l.tieBreaks(), l.played(), l.wins(), l.streak(), l.sheet()));
        }
        return ranked;
    }

    private static double performance(StandingLine line) {
        return line.tieBreaks().get(0);
    }
}
