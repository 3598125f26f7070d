package org.heterodox.server.tournament;

import java.util.Locale;

/**
 * How players who share a place in a series tournament score: each gets the points of the better place
 * ({@link #HIGHER}: two players tied for first both score the winner's points), or the points of the
 * places they share are divided equally ({@link #SHARED}: tied for first and second, each scores the
 * average of the two).
 */
public enum SharedPlaces {
    HIGHER, SHARED;

    public String wire() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The choice named {@code wire}, or null when there is no such choice. */
    public static SharedPlaces fromWire(String wire) {
        for (SharedPlaces s : values()) {
            if (s.wire().equals(wire)) {
                return s;
            }
        }
        return null;
    }
}
