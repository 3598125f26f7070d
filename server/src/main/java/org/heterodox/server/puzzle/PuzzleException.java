package org.heterodox.server.puzzle;

/** A puzzle request refused, with its HTTP status and the reason. */
public final class PuzzleException extends RuntimeException {
    private final int status;

    public PuzzleException(int status, String message) {
        super(message);
        this.status = status;
    }

    public int status() {
        return status;
    }
}
