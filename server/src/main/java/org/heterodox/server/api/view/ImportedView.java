package org.heterodox.server.api.view;

/** {@code POST /api/import}: the stored game. */
public record ImportedView(GameView game) {
}
