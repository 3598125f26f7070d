package org.heterodox.engine.problem;

import org.heterodox.rules.Move;
import org.heterodox.rules.MoveList;
import org.heterodox.rules.Outcome;
import org.heterodox.rules.Position;
import org.heterodox.rules.Result;

/**
 * The exhaustive search behind directmates and selfmates: whether the attacker (the side to move at
 * the start) forces the goal within a budget of plies, counted in whole moves
 * ({@link Position#movesPlayed}). A position where the attacker decides is won when one of its
 * decisions wins; one where the defender decides, when all of them do.
 *
 * <p>What keeps it fast on long problems, as in Popeye:
 * <ul>
 * <li>A {@link MateTable} of proven and refuted positions, shared by every budget: a win within
 *     fewer plies is a win within more, a refutation within more plies is one within fewer.</li>
 * <li>Iterative deepening where the attacker decides: the shortest win is looked for first, so a
 *     short mate is found at its own cost and never searched again at full length.</li>
 * <li>The threat: where the defender could pass, the attacker's shortest win after the pass is
 *     tried first against every defence, which disposes of the defences that do not parry it.</li>
 * <li>Killers: the attacker's win against the previous defence, and the defence that refuted the
 *     previous attempt, are tried first at the same depth.</li>
 * <li>The last move of a mate is looked for among checks only, in the games where only a
 *     checkmate wins ({@link GameTraits}); a position with no plies left is won only if the side to
 *     move is in check (mate) and has no move.</li>
 * </ul>
 */
final class BattleSearch {
    private static final int MAX_DEPTH = 128;
    /** Threats longer than this many plies are not looked for (their search would cost more than they save). */
    private static final int MAX_THREAT_PLIES = 3;

    private final boolean self;
    private final int attacker;
    private final GameTraits traits;
    private final MateTable table = new MateTable(14, 22);
    private final SolveControl control;
    private final MoveList[] lists = new MoveList[MAX_DEPTH];
    private final int[][] killers = new int[MAX_DEPTH][2];
    private Position position;

    BattleSearch(Stipulation stipulation, int attacker, GameTraits traits, SolveControl control) {
        this.self = stipulation.kind() == Stipulation.Kind.SELF;
        this.attacker = attacker;
        this.traits = traits;
        this.control = control;
    }

    /** Whether the goal is forced from {@code here} within {@code budget} plies (whoever is to move). */
    boolean forced(Position here, int budget) {
        this.position = here;
        return node(budget, 0);
    }

