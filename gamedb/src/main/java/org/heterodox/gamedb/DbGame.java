package org.heterodox.gamedb;

/** A stored game's headline: what lists and searches show. {@code startFen} is null for the game's own start. */
public record DbGame(long id, String variant, String white, String black, int whiteElo, int blackElo, String event,
                     String site, String date, String round, String result, int plies, String startFen) {
}
