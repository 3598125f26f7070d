package org.heterodox.server.game;

/** What a player does about an offer: a draw, a takeback or a rematch. */
public enum DrawAction {
    OFFER, ACCEPT, DECLINE;

    public static DrawAction fromWire(String text) {
        for (DrawAction action : values()) {
            if (action.name().equalsIgnoreCase(text)) {
                return action;
            }
        }
        return null;
    }
}
