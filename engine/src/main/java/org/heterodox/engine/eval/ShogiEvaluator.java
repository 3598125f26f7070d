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
    private static final int[] VALUE = {0, 100, 300, 350, 500, 800, 950, 550, 20000, 550, 530, 530, 550, 1050, 1250};
    private static final int HAND_PERCENT = 115;
    private static final int PAWN_ADVANCE = 4;
    private static final int DEFENDER = 14;
    private static final int ATTACKED_NEAR_KING = 18;
    private static final int DROP_SPOT_NEAR_KING = 4;
    private static final int KING_IN_HAND = 30;
    private static final int KING_IN_HAND_PER_ENEMY_PIECE = 6;
    private static final int TEMPO = 15;

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
            int value = type == ShogiPiece.KING ? 0 : VALUE[type];
            if (type == ShogiPiece.PAWN) {
                value += PAWN_ADVANCE * (6 - ShogiSquares.relativeRow(side, sq));
            }
            pieceCount[side]++;
            sente += side == ShogiPiece.SENTE ? value : -value;
        }
        for (int side = 0; side < 2; side++) {
            int hand = 0;
            for (int type = ShogiPiece.PAWN; type <= ShogiPiece.GOLD; type++) {
                hand += board.handCount(side, type) * VALUE[type] * HAND_PERCENT / 100;
            }
            int king = king(board, side, pieceCount[side ^ 1]);
            sente += side == ShogiPiece.SENTE ? hand + king : -hand - king;
        }
        return (board.sideToMove() == ShogiPiece.SENTE ? sente : -sente) + TEMPO;
    }

    private static int king(ShogiBoard board, int side, int enemyPieces) {
        int enemy = side ^ 1;
        int king = board.kingSquare(side);
        if (king < 0) {
            return -KING_IN_HAND - KING_IN_HAND_PER_ENEMY_PIECE * enemyPieces;
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
                        score += DEFENDER;
                    }
                }
                if (board.attacks(enemy, sq)) {
                    score -= enemyKingPlaced ? ATTACKED_NEAR_KING : ATTACKED_NEAR_KING / 2;
                } else if (code == 0) {
                    score -= DROP_SPOT_NEAR_KING * Math.min(enemyHand, 4);
                }
            }
        }
        return score;
    }

    @Override
    public int pieceValue(int pieceType) {
        return pieceType > 0 && pieceType < VALUE.length ? VALUE[pieceType] : 100;
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
