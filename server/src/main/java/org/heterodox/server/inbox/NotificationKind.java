package org.heterodox.server.inbox;

/** What a notification tells its player. */
public enum NotificationKind {
    /** The opponent moved in a correspondence game: the player's turn. */
    TURN("turn"),
    /** A game of the player's ended. */
    GAME_OVER("gameOver"),
    /** Another player challenged the player. */
    CHALLENGE("challenge"),
    /** A tournament of the player's started, or paired a new round with a game of theirs. */
    ROUND("round");

    private final String wire;

    NotificationKind(String wire) {
        this.wire = wire;
    }

    public String wire() {
        return wire;
    }

    public static NotificationKind fromWire(String text) {
        for (NotificationKind kind : values()) {
            if (kind.wire.equals(text)) {
                return kind;
            }
        }
        throw new IllegalArgumentException("no notification kind '" + text + "'");
    }
}
