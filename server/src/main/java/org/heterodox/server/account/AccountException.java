package org.heterodox.server.account;

/** A refused account operation; {@link Kind} says which, the API maps it to a status. */
public final class AccountException extends RuntimeException {
    /** Why the operation was refused. */
    public enum Kind {
        /** A name or password that breaks the rules (400). */
        INVALID,
        /** Wrong name or password (401). */
        WRONG_CREDENTIALS,
        /** The name is taken (409). */
        NAME_TAKEN,
        /** No such player (404). */
        NOT_FOUND,
        /** Too many failed attempts (429). */
        THROTTLED
    }

    private final Kind kind;
    private final long retryAfterSeconds;

    public AccountException(Kind kind, String message) {
        this(kind, message, 0);
    }

    /** A refusal that says when to try again (THROTTLED). */
    public AccountException(Kind kind, String message, long retryAfterSeconds) {
        super(message, null, false, false);
        this.kind = kind;
        this.retryAfterSeconds = retryAfterSeconds;
    }

    /** Seconds to wait before trying again, or 0. */
    public long retryAfterSeconds() {
        return retryAfterSeconds;
    }

    public Kind kind() {
        return kind;
    }
}
