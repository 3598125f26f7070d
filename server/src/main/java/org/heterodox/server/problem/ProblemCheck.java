package org.heterodox.server.problem;

import java.util.List;

/**
 * The solver's answer about one problem: the verdict and why, how many solutions, the answer's text
 * lines (as {@code heterodox solve} writes them), the first move of each solution and the first
 * solution's moves (machine notation), and the positions searched.
 */
public record ProblemCheck(ProblemVerdict verdict, String reason, int solutions, List<String> lines, List<String> keys,
                           List<String> line, long nodes) {
}
