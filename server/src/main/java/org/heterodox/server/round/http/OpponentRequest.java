package org.heterodox.server.round.http;

/** Who takes the other seat: {@code open} (by invite) or {@code engine} at a level. */
public record OpponentRequest(String type, Integer level) {
}
