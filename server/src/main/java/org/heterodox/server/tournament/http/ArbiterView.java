package org.heterodox.server.tournament.http;

import java.util.List;

/**
 * A Swiss's arbiter settings and state (see TournamentArbiter in openapi.yaml): whether rounds wait to
 * be started, the half-point byes allowed, late entries, whether the current round waits, why the next
 * round could not be paired, and the half-point byes requested for rounds not yet paired.
 */
public record ArbiterView(boolean manualStart, int maxHalfPointByes, int lateEntryUntil, double lateEntryPoints,
                          boolean roundWaiting, String pairingProblem, List<RequestedBye> requestedByes) {
    /** A half-point bye a player requested for a round not yet paired. */
    public record RequestedBye(String name, int round) {
    }
}
