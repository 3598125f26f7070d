package org.heterodox.engine.nnue;

import org.heterodox.rules.chess.ChessBoard;
import org.heterodox.rules.chess.Piece;

/**
 * The network's inputs for orthodox chess: one per (own or enemy) piece type and square, seen from
 * one side (768 in all). From Black's view the board is flipped, so a position and its colour-swapped
 * mirror give the same inputs for the side to move.
 */
public final class ChessFeatures {
    /** Inputs per view: 2 colours x 6 types x 64 squares. */
    public static final int COUNT = 768;
    /** At most 32 pieces stand on a board. */
    public static final int MAX_ACTIVE = 32;

    private ChessFeatures() {
    }

    /** The input of a {@code side} piece of {@code type} on {@code square}, seen by {@code view}. */
    public static int index(int view, int side, int type, int square) {
        int relative = side == view ? 0 : 1;
        int seen = view == Piece.WHITE ? square : square ^ 56;
        return ((relative * 6) + (type - 1)) * 64 + seen;
    }

    /** The same input seen by the other side. */
    public static int flip(int index) {
        int square = index & 63;
        int colourType = index >>> 6;
        int relative = colourType / 6;
        int type = colourType % 6;
        return (((relative ^ 1) * 6) + type) * 64 + (square ^ 56);
    }

    /** Writes the board's inputs seen by White into {@code out}; returns how many. */
    public static int whiteView(ChessBoard board, short[] out) {
        int count = 0;
        for (int side = 0; side < 2; side++) {
            for (int type = Piece.PAWN; type <= Piece.KING; type++) {
                long set = board.pieces(side, type);
                while (set != 0 && count < out.length) {
                    int square = Long.numberOfTrailingZeros(set);
                    set &= set - 1;
                    out[count++] = (short) index(Piece.WHITE, side, type, square);
                }
            }
        }
        return count;
    }
}
