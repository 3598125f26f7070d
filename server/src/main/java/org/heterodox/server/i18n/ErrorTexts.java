package org.heterodox.server.i18n;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The error messages players meet, in a request's language. The code words its messages in English;
 * {@code i18n/errors.properties} holds each message's English pattern under a key, with {@code {0}},
 * {@code {1}}... where the message names something (a move, a square, a number), and
 * {@code i18n/errors_<language>.properties} the same message in that language. A message is translated
 * when it matches a pattern whole; what fills a placeholder is translated in turn (a position problem
 * inside "bad start position: ..."), and a message no pattern matches stays English. Keeping the
 * translation at the edge leaves the messages where they are raised, in the rules and the service.
 */
public final class ErrorTexts {
    private static final int MAX_DEPTH = 4;
    private static final Pattern PLACEHOLDER = Pattern.compile("\\{(\\d)}");
    private static final List<Template> ENGLISH = templates(Bundles.load("errors", Locale.ENGLISH));
    private static final Map<Locale, Map<String, String>> LOADED = new ConcurrentHashMap<>();

    private record Template(String key, Pattern pattern, List<Integer> order) {
    }

    private ErrorTexts() {
    }

    /** The message in the language, or the English message when no pattern matches it. */
    public static String translate(String message, Locale locale) {
        if (message == null || RequestLanguage.isEnglish(locale)) {
            return message;
        }
        return translate(message, LOADED.computeIfAbsent(locale, l -> Bundles.load("errors", l)), 0);
    }

    private static String translate(String message, Map<String, String> target, int depth) {
        if (depth > MAX_DEPTH) {
            return message;
        }
        for (Template template : ENGLISH) {
            String text = target.get(template.key());
            if (text == null) {
                continue;
            }
            Matcher m = template.pattern().matcher(message);
            if (m.matches()) {
                String[] values = new String[template.order().size()];
                for (int group = 0; group < values.length; group++) {
                    values[template.order().get(group)] = translate(m.group(group + 1), target, depth + 1);
                }
                return fill(text, values);
            }
        }
        return message;
    }

    private static String fill(String text, String[] values) {
        Matcher m = PLACEHOLDER.matcher(text);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            int index = Integer.parseInt(m.group(1));
            m.appendReplacement(out, Matcher.quoteReplacement(index < values.length ? values[index] : m.group()));
        }
        m.appendTail(out);
        return out.toString();
    }

    /** The English patterns, the most specific (longest literal text) first so that a general one does not shadow it. */
    private static List<Template> templates(Map<String, String> english) {
        List<Template> list = new ArrayList<>();
        english.forEach((key, text) -> {
            StringBuilder regex = new StringBuilder();
            List<Integer> order = new ArrayList<>();
            Matcher m = PLACEHOLDER.matcher(text);
            int at = 0;
            while (m.find()) {
                regex.append(Pattern.quote(text.substring(at, m.start()))).append("(.*?)");
                order.add(Integer.parseInt(m.group(1)));
                at = m.end();
            }
            regex.append(Pattern.quote(text.substring(at)));
            list.add(new Template(key, Pattern.compile(regex.toString(), Pattern.DOTALL), List.copyOf(order)));
        });
        list.sort((a, b) -> Integer.compare(literalLength(b), literalLength(a)));
        return List.copyOf(list);
    }

    private static int literalLength(Template t) {
        return t.pattern().pattern().length() - 5 * t.order().size();
    }

    /** The placeholders a text uses, for the test that every language's text uses the same ones. */
    public static List<String> placeholders(String text) {
        List<String> found = new ArrayList<>();
        PLACEHOLDER.matcher(text).results().forEach(r -> found.add(r.group()));
        return found.stream().sorted().toList();
    }
}
