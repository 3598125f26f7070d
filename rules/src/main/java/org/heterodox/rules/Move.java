package org.heterodox.rules;

/**
 * Moves are packed into an {@code int} so that generation, make and unmake never allocate.
 *
 * <pre>
 * bits  0- 6  to square       (0..127; a1 = 0 on 8x8 boards)
 * bits  7-13  from square     (unused for drops)
 * bits 14-17  moving piece type (family-specific code, never 0)
 * bits 18-21  captured piece type (0 = none)
 * bits 22-25  promotion piece type (0 = none)
 * bits 26-29  kind, one of the KIND_* constants
 * </pre>
 * Piece types are colourless; the mover is the side to move of the position the move belongs to.
 * {@link #NONE} (0) is never a move because every move has a non-zero piece type.
 */
public final class Move {
    public static final int NONE = 0;

    public static final int KIND_NORMAL = 0;
    public static final int KIND_DOUBLE_PUSH = 1;
    public static final int KIND_EN_PASSANT = 2;
    public static final int KIND_CASTLE = 3;
    public static final int KIND_DROP = 4;
    /** Shogi-style promotion: the piece changes into its promoted form (promotion field unused). */
    public static final int KIND_PROMOTE = 5;
    /**
     * Ambiguous Chess: the announcement of the square in the to field; the opponent then chooses
     * which move reaches it. Its piece field is {@link #ANNOUNCE_PIECE} so it never equals {@link #NONE}.
     */
    public static final int KIND_ANNOUNCE = 6;
    /** The piece field of an announcement, a value no game uses for a real piece type. */
    public static final int ANNOUNCE_PIECE = 0xF;

    private Move() {
    }

    public static int of(int from, int to, int piece, int captured, int promotion, int kind) {
        return to | (from << 7) | (piece << 14) | (captured << 18) | (promotion << 22) | (kind << 26);
    }

    public static int drop(int to, int piece) {
        return of(0, to, piece, 0, 0, KIND_DROP);
    }

    /** The announcement of {@code square} (Ambiguous Chess). */
    public static int announce(int square) {
        return of(0, square, ANNOUNCE_PIECE, 0, 0, KIND_ANNOUNCE);
    }

    public static boolean isAnnouncement(int move) {
        return kind(move) == KIND_ANNOUNCE;
    }

    public static int to(int move) {
        return move & 0x7F;
    }

    public static int from(int move) {
        return (move >>> 7) & 0x7F;
    }

    public static int piece(int move) {
        return (move >>> 14) & 0xF;
    }

    public static int captured(int move) {
        return (move >>> 18) & 0xF;
    }

    public static int promotion(int move) {
        return (move >>> 22) & 0xF;
    }

    public static int kind(int move) {
        return (move >>> 26) & 0xF;
    }

    public static boolean isCapture(int move) {
        return captured(move) != 0;
    }

    /**
     * A capture or a promotion with a promotion piece (chess family): the moves a quiescence search
     * looks at ({@link Position#generateNoisy}). A shogi promotion ({@link #KIND_PROMOTE}) counts
     * only when it captures.
     */
    public static boolean isNoisy(int move) {
        return (move & (0xFF << 18)) != 0;
    }

    public static boolean isDrop(int move) {
        return kind(move) == KIND_DROP;
    }

    public static boolean isCastle(int move) {
        return kind(move) == KIND_CASTLE;
    }

    public static boolean isEnPassant(int move) {
        return kind(move) == KIND_EN_PASSANT;
    }
}
