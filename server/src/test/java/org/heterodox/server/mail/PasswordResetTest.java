package org.heterodox.server.mail;

import static org.assertj.core.api.Assertions.assertThat;

import jakarta.mail.internet.MimeMessage;
import java.util.List;
import org.heterodox.server.testing.PlayerClient;
import org.heterodox.server.testing.RunningServer;
import org.heterodox.server.testing.TestClient.Reply;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Addresses given at registration, their verification link, and password resets by mail, through a real SMTP server. */
class PasswordResetTest {
    private static final MailBox MAIL = new MailBox();

    @RegisterExtension
    final RunningServer server = new RunningServer(MAIL::configure);

    @BeforeEach
    void emptyTheMailbox() throws Exception {
        MAIL.smtp.purgeEmailFromAllMailboxes();
    }

    @AfterAll
    static void stopMail() {
        MAIL.close();
    }

    private PlayerClient register(String name, String email, String language) {
        PlayerClient player = new PlayerClient(server.port());
        Reply registered = player.register(name, "correct horse " + name, email, language);
        assertThat(registered.status()).as(registered.body()).isEqualTo(201);
        return player;
    }

    @Test
    void aRegistrationWithAnAddressSendsAVerificationLinkThatVerifiesIt() throws Exception {
        PlayerClient ada = register("Ada", "ada@example.org", "en");
        assertThat(ada.get("/api/account").json().path("emailVerified").asBoolean()).isFalse();
        MimeMessage mail = MAIL.await(1).get(0);
        assertThat(mail.getSubject()).isEqualTo("Confirm your e-mail address for Heterodox");
        assertThat(MailBox.text(mail)).startsWith("Hello Ada,").contains("ada@example.org").contains("48 hours");
        String token = MailBox.token(mail, "verify");

        Reply verified = new PlayerClient(server.port()).post("/api/email-verification/" + token, "");
        assertThat(verified.status()).as(verified.body()).isEqualTo(204);
        var account = ada.get("/api/account").json();
        assertThat(account.path("email").asText()).isEqualTo("ada@example.org");
        assertThat(account.path("emailVerified").asBoolean()).isTrue();
        assertThat(account.path("mail").asBoolean()).isTrue();
        // A verification link works once.
        assertThat(new PlayerClient(server.port()).post("/api/email-verification/" + token, "").status()).isEqualTo(400);
    }

    @Test
    void aResetMailLinksToThePublicUrlSetsTheNewPasswordOnceAndEndsEverySession() throws Exception {
        PlayerClient ada = register("Ada", "ada@example.org", "en");
        MAIL.await(1);
        PlayerClient stranger = new PlayerClient(server.port());
        Reply asked = stranger.post("/api/password-reset", "{\"name\":\"ada\"}");
        assertThat(asked.status()).as(asked.body()).isEqualTo(202);
        MimeMessage mail = MAIL.await(2).get(1);
        assertThat(mail.getAllRecipients()[0].toString()).isEqualTo("ada@example.org");
        assertThat(mail.getSubject()).isEqualTo("Reset your Heterodox password");
        assertThat(MailBox.text(mail)).contains(MailBox.SITE + "/#/reset/").contains("within an hour");
        String token = MailBox.token(mail, "reset");

        Reply weak = stranger.post("/api/password-reset/" + token, "{\"password\":\"12345678\"}");
        assertThat(weak.status()).isEqualTo(400);
        // A refused password leaves the link usable.
        Reply reset = stranger.post("/api/password-reset/" + token, "{\"password\":\"a brand new phrase\"}");
        assertThat(reset.status()).as(reset.body()).isEqualTo(204);
        assertThat(ada.get("/api/session").json().path("name").isNull()).as("sessions end").isTrue();
        assertThat(new PlayerClient(server.port()).login("Ada", "correct horse Ada").status()).isEqualTo(401);
        assertThat(new PlayerClient(server.port()).login("Ada", "a brand new phrase").status()).isEqualTo(200);
        Reply again = stranger.post("/api/password-reset/" + token, "{\"password\":\"another new phrase\"}");
        assertThat(again.status()).isEqualTo(400);
        assertThat(again.error()).contains("invalid, used or expired");
    }

    @Test
    void theMailIsInTheAccountsLanguageWhateverTheLanguageOfTheRequest() throws Exception {
        register("Bea", "bea@example.org", "it-IT,it;q=0.9");
        MimeMessage verification = MAIL.await(1).get(0);
        assertThat(verification.getSubject()).isEqualTo("Conferma il tuo indirizzo e-mail per Heterodox");
        assertThat(MailBox.text(verification)).startsWith("Ciao Bea,").contains("entro 48 ore");
        new PlayerClient(server.port()).post("/api/password-reset", "{\"name\":\"Bea\"}",
                java.util.Map.of("Accept-Language", "en"));
        MimeMessage reset = MAIL.await(2).get(1);
        assertThat(reset.getSubject()).isEqualTo("Reimposta la password di Heterodox");
        assertThat(MailBox.text(reset)).contains("entro un'ora").contains(MailBox.SITE + "/#/reset/");
    }

