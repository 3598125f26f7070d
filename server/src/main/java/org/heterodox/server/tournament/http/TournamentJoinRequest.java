package org.heterodox.server.tournament.http;

/** {@code POST /api/tournaments/{id}/join}: the entry password, when the tournament needs one. */
public record TournamentJoinRequest(String password) {
}
