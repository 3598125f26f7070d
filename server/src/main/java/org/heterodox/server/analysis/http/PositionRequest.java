package org.heterodox.server.analysis.http;

/** {@code POST /api/positions/validate}: a game and a position in its FEN (SFEN for the shogi games). */
public record PositionRequest(String variant, String fen) {
}
