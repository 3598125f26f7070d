package org.heterodox.engine.mate;

import java.util.ArrayList;
import java.util.List;
import org.heterodox.rules.MoveList;
import org.heterodox.rules.Outcome;
import org.heterodox.rules.Position;

/**
 * Depth-first proof-number search (df-pn, Nagai 2002) for a forced-check mate: the attacker gives
 * check with every move and the defender, always in check, is mated within a number of plies. Moves
 * are the game's own (drops, quasi-check, promotion options, pawn-drop mate): an attacking move is a
 * legal move after which the defender is {@linkplain Position#inCheck in check}; a defence is any
 * legal move. A position where the defender has no move is mated when the game says so.
 *
 * <p>The search settles "mate within N plies" exactly; proof and disproof numbers steer it. Every
 * search counts its positions against a budget ({@link #nodeLimit}) and gives up with
 * {@link Status#UNKNOWN} when it is spent, so that an engine can run it at the root with a few
 * thousand nodes; a problem solver runs it to the end. One instance keeps its {@link ProofTable}
 * across searches with the same attacker (a longer search reuses what a shorter one settled).
 */
public final class DfPn {
    /** The proof and disproof numbers of a settled position. */
    static final int INFINITE = Integer.MAX_VALUE / 4;
    /** The longest mate the search can look for, in plies. */
    public static final int MAX_PLIES = 1000;
    private static final int MAX_DEPTH = MAX_PLIES + 2;

    /** The outcome of a search. */
    public enum Status { PROVEN, DISPROVEN, UNKNOWN }

    /**
     * What a search found: {@link Status#PROVEN} with a mating first move and the length of the
     * proof found (not always the shortest mate), {@link Status#DISPROVEN} (no mate within the
     * plies asked), or {@link Status#UNKNOWN} when the budget ran out first.
     */
    public record Result(Status status, int move, int plies, long nodes) {
        public boolean proven() {
            return status == Status.PROVEN;
        }
    }

    /** Thrown inside the search when the budget is spent; turned into {@link Status#UNKNOWN}. */
    private static final class OutOfBudget extends RuntimeException {
        OutOfBudget() {
            super(null, null, false, false);
        }
    }

    /** Counts positions for a caller that bounds or watches the search (a solver's control); may throw to stop it. */
    @FunctionalInterface
    public interface NodeCounter {
        void count();
    }

    private final int attacker;
    private final ProofTable table = new ProofTable(14, 22);
    private final MoveList[] lists = new MoveList[MAX_DEPTH];
    private final long[][] childKeys = new long[MAX_DEPTH][];
    private long nodeLimit = Long.MAX_VALUE;
    private long nodes;
    private long searchStart;
    private NodeCounter counter;
    private Position position;

    /** A search for mates by {@code attacker} (0 first player, 1 second). */
    public DfPn(int attacker) {
        this.attacker = attacker;
    }

    public int attacker() {
        return attacker;
    }

    /** Each later search gives up after {@code limit} positions (counted from its own start). */
    public DfPn nodeLimit(long limit) {
        this.nodeLimit = limit;
        return this;
    }

    /** Calls {@code counter} at every position searched (it may throw to stop the search). */
    public DfPn counter(NodeCounter counter) {
        this.counter = counter;
        return this;
    }

    /** Positions searched by this instance, every search together. */
    public long nodes() {
        return nodes;
    }

    /**
     * Whether the attacker mates from {@code here} within {@code plies} plies, checking at every one
     * of its moves ({@code here} may have either side to move). {@code here} is searched in place
     * and left as it was.
     */
    public Result search(Position here, int plies) {
        int budget = Math.min(plies, MAX_PLIES);
        this.position = here;
        this.searchStart = nodes;
        long hash = here.hash();
        try {
            while (true) {
                Entry root = lookup(hash, budget);
                if (root.pn == 0) {
                    return new Result(Status.PROVEN, bestMove(hash), root.len, nodes - searchStart);
                }
                if (root.dn == 0) {
                    return new Result(Status.DISPROVEN, 0, 0, nodes - searchStart);
                }
                mid(budget, INFINITE - 1, INFINITE - 1, 0);
            }
        } catch (OutOfBudget e) {
            return new Result(Status.UNKNOWN, 0, 0, nodes - searchStart);
        }
    }

    /** The move the table holds for {@code here} (the proof's move, or the last one searched), or 0. */
    public int proofMove(Position here) {
        return bestMove(here.hash());
    }

