package org.heterodox.server.game;

/**
 * How long games nobody plays stay in the lobby, and how many open games one client may keep.
 *
 * @param openSeatMs an open seat nobody took, from the game's creation (real-time and unlimited games)
 * @param correspondenceMs an open seat, or a started game without a move from each side, in a correspondence game
 * @param unplayedMs a started game in which a side has not made its first move, from the last change
 * @param sweepMs how often games are checked for expiry
 * @param maxOpenGamesPerClient open games (waiting for an opponent) one client address may have at once
 */
public record LobbyLimits(long openSeatMs, long correspondenceMs, long unplayedMs, long sweepMs,
                          int maxOpenGamesPerClient) {
    private static final long MINUTE_MS = 60_000;
    private static final long HOUR_MS = 60 * MINUTE_MS;

    /** What {@code heterodox serve} uses: 1 hour, 7 days, 24 hours, a sweep every minute, 5 open games. */
    public static final LobbyLimits DEFAULTS = new LobbyLimits(HOUR_MS, 7 * 24 * HOUR_MS, 24 * HOUR_MS, MINUTE_MS, 5);

    public LobbyLimits {
        if (openSeatMs <= 0 || correspondenceMs <= 0 || unplayedMs <= 0 || sweepMs <= 0 || maxOpenGamesPerClient < 1) {
            throw new IllegalArgumentException("lobby limits must be positive");
        }
    }
}
