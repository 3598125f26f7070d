package org.heterodox.rules;

/** A game's result and the reason for it. */
public record Outcome(Result result, Reason reason) {
    public static final Outcome ONGOING = new Outcome(Result.ONGOING, Reason.NONE);
    /** One instance per result and reason, so that a search asking at every node allocates nothing. */
    private static final Outcome[][] SHARED = new Outcome[Result.values().length][Reason.values().length];

    static {
        for (Result result : Result.values()) {
            for (Reason reason : Reason.values()) {
                SHARED[result.ordinal()][reason.ordinal()] = new Outcome(result, reason);
            }
        }
    }

    public boolean isOver() {
        return result != Result.ONGOING;
    }

    public static Outcome win(int side, Reason reason) {
        return SHARED[Result.win(side).ordinal()][reason.ordinal()];
    }

    public static Outcome draw(Reason reason) {
        return SHARED[Result.DRAW.ordinal()][reason.ordinal()];
    }

    @Override
    public String toString() {
        return isOver() ? result.pgn() + " (" + reason.text() + ")" : "*";
    }
}
