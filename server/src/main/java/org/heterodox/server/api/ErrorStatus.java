package org.heterodox.server.api;

import org.heterodox.server.game.GameException;

/** The HTTP status of each kind of refusal of the game service (the domain knows no HTTP). */
public final class ErrorStatus {
    private ErrorStatus() {
    }

    public static int of(GameException.Kind kind) {
        return switch (kind) {
            case INVALID -> 400;
            case NO_TOKEN -> 401;
            case WRONG_TOKEN, FORBIDDEN -> 403;
            case NOT_FOUND -> 404;
            case CONFLICT -> 409;
            case ILLEGAL_MOVE -> 422;
            case TOO_LARGE -> 413;
            case BUSY -> 429;
            case CORRUPT -> 500;
            case UNSUPPORTED -> 501;
            case UNAVAILABLE -> 503;
        };
    }
}
