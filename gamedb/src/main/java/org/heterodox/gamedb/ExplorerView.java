package org.heterodox.gamedb;

import java.util.List;

/** What the explorer knows of a position: the games that reached it, the moves they played next (most played first), the latest games. */
public record ExplorerView(long games, List<ExplorerMove> moves, List<GameHit> lastGames) {
}
