package org.heterodox.server.round.http;

import com.fasterxml.jackson.annotation.JsonUnwrapped;
import org.heterodox.server.analysis.http.AnalysisView;

/** The live channel's report of an engine seat's search while it thinks. */
public record AnalysisMessage(String type, @JsonUnwrapped AnalysisView analysis) {
    public AnalysisMessage(AnalysisView analysis) {
        this("analysis", analysis);
    }
}
