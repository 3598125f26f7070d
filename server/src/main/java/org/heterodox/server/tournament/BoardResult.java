package org.heterodox.server.tournament;

import org.heterodox.tournament.Outcome;

/** A board's result as the API and TRF know it, with what it gives each side. */
public enum BoardResult {
    WHITE_WINS("1-0", Outcome.WIN, Outcome.LOSS),
    BLACK_WINS("0-1", Outcome.LOSS, Outcome.WIN),
    DRAW("1/2-1/2", Outcome.DRAW, Outcome.DRAW),
    WHITE_WINS_BY_FORFEIT("+--", Outcome.FORFEIT_WIN, Outcome.FORFEIT_LOSS),
    BLACK_WINS_BY_FORFEIT("--+", Outcome.FORFEIT_LOSS, Outcome.FORFEIT_WIN),
    DOUBLE_FORFEIT("---", Outcome.FORFEIT_LOSS, Outcome.FORFEIT_LOSS),
    PENDING("*", null, null);

    private final String wire;
    private final Outcome white;
    private final Outcome black;

    BoardResult(String wire, Outcome white, Outcome black) {
        this.wire = wire;
        this.white = white;
        this.black = black;
    }

    public String wire() {
        return wire;
    }

    /** White's outcome (null while pending). */
    public Outcome white() {
        return white;
    }

    public Outcome black() {
        return black;
    }

    public boolean decided() {
        return this != PENDING;
    }

    /** The outcome of the side playing {@code white ? White : Black}. */
    public Outcome of(boolean whiteSide) {
        return whiteSide ? white : black;
    }

    public static BoardResult fromWire(String text) {
        for (BoardResult result : values()) {
            if (result.wire.equals(text)) {
                return result;
            }
        }
        return null;
    }

    /** The board result of a finished game's PGN result ("1-0", "0-1", "1/2-1/2"). */
    public static BoardResult ofGame(String pgnResult) {
        return switch (pgnResult) {
            case "1-0" -> WHITE_WINS;
            case "0-1" -> BLACK_WINS;
            case "1/2-1/2" -> DRAW;
            default -> PENDING;
        };
    }
}
