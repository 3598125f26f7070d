package org.heterodox.server.testing;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.function.BiFunction;
import org.heterodox.server.testing.OpenApiOperations.Operation;
import org.heterodox.server.testing.OpenApiOperations.Parameter;

/**
 * Hostile requests for one documented operation, drawn from a seeded {@link Random}: a valid request
 * (real ids in the path, the required query parameters, a body the schema accepts) with one to three
 * parts made hostile: a path parameter (huge, traversal, NUL, unicode, negative), the query (wrong
 * types, huge, repeated), the body (mutated JSON, 10,000-deep nesting, 2 MB strings, wrong content
 * type, empty, binary) or the headers (huge cookie, foreign Origin, junk tokens).
 */
public final class HostileRequests {
    /** Who sends it: the credentials are added when it is sent (a session may have been renewed). */
    public enum Auth { ANONYMOUS, SESSION, SESSION_WITHOUT_CSRF, SEAT, FOREIGN_ORIGIN }

    /** One request: {@code target} is the path and query as written on the wire (already encoded). */
    public record Attack(Operation operation, String method, String target, Map<String, String> headers, byte[] body,
                         Auth auth, String what) {
        @Override
        public String toString() {
            String shown = target.length() > 160 ? target.substring(0, 160) + "...(" + target.length() + " chars)" : target;
            return method + " " + shown + " as " + auth + " [" + what + "]";
        }
    }

    private static final String[] PATH_VALUES = {
        "A".repeat(10_000), "9".repeat(40), "-1", "0", "-9223372036854775809", "..%2f..%2fetc%2fpasswd", "..", "%2e%2e",
        "%2e%2e%2f", "%00", "x%00y", "%0d%0aSet-Cookie:%20a=b", "%C3%A9t%C3%A9", "%E4%B8%AD%E6%96%87", "%F0%9F%98%80",
        "%FF%FE", "%C0%AF", "%25", "%20", "%27%20OR%201=1--", "%3Cscript%3Ealert(1)%3C%2Fscript%3E", "null", "1e9", "0x10",
        "chess:" + "x,".repeat(2_000), "chess:no-castling,no-castling", "%E2%80%AE", "%5C..%5C", "a;b=c", "%ZZ", "a b",
    };
    private static final String[] QUERY_VALUES = {
        "abc", "-1", "-2147483649", "1e99", "99999999999999999999", "", "%00", "%C3%A9%E4%B8%AD", "%F0%9F%98%80", "[]",
        "true", "0.5", "NaN", "%FF", "1%2C2", "chess:" + "y,".repeat(500), "A".repeat(5_000), "B".repeat(10_000), "%ZZ",
        "%27%3B--", "8%2F8%2F8%2F8%2F8%2F8%2F8%2F8%20w%20-%20-%200%201",
    };
    private static final String[] CONTENT_TYPES = {
        "text/plain", "application/xml", "multipart/form-data; boundary=----x", "application/x-www-form-urlencoded",
        "application/json; charset=UTF-16", "garbage/;;;=", "application/x-chess-pgn", "application/json",
    };
    private static final String[] FRAGMENTS = {
        "{", "}", "[", "]", "\"", ":", ",", "null", "-1", "1e309", "99999999999999999999", "\\u0000", "\\", "\ud83d\ude00",
        "\"\u00e9\u4e2d\"", "\u0000", "NaN", "/*", "'", "[[[[[[[[", "{\"a\":{\"a\":", "\r\n",
    };
    private static final String PGN = "[Event \"Attack\"]\n[Variant \"chess\"]\n[Result \"1-0\"]\n\n"
            + "1. f3 e5 2. g4 Qh4# 1-0\n";

    private final Random random;
    private final BiFunction<Operation, Parameter, String> validValue;
    private final String trf;

    /** {@code validValue} gives a path or required query parameter's valid value (an id that exists). */
    public HostileRequests(Random random, BiFunction<Operation, Parameter, String> validValue, String trf) {
        this.random = random;
        this.validValue = validValue;
        this.trf = trf;
    }

