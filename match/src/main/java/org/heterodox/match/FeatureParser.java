package org.heterodox.match;

import java.util.LinkedHashMap;
import java.util.Map;

/** Reads the {@code key=value} pairs of an XBoard {@code feature} line; values may be double-quoted. */
final class FeatureParser {
    private FeatureParser() {
    }

    static Map<String, String> parse(String text) {
        Map<String, String> out = new LinkedHashMap<>();
        int i = 0;
        int n = text.length();
        while (i < n) {
            while (i < n && text.charAt(i) == ' ') {
                i++;
            }
            int eq = text.indexOf('=', i);
            if (eq < 0) {
                break;
            }
            String key = text.substring(i, eq).trim();
            i = eq + 1;
            String value;
            if (i < n && text.charAt(i) == '"') {
                int close = text.indexOf('"', i + 1);
                close = close < 0 ? n : close;
                value = text.substring(i + 1, close);
                i = close + 1;
            } else {
                int space = text.indexOf(' ', i);
                space = space < 0 ? n : space;
                value = text.substring(i, space);
                i = space;
            }
            if (!key.isEmpty() && key.indexOf(' ') < 0) {
                out.put(key, value);
            }
        }
        return out;
    }
}
