package org.heterodox.server.tournament;

import java.util.List;
import org.heterodox.tournament.pairing.Pairing;

/** Pairs an arena's free players (see {@link TournamentService#tick}). */
public interface ArenaDirector {
    /** The games to start now among the players who are in the arena, not paused and not playing. */
    List<Pairing> pair(Tournament tournament);
}
