package org.heterodox.engine;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.heterodox.rules.Move;
import org.heterodox.rules.MoveList;
import org.heterodox.rules.Position;
import org.heterodox.rules.Variant;
import org.heterodox.rules.format.FormatException;

/** Test helper: long seeded random game histories, and positions set up afresh without them. */
final class GameHistories {
    private GameHistories() {
    }

    /**
     * The game after {@code decisions} random decisions from the start that never repeat a position
     * nor end the game, or null when the walk got stuck. The last two decisions are irreversible
     * where the game has such moves (captures, pawn moves, drops in the chess family) and otherwise
     * captures, promotions or drops where possible, so that the search of the final position cannot
     * reach back into the history: with or without it, the search must see the same tree.
     */
    static Position randomGame(Variant variant, int decisions, long seed) {
        Random random = new Random(seed);
        Position position = variant.startPosition();
        Set<Long> seen = new HashSet<>();
        seen.add(position.hash());
        MoveList moves = new MoveList();
        for (int made = 0; made < decisions; made++) {
            position.generate(moves);
            List<Integer> order = new ArrayList<>();
            for (int i = 0; i < moves.size(); i++) {
                order.add(moves.get(i));
            }
            Collections.shuffle(order, random);
            boolean closing = made >= decisions - 2;
            int chosen = Move.NONE;
            int fallback = Move.NONE;
            for (int move : order) {
                position.make(move);
                MoveList replies = new MoveList();
                position.generate(replies);
                boolean fine = !seen.contains(position.hash()) && !replies.isEmpty() && !position.outcome().isOver();
                boolean irreversible = position.pliesSinceIrreversible() == 0
                        || Move.isNoisy(move) || Move.kind(move) == Move.KIND_DROP;
                position.unmake();
                if (!fine) {
                    continue;
                }
                if (!closing || irreversible) {
                    chosen = move;
                    break;
                }
                if (fallback == Move.NONE) {
                    fallback = move;
                }
            }
            if (chosen == Move.NONE) {
                chosen = fallback;
            }
            if (chosen == Move.NONE) {
                return null;
            }
            position.make(chosen);
            seen.add(position.hash());
        }
        return position;
    }

    /** The same position read from its FEN or SFEN: no history at all. */
    static Position withoutHistory(Position position) {
        try {
            return position.variant().fromFen(position.toFen());
        } catch (FormatException e) {
            throw new AssertionError("the position's own FEN does not read back: " + position.toFen(), e);
        }
    }
}
