package org.heterodox.server.game;

/** Where a game is in its life. */
public enum GameStatus {
    /** A seat is still open: the game waits for someone to join by invite. */
    WAITING("open"),
    /** Both seats are filled and the game is being played. */
    ACTIVE("live"),
    /** Over with a result (including imported games). */
    FINISHED("finished"),
    /** Called off before the second move; no result. */
    ABORTED("aborted");

    private final String wire;

    GameStatus(String wire) {
        this.wire = wire;
    }

    /** The lobby's name for the status, used in JSON and list filters. */
    public String wire() {
        return wire;
    }

    public boolean isOver() {
        return this == FINISHED || this == ABORTED;
    }

    public static GameStatus fromWire(String text) {
        for (GameStatus status : values()) {
            if (status.wire.equals(text)) {
                return status;
            }
        }
        return null;
    }
}
