package org.heterodox.server.game;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.heterodox.rules.Outcome;
import org.heterodox.rules.Variant;

/**
 * A game as PGN carries it: variant, start position, moves as written (any notation the game
 * accepts; the server writes its record notation), outcome and the remaining tags.
 */
public record PgnGame(Variant variant, String startFen, List<String> moves, Outcome outcome, Map<String, String> tags) {
    public PgnGame {
        moves = List.copyOf(moves);
        tags = Collections.unmodifiableMap(new LinkedHashMap<>(tags));
    }
}
