package org.heterodox.server.analysis.http;

import com.fasterxml.jackson.annotation.JsonUnwrapped;

/** {@code POST /api/positions/analysis}: the analysis of a set-up position, with its canonical variant and FEN. */
public record PositionAnalysisView(@JsonUnwrapped AnalysisView analysis, String variant, String fen) {
}
