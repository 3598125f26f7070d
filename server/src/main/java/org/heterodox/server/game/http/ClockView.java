package org.heterodox.server.game.http;

/** Time left for each side at the state's {@code serverTime}, and whose clock runs (null: none). */
public record ClockView(long first, long second, String running) {
}
