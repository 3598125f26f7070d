package org.heterodox.server.testing;

import java.util.List;
import java.util.function.Consumer;
import org.heterodox.rules.MoveList;
import org.heterodox.rules.Position;
import org.heterodox.server.engine.EngineAnalysis;
import org.heterodox.server.engine.EngineOpponent;

/** Plays the first legal move the rules generate, reporting it as a depth-1 line scored 0. */
public final class FirstLegalMove implements EngineOpponent {
    @Override
    public int chooseMove(Position position, int level, long budgetMillis,
                          Consumer<EngineAnalysis> progress) {
        MoveList moves = new MoveList();
        position.generate(moves);
        int move = moves.get(0);
        String written = position.variant().notations().get(0).format(position, move);
        progress.accept(new EngineAnalysis(1, 0, null, moves.size(), 0, List.of(written)));
        return move;
    }
}
