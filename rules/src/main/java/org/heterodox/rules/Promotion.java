package org.heterodox.rules;

import java.util.List;

/**
 * Where and into what pieces promote: the zone is the last {@code zoneDepth} ranks seen from the mover,
 * and a choice is the suffix the machine notation writes ({@code q}; {@code +} for a shogi promotion,
 * {@code ""} for declining it).
 */
public record Promotion(int zoneDepth, List<String> choices) {
    public static final Promotion CHESS = new Promotion(1, List.of("q", "r", "b", "n"));
    public static final Promotion SHOGI = new Promotion(3, List.of("+", ""));

    public Promotion {
        choices = List.copyOf(choices);
    }
}
