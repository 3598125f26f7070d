package org.heterodox.server.account;

/**
 * How much work an Argon2id password hash costs: memory in KiB and iterations (one lane). A site
 * uses {@link #OWASP}; the light cost exists for test servers only, which register hundreds of
 * accounts on the build's two cores (the hashes were two thirds of the server tests' CPU).
 */
public record PasswordHashCost(int memoryKib, int iterations) {
    /** OWASP's recommended minimum for Argon2id: 19 MiB, 2 iterations, 1 lane. */
    public static final PasswordHashCost OWASP = new PasswordHashCost(19 * 1024, 2);
    /** Far below any recommendation: for test servers, never for a site. */
    public static final PasswordHashCost LIGHT_FOR_TESTS = new PasswordHashCost(64, 1);

    public PasswordHashCost {
        if (memoryKib < 8 || iterations < 1) {
            throw new IllegalArgumentException("Argon2 needs at least 8 KiB and 1 iteration");
        }
    }

    /** Whether this is below {@link #OWASP}, so that a server says so when it starts. */
    public boolean weak() {
        return memoryKib < OWASP.memoryKib || iterations < OWASP.iterations;
    }
}
