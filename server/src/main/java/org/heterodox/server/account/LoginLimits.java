package org.heterodox.server.account;

/**
 * How hard password guessing and account farming are made: failed logins allowed per account name and
 * per client address within a window, and new accounts per client address within another.
 */
public record LoginLimits(int perAccount, int perAddress, long windowMs, int registrationsPerAddress,
                          long registrationWindowMs) {
    /** 5 failures per name and 20 per address in 15 minutes; 5 new accounts per address an hour. */
    public static final LoginLimits DEFAULTS = new LoginLimits(5, 20, 15 * 60_000L, 5, 3600_000L);

    public LoginLimits {
        if (perAccount < 1 || perAddress < 1 || windowMs <= 0 || registrationsPerAddress < 1 || registrationWindowMs <= 0) {
            throw new IllegalArgumentException("login limits must be positive");
        }
    }

    public LoginLimits withRegistrationsPerAddress(int registrations) {
        return new LoginLimits(perAccount, perAddress, windowMs, registrations, registrationWindowMs);
    }
}
