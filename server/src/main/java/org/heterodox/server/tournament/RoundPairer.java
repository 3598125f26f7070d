package org.heterodox.server.tournament;

/** Pairs the next round of a round-based tournament (round robin or Swiss). */
interface RoundPairer {
    /** The rounds the tournament will have, once started. */
    int totalRounds(Tournament tournament);

    /** Round {@code round}'s boards and byes; earlier rounds are complete. */
    PlannedRound pair(Tournament tournament, int round);
}
