package org.heterodox.tournament.pairing;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * One round of the Dutch system as a sequence of maximum weight matchings over all the players still to be
 * paired (the formulation of bbpPairings). The matching always pairs everybody who can be paired (so every
 * decision keeps the rest of the round pairable: the completion criterion); the {@link DutchWeights} make
 * it prefer, bracket by bracket from the top, what the quality criteria prefer. Where the criteria leave
 * several pairings equally good, the rules' order of candidates decides, fixed one player at a time with
 * small bonuses in the weights' low bits:
 * <ol>
 * <li>which moved-down players are paired in the bracket: the highest ones;</li>
 * <li>their opponents: each the highest resident that keeps the pairing optimal;</li>
 * <li>in the remainder, the fewest exchanges between S1 and S2, with the smallest differences of the
 * exchanged players' numbers: the lowest S1 players leave S1 first, the highest S2 players enter it;</li>
 * <li>then each S1 player, from the top, meets the highest S2 player that keeps the pairing optimal
 * (S2's transpositions in order).</li>
 * </ol>
 * Positions ("vertices") are places in the score order: 0 is the top player.
 */
final class DutchMatching {
    private final List<SwissPlayer> sorted;
    private final DutchWeights weights;
    private final WeightedMatching matching;
    private final int n;
    /** The matching as of the last solve, -1 unmatched (the procedure reads it while it changes weights). */
    private final int[] stable;
    private final boolean[] fixed;
    private final int[] partner;
    private final long[] decided;
    private final long[] none;

    DutchMatching(List<SwissPlayer> sorted, DutchWeights weights) {
        this.sorted = sorted;
        this.weights = weights;
        this.n = sorted.size();
        this.matching = new WeightedMatching(n, weights.weightBits());
        this.stable = new int[n];
        this.fixed = new boolean[n];
        this.partner = new int[n];
        Arrays.fill(partner, -1);
        this.decided = weights.decided();
        this.none = weights.zero();
    }

    private void solve() {
        matching.solve();
        for (int v = 0; v < n; v++) {
            stable[v] = matching.mate(v);
        }
    }

    /** The partner of v in the last solution, v itself when unmatched. */
    private int mateOrSelf(int v) {
        return stable[v] < 0 ? v : stable[v];
    }

    private int score(int v) {
        return sorted.get(v).score;
    }

    /** Pairs the round: each position's partner, -1 for the player given the bye. */
    int[] pair(int round) {
        if (n == 0) {
            return partner;
        }
        findByeScore(round);
        List<Integer> bracket = new ArrayList<>();
        int nextGroup = 0;
        int topScore = score(0);
        while (nextGroup < n && score(nextGroup) >= topScore) {
            bracket.add(nextGroup++);
        }
        int movedDown = 0;
        int groupStart = 0;
        while (bracket.size() > 1 || nextGroup < n) {
            int residentsEnd = bracket.size();
            int nextStart = groupStart + (residentsEnd - movedDown);
            int nextGroupFirst = nextGroup;
            while (nextGroup < n && score(nextGroup) >= score(nextGroupFirst)) {
                bracket.add(nextGroup++);
            }
            int pairedBefore = countPaired();
            Bracket b = new Bracket(bracket, movedDown, residentsEnd, groupStart, nextStart);
            b.pair();
            // the players left unpaired move down; the next score group joins them
            List<Integer> next = new ArrayList<>();
            int nextMovedDown = 0;
            boolean single = n % 2 == 1 && nextGroupFirst < n && weights.byeScore >= score(nextGroupFirst);
            for (int k = 0; k < bracket.size(); k++) {
                int v = bracket.get(k);
                if (k < residentsEnd && fixed[v]) {
                    partner[v] = stable[v];
                    partner[stable[v]] = v;
                } else {
                    next.add(v);
                    if (k < residentsEnd) {
                        nextMovedDown++;
                    }
                    if (single && score(mateOrSelf(v)) < score(nextGroupFirst)) {
                        single = false;
                    }
                }
            }
            weights.singleDownfloaterTakesBye = single;
            if (nextGroupFirst >= n && countPaired() == pairedBefore) {
                throw new IllegalStateException("round " + round + ": the last bracket made no pairs");
            }
            bracket = next;
            movedDown = nextMovedDown;
            groupStart = nextStart;
        }
        return partner;
    }

    private int countPaired() {
        int count = 0;
        for (int p : partner) {
            count += p >= 0 ? 1 : 0;
        }
        return count;
    }

    /**
     * The first matching: is the round pairable at all (every player paired, or all but one allowed the bye)?
     * In an odd round it also finds the lowest score the bye can go to, and whether the bye goes to a player of
     * the top score group (then the criterion of the bye's unplayed rounds acts in the first bracket).
     */
    private void findByeScore(int round) {
        boolean odd = n % 2 == 1;
        for (int lower = 0; lower < n; lower++) {
            for (int higher = 0; higher < lower; higher++) {
                matching.setWeight(lower, higher, odd ? weights.byeSearch(higher, lower)
                        : weights.game(higher, lower, false, false));
            }
        }
        solve();
        int unmatched = -1;
        for (int v = 0; v < n; v++) {
            if (stable[v] < 0) {
                if (unmatched >= 0 || !sorted.get(v).byeAllowed) {
                    throw new PairingException("round " + round + " cannot be paired: no pairing avoids second "
                            + "games, forbidden pairs and two non-topscorers with the same absolute colour preference"
                            + (odd ? " while giving the bye to a player allowed it" : ""));
                }
                unmatched = v;
            }
        }
        if (!odd) {
            return;
        }
        int byeScore = score(unmatched);
        int topScore = score(0);
        boolean single = false;
        if (byeScore >= topScore) {
            single = true;
            for (int v = 0; v < n && score(v) >= topScore; v++) {
                if (score(mateOrSelf(v)) < topScore) {
                    single = false;
                    break;
                }
            }
        }
        List<Integer> played = new ArrayList<>();
        for (SwissPlayer p : sorted) {
            if (p.score == byeScore) {
                played.add(p.playedGames);
            }
        }
        played.sort((a, b) -> Integer.compare(b, a));
        weights.byeScore = byeScore;
        weights.singleDownfloaterTakesBye = single;
        weights.rankPlayedGames(played);
        for (int lower = 0; lower < n; lower++) {
            for (int higher = 0; higher < lower; higher++) {
                matching.setWeight(lower, higher, weights.game(higher, lower, false, false));
            }
        }
    }

    /** Keeps v and w paired from now on. */
    private void fix(int v, int w) {
        for (int u = 0; u < n; u++) {
            if (u != v) {
                matching.setWeight(v, u, u == w ? decided : none);
            }
            if (u != w) {
                matching.setWeight(w, u, u == v ? decided : none);
            }
        }
    }

    private static long[] plus(long[] w, long amount) {
        long[] result = w.clone();
        if (amount >= 0) {
            Wide.addAt(result, 0, result.length, 0, amount);
        } else {
            Wide.subtractAt(result, 0, result.length, 0, -amount);
        }
        return result;
    }

    private static boolean isZero(long[] w) {
        return Wide.isZero(w, 0, w.length);
    }

    /**
     * A pairing bracket: its moved-down players (local places 0..movedDown-1), its residents (up to
     * residentsEnd), then the next score group, whose games count for the look-ahead.
     */
    private final class Bracket {
        final List<Integer> players;
        final int movedDown;
        final int residentsEnd;
        /** Positions of the residents: [groupStart, nextStart). */
        final int groupStart;
        final int nextStart;
        /** The base weight of a game, by local places [lower][higher] (lower after higher). */
        final long[][][] base;

        Bracket(List<Integer> players, int movedDown, int residentsEnd, int groupStart, int nextStart) {
            this.players = players;
            this.movedDown = movedDown;
            this.residentsEnd = residentsEnd;
            this.groupStart = groupStart;
            this.nextStart = nextStart;
            this.base = new long[players.size()][][];
        }

        private int at(int local) {
            return players.get(local);
        }

        /** Whether position v's partner in the last solution is a resident of this bracket. */
        private boolean pairedWithResident(int v) {
            int m = stable[v];
            return m >= groupStart && m < nextStart;
        }

        /** Whether resident v is paired with a later resident (v is then in S1). */
        private boolean pairedForward(int v) {
            int m = mateOrSelf(v);
            return m > v && m < nextStart;
        }

        void pair() {
            for (int l = movedDown; l < players.size(); l++) {
                base[l] = new long[l][];
                for (int h = 0; h < l; h++) {
                    base[l][h] = weights.game(at(h), at(l), l < residentsEnd, l >= residentsEnd);
                }
            }
            for (int l = movedDown; l < players.size(); l++) {
                for (int h = 0; h < l; h++) {
                    matching.setWeight(at(l), at(h), base[l][h]);
                }
            }
            solve();
            chooseMovedDownPlayers();
            chooseTheirOpponents();
            pairRemainder();
        }

        /** Of the moved-down players of each score, the highest that can be paired in the bracket are. */
        private void chooseMovedDownPlayers() {
            int currentScore = Integer.MIN_VALUE;
            int remaining = 0;
            int remainingPaired = 0;
            for (int i = 0; i < movedDown; i++) {
                int v = at(i);
                if (i == 0 || score(v) < currentScore) {
                    currentScore = score(v);
                    remaining = 0;
                    remainingPaired = 0;
                    for (int k = i; k < players.size() && score(at(k)) >= currentScore; k++) {
                        remaining++;
                        if (pairedWithResident(at(k))) {
                            remainingPaired++;
                        }
                    }
                }
                if (remainingPaired == 0) {
                    continue;
                }
                if (remaining <= remainingPaired) {
                    fixed[v] = true;
                    continue;
                }
                remaining--;
                if (!pairedWithResident(v)) {
                    for (int o = movedDown; o < residentsEnd; o++) {
                        if (!isZero(base[o][i])) {
                            matching.setWeight(v, at(o), plus(base[o][i], 1));
                        }
                    }
                    solve();
                }
                if (pairedWithResident(v)) {
                    fixed[v] = true;
                    remainingPaired--;
                    for (int o = movedDown; o < residentsEnd; o++) {
                        if (!isZero(base[o][i])) {
                            matching.setWeight(v, at(o), plus(base[o][i], residentsEnd - movedDown + 1));
                        }
                    }
                }
            }
        }

        /** Each chosen moved-down player, from the top, meets the highest resident that keeps the pairing optimal. */
        private void chooseTheirOpponents() {
            for (int i = 0; i < movedDown; i++) {
                int v = at(i);
                if (!fixed[v]) {
                    continue;
                }
                long bonus = players.size();
                for (int o = residentsEnd - 1; o >= movedDown; o--) {
                    int ov = at(o);
                    if (fixed[ov] || isZero(base[o][i])) {
                        continue;
                    }
                    matching.setWeight(v, ov, plus(base[o][i], bonus));
                    bonus++;
                }
                solve();
                int m = stable[v];
                if (m < 0) {
                    throw new IllegalStateException("a chosen moved-down player was left unpaired");
                }
                fixed[m] = true;
                fix(v, m);
            }
        }

        /** The remainder's weight: fewest exchanges, then the smallest exchanged numbers' difference. */
        private long[] remainderWeight(int h, int l, int hIndex, int s1Size) {
            long[] w = base[l][h];
            if (isZero(w)) {
                return w;
            }
            long[] result = w.clone();
            if (hIndex < s1Size) {
                Wide.addAt(result, 0, result.length, 2 * weights.groupBits + 1, 1);
            }
            Wide.subtractAt(result, 0, result.length, 1, hIndex);
            return result;
        }

        private void pairRemainder() {
            List<Integer> remainder = new ArrayList<>();
            int s1Size = 0;
            for (int o = movedDown; o < residentsEnd; o++) {
                int v = at(o);
                int m = mateOrSelf(v);
                if (m < groupStart) {
                    continue; // paired with a moved-down player
                }
                remainder.add(o);
                if (m < v) {
                    s1Size++;
                }
            }
            int size = remainder.size();
            for (int a = 0; a < size; a++) {
                for (int c = 0; c < a; c++) {
                    matching.setWeight(at(remainder.get(c)), at(remainder.get(a)),
                            remainderWeight(remainder.get(c), remainder.get(a), c, s1Size));
                }
            }
            solve();
            int exchanges = 0;
            for (int c = 0; c < s1Size; c++) {
                if (!pairedForward(at(remainder.get(c)))) {
                    exchanges++;
                }
            }
            // S1 players leaving S1, from its last player up
            int left = exchanges;
            for (int c = s1Size - 1; c >= 0 && left > 0; c--) {
                int pl = remainder.get(c);
                int pv = at(pl);
                if (pairedForward(pv)) {
                    for (int d = c + 1; d < size; d++) {
                        long[] w = remainderWeight(pl, remainder.get(d), c, s1Size);
                        if (!isZero(w)) {
                            matching.setWeight(pv, at(remainder.get(d)), plus(w, -1));
                        }
                    }
                    solve();
                }
                boolean exchanged = !pairedForward(pv);
                if (exchanged) {
                    left--;
                }
                for (int d = c + 1; d < size; d++) {
                    if (exchanged) {
                        base[remainder.get(d)][pl] = none;
                    }
                    matching.setWeight(pv, at(remainder.get(d)), remainderWeight(pl, remainder.get(d), c, s1Size));
                }
            }
            // S2 players entering S1, from its first player down
            left = exchanges;
            for (int c = s1Size; c < size && left > 1; c++) {
                int pl = remainder.get(c);
                int pv = at(pl);
                boolean already = pairedForward(pv);
                if (!already) {
                    for (int d = c + 1; d < size; d++) {
                        long[] w = remainderWeight(pl, remainder.get(d), c, s1Size);
                        if (!isZero(w)) {
                            matching.setWeight(pv, at(remainder.get(d)), plus(w, 1));
                        }
                    }
                    solve();
                }
                if (pairedForward(pv)) {
                    left--;
                    for (int d = 0; d < c; d++) {
                        base[pl][remainder.get(d)] = none;
                        matching.setWeight(pv, at(remainder.get(d)), none);
                    }
                    for (int o = residentsEnd; o < players.size(); o++) {
                        base[o][pl] = none;
                        matching.setWeight(pv, at(o), none);
                    }
                }
                if (!already) {
                    for (int d = c + 1; d < size; d++) {
                        matching.setWeight(pv, at(remainder.get(d)), remainderWeight(pl, remainder.get(d), c, s1Size));
                    }
                }
            }
            // S1 is now fixed: only its games with S2 stay, without the exchange bonuses
            for (int c = 0; c < size; c++) {
                int pl = remainder.get(c);
                int pv = at(pl);
                for (int d = c + 1; d < size; d++) {
                    int ol = remainder.get(d);
                    int ov = at(ol);
                    if (!pairedForward(pv) || pairedForward(ov)) {
                        base[ol][pl] = none;
                    }
                    matching.setWeight(pv, ov, base[ol][pl]);
                }
            }
            // each S1 player from the top meets the highest S2 player that keeps the pairing optimal
            for (int c = 0; c < size; c++) {
                int pl = remainder.get(c);
                int pv = at(pl);
                if (!pairedForward(pv)) {
                    continue;
                }
                long bonus = 0;
                for (int d = size - 1; d > c; d--) {
                    int ol = remainder.get(d);
                    int ov = at(ol);
                    if (fixed[ov]) {
                        continue;
                    }
                    if (!isZero(base[ol][pl])) {
                        matching.setWeight(pv, ov, plus(base[ol][pl], bonus));
                    }
                    bonus++;
                }
                solve();
                int m = stable[pv];
                fixed[pv] = true;
                fixed[m] = true;
                fix(pv, m);
            }
        }
    }
}
