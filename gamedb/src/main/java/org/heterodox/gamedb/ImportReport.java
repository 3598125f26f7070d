package org.heterodox.gamedb;

import java.util.List;

/**
 * What an import did: every game of the input is counted once, as imported, a duplicate (of the
 * stored game {@code storedId}) or rejected (with the reader's reason, which names the game
 * number, move and line).
 */
public record ImportReport(int games, int imported, long positions, List<Duplicate> duplicates,
                           List<Rejected> rejected, long nanos) {
    public record Duplicate(int number, long storedId) {
    }

    public record Rejected(int number, String reason) {
    }

    public double gamesPerSecond() {
        return nanos == 0 ? 0 : games * 1e9 / nanos;
    }
}
