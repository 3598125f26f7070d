package org.heterodox.server.problem;

/** A refused problem request, with its HTTP status and the reason. */
public final class ProblemException extends RuntimeException {
    private final int status;

    public ProblemException(int status, String message) {
        super(message);
        this.status = status;
    }

    public int status() {
        return status;
    }
}
