package org.heterodox.server.mail;

import static org.assertj.core.api.Assertions.assertThat;

import jakarta.mail.internet.MimeMessage;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.List;
import org.heterodox.server.testing.PlayerClient;
import org.heterodox.server.testing.RunningServer;
import org.heterodox.server.testing.TestClient.Reply;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The opt-in notices (correspondence digest, tournament rounds) and their one-click unsubscribe links. */
class NoticeMailTest {
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

    /** A player with a verified address who asked for the given notices, in the given language. */
    private PlayerClient subscriber(String name, String language, boolean turn, boolean rounds) {
        PlayerClient player = new PlayerClient(server.port());
        String address = name.toLowerCase() + "@example.org";
        assertThat(player.register(name, "correct horse " + name, address, language).status()).isEqualTo(201);
        MimeMessage verification = MAIL.to(address, language.startsWith("it") ? "Conferma" : "Confirm").get(0);
        assertThat(player.post("/api/email-verification/" + MailBox.token(verification, "verify"), "").status())
                .isEqualTo(204);
        Reply saved = player.put("/api/account/notices", "{\"turn\":" + turn + ",\"rounds\":" + rounds + "}");
        assertThat(saved.status()).as(saved.body()).isEqualTo(204);
        return player;
    }

    private String correspondenceGame(PlayerClient first, PlayerClient second) {
        Reply created = first.post("/api/games", "{\"variant\":\"chess\",\"side\":\"first\","
                + "\"timeControl\":{\"type\":\"correspondence\",\"days\":3}}");
        assertThat(created.status()).as(created.body()).isEqualTo(201);
        assertThat(second.post("/api/invites/" + created.json().path("inviteCode").asText(), "{}").status()).isEqualTo(200);
        return created.json().path("game").path("id").asText();
    }

    private static void move(PlayerClient player, String game, String move) {
        Reply moved = player.post("/api/games/" + game + "/moves", "{\"move\":\"" + move + "\"}");
        assertThat(moved.status()).as(moved.body()).isEqualTo(200);
    }

    @Test
    void aCorrespondenceMoveBringsTheOpponentOneDigestAnHourWithAOneClickUnsubscribe() throws Exception {
        PlayerClient ada = subscriber("Ada", "en", false, false);
        PlayerClient bea = subscriber("Bea", "en", true, false);
        String game = correspondenceGame(ada, bea);
        move(ada, game, "e4");
        MimeMessage digest = MAIL.to("bea@example.org", "Your move").get(0);
        assertThat(digest.getSubject()).isEqualTo("Your move in a correspondence game");
        String text = MailBox.text(digest);
        assertThat(text).startsWith("Hello Bea,").contains(MailBox.SITE + "/#/game/" + game)
                .contains(MailBox.SITE + "/#/unsubscribe/");
        String oneClick = digest.getHeader("List-Unsubscribe")[0];
        assertThat(oneClick).startsWith("<" + MailBox.SITE + "/api/unsubscribe/").endsWith(">");
        assertThat(digest.getHeader("List-Unsubscribe-Post")[0]).isEqualTo("List-Unsubscribe=One-Click");

        // More moves within the hour: no second digest; Ada asked for none.
        move(bea, game, "e5");
        move(ada, game, "Nf3");
        assertThat(MAIL.settle()).as("two verifications and one digest").isEqualTo(3);

        String token = oneClick.substring(oneClick.lastIndexOf('/') + 1, oneClick.length() - 1);
        assertThat(new PlayerClient(server.port()).get("/api/unsubscribe/" + token).json().path("notice").asText())
                .isEqualTo("turn");
        // What a mail program sends for RFC 8058's one click: a form post, no cookie, no CSRF token.
        HttpResponse<String> clicked = HttpClient.newHttpClient().send(HttpRequest.newBuilder(
                        URI.create("http://127.0.0.1:" + server.port() + "/api/unsubscribe/" + token))
                .header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString("List-Unsubscribe=One-Click")).build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(clicked.statusCode()).as(clicked.body()).isEqualTo(204);
        assertThat(bea.get("/api/account").json().path("turnNotices").asBoolean()).isFalse();
        assertThat(new PlayerClient(server.port()).post("/api/unsubscribe/unknown", "").status()).isEqualTo(404);
        assertThat(new PlayerClient(server.port()).get("/api/unsubscribe/" + "x".repeat(200)).status()).isEqualTo(404);
    }

    @Test
    void noDigestGoesToAnUnverifiedAddressOrAPlayerWhoDidNotAsk() throws Exception {
        PlayerClient ada = subscriber("Ada", "en", true, true);
        PlayerClient cid = new PlayerClient(server.port());
        assertThat(cid.register("Cid", "correct horse Cid", "cid@example.org", "en").status()).isEqualTo(201);
        assertThat(cid.put("/api/account/notices", "{\"turn\":true,\"rounds\":true}").status()).isEqualTo(204);
        assertThat(cid.put("/api/account/notices", "{\"turn\":true}").status()).isEqualTo(400);
        String game = correspondenceGame(ada, cid);
        move(ada, game, "e4");
        assertThat(MAIL.settle()).as("the two verification mails only").isEqualTo(2);
    }

    @Test
    void theStartOfATournamentRoundIsMailedOnceToEachPlayerWhoAskedInTheirLanguage() throws Exception {
        PlayerClient ada = subscriber("Ada", "en", false, true);
        PlayerClient bea = subscriber("Bea", "it", false, true);
        Reply created = ada.post("/api/tournaments", "{\"name\":\"Club night\",\"kind\":\"round-robin\","
                + "\"variant\":\"chess\",\"timeControl\":{\"type\":\"correspondence\",\"days\":3}}");
        assertThat(created.status()).as(created.body()).isEqualTo(201);
        String id = created.json().path("id").asText();
        // Four players: everyone has a game in round 1 (an odd number would give someone a bye, which is not mailed).
        for (PlayerClient player : List.of(ada, bea, PlayerClient.registered(server.port(), "Cid"),
                PlayerClient.registered(server.port(), "Dan"))) {
            Reply joined = player.post("/api/tournaments/" + id + "/join", "{}");
            assertThat(joined.status()).as(joined.body()).isEqualTo(200);
        }
        Reply started = ada.post("/api/tournaments/" + id + "/start", "{}");
        assertThat(started.status()).as(started.body()).isEqualTo(200);
        MimeMessage english = MAIL.to("ada@example.org", "Round").get(0);
        assertThat(english.getSubject()).isEqualTo("Round 1 of Club night has started");
        assertThat(MailBox.text(english)).contains("round 1 of the tournament \"Club night\"")
                .contains(MailBox.SITE + "/#/game/");
        MimeMessage italian = MAIL.to("bea@example.org", "È iniziato").get(0);
        assertThat(italian.getSubject()).isEqualTo("È iniziato il turno 1 di Club night");
        assertThat(MailBox.text(italian)).startsWith("Ciao Bea,").contains("Per non riceverli più basta un clic");
        assertThat(italian.getHeader("List-Unsubscribe")).isNotNull();
        assertThat(MAIL.settle()).as("two verifications, two round notices").isEqualTo(4);
    }
}
