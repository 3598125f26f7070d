package org.heterodox.tournament.arena;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.heterodox.tournament.Colour;
import org.heterodox.tournament.pairing.Pairing;

/**
 * Pairs the players waiting in an arena. They are ranked by score, then rating, and each in turn
 * from the top meets the nearest-ranked waiting player who was not their last opponent; last
 * opponents meet again only when nobody else is in the arena (players in a game will soon be free). With an odd
 * number waiting, the last one waits for the next game to end. Colours even out each player's
 * history: the one who had White less often gets it, then the one who had Black last time, then the
 * higher ranked.
 */
public final class ArenaPairer {
    private ArenaPairer() {
    }

    /**
     * @param waiting the players free now
     * @param present everyone in the arena who can be paired (present and not paused), whether free or playing
     */
    public static List<Pairing> pair(List<ArenaWaiting> waiting, int present) {
        List<ArenaWaiting> queue = new ArrayList<>(waiting);
        queue.sort(Comparator.comparingInt(ArenaWaiting::score).reversed()
                .thenComparing(Comparator.comparingInt(ArenaWaiting::rating).reversed())
                .thenComparingInt(ArenaWaiting::number));
        List<Pairing> pairings = new ArrayList<>();
        while (queue.size() >= 2) {
            ArenaWaiting first = queue.remove(0);
            int pick = -1;
            for (int i = 0; i < queue.size(); i++) {
                if (!rematch(first, queue.get(i))) {
                    pick = i;
                    break;
                }
            }
            if (pick < 0) {
                if (queue.size() == 1 && present == 2) {
                    pick = 0; // only these two are in the arena: let them play again rather than wait forever
                } else {
                    continue; // everyone left met this player last; they wait for the next wave
                }
            }
            ArenaWaiting second = queue.remove(pick);
            pairings.add(whiteFirst(first, second) ? new Pairing(first.number(), second.number())
                    : new Pairing(second.number(), first.number()));
        }
        return pairings;
    }

    private static boolean rematch(ArenaWaiting a, ArenaWaiting b) {
        return a.lastOpponent() == b.number() || b.lastOpponent() == a.number();
    }

    /** Whether {@code higher} (the better ranked) should have White against {@code lower}. */
    private static boolean whiteFirst(ArenaWaiting higher, ArenaWaiting lower) {
        if (higher.whiteSurplus() != lower.whiteSurplus()) {
            return higher.whiteSurplus() < lower.whiteSurplus();
        }
        if (higher.lastColour() != lower.lastColour()) {
            return higher.lastColour() == Colour.BLACK || lower.lastColour() == Colour.WHITE;
        }
        return true;
    }
}
