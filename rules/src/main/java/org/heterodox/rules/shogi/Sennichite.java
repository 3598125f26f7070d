package org.heterodox.rules.shogi;

import org.heterodox.rules.Outcome;
import org.heterodox.rules.Reason;

/**
 * Sennichite: the same position (board, hands, side to move) for the fourth time ends the game. It
 * is a draw unless one side gave check with every one of its moves since the position first
 * occurred; that side loses.
 */
final class Sennichite {
    static final int OCCURRENCES = 4;

    private Sennichite() {
    }

    static Outcome judge(ShogiPosition position) {
        long[] line = position.hashLine();
        int last = line.length - 1;
        int count = 0;
        int first = last;
        for (int i = last; i >= 0; i--) {
            if (line[i] == line[last]) {
                count++;
                first = i;
            }
        }
        if (count < OCCURRENCES) {
            return Outcome.ONGOING;
        }
        int span = last - first;
        int[] moves = new int[span];
        for (int back = 1; back <= span; back++) {
            moves[span - back] = position.lastMove(back);
        }
        // Whether each move of the cycle gave check, read by stepping back through it.
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
