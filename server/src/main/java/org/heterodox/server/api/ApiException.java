package org.heterodox.server.api;

import org.heterodox.server.game.GameException;

/** A malformed or refused request at the HTTP/WebSocket layer; same shape as the service's refusals. */
public final class ApiException extends GameException {
    public ApiException(int status, String message) {
        super(status, message);
    }

    public static ApiException badRequest(String message) {
        return new ApiException(400, message);
    }
}
