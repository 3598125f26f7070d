package org.heterodox.server.game;

/** What a player does about a draw. */
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
