package org.heterodox.server.i18n;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.heterodox.rules.GameDefinition;
import org.heterodox.rules.GameDescription;
import org.heterodox.rules.GameOption;
import org.heterodox.rules.PieceKind;
import org.heterodox.rules.Variant;
import org.heterodox.rules.Variants;
import org.junit.jupiter.api.Test;

/** The server's message files: every text in every language, and the games' words for every game. */
class MessageFilesTest {
    private static final List<Locale> OTHER_LANGUAGES = RequestLanguage.SUPPORTED.stream()
            .filter(l -> !RequestLanguage.isEnglish(l)).toList();

    @Test
    void everyErrorMessageIsInEveryLanguageWithTheSamePlaceholders() {
        Map<String, String> english = Bundles.load("errors", Locale.ENGLISH);
        assertThat(english).hasSizeGreaterThan(50);
        for (Locale language : OTHER_LANGUAGES) {
            Map<String, String> other = Bundles.load("errors", language);
            assertThat(other.keySet()).as("keys of errors_%s", language).isEqualTo(english.keySet());
            List<String> problems = new ArrayList<>();
            english.forEach((key, text) -> {
                if (other.get(key).isBlank()) {
                    problems.add(key + " is empty");
                } else if (!ErrorTexts.placeholders(text).equals(ErrorTexts.placeholders(other.get(key)))) {
                    problems.add(key + " uses " + ErrorTexts.placeholders(other.get(key)) + " instead of "
                            + ErrorTexts.placeholders(text));
                }
            });
            assertThat(problems).as("errors_%s", language).isEmpty();
        }
    }

    /** The keys the registry needs: each game's name and summary, each option, each side and piece name. */
    private static Set<String> gameKeys() {
        Set<String> keys = new HashSet<>();
        for (GameDefinition game : Variants.builtIn()) {
            keys.add(game.name() + ".displayName");
            keys.add(game.name() + ".summary");
            for (GameOption option : game.optionDescriptions()) {
                keys.add(game.name() + ".option." + option.name());
            }
            List<Variant> variants = new ArrayList<>(List.of(game.standard()));
            game.options().forEach(option -> variants.add(game.factory().apply(List.of(option))));
            for (Variant variant : variants) {
                GameDescription description = variant.description();
                description.pieceSet().sideNames().forEach(side -> keys.add("side." + side));
                for (PieceKind piece : description.pieces()) {
                    keys.add("piece." + piece.name().replace(' ', '_'));
                }
            }
        }
        return keys;
    }

    @Test
    void everyGameOptionSideAndPieceHasItsWordsInEveryLanguageAndNoWordIsStale() {
        Set<String> needed = gameKeys();
        assertThat(needed).contains("chess.summary", "side.White", "piece.knight");
        for (Locale language : OTHER_LANGUAGES) {
            Map<String, String> words = Bundles.load("games", language);
            assertThat(needed).as("games_%s is missing", language).isSubsetOf(words.keySet());
            assertThat(words.keySet()).as("games_%s has words for nothing", language).isSubsetOf(needed);
            assertThat(words.values()).noneMatch(String::isBlank);
        }
    }
}