    @Test
    void theAnswerIsTheSameForAnUnknownNameAndAnAccountWithoutAddress() throws Exception {
        PlayerClient.registered(server.port(), "Cid");
        PlayerClient stranger = new PlayerClient(server.port());
        Reply unknown = stranger.post("/api/password-reset", "{\"name\":\"Nobody\"}");
        Reply noAddress = stranger.post("/api/password-reset", "{\"name\":\"Cid\"}");
        assertThat(unknown.status()).isEqualTo(noAddress.status()).isEqualTo(202);
        assertThat(unknown.body()).isEqualTo(noAddress.body());
        assertThat(MAIL.settle()).isZero();
        assertThat(stranger.post("/api/password-reset", "{}").status()).isEqualTo(400);
        assertThat(stranger.post("/api/password-reset", "{\"name\":\"Cid\",\"email\":\"x@y.z\"}").status()).isEqualTo(400);
        assertThat(stranger.post("/api/password-reset/unknown-token", "{\"password\":\"a brand new phrase\"}").status())
                .isEqualTo(400);
    }

    @Test
    void resetsAreLimitedPerAccountSilentlyAndPerClientWith429() throws Exception {
        register("Ada", "ada@example.org", "en");
        MAIL.await(1);
        PlayerClient stranger = new PlayerClient(server.port());
        for (int i = 0; i < 10; i++) {
            assertThat(stranger.post("/api/password-reset", "{\"name\":\"Ada\"}").status()).isEqualTo(202);
        }
        Reply limited = stranger.post("/api/password-reset", "{\"name\":\"Ada\"}");
        assertThat(limited.status()).isEqualTo(429);
        assertThat(limited.error()).contains("too many password resets");
        // Three reset mails an hour for one account, and nothing tells the asker when the rest are dropped.
        assertThat(MAIL.settle()).isEqualTo(1 + 3);
    }

    @Test
    void badAddressesAreRefusedAndLeaveNoAccount() throws Exception {
        PlayerClient player = new PlayerClient(server.port());
        for (String bad : List.of("no-at-sign", "two@@example.org", "a@b", "ada@example.org\r\nBcc: eve@example.org",
                "ada@example.org\nBcc: eve@example.org", "\"quoted\"@example.org", "a b@example.org",
                "x".repeat(250) + "@example.org", "ada@example..org", ".ada@example.org")) {
            Reply refused = player.register("Ada", "correct horse Ada", bad, "en");
            assertThat(refused.status()).as(bad).isEqualTo(400);
            assertThat(refused.error()).as(bad).contains("'email' is not an e-mail address");
        }
        assertThat(player.register("Ada", "correct horse Ada", "ada@example.org", "en").status()).isEqualTo(201);
    }

    @Test
    void changingTheAddressNeedsThePasswordAndSendsANewVerification() throws Exception {
        PlayerClient ada = register("Ada", "ada@example.org", "en");
        MAIL.await(1);
        assertThat(ada.put("/api/account/email", "{\"password\":\"wrong password\",\"email\":\"new@example.org\"}").status())
                .isEqualTo(401);
        assertThat(ada.put("/api/account/email", "{\"password\":\"correct horse Ada\",\"email\":\"bad\"}").status())
                .isEqualTo(400);
        assertThat(new PlayerClient(server.port()).put("/api/account/email",
                "{\"password\":\"correct horse Ada\",\"email\":\"new@example.org\"}").status()).isEqualTo(401);
        String firstLink = MailBox.token(MAIL.await(1).get(0), "verify");
        Reply changed = ada.put("/api/account/email", "{\"password\":\"correct horse Ada\",\"email\":\"new@example.org\"}");
        assertThat(changed.status()).as(changed.body()).isEqualTo(204);
        MimeMessage mail = MAIL.await(2).get(1);
        assertThat(mail.getAllRecipients()[0].toString()).isEqualTo("new@example.org");
        // The old address's link no longer verifies anything.
        assertThat(ada.post("/api/email-verification/" + firstLink, "").status()).isEqualTo(400);
        assertThat(ada.post("/api/email-verification/" + MailBox.token(mail, "verify"), "").status()).isEqualTo(204);
        assertThat(ada.get("/api/account").json().path("email").asText()).isEqualTo("new@example.org");
        assertThat(ada.put("/api/account/email", "{\"password\":\"correct horse Ada\",\"email\":\"\"}").status())
                .isEqualTo(204);
        assertThat(ada.get("/api/account").json().path("email").isNull()).isTrue();
        assertThat(new PlayerClient(server.port()).get("/api/account").status()).isEqualTo(401);
    }
}
