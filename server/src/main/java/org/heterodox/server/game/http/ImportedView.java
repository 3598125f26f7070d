package org.heterodox.server.game.http;

/** {@code POST /api/import}: the stored game. */
public record ImportedView(GameView game) {
}
