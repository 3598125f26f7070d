package org.heterodox.server.tournament;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.heterodox.tournament.Outcome;
import org.heterodox.tournament.arena.ArenaGame;
import org.heterodox.tournament.arena.ArenaScoring;
import org.heterodox.tournament.arena.ArenaSheet;

/**
 * An arena's standings: each player's decided games in the order they were paired, scored by
 * {@link ArenaScoring}; ranked by points, then by rating (lichess ranks ties by performance; with
 * the few games of a small arena the rating is the steadier measure), then number.
 */
final class ArenaStandings {
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
        List<StandingLine> lines = new ArrayList<>();
        for (TournamentPlayer p : t.players()) {
            ArenaSheet sheet = sheetOf(t, p.number());
            int played = 0;
            int wins = 0;
            for (Board b : t.boards()) {
                if (b.involves(p.number()) && b.result().decided()) {
                    Outcome outcome = b.result().of(b.white() == p.number());
                    played += outcome.played() ? 1 : 0;
                    wins += outcome == Outcome.WIN ? 1 : 0;
                }
            }
            lines.add(new StandingLine(0, p, sheet.total(), sheet.total(), List.of(), played, wins, sheet.onFire(),
                    sheet.points()));
        }
        lines.sort(Comparator.comparingInt(StandingLine::score).reversed()
                .thenComparing(Comparator.comparingInt((StandingLine l) -> l.player().rating()).reversed())
                .thenComparingInt(l -> l.player().number()));
        List<StandingLine> ranked = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            StandingLine l = lines.get(i);
            boolean tied = i > 0 && lines.get(i - 1).score() == l.score()
                    && lines.get(i - 1).player().rating() == l.player().rating();
            ranked.add(new StandingLine(tied ? ranked.get(i - 1).rank() : i + 1, l.player(), l.score(), l.points(),
                    l.tieBreaks(), l.played(), l.wins(), l.streak(), l.sheet()));
        }
        return ranked;
    }
}
