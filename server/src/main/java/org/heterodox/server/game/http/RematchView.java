package org.heterodox.server.game.http;

/** After a game: the side offering a rematch (null once agreed or when nobody offers) and the rematch's game id once agreed. */
public record RematchView(String offeredBy, String gameId) {
}
