package org.heterodox.cli;

import static org.assertj.core.api.Assertions.assertThat;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.spi.LoggingEvent;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.slf4j.event.KeyValuePair;

/** {@code serve --log-format json}: each event is one line of one JSON object with the fields a collector reads. */
class JsonLineLayoutTest {
    private final LoggerContext context = new LoggerContext();
    private final Logger logger = context.getLogger("heterodox.requests");

    @Test
    void aRequestLineHasItsFieldsTypedAndOnOneLine() throws Exception {
        LoggingEvent event = new LoggingEvent(Logger.class.getName(), logger, Level.INFO,
                "POST {} 201\n\"quoted\"", null, new Object[] {"/api/games"});
        event.setKeyValuePairs(List.of(new KeyValuePair("requestId", "abc"), new KeyValuePair("route", "/api/games"),
                new KeyValuePair("status", 201), new KeyValuePair("durationMs", 3.5), new KeyValuePair("player", null),
                new KeyValuePair("level", "spoofed")));
        event.setMDCPropertyMap(Map.of("requestId", "abc"));
        String line = layout().doLayout(event);

        assertThat(line).endsWith(System.lineSeparator());
        assertThat(line.strip()).doesNotContain("\n");
        JsonNode json = new ObjectMapper().readTree(line);
        assertThat(json.path("level").asText()).isEqualTo("INFO");
        assertThat(json.path("logger").asText()).isEqualTo("heterodox.requests");
        assertThat(json.path("message").asText()).isEqualTo("POST /api/games 201\n\"quoted\"");
        assertThat(json.path("requestId").asText()).isEqualTo("abc");
        assertThat(json.path("route").asText()).isEqualTo("/api/games");
        assertThat(json.path("status").isInt()).isTrue();
        assertThat(json.path("status").asInt()).isEqualTo(201);
        assertThat(json.path("durationMs").asDouble()).isEqualTo(3.5);
        assertThat(json.path("player").isNull()).isTrue();
        assertThat(json.path("time").asText()).matches("\\d{4}-\\d\\d-\\d\\dT.*Z");
        assertThat(json.has("exception")).isFalse();
    }

    @Test
    void anExceptionIsOneFieldOfTheLine() throws Exception {
        LoggingEvent event = new LoggingEvent(Logger.class.getName(), logger, Level.ERROR, "failed",
                new IllegalStateException("broken"), null);
        event.setMDCPropertyMap(Map.of());
        String line = layout().doLayout(event);
        assertThat(line.strip()).doesNotContain("\n");
        JsonNode json = new ObjectMapper().readTree(line);
        assertThat(json.path("level").asText()).isEqualTo("ERROR");
        assertThat(json.path("exception").asText()).contains("IllegalStateException: broken").contains("\n\tat ");
    }

    private JsonLineLayout layout() {
        JsonLineLayout layout = new JsonLineLayout();
        layout.setContext(context);
        layout.start();
        return layout;
    }
}
