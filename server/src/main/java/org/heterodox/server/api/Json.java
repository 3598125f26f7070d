package org.heterodox.server.api;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.exc.InputCoercionException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.cfg.CoercionAction;
import com.fasterxml.jackson.databind.cfg.CoercionInputShape;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.type.LogicalType;
import java.util.Collection;
import java.util.List;
import java.util.TreeSet;
import java.util.stream.Collectors;

/**
 * The API's one JSON mapper: it writes the view records and reads request bodies into request
 * records strictly. A body must be one object whose fields are all known and of the right JSON
 * type (no "5" for 5, no 5 for "5", no 1.5 for an integer); a refusal is a 400 naming the field and
 * what it should be, never the parser's or Java's words. Bodies nesting deeper than {@link #MAX_DEPTH}
 * or holding a number longer than {@link #MAX_NUMBER_DIGITS} digits are refused while parsing.
 */
public final class Json {
    /** How deep a body may nest arrays and objects (the API's bodies need two levels). */
    public static final int MAX_DEPTH = 8;
    /** How many digits a number may have (the API's numbers have at most ten). */
    public static final int MAX_NUMBER_DIGITS = 30;
    public static final ObjectMapper MAPPER = strictMapper();

    private Json() {
    }

    private static ObjectMapper strictMapper() {
        JsonFactory factory = JsonFactory.builder()
                .streamReadConstraints(new JsonLimits(MAX_DEPTH, MAX_NUMBER_DIGITS)).build();
        JsonMapper mapper = JsonMapper.builder(factory)
                .disable(MapperFeature.ALLOW_COERCION_OF_SCALARS)
                .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
                .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
                .disable(DeserializationFeature.ACCEPT_FLOAT_AS_INT)
                .build();
        for (LogicalType type : List.of(LogicalType.Textual, LogicalType.Integer, LogicalType.Boolean)) {
            for (CoercionInputShape shape : List.of(CoercionInputShape.Integer, CoercionInputShape.Float,
                    CoercionInputShape.Boolean, CoercionInputShape.String, CoercionInputShape.EmptyString)) {
                mapper.coercionConfigFor(type).setCoercion(shape, CoercionAction.Fail);
            }
        }
        // Each logical type still takes its own JSON type.
        mapper.coercionConfigFor(LogicalType.Textual).setCoercion(CoercionInputShape.String, CoercionAction.TryConvert);
        mapper.coercionConfigFor(LogicalType.Textual).setCoercion(CoercionInputShape.EmptyString, CoercionAction.TryConvert);
        mapper.coercionConfigFor(LogicalType.Integer).setCoercion(CoercionInputShape.Integer, CoercionAction.TryConvert);
        mapper.coercionConfigFor(LogicalType.Boolean).setCoercion(CoercionInputShape.Boolean, CoercionAction.TryConvert);
        return mapper;
    }

    /** Reads {@code body} into {@code type}; an empty body is an empty object. */
    public static <T> T read(String body, Class<T> type) {
        JsonNode tree = tree(body == null || body.isBlank() ? "{}" : body);
        if (tree == null || !tree.isObject()) {
            throw ApiException.badRequest("the body must be a JSON object");
        }
        try {
            return MAPPER.treeToValue(tree, type);
        } catch (UnrecognizedPropertyException e) {
            throw ApiException.badRequest("unknown field '" + abbreviate(path(e)) + "'; expected "
                    + names(e.getKnownPropertyIds()));
        } catch (MismatchedInputException e) {
            throw ApiException.badRequest("'" + path(e) + "' must be " + expected(e.getTargetType()));
        } catch (JsonMappingException e) {
            // Any other mismatch is still the named field's fault.
            throw ApiException.badRequest("'" + path(e) + "' has a value of the wrong type or size");
        } catch (InputCoercionException e) {
            throw ApiException.badRequest("a number in the body is too large");
        } catch (JsonProcessingException e) {
            throw ApiException.badRequest("the body could not be read as JSON");
        }
    }

    /** The syntax of {@code text}: one JSON value and nothing after it. */
    private static JsonNode tree(String text) {
        try {
            return MAPPER.readTree(text);
        } catch (JsonLimits.Exceeded e) {
            throw ApiException.badRequest(e.getOriginalMessage());
        } catch (JsonProcessingException e) {
            throw ApiException.badRequest("the body is not valid JSON" + where(e.getLocation()));
        }
    }

    /** {@code value} as JSON text. */
    public static String write(Object value) {
        try {
            return MAPPER.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a view record always serialises", e);
        }
    }

    private static String path(JsonMappingException e) {
        return e.getPath().stream()
                .map(ref -> ref.getFieldName() != null ? ref.getFieldName() : "[" + ref.getIndex() + "]")
                .collect(Collectors.joining(".")).replace(".[", "[");
    }

    private static String expected(Class<?> type) {
        if (type == null) {
            return "of another type";
        }
        if (type == String.class) {
            return "a string";
        }
        if (type == Integer.class || type == int.class || type == Long.class || type == long.class) {
            return "an integer";
        }
        if (type == Boolean.class || type == boolean.class) {
            return "true or false";
        }
        if (Collection.class.isAssignableFrom(type) || type.isArray()) {
            return "an array";
        }
        return "an object";
    }

    private static String names(Collection<Object> known) {
        return known.stream().map(String::valueOf).collect(Collectors.toCollection(TreeSet::new)).stream()
                .collect(Collectors.joining(", "));
    }

    private static String where(JsonLocation location) {
        if (location == null || location.getLineNr() < 0) {
            return "";
        }
        return " (line " + location.getLineNr() + ", column " + location.getColumnNr() + ")";
    }

    private static String abbreviate(String text) {
        return text.length() > 40 ? text.substring(0, 40) + "..." : text;
    }
}
