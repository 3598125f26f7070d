package org.heterodox.rules;

import java.util.List;
import org.heterodox.rules.explain.TurnDecision;

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

    /**
     * The table of a turn split into decisions ({@link GameDescription#decidesTwice}) for people: each first
     * decision the side to move may take, with the whole moves it leaves to the second (Ambiguous Chess:
     * each square that may be announced, with its candidate moves); while a first decision waits for
     * the second, that one alone. Empty where a turn is one decision, and when no decision is open.
     */
    default List<TurnDecision> decisionTable() {
        return List.of();
    }

    /**
     * The type of the piece that {@code decision} (one of {@link #generate}) takes, 0 when it takes
     * none: {@link Move#captured} of a move; in Ambiguous Chess an announcement of a square holding an
     * enemy piece, since whichever candidate is chosen takes it. Lets a search treat such decisions
     * as captures.
     */
    default int capturedBy(int decision) {
        return Move.captured(decision);
    }

    /** Plays a move that {@link #generate} or {@link #generatePlayed} returned. */
    void make(int move);

    /** Takes back the last move made. */
    void unmake();

    /** Zobrist key of the position (board, side, castling, en passant, hands). */
    long hash();

    /**
     * A 64-bit key of what the position's FEN (SFEN) shows, its move counters aside: board, hands, side
     * to move, castling rights and en passant square. Positions whose FENs are equal but for the counters
     * have equal keys however they were reached, and a position read back from its FEN has the key it
     * had. Unlike {@link #hash} it holds no state a FEN does not show (in the drop games, which unmoved
     * king and rook squares could still castle after a drop), so a position typed as FEN finds the games
     * that reached the same diagram. The chess and shogi cores keep it with their Zobrist hash, in a few
     * operations and no string; the default hashes the FEN.
     */
    default long diagramKey() {
        return DiagramKeys.ofFen(toFen());
    }

    /** Number of moves made since the position was set up or copied; {@link #unmake} is possible while it is > 0. */
    int movesMade();

    /**
     * Whole moves played since the position was set up or copied: {@link #movesMade}, except where a
     * move takes several decisions (Ambiguous Chess: an announcement and the opponent's choice are one
     * move, and an announcement still waiting for its choice is none yet). Problems count these.
     */
    default int movesPlayed() {
        return movesMade();
    }

    /** Whether the side to move is in check by the rules of the variant. */
    boolean inCheck();

    /**
     * Whether {@code move} (one of {@link #generate}) puts the opponent in check, by the rules of the
     * variant: the opponent is {@linkplain #inCheck in check} after it. A mate search asks it of every
     * move; the default plays the move, and games override it with a direct test.
     */
    default boolean givesCheck(int move) {
        make(move);
        boolean check = inCheck();
        unmake();
        return check;
    }

    /** The game's state including automatic draws (repetition, fifty moves, dead position). */
    Outcome outcome();

    /**
     * The verdict of the game's repetition and move-count rules on the current position, judged
     * over the history the position keeps (it travels with {@link #copy}), as if a repetition ended
     * the game once the position has occurred {@code occurrences} times, this one included:
     * {@link Outcome#ONGOING}, a draw (repetition, the fifty-move rule of the chess family) or a win
     * (shogi: the side that gave check with every move of the cycle loses). {@link #outcome} asks it
     * with the game's own count (3 in the chess family, 4 in shogi); an engine's search asks with 2,
     * since a side that can repeat a position once can repeat it again. Where a side decides twice
     * in a row (Ambiguous Chess), positions are compared at announcement time. Cheap and
     * allocation-free when no rule applies: a search calls it at every node.
     */
    Outcome ruleOutcome(int occurrences);

    /**
     * Plies since the last irreversible move, the count the game's move-count rule reads: the
     * halfmove clock in the chess family (played moves in Ambiguous Chess); in shogi, where no move is
     * irreversible, every ply the position's history knows.
     */
    int pliesSinceIrreversible();

    /**
     * How many pieces written {@code letter} (the upper-case FEN or SFEN letter, one of the game's
     * {@linkplain GameDescription#holdable holdable} pieces) {@code side} holds in hand; 0 in a game
     * without hands or for a letter that names no piece of the game.
     */
    default int inHand(int side, char letter) {
        return 0;
    }

    /**
     * How many pieces written {@code letter} (a {@linkplain PieceKind#letter letter} of the game's piece set,
     * upper case: {@code N}, or {@code +R} for a shogi dragon) {@code side} has on the board (on both boards
     * in Alice Chess); 0 for a letter that names no piece of the game. With {@link #inHand} it gives the
     * material of a game the caller does not know.
     */
    int onBoard(int side, String letter);

    /** The position in the variant's FEN or SFEN form. */
    String toFen();

    /**
     * An independent copy that keeps the history the game's rules need ({@link #ruleOutcome}): the
     * positions since the last irreversible move, or all of them where the rules need more (shogi).
     * Moves made before the copy cannot be taken back on it: its {@link #movesMade} starts at 0.
     */
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
