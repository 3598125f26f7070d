package org.heterodox.server.round.http;

/** {@code POST /api/invites/{code}}: the joining player's name, optional. */
public record JoinRequest(String name) {
}
