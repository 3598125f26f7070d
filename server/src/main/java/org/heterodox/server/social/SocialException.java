package org.heterodox.server.social;

/** A refused follow or inbox operation with its HTTP status. */
public final class SocialException extends RuntimeException {
    private final int status;

    public SocialException(int status, String message) {
        super(message, null, false, false);
        this.status = status;
    }

    public int status() {
        return status;
    }
}
