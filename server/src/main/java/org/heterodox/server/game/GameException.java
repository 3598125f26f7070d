package org.heterodox.server.game;

/** A request the game service refuses, with the HTTP status that says why and a message naming the problem. */
public class GameException extends RuntimeException {
    private final int status;

    public GameException(int status, String message) {
        super(message, null, false, false);
        this.status = status;
    }

    public int status() {
        return status;
    }

    public static GameException badRequest(String message) {
        return new GameException(400, message);
    }

    public static GameException notFound(String message) {
        return new GameException(404, message);
    }

    public static GameException conflict(String message) {
        return new GameException(409, message);
    }
}
