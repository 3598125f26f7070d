package org.heterodox.engine;

import org.heterodox.rules.MoveList;
import org.heterodox.rules.Position;
import org.heterodox.rules.Result;

/**
 * A brute-force AND-OR prover over decisions, with no pruning: it follows {@link Position#sideToMove}
 * at every node, so it also proves wins in games where one side decides twice in a row (Ambiguous
 * Chess: a choice, then an announcement). Depth is counted in decisions (plies).
 */
final class ForcedWin {
    private ForcedWin() {
    }

    /** Whether {@code move} (legal in {@code position}) lets its mover force a win within {@code plies} decisions, the move included. */
    static boolean moveWinsWithin(Position position, int move, int plies) {
        int attacker = position.sideToMove();
        position.make(move);
        boolean wins = wins(position, attacker, plies - 1);
        position.unmake();
        return wins;
    }

    private static boolean wins(Position position, int attacker, int plies) {
        MoveList list = new MoveList();
        position.generate(list);
        if (list.isEmpty()) {
            return position.outcome().result() == Result.win(attacker);
        }
        if (plies == 0) {
            return false;
        }
        boolean attackerDecides = position.sideToMove() == attacker;
        for (int i = 0; i < list.size(); i++) {
            position.make(list.get(i));
            boolean wins = wins(position, attacker, plies - 1);
            position.unmake();
            if (wins == attackerDecides) {
                return wins;
            }
        }
        return !attackerDecides;
    }
}
