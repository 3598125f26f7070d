package org.heterodox.server.analysis.http;

/** {@code POST /api/positions/solve}: a position and a stipulation ({@code #2}, {@code s#2}, {@code h#2}, {@code h#2.5}). */
public record PositionSolveRequest(String variant, String fen, String stipulation) {
}