    /** The length of the proof the table holds that {@code here} is mated within {@code plies}, or -1 (no search). */
    public int provenLength(Position here, int plies) {
        Entry entry = lookup(here.hash(), plies);
        return entry.pn == 0 ? entry.len : -1;
    }

    /** Whether a mate within {@code plies} is already settled for {@code here} (no search): 1 yes, 0 no, -1 unknown. */
    public int known(Position here, int plies) {
        Entry entry = lookup(here.hash(), plies);
        return entry.pn == 0 ? 1 : entry.dn == 0 ? 0 : -1;
    }

    /**
     * The mating line the table holds from {@code here} within {@code plies} (after a proven
     * {@link #search}): the attacker's move that proved the mate, then the defence with the longest
     * proof, and so on. The proof is not always the shortest mate.
     */
    public List<Integer> proofLine(Position here, int plies) {
        List<Integer> line = new ArrayList<>();
        int made = 0;
        MoveList moves = new MoveList();
        while (plies > 0 && lookup(here.hash(), plies).pn == 0) {
            boolean attacking = here.sideToMove() == attacker;
            here.generate(moves);
            int best = 0;
            int bestLength = attacking ? Integer.MAX_VALUE : -1;
            for (int i = 0; i < moves.size(); i++) {
                int move = moves.get(i);
                here.make(move);
                boolean check = !attacking || here.inCheck();
                Entry child = lookup(here.hash(), plies - 1);
                here.unmake();
                if (!check || child.pn != 0) {
                    continue;
                }
                if (attacking ? child.len < bestLength : child.len > bestLength) {
                    best = move;
                    bestLength = child.len;
                }
            }
            if (best == 0) {
                break;
            }
            line.add(best);
            here.make(best);
            made++;
            plies--;
        }
        for (int i = 0; i < made; i++) {
            here.unmake();
        }
        return line;
    }

    private int bestMove(long hash) {
        int slot = table.find(hash);
        return slot < 0 ? 0 : table.move(slot);
    }

    /** A position's numbers as seen with {@code plies} left (settled answers applied). */
    private record Entry(int pn, int dn, int len, int dis) {
    }

    private static final Entry FRESH = new Entry(1, 1, ProofTable.NONE, ProofTable.NONE);

    private Entry lookup(long hash, int plies) {
        int slot = table.find(hash);
        if (slot < 0) {
            return FRESH;
        }
        int len = table.proven(slot);
        if (len != ProofTable.NONE && len <= plies) {
            return new Entry(0, INFINITE, len, ProofTable.NONE);
        }
        int dis = table.disproven(slot);
        if (dis >= plies) {
            return new Entry(INFINITE, 0, ProofTable.NONE, dis);
        }
        int pn = table.pn(slot);
        int dn = table.dn(slot);
        if (pn == 0 || dn == 0) {
            return FRESH; // settled only for other depths
        }
        return new Entry(pn, dn, ProofTable.NONE, ProofTable.NONE);
    }

    private int lookPn;
    private int lookDn;
    private int lookLen;
    private int lookDis;

    /** {@link #lookup} into fields, without allocating: the hot loop of {@link #mid} asks it for every child. */
    private void look(long hash, int plies) {
        lookLen = ProofTable.NONE;
        lookDis = ProofTable.NONE;
        int slot = table.find(hash);
        if (slot < 0) {
            lookPn = 1;
            lookDn = 1;
            return;
        }
        int len = table.proven(slot);
        if (len != ProofTable.NONE && len <= plies) {
            lookPn = 0;
            lookDn = INFINITE;
            lookLen = len;
            return;
        }
        int dis = table.disproven(slot);
        if (dis >= plies) {
            lookPn = INFINITE;
            lookDn = 0;
            lookDis = dis;
            return;
        }
        lookPn = table.pn(slot);
        lookDn = table.dn(slot);
        if (lookPn == 0 || lookDn == 0) {
            lookPn = 1;
            lookDn = 1;
        }
    }

    private MoveList list(int depth) {
        MoveList list = lists[depth];
        if (list == null) {
            list = lists[depth] = new MoveList();
        }
        return list;
    }

    private void count() {
        nodes++;
        if (nodes - searchStart > nodeLimit) {
            throw new OutOfBudget();
        }
        if (counter != null) {
            counter.count();
        }
    }

