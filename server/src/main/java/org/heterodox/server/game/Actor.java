package org.heterodox.server.game;

/**
 * Who asks to act in a game: the holder of a seat token, a logged-in player (their account id), or
 * both. A seat is the actor's when the token matches it or the seat is bound to the actor's account.
 */
public record Actor(String seatToken, Long accountId) {

    public static Actor token(String seatToken) {
        return new Actor(seatToken, null);
    }

    public static Actor of(String seatToken, Long accountId) {
        return new Actor(seatToken, accountId);
    }

    /** Whether the actor brings anything at all to identify by. */
    public boolean anonymous() {
        return (seatToken == null || seatToken.isEmpty()) && accountId == null;
    }
}
