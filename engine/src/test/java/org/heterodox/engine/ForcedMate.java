package org.heterodox.engine;

import org.heterodox.rules.MoveList;
import org.heterodox.rules.Position;
import org.heterodox.rules.Result;

/** A brute-force AND-OR mate prover with no pruning, used to check the engine's mate claims independently. */
final class ForcedMate {
    private ForcedMate() {
    }

    /** Whether the side to move can force a win (by the game's own outcome) within {@code moves} moves. */
    static boolean within(Position position, int moves) {
        int attacker = position.sideToMove();
        MoveList list = new MoveList();
        position.generate(list);
        for (int i = 0; i < list.size(); i++) {
            position.make(list.get(i));
            boolean wins = defenderLoses(position, moves - 1, attacker);
            position.unmake();
            if (wins) {
                return true;
            }
        }
        return false;
    }

    /** Whether {@code move} (legal in {@code position}) forces a win within {@code moves} moves. */
    static boolean moveMatesWithin(Position position, int move, int moves) {
        int attacker = position.sideToMove();
        position.make(move);
        boolean wins = defenderLoses(position, moves - 1, attacker);
        position.unmake();
        return wins;
    }

    private static boolean defenderLoses(Position position, int movesLeft, int attacker) {
        MoveList list = new MoveList();
        position.generate(list);
        if (list.isEmpty()) {
            return position.outcome().result() == Result.win(attacker);
        }
        if (movesLeft == 0) {
            return false;
        }
        for (int i = 0; i < list.size(); i++) {
            position.make(list.get(i));
            boolean wins = within(position, movesLeft);
            position.unmake();
            if (!wins) {
                return false;
            }
        }
        return true;
    }
}
