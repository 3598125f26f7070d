package org.heterodox.server.game.http;

/**
 * The live channel's full state of a game: on connecting ({@code event} connected), on request
 * (state), and after every stored change other than a move (created, joined, draw-offer,
 * draw-declined, finished, aborted, resumed).
 */
public record StateMessage(String type, String event, GameView game) {
    public StateMessage(String event, GameView game) {
        this("state", event, game);
    }
}
