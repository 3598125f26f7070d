package org.heterodox.server.analysis.http;

import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * {@code POST /api/positions/validate}: whether a game can start from a position; {@code error}
 * says why not, and the other fields are there once the position could be read.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record PositionCheckView(String variant, boolean valid, String error, String fen, String sideToMove,
                                Boolean inCheck, Integer legalMoves) {
}
