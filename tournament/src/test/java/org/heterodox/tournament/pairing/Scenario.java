package org.heterodox.tournament.pairing;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeMap;
import org.heterodox.tournament.Colour;
import org.heterodox.tournament.Entrant;
import org.heterodox.tournament.Outcome;
import org.heterodox.tournament.RoundResult;
import org.heterodox.tournament.trf.TrfPlayer;
import org.heterodox.tournament.trf.TrfTournament;
import org.heterodox.tournament.trf.TrfWriter;

/**
 * A hand-made Swiss tournament for the rule tests: players by pairing number, and round by round the games
 * ("1-4 1": 1 White against 4, White won; "=" a draw, "0" Black won, "+" White won by forfeit, "-" Black won
 * by forfeit) and byes. {@link #trf()} writes it as a report, so each scenario can be paired by another program.
 */
final class Scenario {
    private final int players;
    private final int plannedRounds;
    private final List<List<RoundResult>> results = new ArrayList<>();
    private final Set<Integer> absent = new HashSet<>();
    private final Set<ForbiddenPair> forbidden = new HashSet<>();
    private Colour initial = Colour.WHITE;

    Scenario(int players, int plannedRounds) {
        this.players = players;
        this.plannedRounds = plannedRounds;
        for (int i = 0; i < players; i++) {
            results.add(new ArrayList<>());
        }
    }

    /** The next round: games as "W-B R" and byes as "N U" (pairing-allocated), "N H", "N F", "N Z"; unlisted players are absent. */
    Scenario round(String... entries) {
        int round = results.get(0).size();
        TreeMap<Integer, RoundResult> got = new TreeMap<>();
        for (String entry : entries) {
            String[] parts = entry.trim().split("\\s+");
            if (parts[0].contains("-")) {
                String[] pair = parts[0].split("-");
                int white = Integer.parseInt(pair[0]);
                int black = Integer.parseInt(pair[1]);
                Outcome outcome = switch (parts[1]) {
                    case "1" -> Outcome.WIN;
                    case "=" -> Outcome.DRAW;
                    case "0" -> Outcome.LOSS;
                    case "+" -> Outcome.FORFEIT_WIN;
                    case "-" -> Outcome.FORFEIT_LOSS;
                    default -> throw new IllegalArgumentException(entry);
                };
                got.put(white, new RoundResult(black, Colour.WHITE, outcome));
                got.put(black, new RoundResult(white, Colour.BLACK, outcome.mirrored()));
            } else {
                Outcome outcome = switch (parts[1]) {
                    case "U" -> Outcome.PAIRING_BYE;
                    case "H" -> Outcome.HALF_POINT_BYE;
                    case "F" -> Outcome.FULL_POINT_BYE;
                    case "Z" -> Outcome.ZERO_POINT_BYE;
                    default -> throw new IllegalArgumentException(entry);
                };
                got.put(Integer.parseInt(parts[0]), RoundResult.without(outcome));
            }
        }
        for (int p = 1; p <= players; p++) {
            results.get(p - 1).add(got.getOrDefault(p, RoundResult.without(Outcome.ZERO_POINT_BYE)));
        }
        if (results.get(0).size() != round + 1) {
            throw new IllegalStateException("round " + (round + 1));
        }
        return this;
    }

    /** Players who sit out the round to pair (a bye written in advance). */
    Scenario absent(int... numbers) {
        for (int number : numbers) {
            absent.add(number);
        }
        return this;
    }

    Scenario forbid(int a, int b) {
        forbidden.add(new ForbiddenPair(a, b));
        return this;
    }

    Scenario initialColour(Colour colour) {
        this.initial = colour;
        return this;
    }

    List<Entrant> entrants() {
        List<Entrant> entrants = new ArrayList<>();
        for (int p = 1; p <= players; p++) {
            entrants.add(new Entrant(p, "Player " + p, 2700 - 10 * p, results.get(p - 1)));
        }
        return entrants;
    }

    SwissRound next() {
        return new SwissRound(plannedRounds, entrants(), absent, forbidden, initial);
    }

    RoundPairings pair() {
        return DutchPairer.pair(next());
    }

    /** The scenario as a TRF16 report (with XXR, XXC and XXP), the next round's absences written as byes. */
    String trf() {
        List<TrfPlayer> lines = new ArrayList<>();
        for (Entrant e : entrants()) {
            lines.add(new TrfPlayer(e, "", "", "", "", "", null, 0));
        }
        String text = TrfWriter.write(new TrfTournament(List.of(new TrfTournament.Header("012", "Scenario")),
                plannedRounds, initial, new ArrayList<>(forbidden), lines));
        if (absent.isEmpty()) {
            return text;
        }
        StringBuilder out = new StringBuilder();
        for (String line : text.split("\n")) {
            out.append(line);
            if (line.startsWith("001") && absent.contains(Integer.parseInt(line.substring(4, 8).trim()))) {
                int roundColumn = 91 + 10 * results.get(0).size();
                out.append(" ".repeat(Math.max(0, roundColumn - line.length()))).append("0000 - Z");
            }
            out.append('\n');
        }
        return out.toString();
    }
}
