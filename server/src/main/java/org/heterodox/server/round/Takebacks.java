package org.heterodox.server.round;

import java.util.ArrayList;
import java.util.List;
import org.heterodox.rules.Move;
import org.heterodox.rules.Position;
import org.heterodox.rules.Variant;
import org.heterodox.rules.format.FormatException;
import org.heterodox.server.game.PlayedMove;

/**
 * Where a takeback leads: the player who asks takes back their last move, together with the
 * opponent's answer when there is one (as on lichess). A move is a whole turn, so in Ambiguous
 * Chess an announcement and the choice that completes it go together (and a pending announcement
 * counts as its announcer's move).
 */
final class Takebacks {
    private Takebacks() {
    }

    /** One whole move: its first ply's index and who made it. */
    private record Turn(int start, int mover) {
    }

    /**
     * How many plies remain after {@code requester} takes back their last move (and the opponent's
     * answer to it), or -1 when {@code requester} has no move to take back.
     */
    static int keptPlies(Variant variant, String startFen, List<PlayedMove> moves, int requester) throws FormatException {
        List<Turn> turns = turns(variant, startFen, moves);
        int last = turns.size() - 1;
        if (last >= 0 && turns.get(last).mover() != requester) {
            last--; // the opponent's answer goes with it
        }
        if (last < 0 || turns.get(last).mover() != requester) {
            return -1;
        }
        return turns.get(last).start();
    }

    /** The game's plies grouped into whole moves, replayed from the start position. */
    private static List<Turn> turns(Variant variant, String startFen, List<PlayedMove> moves) throws FormatException {
        Position position = variant.fromFen(startFen);
        List<Turn> turns = new ArrayList<>();
        boolean complete = true;
        for (int ply = 0; ply < moves.size(); ply++) {
            if (complete) {
                turns.add(new Turn(ply, position.sideToMove()));
            }
            int decision = variant.machineNotation().parse(position, moves.get(ply).machine());
            position.make(decision);
            complete = position.playedBy(decision) != Move.NONE;
        }
        return turns;
    }
}
