package org.heterodox.server.i18n;

import java.util.List;
import java.util.Locale;

/** The language the server words its texts in for one request: from its Accept-Language header, else English. */
public final class RequestLanguage {
    /** The languages the server speaks; English is the code's own. */
    public static final List<Locale> SUPPORTED = List.of(Locale.ENGLISH, Locale.ITALIAN);

    private RequestLanguage() {
    }

    /** The first supported language of an Accept-Language header ("it-IT,it;q=0.9,en;q=0.8"); English for none or a malformed one. */
    public static Locale of(String acceptLanguage) {
        if (acceptLanguage == null || acceptLanguage.isBlank() || acceptLanguage.length() > 200) {
            return Locale.ENGLISH;
        }
        try {
            Locale found = Locale.lookup(Locale.LanguageRange.parse(acceptLanguage), SUPPORTED);
            return found == null ? Locale.ENGLISH : found;
        } catch (IllegalArgumentException e) {
            return Locale.ENGLISH;
        }
    }

    public static boolean isEnglish(Locale locale) {
        return locale.getLanguage().equals(Locale.ENGLISH.getLanguage());
    }
}
