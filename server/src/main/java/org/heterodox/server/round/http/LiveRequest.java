package org.heterodox.server.round.http;

/**
 * A message a client sends on a game's live channel; which fields apply depends on {@code action}.
 * {@code draw} (for action draw) and {@code offer} (takeback, rematch) say offer, accept or decline;
 * {@code id}, when given, is echoed in the one answer to this message (an ack or an error).
 */
public record LiveRequest(String action, String token, String move, Integer plies, String draw, String offer, Integer id) {
}
