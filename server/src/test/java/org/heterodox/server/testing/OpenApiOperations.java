package org.heterodox.server.testing;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * Every operation (path and method) of openapi.yaml, with its parameters, the content type of its
 * request body and a body built from the body's schema that a server should accept, for tests that
 * walk the whole API.
 */
public final class OpenApiOperations {
    private static final List<String> METHODS = List.of("get", "post", "put", "patch", "delete");
    private static final String START_FEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    /** A documented parameter: in path or query, with its schema (references resolved). */
    public record Parameter(String name, String in, boolean required, JsonNode schema) {
    }

    /** One operation: its request body's content type (null without one) and a valid body for it. */
    public record Operation(String method, String path, List<Parameter> parameters, String contentType,
                            String exampleBody, Set<Integer> statuses) {
        public List<Parameter> in(String where) {
            return parameters.stream().filter(p -> p.in().equals(where)).toList();
        }

        public boolean changesState() {
            return !method.equals("GET");
        }

        @Override
        public String toString() {
            return method + " " + path;
        }
    }

    private final JsonNode spec;

    private OpenApiOperations(JsonNode spec) {
        this.spec = spec;
    }

    /** The operations of the server's openapi.yaml (from the classpath), in the document's order. */
    public static List<Operation> read() {
        try (InputStream in = OpenApiOperations.class.getResourceAsStream("/openapi.yaml")) {
            if (in == null) {
                throw new IllegalStateException("openapi.yaml is not on the classpath");
            }
            return new OpenApiOperations(new ObjectMapper(new YAMLFactory()).readTree(in)).operations();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private List<Operation> operations() {
        List<Operation> operations = new ArrayList<>();
        for (Iterator<Map.Entry<String, JsonNode>> paths = spec.path("paths").fields(); paths.hasNext(); ) {
            Map.Entry<String, JsonNode> path = paths.next();
            for (String method : METHODS) {
                JsonNode operation = path.getValue().get(method);
                if (operation != null) {
                    operations.add(operation(method.toUpperCase(java.util.Locale.ROOT), path.getKey(), operation));
                }
            }
        }
        return operations;
    }

    private Operation operation(String method, String path, JsonNode operation) {
        List<Parameter> parameters = new ArrayList<>();
        for (JsonNode parameter : operation.path("parameters")) {
            JsonNode p = resolve(parameter);
            parameters.add(new Parameter(p.path("name").asText(), p.path("in").asText(), p.path("required").asBoolean(),
                    resolve(p.path("schema"))));
        }
        String contentType = null;
        String body = null;
        JsonNode content = resolve(operation.path("requestBody")).path("content");
        if (content.isObject() && content.fieldNames().hasNext()) {
            contentType = content.fieldNames().next();
            JsonNode schema = resolve(content.path(contentType).path("schema"));
            body = contentType.equals("application/json") ? example(schema, "").toString() : null;
        }
        Set<Integer> statuses = new TreeSet<>();
        operation.path("responses").fieldNames().forEachRemaining(code -> statuses.add(Integer.parseInt(code)));
        return new Operation(method, path, List.copyOf(parameters), contentType, body, statuses);
    }

    /** The node a {@code $ref} names (the node itself when it is none). */
    public JsonNode resolve(JsonNode node) {
        while (node.has("$ref")) {
            String ref = node.get("$ref").asText();
            if (!ref.startsWith("#/")) {
                throw new IllegalArgumentException("only local references are read: " + ref);
            }
            node = spec.at(ref.substring(1));
        }
        return node;
    }

    /**
     * A value the schema accepts: the required properties and the optional ones with an example, enum,
     * default or boolean type; strings named like the API's fields get values that mean something.
     */
    private JsonNode example(JsonNode schema, String name) {
        schema = resolve(schema);
        ObjectMapper json = TestClient.JSON;
        if (schema.has("example")) {
            return schema.get("example");
        }
        if (schema.has("enum")) {
            return schema.get("enum").get(0);
        }
        if (name.equals("movetime")) {
            // the shortest search: a valid analysis then costs the test little time
            return json.getNodeFactory().numberNode(schema.path("minimum").asLong(10));
        }
        if (schema.has("default")) {
            return schema.get("default");
        }
        switch (schema.path("type").asText("object")) {
            case "object" -> {
                ObjectNode object = json.createObjectNode();
                Set<String> required = new TreeSet<>();
                schema.path("required").forEach(r -> required.add(r.asText()));
                for (Iterator<Map.Entry<String, JsonNode>> properties = schema.path("properties").fields();
                     properties.hasNext(); ) {
                    Map.Entry<String, JsonNode> property = properties.next();
                    JsonNode propertySchema = resolve(property.getValue());
                    boolean described = propertySchema.has("example") || propertySchema.has("enum")
                            || propertySchema.has("default") || propertySchema.path("type").asText().equals("boolean");
                    if (required.contains(property.getKey()) || described) {
                        object.set(property.getKey(), example(propertySchema, property.getKey()));
                    }
                }
                return object;
            }
            case "array" -> {
                ArrayNode array = json.createArrayNode();
                for (int i = 0; i < schema.path("minItems").asInt(0); i++) {
                    array.add(example(schema.path("items"), name));
                }
                return array;
            }
            case "integer", "number" -> {
                return json.getNodeFactory().numberNode(schema.path("minimum").asLong(1));
            }
            case "boolean" -> {
                return json.getNodeFactory().booleanNode(true);
            }
            default -> {
                return json.getNodeFactory().textNode(switch (name) {
                    case "variant" -> "chess";
                    case "fen" -> START_FEN;
                    case "move" -> "e4";
                    case "name" -> "Attack Cup";
                    case "password", "currentPassword", "newPassword" -> "not the password 1";
                    case "stipulation" -> "#1";
                    default -> "x".repeat(Math.max(1, schema.path("minLength").asInt(1)));
                });
            }
        }
    }
}
