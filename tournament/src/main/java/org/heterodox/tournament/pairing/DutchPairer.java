package org.heterodox.tournament.pairing;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import org.heterodox.tournament.Colour;
import org.heterodox.tournament.Entrant;

/**
 * The FIDE Dutch system (C.04.3) for one round. Score groups are paired from the top; a bracket is
 * its score group plus the players moved down to it. In a bracket, S1 (its first half, or its moved-
 * down players) meets S2 in the order the rules generate candidates (S2's transpositions, then
 * exchanges between S1 and S2), and the first candidate with the best quality is kept:
 * <ol>
 * <li>absolute criteria: no second meeting, no forbidden pair, no two non-topscorers with the same
 * absolute colour preference, at most one pairing-allocated bye per player (nor one after a win
 * without playing);</li>
 * <li>completion: the players left after the bracket can still all be paired;</li>
 * <li>quality, in order: most pairs in the bracket, smallest score differences, fewest colour
 * preferences unmet, fewest strong preferences unmet, fewest repeated down- and upfloats (last round,
 * then the round before).</li>
 * </ol>
 * Colours follow C.04.3 E; boards are ordered by the better score in each pair, then the sum of
 * scores, then the better pairing number. This is a reading of the rules, measured against
 * bbpPairings (docs/tournaments.md gives the agreement and where they still differ).
 */
public final class DutchPairer {
    /** How many candidates one bracket may weigh before it keeps the best seen. */
    static final int CANDIDATE_BUDGET = 200_000;

    private final SwissRound round;
    private final Map<Integer, SwissPlayer> players = new HashMap<>();
    private final boolean lastRound;
    private final int roundsPlayed;
    private final Map<State, Boolean> completionMemo = new HashMap<>();
    private final Map<BitSet, int[]> lookAheads = new HashMap<>();
    /** The score the bye's receiver must have (null: any, while that score is being found). */
    private Integer byeScore;
    private final List<Integer> order = new ArrayList<>();
    private final Map<Integer, Integer> rank = new HashMap<>();

    private DutchPairer(SwissRound round) {
        this.round = round;
        Map<Integer, Entrant> all = new HashMap<>();
        for (Entrant e : round.entrants()) {
            all.put(e.number(), e);
        }
        for (Entrant e : round.entrants()) {
            if (!round.absent().contains(e.number())) {
                players.put(e.number(), new SwissPlayer(e, all));
            }
        }
        this.roundsPlayed = round.round() - 1;
        this.lastRound = round.round() >= round.plannedRounds();
        this.psdSlots = 2 * roundsPlayed + 4; // scores differ by at most a point a round, plus a float's point
        this.lookAheadIndex = psdSlots;
        this.byeIndex = 2 * psdSlots + 1;
        this.colourIndex = byeIndex + 1;
        this.strongColourIndex = byeIndex + 2;
        this.floatIndex = byeIndex + 3;
        this.qualitySize = byeIndex + 7;
        order.addAll(players.keySet());
        order.sort(Comparator.comparingInt((Integer n) -> -players.get(n).score).thenComparingInt(n -> n));
        for (int i = 0; i < order.size(); i++) {
            rank.put(order.get(i), i);
        }
    }

    public static RoundPairings pair(SwissRound round) {
        for (Entrant e : round.entrants()) {
            if (e.results().size() != round.round() - 1) {
                throw new PairingException("entrant " + e.number() + " has " + e.results().size()
                        + " rounds; every entrant needs " + (round.round() - 1));
            }
        }
        return new DutchPairer(round).pair();
    }