    /** {@code count} requests for the operation. */
    public List<Attack> against(Operation operation, int count) {
        List<Attack> attacks = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            attacks.add(attack(operation));
        }
        return attacks;
    }

    private Attack attack(Operation operation) {
        Map<String, String> path = new LinkedHashMap<>();
        operation.in("path").forEach(p -> path.put(p.name(), validValue.apply(operation, p)));
        List<String> query = new ArrayList<>();
        operation.in("query").stream().filter(Parameter::required)
                .forEach(p -> query.add(p.name() + "=" + validValue.apply(operation, p)));
        Map<String, String> headers = new LinkedHashMap<>();
        byte[] body = validBody(operation);
        if (operation.contentType() != null) {
            headers.put("Content-Type", operation.contentType());
        }
        Auth[] auths = Auth.values();
        Auth auth = auths[random.nextInt(auths.length)];
        List<String> what = new ArrayList<>();
        int mutations = 1 + random.nextInt(3);
        for (int m = 0; m < mutations; m++) {
            switch (random.nextInt(4)) {
                case 0 -> {
                    if (path.isEmpty()) {
                        m--;
                        continue;
                    }
                    List<String> names = new ArrayList<>(path.keySet());
                    String name = names.get(random.nextInt(names.size()));
                    String value = PATH_VALUES[random.nextInt(PATH_VALUES.length)];
                    path.put(name, value);
                    what.add("path " + name + "=" + abbreviate(value));
                }
                case 1 -> what.add(hostileQuery(operation, query));
                case 2 -> {
                    String[] described = new String[1];
                    body = hostileBody(operation, body, headers, described);
                    what.add(described[0]);
                }
                default -> what.add(hostileHeader(headers));
            }
        }
        String target = operation.path();
        for (Map.Entry<String, String> p : path.entrySet()) {
            target = target.replace("{" + p.getKey() + "}", p.getValue());
        }
        if (!query.isEmpty()) {
            target += "?" + String.join("&", query);
        }
        return new Attack(operation, operation.method(), target, headers, body, auth, String.join("; ", what));
    }

    private byte[] validBody(Operation operation) {
        if (operation.exampleBody() != null) {
            return operation.exampleBody().getBytes(StandardCharsets.UTF_8);
        }
        if (operation.contentType() == null) {
            return new byte[0];
        }
        return (operation.contentType().equals("text/plain") ? trf : PGN).getBytes(StandardCharsets.UTF_8);
    }

    private String hostileQuery(Operation operation, List<String> query) {
        List<Parameter> documented = operation.in("query");
        String name = documented.isEmpty() || random.nextInt(8) == 0 ? "unknown"
                : documented.get(random.nextInt(documented.size())).name();
        String value = QUERY_VALUES[random.nextInt(QUERY_VALUES.length)];
        query.add(name + "=" + value);
        if (random.nextInt(4) == 0) {
            // the same parameter again, with another value
            query.add(name + "=" + QUERY_VALUES[random.nextInt(QUERY_VALUES.length)]);
            return "query " + name + " repeated";
        }
        return "query " + name + "=" + abbreviate(value);
    }

    private byte[] hostileBody(Operation operation, byte[] valid, Map<String, String> headers, String[] what) {
        boolean json = operation.exampleBody() != null;
        switch (random.nextInt(json ? 10 : 8)) {
            case 0 -> {
                what[0] = "body 10,000-deep arrays";
                return ("[".repeat(10_000) + "]".repeat(10_000)).getBytes(StandardCharsets.UTF_8);
            }
            case 1 -> {
                what[0] = "body 10,000-deep objects";
                return ("{\"a\":".repeat(10_000) + "1" + "}".repeat(10_000)).getBytes(StandardCharsets.UTF_8);
            }
            case 2 -> {
                what[0] = "body with a 2 MB string";
                String huge = "\u00e9A".repeat(700_000);
                if (json) {
                    ObjectNode body = (ObjectNode) readTree(operation.exampleBody());
                    List<String> fields = new ArrayList<>();
                    body.fieldNames().forEachRemaining(fields::add);
                    body.put(fields.isEmpty() ? "x" : fields.get(random.nextInt(fields.size())), huge);
                    return body.toString().getBytes(StandardCharsets.UTF_8);
                }
                return ("[Event \"" + huge + "\"]\n\n1. e4 *\n").getBytes(StandardCharsets.UTF_8);
            }
            case 3 -> {
                what[0] = "empty body";
                return new byte[0];
            }
            case 4 -> {
                byte[] bytes = new byte[1 + random.nextInt(4096)];
                random.nextBytes(bytes);
                what[0] = "binary body of " + bytes.length + " bytes";
                return bytes;
            }
            case 5 -> {
                String type = CONTENT_TYPES[random.nextInt(CONTENT_TYPES.length)];
                headers.put("Content-Type", type);
                what[0] = "content type " + type;
                return type.contains("UTF-16") ? new String(valid, StandardCharsets.UTF_8).getBytes(StandardCharsets.UTF_16)
                        : valid;
            }
            case 6 -> {
                what[0] = "bytes mutated";
                return mutateBytes(valid);
            }
            case 7 -> {
                if (json) {
                    what[0] = "body a JSON " + (random.nextBoolean() ? "array" : "string");
                    return (random.nextBoolean() ? "[" + new String(valid, StandardCharsets.UTF_8) + "]" : "\"x\"")
                            .getBytes(StandardCharsets.UTF_8);
                }
                what[0] = "PGN of nested variations, comments and 10,000 moves";
                StringBuilder pgn = new StringBuilder("[Variant \"chess\"]\n\n");
                pgn.append("(".repeat(5_000)).append("{".repeat(100)).append("1. e4 ".repeat(10_000)).append(")".repeat(2_000));
                return pgn.toString().getBytes(StandardCharsets.UTF_8);
            }
            default -> {
                JsonNode tree = readTree(operation.exampleBody());
                int changes = 1 + random.nextInt(3);
                for (int i = 0; i < changes; i++) {
                    mutateTree(tree);
                }
                what[0] = "JSON mutated to " + abbreviate(tree.toString());
                return tree.toString().getBytes(StandardCharsets.UTF_8);
            }
        }
    }

    private String hostileHeader(Map<String, String> headers) {
        switch (random.nextInt(9)) {
            case 0 -> {
                int length = random.nextBoolean() ? 20_000 : 5_000;
                headers.put("Cookie", "heterodox_session=" + "C".repeat(length));
                return "session cookie of " + length + " characters";
            }
            case 1 -> {
                StringBuilder cookies = new StringBuilder();
                for (int i = 0; i < 300; i++) {
                    cookies.append("c").append(i).append("=").append(random.nextInt()).append("; ");
                }
                headers.put("Cookie", cookies + "heterodox_session=" + random.nextLong());
                return "300 cookies and a made-up session";
            }
            case 2 -> {
                headers.put("Accept-Language", "it-IT;q=abc, ".repeat(200) + "\u00e9;q=-1");
                return "hostile Accept-Language";
            }
            case 3 -> {
                headers.put("Authorization", "Bearer " + "T".repeat(random.nextBoolean() ? 3_000 : 3));
                return "junk seat token";
            }
            case 4 -> {
                headers.put("X-Seat-Token", "../" + random.nextLong());
                return "junk X-Seat-Token";
            }
            case 5 -> {
                headers.put("X-CSRF-Token", "K".repeat(2_000));
                return "huge CSRF token";
            }
            case 6 -> {
                headers.put("Origin", "null");
                return "Origin null";
            }
            case 7 -> {
                headers.put("Authorization", "Basic " + "\u00ff\u00fe");
                return "Authorization with latin-1 bytes";
            }
            default -> {
                headers.put("X-Forwarded-For", "1.2.3.4, " + "9".repeat(3_000));
                return "junk X-Forwarded-For";
            }
        }
    }

    private void mutateTree(JsonNode root) {
        if (!(root instanceof ObjectNode object) || object.isEmpty()) {
            return;
        }
        List<String> fields = new ArrayList<>();
        object.fieldNames().forEachRemaining(fields::add);
        String field = fields.get(random.nextInt(fields.size()));
        JsonNode child = object.get(field);
        if (child instanceof ObjectNode && random.nextBoolean()) {
            mutateTree(child);
            return;
        }
        switch (random.nextInt(12)) {
            case 0 -> object.remove(field);
            case 1 -> object.put("unknown" + random.nextInt(3), "x");
            case 2 -> object.putNull(field);
            case 3 -> object.put(field, -1 - random.nextInt(1_000_000));
            case 4 -> object.put(field, new java.math.BigInteger("9".repeat(30)));
            case 5 -> object.put(field, "x".repeat(10_000));
            case 6 -> object.put(field, "\u0000\u202e\ud83d\ude00\u00e9");
            case 7 -> object.put(field, random.nextBoolean());
            case 8 -> {
                ArrayNode array = object.putArray(field);
                array.add(child == null ? TestClient.JSON.nullNode() : child);
            }
            case 9 -> object.putObject(field).set("nested", child);
            case 10 -> object.put(field, 0.5);
            default -> object.put(field, Long.MIN_VALUE);
        }
    }

    private byte[] mutateBytes(byte[] valid) {
        StringBuilder text = new StringBuilder(new String(valid, StandardCharsets.UTF_8));
        for (int e = 1 + random.nextInt(4); e > 0; e--) {
            int at = text.length() == 0 ? 0 : random.nextInt(text.length() + 1);
            switch (random.nextInt(3)) {
                case 0 -> text.insert(at, FRAGMENTS[random.nextInt(FRAGMENTS.length)]);
                case 1 -> text.setLength(at);
                default -> {
                    if (at < text.length()) {
                        text.deleteCharAt(at);
                    }
                }
            }
        }
        return text.toString().getBytes(StandardCharsets.UTF_8);
    }

    private static JsonNode readTree(String json) {
        try {
            return TestClient.JSON.readTree(json);
        } catch (java.io.IOException e) {
            throw new IllegalStateException("the example body is not JSON: " + json, e);
        }
    }

    private static String abbreviate(String value) {
        return value.length() > 40 ? value.substring(0, 20) + "...(" + value.length() + " chars)" : value;
    }
}
