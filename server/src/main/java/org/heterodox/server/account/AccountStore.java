package org.heterodox.server.account;

import java.util.List;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Optional;
import org.jdbi.v3.core.Jdbi;
import org.jdbi.v3.core.statement.StatementContext;

/** The {@code accounts} and {@code sessions} tables. */
public final class AccountStore {
    private static final String ACCOUNT = "a.id, a.name, a.created_at, a.deleted";

    private final Jdbi jdbi;

    public AccountStore(Jdbi jdbi) {
        this.jdbi = jdbi;
    }

    /** Inserts an account; empty when the name (case-folded) is taken. */
    public Optional<Account> insert(String name, String passwordHash, long now) {
        return jdbi.inTransaction(handle -> {
            boolean taken = handle.createQuery("SELECT COUNT(*) FROM accounts WHERE name_key = :key")
                    .bind("key", NameRules.key(name)).mapTo(Integer.class).one() > 0;
            if (taken) {
                return Optional.empty();
            }
            long id = handle.createUpdate("INSERT INTO accounts (name, name_key, password_hash, created_at, seen_at, deleted)"
                            + " VALUES (:name, :key, :hash, :now, :now, FALSE)")
                    .bind("name", name).bind("key", NameRules.key(name)).bind("hash", passwordHash).bind("now", now)
                    .executeAndReturnGeneratedKeys("id").mapTo(Long.class).one();
            return Optional.of(new Account(id, name, now, false));
        });
    }

    public Optional<Account> byName(String name) {
        return jdbi.withHandle(handle -> handle.createQuery("SELECT " + ACCOUNT + " FROM accounts a WHERE a.name_key = :key")
                .bind("key", NameRules.key(name)).map(AccountStore::account).findOne());
    }

    public Optional<Account> byId(long id) {
        return jdbi.withHandle(handle -> handle.createQuery("SELECT " + ACCOUNT + " FROM accounts a WHERE a.id = :id")
                .bind("id", id).map(AccountStore::account).findOne());
    }

    /** When the account last used a session (epoch ms). */
    public Optional<Long> seenAt(long id) {
        return jdbi.withHandle(handle -> handle.createQuery("SELECT seen_at FROM accounts WHERE id = :id")
                .bind("id", id).mapTo(Long.class).findOne());
    }

    /** The stored password hash of a live account (null for a deleted one). */
    public Optional<String> passwordHash(long id) {
        return jdbi.withHandle(handle -> handle.createQuery("SELECT password_hash FROM accounts WHERE id = :id")
                .bind("id", id).mapTo(String.class).findOne());
    }

    /** Stores a new session; opening it is a use of the site, so the account is seen now (online). */
    public void insertSession(String idHash, long accountId, String csrfToken, long now, long expiresAt) {
        jdbi.useTransaction(handle -> {
            handle.createUpdate("INSERT INTO sessions (id_hash, account_id, csrf_token, created_at,"
                            + " seen_at, expires_at) VALUES (:id, :account, :csrf, :now, :now, :expires)")
                    .bind("id", idHash).bind("account", accountId).bind("csrf", csrfToken).bind("now", now)
                    .bind("expires", expiresAt).execute();
            handle.createUpdate("UPDATE accounts SET seen_at = :now WHERE id = :id").bind("now", now)
                    .bind("id", accountId).execute();
        });
    }

    /** The session with this hash if it has not expired and its account is not deleted. */
    public Optional<SessionInfo> session(String idHash, long now) {
        return jdbi.withHandle(handle -> handle.createQuery("SELECT " + ACCOUNT + ", s.csrf_token, s.expires_at"
                        + " FROM sessions s JOIN accounts a ON a.id = s.account_id"
                        + " WHERE s.id_hash = :id AND s.expires_at > :now AND a.deleted = FALSE")
                .bind("id", idHash).bind("now", now)
                .map((rs, ctx) -> new SessionInfo(account(rs, ctx), rs.getString("csrf_token"), rs.getLong("expires_at")))
                .findOne());
    }

