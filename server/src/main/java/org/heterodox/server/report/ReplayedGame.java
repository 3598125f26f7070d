package org.heterodox.server.report;

import org.heterodox.rules.Position;

/**
 * A game ready to be analysed: its start position and its moves as the page that shows it lists them
 * (a site game's stored decisions, a database game's recorded moves), each one {@code make} accepts.
 */
public record ReplayedGame(Position start, int[] moves) {
    /** The positions a report scores: the start and one after each move. */
    public int positions() {
        return moves.length + 1;
    }
}
