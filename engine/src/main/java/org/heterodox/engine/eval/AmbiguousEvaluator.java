package org.heterodox.engine.eval;

import org.heterodox.engine.Evaluator;
import org.heterodox.rules.MoveList;
import org.heterodox.rules.Position;
import org.heterodox.rules.ambiguous.AmbiguousBoard;
import org.heterodox.rules.ambiguous.AmbiguousPosition;
import org.heterodox.rules.chess.Piece;

/**
 * Ambiguous Chess. In the ANNOUNCE phase the announcer is to move: material and placement from its
 * view, and since capturing the king wins and there is no check rule, an announcer that attacks the
 * enemy king wins next move (every candidate to the king's square takes it), while its own
 * attacked king must run. In the CHOOSE phase the chooser is to move and picks the candidate worst
 * for the announcer, so the position is worth the best candidate for the chooser.
 */
public final class AmbiguousEvaluator implements Evaluator {
    private static final int KING_VALUE = 20000;
    private static final int CAN_TAKE_KING = 5000;
    private static final int KING_ATTACKED = 60;
    private static final int TEMPO = 10;
    private final MoveList candidates = new MoveList();

    @Override
    public int evaluate(Position position) {
        AmbiguousPosition game = (AmbiguousPosition) position;
        if (game.phase() == AmbiguousPosition.Phase.CHOOSE) {
            return bestChoice(game);
        }
        return announcing(game.board());
    }

    /** The chooser's best candidate, each judged as the announcing position it leads to (the chooser announces next). */
    private int bestChoice(AmbiguousPosition game) {
        game.generate(candidates);
        int[] moves = new int[candidates.size()];
        for (int i = 0; i < moves.length; i++) {
            moves[i] = candidates.get(i);
        }
        int best = -Integer.MAX_VALUE;
        for (int move : moves) {
            game.make(move);
            AmbiguousBoard board = game.board();
            int value = board.kingSquare(game.sideToMove() ^ 1) < 0 ? KING_VALUE : announcing(board);
            game.unmake();
            best = Math.max(best, value);
        }
        return best;
    }

    private static int announcing(AmbiguousBoard board) {
        int us = board.sideToMove();
        int white = ChessTerms.material(board, 100) + ChessTerms.placement(board);
        int score = (us == 0 ? white : -white) + TEMPO;
        int theirKing = board.kingSquare(us ^ 1);
        int ourKing = board.kingSquare(us);
        if (theirKing < 0) {
            return KING_VALUE;
        }
        if (ourKing < 0) {
            return -KING_VALUE;
        }
        if (board.isAttacked(theirKing, us)) {
            return score + CAN_TAKE_KING;
        }
        if (board.isAttacked(ourKing, us ^ 1)) {
            score -= KING_ATTACKED;
        }
        return score;
    }

    @Override
    public int pieceValue(int pieceType) {
        return pieceType == Piece.KING ? KING_VALUE : pieceType < ChessTerms.VALUE.length ? ChessTerms.VALUE[pieceType] : 100;
    }

    @Override
    public boolean allowsNullMove(Position position) {
        return false;
    }

    @Override
    public boolean allowsReductions() {
        return false;
    }
}