    /** Moves a session's expiry and its account's last-seen time. */
    public void touch(String idHash, long accountId, long now, long expiresAt) {
        jdbi.useTransaction(handle -> {
            handle.createUpdate("UPDATE sessions SET seen_at = :now, expires_at = :expires WHERE id_hash = :id")
                    .bind("now", now).bind("expires", expiresAt).bind("id", idHash).execute();
            handle.createUpdate("UPDATE accounts SET seen_at = :now WHERE id = :id").bind("now", now)
                    .bind("id", accountId).execute();
        });
    }

    /** Stores a new password hash and ends every session of the account but {@code keptSession}. */
    public void changePassword(long id, String passwordHash, String keptSession) {
        jdbi.useTransaction(handle -> {
            handle.createUpdate("UPDATE accounts SET password_hash = :hash WHERE id = :id").bind("hash", passwordHash)
                    .bind("id", id).execute();
            handle.createUpdate("DELETE FROM sessions WHERE account_id = :id AND id_hash <> :kept").bind("id", id)
                    .bind("kept", keptSession).execute();
        });
    }

    /** Marks an account deleted: no password, address, links or sessions, its chat lines signed "deleted". */
    public void markDeleted(long id) {
        jdbi.useTransaction(handle -> {
            handle.createUpdate("UPDATE accounts SET deleted = TRUE, password_hash = NULL, email = NULL,"
                    + " email_verified = FALSE, notify_turn = FALSE, notify_rounds = FALSE WHERE id = :id").bind("id", id)
                    .execute();
            handle.createUpdate("DELETE FROM mail_tokens WHERE account_id = :id").bind("id", id).execute();
            handle.createUpdate("DELETE FROM turn_notices WHERE account_id = :id").bind("id", id).execute();
            handle.createUpdate("DELETE FROM sessions WHERE account_id = :id").bind("id", id).execute();
            handle.createUpdate("UPDATE chat_lines SET author = 'deleted' WHERE author_account = :id").bind("id", id)
                    .execute();
        });
    }

    /** Ends every session of the account. */
    public void deleteSessions(long accountId) {
        jdbi.useHandle(handle -> handle.createUpdate("DELETE FROM sessions WHERE account_id = :id").bind("id", accountId)
                .execute());
    }

    public void deleteSession(String idHash) {
        jdbi.useHandle(handle -> handle.createUpdate("DELETE FROM sessions WHERE id_hash = :id").bind("id", idHash).execute());
    }

    /** Deletes the sessions that expired before {@code now}; the number deleted. */
    public int deleteExpiredSessions(long now) {
        return jdbi.withHandle(handle -> handle.createUpdate("DELETE FROM sessions WHERE expires_at <= :now")
                .bind("now", now).execute());
    }

    // ----- the e-mail address, its verification and the notices asked for -----

    public Optional<AccountEmail> email(long id) {
        return jdbi.withHandle(handle -> handle.createQuery("SELECT email, email_verified, language, notify_turn,"
                        + " notify_rounds FROM accounts WHERE id = :id AND deleted = FALSE")
                .bind("id", id).map((rs, ctx) -> new AccountEmail(rs.getString("email"), rs.getBoolean("email_verified"),
                        rs.getString("language"), rs.getBoolean("notify_turn"), rs.getBoolean("notify_rounds")))
                .findOne());
    }

    /** Sets (or, with null, removes) the address, not yet verified, and the language mails are written in. */
    public void setEmail(long id, String email, String language) {
        jdbi.useHandle(handle -> handle.createUpdate("UPDATE accounts SET email = :email, email_verified = FALSE,"
                        + " language = :language WHERE id = :id")
                .bind("email", email).bind("language", language).bind("id", id).execute());
    }

    /** Marks the address verified if it is still {@code email}; whether it was. */
    public boolean verifyEmail(long id, String email) {
        return jdbi.withHandle(handle -> handle.createUpdate("UPDATE accounts SET email_verified = TRUE"
                        + " WHERE id = :id AND email = :email AND deleted = FALSE")
                .bind("id", id).bind("email", email).execute()) == 1;
    }

