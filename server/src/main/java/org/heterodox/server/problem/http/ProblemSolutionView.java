package org.heterodox.server.problem.http;

import java.util.List;

/**
 * {@code GET /api/problems/{id}/solution}: the verdict and its reason, the keys (record notation, and
 * machine notation for the board) and the solver's whole answer as {@code heterodox solve} writes it.
 */
public record ProblemSolutionView(String verdict, String reason, int solutions, List<String> keys, List<String> keysUci,
                                  List<String> lines) {
}
