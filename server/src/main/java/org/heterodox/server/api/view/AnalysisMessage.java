package org.heterodox.server.api.view;

import com.fasterxml.jackson.annotation.JsonUnwrapped;

/** The live channel's report of an engine seat's search while it thinks. */
public record AnalysisMessage(String type, @JsonUnwrapped AnalysisView analysis) {
    public AnalysisMessage(AnalysisView analysis) {
        this("analysis", analysis);
    }
}
