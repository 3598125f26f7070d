package org.heterodox.tournament.trf;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.heterodox.tournament.Colour;
import org.heterodox.tournament.Entrant;
import org.heterodox.tournament.Outcome;
import org.heterodox.tournament.RoundResult;
import org.heterodox.tournament.pairing.Pairing;
import org.heterodox.tournament.pairing.RoundPairings;
import org.heterodox.tournament.pairing.SwissRound;

/** The rounds of a report as a pairing program sees them: what was known before a round, and how it was paired. */
public final class TrfRounds {
    private TrfRounds() {
    }

    /**
     * Round {@code round} as it stood before it was paired: every entrant's results before it, and the players
     * who sat it out without the pairing-allocated bye (a bye or absence written in the report) as absent.
     */
    public static SwissRound before(TrfTournament report, int round, int plannedRounds) {
        List<Entrant> before = new ArrayList<>();
        Set<Integer> absent = new HashSet<>();
        for (Entrant e : report.entrants()) {
            before.add(new Entrant(e.number(), e.name(), e.rating(), e.results().subList(0, round - 1)));
            RoundResult result = e.results().get(round - 1);
            if (!result.paired() && result.outcome() != Outcome.PAIRING_BYE) {
                absent.add(e.number());
            }
        }
        return new SwissRound(plannedRounds, before, absent, new HashSet<>(report.forbidden()), initialColour(report));
    }

    /** The next round to pair after the report's last one, with the byes the report announces for it as absences. */
    public static SwissRound next(TrfTournament report, int plannedRounds) {
        return new SwissRound(plannedRounds, report.entrants(), new HashSet<>(report.absentNextRound()),
                new HashSet<>(report.forbidden()), initialColour(report));
    }

    /** The pairing the report shows for {@code round}: its games (White first, in board order of the lines) and bye. */
    public static RoundPairings pairings(TrfTournament report, int round) {
        List<Pairing> games = new ArrayList<>();
        int bye = 0;
        for (Entrant e : report.entrants()) {
            RoundResult result = e.results().get(round - 1);
            if (result.paired() && result.colour() == Colour.WHITE) {
                games.add(new Pairing(e.number(), result.opponent()));
            } else if (result.outcome() == Outcome.PAIRING_BYE) {
                bye = e.number();
            }
        }
        return new RoundPairings(games, bye);
    }

    /**
     * The colour the top seed had (or would have had) in round 1: the XXC line, else inferred as pairing programs
     * do, from the first-ranked player paired in round 1 with a colour (its colour, reversed when its rank among
     * the players taking part is even), else White.
     */
    public static Colour initialColour(TrfTournament report) {
        if (report.initialColour() != null) {
            return report.initialColour();
        }
        List<Entrant> byNumber = new ArrayList<>(report.entrants());
        byNumber.sort(Comparator.comparingInt(Entrant::number));
        int rank = 0;
        for (Entrant e : byNumber) {
            if (e.results().isEmpty()) {
                continue;
            }
            RoundResult first = e.results().get(0);
            if (!first.paired() && first.outcome() != Outcome.PAIRING_BYE) {
                continue; // not taking part in round 1
            }
            if (first.paired()) {
                return rank % 2 == 0 ? first.colour() : first.colour().opposite();
            }
            rank++;
        }
        return Colour.WHITE;
    }
}
