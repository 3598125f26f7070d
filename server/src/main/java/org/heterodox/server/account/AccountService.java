package org.heterodox.server.account;

import java.util.Optional;
import java.util.function.LongSupplier;
import org.heterodox.server.game.Secrets;

/**
 * Registration, login and sessions. A session cookie is 32 random bytes; only its SHA-256 is stored.
 * A session lasts {@link #SESSION_DAYS} days from its last use.
 */
public final class AccountService {
    public static final int SESSION_DAYS = 30;
    static final long SESSION_MS = SESSION_DAYS * 24L * 3600 * 1000;
    /** A session's expiry is moved on use at most this often, so that reads do not write every time. */
    private static final long TOUCH_MS = 60_000;
    /** A player counts as online for this long after their last request with a session. */
    public static final long ONLINE_MS = 5 * 60_000;

    private final AccountStore store;
    private final PasswordHasher hasher;
    private final LongSupplier clock;
    private final LoginThrottle throttle;
    /** Asked after the password matched whether the account may log in (a closed account may not). */
    private volatile java.util.function.Consumer<Account> loginGate = account -> { };

    public AccountService(AccountStore store, PasswordHasher hasher, LongSupplier clock) {
        this(store, hasher, clock, LoginLimits.DEFAULTS);
    }

    public AccountService(AccountStore store, PasswordHasher hasher, LongSupplier clock, LoginLimits limits) {
        this.store = store;
        this.hasher = hasher;
        this.clock = clock;
        this.throttle = new LoginThrottle(store, clock, limits);
    }

    /**
     * Sets the check every login passes once its password matched: it throws to refuse (moderation closes
     * accounts this way); checked after the password, so a guess learns nothing of it.
     */
    public void loginGate(java.util.function.Consumer<Account> gate) {
        this.loginGate = gate;
    }

    /** Ends every session of an account (closed by a moderator): its cookies log nobody in from now on. */
    public void endSessions(long accountId) {
        store.deleteSessions(accountId);
    }

    /** The throttle of password guesses, which also guards tournament entry passwords. */
    public LoginThrottle throttle() {
        return throttle;
    }

    /** Registers a player and opens their first session. */
    public NewSession register(String name, String password) {
        return register(name, password, null);
    }

    /** Registers a player from a client address (at most a few accounts an hour each) and opens their first session. */
    public NewSession register(String name, String password, String address) {
        NameRules.checkName(name);
        throttle.checkRegistration(address);
        NameRules.checkPassword(name, password);
        long now = clock.getAsLong();
        Account account = store.insert(name, hasher.hash(password), now)
                .orElseThrow(() -> new AccountException(AccountException.Kind.NAME_TAKEN,
                        "the user name '" + name + "' is taken"));
        throttle.registered(address);
        return open(account, now);
    }

    /** Checks a name and password and opens a session; the same refusal whether the name or the password is wrong. */
    public NewSession login(String name, String password) {
        return login(name, password, null);
    }

    /**
     * Checks a name and password from a client address and opens a session; too many failures for the
     * name or from the address refuse further attempts for a while (LoginThrottle).
     */
    public NewSession login(String name, String password, String address) {
        if (name == null || password == null || password.length() > NameRules.MAX_PASSWORD) {
            throw wrongCredentials();
        }
        throttle.checkLogin(name, address);
        try {
            NewSession session = checkedLogin(name, password);
            throttle.succeeded(name);
            return session;
        } catch (AccountException e) {
            throttle.failed(name, address);
            throw e;
        }
    }

    private NewSession checkedLogin(String name, String password) {
        Optional<Account> account = name.length() > NameRules.MAX_NAME ? Optional.empty() : store.byName(name);
        String hash = account.filter(a -> !a.deleted()).flatMap(a -> store.passwordHash(a.id())).orElse(null);
        // Verified even for an unknown name (against a decoy), so that timing does not tell names apart.
        if (!hasher.matches(password, hash) || account.isEmpty()) {
            throw wrongCredentials();
        }
        loginGate.accept(account.get());
        return open(account.get(), clock.getAsLong());
    }

    /** The live session a cookie value opens, if any; using it keeps it alive. */
    public Optional<SessionInfo> session(String cookieValue) {
        if (cookieValue == null || cookieValue.isEmpty() || cookieValue.length() > 100) {
            return Optional.empty();
        }
        long now = clock.getAsLong();
        String idHash = Secrets.hash(cookieValue);
        Optional<SessionInfo> session = store.session(idHash, now);
        session.ifPresent(s -> {
            long expires = now + SESSION_MS;
            if (expires - s.expiresAt() > TOUCH_MS) {
                store.touch(idHash, s.account().id(), now, expires);
            }
        });
        return session;
    }

    /** Ends the session a cookie value opens (nothing when there is none). */
    public void logout(String cookieValue) {
        if (cookieValue != null && !cookieValue.isEmpty() && cookieValue.length() <= 100) {
            store.deleteSession(Secrets.hash(cookieValue));
        }
    }

    public Optional<Account> find(String name) {
        if (name == null || name.isEmpty() || name.length() > NameRules.MAX_NAME) {
            return Optional.empty();
        }
        return store.byName(name);
    }

    /** Whether the player used the site in the last {@link #ONLINE_MS} (their session is touched at most once a minute). */
    public boolean online(Account account) {
        return !account.deleted() && store.seenAt(account.id()).map(at -> clock.getAsLong() - at < ONLINE_MS).orElse(false);
    }

    public Optional<Account> byId(long id) {
        return store.byId(id);
    }

    /**
     * Changes a player's password after checking the current one, and ends every other session of
     * the account (the one asking stays logged in).
     */
    public void changePassword(SessionInfo session, String currentCookie, String current, String next) {
        Account account = session.account();
        String hash = store.passwordHash(account.id()).orElse(null);
        if (current == null || current.length() > NameRules.MAX_PASSWORD || !hasher.matches(current, hash)) {
            throw new AccountException(AccountException.Kind.WRONG_CREDENTIALS, "the current password is wrong");
        }
        NameRules.checkPassword(account.name(), next);
        store.changePassword(account.id(), hasher.hash(next), Secrets.hash(currentCookie));
    }

    /**
     * Deletes a player's account after checking the password: the row stays (games point at it, the
     * name stays taken) without a password, every session ends.
     */
    public void delete(SessionInfo session, String password) {
        Account account = session.account();
        String hash = store.passwordHash(account.id()).orElse(null);
        if (password == null || password.length() > NameRules.MAX_PASSWORD || !hasher.matches(password, hash)) {
            throw new AccountException(AccountException.Kind.WRONG_CREDENTIALS, "the password is wrong");
        }
        store.markDeleted(account.id());
    }

    /** Deletes expired sessions (called now and then by the server). */
    public int sweepSessions() {
        throttle.sweep();
        return store.deleteExpiredSessions(clock.getAsLong());
    }

    private NewSession open(Account account, long now) {
        String cookie = Secrets.newToken();
        String csrf = Secrets.newToken();
        long expires = now + SESSION_MS;
        store.insertSession(Secrets.hash(cookie), account.id(), csrf, now, expires);
        return new NewSession(cookie, new SessionInfo(account, csrf, expires));
    }

    private static AccountException wrongCredentials() {
        return new AccountException(AccountException.Kind.WRONG_CREDENTIALS, "wrong user name or password");
    }
}
