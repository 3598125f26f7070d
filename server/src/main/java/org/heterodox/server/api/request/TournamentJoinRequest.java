package org.heterodox.server.api.request;

/** {@code POST /api/tournaments/{id}/join}: the entry password, when the tournament needs one. */
public record TournamentJoinRequest(String password) {
}
