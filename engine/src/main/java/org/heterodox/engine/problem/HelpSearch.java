package org.heterodox.engine.problem;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.heterodox.rules.MoveList;
import org.heterodox.rules.Outcome;
import org.heterodox.rules.Position;
import org.heterodox.rules.Result;

/**
 * Every helpmate line: the sides cooperate so that {@code mated} is mated after exactly the plies of
 * the stipulation; a mate of the same side whole moves sooner is a short solution, reported apart
 * (as Popeye lists them). Lines are found once per position and number of plies left, whatever the
 * order of either side's moves that led there: a position known to hold no line is not searched
 * again ({@link HelpTable}), and the lines found from a position are remembered and joined to every
 * other way of reaching it. The last move of a mate is looked for among checks only in the games
 * where only a checkmate wins, and a position with no plies left counts only when its side to move
 * is in check and has no move.
 */
final class HelpSearch {
    private static final int MAX_DEPTH = 128;

    private final int mated;
    private final GameTraits traits;
    private final SolveControl control;
    private final HelpTable failed = new HelpTable(14, 22);
    private final Map<Long, Tails> found = new HashMap<>();
    private final MoveList[] lists = new MoveList[MAX_DEPTH];
    private final int[] line = new int[MAX_DEPTH];
    private final List<List<Integer>> solutions = new ArrayList<>();
    private final List<List<Integer>> shortSolutions = new ArrayList<>();
    private Position position;

    /** The lines found from one position with a given number of plies left: each move sequence, and whether it is short. */
    private record Tails(List<int[]> lines, List<Boolean> shortOnes) {
    }

    HelpSearch(int mated, GameTraits traits, SolveControl control) {
        this.mated = mated;
        this.traits = traits;
        this.control = control;
    }

    /** Searches {@code root} for lines of exactly {@code plies}; read them with {@link #solutions} and {@link #shortSolutions}. */
    void solve(Position root, int plies) {
        this.position = root;
        help(plies, 0);
    }

    List<List<Integer>> solutions() {
        return solutions;
    }

    List<List<Integer>> shortSolutions() {
        return shortSolutions;
    }

    private MoveList list(int depth) {
        if (depth >= MAX_DEPTH) {
            throw new IllegalStateException("problem search deeper than " + MAX_DEPTH + " decisions");
        }
        MoveList list = lists[depth];
        if (list == null) {
            list = lists[depth] = new MoveList();
        }
        return list;
    }

    private boolean matedAsWanted(Outcome outcome) {
        return outcome.result() == Result.win(1 - mated);
    }

    /** Finds every line from here with {@code budget} plies left; returns whether there was any. */
    private boolean help(int budget, int depth) {
        control.count();
        if (budget == 0) {
            if (traits.winNeedsCheck() && !position.inCheck()) {
                return false;
            }
            Outcome end = traits.end(position, list(depth));
            if (end != null && matedAsWanted(end)) {
                record(depth, solutions);
                return true;
            }
            return false;
        }
        long hash = position.hash();
        if (failed.has(hash, budget)) {
            return false;
        }
        long tailKey = hash * 31 + budget;
        Tails known = found.get(tailKey);
        if (known != null) {
            replay(known, depth);
            return true;
        }
        MoveList moves = list(depth);
        if (budget == 1 && position.sideToMove() != mated && traits.generateChecks(position, moves)) {
            // The mating side's last move: only its checks can mate, and if it cannot move at all no line ends here.
            return lastMoves(hash, budget, depth, moves);
        }
        Outcome end = traits.end(position, moves);
        if (end != null) {
            if (matedAsWanted(end) && budget % 2 == 0) {
                record(depth, shortSolutions);
                return true;
            }
            return false;
        }
        int fullBefore = solutions.size();
        int shortBefore = shortSolutions.size();
        boolean checksOnly = budget == 1 && traits.fastChecks() && position.sideToMove() != mated;
        if (checksOnly) {
            traits.prepareChecks(position);
        }
        int count = moves.size();
        for (int i = 0; i < count; i++) {
            int move = moves.get(i);
            if (checksOnly && !traits.givesCheck(position, move)) {
                control.count(); // a move looked at and dropped is a position searched too
                continue;
            }
            int played = position.movesPlayed();
            position.make(move);
            line[depth] = move;
            help(budget - (position.movesPlayed() - played), depth + 1);
            position.unmake();
        }
        if (solutions.size() == fullBefore && shortSolutions.size() == shortBefore) {
            failed.add(hash, budget);
            return false;
        }
        List<int[]> lines = new ArrayList<>();
        List<Boolean> shortOnes = new ArrayList<>();
        for (int i = fullBefore; i < solutions.size(); i++) {
            lines.add(tail(solutions.get(i), depth));
            shortOnes.add(false);
        }
        for (int i = shortBefore; i < shortSolutions.size(); i++) {
            lines.add(tail(shortSolutions.get(i), depth));
            shortOnes.add(true);
        }
        found.put(tailKey, new Tails(lines, shortOnes));
        return true;
    }

