package org.heterodox.server.analysis.http;

import java.util.List;

/**
 * {@code POST /api/positions/solve}: the canonical game spec and FEN, the stipulation, how many
 * solutions, the answer as text lines (as {@code heterodox solve} prints them: keys with threats and
 * variations, or helpmate lines, then short solutions) and the positions searched.
 */
public record PositionSolveView(String variant, String fen, String stipulation, int solutions, List<String> lines,
                                long nodes) {
}