    private RoundPairings pair() {
        if (order.isEmpty()) {
            return new RoundPairings(List.of(), 0);
        }
        if (!canComplete(new ArrayList<>(order))) {
            throw new PairingException("no pairing of round " + round.round()
                    + " avoids rematches, forbidden pairs and colour conflicts");
        }
        if (order.size() % 2 == 1) {
            // The pairing-allocated bye goes to a player of the lowest score it can go to (C.04.3, 2025):
            // from here on, completion means completion with such a bye.
            List<Integer> scores = order.stream().map(this::score).distinct().sorted().toList();
            for (int s : scores) {
                byeScore = s;
                completionMemo.clear();
                if (canComplete(new ArrayList<>(order))) {
                    break;
                }
            }
            completionMemo.clear();
        }
        List<int[]> pairs = new ArrayList<>();
        List<Integer> moved = new ArrayList<>();
        List<List<Integer>> groups = scoreGroups();
        int bye = 0;
        for (int g = 0; g < groups.size(); g++) {
            List<Integer> bracket = new ArrayList<>(moved);
            bracket.addAll(groups.get(g));
            List<Integer> lower = new ArrayList<>();
            for (int h = g + 1; h < groups.size(); h++) {
                lower.addAll(groups.get(h));
            }
            List<Integer> next = g + 1 < groups.size() ? groups.get(g + 1) : List.of();
            Candidate best = pairBracket(bracket, moved.size(), lower, next);
            pairs.addAll(best.pairs);
            moved = best.unpaired;
        }
        if (moved.size() == 1) {
            bye = moved.get(0);
        } else if (!moved.isEmpty()) {
            throw new PairingException("round " + round.round() + " could not be completed");
        }
        List<Pairing> boards = new ArrayList<>();
        for (int[] p : pairs) {
            boards.add(colours(p[0], p[1]));
        }
        boards.sort(Comparator.comparingInt((Pairing p) -> -Math.max(score(p.white()), score(p.black())))
                .thenComparingInt(p -> -(score(p.white()) + score(p.black())))
                .thenComparingInt(p -> Math.min(rank.get(p.white()), rank.get(p.black()))));
        return new RoundPairings(boards, bye);
    }

    private int score(int number) {
        return players.get(number).score;
    }

    private List<List<Integer>> scoreGroups() {
        List<List<Integer>> groups = new ArrayList<>();
        Integer current = null;
        for (int n : order) {
            int s = score(n);
            if (current == null || s != current) {
                groups.add(new ArrayList<>());
                current = s;
            }
            groups.get(groups.size() - 1).add(n);
        }
        return groups;
    }

    /** A bracket's pairing: its pairs (higher ranked first), who is left for the next bracket, and its quality. */
    private record Candidate(List<int[]> pairs, List<Integer> unpaired, int[] quality) {
    }

    private Candidate pairBracket(List<Integer> bracket, int movedDown, List<Integer> lower, List<Integer> next) {
        boolean last = lower.isEmpty();
        int most = bracket.size() / 2;
        for (int p = most; p >= 0; p--) {
            Search search = new Search(bracket, movedDown, lower, last, next, false);
            Candidate best = bestWith(search, p);
            if (best != null) {
                return best;
            }
        }
        throw new PairingException("round " + round.round() + ": a score group cannot be paired");
    }

    /**
     * C.7's look-ahead: for the players a candidate sends down, how the next bracket can do at best: the
     * pairs it must give up (fewer is better), then its smallest PSD. Remembered per set of floaters.
     */
    private int[] lookAhead(List<Integer> floaters, List<Integer> next, List<Integer> below) {
        BitSet key = new BitSet();
        for (int n : floaters) {
            key.set(rank.get(n));
        }
        int[] known = lookAheads.get(key);
        if (known != null) {
            return known;
        }
        List<Integer> bracket = new ArrayList<>(floaters);
        bracket.sort(Comparator.comparingInt(rank::get));
        bracket.addAll(next);
        int most = bracket.size() / 2;
        int[] result = new int[psdSlots + 1];
        result[0] = most + 1;
        for (int p = most; p >= 0; p--) {
            Search search = new Search(bracket, floaters.size(), below, below.isEmpty(), List.of(), true);
            Candidate best = bestWith(search, p);
            if (best != null) {
                result[0] = most - p;
                System.arraycopy(best.quality, 0, result, 1, psdSlots);
                break;
            }
        }
        lookAheads.put(key, result);
        return result;
    }

    /** The search of one bracket with a fixed number of pairs: the best candidate so far and what is left to try. */
    private final class Search {
        final List<Integer> bracket;
        final int movedDown;
        final List<Integer> lower;
        final boolean last;
        Candidate best;
        int budget;
        boolean done;

        final List<Integer> next;
        /** Only the PSD counts (the look-ahead's search of the next bracket). */
        final boolean psdOnly;

