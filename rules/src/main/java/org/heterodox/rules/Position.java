package org.heterodox.rules;

/**
 * A mutable game position. Implementations are fast: {@link #generate}, {@link #make} and
 * {@link #unmake} do not allocate.
 */
public interface Position {
    Variant variant();

    /** 0 for the first player (White; Sente in shogi), 1 for the second. */
    int sideToMove();

    /**
     * Fills {@code out} (after clearing it) with the legal moves. A finished game by the rules of
     * its variant (checkmate, stalemate, king captured, ...) has none. Draw claims (repetition,
     * fifty moves) do not remove moves.
     */
    void generate(MoveList out);

    /** Plays a move that {@link #generate} returned. */
    void make(int move);

    /** Takes back the last move made. */
    void unmake();

    /** Zobrist key of the position (board, side, castling, en passant, hands). */
    long hash();

    /** Number of moves made since the position was set up; {@link #unmake} is possible while it is > 0. */
    int movesMade();

    /** Whether the side to move is in check by the rules of the variant. */
    boolean inCheck();

    /** The game's state including automatic draws (repetition, fifty moves, dead position). */
    Outcome outcome();

    /** The position in the variant's FEN or SFEN form. */
    String toFen();

    /** An independent copy, without the move history. */
    Position copy();

    /**
     * Passes the turn without moving (a "null move", used by engines to prune their search) and
     * returns true, or returns false and changes nothing when the game does not support it.
     */
    default boolean makeNull() {
        return false;
    }

    /** Takes back a null move made by {@link #makeNull}. */
    default void unmakeNull() {
        throw new UnsupportedOperationException("no null move to take back");
    }

    /** Number of legal move sequences of exactly {@code depth} plies. */
    default long perft(int depth) {
        return Perft.count(this, depth);
    }
}
