package org.heterodox.server.account;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import org.heterodox.server.ServerConfig;
import org.junit.jupiter.api.Test;

class PasswordHasherTest {
    private static final PasswordHasher LIGHT = new PasswordHasher(PasswordHashCost.LIGHT_FOR_TESTS);

    @Test
    void aSiteHashesAtOwaspsMinimum() {
        assertThat(ServerConfig.defaults(0, null, Path.of("unused")).passwordHashCost()).isEqualTo(PasswordHashCost.OWASP);
        String hash = new PasswordHasher().hash("correct horse battery");
        assertThat(hash).startsWith("$argon2id$v=19$m=19456,t=2,p=1$");
        assertThat(PasswordHashCost.OWASP.weak()).isFalse();
    }

    @Test
    void aHashVerifiesWithTheCostItCarriesWhateverTheHashersCost() {
        String light = LIGHT.hash("correct horse battery");
        assertThat(light).startsWith("$argon2id$v=19$m=64,t=1,p=1$");
        PasswordHasher owasp = new PasswordHasher();
        assertThat(owasp.matches("correct horse battery", light)).isTrue();
        assertThat(LIGHT.matches("correct horse battery", owasp.hash("correct horse battery"))).isTrue();
        assertThat(LIGHT.matches("wrong horse battery", light)).isFalse();
        assertThat(LIGHT.matches("correct horse battery", null)).as("a deleted account's null hash").isFalse();
    }

    @Test
    void theLightCostIsWeakAndArgon2sFloorIsKept() {
        assertThat(PasswordHashCost.LIGHT_FOR_TESTS.weak()).isTrue();
        assertThatThrownBy(() -> new PasswordHashCost(4, 1)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new PasswordHashCost(64, 0)).isInstanceOf(IllegalArgumentException.class);
    }
}
