package org.heterodox.rules.format;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;

/**
 * A game's moves replayed in every notation of its game ({@link MoveWritings#replay}).
 *
 * @param notations the game's notation names, the record notation first
 * @param moves     for each notation name (in that order), the moves written in it, one per ply
 * @param fens      the position before the first move, then after each: one more than the moves
 */
public record WrittenRecord(List<String> notations, Map<String, List<String>> moves, List<String> fens) {
    public WrittenRecord {
        notations = List.copyOf(notations);
        Map<String, List<String>> copy = new LinkedHashMap<>();
        moves.forEach((name, written) -> copy.put(name, List.copyOf(written)));
        moves = Collections.unmodifiableMap(copy);
        fens = List.copyOf(fens);
        if (!moves.keySet().equals(new LinkedHashSet<>(notations))) {
            throw new IllegalArgumentException("moves are written in " + moves.keySet() + ", not in " + notations);
        }
    }

    /** The moves written in the notation named {@code notation} (as the game names it). */
    public List<String> movesIn(String notation) {
        List<String> written = moves.get(notation);
        if (written == null) {
            throw new IllegalArgumentException("no notation '" + notation + "' among " + notations);
        }
        return written;
    }

    /** How many plies (moves or decisions) the record holds. */
    public int plies() {
        return fens.size() - 1;
    }
}
