package org.heterodox.server.tournament;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.Function;
import org.heterodox.tournament.Colour;
import org.heterodox.tournament.arena.ArenaPairer;
import org.heterodox.tournament.arena.ArenaWaiting;
import org.heterodox.tournament.pairing.Pairing;

/**
 * Pairs an arena's entrants who are free by {@link ArenaPairer}: as on lichess, a player is paired
 * only while present (the tournament's page open, or a recent heartbeat), not paused, not withdrawn
 * and not in a game. A player who leaves the page keeps their place and score and is paired again on
 * coming back.
 */
final class ArenaPairing {
    /**
     * The games to start now.
     *
     * @param present the accounts present in the tournament, asked only when two players could meet
     */
    List<Pairing> pair(Tournament t, Function<Tournament, Set<Long>> present) {
        List<TournamentPlayer> free = new ArrayList<>();
        for (TournamentPlayer p : t.players()) {
            if (p.available() && p.account() != null && !t.playing(p.number())) {
                free.add(p);
            }
        }
        if (free.size() < 2) {
            return List.of();
        }
        Set<Long> here = present.apply(t);
        int inTheArena = 0;
        for (TournamentPlayer p : t.players()) {
            // In the arena: paired now or soon, in a game or free and present.
            inTheArena += p.available() && (t.playing(p.number()) || here.contains(p.account())) ? 1 : 0;
        }
        List<ArenaWaiting> waiting = new ArrayList<>();
        for (TournamentPlayer p : free) {
            if (here.contains(p.account())) {
                waiting.add(waiting(t, p));
            }
        }
        return ArenaPairer.pair(waiting, inTheArena);
    }

    private static ArenaWaiting waiting(Tournament t, TournamentPlayer p) {
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
        return new ArenaWaiting(p.number(), ArenaStandings.sheetOf(t, p.number()).total(), p.rating(),
                lastOpponent, whiteSurplus, lastColour);
    }
}
