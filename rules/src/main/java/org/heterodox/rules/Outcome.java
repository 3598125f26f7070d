package org.heterodox.rules;

import java.util.List;

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

    /**
     * The outcome in words for a message, e.g. {@code White won by checkmate}, {@code Gote won (king
     * captured)} or {@code drawn (stalemate)}, with the game's {@code sideNames} (first player first).
     */
    public String inWords(List<String> sideNames) {
        return switch (result) {
            case ONGOING -> "in progress";
            case DRAW -> "drawn (" + reason.text() + ")";
            case FIRST_WINS, SECOND_WINS -> sideNames.get(result == Result.FIRST_WINS ? 0 : 1) + " won"
                    + switch (reason) {
                        case CHECKMATE, STALEMATE, RESIGNATION, TIME_FORFEIT ->
                                " by " + reason.text();
                        case UNSPECIFIED, NONE -> "";
                        default -> " (" + reason.text() + ")";
                    };
        };
    }

    @Override
    public String toString() {
        return isOver() ? result.pgn() + " (" + reason.text() + ")" : "*";
    }
}
