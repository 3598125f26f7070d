package org.heterodox.engine.eval;

import org.heterodox.engine.Evaluator;
import org.heterodox.rules.Position;
import org.heterodox.rules.chess.ChessBoard;
import org.heterodox.rules.chess.Piece;

/**
 * Material on the board and in hand, for chess-family games that have no evaluation of their own.
 * It assumes nothing about the game's rules, so it forbids null moves and reductions.
 */
public final class ChessMaterialEvaluator implements Evaluator {
    /** Pawn, knight, bishop, rook, queen, king; the king counts for king-capture games. */
    static final int[] VALUE = {0, 100, 320, 330, 500, 900, 2000};
    /** A piece in hand can go anywhere, so it is worth a little more than one on the board. */
    private static final int HAND_BONUS_PERCENT = 110;

    @Override
    public int evaluate(Position position) {
        ChessBoard board = (ChessBoard) position;
        int score = 0;
        for (int type = Piece.PAWN; type <= Piece.KING; type++) {
            int onBoard = Long.bitCount(board.pieces(0, type)) - Long.bitCount(board.pieces(1, type));
            int inHand = board.handCount(0, type) - board.handCount(1, type);
            score += onBoard * VALUE[type] + inHand * VALUE[type] * HAND_BONUS_PERCENT / 100;
        }
        return board.sideToMove() == 0 ? score : -score;
    }

    @Override
    public int pieceValue(int pieceType) {
        return pieceType < VALUE.length ? VALUE[pieceType] : 100;
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
