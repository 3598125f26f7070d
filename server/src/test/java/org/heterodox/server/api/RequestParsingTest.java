package org.heterodox.server.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.heterodox.server.game.CreateGame;
import org.heterodox.server.round.http.CreateRequests;
import org.heterodox.server.round.http.MoveRequest;
import org.junit.jupiter.api.Test;

/** Request bodies are read into records strictly, and every refusal is a 400 naming the field in the API's words. */
class RequestParsingTest {
    private static String refusal(String body) {
        try {
            CreateRequests.read(body);
        } catch (ApiException e) {
            assertThat(e.status()).isEqualTo(400);
            assertThat(e.getMessage()).doesNotContain("java.").doesNotContain("jackson").doesNotContain("`")
                    .doesNotContain("Exception");
            return e.getMessage();
        }
        throw new AssertionError("accepted: " + body);
    }

    @Test
    void aWellFormedBodyIsRead() {
        CreateGame game = CreateRequests.read("{\"variant\":\"uchess:king-capture\",\"side\":\"second\",\"autoDraw\":false,"
                + "\"timeControl\":{\"type\":\"increment\",\"initialSeconds\":60,\"incrementSeconds\":2},"
                + "\"opponent\":{\"type\":\"engine\",\"level\":4},\"name\":\" Ann \"}");
        assertThat(game.variant().spec()).isEqualTo("uchess:king-capture");
        assertThat(game.creatorSide()).isEqualTo(1);
        assertThat(game.autoDraw()).isFalse();
        assertThat(game.timeControl().incrementMs()).isEqualTo(2000);
        assertThat(game.engineOpponent()).isTrue();
        assertThat(game.engineLevel()).isEqualTo(4);
        assertThat(game.creatorName()).isEqualTo("Ann");
    }

    @Test
    void aValueOfTheWrongJsonTypeIsRefusedNamingTheField() {
        assertThat(refusal("{\"variant\":5}")).isEqualTo("'variant' must be a string");
        assertThat(refusal("{\"variant\":\"chess\",\"autoDraw\":\"yes\"}")).isEqualTo("'autoDraw' must be true or false");
        assertThat(refusal("{\"variant\":\"chess\",\"autoDraw\":1}")).isEqualTo("'autoDraw' must be true or false");
        assertThat(refusal("{\"variant\":\"chess\",\"timeControl\":{\"type\":\"sudden-death\",\"initialSeconds\":\"60\"}}"))
                .isEqualTo("'timeControl.initialSeconds' must be an integer");
        assertThat(refusal("{\"variant\":\"chess\",\"opponent\":{\"type\":\"engine\",\"level\":2.5}}"))
                .isEqualTo("'opponent.level' must be an integer");
        assertThat(refusal("{\"variant\":\"chess\",\"opponent\":\"engine\"}")).isEqualTo("'opponent' must be an object");
        assertThat(refusal("{\"variant\":[\"chess\"]}")).isEqualTo("'variant' must be a string");
    }

    @Test
    void unknownFieldsMalformedJsonAndOtherShapesAreRefused() {
        assertThat(refusal("{\"variant\":\"chess\",\"colour\":\"white\"}"))
                .startsWith("unknown field 'colour'; expected autoDraw, fen, name, opponent, rated, side, timeControl, variant");
        assertThat(refusal("{\"variant\":\"chess\",\"timeControl\":{\"type\":\"unlimited\",\"moves\":40}}"))
                .startsWith("unknown field 'timeControl.moves'");
        assertThat(refusal("{\"variant\":")).startsWith("the body is not valid JSON");
        assertThat(refusal("{\"variant\":\"chess\"} {}")).startsWith("the body is not valid JSON");
        assertThat(refusal("[1,2]")).isEqualTo("the body must be a JSON object");
        assertThat(refusal("null")).isEqualTo("the body must be a JSON object");
        assertThat(refusal("\"chess\"")).isEqualTo("the body must be a JSON object");
        assertThat(refusal("{\"variant\":\"chess\",\"timeControl\":{\"type\":\"sudden-death\",\"initialSeconds\":"
                + "99999999999999999999}}")).contains("initialSeconds");
    }

    @Test
    void rangesAndPresenceAreCheckedAfterReading() {
        assertThat(refusal("{}")).isEqualTo("'variant' is required");
        assertThat(refusal("{\"variant\":\"chess\",\"opponent\":{\"type\":\"engine\",\"level\":9}}"))
                .isEqualTo("'opponent.level' must be from 1 to 8, not 9");
        assertThat(refusal("{\"variant\":\"chess\",\"timeControl\":{\"type\":\"increment\",\"initialSeconds\":60}}"))
                .isEqualTo("'timeControl.incrementSeconds' is required (1..600)");
    }

    @Test
    void otherBodiesUseTheSameReader() {
        assertThat(Json.read("{\"move\":\"e4\",\"plies\":3}", MoveRequest.class)).isEqualTo(new MoveRequest("e4", 3));
        assertThat(Json.read("", MoveRequest.class)).isEqualTo(new MoveRequest(null, null));
        assertThatThrownBy(() -> Json.read("{\"move\":\"e4\",\"plies\":-1.5}", MoveRequest.class))
                .hasMessage("'plies' must be an integer");
    }
}
