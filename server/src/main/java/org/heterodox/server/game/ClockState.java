package org.heterodox.server.game;

/**
 * The clocks of a game at one moment, as the heartbeat stores them: the time left for each side at
 * {@code turnStartedAt}. Stored only if the game's row is still at {@code version}.
 */
public record ClockState(String id, long version, long clockFirstMs, long clockSecondMs, long turnStartedAt) {
}
