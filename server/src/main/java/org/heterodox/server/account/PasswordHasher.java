package org.heterodox.server.account;

import com.password4j.Argon2Function;
import com.password4j.Password;
import com.password4j.types.Argon2;

/**
 * Argon2id password hashes (Password4j), by default with OWASP's recommended minimum: 19 MiB of
 * memory, 2 iterations, 1 lane ({@link PasswordHashCost#OWASP}). The encoded hash carries its salt and
 * parameters, so hashes made with other settings still verify.
 */
public final class PasswordHasher {
    private final Argon2Function argon2;
    /** Verified against when the name is unknown, so that a miss costs as much time as a wrong password. */
    private final String decoy;

    public PasswordHasher() {
        this(PasswordHashCost.OWASP);
    }

    public PasswordHasher(PasswordHashCost cost) {
        this.argon2 = Argon2Function.getInstance(cost.memoryKib(), cost.iterations(), 1, 32, Argon2.ID);
        this.decoy = hash("decoy password for unknown names");
    }

    public String hash(String password) {
        return Password.hash(password).addRandomSalt(16).with(argon2).getResult();
    }

    /** Whether {@code password} matches {@code encoded}; a null hash (deleted account) never matches. */
    public boolean matches(String password, String encoded) {
        if (encoded == null) {
            Password.check(password, decoy).with(argon2);
            return false;
        }
        return Password.check(password, encoded).with(Argon2Function.getInstanceFromHash(encoded));
    }
}
