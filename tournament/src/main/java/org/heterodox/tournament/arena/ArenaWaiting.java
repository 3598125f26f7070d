package org.heterodox.tournament.arena;

/**
 * A player waiting in the arena for a game: entrant number, arena score, rating, the last opponent
 * (0: none yet), how many more times they had White than Black, and the colour of their last game
 * (null: none).
 */
public record ArenaWaiting(int number, int score, int rating, int lastOpponent, int whiteSurplus,
                           org.heterodox.tournament.Colour lastColour) {
}
