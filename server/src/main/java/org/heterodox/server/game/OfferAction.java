package org.heterodox.server.game;

/** What a player does about an offer: a draw, a takeback or a rematch. */
public enum OfferAction {
    OFFER, ACCEPT, DECLINE;

    public static OfferAction fromWire(String text) {
        for (OfferAction action : values()) {
            if (action.name().equalsIgnoreCase(text)) {
                return action;
            }
        }
        return null;
    }
}
