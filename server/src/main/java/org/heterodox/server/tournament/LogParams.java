package org.heterodox.server.tournament;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.LinkedHashMap;
import java.util.Map;

/** A log entry's named details as stored: a JSON object of strings (none for entries written before them). */
final class LogParams {
    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final TypeReference<LinkedHashMap<String, String>> MAP = new TypeReference<>() { };

    private LogParams() {
    }

    static String write(Map<String, String> params) {
        if (params.isEmpty()) {
            return null;
        }
        try {
            return MAPPER.writeValueAsString(params);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a map of strings is always JSON", e);
        }
    }

    static Map<String, String> read(String stored) {
        if (stored == null || stored.isBlank()) {
            return Map.of();
        }
        try {
            return MAPPER.readValue(stored, MAP);
        } catch (JsonProcessingException e) {
            // Written by write() above: unreadable only if edited by hand; the English detail still shows.
            return Map.of();
        }
    }
}
