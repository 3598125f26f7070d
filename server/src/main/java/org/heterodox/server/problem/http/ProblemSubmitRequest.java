package org.heterodox.server.problem.http;

/** {@code POST /api/problems}: the game spec, diagram, stipulation, and optional author, source and date. */
public record ProblemSubmitRequest(String variant, String fen, String stipulation, String author, String source,
                                   String date) {
}
