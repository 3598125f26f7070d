package org.heterodox.server.report;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;

/**
 * A report as stored: JSON written by the server itself, so it is read without the limits the API
 * puts on what clients send (a report of 2,000 moves is some 200 kB), and fields added later are skipped.
 */
final class ReportJson {
    private static final ObjectMapper MAPPER = new ObjectMapper()
            .configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, false);

    private ReportJson() {
    }

    static String write(GameReport report) {
        try {
            return MAPPER.writeValueAsString(report);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a report could not be written as JSON", e);
        }
    }

    static GameReport read(String json) {
        try {
            return MAPPER.readValue(json, GameReport.class);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a stored report no longer reads: " + e.getOriginalMessage(), e);
        }
    }
}
