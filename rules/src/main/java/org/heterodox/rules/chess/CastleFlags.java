package org.heterodox.rules.chess;

/**
 * Castling state as six "unmoved since placed" flags, one per original square (e1 h1 a1 e8 h8 a8).
 * A right holds when both its king and rook flags are set. Orthodox chess sets the flags from the
 * FEN; the drop games also set them when a king or rook is dropped on its original square, so one
 * representation serves both (docs/rules.md#unachess-castling-rights: castling rights gained by dropping).
 */
public final class CastleFlags {
    public static final int WHITE_KING = 1, WHITE_H_ROOK = 2, WHITE_A_ROOK = 4;
    public static final int BLACK_KING = 8, BLACK_H_ROOK = 16, BLACK_A_ROOK = 32;

    /** Rights as in FEN order K Q k q, bit 0..3. */
    public static final int RIGHT_WK = 1, RIGHT_WQ = 2, RIGHT_BK = 4, RIGHT_BQ = 8;

    private static final int[] CLEAR_MASK = new int[64];
    /** The square of each flag, by bit: e1 h1 a1 e8 h8 a8. */
    private static final int[] FLAG_SQUARES = {Squares.E1, Squares.H1, Squares.A1, Squares.E8, Squares.H8, Squares.A8};

    static {
        java.util.Arrays.fill(CLEAR_MASK, 63);
        CLEAR_MASK[Squares.E1] = 63 & ~WHITE_KING;
        CLEAR_MASK[Squares.H1] = 63 & ~WHITE_H_ROOK;
        CLEAR_MASK[Squares.A1] = 63 & ~WHITE_A_ROOK;
        CLEAR_MASK[Squares.E8] = 63 & ~BLACK_KING;
        CLEAR_MASK[Squares.H8] = 63 & ~BLACK_H_ROOK;
        CLEAR_MASK[Squares.A8] = 63 & ~BLACK_A_ROOK;
    }

    private CastleFlags() {
    }

    /**
     * Flags kept after a piece moves from or to {@code square}: only that square's own flag goes. In
     * the drop games another piece may stand on e1 before the king is dropped there; it must not
     * take the unmoved rooks' flags with it.
     */
    public static int clearMask(int square) {
        return CLEAR_MASK[square];
    }

    /** Flags kept after {@code side}'s king moves: with the king's flag its rooks' flags lose their use. */
    public static int kingMoveMask(int side) {
        return side == Piece.WHITE
                ? 63 & ~(WHITE_KING | WHITE_H_ROOK | WHITE_A_ROOK)
                : 63 & ~(BLACK_KING | BLACK_H_ROOK | BLACK_A_ROOK);
    }

    /** The flag a piece of {@code side} and {@code type} sets when dropped on {@code square}, or 0. */
    public static int dropFlag(int side, int type, int square) {
        if (side == Piece.WHITE) {
            if (type == Piece.KING && square == Squares.E1) return WHITE_KING;
            if (type == Piece.ROOK && square == Squares.H1) return WHITE_H_ROOK;
            if (type == Piece.ROOK && square == Squares.A1) return WHITE_A_ROOK;
        } else {
            if (type == Piece.KING && square == Squares.E8) return BLACK_KING;
            if (type == Piece.ROOK && square == Squares.H8) return BLACK_H_ROOK;
            if (type == Piece.ROOK && square == Squares.A8) return BLACK_A_ROOK;
        }
        return 0;
    }

    public static int rights(int flags) {
        int rights = 0;
        if ((flags & (WHITE_KING | WHITE_H_ROOK)) == (WHITE_KING | WHITE_H_ROOK)) rights |= RIGHT_WK;
        if ((flags & (WHITE_KING | WHITE_A_ROOK)) == (WHITE_KING | WHITE_A_ROOK)) rights |= RIGHT_WQ;
        if ((flags & (BLACK_KING | BLACK_H_ROOK)) == (BLACK_KING | BLACK_H_ROOK)) rights |= RIGHT_BK;
        if ((flags & (BLACK_KING | BLACK_A_ROOK)) == (BLACK_KING | BLACK_A_ROOK)) rights |= RIGHT_BQ;
        return rights;
    }

    public static int fromRights(int rights) {
        int flags = 0;
        if ((rights & RIGHT_WK) != 0) flags |= WHITE_KING | WHITE_H_ROOK;
        if ((rights & RIGHT_WQ) != 0) flags |= WHITE_KING | WHITE_A_ROOK;
        if ((rights & RIGHT_BK) != 0) flags |= BLACK_KING | BLACK_H_ROOK;
        if ((rights & RIGHT_BQ) != 0) flags |= BLACK_KING | BLACK_A_ROOK;
        return flags;
    }

    /** The original squares of the pieces whose flags are set ({@link org.heterodox.rules.Setup#unmoved}). */
    public static long squares(int flags) {
        long squares = 0;
        for (int i = 0; i < FLAG_SQUARES.length; i++) {
            if ((flags & (1 << i)) != 0) {
                squares |= 1L << FLAG_SQUARES[i];
            }
        }
        return squares;
    }

    /** The flags of the original squares among {@code unmoved}; other squares carry no flag. */
    public static int fromSquares(long unmoved) {
        int flags = 0;
        for (int i = 0; i < FLAG_SQUARES.length; i++) {
            if ((unmoved & (1L << FLAG_SQUARES[i])) != 0) {
                flags |= 1 << i;
            }
        }
        return flags;
    }

    /** The FEN castling field for a set of rights, "-" when none. */
    public static String fen(int rights) {
        StringBuilder sb = new StringBuilder();
        if ((rights & RIGHT_WK) != 0) sb.append('K');
        if ((rights & RIGHT_WQ) != 0) sb.append('Q');
        if ((rights & RIGHT_BK) != 0) sb.append('k');
        if ((rights & RIGHT_BQ) != 0) sb.append('q');
        return sb.length() == 0 ? "-" : sb.toString();
    }
}
