package org.heterodox.server.account;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.LongSupplier;

/**
 * Slows down password guessing: at most {@link LoginLimits#perAccount} failed logins per account name
 * and {@link LoginLimits#perAddress} per client address in the window; beyond that every login of that
 * name or from that address is refused (without checking the password) until the oldest failure
 * leaves the window. A success clears the name's failures. Registrations are limited per address.
 * Kept in memory (one server); a restart forgets it.
 */
public final class LoginThrottle {
    private static final int SWEEP_SIZE = 10_000;

    private final LongSupplier clock;
    private final LoginLimits limits;
    private final Map<String, Deque<Long>> byAccount = new ConcurrentHashMap<>();
    private final Map<String, Deque<Long>> byAddress = new ConcurrentHashMap<>();
    private final Map<String, Deque<Long>> registrations = new ConcurrentHashMap<>();

    public LoginThrottle(LongSupplier clock, LoginLimits limits) {
        this.clock = clock;
        this.limits = limits;
    }

    /** Refuses a login attempt of {@code name} from {@code address} while either has too many recent failures. */
    public void checkLogin(String name, String address) {
        long now = clock.getAsLong();
        long wait = Math.max(waitMs(byAccount, NameRules.key(name), limits.perAccount(), limits.windowMs(), now),
                address == null ? 0 : waitMs(byAddress, address, limits.perAddress(), limits.windowMs(), now));
        if (wait > 0) {
            throw throttled("too many failed logins; try again in " + minutes(wait), wait);
        }
    }

    public void failed(String name, String address) {
        long now = clock.getAsLong();
        record(byAccount, NameRules.key(name), now, limits.windowMs());
        if (address != null) {
            record(byAddress, address, now, limits.windowMs());
        }
    }

    public void succeeded(String name) {
        byAccount.remove(NameRules.key(name));
    }

    /** Counts a registration from {@code address}, refusing it beyond the limit. */
    public void register(String address) {
        if (address == null) {
            return;
        }
        long now = clock.getAsLong();
        long wait = waitMs(registrations, address, limits.registrationsPerAddress(), limits.registrationWindowMs(), now);
        if (wait > 0) {
            throw throttled("too many new accounts from your address; try again in " + minutes(wait), wait);
        }
        record(registrations, address, now, limits.registrationWindowMs());
    }

    private static AccountException throttled(String message, long waitMs) {
        return new AccountException(AccountException.Kind.THROTTLED, message, (waitMs + 999) / 1000);
    }

    private static String minutes(long ms) {
        long minutes = Math.max(1, (ms + 59_999) / 60_000);
        return minutes == 1 ? "1 minute" : minutes + " minutes";
    }

    /** How long until {@code key} is under {@code limit} events in the window again (0: it is). */
    private static long waitMs(Map<String, Deque<Long>> table, String key, int limit, long window, long now) {
        Deque<Long> events = table.get(key);
        if (events == null) {
            return 0;
        }
        synchronized (events) {
            prune(events, now, window);
            if (events.size() < limit) {
                return 0;
            }
            return events.peekFirst() + window - now;
        }
    }

    private static void record(Map<String, Deque<Long>> table, String key, long now, long window) {
        if (table.size() > SWEEP_SIZE) {
            table.entrySet().removeIf(e -> {
                synchronized (e.getValue()) {
                    prune(e.getValue(), now, window);
                    return e.getValue().isEmpty();
                }
            });
        }
        Deque<Long> events = table.computeIfAbsent(key, k -> new ArrayDeque<>());
        synchronized (events) {
            prune(events, now, window);
            events.addLast(now);
        }
    }

    private static void prune(Deque<Long> events, long now, long window) {
        while (!events.isEmpty() && events.peekFirst() <= now - window) {
            events.removeFirst();
        }
    }
}
