package org.heterodox.server.game;

import java.util.Locale;

/** Who sits in a seat. */
public enum SeatKind {
    /** Nobody yet; the invite code fills it. */
    OPEN,
    /** A person holding the seat token. */
    HUMAN,
    /** The server's engine. */
    ENGINE;

    public String wire() {
        return name().toLowerCase(Locale.ROOT);
    }
}
