package org.heterodox.server.tournament.http;

import java.util.ArrayList;
import java.util.List;
import java.util.function.LongSupplier;
import org.heterodox.server.game.http.GameViews;
import org.heterodox.server.tournament.ArbiterRules;
import org.heterodox.server.tournament.Board;
import org.heterodox.server.tournament.Bye;
import org.heterodox.server.tournament.LogEntry;
import org.heterodox.server.tournament.Series;
import org.heterodox.server.tournament.SeriesStandings;
import org.heterodox.server.tournament.StandingLine;
import org.heterodox.server.tournament.Tournament;
import org.heterodox.server.tournament.TournamentService;

/** Turns tournaments and series into the API's views (see openapi.yaml). Call under the tournament's monitor. */
public final class TournamentViews {
    private final TournamentService tournaments;
    private final LongSupplier clock;

    public TournamentViews(TournamentService tournaments, LongSupplier clock) {
        this.tournaments = tournaments;
        this.clock = clock;
    }

    TournamentSummaryView summary(Tournament t) {
        return new TournamentSummaryView(t.id(), t.settings().name(), t.kind().wire(), t.settings().variant().spec(),
                t.settings().variant().displayName(), GameViews.timeControl(t.settings().timeControl()),
                t.settings().rated(), entry(t), t.organiserName(), t.status().wire(), t.settings().startsAt(),
                t.players().size(), t.format().totalRounds(t), t.currentRound(), t.settings().seriesId());
    }

    TournamentView tournament(Tournament t) {
        List<StandingView> standings = new ArrayList<>();
        for (StandingLine line : t.format().standings(t)) {
            standings.add(new StandingView(line.rank(), line.player().number(), line.player().name(),
                    line.player().rating(), line.points(), line.tieBreaks(), line.played(), line.wins(),
                    line.player().paused(), line.player().withdrawn(), line.streak(), line.sheet()));
        }
        List<TournamentRoundView> rounds = new ArrayList<>();
        for (int round = 1; round <= t.currentRound(); round++) {
            List<TournamentBoardView> boards = new ArrayList<>();
            long published = 0;
            for (Board b : t.boardsOf(round)) {
                published = b.publishedAt();
                boards.add(new TournamentBoardView(b.board(), t.nameOf(b.white()), t.nameOf(b.black()),
                        b.result().wire(), b.gameId(), b.adjusted(), berserk(t, b)));
            }
            List<TournamentRoundView.ByeView> byes = new ArrayList<>();
            for (Bye bye : t.byesOf(round)) {
                byes.add(new TournamentRoundView.ByeView(t.nameOf(bye.number()), bye.halfPoints() / 2.0, bye.kind()));
            }
            rounds.add(new TournamentRoundView(round, published, boards, byes));
        }
        return new TournamentView(t.id(), t.settings().name(), t.kind().wire(), t.settings().variant().spec(),
                t.settings().variant().displayName(), t.settings().startFen(),
                GameViews.timeControl(t.settings().timeControl()), t.settings().rated(), entry(t), t.organiserName(),
                t.status().wire(), t.settings().startsAt(), t.startedAt(), t.endsAt(), t.format().totalRounds(t),
                t.currentRound(), t.settings().doubleRoundRobin(), t.settings().berserk(), t.settings().minutes(),
                t.format().standingsTieBreaks(t), t.settings().seriesId(), standings, rounds, clock.getAsLong(), t.version(),
                arbiter(t));
    }

    /** A Swiss's arbiter settings and state; null for formats whose pairings are not edited. */
    private static ArbiterView arbiter(Tournament t) {
        if (!t.format().editablePairings()) {
            return null;
        }
        ArbiterRules rules = t.settings().arbiter();
        List<ArbiterView.RequestedBye> requested = new ArrayList<>();
        for (Bye bye : t.byes()) {
            if (bye.round() > t.currentRound() && bye.kind().equals(Bye.REQUESTED)) {
                requested.add(new ArbiterView.RequestedBye(t.nameOf(bye.number()), bye.round()));
            }
        }
        return new ArbiterView(rules.manualStart(), rules.maxHalfPointByes(), rules.lateEntryUntil(),
                rules.lateEntryHalfPoints() / 2.0, t.roundWaiting(), t.pairingProblem(), requested);
    }

    TournamentLogView log(Tournament t) {
        List<TournamentLogView.Entry> entries = new ArrayList<>();
        for (LogEntry e : t.log()) {
            entries.add(new TournamentLogView.Entry(e.at(), e.actor(), e.action(), e.detail(), e.params()));
        }
        return new TournamentLogView(entries);
    }

    SeriesView series(Series series) {
        List<Tournament> members = tournaments.ofSeries(series.id());
        List<TournamentSummaryView> summaries = new ArrayList<>();
        for (Tournament t : members) {
            synchronized (t) {
                summaries.add(summary(t));
            }
        }
        List<SeriesView.Row> rows = new ArrayList<>();
        for (SeriesStandings.Row row : SeriesStandings.rows(series, members)) {
            List<SeriesView.Place> places = new ArrayList<>();
            for (SeriesStandings.Place place : row.places()) {
                places.add(new SeriesView.Place(place.tournament(), place.place(), place.points()));
            }
            rows.add(new SeriesView.Row(row.rank(), row.name(), row.points(), places));
        }
        return new SeriesView(series.id(), series.name(), series.organiserName(), series.points(),
                series.sharedPlaces().wire(), summaries, rows);
    }

    SeriesSummaryView seriesSummary(Series series) {
        return new SeriesSummaryView(series.id(), series.name(), series.organiserName(),
                tournaments.ofSeries(series.id()).size());
    }

    private static List<String> berserk(Tournament t, Board b) {
        if (!t.settings().berserk()) {
            return null;
        }
        List<String> sides = new ArrayList<>();
        if (b.berserked(true)) {
            sides.add("white");
        }
        if (b.berserked(false)) {
            sides.add("black");
        }
        return sides;
    }

    private static String entry(Tournament t) {
        return t.settings().passwordHash() == null ? "open" : "password";
    }
}
