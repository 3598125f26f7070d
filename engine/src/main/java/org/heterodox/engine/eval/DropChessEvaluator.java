package org.heterodox.engine.eval;

import org.heterodox.engine.Evaluator;
import org.heterodox.rules.Position;
import org.heterodox.rules.chess.Piece;
import org.heterodox.rules.unachess.UnachessPosition;

/**
 * The drop games ({@code unachess}, {@code unachess2}, {@code parachute}): material on the board and
 * in hand, placement, and the king. While its king is in hand a side may capture nothing, so every
 * enemy piece on the board is safe from it: the penalty grows with the enemy's deployed army. Once
 * placed, the king is judged by its exposure: squares around it attacked by enemy pieces (fully
 * once the enemy king is placed too, since only then do they give check) and empty squares around it
 * where the enemy could drop pieces from its hand. Tuned by play against the generic material
 * evaluation (unachess, 20 games each, 3000 nodes per move): king terms 14/3 scored 65%, 25/6 77.5%,
 * 40/10 70%; a king-in-hand cost of 16 per enemy piece instead of 8 did not help (70-72.5%).
 */
public final class DropChessEvaluator implements Evaluator {
    private static final int KING_IN_HAND = 20;
    private static final int KING_IN_HAND_PER_ENEMY_PIECE = 8;
    private static final int ATTACKED_NEAR_KING = 25;
    private static final int DROP_SPOT_NEAR_KING = 6;
    private static final int HAND_PERCENT = 100;
    private static final int TEMPO = 10;

    @Override
    public int evaluate(Position position) {
        UnachessPosition board = (UnachessPosition) position;
        int white = ChessTerms.material(board, HAND_PERCENT) + ChessTerms.placement(board)
                + king(board, 0) - king(board, 1);
        return (board.sideToMove() == 0 ? white : -white) + TEMPO;
    }

    /** The king term of {@code side} (negative: a cost). */
    private static int king(UnachessPosition board, int side) {
        int enemy = side ^ 1;
        int king = board.kingSquare(side);
        if (king < 0) {
            int enemyPieces = Long.bitCount(board.pieces(enemy));
            return -KING_IN_HAND - KING_IN_HAND_PER_ENEMY_PIECE * enemyPieces;
        }
        boolean enemyKingPlaced = board.kingSquare(enemy) >= 0;
        int enemyHand = 0;
        for (int type = Piece.KNIGHT; type <= Piece.QUEEN; type++) {
            enemyHand += board.handCount(enemy, type);
        }
        int cost = 0;
        long near = ChessTerms.around(king);
        for (long set = near; set != 0; set &= set - 1) {
            int square = Long.numberOfTrailingZeros(set);
            if (board.isAttacked(square, enemy)) {
                cost += enemyKingPlaced ? ATTACKED_NEAR_KING : ATTACKED_NEAR_KING / 2;
            } else if (board.pieceAt(square) == 0) {
                cost += DROP_SPOT_NEAR_KING * Math.min(enemyHand, 4);
            }
        }
        return -cost;
    }

    @Override
    public int pieceValue(int pieceType) {
        return pieceType == Piece.KING ? 2000 : ChessTerms.VALUE[pieceType];
    }

    /** Passing is meaningless with drops always available, and the king-in-hand rules need care. */
    @Override
    public boolean allowsNullMove(Position position) {
        return false;
    }

    @Override
    public boolean allowsReductions() {
        return false;
    }
}
