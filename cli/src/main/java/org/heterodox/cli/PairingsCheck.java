package org.heterodox.cli;

import java.io.PrintWriter;
import java.util.List;
import org.heterodox.tournament.pairing.Pairing;
import org.heterodox.tournament.pairing.RoundPairings;
import org.heterodox.tournament.pairing.Violation;
import org.heterodox.tournament.trf.ReportCheck;
import org.heterodox.tournament.trf.TrfTournament;

/**
 * {@code heterodox pairings --check}: the report's rounds paired again by the Dutch system, printed as the rounds
 * that differ from ours and the rounds that break an absolute criterion, then a summary line.
 */
final class PairingsCheck {
    /** The exit status when a round differs or breaks a criterion. */
    static final int FOUND = 4;

    private final TrfTournament report;
    private final int plannedRounds;

    /** {@code rounds}: the tournament's rounds when the report has no XXR line (null: the rounds in the report). */
    PairingsCheck(TrfTournament report, Integer rounds) throws UserInputException {
        this.report = report;
        int played = report.roundsWithResults();
        if (played == 0) {
            throw new UserInputException("the report has no rounds with results to check");
        }
        int planned = report.plannedRounds() != null ? report.plannedRounds() : rounds != null ? rounds : played;
        if (planned < played) {
            throw new UserInputException("--rounds " + planned + " is fewer than the " + played
                    + " rounds in the report");
        }
        this.plannedRounds = planned;
    }

    /** Prints the check; returns the exit status. */
    int print(PrintWriter out) {
        List<ReportCheck.Round> rounds = ReportCheck.check(report, plannedRounds);
        String name = report.name().isBlank() ? "the report" : report.name();
        out.println("Check of " + name + ": " + rounds.size() + (rounds.size() == 1 ? " round" : " rounds")
                + " paired again by the FIDE Dutch system (C.04.3, 2025 rules)");
        int differing = 0;
        int reportBreaks = 0;
        int oursBreak = 0;
        for (ReportCheck.Round round : rounds) {
            String prefix = "round " + round.number() + ": ";
            if (!round.agrees()) {
                differing++;
                if (round.ours() == null) {
                    out.println(prefix + "we find no pairing (" + round.oursError() + ")");
                } else {
                    out.println(prefix + "the report's pairing differs from ours");
                    out.println("  report: " + describe(round.report()));
                    out.println("  ours:   " + describe(round.ours()));
                }
            }
            for (Violation v : round.reportViolations()) {
                out.println(prefix + "the report breaks an absolute criterion: " + v.description());
            }
            for (Violation v : round.ourViolations()) {
                out.println(prefix + "our pairing breaks an absolute criterion: " + v.description());
            }
            reportBreaks += round.reportViolations().isEmpty() ? 0 : 1;
            oursBreak += round.ourViolations().isEmpty() ? 0 : 1;
        }
        out.println(rounds.size() + (rounds.size() == 1 ? " round: " : " rounds: ") + (rounds.size() - differing)
                + " agree, " + differing + " differ; absolute criteria broken in " + count(reportBreaks)
                + " of the report, " + count(oursBreak) + " of ours");
        return differing + reportBreaks + oursBreak == 0 ? 0 : FOUND;
    }

    private static String count(int rounds) {
        return rounds == 0 ? "no round" : rounds == 1 ? "1 round" : rounds + " rounds";
    }

    /** The games White first, by the smaller number of each game (so that two pairings line up), then the bye. */
    private static String describe(RoundPairings pairings) {
        StringBuilder out = new StringBuilder();
        List<Pairing> games = new java.util.ArrayList<>(pairings.boards());
        games.sort(java.util.Comparator.comparingInt((Pairing p) -> Math.min(p.white(), p.black())));
        for (Pairing p : games) {
            out.append(out.length() == 0 ? "" : "  ").append(p.white()).append('-').append(p.black());
        }
        if (pairings.byeEntrant() > 0) {
            out.append(out.length() == 0 ? "" : "  ").append("bye ").append(pairings.byeEntrant());
        }
        return out.toString();
    }
}
