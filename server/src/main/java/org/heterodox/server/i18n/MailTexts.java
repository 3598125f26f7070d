package org.heterodox.server.i18n;

import java.text.MessageFormat;
import java.util.Locale;
import java.util.Map;

/**
 * The words of the mails the server sends, in English ({@code i18n/mail.properties}) or Italian
 * ({@code mail_it.properties}): a subject and a body per mail, {@code {0}}, {@code {1}}... filled in
 * ({@link MessageFormat}: a quote is written twice).
 */
public final class MailTexts {
    private static final Map<String, String> ENGLISH = Bundles.load("mail", Locale.ENGLISH);
    private static final Map<String, String> ITALIAN = Bundles.load("mail", Locale.ITALIAN);

    private MailTexts() {
    }

    /** The text of {@code key} in {@code locale} (English when the language has none) with its placeholders filled. */
    public static String text(Locale locale, String key, Object... arguments) {
        Map<String, String> texts = RequestLanguage.isEnglish(locale) ? ENGLISH : ITALIAN;
        String pattern = texts.getOrDefault(key, ENGLISH.get(key));
        if (pattern == null) {
            throw new IllegalArgumentException("no mail text " + key);
        }
        return new MessageFormat(pattern, locale).format(arguments);
    }

    /** The language a stored language code names ("it"), or {@code fallback} for none or one the server does not speak. */
    public static Locale language(String code, Locale fallback) {
        if (code == null) {
            return fallback;
        }
        return RequestLanguage.SUPPORTED.stream().filter(l -> l.getLanguage().equals(code)).findFirst().orElse(fallback);
    }

    /** The keys of a language's file (checked by a test to be the same in both). */
    static java.util.Set<String> keys(Locale locale) {
        return (RequestLanguage.isEnglish(locale) ? ENGLISH : ITALIAN).keySet();
    }
}
