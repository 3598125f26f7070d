package org.heterodox.server.tournament;

import java.util.ArrayList;
import java.util.List;
import org.heterodox.tournament.Colour;
import org.heterodox.tournament.arena.ArenaPairer;
import org.heterodox.tournament.arena.ArenaWaiting;
import org.heterodox.tournament.pairing.Pairing;

/** Pairs an arena's entrants who are free (in the arena, not paused, not in a game) by {@link ArenaPairer}. */
final class ArenaPairing {
    /** The games to start now. */
    List<Pairing> pair(Tournament t) {
        List<ArenaWaiting> waiting = new ArrayList<>();
        int present = 0;
        for (TournamentPlayer p : t.players()) {
            present += p.available() ? 1 : 0;
            if (!p.available() || t.playing(p.number())) {
                continue;
            }
            int lastOpponent = 0;
            int whiteSurplus = 0;
            Colour lastColour = null;
            for (Board b : t.boards()) {
                if (b.involves(p.number())) {
                    boolean white = b.white() == p.number();
                    whiteSurplus += white ? 1 : -1;
                    lastColour = white ? Colour.WHITE : Colour.BLACK;
                    lastOpponent = white ? b.black() : b.white();
                }
            }
            waiting.add(new ArenaWaiting(p.number(), ArenaStandings.sheetOf(t, p.number()).total(), p.rating(),
                    lastOpponent, whiteSurplus, lastColour));
        }
        return ArenaPairer.pair(waiting, present);
    }
}
