package org.heterodox.server.problem.http;

/** {@code POST /api/problems/{id}/attempt}: whether the move is the key, written in the game's record and machine notations. */
public record ProblemAttemptView(boolean correct, String move, String uci) {
}
