package org.heterodox.match;

import java.util.Random;
import org.heterodox.rules.MoveList;
import org.heterodox.rules.Position;

/** Plays a uniformly random legal move: the weakest baseline. */
public final class RandomPlayer extends InProcessPlayer {
    private final Random random;
    private final MoveList moves = new MoveList();

    public RandomPlayer(String name, long seed) {
        super(name);
        random = new Random(seed);
    }

    @Override
    public int choose(Position position) {
        position.generate(moves);
        return moves.get(random.nextInt(moves.size()));
    }
}
