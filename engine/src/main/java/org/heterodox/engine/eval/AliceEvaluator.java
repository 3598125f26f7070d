package org.heterodox.engine.eval;

import org.heterodox.engine.Evaluator;
import org.heterodox.rules.Position;
import org.heterodox.rules.alice.AlicePosition;
import org.heterodox.rules.chess.Attacks;
import org.heterodox.rules.chess.Piece;

/**
 * Alice Chess: material and placement, plus attacks counted per board. A piece attacks only on
 * the board it stands on (sliders blocked by that board's pieces alone), and it can only go where
 * the corresponding square of the other board is empty; those targets are its mobility. Attacks on
 * the squares around the enemy king on the king's own board are the real threats. The weights are
 * the table {@code alice}, fitted by {@code heterodox tune}.
 */
public final class AliceEvaluator implements Evaluator {
    private final ChessTerms terms;
    private final int[] mobility;
    private final int[] kingZoneAttack;
    private final int tempo;

    /** The evaluation with {@code weights}: the game's table ({@link Weights}), shipped or tuned. */
    public AliceEvaluator(Weights weights) {
        terms = new ChessTerms(weights);
        mobility = weights.vector("mobility", 7);
        kingZoneAttack = weights.vector("king-zone-attack", 7);
        tempo = weights.scalar("tempo");
    }

    @Override
    public int evaluate(Position position) {
        AlicePosition board = (AlicePosition) position;
        int white = terms.material(board) + terms.placement(board) + activity(board, 0) - activity(board, 1);
        return (board.sideToMove() == 0 ? white : -white) + tempo;
    }

    private int activity(AlicePosition board, int side) {
        int enemyKing = board.kingSquare(side ^ 1);
        int kingBoard = enemyKing >= 0 ? board.boardOf(enemyKing) : -1;
        long kingZone = enemyKing >= 0 ? Attacks.king(enemyKing) | 1L << enemyKing : 0;
        int score = 0;
        for (long set = board.pieces(side); set != 0; set &= set - 1) {
            int square = Long.numberOfTrailingZeros(set);
            int type = Piece.type(board.pieceAt(square));
            int own = board.boardOf(square);
            long here = board.occupancy(own);
            long attacks = type == Piece.PAWN ? Attacks.pawn(side, square) : Attacks.of(type, square, here);
            long targets = attacks & ~(here & board.pieces(side)) & ~board.occupancy(own ^ 1);
            score += mobility[type] * Long.bitCount(targets);
            if (own == kingBoard) {
                score += kingZoneAttack[type] * Long.bitCount(attacks & kingZone);
            }
        }
        return score;
    }

    @Override
    public int pieceValue(int pieceType) {
        return pieceType == Piece.KING ? 2000 : terms.value(pieceType);
    }

    @Override
    public boolean allowsNullMove(Position position) {
        return false;
    }

    /** The search may prune by this evaluation and reduce late moves: SPRT-tested (docs/engine-history.md). */
    @Override
    public boolean allowsReductions() {
        return true;
    }
}
