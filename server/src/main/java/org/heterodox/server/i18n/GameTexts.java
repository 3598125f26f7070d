package org.heterodox.server.i18n;

import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The words the games use for players (names, summaries, option descriptions, side and piece names) in
 * a request's language. English is the rules' own wording; another language's words are in
 * {@code i18n/games_<language>.properties}, keyed {@code <game>.displayName}, {@code <game>.summary},
 * {@code <game>.option.<option>}, {@code side.<English side name>} and {@code piece.<English piece name>}
 * (spaces as underscores). GameTextsTest checks that every game, option, side and piece has its words.
 */
public final class GameTexts {
    private static final Map<Locale, Map<String, String>> LOADED = new ConcurrentHashMap<>();

    private final Map<String, String> texts;

    private GameTexts(Map<String, String> texts) {
        this.texts = texts;
    }

    public static GameTexts of(Locale locale) {
        return new GameTexts(RequestLanguage.isEnglish(locale) ? Map.of()
                : LOADED.computeIfAbsent(locale, l -> Bundles.load("games", l)));
    }

    public String displayName(String game, String english) {
        return word(game + ".displayName", english);
    }

    public String summary(String game, String english) {
        return word(game + ".summary", english);
    }

    public String option(String game, String option, String english) {
        return word(game + ".option." + option, english);
    }

    public String side(String english) {
        return word("side." + english, english);
    }

    public String piece(String english) {
        return word("piece." + english.replace(' ', '_'), english);
    }

    private String word(String key, String english) {
        return texts.getOrDefault(key, english);
    }
}
