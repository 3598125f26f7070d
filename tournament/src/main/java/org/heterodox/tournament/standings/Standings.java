package org.heterodox.tournament.standings;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.heterodox.tournament.Entrant;
import org.heterodox.tournament.Outcome;
import org.heterodox.tournament.RoundResult;

/**
 * Standings with FIDE's tie-breaks (Tie-Break Regulations, C.07, as in force from February 2026):
 * players are ranked by points, then by each tie-break in the organiser's order; players equal on
 * all of them share a rank.
 *
 * <p>Unplayed rounds (Article 16). A voluntarily unplayed round (VUR) is one the player did not play
 * and did not win: a forfeit loss, a half- or zero-point bye, an absence. For the scores that count in
 * other players' Buchholz, a player's VURs after their last round that was not a VUR (a withdrawal)
 * count as draws. In a Swiss, a round the player did not play counts in their own Buchholz as an
 * opponent with the player's own score, but no more than the opponent's score (forfeits) or than half
 * the rounds (byes). In a round robin a forfeited game counts as played and a free round not at all.
 * Buchholz Cut-1 drops a VUR first, else the lowest value. Sonneborn-Berger multiplies each
 * round's Buchholz value by the points the player scored in it.
 *
 * <p>Values are kept exact: scores in half points, Sonneborn-Berger in quarter points.
 */
public final class Standings {
    private final List<Entrant> entrants;
    private final int rounds;
    private final boolean roundRobin;
    private final Map<Integer, Entrant> byNumber = new HashMap<>();
    private final Map<Integer, Integer> score = new HashMap<>();
    private final Map<Integer, Integer> adjusted = new HashMap<>();

    private Standings(List<Entrant> entrants, int rounds, boolean roundRobin) {
        this.entrants = entrants;
        this.rounds = rounds;
        this.roundRobin = roundRobin;
        for (Entrant e : entrants) {
            if (e.results().size() < rounds) {
                throw new IllegalArgumentException("entrant " + e.number() + " has " + e.results().size()
                        + " results, fewer than the " + rounds + " rounds counted");
            }
            byNumber.put(e.number(), e);
        }
        for (Entrant e : entrants) {
            score.put(e.number(), scoreOf(e));
            adjusted.put(e.number(), adjustedScoreOf(e));
        }
    }

    /**
     * The standings after {@code rounds} rounds, best first.
     *
     * @param roundRobin whether the tournament is a round robin (Article 16's round-robin rules)
     */
    public static List<StandingRow> compute(List<Entrant> entrants, int rounds, List<TieBreak> order,
                                            boolean roundRobin) {
        return new Standings(entrants, rounds, roundRobin).rank(order);
    }

    private List<StandingRow> rank(List<TieBreak> order) {
        Map<Integer, List<Double>> values = new HashMap<>();
        for (Entrant e : entrants) {
            values.put(e.number(), new ArrayList<>());
        }
        List<Entrant> sorted = new ArrayList<>(entrants);
        sorted.sort(Comparator.comparingInt((Entrant e) -> score.get(e.number())).reversed()
                .thenComparingInt(Entrant::number));
        List<List<Entrant>> groups = split(sorted, e -> (double) score.get(e.number()));
        for (TieBreak tieBreak : order) {
            List<List<Entrant>> refined = new ArrayList<>();
            Map<Integer, Double> shown = new HashMap<>();
            for (List<Entrant> group : groups) {
                if (tieBreak == TieBreak.DIRECT_ENCOUNTER) {
                    refined.addAll(directEncounter(group, shown));
                } else {
                    for (Entrant e : group) {
                        shown.put(e.number(), value(tieBreak, e));
                    }
                    if (group.size() == 1) {
                        refined.add(group);
                    } else {
                        List<Entrant> byValue = new ArrayList<>(group);
                        byValue.sort(Comparator.comparingDouble((Entrant e) -> shown.get(e.number())).reversed()
                                .thenComparingInt(Entrant::number));
                        refined.addAll(split(byValue, e -> shown.get(e.number())));
                    }
                }
            }
            for (Entrant e : entrants) {
                values.get(e.number()).add(shown.containsKey(e.number()) ? shown.get(e.number())
                        : tieBreak == TieBreak.DIRECT_ENCOUNTER ? 0.0 : value(tieBreak, e));
            }
            groups = refined;
        }
        List<StandingRow> rows = new ArrayList<>();
        int position = 0;
        for (List<Entrant> group : groups) {
            int rank = position + 1;
            for (Entrant e : group) {
                rows.add(new StandingRow(rank, e.number(), score.get(e.number()), values.get(e.number()),
                        playedOf(e), winsOf(e)));
                position++;
            }
        }
        return rows;
    }

