package org.heterodox.server.api;

import static org.assertj.core.api.Assertions.assertThat;

import org.heterodox.server.round.http.CreateGameRequest;
import org.heterodox.server.round.http.MoveRequest;
import org.junit.jupiter.api.Test;

/**
 * Bodies that are valid JSON, or start like it, but nest too deep or hold numbers too long: each is a
 * 400 that says so in the API's words, never the parser's.
 */
class HostileJsonTest {
    /** What the API says of {@code body}, after checking that it is a 400 free of parser internals. */
    static String refusal(String body, Class<?> type) {
        try {
            Json.read(body, type);
        } catch (ApiException e) {
            assertThat(e.status()).as(body).isEqualTo(400);
            assertFreeOfInternals(e.getMessage());
            return e.getMessage();
        }
        throw new AssertionError("accepted: " + body);
    }

    /** The words a client must never see: the parser's, Java's, class names. */
    static void assertFreeOfInternals(String message) {
        assertThat(message).isNotBlank().doesNotContain("StreamRead").doesNotContain("Constraints")
                .doesNotContain("jackson").doesNotContain("fasterxml").doesNotContain("java.")
                .doesNotContain("Exception").doesNotContain("org.heterodox")
                .doesNotContain("\tat ");
    }

    @Test
    void deepNestingIsRefusedNamingTheDepth() {
        String open = "{\"variant\":" + "[".repeat(1001);
        assertThat(refusal(open, CreateGameRequest.class)).isEqualTo("the JSON nests deeper than "
                + Json.MAX_DEPTH + " levels");
        String closed = "{\"variant\":" + "[".repeat(1001) + "]".repeat(1001) + "}";
        assertThat(refusal(closed, CreateGameRequest.class)).isEqualTo("the JSON nests deeper than "
                + Json.MAX_DEPTH + " levels");
        String objects = "{\"move\":" + "{\"a\":".repeat(Json.MAX_DEPTH) + "1" + "}".repeat(Json.MAX_DEPTH) + "}";
        assertThat(refusal(objects, MoveRequest.class)).isEqualTo("the JSON nests deeper than "
                + Json.MAX_DEPTH + " levels");
    }

    @Test
    void nestingWithinTheLimitIsReadAsUsual() {
        String body = "{\"move\":" + "[".repeat(Json.MAX_DEPTH - 1) + "]".repeat(Json.MAX_DEPTH - 1) + "}";
        assertThat(refusal(body, MoveRequest.class)).isEqualTo("'move' must be a string");
    }

    @Test
    void longNumbersAreRefusedNamingTheDigits() {
        String digits = "a number has more than " + Json.MAX_NUMBER_DIGITS + " digits";
        assertThat(refusal("{\"variant\":" + "9".repeat(2000) + "}", CreateGameRequest.class)).isEqualTo(digits);
        assertThat(refusal("{\"plies\":-" + "1".repeat(Json.MAX_NUMBER_DIGITS + 1) + "}", MoveRequest.class))
                .isEqualTo(digits);
        assertThat(refusal("{\"plies\":1." + "5".repeat(2000) + "}", MoveRequest.class)).isEqualTo(digits);
        assertThat(refusal("{\"plies\":1e" + "5".repeat(2000) + "}", MoveRequest.class)).isEqualTo(digits);
        // Within the limit, a number too large for its field is that field's problem.
        assertThat(refusal("{\"plies\":" + "9".repeat(Json.MAX_NUMBER_DIGITS) + "}", MoveRequest.class))
                .contains("plies");
    }

    @Test
    void hugeStringsAndArraysAreTheFieldsProblem() {
        assertThat(refusal("{\"move\":[" + "1,".repeat(3000) + "1]}", MoveRequest.class))
                .isEqualTo("'move' must be a string");
        assertThat(refusal("{\"" + "k".repeat(5000) + "\":1}", MoveRequest.class)).startsWith("unknown field 'kkkk")
                .hasSizeLessThan(200);
    }
}
