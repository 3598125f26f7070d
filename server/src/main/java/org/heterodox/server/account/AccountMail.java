package org.heterodox.server.account;

import java.util.Locale;
import java.util.Optional;
import java.util.function.LongSupplier;
import org.heterodox.server.game.Secrets;
import org.heterodox.server.i18n.MailTexts;
import org.heterodox.server.mail.EmailAddress;
import org.heterodox.server.mail.Mail;
import org.heterodox.server.mail.Mailer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * An account's e-mail address and the mails about the account itself: the verification link sent when an address
 * is given, and password resets. Reset requests answer the same whether or not the name or an address exists:
 * the lookup and the mail happen on the mailer's thread, after the answer.
 */
public final class AccountMail {
    private static final Logger LOG = LoggerFactory.getLogger(AccountMail.class);
    static final long VERIFY_MS = 48 * 3600_000L;
    static final long RESET_MS = 3600_000L;

    private final AccountStore accounts;
    private final MailTokenStore tokens;
    private final PasswordHasher hasher;
    private final Mailer mailer;
    private final LongSupplier clock;
    private final MailQuota quota;
    private final LoginThrottle throttle;

    public AccountMail(AccountStore accounts, MailTokenStore tokens, PasswordHasher hasher, Mailer mailer,
                       LongSupplier clock, LoginThrottle throttle) {
        this.accounts = accounts;
        this.tokens = tokens;
        this.hasher = hasher;
        this.mailer = mailer;
        this.clock = clock;
        this.throttle = throttle;
        this.quota = new MailQuota(accounts, clock);
    }

    public boolean enabled() {
        return mailer.enabled();
    }

    /** Refuses what is not an e-mail address (before an account is made with it). */
    public static String checkAddress(String email) {
        if (!EmailAddress.valid(email)) {
            throw new AccountException(AccountException.Kind.INVALID,
                    "'email' is not an e-mail address (name@domain, at most " + EmailAddress.MAX_LENGTH + " characters)");
        }
        return EmailAddress.normalized(email);
    }

    public Optional<AccountEmail> settings(Account account) {
        return accounts.email(account.id());
    }

    /** Stores a new account's address and sends the verification link. */
    public void registered(Account account, String email, Locale language) {
        store(account, checkAddress(email), language);
    }

    /**
     * Changes (or with null or "" removes) the address of the session's account after checking its password;
     * a new address gets a verification link and is unverified until it is followed.
     */
    public void change(SessionInfo session, String password, String email, Locale language) {
        Account account = session.account();
        String hash = accounts.passwordHash(account.id()).orElse(null);
        String address = email == null || email.isEmpty() ? null : checkAddress(email);
        if (password == null || password.length() > NameRules.MAX_PASSWORD || !hasher.matches(password, hash)) {
            throw new AccountException(AccountException.Kind.WRONG_CREDENTIALS, "the password is wrong");
        }
        store(account, address, language);
    }

    private void store(Account account, String address, Locale language) {
        tokens.deleteAll(account.id(), MailTokenStore.VERIFY);
        accounts.setEmail(account.id(), address, language.getLanguage());
        if (address != null) {
            mailer.later(() -> sendVerification(account, address, language));
        }
    }

    private void sendVerification(Account account, String address, Locale language) {
        if (!quota.take(MailQuota.RECIPIENT, address.toLowerCase(Locale.ROOT), MailQuota.MAILS_PER_RECIPIENT)) {
            LOG.info("no verification mail for account {}: its address had its mails for the hour", account.id());
            return;
        }
        String token = newToken(account.id(), MailTokenStore.VERIFY, address, VERIFY_MS);
        String link = mailer.settings().appLink("verify/" + token);
        mailer.send(new Mail(address, MailTexts.text(language, "verify.subject"),
                MailTexts.text(language, "verify.body", account.name(), address, link), null));
    }

