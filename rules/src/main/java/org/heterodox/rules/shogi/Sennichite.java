package org.heterodox.rules.shogi;

import org.heterodox.rules.Outcome;
import org.heterodox.rules.Reason;

/**
 * Sennichite: the same position (board, hands, side to move) for the fourth time ends the game. It
 * is a draw unless one side gave check with every one of its moves since the position first
 * occurred; that side loses. An engine's search asks the same question with two occurrences.
 */
final class Sennichite {
    static final int OCCURRENCES = 4;

    private Sennichite() {
    }

    /**
     * The verdict once the current position has occurred {@code occurrences} times (this one
     * included) in the game the position knows, or {@link Outcome#ONGOING}; allocation-free then.
     */
    static Outcome judge(ShogiPosition position, int occurrences) {
        long hash = position.hash();
        int known = position.knownPlies();
        int count = 1;
        int span = 0;
        // The hash includes the side to move, so only every second earlier position can be the same;
        // the cycle runs from the earliest occurrence, as in the rule.
        for (int back = 2; back <= known; back += 2) {
            if (position.hashPliesBack(back) == hash) {
                count++;
                span = back;
            }
        }
        if (count < occurrences) {
            return Outcome.ONGOING;
        }
        return judgeCycle(position, span);
    }

    /** Who, if anyone, gave check with every move of the last {@code span} plies. */
    private static Outcome judgeCycle(ShogiPosition position, int span) {
        int[] moves = new int[span];
        for (int back = 1; back <= span; back++) {
            moves[span - back] = position.lastMove(back);
        }
        // Whether each move of the cycle gave check, read by stepping back through it; the history
        // holds the moves even where they came with a copy, so the walk may go back past it.
        boolean[] gaveCheck = new boolean[span];
        for (int i = span - 1; i >= 0; i--) {
            gaveCheck[i] = position.inCheck();
            position.unmake();
        }
        for (int move : moves) {
            position.make(move);
        }
        int firstMover = position.sideToMove();
        boolean[] alwaysChecked = {true, true};
        for (int i = 0; i < span; i++) {
            int mover = firstMover ^ (i & 1);
            alwaysChecked[mover] &= gaveCheck[i];
        }
        if (alwaysChecked[0] != alwaysChecked[1]) {
            int checker = alwaysChecked[0] ? 0 : 1;
            return Outcome.win(checker ^ 1, Reason.PERPETUAL_CHECK);
        }
        return Outcome.draw(Reason.FOURFOLD_REPETITION);
    }
}
