package org.heterodox.tournament.trf;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.heterodox.tournament.pairing.AbsoluteCriteria;
import org.heterodox.tournament.pairing.DutchPairer;
import org.heterodox.tournament.pairing.Pairing;
import org.heterodox.tournament.pairing.PairingException;
import org.heterodox.tournament.pairing.RoundPairings;
import org.heterodox.tournament.pairing.SwissRound;
import org.heterodox.tournament.pairing.Violation;

/**
 * An arbiter's check of a Swiss tournament report: every round is paired again by the Dutch system from the
 * results before it, compared with the report's pairing (the same games with the same colours, and the same
 * bye), and both pairings are checked against the absolute criteria.
 */
public final class ReportCheck {
    private ReportCheck() {
    }

    /** One round: the report's pairing, ours (null when the round cannot be paired, with the reason) and what breaks. */
    public record Round(int number, RoundPairings report, RoundPairings ours, String oursError,
                        List<Violation> reportViolations, List<Violation> ourViolations) {
        public Round {
            reportViolations = List.copyOf(reportViolations);
            ourViolations = List.copyOf(ourViolations);
        }

        /** Whether we pair the round exactly as the report does. */
        public boolean agrees() {
            return ours != null && games(ours).equals(games(report)) && ours.byeEntrant() == report.byeEntrant();
        }
    }

    /** Checks every round with results; {@code plannedRounds} is the tournament's number of rounds. */
    public static List<Round> check(TrfTournament report, int plannedRounds) {
        List<Round> rounds = new ArrayList<>();
        for (int round = 1; round <= report.roundsWithResults(); round++) {
            rounds.add(checkRound(report, round, plannedRounds));
        }
        return rounds;
    }

    /** Checks one round of the report. */
    public static Round checkRound(TrfTournament report, int round, int plannedRounds) {
        SwissRound input = TrfRounds.before(report, round, plannedRounds);
        RoundPairings theirs = TrfRounds.pairings(report, round);
        RoundPairings ours = null;
        String error = null;
        try {
            ours = DutchPairer.pair(input);
        } catch (PairingException e) {
            error = e.getMessage();
        }
        return new Round(round, theirs, ours, error, AbsoluteCriteria.violations(input, theirs),
                ours == null ? List.of() : AbsoluteCriteria.violations(input, ours));
    }

    /** The games as "white-black", sorted: the pairing without its board order. */
    public static Set<String> games(RoundPairings pairings) {
        Set<String> games = new TreeSet<>();
        for (Pairing p : pairings.boards()) {
            games.add(p.white() + "-" + p.black());
        }
        return games;
    }
}