    /** The value of a numeric tie-break, in points. */
    double value(TieBreak tieBreak, Entrant e) {
        return switch (tieBreak) {
            case BUCHHOLZ -> sum(buchholzEntries(e)) / 2.0;
            case BUCHHOLZ_CUT1 -> cut1(buchholzEntries(e)) / 2.0;
            case SONNEBORN_BERGER -> sonnebornBerger(e) / 4.0;
            case WINS -> winsOf(e);
            case DIRECT_ENCOUNTER -> throw new IllegalArgumentException("direct encounter ranks groups");
        };
    }

    /** One round's Buchholz value (half points) and whether it was a voluntarily unplayed round. */
    private record Entry(int value, int ownHalfPoints, boolean vur) {
    }

    private List<Entry> buchholzEntries(Entrant e) {
        List<Entry> entries = new ArrayList<>();
        int own = score.get(e.number());
        for (int r = 0; r < rounds; r++) {
            RoundResult result = e.results().get(r);
            Outcome outcome = result.outcome();
            boolean played = outcome.played() || (roundRobin && result.paired());
            if (played) {
                entries.add(new Entry(adjusted.get(result.opponent()), outcome.halfPoints(), false));
            } else if (!roundRobin) {
                int cap = result.paired() ? adjusted.get(result.opponent()) : rounds;
                entries.add(new Entry(Math.min(own, cap), outcome.halfPoints(), vur(outcome)));
            }
        }
        return entries;
    }

    private static int sum(List<Entry> entries) {
        int total = 0;
        for (Entry entry : entries) {
            total += entry.value();
        }
        return total;
    }

    private static int cut1(List<Entry> entries) {
        if (entries.isEmpty()) {
            return 0;
        }
        Entry cut = null;
        for (Entry entry : entries) {
            if (entry.vur() && (cut == null || entry.value() < cut.value())) {
                cut = entry;
            }
        }
        if (cut == null) {
            for (Entry entry : entries) {
                if (cut == null || entry.value() < cut.value()) {
                    cut = entry;
                }
            }
        }
        return sum(entries) - cut.value();
    }

    private int sonnebornBerger(Entrant e) {
        int total = 0;
        for (Entry entry : buchholzEntries(e)) {
            total += entry.value() * entry.ownHalfPoints();
        }
        return total;
    }

