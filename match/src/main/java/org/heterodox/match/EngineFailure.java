package org.heterodox.match;

/**
 * An engine let its game down: it died, stopped answering, broke the protocol, ran out of time or
 * sent an illegal move. The game is lost for it, recorded with {@link #termination()} and
 * {@link #getMessage()} as the PGN comment.
 */
public final class EngineFailure extends Exception {
    /** How the failure is named in the PGN {@code Termination} tag (as cutechess-cli does). */
    public enum Kind {
        CRASH("abandoned"),
        STALLED("stalled connection"),
        TIME_FORFEIT("time forfeit"),
        ILLEGAL_MOVE("illegal move");

        private final String termination;

        Kind(String termination) {
            this.termination = termination;
        }

        public String termination() {
            return termination;
        }
    }

    private final Kind kind;

    /**
     * An engine that gave no answer by the turn's deadline: a time forfeit when its clock decides,
     * otherwise a stalled connection.
     */
    static EngineFailure noAnswer(Turn turn, String engine) {
        return turn.forfeitOnTime()
                ? new EngineFailure(Kind.TIME_FORFEIT, engine + " loses on time")
                : new EngineFailure(Kind.STALLED, engine + "'s connection stalls");
    }

    public EngineFailure(Kind kind, String message) {
        super(message);
        this.kind = kind;
    }

    public Kind kind() {
        return kind;
    }

    public String termination() {
        return kind.termination();
    }
}
