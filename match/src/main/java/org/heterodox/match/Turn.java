package org.heterodox.match;

import java.util.List;
import org.heterodox.rules.Position;

/**
 * What a player is told when it is its move: the game so far (start FEN and the decisions in the
 * variant's machine notation: the moves, and in Ambiguous Chess each announcement and choice), the
 * position itself (not to be changed), the clocks, and the moment by which the answer must have arrived.
 *
 * @param ownMs         the mover's remaining time (0 without a clock)
 * @param otherMs       the opponent's remaining time (0 without a clock)
 * @param movesToGo     moves until the next time control, 0 for sudden death or increment
 * @param deadlineNanos {@link System#nanoTime} by which the answer is due
 * @param forfeitOnTime whether missing the deadline loses on time (a clock or fixed move time) or
 *                      means the engine stalled (depth or node limits only)
 */
public record Turn(Position position, String startFen, boolean standardStart, List<String> moves,
            TimeControl ownControl, TimeControl otherControl, long ownMs, long otherMs, int movesToGo,
            long deadlineNanos, boolean forfeitOnTime) {
    boolean whiteToMove() {
        return position.sideToMove() == 0;
    }
}
