package org.heterodox.server.tournament;

/**
 * A round in which a player had no game: {@code pairing} is the pairing-allocated bye of an odd round
 * (a full point in a Swiss, none in a round robin's free round), {@code absent} a paused, late or
 * withdrawn player's round (no points).
 */
public record Bye(int round, int number, String kind, int halfPoints) {
    public static final String PAIRING = "pairing";
    public static final String ABSENT = "absent";
    public static final String REQUESTED = "requested";
}
