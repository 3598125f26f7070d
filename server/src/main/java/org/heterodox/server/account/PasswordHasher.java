package org.heterodox.server.account;

import com.password4j.Argon2Function;
import com.password4j.Password;
import com.password4j.types.Argon2;

/**
 * Argon2id password hashes (Password4j) with OWASP's recommended minimum: 19 MiB of memory, 2
 * iterations, 1 lane. The encoded hash carries its salt and parameters, so stronger settings later
 * still verify old hashes.
 */
public final class PasswordHasher {
    private static final Argon2Function ARGON2 = Argon2Function.getInstance(19 * 1024, 2, 1, 32, Argon2.ID);
    /** Verified against when the name is unknown, so that a miss costs as much time as a wrong password. */
    private final String decoy;

    public PasswordHasher() {
        this.decoy = hash("decoy password for unknown names");
    }

    public String hash(String password) {
        return Password.hash(password).addRandomSalt(16).with(ARGON2).getResult();
    }

    /** Whether {@code password} matches {@code encoded}; a null hash (deleted account) never matches. */
    public boolean matches(String password, String encoded) {
        if (encoded == null) {
            Password.check(password, decoy).with(ARGON2);
            return false;
        }
        return Password.check(password, encoded).with(Argon2Function.getInstanceFromHash(encoded));
    }
}
