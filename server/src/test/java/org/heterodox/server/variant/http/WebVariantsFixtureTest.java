package org.heterodox.server.variant.http;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.heterodox.rules.GameDefinition;
import org.heterodox.rules.Variants;
import org.heterodox.server.api.Json;
import org.heterodox.server.i18n.GameTexts;
import org.junit.jupiter.api.Test;

/**
 * The web app's unit tests read the games' facts from {@code web/src/variants.fixture.json}; this test
 * keeps that file equal to what {@code GET /api/variants/{spec}} serves, so the two cannot drift.
 * Run with {@code -Dheterodox.writeFixtures} to rewrite it after a game's facts change.
 */
class WebVariantsFixtureTest {
    private static final Path FIXTURE = Path.of("..", "web", "src", "variants.fixture.json");
    private static final List<String> WITH_OPTIONS = List.of("unachess:no-castling", "unachess:no-double-step");

    @Test
    void theWebFixtureIsWhatTheApiServes() throws Exception {
        Map<String, VariantView> specs = new LinkedHashMap<>();
        for (GameDefinition game : Variants.builtIn()) {
            specs.put(game.name(), VariantView.of(game.standard(), GameTexts.of(Locale.ENGLISH)));
        }
        for (String spec : WITH_OPTIONS) {
            specs.put(spec, VariantView.of(Variants.of(spec), GameTexts.of(Locale.ENGLISH)));
        }
        String json = Json.MAPPER.writerWithDefaultPrettyPrinter().writeValueAsString(specs) + "\n";
        if (System.getProperty("heterodox.writeFixtures") != null) {
            Files.writeString(FIXTURE, json, StandardCharsets.UTF_8);
        }
        assertThat(Files.readString(FIXTURE, StandardCharsets.UTF_8).replace("\r\n", "\n")).isEqualTo(json.replace("\r\n", "\n"));
    }
}