    /**
     * The children of the position: the attacker's checks or every defence, with their hashes in
     * {@code childKeys[depth]}. Returns how many.
     */
    private int children(int depth, boolean attacking) {
        MoveList moves = list(depth);
        position.generate(moves);
        long[] keys = childKeys[depth];
        if (keys == null || keys.length < moves.size()) {
            keys = childKeys[depth] = new long[Math.max(64, moves.size())];
        }
        int kept = 0;
        for (int i = 0; i < moves.size(); i++) {
            int move = moves.get(i);
            if (attacking && !position.givesCheck(move)) {
                continue;
            }
            position.make(move);
            long key = position.hash();
            position.unmake();
            moves.set(kept, move);
            keys[kept++] = key;
        }
        moves.truncate(kept);
        return kept;
    }

    private static int add(int a, int b) {
        return (int) Math.min(INFINITE, (long) a + b);
    }

    /** The multiple-iterative-deepening step: searches here until its numbers reach a threshold. */
    private void mid(int plies, int thpn, int thdn, int depth) {
        count();
        long startNodes = nodes;
        long hash = position.hash();
        boolean attacking = position.sideToMove() == attacker;
        if (attacking && plies <= 0) {
            table.store(hash, INFINITE, 0, ProofTable.NONE, 0, 0, 1);
            return;
        }
        int count = children(depth, attacking);
        if (count == 0) {
            if (attacking) {
                table.store(hash, INFINITE, 0, ProofTable.NONE, MAX_PLIES, 0, 1);
            } else if (mated()) {
                table.store(hash, 0, INFINITE, 0, ProofTable.NONE, 0, 1);
            } else {
                table.store(hash, INFINITE, 0, ProofTable.NONE, MAX_PLIES, 0, 1);
            }
            return;
        }
        if (plies <= 0) {
            table.store(hash, INFINITE, 0, ProofTable.NONE, 0, 0, 1);
            return;
        }
        MoveList moves = list(depth);
        long[] keys = childKeys[depth];
        while (true) {
            int pn = attacking ? INFINITE : 0;
            int dn = attacking ? 0 : INFINITE;
            int best = -1;
            int bestValue = INFINITE;
            int second = INFINITE;
            int bestOther = 0;
            int settledLength = attacking ? Integer.MAX_VALUE : 0;
            int settledDis = attacking ? Integer.MAX_VALUE : -1;
            for (int i = 0; i < count; i++) {
                look(keys[i], plies - 1);
                int value = attacking ? lookPn : lookDn;
                int other = attacking ? lookDn : lookPn;
                if (attacking) {
                    pn = Math.min(pn, lookPn);
                    dn = add(dn, lookDn);
                    if (lookPn == 0) {
                        settledLength = Math.min(settledLength, lookLen);
                    }
                    if (lookDn == 0) {
                        settledDis = Math.min(settledDis, lookDis);
                    }
                } else {
                    pn = add(pn, lookPn);
                    dn = Math.min(dn, lookDn);
                    if (lookPn == 0) {
                        settledLength = Math.max(settledLength, lookLen);
                    }
                    if (lookDn == 0) {
                        settledDis = Math.max(settledDis, lookDis);
                    }
                }
                if (value < bestValue) {
                    second = bestValue;
                    bestValue = value;
                    best = i;
                    bestOther = other;
                } else if (value < second) {
                    second = value;
                }
            }
            if (pn == 0 || dn == 0 || pn >= thpn || dn >= thdn) {
                int cost = (int) Math.min(Integer.MAX_VALUE, nodes - startNodes + 1);
                int move = best >= 0 ? moves.get(best) : 0;
                if (pn == 0) {
                    table.store(hash, 0, INFINITE, settledLength + 1, ProofTable.NONE, move, cost);
                } else if (dn == 0) {
                    table.store(hash, INFINITE, 0, ProofTable.NONE, Math.min(MAX_PLIES, settledDis + 1), move, cost);
                } else {
                    table.store(hash, pn, dn, ProofTable.NONE, ProofTable.NONE, move, cost);
                }
                return;
            }
            int childPn;
            int childDn;
            if (attacking) {
                childPn = Math.min(thpn, add(second, 1));
                childDn = add(thdn - dn, bestOther);
            } else {
                childDn = Math.min(thdn, add(second, 1));
                childPn = add(thpn - pn, bestOther);
            }
            position.make(moves.get(best));
            mid(plies - 1, childPn, childDn, depth + 1);
            position.unmake();
        }
    }

    /** The defender has no move: mated if the game gives the attacker the win (not a stalemate draw). */
    private boolean mated() {
        Outcome outcome = position.outcome();
        return outcome.result() == org.heterodox.rules.Result.win(attacker);
    }
}
