package org.heterodox.server.tournament;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One organiser action, kept for the arbiter: when, by whom, what, and the details (a reason for an
 * adjustment). {@code detail} is the English sentence (for scripts and entries written before
 * {@code params} existed); {@code params} are the same details as named values, from which the page
 * writes the line in the reader's language. A system actor is written {@link #SERVER} or {@link #CLOCK}.
 */
public record LogEntry(long at, String actor, String action, String detail, Map<String, String> params) {
    /** The server itself (finishing a tournament). */
    public static final String SERVER = "server";
    /** The start time of a tournament (a scheduled start). */
    public static final String CLOCK = "the clock";

    /** The longest English detail kept (the stored column's width). */
    public static final int MAX_DETAIL = 400;

    public LogEntry {
        detail = detail != null && detail.length() > MAX_DETAIL ? detail.substring(0, MAX_DETAIL - 3) + "..." : detail;
        params = params == null ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(params));
    }

    /** An entry whose details are {@code params}, given in order as name, value, name, value ... */
    public static LogEntry of(long at, String actor, String action, String detail, String... params) {
        if (params.length % 2 != 0) {
            throw new IllegalArgumentException("params come as name-value pairs");
        }
        Map<String, String> map = new LinkedHashMap<>();
        for (int i = 0; i < params.length; i += 2) {
            map.put(params[i], params[i + 1]);
        }
        return new LogEntry(at, actor, action, detail, map);
    }
}
