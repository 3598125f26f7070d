package org.heterodox.gamedb;

import java.util.List;

/** One page of a search's games, newest first, and how many games match in all. */
public record SearchPage(long total, List<GameHit> hits) {
}
