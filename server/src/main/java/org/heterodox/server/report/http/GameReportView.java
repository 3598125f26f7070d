package org.heterodox.server.report.http;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;
import java.util.Map;
import org.heterodox.server.report.ReportPly;

/**
 * {@code GET /api/games/{id}/report} (and the database's): the report's state, {@code progress} in
 * percent of its {@code positions} scored, {@code ahead} the reports queued before it; once done, the
 * start position's entry, one entry per move, each side's accuracy and judgement counts, and the
 * engine budget it was made with; a failed report says why in {@code error}.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record GameReportView(String status, int progress, int positions, Integer ahead, String error, String variant,
                             Integer depth, Long nodes, ReportPly start, List<ReportPly> plies,
                             Map<String, Double> accuracy, Map<String, Map<String, Integer>> counts) {
}
