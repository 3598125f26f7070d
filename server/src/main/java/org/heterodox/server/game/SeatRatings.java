package org.heterodox.server.game;

/** Both sides' ratings in a rated game. */
public record SeatRatings(SideRating first, SideRating second) {

    public SideRating side(int side) {
        return side == 0 ? first : second;
    }
}