        Search(List<Integer> bracket, int movedDown, List<Integer> lower, boolean last, List<Integer> next,
               boolean psdOnly) {
            this.bracket = bracket;
            this.movedDown = movedDown;
            this.lower = lower;
            this.last = last;
            this.next = next;
            this.psdOnly = psdOnly;
            this.budget = psdOnly ? CANDIDATE_BUDGET / 10 : CANDIDATE_BUDGET;
        }

        int target = -1;

        /** Weighs one complete candidate (of exactly the pairs sought); stops the search at a perfect one. */
        void consider(List<int[]> pairs, List<Integer> unpaired) {
            if (--budget < 0) {
                done = best != null;
                return;
            }
            if (target >= 0 && pairs.size() != target) {
                return;
            }
            if (last && unpaired.size() > 1) {
                return;
            }
            List<Integer> rest = new ArrayList<>(unpaired);
            rest.addAll(lower);
            if (!canComplete(rest)) {
                return;
            }
            int[] quality = quality(pairs, unpaired, movedDown, bracket);
            if (psdOnly) {
                Arrays.fill(quality, psdSlots, quality.length, 0);
            } else if (!last && !next.isEmpty()) {
                List<Integer> below = new ArrayList<>(lower);
                below.removeAll(next);
                int[] ahead = lookAhead(unpaired, next, below);
                System.arraycopy(ahead, 0, quality, lookAheadIndex, ahead.length);
            }
            if (best == null || Arrays.compare(quality, best.quality) < 0) {
                List<Integer> sorted = new ArrayList<>(unpaired);
                sorted.sort(Comparator.comparingInt(rank::get));
                best = new Candidate(new ArrayList<>(pairs), sorted, quality);
                done = Arrays.stream(quality).allMatch(q -> q == 0);
            }
        }
    }

    /** The best candidate of the bracket with {@code p} pairs, or null when none is legal and completable. */
    private Candidate bestWith(Search search, int p) {
        List<Integer> bracket = search.bracket;
        int movedDown = search.movedDown;
        search.target = p;
        if (p == 0) {
            search.consider(List.of(), new ArrayList<>(bracket));
            return search.best;
        }
        int residents = bracket.size() - movedDown;
        // As many moved-down players as possible meet residents; if they cannot, fewer (the others pair among the rest).
        for (int m1 = Math.min(movedDown, Math.min(p, residents)); m1 >= 0; m1--) {
            if (m1 == 0) {
                homogeneous(search, new ArrayList<>(bracket), p, new ArrayList<>(), new int[qualitySize]);
            } else {
                heterogeneous(search, bracket, movedDown, m1, p);
            }
            if (search.best != null) {
                return search.best;
            }
        }
        return null;
    }

    /**
     * A heterogeneous bracket: {@code m1} of its {@code movedDown} moved-down players (S1; the highest
     * first, then the others in the rules' order of exchanges with the limbo) meet residents, then the
     * rest pairs itself.
     */
    private void heterogeneous(Search search, List<Integer> bracket, int movedDown, int m1, int p) {
        for (List<Integer> chosen : combinations(bracket.subList(0, movedDown), m1)) {
            if (search.done || search.budget < 0) {
                return;
            }
            // S2 is the residents; the limbo (moved-down players not in S1) floats on down.
            List<Integer> s2 = new ArrayList<>(bracket.subList(movedDown, bracket.size()));
            List<Integer> limbo = new ArrayList<>();
            for (int n : bracket.subList(0, movedDown)) {
                if (!chosen.contains(n)) {
                    limbo.add(n);
                }
            }
            assign(search, chosen, s2, 0, new boolean[s2.size()], new ArrayList<>(), new int[qualitySize],
                    (pairs, unpaired, partial) -> homogeneous(search, unpaired, p - m1, pairs, partial, limbo));
        }
    }

