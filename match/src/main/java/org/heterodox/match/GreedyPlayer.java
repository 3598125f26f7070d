package org.heterodox.match;

import java.util.Random;
import org.heterodox.engine.Evaluator;
import org.heterodox.engine.Evaluators;
import org.heterodox.engine.Score;
import org.heterodox.rules.MoveList;
import org.heterodox.rules.Outcome;
import org.heterodox.rules.Position;
import org.heterodox.rules.Result;

/**
 * Looks one ply ahead: plays the move after which the game's evaluation is best for it (a win at
 * once beats everything), breaking ties at random. The usual "greedy" baseline.
 */
public final class GreedyPlayer extends InProcessPlayer {
    private final Random random;
    private final MoveList moves = new MoveList();
    private final MoveList replies = new MoveList();

    public GreedyPlayer(String name, long seed) {
        super(name);
        random = new Random(seed);
    }

    @Override
    public int choose(Position position) {
        Evaluator evaluator = Evaluators.forPosition(position);
        position.generate(moves);
        int me = position.sideToMove();
        int best = 0;
        int bestScore = Integer.MIN_VALUE;
        int ties = 0;
        for (int i = 0; i < moves.size(); i++) {
            int move = moves.get(i);
            position.make(move);
            position.generate(replies);
            int score;
            if (replies.isEmpty()) {
                Outcome outcome = position.outcome();
                score = outcome.result() == Result.win(me) ? Score.MATE : outcome.result() == Result.DRAW ? 0 : -Score.MATE;
            } else {
                // The mover may decide again (Ambiguous Chess: a choice, then an announcement).
                int value = evaluator.evaluate(position);
                score = position.sideToMove() == me ? value : -value;
            }
            position.unmake();
            if (score > bestScore) {
                bestScore = score;
                best = move;
                ties = 1;
            } else if (score == bestScore && random.nextInt(++ties) == 0) {
                best = move;
            }
        }
        return best;
    }
}
