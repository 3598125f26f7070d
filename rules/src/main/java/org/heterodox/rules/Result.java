package org.heterodox.rules;

/**
 * The result of a game. The first player is White in the chess family and Sente (Black) in shogi,
 * so {@code FIRST_WINS} is written "1-0" in PGN for either.
 */
public enum Result {
    FIRST_WINS("1-0"),
    SECOND_WINS("0-1"),
    DRAW("1/2-1/2"),
    ONGOING("*");

    /** values() copies its array on every call; the PGN reader asks about every token. */
    private static final Result[] ALL = values();

    private final String pgn;

    Result(String pgn) {
        this.pgn = pgn;
    }

    public String pgn() {
        return pgn;
    }

    public static Result win(int side) {
        return side == 0 ? FIRST_WINS : SECOND_WINS;
    }

    public static Result loss(int side) {
        return side == 0 ? SECOND_WINS : FIRST_WINS;
    }

    public static Result fromPgn(String text) {
        for (Result r : ALL) {
            if (r.pgn.equals(text)) {
                return r;
            }
        }
        return null;
    }
}
