package org.heterodox.server.account;

import java.util.Optional;
import org.jdbi.v3.core.Jdbi;

/**
 * The {@code mail_tokens} table: the tokens of the links mails carry, known by their SHA-256 only. Purposes:
 * {@link #VERIFY}, {@link #RESET}, and the notices' unsubscribe links ({@code unsub-...}).
 */
public final class MailTokenStore {
    public static final String VERIFY = "verify";
    public static final String RESET = "reset";

    private final Jdbi jdbi;

    public MailTokenStore(Jdbi jdbi) {
        this.jdbi = jdbi;
    }

    public void insert(String idHash, long accountId, String purpose, String email, long now, long expiresAt) {
        jdbi.useHandle(handle -> handle.createUpdate("INSERT INTO mail_tokens (id_hash, account_id, purpose, email,"
                        + " created_at, expires_at) VALUES (:id, :account, :purpose, :email, :now, :expires)")
                .bind("id", idHash).bind("account", accountId).bind("purpose", purpose).bind("email", email)
                .bind("now", now).bind("expires", expiresAt).execute());
    }

    /** The unexpired token with this hash and purpose. */
    public Optional<MailToken> find(String idHash, String purpose, long now) {
        return jdbi.withHandle(handle -> handle.createQuery("SELECT id_hash, account_id, purpose, email, expires_at"
                        + " FROM mail_tokens WHERE id_hash = :id AND purpose = :purpose AND expires_at > :now")
                .bind("id", idHash).bind("purpose", purpose).bind("now", now)
                .map((rs, ctx) -> new MailToken(rs.getString("id_hash"), rs.getLong("account_id"), rs.getString("purpose"),
                        rs.getString("email"), rs.getLong("expires_at")))
                .findOne());
    }

    /** The unexpired token with this hash whose purpose starts with {@code prefix}. */
    public Optional<MailToken> findPrefixed(String idHash, String prefix, long now) {
        return find(idHash, now).filter(t -> t.purpose().startsWith(prefix));
    }

    private Optional<MailToken> find(String idHash, long now) {
        return jdbi.withHandle(handle -> handle.createQuery("SELECT id_hash, account_id, purpose, email, expires_at"
                        + " FROM mail_tokens WHERE id_hash = :id AND expires_at > :now")
                .bind("id", idHash).bind("now", now)
                .map((rs, ctx) -> new MailToken(rs.getString("id_hash"), rs.getLong("account_id"), rs.getString("purpose"),
                        rs.getString("email"), rs.getLong("expires_at")))
                .findOne());
    }

    /** Uses a token up; whether it was still there (so of two uses at once, one succeeds). */
    public boolean delete(String idHash) {
        return jdbi.withHandle(handle -> handle.createUpdate("DELETE FROM mail_tokens WHERE id_hash = :id")
                .bind("id", idHash).execute()) == 1;
    }

    /** Drops an account's tokens of a purpose (an address changed: its pending verification links die). */
    public void deleteAll(long accountId, String purpose) {
        jdbi.useHandle(handle -> handle.createUpdate("DELETE FROM mail_tokens WHERE account_id = :account"
                + " AND purpose = :purpose").bind("account", accountId).bind("purpose", purpose).execute());
    }

    /** Drops expired tokens; how many went. */
    public int sweep(long now) {
        return jdbi.withHandle(handle -> handle.createUpdate("DELETE FROM mail_tokens WHERE expires_at <= :now")
                .bind("now", now).execute());
    }
}
