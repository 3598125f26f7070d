package org.heterodox.server.challenge;

/** A refused challenge operation with its HTTP status. */
public final class ChallengeException extends RuntimeException {
    private final int status;

    public ChallengeException(int status, String message) {
        super(message, null, false, false);
        this.status = status;
    }

    public int status() {
        return status;
    }
}
