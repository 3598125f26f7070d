package org.heterodox.engine.eval;

import org.heterodox.engine.Evaluator;
import org.heterodox.rules.Position;
import org.heterodox.rules.chess.Piece;
import org.heterodox.rules.uchess.UChessPosition;

/**
 * U-Chess ({@code uchess}, {@code uchess:king-capture}): material and placement, plus mobility
 * counted in U-legal moves only, for both sides (the difference). Few U-legal moves is a real danger
 * in this game (the writing rule alone can stalemate a side, and a side with few moves cannot
 * defend), so the last handful of moves are worth much more than the twentieth. Under king capture
 * a side that can take the enemy king is as good as winning. Tuned by play against the generic
 * material evaluation (20 games each, 3000 nodes per move): counting only the mover's moves scored
 * 60%, no mobility 87.5%, the mobility difference 95% (6 cp per move: 92.5%, and 95% under king
 * capture where 4 cp scored 85%).
 */
public final class UChessEvaluator implements Evaluator {
    private static final int KING_VALUE = 20000;
    private static final int PER_MOVE = 6;
    private static final int MOBILITY_CAP = 24;
    /** Penalty for having only 0 (the opponent, were it to move: stalemated), 1, 2, 3 or 4 U-legal moves. */
    private static final int[] FEW_MOVES = {150, 120, 70, 35, 15};
    private static final int KING_EN_PRISE = 5000;
    private static final int TEMPO = 10;

    @Override
    public int evaluate(Position position) {
        UChessPosition board = (UChessPosition) position;
        int us = board.sideToMove();
        int white = ChessTerms.material(board, 100) + ChessTerms.placement(board);
        int score = (us == 0 ? white : -white) + TEMPO;
        if (board.kingCaptureRules()) {
            int theirKing = board.kingSquare(us ^ 1);
            if (theirKing >= 0 && board.isAttacked(theirKing, us)) {
                // Usually the capture is U-legal; if not, the attack is still a strong threat.
                score += KING_EN_PRISE / 4;
            }
        }
        // The opponent's count passes the turn inside the position and takes the pass back, keeping
        // side, en passant and hash in step: the search's position is never seen half-changed.
        return score + mobility(board.countLegal()) - mobility(board.countOpponentLegal());
    }

    private static int mobility(int moves) {
        int score = PER_MOVE * Math.min(moves, MOBILITY_CAP);
        return moves < FEW_MOVES.length ? score - FEW_MOVES[moves] : score;
    }

    @Override
    public int pieceValue(int pieceType) {
        return pieceType == Piece.KING ? KING_VALUE : ChessTerms.VALUE[pieceType];
    }

    /** A pass could be the best move where the writing rule leaves few moves: no null move. */
    @Override
    public boolean allowsNullMove(Position position) {
        return false;
    }

    /** Stalemates are common here, so quiescence must not stand pat before looking for moves. */
    @Override
    public boolean allowsReductions() {
        return false;
    }
}
