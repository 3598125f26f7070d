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
 * where the enemy could drop pieces from its hand. Each game has its own table of weights
 * ({@code unachess}, {@code unachess2}, {@code parachute}), fitted by {@code heterodox tune}.
 */
public final class DropChessEvaluator implements Evaluator {
    private final ChessTerms terms;
    private final int kingInHand;
    private final int kingInHandPerEnemyPiece;
    private final int attackedNearKing;
    private final int dropSpotNearKing;
    private final int tempo;

    /** The evaluation with {@code weights}: the game's table ({@link Weights}), shipped or tuned. */
    public DropChessEvaluator(Weights weights) {
        terms = new ChessTerms(weights);
        kingInHand = weights.scalar("king-in-hand");
        kingInHandPerEnemyPiece = weights.scalar("king-in-hand.per-enemy-piece");
        attackedNearKing = weights.scalar("king.attacked-neighbour");
        dropSpotNearKing = weights.scalar("king.drop-spot");
        tempo = weights.scalar("tempo");
    }

    @Override
    public int evaluate(Position position) {
        UnachessPosition board = (UnachessPosition) position;
        int white = terms.material(board) + terms.placement(board) + king(board, 0) - king(board, 1);
        return (board.sideToMove() == 0 ? white : -white) + tempo;
    }

    /** The king term of {@code side} (negative: a cost). */
    private int king(UnachessPosition board, int side) {
        int enemy = side ^ 1;
        int king = board.kingSquare(side);
        if (king < 0) {
            int enemyPieces = Long.bitCount(board.pieces(enemy));
            return -kingInHand - kingInHandPerEnemyPiece * enemyPieces;
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
                cost += enemyKingPlaced ? attackedNearKing : attackedNearKing / 2;
            } else if (board.pieceAt(square) == 0) {
                cost += dropSpotNearKing * Math.min(enemyHand, 4);
            }
        }
        return -cost;
    }

    @Override
    public int pieceValue(int pieceType) {
        return pieceType == Piece.KING ? 2000 : terms.value(pieceType);
    }

    /** Passing is meaningless with drops always available, and the king-in-hand rules need care. */
    @Override
    public boolean allowsNullMove(Position position) {
        return false;
    }

    /**
     * The search may trust this evaluation for pruning (reverse futility, futility, standing pat before
     * generating captures) and reduce late moves: SPRT-tested in all three games.
     */
    @Override
    public boolean allowsReductions() {
        return true;
    }
}
