package org.heterodox.server.api;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Iterator;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Strict reading of JSON request bodies: a body must be one object whose fields are all known and
 * of the right type and range; every refusal names the field and what it should be.
 */
public final class JsonFields {
    public static final ObjectMapper MAPPER = new ObjectMapper();
    private static final Pattern NAME = Pattern.compile("[\\p{L}\\p{N} ._-]{1,40}");

    private final ObjectNode node;
    private final String path;

    private JsonFields(ObjectNode node, String path) {
        this.node = node;
        this.path = path;
    }

    /** Parses {@code body} as a JSON object with only {@code allowed} fields; an empty body is an empty object. */
    public static JsonFields parse(String body, Set<String> allowed) {
        if (body == null || body.isBlank()) {
            return new JsonFields(MAPPER.createObjectNode(), "").only(allowed);
        }
        JsonNode root;
        try {
            root = MAPPER.readTree(body);
        } catch (JsonProcessingException e) {
            throw ApiException.badRequest("the body is not valid JSON: " + e.getOriginalMessage()
                    + " (line " + e.getLocation().getLineNr() + ", column " + e.getLocation().getColumnNr() + ")");
        }
        if (root == null || !root.isObject()) {
            throw ApiException.badRequest("the body must be a JSON object");
        }
        return new JsonFields((ObjectNode) root, "").only(allowed);
    }

    private JsonFields only(Set<String> allowed) {
        Iterator<String> names = node.fieldNames();
        while (names.hasNext()) {
            String name = names.next();
            if (!allowed.contains(name)) {
                throw ApiException.badRequest("unknown field '" + path + abbreviate(name) + "'; expected "
                        + String.join(", ", new java.util.TreeSet<>(allowed)));
            }
        }
        return this;
    }

    /** The nested object {@code name}, or null when absent or null. */
    public JsonFields object(String name, Set<String> allowed) {
        JsonNode value = node.get(name);
        if (value == null || value.isNull()) {
            return null;
        }
        if (!value.isObject()) {
            throw ApiException.badRequest("'" + path + name + "' must be an object");
        }
        return new JsonFields((ObjectNode) value, path + name + ".").only(allowed);
    }

    public String string(String name, int maxLength) {
        JsonNode value = node.get(name);
        if (value == null || value.isNull()) {
            return null;
        }
        if (!value.isTextual()) {
            throw ApiException.badRequest("'" + path + name + "' must be a string");
        }
        String text = value.textValue();
        if (text.length() > maxLength) {
            throw ApiException.badRequest("'" + path + name + "' is longer than " + maxLength + " characters");
        }
        return text;
    }

    public String requiredString(String name, int maxLength) {
        String text = string(name, maxLength);
        if (text == null || text.isBlank()) {
            throw ApiException.badRequest("'" + path + name + "' is required");
        }
        return text;
    }

    /** A player's name for the PGN tags: letters, digits, space, dot, underscore, hyphen; 1..40. */
    public String name(String name) {
        String text = string(name, 40);
        if (text != null && !NAME.matcher(text).matches()) {
            throw ApiException.badRequest("'" + path + name + "' may hold only letters, digits, spaces and . _ -"
                    + " (1 to 40 characters)");
        }
        return text == null ? null : text.trim().isEmpty() ? null : text.trim();
    }

    /** An integer in {@code min..max}, or {@code fallback} when absent. */
    public Integer integer(String name, int min, int max, Integer fallback) {
        JsonNode value = node.get(name);
        if (value == null || value.isNull()) {
            return fallback;
        }
        if (!value.canConvertToInt() || !value.isIntegralNumber()) {
            throw ApiException.badRequest("'" + path + name + "' must be an integer from " + min + " to " + max);
        }
        int number = value.intValue();
        if (number < min || number > max) {
            throw ApiException.badRequest("'" + path + name + "' must be from " + min + " to " + max + ", not " + number);
        }
        return number;
    }

    public boolean bool(String name, boolean fallback) {
        JsonNode value = node.get(name);
        if (value == null || value.isNull()) {
            return fallback;
        }
        if (!value.isBoolean()) {
            throw ApiException.badRequest("'" + path + name + "' must be true or false");
        }
        return value.booleanValue();
    }

    public boolean has(String name) {
        JsonNode value = node.get(name);
        return value != null && !value.isNull();
    }

    public String path(String name) {
        return path + name;
    }

    private static String abbreviate(String text) {
        return text.length() > 40 ? text.substring(0, 40) + "..." : text;
    }
}
