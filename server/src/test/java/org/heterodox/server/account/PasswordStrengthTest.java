package org.heterodox.server.account;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** NIST SP 800-63B's blocklist check: common passwords, keyboard patterns and the user name are refused. */
class PasswordStrengthTest {
    @Test
    void commonPasswordsPatternsAndTheUserNameAreRefused() {
        for (String password : new String[] {"12345678", "password", "qwertyui", "password1", "iloveyou", "abcdefgh",
                "11111111", "chessmaster", "AdaLovelaceAdaLovelace", "adalovelace1"}) {
            assertThatThrownBy(() -> NameRules.checkPassword("AdaLovelace", password)).as(password)
                    .isInstanceOf(AccountException.class).hasMessageContaining("too easy to guess");
        }
    }

    @Test
    void phrasesAndRandomPasswordsAreAccepted() {
        for (String password : new String[] {"correct horse battery", "Tr0ub4dor&3", "zx8!kLq2", "a phrase of my own",
                "e4e5Nf3Nc6 Bb5"}) {
            NameRules.checkPassword("AdaLovelace", password);
            assertThat(PasswordStrength.entropyBits("AdaLovelace", password)).as(password)
                    .isGreaterThanOrEqualTo(PasswordStrength.MIN_ENTROPY_BITS);
        }
    }

    @Test
    void theLengthRulesComeFirst() {
        assertThatThrownBy(() -> NameRules.checkPassword("Ada", "short")).hasMessageContaining("at least 8");
        assertThatThrownBy(() -> NameRules.checkPassword("Ada", "x".repeat(201))).hasMessageContaining("at most 200");
    }
}
