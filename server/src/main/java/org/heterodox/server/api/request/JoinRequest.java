package org.heterodox.server.api.request;

/** {@code POST /api/invites/{code}}: the joining player's name, optional. */
public record JoinRequest(String name) {
}
