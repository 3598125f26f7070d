package org.heterodox.server.api;

/** A malformed or refused request at the HTTP/WebSocket layer (body, query, limits), with its HTTP status. */
public final class ApiException extends RuntimeException {
    private final int status;

    public ApiException(int status, String message) {
        super(message, null, false, false);
        this.status = status;
    }

    public int status() {
        return status;
    }

    public static ApiException badRequest(String message) {
        return new ApiException(400, message);
    }
}
