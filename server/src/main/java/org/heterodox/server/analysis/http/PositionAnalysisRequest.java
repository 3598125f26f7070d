package org.heterodox.server.analysis.http;

/** {@code POST /api/positions/analysis}: a position, the search time in milliseconds and the engine level. */
public record PositionAnalysisRequest(String variant, String fen, Integer movetime, Integer level) {
}
