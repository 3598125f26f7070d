package org.heterodox.engine.eval;

import org.heterodox.rules.chess.Attacks;
import org.heterodox.rules.chess.ChessBoard;
import org.heterodox.rules.chess.Piece;

/**
 * Evaluation terms shared by the chess-family variants (U-Chess, the drop games, Alice, Ambiguous):
 * material on the board and in hand, and a simple placement table (central pieces, advanced pawns).
 * Each game reads them from its own weights table ({@code value}, {@code centre}, {@code pawn-advance},
 * {@code hand-percent}). Scores are from White's view.
 */
final class ChessTerms {
    /** Distance from the rim per square: 0 on the edge, 3 in the centre. */
    private static final int[] CENTRE = new int[64];

    static {
        for (int sq = 0; sq < 64; sq++) {
            int file = sq & 7;
            int rank = sq >> 3;
            CENTRE[sq] = Math.min(Math.min(file, 7 - file), Math.min(rank, 7 - rank));
        }
    }

    /** Pawn, knight, bishop, rook, queen by type (index 0 and the king unused). */
    private final int[] value;
    /** Bonus per step towards the centre, by type. */
    private final int[] centreWeight;
    /** Bonus of a pawn per rank advanced from its side's second rank. */
    private final int pawnAdvance;
    /** A piece in hand counts this percentage of its value. */
    private final int handPercent;

    ChessTerms(Weights weights) {
        value = weights.vector("value", 7);
        centreWeight = weights.vector("centre", 7);
        pawnAdvance = weights.scalar("pawn-advance");
        handPercent = weights.scalar("hand-percent");
    }

    /** The value of a piece type (0 for the king, which each game scores itself). */
    int value(int type) {
        return type > 0 && type < Piece.KING ? value[type] : 0;
    }

    /** Board and hand material. */
    int material(ChessBoard board) {
        int score = 0;
        for (int type = Piece.PAWN; type <= Piece.QUEEN; type++) {
            int onBoard = Long.bitCount(board.pieces(0, type)) - Long.bitCount(board.pieces(1, type));
            int inHand = board.handCount(0, type) - board.handCount(1, type);
            score += onBoard * value[type] + inHand * value[type] * handPercent / 100;
        }
        return score;
    }

    /** Centralisation of pieces and advancement of pawns. */
    int placement(ChessBoard board) {
        int score = 0;
        for (int side = 0; side < 2; side++) {
            int sign = side == 0 ? 1 : -1;
            for (int type = Piece.KNIGHT; type <= Piece.QUEEN; type++) {
                for (long set = board.pieces(side, type); set != 0; set &= set - 1) {
                    score += sign * centreWeight[type] * CENTRE[Long.numberOfTrailingZeros(set)];
                }
            }
            for (long set = board.pieces(side, Piece.PAWN); set != 0; set &= set - 1) {
                int rank = Long.numberOfTrailingZeros(set) >> 3;
                int advanced = side == 0 ? rank - 1 : 6 - rank;
                score += sign * pawnAdvance * Math.max(0, advanced);
            }
        }
        return score;
    }

    /** The eight squares around {@code square}. */
    static long around(int square) {
        return Attacks.king(square);
    }
}