    public void setNotices(long id, boolean turn, boolean rounds) {
        jdbi.useHandle(handle -> handle.createUpdate("UPDATE accounts SET notify_turn = :turn, notify_rounds = :rounds"
                        + " WHERE id = :id")
                .bind("turn", turn).bind("rounds", rounds).bind("id", id).execute());
    }

    /** Stops one kind of notice ({@code notify_turn} or {@code notify_rounds}). */
    public void stopNotice(long id, boolean turn) {
        jdbi.useHandle(handle -> handle.createUpdate("UPDATE accounts SET " + (turn ? "notify_turn" : "notify_rounds")
                + " = FALSE WHERE id = :id").bind("id", id).execute());
    }

    /**
     * Sets a password through a reset link: the link's token is used up (it must still be there and unexpired,
     * so two uses at once succeed once), every session of the account ends, and the address, which the mail
     * reached, counts as verified. Whether the token was still good.
     */
    public boolean resetPassword(String tokenHash, long id, String email, String passwordHash, long now) {
        return jdbi.inTransaction(handle -> {
            int used = handle.createUpdate("DELETE FROM mail_tokens WHERE id_hash = :token AND account_id = :id"
                    + " AND expires_at > :now").bind("token", tokenHash).bind("id", id).bind("now", now).execute();
            if (used != 1) {
                return false;
            }
            handle.createUpdate("UPDATE accounts SET password_hash = :hash WHERE id = :id AND deleted = FALSE")
                    .bind("hash", passwordHash).bind("id", id).execute();
            handle.createUpdate("DELETE FROM sessions WHERE account_id = :id").bind("id", id).execute();
            // The account's other reset links die with the password they were sent to replace.
            handle.createUpdate("DELETE FROM mail_tokens WHERE account_id = :id AND purpose = 'reset'").bind("id", id)
                    .execute();
            handle.createUpdate("UPDATE accounts SET email_verified = TRUE WHERE id = :id AND email = :email")
                    .bind("id", id).bind("email", email).execute();
            return true;
        });
    }

    static Account account(ResultSet rs, StatementContext ctx) throws SQLException {
        return new Account(rs.getLong("id"), rs.getString("name"), rs.getLong("created_at"), rs.getBoolean("deleted"));
    }

    // ----- the login throttle's events (failed logins, registrations) -----

    /** The times of the events of a kind for a tally (an account name or an address) after {@code since}, oldest first. */
    public List<Long> loginEvents(String kind, String tally, long since) {
        return jdbi.withHandle(handle -> handle.createQuery("SELECT at FROM login_events WHERE kind = :kind"
                        + " AND tally = :tally AND at > :since ORDER BY at")
                .bind("kind", kind).bind("tally", tally).bind("since", since).mapTo(Long.class).list());
    }

    /** Records an event, dropping the tally's events at or before {@code expired}. */
    public void addLoginEvent(String kind, String tally, long at, long expired) {
        jdbi.useTransaction(handle -> {
            handle.createUpdate("DELETE FROM login_events WHERE kind = :kind AND tally = :tally AND at <= :expired")
                    .bind("kind", kind).bind("tally", tally).bind("expired", expired).execute();
            handle.createUpdate("INSERT INTO login_events (kind, tally, at) VALUES (:kind, :tally, :at)")
                    .bind("kind", kind).bind("tally", tally).bind("at", at).execute();
        });
    }

    public void clearLoginEvents(String kind, String tally) {
        jdbi.useHandle(handle -> handle.createUpdate("DELETE FROM login_events WHERE kind = :kind AND tally = :tally")
                .bind("kind", kind).bind("tally", tally).execute());
    }

    /** Drops every event at or before {@code expired}; answers how many went. */
    public int deleteLoginEventsBefore(long expired) {
        return jdbi.withHandle(handle -> handle.createUpdate("DELETE FROM login_events WHERE at <= :expired")
                .bind("expired", expired).execute());
    }
}
