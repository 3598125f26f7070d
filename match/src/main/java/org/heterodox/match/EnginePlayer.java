package org.heterodox.match;

import org.heterodox.engine.Engine;
import org.heterodox.engine.Limits;
import org.heterodox.engine.SearchListener;
import org.heterodox.rules.Position;

/** Our engine with a fixed per-move budget, given as nodes (deterministic) or depth. */
public final class EnginePlayer implements Player {
    private final Engine engine;
    private final int depth;
    private final long nodes;

    public EnginePlayer(int hashMb, int depth, long nodes) {
        this.engine = new Engine(hashMb);
        this.depth = depth;
        this.nodes = nodes;
    }

    @Override
    public String name() {
        return "heterodox(" + (depth > 0 ? "depth " + depth : "") + (depth > 0 && nodes > 0 ? ", " : "")
                + (nodes > 0 ? nodes + " nodes" : "") + ")";
    }

    @Override
    public void newGame() {
        engine.newGame();
    }

    @Override
    public int choose(Position position) {
        Limits limits = Limits.none();
        if (depth > 0) {
            limits.depth(depth);
        }
        if (nodes > 0) {
            limits.nodes(nodes);
        }
        return engine.analyse(position, limits, SearchListener.NONE).bestMove();
    }
}