    /** The subsets of {@code items} of size {@code k}, in lexicographic order of their positions. */
    private static List<List<Integer>> combinations(List<Integer> items, int k) {
        List<List<Integer>> all = new ArrayList<>();
        int[] index = new int[k];
        for (int i = 0; i < k; i++) {
            index[i] = i;
        }
        while (true) {
            List<Integer> chosen = new ArrayList<>();
            for (int i : index) {
                chosen.add(items.get(i));
            }
            all.add(chosen);
            int i = k - 1;
            while (i >= 0 && index[i] == items.size() - k + i) {
                i--;
            }
            if (i < 0) {
                return all;
            }
            index[i]++;
            for (int j = i + 1; j < k; j++) {
                index[j] = index[j - 1] + 1;
            }
        }
    }

    /** Pairs {@code players} (in bracket order) into {@code pairs} games, S1 their first players, after {@code fixed}. */
    private void homogeneous(Search search, List<Integer> players, int pairs, List<int[]> fixed, int[] partial) {
        homogeneous(search, players, pairs, fixed, partial, List.of());
    }

    /** As above, with {@code limbo} (moved-down players left unpaired) floating down too. */
    private void homogeneous(Search search, List<Integer> players, int pairs, List<int[]> fixed, int[] partial,
                             List<Integer> limbo) {
        pairs = Math.min(pairs, players.size() / 2);
        if (pairs == 0) {
            List<Integer> unpaired = new ArrayList<>(limbo);
            unpaired.addAll(players);
            search.consider(fixed, unpaired);
            return;
        }
        for (List<Integer> arranged : exchanges(players, pairs)) {
            if (search.done || search.budget < 0) {
                return;
            }
            List<Integer> s1 = arranged.subList(0, pairs);
            List<Integer> s2 = new ArrayList<>(arranged.subList(pairs, arranged.size()));
            assign(search, s1, s2, 0, new boolean[s2.size()], new ArrayList<>(fixed), partial.clone(),
                    (all, unpaired, quality) -> {
                    List<Integer> down = new ArrayList<>(limbo);
                    down.addAll(unpaired);
                    search.consider(all, down);
                });
        }
    }

    /** What to do with a complete assignment of S1: the pairs so far, S2's players left over, the quality so far. */
    private interface Leaf {
        void reached(List<int[]> pairs, List<Integer> unpaired, int[] partial);
    }

    /**
     * Gives S1[i..] partners from S2 in the rules' order (S2's transpositions, in lexicographic order), depth
     * first, pruning every branch whose quality so far cannot beat the best candidate found.
     */
    private void assign(Search search, List<Integer> s1, List<Integer> s2, int i, boolean[] used, List<int[]> pairs,
                        int[] partial, Leaf leaf) {
        if (search.done || --search.budget < 0) {
            return;
        }
        if (search.best != null && Arrays.compare(partial, search.best.quality) >= 0) {
            return;
        }
        if (i == s1.size()) {
            List<Integer> unpaired = new ArrayList<>();
            for (int j = 0; j < s2.size(); j++) {
                if (!used[j]) {
                    unpaired.add(s2.get(j));
                }
            }
            leaf.reached(pairs, unpaired, partial);
            return;
        }
        int a = s1.get(i);
        for (int j = 0; j < s2.size(); j++) {
            if (used[j] || !compatible(a, s2.get(j))) {
                continue;
            }
            used[j] = true;
            int[] pair = {a, s2.get(j)};
            pairs.add(pair);
            int[] next = partial.clone();
            addPairQuality(next, pair);
            assign(search, s1, s2, i + 1, used, pairs, next, leaf);
            pairs.remove(pairs.size() - 1);
            used[j] = false;
            if (search.done) {
                return;
            }
        }
    }

    /**
     * The bracket arranged for each exchange, in the rules' order: as it is (S1 = its first players), then
     * single exchanges of an S1 player with an S2 player, the smallest difference of bracket numbers first.
     */
    private static List<List<Integer>> exchanges(List<Integer> bracket, int s1Size) {
        List<List<Integer>> all = new ArrayList<>();
        all.add(bracket);
        List<int[]> swaps = new ArrayList<>();
        for (int i = 0; i < s1Size; i++) {
            for (int j = s1Size; j < bracket.size(); j++) {
                swaps.add(new int[] {i, j});
            }
        }
        swaps.sort(Comparator.comparingInt((int[] s) -> s[1] - s[0]).thenComparingInt(s -> -s[0]));
        for (int[] s : swaps) {
            List<Integer> arranged = new ArrayList<>(bracket);
            int a = arranged.get(s[0]);
            arranged.remove(s[0]);
            int b = arranged.remove(s[1] - 1);
            List<Integer> s1 = new ArrayList<>(arranged.subList(0, s1Size - 1));
            List<Integer> s2 = new ArrayList<>(arranged.subList(s1Size - 1, arranged.size()));
            s1.add(b);
            s2.add(a);
            s1.sort(Comparator.comparingInt(bracket::indexOf));
            s2.sort(Comparator.comparingInt(bracket::indexOf));
            List<Integer> result = new ArrayList<>(s1);
            result.addAll(s2);
            all.add(result);
        }
        return all;
    }