    /** The mating moves among {@code checks}, each a line; remembers the position when there is none. */
    private boolean lastMoves(long hash, int budget, int depth, MoveList checks) {
        int before = solutions.size();
        for (int i = 0; i < checks.size(); i++) {
            int move = checks.get(i);
            position.make(move);
            line[depth] = move;
            help(0, depth + 1);
            position.unmake();
        }
        if (solutions.size() == before) {
            failed.add(hash, budget);
            return false;
        }
        List<int[]> lines = new ArrayList<>();
        List<Boolean> shortOnes = new ArrayList<>();
        for (int i = before; i < solutions.size(); i++) {
            lines.add(tail(solutions.get(i), depth));
            shortOnes.add(false);
        }
        found.put(hash * 31 + budget, new Tails(lines, shortOnes));
        return true;
    }

    private static int[] tail(List<Integer> solution, int depth) {
        int[] tail = new int[solution.size() - depth];
        for (int i = depth; i < solution.size(); i++) {
            tail[i - depth] = solution.get(i);
        }
        return tail;
    }

    private void record(int depth, List<List<Integer>> into) {
        List<Integer> solution = new ArrayList<>(depth);
        for (int i = 0; i < depth; i++) {
            solution.add(line[i]);
        }
        into.add(solution);
    }

    /** The lines known from this position, joined to the way it was reached this time. */
    private void replay(Tails known, int depth) {
        for (int i = 0; i < known.lines().size(); i++) {
            int[] tail = known.lines().get(i);
            List<Integer> solution = new ArrayList<>(depth + tail.length);
            for (int j = 0; j < depth; j++) {
                solution.add(line[j]);
            }
            for (int move : tail) {
                solution.add(move);
            }
            (known.shortOnes().get(i) ? shortSolutions : solutions).add(solution);
        }
    }

    /** Positions known to hold no line, by hash, as a bit per number of plies left. */
    static final class HelpTable {
        private final int maxBits;
        private long[] keys;
        private int[] budgets;
        private int mask;
        private int used;

        HelpTable(int initialBits, int maxBits) {
            this.maxBits = maxBits;
            allocate(initialBits);
        }

        private void allocate(int bits) {
            keys = new long[1 << bits];
            budgets = new int[1 << bits];
            mask = (1 << bits) - 1;
            used = 0;
        }

        private static long key(long hash) {
            return hash == 0 ? 1 : hash;
        }

        boolean has(long hash, int budget) {
            long key = key(hash);
            for (int i = (int) (key ^ (key >>> 29)) & mask, n = 0; n < 4; n++, i = (i + 1) & mask) {
                if (keys[i] == key) {
                    return (budgets[i] & (1 << budget)) != 0;
                }
                if (keys[i] == 0) {
                    return false;
                }
            }
            return false;
        }

        void add(long hash, int budget) {
            put(key(hash), 1 << budget);
        }

        private void put(long key, int bits) {
            int i = (int) (key ^ (key >>> 29)) & mask;
            for (int n = 0; n < 4; n++, i = (i + 1) & mask) {
                if (keys[i] == key) {
                    budgets[i] |= bits;
                    return;
                }
                if (keys[i] == 0) {
                    keys[i] = key;
                    budgets[i] = bits;
                    if (++used > (mask + 1) / 2 && Integer.numberOfTrailingZeros(mask + 1) < maxBits) {
                        grow();
                    }
                    return;
                }
            }
            int victim = (int) (key ^ (key >>> 29)) & mask;
            keys[victim] = key;
            budgets[victim] = bits;
        }

        private void grow() {
            long[] oldKeys = keys;
            int[] oldBudgets = budgets;
            allocate(Integer.numberOfTrailingZeros(mask + 1) + 1);
            for (int i = 0; i < oldKeys.length; i++) {
                if (oldKeys[i] != 0) {
                    put(oldKeys[i], oldBudgets[i]);
                }
            }
        }
    }
}
