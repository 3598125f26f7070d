package org.heterodox.server.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** Which page origins may change state: the configured public URL, or the server's own address, never a DNS name's word alone. */
class OriginPolicyTest {
    private final OriginPolicy bare = OriginPolicy.of(null);
    private final OriginPolicy site = OriginPolicy.of("https://Chess.Example.org/");

    @Test
    void requestsWithoutAnOriginAreNotCrossSite() {
        assertThat(bare.allows(null, "127.0.0.1:8080")).isTrue();
        assertThat(site.allows(null, null)).isTrue();
    }

    @Test
    void aPageOfTheServersOwnAddressMayChangeState() {
        assertThat(bare.allows("http://127.0.0.1:8080", "127.0.0.1:8080")).isTrue();
        assertThat(bare.allows("http://localhost:8080", "localhost:8080")).isTrue();
        assertThat(bare.allows("http://[::1]:8080", "[::1]:8080")).isTrue();
        assertThat(bare.allows("http://192.168.1.20:8080", "192.168.1.20:8080")).isTrue();
    }

    @Test
    void anotherSiteIsRefused() {
        assertThat(bare.allows("https://evil.example", "127.0.0.1:8080")).isFalse();
        assertThat(bare.allows("http://127.0.0.1:9999", "127.0.0.1:8080")).isFalse();
        assertThat(bare.allows("null", "127.0.0.1:8080")).isFalse();
        assertThat(bare.allows("not a url", "127.0.0.1:8080")).isFalse();
        assertThat(bare.allows("file:///tmp/x.html", "127.0.0.1:8080")).isFalse();
    }

    @Test
    void aRebindingNameIsRefusedThoughItsOriginMatchesTheHostItSent() {
        // attacker.example resolves to this server: the browser sends the attacker's name as both.
        assertThat(bare.allows("http://attacker.example:8080", "attacker.example:8080")).isFalse();
        assertThat(bare.allows("http://127.0.0.1.attacker.example:8080", "127.0.0.1.attacker.example:8080")).isFalse();
    }

    @Test
    void theConfiguredPublicUrlIsTheSitesOrigin() {
        assertThat(site.publicOrigin()).isEqualTo("https://chess.example.org");
        assertThat(site.allows("https://chess.example.org", "10.0.0.5:8080")).isTrue();
        assertThat(site.allows("https://chess.example.org:443", "10.0.0.5:8080")).isTrue();
        assertThat(site.allows("http://chess.example.org", "chess.example.org")).isFalse();
        assertThat(site.allows("https://evil.example", "chess.example.org")).isFalse();
        // The operator may still reach the server directly on its loopback address.
        assertThat(site.allows("http://127.0.0.1:8080", "127.0.0.1:8080")).isTrue();
    }

    @Test
    void aPublicUrlThatIsNotAnHttpOriginIsRefused() {
        for (String url : new String[] {"ftp://chess.example.org", "chess.example.org", "https://x.org/path",
                "https://user@x.org", "https://x.org/?q=1", "https://"}) {
            assertThatThrownBy(() -> OriginPolicy.of(url)).as(url).isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("public URL");
        }
    }
}
