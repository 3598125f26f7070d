package org.heterodox.server.i18n;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Locale;
import org.junit.jupiter.api.Test;

class RequestLanguageTest {
    @Test
    void isTheFirstSupportedLanguageOfTheHeaderElseEnglish() {
        assertThat(RequestLanguage.of("it")).isEqualTo(Locale.ITALIAN);
        assertThat(RequestLanguage.of("it-IT,it;q=0.9,en;q=0.8")).isEqualTo(Locale.ITALIAN);
        assertThat(RequestLanguage.of("fr-FR,it;q=0.5")).isEqualTo(Locale.ITALIAN);
        assertThat(RequestLanguage.of("en-GB,it;q=0.5")).isEqualTo(Locale.ENGLISH);
        assertThat(RequestLanguage.of("de")).isEqualTo(Locale.ENGLISH);
        assertThat(RequestLanguage.of(null)).isEqualTo(Locale.ENGLISH);
        assertThat(RequestLanguage.of(";;;q=x,")).isEqualTo(Locale.ENGLISH);
        assertThat(RequestLanguage.of("it".repeat(200))).isEqualTo(Locale.ENGLISH);
    }
}
