package org.heterodox.tournament.arena;

import org.heterodox.tournament.Outcome;

/**
 * One finished arena game from one player's side: the outcome, whether the player berserked, and how
 * many moves the player made in it.
 */
public record ArenaGame(Outcome outcome, boolean berserked, int ownMoves) {
}
