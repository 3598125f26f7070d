package org.heterodox.tournament.pairing;

import java.util.List;
import java.util.Set;
import org.heterodox.tournament.Colour;
import org.heterodox.tournament.Entrant;

/**
 * What pairing the next Swiss round needs: the planned number of rounds, every entrant with the
 * rounds played so far (all of the same length), the entrants not to pair this round (paused,
 * withdrawn), the forbidden pairs, and the colour the top seed had (or gets) in round 1.
 */
public record SwissRound(int plannedRounds, List<Entrant> entrants, Set<Integer> absent, Set<ForbiddenPair> forbidden,
                         Colour topSeedFirstColour) {
    public SwissRound {
        entrants = List.copyOf(entrants);
        absent = Set.copyOf(absent);
        forbidden = Set.copyOf(forbidden);
        if (topSeedFirstColour == null) {
            topSeedFirstColour = Colour.WHITE;
        }
    }

    /** The round being paired. */
    public int round() {
        return entrants.isEmpty() ? 1 : entrants.get(0).results().size() + 1;
    }
}
