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

    /**
     * Fills {@code out} (after clearing it) with the legal moves that are {@linkplain Move#isNoisy
     * noisy} (captures and promotions), for an engine's quiescence search. The default filters
     * {@link #generate}; games override it to generate them directly. As a set it always equals the
     * noisy part of {@link #generate}, so an empty list does not mean the game is over.
     */
    default void generateNoisy(MoveList out) {
        generate(out);
        out.retainNoisy();
    }

    /**
     * Whether {@code move} (any int) is one of the moves {@link #generate} returns here; an engine
     * tests a remembered move with it before generating. The default generates the moves into a new
     * list; games with a cheap direct test override it and {@link #testsLegalityDirectly}.
     */
    default boolean isLegal(int move) {
        MoveList moves = new MoveList();
        generate(moves);
        return moves.contains(move);
    }

    /** Whether {@link #isLegal} is a direct test, much cheaper than generating the moves. */
    default boolean testsLegalityDirectly() {
        return false;
    }

    /**
     * Fills {@code out} with the moves a game record holds. They are the legal moves, except in games
     * whose turn is split into several decisions (Ambiguous Chess: announce, then choose), where a
     * record holds whole played moves; {@link #make} accepts both.
     */
    default void generatePlayed(MoveList out) {
        generate(out);
    }

    /**
     * Called right after {@code make(decision)}: the whole move that decision completed, or
     * {@link Move#NONE} while the turn is not complete (Ambiguous Chess: an announcement waiting for
     * the opponent's choice). Turns a sequence of decisions into the moves a record holds.
     */
    default int playedBy(int decision) {
        return decision;
    }

    /**
     * The decisions that play the whole move {@code played} (one of {@link #generatePlayed}) from
     * here, in order: the move itself, except in Ambiguous Chess (the announcement, then the choice
     * when the square has several candidates). The inverse of {@link #playedBy}.
     */
    default int[] decisionsOf(int played) {
        return new int[] {played};
    }

    /** Plays a move that {@link #generate} or {@link #generatePlayed} returned. */
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
        throw new IllegalStateException("no null move to take back: makeNull() declined");
    }

    /** Number of legal move sequences of exactly {@code depth} plies. */
    default long perft(int depth) {
        return Perft.count(this, depth);
    }
}
