package org.heterodox.server.variant;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import org.heterodox.rules.GameDefinition;
import org.heterodox.rules.Variants;
import org.heterodox.server.testing.ServerFixture;
import org.heterodox.server.testing.TestClient.Reply;
import org.heterodox.server.testing.TestClient;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** GET /api/variants and /api/variants/{spec}: each game's facts, as the game describes itself. */
class VariantsApiTest {
    @RegisterExtension
    static final ServerFixture fixture = ServerFixture.running();
    static TestClient client;

    @BeforeAll
    static void start() {
        client = fixture.client;
    }

    @Test
    void everyGameIsListedWithItsFacts() {
        JsonNode variants = client.get("/api/variants").json().path("variants");
        List<String> names = new ArrayList<>();
        variants.forEach(v -> names.add(v.path("name").asText()));
        assertThat(names).isEqualTo(Variants.all().stream().map(GameDefinition::name).toList());
        JsonNode chess = variants.get(0);
        assertThat(chess.path("notations").toString()).contains("san");
        JsonNode facts = chess.path("facts");
        assertThat(facts.path("board").path("files").asInt()).isEqualTo(8);
        assertThat(facts.path("pieceSet").asText()).isEqualTo("chess-set");
        assertThat(facts.path("sideNames").toString()).isEqualTo("[\"White\",\"Black\"]");
        assertThat(facts.path("castling").asBoolean()).isTrue();
        assertThat(facts.path("recordNotation").asText()).isEqualTo("san");
        assertThat(facts.path("machineNotation").asText()).isEqualTo("uci");
        assertThat(facts.path("xboardName").asText()).isEqualTo("normal");
        assertThat(facts.path("decisionPhases").toString()).isEqualTo("[\"move\"]");
        for (JsonNode v : variants) {
            assertThat(v.path("facts").path("startFen").asText()).as(v.path("name").asText()).isNotBlank();
            v.path("options").forEach(o -> assertThat(o.path("description").asText()).isNotBlank());
        }
    }

    @Test
    void aSpecGivesTheFactsUnderItsOptions() {
        JsonNode unachess = client.get("/api/variants/unachess").json();
        assertThat(unachess.path("facts").path("castling").asBoolean()).isTrue();
        assertThat(unachess.path("facts").path("holdable").toString()).isEqualTo("[\"K\",\"Q\",\"R\",\"B\",\"N\",\"P\"]");
        JsonNode without = client.get("/api/variants/unachess:no-castling").json();
        // The browser encodes the colon.
        assertThat(client.get("/api/variants/unachess%3Ano-castling").json()).isEqualTo(without);
        assertThat(without.path("spec").asText()).isEqualTo("unachess:no-castling");
        assertThat(without.path("facts").path("castling").asBoolean()).isFalse();
        JsonNode shogi = client.get("/api/variants/shogi").json().path("facts");
        assertThat(shogi.path("pieceSet").asText()).isEqualTo("shogi-set");
        assertThat(shogi.path("positionFormat").asText()).isEqualTo("SFEN");
        assertThat(shogi.path("board").path("ranks").asInt()).isEqualTo(9);
        assertThat(shogi.path("numbersEveryPly").asBoolean()).isTrue();
        assertThat(shogi.path("engineProtocol").asText()).isEqualTo("usi");
        assertThat(client.get("/api/variants/ambiguous").json().path("facts").path("decisionPhases").toString())
                .isEqualTo("[\"announce\",\"choose\"]");
        assertThat(client.get("/api/variants/uchess").json().path("facts").path("explainsMoves").asBoolean()).isTrue();
        assertThat(client.get("/api/variants/alice").json().path("facts").path("board").path("boards").asInt()).isEqualTo(2);
    }

    @Test
    void anUnknownGameOrOptionIsABadRequestNamingIt() {
        Reply unknown = client.get("/api/variants/nochess");
        assertThat(unknown.status()).isEqualTo(400);
        assertThat(unknown.error()).contains("unknown variant 'nochess'").contains("valid variants");
        Reply option = client.get("/api/variants/chess:fast");
        assertThat(option.status()).isEqualTo(400);
        assertThat(option.error()).contains("unknown option 'fast'");
    }
}
