package org.heterodox.server.account;

import java.util.function.LongSupplier;

/**
 * How many mails of a kind a tally (a client address, an account, a recipient) may cause in an hour, so that
 * nobody can use the server to flood an inbox. Counted in the throttle's stored events, shared by every server.
 */
final class MailQuota {
    static final long WINDOW_MS = 3600_000L;
    /** Password-reset requests from one client address an hour (beyond: 429, which says nothing about accounts). */
    static final int RESETS_PER_CLIENT = 10;
    /** Reset mails for one account an hour (beyond: none is sent, and the answer does not change). */
    static final int RESETS_PER_ACCOUNT = 3;
    /** Verification and reset mails to one address an hour, whatever the accounts. */
    static final int MAILS_PER_RECIPIENT = 5;

    static final String RESET_CLIENT = "reset-addr";
    static final String RESET_ACCOUNT = "reset-acct";
    static final String RECIPIENT = "mail-to";

    private final AccountStore store;
    private final LongSupplier clock;

    MailQuota(AccountStore store, LongSupplier clock) {
        this.store = store;
        this.clock = clock;
    }

    /** Milliseconds until the tally may cause one more (0: it may now). */
    long waitMs(String kind, String tally, int limit) {
        long now = clock.getAsLong();
        var events = store.loginEvents(kind, tally, now - WINDOW_MS);
        return events.size() < limit ? 0 : events.get(0) + WINDOW_MS - now;
    }

    /** Takes one from the tally's quota if it has one left; whether it had. */
    boolean take(String kind, String tally, int limit) {
        if (waitMs(kind, tally, limit) > 0) {
            return false;
        }
        long now = clock.getAsLong();
        store.addLoginEvent(kind, tally, now, now - WINDOW_MS);
        return true;
    }
}