    // Score differences counted (in half points) for the PSD: 0 .. psdSlots - 1; the other criteria after them.
    private final int psdSlots;
    private final int lookAheadIndex;
    private final int byeIndex;
    private final int colourIndex;
    private final int strongColourIndex;
    private final int floatIndex;
    private final int qualitySize;

    /**
     * The quality vector, smaller is better. First the pairing score difference (PSD, C.04.3 A.8): the
     * score differences of the pairs and, for each player floating down, their score less one point
     * under the bracket's score, compared largest first (kept as counts per difference, largest first,
     * which orders the same way); then the bye's receiver's unplayed rounds, colour preferences unmet,
     * strong ones unmet, repeated downfloats and upfloats of the last round, then of the round before.
     */
    private int[] quality(List<int[]> pairs, List<Integer> unpaired, int movedDown, List<Integer> bracket) {
        int[] quality = new int[qualitySize];
        for (int[] p : pairs) {
            addPairQuality(quality, p);
        }
        int bracketScore = Integer.MAX_VALUE;
        for (int n : bracket) {
            bracketScore = Math.min(bracketScore, score(n));
        }
        boolean bye = bracket.size() % 2 == 1 && unpaired.size() == 1 && isLastBracket(bracket);
        for (int n : unpaired) {
            SwissPlayer player = players.get(n);
            if (!bye) {
                addDifference(quality, player.score - (bracketScore - 2));
            }
            quality[floatIndex] += player.floatAgo(1) < 0 ? 1 : 0;
            quality[floatIndex + 2] += player.floatAgo(2) < 0 ? 1 : 0;
        }
        if (bye) {
            quality[byeIndex] += players.get(unpaired.get(0)).unplayed; // the bye to a player with fewer unplayed rounds
        }
        return quality;
    }

    private void addDifference(int[] quality, int difference) {
        quality[psdSlots - 1 - Math.max(0, Math.min(psdSlots - 1, difference))]++;
    }

    private void addPairQuality(int[] quality, int[] p) {
        SwissPlayer a = players.get(p[0]);
        SwissPlayer b = players.get(p[1]);
        addDifference(quality, Math.abs(a.score - b.score));
        if (a.preferred != null && a.preferred == b.preferred) {
            quality[colourIndex]++;
            if (a.strength.compareTo(SwissPlayer.Strength.STRONG) >= 0
                    && b.strength.compareTo(SwissPlayer.Strength.STRONG) >= 0) {
                quality[strongColourIndex]++;
            }
        }
        SwissPlayer higher = a.score >= b.score ? a : b;
        SwissPlayer lower = higher == a ? b : a;
        if (higher.score != lower.score) {
            quality[floatIndex] += higher.floatAgo(1) < 0 ? 1 : 0;
            quality[floatIndex + 1] += lower.floatAgo(1) > 0 ? 1 : 0;
            quality[floatIndex + 2] += higher.floatAgo(2) < 0 ? 1 : 0;
            quality[floatIndex + 3] += lower.floatAgo(2) > 0 ? 1 : 0;
        }
    }

    private boolean isLastBracket(List<Integer> bracket) {
        return bracket.contains(order.get(order.size() - 1));
    }

    private boolean compatible(int a, int b) {
        SwissPlayer pa = players.get(a);
        SwissPlayer pb = players.get(b);
        if (pa.opponents.contains(b)) {
            return false;
        }
        for (ForbiddenPair f : round.forbidden()) {
            if (f.forbids(a, b)) {
                return false;
            }
        }
        if (pa.strength == SwissPlayer.Strength.ABSOLUTE && pb.strength == SwissPlayer.Strength.ABSOLUTE
                && pa.preferred == pb.preferred && !(topscorer(pa) || topscorer(pb))) {
            return false;
        }
        return true;
    }

