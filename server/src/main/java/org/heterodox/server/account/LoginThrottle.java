package org.heterodox.server.account;

import java.util.List;
import java.util.function.LongSupplier;

/**
 * Slows down password guessing: at most {@link LoginLimits#perAccount} failed logins per account name
 * and {@link LoginLimits#perAddress} per client address in the window; beyond that every login of that
 * name or from that address is refused (without checking the password) until the oldest failure
 * leaves the window. A success clears the name's failures. Registrations are limited per address.
 * Tournament entry passwords are guarded the same way: the same limits per player and tournament, and
 * per client address.
 * The events are stored, so every server sharing the database counts the same guesses, and a restart
 * forgets nothing.
 */
public final class LoginThrottle {
    static final String FAILED_NAME = "name";
    static final String FAILED_ADDRESS = "address";
    static final String REGISTRATION = "register";
    static final String FAILED_ENTRY = "entry";
    static final String FAILED_ENTRY_ADDRESS = "entry-addr";

    private final AccountStore store;
    private final LongSupplier clock;
    private final LoginLimits limits;

    public LoginThrottle(AccountStore store, LongSupplier clock, LoginLimits limits) {
        this.store = store;
        this.clock = clock;
        this.limits = limits;
    }

    /** Refuses a login attempt of {@code name} from {@code address} while either has too many recent failures. */
    public void checkLogin(String name, String address) {
        long now = clock.getAsLong();
        long wait = Math.max(waitMs(FAILED_NAME, NameRules.key(name), limits.perAccount(), limits.windowMs(), now),
                address == null ? 0 : waitMs(FAILED_ADDRESS, address, limits.perAddress(), limits.windowMs(), now));
        if (wait > 0) {
            throw throttled("too many failed logins; try again in " + minutes(wait), wait);
        }
    }

    public void failed(String name, String address) {
        long now = clock.getAsLong();
        store.addLoginEvent(FAILED_NAME, NameRules.key(name), now, now - limits.windowMs());
        if (address != null) {
            store.addLoginEvent(FAILED_ADDRESS, address, now, now - limits.windowMs());
        }
    }

    public void succeeded(String name) {
        store.clearLoginEvents(FAILED_NAME, NameRules.key(name));
    }

    /** Refuses a registration from {@code address} when it has registered as many accounts as the window allows. */
    public void checkRegistration(String address) {
        if (address == null) {
            return;
        }
        long wait = waitMs(REGISTRATION, address, limits.registrationsPerAddress(), limits.registrationWindowMs(),
                clock.getAsLong());
        if (wait > 0) {
            throw throttled("too many new accounts from your address; try again in " + minutes(wait), wait);
        }
    }

    /** Counts an account registered from {@code address} (refused registrations are not counted). */
    public void registered(String address) {
        if (address == null) {
            return;
        }
        long now = clock.getAsLong();
        store.addLoginEvent(REGISTRATION, address, now, now - limits.registrationWindowMs());
    }

    /**
     * Refuses an attempt at {@code tournament}'s entry password by {@code account} from {@code address}
     * while the player has too many recent wrong passwords for it, or the address too many for any.
     */
    public void checkEntry(String tournament, long account, String address) {
        long now = clock.getAsLong();
        long wait = Math.max(waitMs(FAILED_ENTRY, entryTally(tournament, account), limits.perAccount(), limits.windowMs(), now),
                address == null ? 0 : waitMs(FAILED_ENTRY_ADDRESS, address, limits.perAddress(), limits.windowMs(), now));
        if (wait > 0) {
            throw throttled("too many wrong entry passwords; try again in " + minutes(wait), wait);
        }
    }

    public void failedEntry(String tournament, long account, String address) {
        long now = clock.getAsLong();
        store.addLoginEvent(FAILED_ENTRY, entryTally(tournament, account), now, now - limits.windowMs());
        if (address != null) {
            store.addLoginEvent(FAILED_ENTRY_ADDRESS, address, now, now - limits.windowMs());
        }
    }

    private static String entryTally(String tournament, long account) {
        return tournament + "/" + account;
    }

    /** Forgets the events every window has left behind (run now and then). */
    public int sweep() {
        return store.deleteLoginEventsBefore(clock.getAsLong() - Math.max(limits.windowMs(), limits.registrationWindowMs()));
    }

    private static AccountException throttled(String message, long waitMs) {
        return new AccountException(AccountException.Kind.THROTTLED, message, (waitMs + 999) / 1000);
    }

    private static String minutes(long ms) {
        long minutes = Math.max(1, (ms + 59_999) / 60_000);
        return minutes == 1 ? "1 minute" : minutes + " minutes";
    }

    /** How long until the tally is under {@code limit} events in the window again (0: it is). */
    private long waitMs(String kind, String tally, int limit, long window, long now) {
        List<Long> events = store.loginEvents(kind, tally, now - window);
        if (events.size() < limit) {
            return 0;
        }
        return events.get(0) + window - now;
    }
}
