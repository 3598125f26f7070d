package org.heterodox.rules;

/** Why a game ended (or {@link #NONE} while it goes on). */
public enum Reason {
    NONE("in progress"),
    CHECKMATE("checkmate"),
    STALEMATE("stalemate"),
    KING_CAPTURED("king captured"),
    NO_ANNOUNCEMENT("no square to announce"),
    THREEFOLD_REPETITION("threefold repetition"),
    FOURFOLD_REPETITION("fourfold repetition"),
    PERPETUAL_CHECK("perpetual check"),
    FIFTY_MOVES("fifty-move rule"),
    INSUFFICIENT_MATERIAL("insufficient material"),
    RESIGNATION("resignation"),
    TIME_FORFEIT("time forfeit"),
    AGREEMENT("draw by agreement"),
    ABORTED("aborted"),
    /** Called off by a server because nobody joined or made a first move in time. */
    EXPIRED("expired"),
    /** Drawn by a host's bound on a game's length (a server's, a match runner's), far beyond any real game. */
    MOVE_LIMIT("move limit"),
    /** A recorded result whose cause the record does not say (e.g. a PGN Result tag alone). */
    UNSPECIFIED("unspecified");

    private final String text;

    Reason(String text) {
        this.text = text;
    }

    /** Human-readable text, e.g. for the PGN {@code Termination} tag. */
    public String text() {
        return text;
    }
}
