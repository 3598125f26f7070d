package org.heterodox.engine.eval;

import org.heterodox.rules.chess.ChessBoard;
import org.heterodox.rules.chess.Piece;

/**
 * Evaluation terms shared by the chess-family variants (U-Chess, the drop games, Alice, Ambiguous):
 * material on the board and in hand, and a simple placement table (central pieces, advanced pawns).
 * Scores are from White's view.
 */
final class ChessTerms {
    /** Pawn, knight, bishop, rook, queen; the king is scored by each game's own terms. */
    static final int[] VALUE = {0, 100, 320, 330, 500, 900, 0};
    /** Centre distance bonus per square (0 at the rim, 3 in the centre) weighted per piece type. */
    private static final int[] CENTRE_WEIGHT = {0, 0, 8, 4, 2, 2, 0};
    private static final int[] CENTRE = new int[64];
    /** Bonus of a pawn per rank advanced from its side's second rank. */
    private static final int PAWN_ADVANCE = 8;

    static {
        for (int sq = 0; sq < 64; sq++) {
            int file = sq & 7;
            int rank = sq >> 3;
            CENTRE[sq] = Math.min(Math.min(file, 7 - file), Math.min(rank, 7 - rank));
        }
    }

    private ChessTerms() {
    }

    /** Board and hand material, a piece in hand counted at {@code handPercent} of its value. */
    static int material(ChessBoard board, int handPercent) {
        int score = 0;
        for (int type = Piece.PAWN; type <= Piece.QUEEN; type++) {
            int onBoard = Long.bitCount(board.pieces(0, type)) - Long.bitCount(board.pieces(1, type));
            int inHand = board.handCount(0, type) - board.handCount(1, type);
            score += onBoard * VALUE[type] + inHand * VALUE[type] * handPercent / 100;
        }
        return score;
    }

    /** Centralisation of pieces and advancement of pawns. */
    static int placement(ChessBoard board) {
        int score = 0;
        for (int side = 0; side < 2; side++) {
            int sign = side == 0 ? 1 : -1;
            for (int type = Piece.KNIGHT; type <= Piece.QUEEN; type++) {
                for (long set = board.pieces(side, type); set != 0; set &= set - 1) {
                    score += sign * CENTRE_WEIGHT[type] * CENTRE[Long.numberOfTrailingZeros(set)];
                }
            }
            for (long set = board.pieces(side, Piece.PAWN); set != 0; set &= set - 1) {
                int rank = Long.numberOfTrailingZeros(set) >> 3;
                int advanced = side == 0 ? rank - 1 : 6 - rank;
                score += sign * PAWN_ADVANCE * Math.max(0, advanced);
            }
        }
        return score;
    }

    /** The eight squares around {@code square}. */
    static long around(int square) {
        return org.heterodox.rules.chess.Attacks.king(square);
    }
}
