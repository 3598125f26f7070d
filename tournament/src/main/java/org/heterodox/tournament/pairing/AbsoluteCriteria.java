package org.heterodox.tournament.pairing;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.heterodox.tournament.Colour;
import org.heterodox.tournament.Entrant;
import org.heterodox.tournament.Outcome;
import org.heterodox.tournament.RoundResult;

/**
 * Checks a round's pairing, by whoever made it, against the absolute criteria of the Dutch system: no second
 * game between two players (a forfeit is not a game), no forbidden pair, the pairing-allocated bye at most once
 * and never after a point scored without playing, and colours that leave nobody with a colour difference beyond
 * 2 (or widen it further) or the same colour three times in a row, unless a topscorer of the last round plays
 * in that game. Colours count the games played, plus the colour the pairing gives in this round.
 */
public final class AbsoluteCriteria {
    private AbsoluteCriteria() {
    }

    public static List<Violation> violations(SwissRound round, RoundPairings pairings) {
        List<Violation> found = new ArrayList<>();
        Map<Integer, Entrant> entrants = new HashMap<>();
        for (Entrant e : round.entrants()) {
            entrants.put(e.number(), e);
        }
        int roundsPlayed = round.round() - 1;
        boolean lastRound = round.round() >= round.plannedRounds();
        Set<Integer> seen = new HashSet<>();
        for (Pairing p : pairings.boards()) {
            for (int number : new int[] {p.white(), p.black()}) {
                if (!entrants.containsKey(number)) {
                    found.add(new Violation(Violation.Kind.NOT_A_PAIRING, List.of(number),
                            "player " + number + " is not in the tournament"));
                } else if (round.absent().contains(number)) {
                    found.add(new Violation(Violation.Kind.NOT_A_PAIRING, List.of(number),
                            "player " + number + " is absent but paired"));
                }
                if (!seen.add(number)) {
                    found.add(new Violation(Violation.Kind.NOT_A_PAIRING, List.of(number),
                            "player " + number + " is paired twice"));
                }
            }
            Entrant white = entrants.get(p.white());
            Entrant black = entrants.get(p.black());
            if (white == null || black == null) {
                continue;
            }
            if (p.white() == p.black()) {
                continue;
            }
            if (metBefore(white, p.black())) {
                found.add(new Violation(Violation.Kind.REPEAT, List.of(p.white(), p.black()),
                        "players " + p.white() + " and " + p.black() + " meet a second time"));
            }
            for (ForbiddenPair f : round.forbidden()) {
                if (f.forbids(p.white(), p.black())) {
                    found.add(new Violation(Violation.Kind.FORBIDDEN, List.of(p.white(), p.black()),
                            "players " + p.white() + " and " + p.black() + " may not meet (a forbidden pair)"));
                }
            }
            boolean excepted = lastRound && (topscorer(white, roundsPlayed) || topscorer(black, roundsPlayed));
            if (!excepted) {
                colourViolations(white, Colour.WHITE, found);
                colourViolations(black, Colour.BLACK, found);
            }
        }
        int bye = pairings.byeEntrant();
        if (bye > 0) {
            if (!entrants.containsKey(bye) || round.absent().contains(bye)) {
                found.add(new Violation(Violation.Kind.NOT_A_PAIRING, List.of(bye),
                        "the bye goes to player " + bye + ", who is not taking part"));
            } else if (!seen.add(bye)) {
                found.add(new Violation(Violation.Kind.NOT_A_PAIRING, List.of(bye),
                        "player " + bye + " is paired and has the bye"));
            } else if (!byeAllowed(entrants.get(bye))) {
                found.add(new Violation(Violation.Kind.SECOND_BYE, List.of(bye), "player " + bye
                        + " gets the pairing-allocated bye after a bye or a point without playing"));
            }
        }
        List<Integer> leftOut = new ArrayList<>();
        for (Entrant e : round.entrants()) {
            if (!round.absent().contains(e.number()) && !seen.contains(e.number())) {
                leftOut.add(e.number());
            }
        }
        if (!leftOut.isEmpty()) {
            found.add(new Violation(Violation.Kind.NOT_A_PAIRING, leftOut,
                    (leftOut.size() == 1 ? "player " : "players ") + join(leftOut) + " left unpaired without the bye"));
        }
        return found;
    }

    private static boolean metBefore(Entrant player, int opponent) {
        for (RoundResult r : player.results()) {
            if (r.outcome().played() && r.opponent() == opponent) {
                return true;
            }
        }
        return false;
    }

    private static boolean byeAllowed(Entrant e) {
        for (RoundResult r : e.results()) {
            if (!r.outcome().played() && (r.outcome().halfPoints() == 2 || r.outcome() == Outcome.PAIRING_BYE)) {
                return false;
            }
        }
        return true;
    }

    /** More than half the points possible (with the last round to play). */
    private static boolean topscorer(Entrant e, int roundsPlayed) {
        return e.halfPoints() > roundsPlayed;
    }

    private static void colourViolations(Entrant player, Colour given, List<Violation> found) {
        List<Colour> colours = new ArrayList<>();
        for (RoundResult r : player.results()) {
            if (r.outcome().played()) {
                colours.add(r.colour());
            }
        }
        int before = 0;
        for (Colour c : colours) {
            before += c == Colour.WHITE ? 1 : -1;
        }
        colours.add(given);
        int difference = before + (given == Colour.WHITE ? 1 : -1);
        int n = colours.size();
        // beyond 2, and wider than before (a report may already have gone beyond)
        if (Math.abs(difference) > 2 && Math.abs(difference) > Math.abs(before)) {
            found.add(new Violation(Violation.Kind.COLOUR_DIFFERENCE, List.of(player.number()), "player "
                    + player.number() + " gets " + name(given) + " and a colour difference of "
                    + (difference > 0 ? "+" : "") + difference));
        }
        if (n >= 3 && colours.get(n - 2) == given && colours.get(n - 3) == given) {
            found.add(new Violation(Violation.Kind.THREE_IN_A_ROW, List.of(player.number()), "player "
                    + player.number() + " gets " + name(given) + " a third time in a row"));
        }
    }

    private static String name(Colour c) {
        return c == Colour.WHITE ? "White" : "Black";
    }

    private static String join(List<Integer> numbers) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < numbers.size(); i++) {
            out.append(i == 0 ? "" : i == numbers.size() - 1 ? " and " : ", ").append(numbers.get(i));
        }
        return out.toString();
    }
}
