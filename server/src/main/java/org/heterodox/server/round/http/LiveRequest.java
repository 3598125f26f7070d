package org.heterodox.server.round.http;

/** A message a client sends on a game's live channel; which fields apply depends on {@code action}. */
public record LiveRequest(String action, String token, String move, Integer plies, String draw) {
}