    /**
     * Direct encounter on one tied group: by the points scored in games between its members, when all
     * have met; otherwise a player goes ahead only with more points than any other could still have.
     * Groups still tied are ranked again among themselves.
     */
    private List<List<Entrant>> directEncounter(List<Entrant> group, Map<Integer, Double> shown) {
        if (group.size() == 1) {
            shown.putIfAbsent(group.get(0).number(), 0.0);
            return List.of(group);
        }
        Map<Integer, Integer> points = new HashMap<>();
        Map<Integer, Integer> most = new HashMap<>();
        boolean allMet = true;
        for (Entrant e : group) {
            int sum = 0;
            java.util.Set<Integer> met = new java.util.HashSet<>();
            for (int r = 0; r < rounds; r++) {
                RoundResult result = e.results().get(r);
                boolean played = result.outcome().played() || (roundRobin && result.paired());
                if (played && group.stream().anyMatch(o -> o.number() == result.opponent())) {
                    sum += result.outcome().halfPoints();
                    met.add(result.opponent());
                }
            }
            points.put(e.number(), sum);
            int missing = group.size() - 1 - met.size();
            most.put(e.number(), sum + 2 * missing);
            allMet &= missing == 0;
            shown.putIfAbsent(e.number(), sum / 2.0);
        }
        List<Entrant> ordered = new ArrayList<>(group);
        ordered.sort(Comparator.comparingInt((Entrant e) -> points.get(e.number())).reversed()
                .thenComparing(Comparator.comparingInt((Entrant e) -> most.get(e.number())).reversed())
                .thenComparingInt(Entrant::number));
        List<List<Entrant>> parts = new ArrayList<>();
        if (allMet) {
            parts.addAll(split(ordered, e -> (double) points.get(e.number())));
        } else {
            int i = 0;
            while (i < ordered.size()) {
                int best = points.get(ordered.get(i).number());
                int othersMost = Integer.MIN_VALUE;
                for (int j = i + 1; j < ordered.size(); j++) {
                    othersMost = Math.max(othersMost, most.get(ordered.get(j).number()));
                }
                if (i + 1 < ordered.size() && best > othersMost) {
                    parts.add(List.of(ordered.get(i)));
                    i++;
                } else {
                    parts.add(new ArrayList<>(ordered.subList(i, ordered.size())));
                    break;
                }
            }
        }
        List<List<Entrant>> result = new ArrayList<>();
        for (List<Entrant> part : parts) {
            if (part.size() > 1 && part.size() < group.size()) {
                result.addAll(directEncounter(part, new HashMap<>())); // again among those still tied
            } else {
                result.add(part);
            }
        }
        return result;
    }

    private int scoreOf(Entrant e) {
        int total = 0;
        for (int r = 0; r < rounds; r++) {
            total += e.results().get(r).outcome().halfPoints();
        }
        return total;
    }

    /** The score that counts in the opponents' Buchholz: VURs after the last round that was not one count as draws. */
    private int adjustedScoreOf(Entrant e) {
        int last = 0;
        for (int r = 0; r < rounds; r++) {
            if (!vur(e.results().get(r).outcome())) {
                last = r + 1;
            }
        }
        int total = 0;
        for (int r = 0; r < rounds; r++) {
            RoundResult result = e.results().get(r);
            if (r + 1 <= last || result.paired()) {
                total += result.outcome().halfPoints();
            } else {
                total += roundRobin ? 0 : 1;
            }
        }
        return total;
    }

    /** A voluntarily unplayed round: not played, and not won. */
    static boolean vur(Outcome outcome) {
        return !outcome.played() && outcome.halfPoints() < 2;
    }

    private int playedOf(Entrant e) {
        int count = 0;
        for (int r = 0; r < rounds; r++) {
            count += e.results().get(r).outcome().played() ? 1 : 0;
        }
        return count;
    }

    private int winsOf(Entrant e) {
        int count = 0;
        for (int r = 0; r < rounds; r++) {
            count += e.results().get(r).outcome().halfPoints() == 2 ? 1 : 0;
        }
        return count;
    }

    private static List<List<Entrant>> split(List<Entrant> sorted, java.util.function.Function<Entrant, Double> key) {
        List<List<Entrant>> groups = new ArrayList<>();
        List<Entrant> current = new ArrayList<>();
        Double previous = null;
        for (Entrant e : sorted) {
            double k = key.apply(e);
            if (previous != null && k != previous) {
                groups.add(current);
                current = new ArrayList<>();
            }
            current.add(e);
            previous = k;
        }
        if (!current.isEmpty()) {
            groups.add(current);
        }
        return groups;
    }
}
