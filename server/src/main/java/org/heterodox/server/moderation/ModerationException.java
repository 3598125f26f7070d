package org.heterodox.server.moderation;

/** A refused moderation request (or an action a sanction forbids) with its HTTP status. */
public final class ModerationException extends RuntimeException {
    private final int status;

    public ModerationException(int status, String message) {
        super(message, null, false, false);
        this.status = status;
    }

    public int status() {
        return status;
    }
}
