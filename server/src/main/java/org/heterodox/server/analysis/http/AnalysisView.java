package org.heterodox.server.analysis.http;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;

/**
 * The engine's view of a position: score from the view of {@code side} (to move), either
 * {@code centipawns} or {@code mateIn}; the best line in the record notation; and, from the
 * analysis endpoints, its first move in the record ({@code bestMove}) and machine
 * ({@code bestMachine}) notations.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record AnalysisView(int plies, String side, int depth, Integer centipawns, Integer mateIn, long nodes,
                           long timeMs, List<String> pv, String bestMove, String bestMachine) {
}
