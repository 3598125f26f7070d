package org.heterodox.server.game;

import java.util.Map;

/**
 * The PGN tags that tie a game to its tournament. They travel with the game (stored, exported in its
 * PGN) so that the game's view can link back to the tournament without asking the tournament service:
 * {@code Event} (the tournament's name), {@code Round} ("3.2" = round 3, board 2), {@code TournamentId},
 * {@code BerserkAllowed} ("yes" in arenas that allow berserk) and {@code Berserk} (the sides that did).
 */
public final class TournamentTags {
    public static final String ID = "TournamentId";
    public static final String EVENT = "Event";
    public static final String ROUND = "Round";
    public static final String BERSERK_ALLOWED = "BerserkAllowed";
    public static final String BERSERK = "Berserk";

    private TournamentTags() {
    }

    public static boolean inTournament(Map<String, String> tags) {
        return tags.containsKey(ID);
    }

    /** Whether {@code side} berserked, by the game's tags. */
    public static boolean berserked(Map<String, String> tags, int side) {
        String sides = tags.get(BERSERK);
        return sides != null && sides.contains(Sides.name(side));
    }
}
