package org.heterodox.server.tournament;

/**
 * The organiser's arbiter settings of a Swiss: whether each round waits for the organiser to start
 * it once paired ({@code manualStart}, so the pairing can be checked and edited first), how many
 * half-point byes a player may request in advance, the last round a late entrant may still be
 * paired in, and the points of each round a late entrant missed (in half points: 0 or 1).
 */
public record ArbiterRules(boolean manualStart, int maxHalfPointByes, int lateEntryUntil, int lateEntryHalfPoints) {
    /** A tournament without them (round robins, arenas, imported reports): today's behaviour. */
    public static ArbiterRules none(int rounds) {
        return new ArbiterRules(false, 0, rounds, 0);
    }
}
