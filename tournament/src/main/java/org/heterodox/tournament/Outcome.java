package org.heterodox.tournament;

/**
 * What one round gave one player, as FIDE's TRF16 result codes name it. Points are counted in half
 * points so that sums stay exact: a win is 2, a draw 1.
 */
public enum Outcome {
    /** A game won over the board. */
    WIN('1', 2, true),
    DRAW('=', 1, true),
    LOSS('0', 0, true),
    /** Won because the opponent did not come (or was paused or withdrew after the pairing). */
    FORFEIT_WIN('+', 2, false),
    FORFEIT_LOSS('-', 0, false),
    /** The pairing-allocated bye of an odd round (C.04.1 c): a full point, no opponent, no colour. */
    PAIRING_BYE('U', 2, false),
    /** A bye the player asked for, with the points the organiser grants. */
    FULL_POINT_BYE('F', 2, false),
    HALF_POINT_BYE('H', 1, false),
    /** Not paired: absent, paused or withdrawn, or a requested bye worth nothing. */
    ZERO_POINT_BYE('Z', 0, false);

    private final char trf;
    private final int halfPoints;
    private final boolean played;

    Outcome(char trf, int halfPoints, boolean played) {
        this.trf = trf;
        this.halfPoints = halfPoints;
        this.played = played;
    }

    /** The TRF16 result code. */
    public char trf() {
        return trf;
    }

    public int halfPoints() {
        return halfPoints;
    }

    /** Whether a game was played over the board (forfeits and byes were not). */
    public boolean played() {
        return played;
    }

    /** Whether the round had an opponent (a game played or forfeited). */
    public boolean hasOpponent() {
        return played || this == FORFEIT_WIN || this == FORFEIT_LOSS;
    }

    /** The opponent's outcome of the same game; only for outcomes with an opponent. */
    public Outcome mirrored() {
        return switch (this) {
            case WIN -> LOSS;
            case LOSS -> WIN;
            case DRAW -> DRAW;
            case FORFEIT_WIN -> FORFEIT_LOSS;
            case FORFEIT_LOSS -> FORFEIT_WIN;
            default -> throw new IllegalStateException(this + " has no opponent");
        };
    }

    /** The outcome with this TRF16 code (W, D, L: unrated played games count as 1, =, 0), or null. */
    public static Outcome ofTrf(char code) {
        char upper = Character.toUpperCase(code);
        switch (upper) {
            case 'W':
                return WIN;
            case 'D':
                return DRAW;
            case 'L':
                return LOSS;
            default:
                for (Outcome outcome : values()) {
                    if (outcome.trf == upper) {
                        return outcome;
                    }
                }
                return null;
        }
    }
}
