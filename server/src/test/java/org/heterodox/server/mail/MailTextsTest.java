package org.heterodox.server.mail;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Locale;
import org.heterodox.server.i18n.MailTexts;
import org.junit.jupiter.api.Test;

/** The mails' words in both languages, the addresses accepted, and the settings read from the command line. */
class MailTextsTest {
    @Test
    void bothLanguagesWordEveryMailAndFillItsPlaceholders() {
        for (String key : new String[] {"verify.subject", "reset.subject", "round.subject", "notice.footer"}) {
            assertThat(MailTexts.text(Locale.ITALIAN, key, "X", 2))
                    .isNotEqualTo(MailTexts.text(Locale.ENGLISH, key, "X", 2));
        }
        assertThat(MailTexts.text(Locale.ENGLISH, "turn.subject", 1)).isEqualTo("Your move in a correspondence game");
        assertThat(MailTexts.text(Locale.ENGLISH, "turn.subject", 3)).isEqualTo("Your move in 3 correspondence games");
        assertThat(MailTexts.text(Locale.ITALIAN, "turn.subject", 3)).isEqualTo("Tocca a te in 3 partite per corrispondenza");
        assertThat(MailTexts.text(Locale.ITALIAN, "reset.body", "Bea", "L")).contains("entro un'ora").contains("L");
        assertThat(MailTexts.language("it", Locale.ENGLISH)).isEqualTo(Locale.ITALIAN);
        assertThat(MailTexts.language("fr", Locale.ENGLISH)).isEqualTo(Locale.ENGLISH);
        assertThat(MailTexts.language(null, Locale.ITALIAN)).isEqualTo(Locale.ITALIAN);
    }

    @Test
    void addressesAreOneAtAndADottedDomainWithoutSpacesOrLineBreaks() {
        assertThat(EmailAddress.valid("ada.lovelace+chess@Example.ORG")).isTrue();
        assertThat(EmailAddress.normalized("Ada@Example.ORG")).isEqualTo("Ada@example.org");
        assertThat(EmailAddress.valid("ada@example.org\r\nBcc: eve@example.org")).isFalse();
        assertThat(EmailAddress.valid("ada@localhost")).isFalse();
        assertThat(EmailAddress.valid(null)).isFalse();
        assertThat(EmailAddress.valid("a".repeat(65) + "@example.org")).isFalse();
    }

    @Test
    void settingsComeFromAnSmtpUrlAndNeedThePublicUrl() {
        MailSettings settings = MailSettings.of("smtp://mail.example.org:587", "user", "secret", null,
                "https://play.example.org/");
        assertThat(settings.host()).isEqualTo("mail.example.org");
        assertThat(settings.port()).isEqualTo(587);
        assertThat(settings.from()).isEqualTo("heterodox@play.example.org");
        assertThat(settings.appLink("reset/T")).isEqualTo("https://play.example.org/#/reset/T");
        assertThat(MailSettings.of("smtp://mail.example.org", "", null, null, "https://x.org").port()).isEqualTo(25);
        assertThat(MailSettings.of("smtp://mail.example.org", "", null, null, "https://x.org").user()).isNull();
        assertThatThrownBy(() -> MailSettings.of("smtp://u:p@mail.example.org", null, null, null, "https://x.org"))
                .hasMessageContaining("credentials from the environment");
        assertThatThrownBy(() -> MailSettings.of("smtp://mail.example.org", null, null, null, null))
                .hasMessageContaining("--public-url");
        assertThatThrownBy(() -> MailSettings.of("smtp://mail.example.org", null, null, "not an address", "https://x.org"))
                .hasMessageContaining("sender");
    }
}
