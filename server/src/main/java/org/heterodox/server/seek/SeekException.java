package org.heterodox.server.seek;

/** A refused seek operation with its HTTP status. */
public final class SeekException extends RuntimeException {
    private final int status;

    public SeekException(int status, String message) {
        super(message, null, false, false);
        this.status = status;
    }

    public int status() {
        return status;
    }
}
