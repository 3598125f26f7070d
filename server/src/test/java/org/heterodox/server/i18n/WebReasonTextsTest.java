package org.heterodox.server.i18n;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.heterodox.rules.Reason;
import org.junit.jupiter.api.Test;

/**
 * The app words a game's end from the API's reason code: every reason the rules can give needs its words
 * in every language of the app, or an Italian player would read the server's English text.
 */
class WebReasonTextsTest {
    private static final Path MESSAGES = Path.of("..", "web", "src", "messages");

    @Test
    void everyReasonHasItsWordsInEveryLanguageOfTheApp() throws IOException {
        List<String> missing = new ArrayList<>();
        for (String language : List.of("en", "it")) {
            JsonNode texts = new ObjectMapper().readTree(MESSAGES.resolve("format." + language + ".json").toFile());
            for (Reason reason : Reason.values()) {
                if (reason == Reason.NONE) {
                    continue;
                }
                String key = "reason." + reason.name().toLowerCase(Locale.ROOT).replace('_', '-');
                if (!texts.hasNonNull(key)) {
                    missing.add(key + " in " + language);
                }
            }
        }
        assertThat(missing).isEmpty();
    }
}