    /** The game ended as the stipulation wants: the attacker won (#), the attacker lost (s#). */
    boolean goal(Outcome outcome) {
        return outcome.result() == Result.win(self ? 1 - attacker : attacker);
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

    private boolean node(int budget, int depth) {
        control.count();
        if (budget <= 0) {
            return finalGoal(depth);
        }
        long hash = position.hash();
        long entry = table.probe(hash);
        if (entry != 0) {
            int proven = MateTable.proven(entry);
            if (proven >= 0 && proven <= budget) {
                return true;
            }
            if (MateTable.refuted(entry) >= budget) {
                return false;
            }
        }
        MoveList moves = list(depth);
        if (budget == 1 && !self && position.sideToMove() == attacker && traits.generateChecks(position, moves)) {
            return mateInOne(hash, depth, moves);
        }
        boolean attacking = position.sideToMove() == attacker;
        if (!attacking && traits.directLegality()) {
            int refutation = quickRefutation(budget, depth, entry == 0 ? 0 : MateTable.move(entry));
            if (refutation != 0) {
                table.store(hash, -1, budget, refutation);
                killer(depth, refutation);
                return false;
            }
        }
        Outcome end = traits.end(position, moves);
        if (end != null) {
            return goal(end);
        }
        return attacking
                ? attack(budget, depth, moves, hash, entry)
                : defend(budget, depth, moves, hash, entry);
    }

    /**
     * The defender's refutation from memory, before any move is generated: the table's move or a
     * killer of this depth, if it is legal here and the attacker no longer wins after it; else 0.
     */
    private int quickRefutation(int budget, int depth, int tableMove) {
        int[] tried = killers[depth];
        int first = tableMove;
        for (int k = -1; k < 2; k++) {
            int move = k < 0 ? first : tried[k];
            if (move == 0 || (k >= 0 && move == first) || (k == 1 && move == tried[0]) || !position.isLegal(move)) {
                continue;
            }
            int played = position.movesPlayed();
            position.make(move);
            boolean stillLost = node(budget - (position.movesPlayed() - played), depth + 1);
            position.unmake();
            if (!stillLost) {
                return move;
            }
        }
        return 0;
    }

    /**
     * A directmate's last move, from the attacker's checks (generated directly): a position where the
     * attacker cannot move at all is no win either, so no other move needs looking at.
     */
    private boolean mateInOne(long hash, int depth, MoveList checks) {
        for (int i = 0; i < checks.size(); i++) {
            int move = checks.get(i);
            position.make(move);
            boolean mates = node(0, depth + 1);
            position.unmake();
            if (mates) {
                table.store(hash, 1, -1, move);
                return true;
            }
        }
        table.store(hash, -1, 1, 0);
        return false;
    }

    /** No plies left: won only if the game is over as wanted (a mate needs the side to move in check). */
    private boolean finalGoal(int depth) {
        if (traits.winNeedsCheck() && !position.inCheck()) {
            return false;
        }
        Outcome end = traits.end(position, list(depth));
        return end != null && goal(end);
    }

    /** The attacker decides: the shortest win first, then one ply pair longer, up to {@code budget}. */
    private boolean attack(int budget, int depth, MoveList moves, long hash, long entry) {
        int refuted = entry == 0 ? -1 : MateTable.refuted(entry);
        int first = budget % 2 == 0 ? 2 : 1;
        if (refuted >= first) {
            first = refuted + 2;
        }
        int count = order(moves, depth, entry == 0 ? 0 : MateTable.move(entry), true);
        for (int within = first; within <= budget; within += 2) {
            boolean checksOnly = within == 1 && !self && traits.fastChecks();
            if (checksOnly) {
                traits.prepareChecks(position);
            }
            for (int i = 0; i < count; i++) {
                int move = moves.get(i);
                if (checksOnly && !traits.givesCheck(position, move)) {
                    control.count(); // a move looked at and dropped is a position searched too
                    continue;
                }
                int played = position.movesPlayed();
                position.make(move);
                boolean wins = node(within - (position.movesPlayed() - played), depth + 1);
                position.unmake();
                if (wins) {
                    table.store(hash, within, -1, move);
                    killer(depth, move);
                    return true;
                }
            }
            table.store(hash, -1, within, 0);
        }
        return false;
    }

    /** The defender decides: every decision must still lose within the budget. */
    private boolean defend(int budget, int depth, MoveList moves, long hash, long entry) {
        int count = order(moves, depth, entry == 0 ? 0 : MateTable.move(entry), false);
        if (budget >= 3 && traits.oneDecisionPerMove()) {
            int plies = budget - 1;
            while (plies > MAX_THREAT_PLIES) {
                plies -= 2;
            }
            int threat = threat(plies, depth);
            if (threat != 0) {
                killers[depth + 1][1] = killers[depth + 1][0];
                killers[depth + 1][0] = threat;
            }
        }
        for (int i = 0; i < count; i++) {
            int move = moves.get(i);
            int played = position.movesPlayed();
            position.make(move);
            boolean stillLost = node(budget - (position.movesPlayed() - played), depth + 1);
            position.unmake();
            if (!stillLost) {
                table.store(hash, -1, budget, move);
                killer(depth, move);
                return false;
            }
        }
        table.store(hash, budget, -1, 0);
        return true;
    }

    /**
     * The attacker's shortest win if the defender could pass here (within {@code plies}), or 0: no
     * threat, a defender in check, or a game without a null move.
     */
    private int threat(int plies, int depth) {
        if (position.inCheck() || !position.makeNull()) {
            return 0;
        }
        try {
            long hash = position.hash();
            MoveList moves = list(depth + 1);
            Outcome end = traits.end(position, moves);
            if (end != null) {
                return 0;
            }
            long entry = table.probe(hash);
            int proven = entry == 0 ? -1 : MateTable.proven(entry);
            if (proven >= 0 && proven <= plies && MateTable.move(entry) != 0) {
                return MateTable.move(entry);
            }
            if (entry != 0 && MateTable.refuted(entry) >= plies) {
                return 0;
            }
            control.count();
            return attack(plies, depth + 1, moves, hash, entry) ? MateTable.move(table.probe(hash)) : 0;
        } finally {
            position.unmakeNull();
        }
    }

    /**
     * Puts this depth's moves in the order to try, in place: the table's move, the killers, then the
     * rest as generated (captures first for the defender). Returns the count.
     */
    private int order(MoveList moves, int depth, int tableMove, boolean attacking) {
        int count = moves.size();
        int n = bringForward(moves, 0, count, tableMove);
        n = bringForward(moves, n, count, killers[depth][0]);
        n = bringForward(moves, n, count, killers[depth][1]);
        if (!attacking) {
            for (int i = n; i < count; i++) {
                int move = moves.get(i);
                if (Move.isCapture(move)) {
                    moves.set(i, moves.get(n));
                    moves.set(n, move);
                    n++;
                }
            }
        }
        return count;
    }

    /** Moves {@code move} to index {@code n} if it is among the rest; returns the next free index. */
    private static int bringForward(MoveList moves, int n, int count, int move) {
        if (move == 0) {
            return n;
        }
        for (int i = n; i < count; i++) {
            if (moves.get(i) == move) {
                moves.set(i, moves.get(n));
                moves.set(n, move);
                return n + 1;
            }
        }
        return n;
    }

    private void killer(int depth, int move) {
        if (killers[depth][0] != move) {
            killers[depth][1] = killers[depth][0];
            killers[depth][0] = move;
        }
    }
}
