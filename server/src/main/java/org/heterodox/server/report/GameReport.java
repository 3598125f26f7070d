package org.heterodox.server.report;

import java.util.List;
import java.util.Map;

/**
 * A finished game's analysis as stored and served: the start position's entry, one entry per move,
 * each side's accuracy (null for a side without moves) and how many moves of each judgement each
 * side made, with the effort it was made with.
 *
 * @param counts by side ({@code first}, {@code second}), the count of each judgement by its API name
 */
public record GameReport(String variant, int depth, long nodes, ReportPly start, List<ReportPly> plies,
                         Map<String, Double> accuracy, Map<String, Map<String, Integer>> counts) {
    public GameReport {
        plies = List.copyOf(plies);
    }
}
