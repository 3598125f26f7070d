package org.heterodox.server.tournament;

import java.util.Locale;

/** Where a tournament is in its life: entries open, running, over, or called off. */
public enum TournamentStatus {
    CREATED,
    RUNNING,
    FINISHED,
    CANCELLED;

    public String wire() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static TournamentStatus fromWire(String text) {
        for (TournamentStatus status : values()) {
            if (status.wire().equals(text)) {
                return status;
            }
        }
        return null;
    }

    public boolean over() {
        return this == FINISHED || this == CANCELLED;
    }
}
