package org.heterodox.server.api;

import java.util.regex.Pattern;

/** The checks of request fields beyond their JSON type: presence, length, range; each refusal names the field. */
public final class Fields {
    private static final Pattern NAME = Pattern.compile("[\\p{L}\\p{N} ._-]{1,40}");

    private Fields() {
    }

    /** {@code value}, or null when absent; refused when longer than {@code maxLength}. */
    public static String text(String name, String value, int maxLength) {
        if (value != null && value.length() > maxLength) {
            throw ApiException.badRequest("'" + name + "' is longer than " + maxLength + " characters");
        }
        return value;
    }

    public static String required(String name, String value, int maxLength) {
        String text = text(name, value, maxLength);
        if (text == null || text.isBlank()) {
            throw ApiException.badRequest("'" + name + "' is required");
        }
        return text;
    }

    /** An integer in {@code min..max}, or {@code fallback} when absent. */
    public static Integer range(String name, Integer value, int min, int max, Integer fallback) {
        if (value == null) {
            return fallback;
        }
        if (value < min || value > max) {
            throw ApiException.badRequest("'" + name + "' must be from " + min + " to " + max + ", not " + value);
        }
        return value;
    }

    /** A player's name for the PGN tags: letters, digits, space, dot, underscore, hyphen; 1..40; null when absent or blank. */
    public static String playerName(String name, String value) {
        String text = text(name, value, 40);
        if (text != null && !NAME.matcher(text).matches()) {
            throw ApiException.badRequest("'" + name + "' may hold only letters, digits, spaces and . _ -"
                    + " (1 to 40 characters)");
        }
        return text == null || text.trim().isEmpty() ? null : text.trim();
    }
}
