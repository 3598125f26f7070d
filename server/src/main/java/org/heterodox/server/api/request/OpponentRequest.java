package org.heterodox.server.api.request;

/** Who takes the other seat: {@code open} (by invite) or {@code engine} at a level. */
public record OpponentRequest(String type, Integer level) {
}
