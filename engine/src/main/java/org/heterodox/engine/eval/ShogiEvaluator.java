package org.heterodox.engine.eval;

import org.heterodox.engine.Evaluator;
import org.heterodox.rules.Position;
import org.heterodox.rules.shogi.ShogiBoard;
import org.heterodox.rules.shogi.ShogiPiece;
import org.heterodox.rules.shogi.ShogiSquares;

/**
 * Shogi and Unashogi: material on the board (promoted pieces at their promoted worth) and in hand
 * (a piece in hand can be dropped anywhere, so it is worth a little more), pawn advancement, and
 * king safety: golds and silvers beside the king, squares around it attacked by the enemy, and
 * empty squares around it where the enemy could drop. In Unashogi a side whose king is still in
 * hand may capture nothing, a cost that grows with the enemy's deployed army.
 */
public final class ShogiEvaluator implements Evaluator {
    /** By type: P L N S B R G K +P +L +N +S +B(horse) +R(dragon). */
    private final int[] value;
    private final int handPercent;
    private final int pawnAdvance;
    private final int defender;
    private final int attackedNearKing;
    private final int dropSpotNearKing;
    private final int kingInHand;
    private final int kingInHandPerEnemyPiece;
    private final int tempo;

    /** The evaluation with {@code weights}: the game's table ({@link Weights}), shipped or tuned. */
    public ShogiEvaluator(Weights weights) {
        value = weights.vector("value", 15);
        handPercent = weights.scalar("hand-percent");
        pawnAdvance = weights.scalar("pawn-advance");
        defender = weights.scalar("king.defender");
        attackedNearKing = weights.scalar("king.attacked-neighbour");
        dropSpotNearKing = weights.scalar("king.drop-spot");
        kingInHand = weights.scalar("king-in-hand");
        kingInHandPerEnemyPiece = weights.scalar("king-in-hand.per-enemy-piece");
        tempo = weights.scalar("tempo");
    }

    @Override
    public int evaluate(Position position) {
        ShogiBoard board = (ShogiBoard) position;
        int sente = 0;
        int[] pieceCount = new int[2];
        for (int sq = 0; sq < ShogiSquares.COUNT; sq++) {
            int code = board.pieceAt(sq);
            if (code == 0) {
                continue;
            }
            int side = ShogiPiece.side(code);
            int type = ShogiPiece.type(code);
            int value = type == ShogiPiece.KING ? 0 : this.value[type];
            if (type == ShogiPiece.PAWN) {
                value += pawnAdvance * (6 - ShogiSquares.relativeRow(side, sq));
            }
            pieceCount[side]++;
            sente += side == ShogiPiece.SENTE ? value : -value;
        }
        for (int side = 0; side < 2; side++) {
            int hand = 0;
            for (int type = ShogiPiece.PAWN; type <= ShogiPiece.GOLD; type++) {
                hand += board.handCount(side, type) * value[type] * handPercent / 100;
            }
            int king = king(board, side, pieceCount[side ^ 1]);
            sente += side == ShogiPiece.SENTE ? hand + king : -hand - king;
        }
        return (board.sideToMove() == ShogiPiece.SENTE ? sente : -sente) + tempo;
    }

    private int king(ShogiBoard board, int side, int enemyPieces) {
        int enemy = side ^ 1;
        int king = board.kingSquare(side);
        if (king < 0) {
            return -kingInHand - kingInHandPerEnemyPiece * enemyPieces;
        }
        int enemyHand = 0;
        for (int type = ShogiPiece.LANCE; type <= ShogiPiece.GOLD; type++) {
            enemyHand += board.handCount(enemy, type);
        }
        boolean enemyKingPlaced = board.kingSquare(enemy) >= 0;
        int row = ShogiSquares.row(king);
        int column = ShogiSquares.column(king);
        int score = 0;
        for (int r = Math.max(0, row - 1); r <= Math.min(8, row + 1); r++) {
            for (int c = Math.max(0, column - 1); c <= Math.min(8, column + 1); c++) {
                int sq = ShogiSquares.of(r, c);
                if (sq == king) {
                    continue;
                }
                int code = board.pieceAt(sq);
                if (code != 0 && ShogiPiece.side(code) == side) {
                    int type = ShogiPiece.type(code);
                    if (type == ShogiPiece.GOLD || type == ShogiPiece.SILVER || type >= ShogiPiece.TOKIN && type <= ShogiPiece.PRO_SILVER) {
                        score += defender;
                    }
                }
                if (board.attacks(enemy, sq)) {
                    score -= enemyKingPlaced ? attackedNearKing : attackedNearKing / 2;
                } else if (code == 0) {
                    score -= dropSpotNearKing * Math.min(enemyHand, 4);
                }
            }
        }
        return score;
    }

    @Override
    public int pieceValue(int pieceType) {
        return pieceType > 0 && pieceType < value.length ? value[pieceType] : 100;
    }

    @Override
    public boolean allowsNullMove(Position position) {
        return false;
    }

    @Override
    public boolean allowsReductions() {
        return true; // the search may prune by it as in chess: matches in docs/engine-history.md
    }
}