    /** Follows a verification link: the address it was sent to is verified, if it is still the account's. */
    public void verify(String token) {
        Optional<MailToken> found = token(token, MailTokenStore.VERIFY);
        if (found.isEmpty() || !tokens.delete(found.get().idHash())
                || !accounts.verifyEmail(found.get().accountId(), found.get().email())) {
            throw invalidLink();
        }
    }

    /**
     * Asks for a password-reset link for the account {@code name}: refused (429) only when the client address
     * asked too often; otherwise the same answer whatever the name, and the mail (if the account has an address
     * and its own quotas allow) is sent after the answer, in the account's language or else the request's.
     */
    public void requestReset(String name, String clientAddress, Locale requestLanguage) {
        if (clientAddress != null) {
            long wait = quota.waitMs(MailQuota.RESET_CLIENT, clientAddress, MailQuota.RESETS_PER_CLIENT);
            if (wait > 0) {
                throw new AccountException(AccountException.Kind.THROTTLED,
                        "too many password resets asked from your address; try again later", (wait + 999) / 1000);
            }
            quota.take(MailQuota.RESET_CLIENT, clientAddress, MailQuota.RESETS_PER_CLIENT);
        }
        mailer.later(() -> sendReset(name, requestLanguage));
    }

    private void sendReset(String name, Locale requestLanguage) {
        if (name == null || name.length() > NameRules.MAX_NAME) {
            return;
        }
        Optional<Account> account = accounts.byName(name).filter(a -> !a.deleted());
        Optional<AccountEmail> email = account.flatMap(a -> accounts.email(a.id())).filter(e -> e.email() != null);
        if (email.isEmpty()) {
            return;
        }
        long id = account.get().id();
        String address = email.get().email();
        if (!quota.take(MailQuota.RESET_ACCOUNT, String.valueOf(id), MailQuota.RESETS_PER_ACCOUNT)
                || !quota.take(MailQuota.RECIPIENT, address.toLowerCase(Locale.ROOT), MailQuota.MAILS_PER_RECIPIENT)) {
            LOG.info("no reset mail for account {}: it had its reset mails for the hour", id);
            return;
        }
        Locale language = MailTexts.language(email.get().language(), requestLanguage);
        String token = newToken(id, MailTokenStore.RESET, address, RESET_MS);
        String link = mailer.settings().appLink("reset/" + token);
        mailer.send(new Mail(address, MailTexts.text(language, "reset.subject"),
                MailTexts.text(language, "reset.body", account.get().name(), link), null));
    }

    /**
     * Sets a new password through a reset link (one hour, once) and ends every session of the account; the
     * password follows the registration rules (a refused one leaves the link usable).
     */
    public void reset(String token, String password) {
        MailToken found = token(token, MailTokenStore.RESET).orElseThrow(AccountMail::invalidLink);
        Account account = accounts.byId(found.accountId()).filter(a -> !a.deleted()).orElseThrow(AccountMail::invalidLink);
        NameRules.checkPassword(account.name(), password);
        if (!accounts.resetPassword(found.idHash(), account.id(), found.email(), hasher.hash(password), clock.getAsLong())) {
            throw invalidLink();
        }
        throttle.succeeded(account.name());
    }

    /** Forgets expired link tokens (run now and then). */
    public int sweep() {
        return tokens.sweep(clock.getAsLong());
    }

    private Optional<MailToken> token(String token, String purpose) {
        if (token == null || token.isEmpty() || token.length() > 100) {
            return Optional.empty();
        }
        return tokens.find(Secrets.hash(token), purpose, clock.getAsLong());
    }

    private String newToken(long account, String purpose, String email, long lifetimeMs) {
        String token = Secrets.newToken();
        long now = clock.getAsLong();
        tokens.insert(Secrets.hash(token), account, purpose, email, now, now + lifetimeMs);
        return token;
    }

    private static AccountException invalidLink() {
        return new AccountException(AccountException.Kind.INVALID, "this link is invalid, used or expired");
    }
}