    /** In the last round, players with more than half the points possible may break the colour rules (A.7). */
    private boolean topscorer(SwissPlayer p) {
        return lastRound && p.score > roundsPlayed;
    }

    /**
     * Whether {@code rest} can all be paired, one of them taking the bye when they are odd (a player
     * allowed it, of the bye's score once that is known): a perfect matching of the compatibility
     * graph, with a stand-in bye vertex joined to those who may take it.
     */
    private boolean canComplete(List<Integer> rest) {
        BitSet set = new BitSet();
        for (int n : rest) {
            set.set(rank.get(n));
        }
        State key = new State(set, byeScore == null ? Integer.MIN_VALUE : byeScore);
        Boolean known = completionMemo.get(key);
        if (known != null) {
            return known;
        }
        List<Integer> players = new ArrayList<>(rest);
        boolean odd = players.size() % 2 == 1;
        int size = players.size() + (odd ? 1 : 0);
        boolean[][] edge = new boolean[size][size];
        for (int i = 0; i < players.size(); i++) {
            for (int j = i + 1; j < players.size(); j++) {
                if (compatible(players.get(i), players.get(j))) {
                    edge[i][j] = true;
                    edge[j][i] = true;
                }
            }
            SwissPlayer p = this.players.get(players.get(i));
            if (odd && p.byeAllowed && (byeScore == null || p.score == byeScore)) {
                edge[i][size - 1] = true;
                edge[size - 1][i] = true;
            }
        }
        boolean ok = MaximumMatching.size(edge) * 2 == size;
        completionMemo.put(key, ok);
        return ok;
    }

    private record State(BitSet left, int byeScore) {
    }

    /** Colours by C.04.3 E: both preferences, the stronger one, alternation from the last differing round, the higher ranked. */
    private Pairing colours(int a, int b) {
        SwissPlayer pa = players.get(a);
        SwissPlayer pb = players.get(b);
        boolean aHigher = rank.get(a) < rank.get(b);
        SwissPlayer high = aHigher ? pa : pb;
        SwissPlayer low = aHigher ? pb : pa;
        Colour highColour;
        if (high.preferred == null && low.preferred == null) {
            // E.5: the higher ranked gets the initial colour with an odd pairing number, else the other
            // (the pairing number among the players paired this round)
            highColour = rank.get(high.number) % 2 == 0 ? round.topSeedFirstColour()
                    : round.topSeedFirstColour().opposite();
        } else if (high.preferred != null && low.preferred != null && high.preferred != low.preferred) {
            highColour = high.preferred;
        } else if (high.preferred == null) {
            highColour = low.preferred.opposite();
        } else if (low.preferred == null) {
            highColour = high.preferred;
        } else if (high.strength != low.strength) {
            highColour = strongerFirst(high, low) ? high.preferred : low.preferred.opposite();
        } else {
            Colour alternated = alternation(high, low);
            highColour = alternated != null ? alternated : high.preferred;
        }
        return highColour == Colour.WHITE ? new Pairing(high.number, low.number) : new Pairing(low.number, high.number);
    }

    /** Whether {@code high}'s preference wins: the stronger one; between two absolute ones, the wider colour difference. */
    private static boolean strongerFirst(SwissPlayer high, SwissPlayer low) {
        if (high.strength == SwissPlayer.Strength.ABSOLUTE && low.strength == SwissPlayer.Strength.ABSOLUTE) {
            return Math.abs(high.colourDifference) >= Math.abs(low.colourDifference);
        }
        return high.strength.compareTo(low.strength) > 0;
    }

    /** E.3: going back from the last round, at the latest round where they had different colours, reverse them. */
    private static Colour alternation(SwissPlayer high, SwissPlayer low) {
        int i = high.colours.size() - 1;
        int j = low.colours.size() - 1;
        while (i >= 0 && j >= 0) {
            if (high.colours.get(i) != low.colours.get(j)) {
                return high.colours.get(i).opposite();
            }
            i--;
            j--;
        }
        return null;
    }

}
