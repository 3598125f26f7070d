package org.heterodox.server.tournament;

/** Hears every stored change of a tournament (the live channel pushes it to browsers). */
public interface TournamentListener {
    /**
     * @param event joined, left, started, round, result, paused, withdrawn, adjusted, finished,
     *              cancelled, forbidden
     */
    void changed(Tournament tournament, String event);
}
