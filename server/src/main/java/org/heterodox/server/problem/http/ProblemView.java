package org.heterodox.server.problem.http;

import java.util.List;

/**
 * A problem of the collection, without its solution: its game and diagram, the side to move,
 * stipulation, author, source and date of composition, its submitter, and the computer-tested mark
 * (verdict, reason, number of solutions, positions searched). {@code legalMoves} (machine notation)
 * for the board, and {@code mayDelete} for the viewer, on a single problem's page only (null in lists).
 */
public record ProblemView(long id, String variant, String fen, String sideToMove, String stipulation, String author,
                          String source, String date, String submitter, long createdAt, String verdict, String reason,
                          int solutions, long nodes, boolean published, List<String> legalMoves, Boolean mayDelete) {
}
