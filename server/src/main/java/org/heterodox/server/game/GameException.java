package org.heterodox.server.game;

/**
 * A request the game service refuses, with the kind of refusal and a message naming the problem.
 * It knows nothing of HTTP: the API layer maps each {@link Kind} to a status code.
 */
public class GameException extends RuntimeException {
    /** Why a request is refused. */
    public enum Kind {
        /** The request is malformed or names something impossible (a bad position, an out-of-range ply). */
        INVALID,
        /** No seat token was given for an action that needs one. */
        NO_TOKEN,
        /** The seat token holds no seat in this game. */
        WRONG_TOKEN,
        /** The player may not do this (a rated game needs an account). */
        FORBIDDEN,
        /** No such game or invite. */
        NOT_FOUND,
        /** Not possible now: not your turn, the game is over, a stale move count, a seat already taken. */
        CONFLICT,
        /** The move is not a legal move of the position in any of the game's notations. */
        ILLEGAL_MOVE,
        /** The server is at a limit (engine games, analysis slots); try again later. */
        BUSY,
        /** The input is beyond a size bound (a record longer than a game may be). */
        TOO_LARGE,
        /** The server was started without what this needs (an engine). */
        UNSUPPORTED,
        /** The database or the engine failed to answer; try again. */
        UNAVAILABLE,
        /** A stored game cannot be read back: a fault of the server, not of the request. */
        CORRUPT
    }

    private final Kind kind;

    public GameException(Kind kind, String message) {
        super(message, null, false, false);
        this.kind = kind;
    }

    public Kind kind() {
        return kind;
    }

    public static GameException badRequest(String message) {
        return new GameException(Kind.INVALID, message);
    }

    public static GameException notFound(String message) {
        return new GameException(Kind.NOT_FOUND, message);
    }

    public static GameException conflict(String message) {
        return new GameException(Kind.CONFLICT, message);
    }
}
