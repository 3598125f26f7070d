package org.heterodox.server.tournament;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.heterodox.tournament.Colour;
import org.heterodox.tournament.Entrant;
import org.heterodox.tournament.Outcome;
import org.heterodox.tournament.RoundResult;
import org.heterodox.tournament.pairing.ForbiddenPair;
import org.heterodox.tournament.trf.TrfPlayer;
import org.heterodox.tournament.trf.TrfTournament;

/**
 * A tournament as a FIDE TRF16 report and back: its complete rounds, the standings' points and ranks,
 * the number of rounds (XXR), White for the top seed in round 1 (XXC) and the forbidden pairs (XXP), so
 * that an arbiter's pairing program can check the pairings or pair the next round.
 */
public final class TournamentTrf {
    static final DateTimeFormatter DATE = DateTimeFormatter.ofPattern("yyyy/MM/dd").withZone(ZoneOffset.UTC);

    private TournamentTrf() {
    }

    public static TrfTournament export(Tournament t) {
        TournamentFormat format = t.format();
        String type = format.trfType();
        int rounds = format.completeRounds(t);
        int totalRounds = format.totalRounds(t);
        List<TrfTournament.Header> headers = new ArrayList<>();
        headers.add(new TrfTournament.Header("012", t.settings().name()));
        if (t.startedAt() != null) {
            headers.add(new TrfTournament.Header("042", DATE.format(Instant.ofEpochMilli(t.startedAt()))));
        }
        headers.add(new TrfTournament.Header("062", String.valueOf(t.players().size())));
        headers.add(new TrfTournament.Header("092", type));
        Map<Integer, StandingLine> lines = new HashMap<>();
        for (StandingLine line : format.standings(t)) {
            lines.put(line.player().number(), line);
        }
        List<TrfPlayer> players = new ArrayList<>();
        for (Entrant e : t.entrants(rounds)) {
            StandingLine line = lines.get(e.number());
            players.add(new TrfPlayer(e, "", "", "", "", "", e.halfPoints(), line == null ? 0 : line.rank()));
        }
        List<ForbiddenPair> forbidden = new ArrayList<>();
        for (List<String> pair : t.forbidden()) {
            int a = t.playerNamed(pair.get(0)).map(TournamentPlayer::number).orElse(0);
            int b = t.playerNamed(pair.get(1)).map(TournamentPlayer::number).orElse(0);
            if (a > 0 && b > 0 && a != b) {
                forbidden.add(new ForbiddenPair(a, b));
            }
        }
        return new TrfTournament(headers, totalRounds > 0 ? totalRounds : null, Colour.WHITE, forbidden, players);
    }

    /** Fills an imported tournament's players, boards and byes from the report. */
    static void fill(Tournament t, TrfTournament report, long now) {
        List<TournamentPlayer> players = new ArrayList<>();
        for (TrfPlayer p : report.players()) {
            String name = p.entrant().name().isBlank() ? "Player " + p.entrant().number() : p.entrant().name();
            players.add(new TournamentPlayer(p.entrant().number(), null, name, p.entrant().rating(), 1, false, false));
        }
        t.replacePlayers(players);
        int rounds = report.roundsWithResults();
        for (int round = 1; round <= rounds; round++) {
            int board = 0;
            List<Entrant> whites = new ArrayList<>(report.entrants());
            whites.sort(java.util.Comparator.comparingInt(Entrant::number));
            for (Entrant e : whites) {
                RoundResult result = e.results().get(round - 1);
                if (result.paired() && result.colour() == Colour.WHITE) {
                    t.addBoard(new Board(round, ++board, e.number(), result.opponent(), null, boardResult(result.outcome(),
                            opponentOutcome(report, result.opponent(), round)), false, "", 0, now));
                } else if (!result.paired()) {
                    String kind = result.outcome() == Outcome.PAIRING_BYE ? Bye.PAIRING
                            : result.outcome() == Outcome.ZERO_POINT_BYE ? Bye.ABSENT : Bye.REQUESTED;
                    t.addBye(new Bye(round, e.number(), kind, result.outcome().halfPoints()));
                }
            }
        }
        t.currentRound(rounds);
        if (report.forbidden() != null) {
            List<List<String>> names = new ArrayList<>();
            for (ForbiddenPair pair : report.forbidden()) {
                names.add(List.of(t.nameOf(pair.first()), t.nameOf(pair.second())));
            }
            t.forbidden(names);
        }
    }

    private static Outcome opponentOutcome(TrfTournament report, int number, int round) {
        for (Entrant e : report.entrants()) {
            if (e.number() == number) {
                return e.results().get(round - 1).outcome();
            }
        }
        return null;
    }

    private static BoardResult boardResult(Outcome white, Outcome black) {
        if (white == Outcome.FORFEIT_LOSS && black == Outcome.FORFEIT_LOSS) {
            return BoardResult.DOUBLE_FORFEIT;
        }
        return switch (white) {
            case WIN -> BoardResult.WHITE_WINS;
            case LOSS -> BoardResult.BLACK_WINS;
            case DRAW -> BoardResult.DRAW;
            case FORFEIT_WIN -> BoardResult.WHITE_WINS_BY_FORFEIT;
            case FORFEIT_LOSS -> BoardResult.BLACK_WINS_BY_FORFEIT;
            default -> throw new IllegalStateException("not a game result: " + white);
        };
    }
}
