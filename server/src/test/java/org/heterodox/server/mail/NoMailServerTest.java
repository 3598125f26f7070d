package org.heterodox.server.mail;

import static org.assertj.core.api.Assertions.assertThat;

import org.heterodox.server.testing.PlayerClient;
import org.heterodox.server.testing.RunningServer;
import org.heterodox.server.testing.TestClient.Reply;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** A server started without SMTP says it sends no mail, and registration with an address still works. */
class NoMailServerTest {
    @RegisterExtension
    final RunningServer server = new RunningServer();

    @Test
    void passwordResetsAre501AndTheAccountSaysThereIsNoMail() {
        PlayerClient ada = new PlayerClient(server.port());
        assertThat(ada.register("Ada", "correct horse Ada", "ada@example.org", "en").status()).isEqualTo(201);
        assertThat(ada.get("/api/account").json().path("mail").asBoolean()).isFalse();
        Reply reset = new PlayerClient(server.port()).post("/api/password-reset", "{\"name\":\"Ada\"}");
        assertThat(reset.status()).isEqualTo(501);
        assertThat(reset.error()).contains("sends no mail");
    }
}
