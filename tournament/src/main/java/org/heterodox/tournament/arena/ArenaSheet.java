package org.heterodox.tournament.arena;

import java.util.List;

/** A player's arena score: each game's points in order, the total, and whether the player is on a streak now. */
public record ArenaSheet(List<Integer> points, int total, boolean onFire) {
    public ArenaSheet {
        points = List.copyOf(points);
    }
}
