package org.heterodox.server.tournament;

/**
 * A round in which a player had no game: {@code pairing} is the pairing-allocated bye of an odd round
 * (a full point in a Swiss, none in a round robin's free round), {@code absent} a paused, late or
 * withdrawn player's round (no points), {@code requested} a half-point bye the player asked for in
 * advance, {@code late} a round a late entrant missed (the points the organiser chose for it).
 */
public record Bye(int round, int number, String kind, int halfPoints) {
    public static final String PAIRING = "pairing";
    public static final String ABSENT = "absent";
    public static final String REQUESTED = "requested";
    public static final String LATE = "late";
}
