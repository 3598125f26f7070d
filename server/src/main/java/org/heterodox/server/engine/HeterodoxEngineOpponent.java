package org.heterodox.server.engine;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;
import org.heterodox.engine.Engine;
import org.heterodox.engine.Limits;
import org.heterodox.engine.Score;
import org.heterodox.engine.SearchInfo;
import org.heterodox.engine.SearchResult;
import org.heterodox.rules.MoveList;
import org.heterodox.rules.Position;
import org.heterodox.rules.format.MoveNotation;

/**
 * The project's engine as a server seat. Each pool thread keeps its own {@link Engine} (one search
 * runs at a time per engine); {@link #stop} stops the one of a given thread. A level caps the search depth as well as the time, so low levels are
 * weaker, not only faster.
 */
public final class HeterodoxEngineOpponent implements EngineOpponent {
    /** Depth cap by level (index = level); 0 = no cap, the time budget alone bounds the search. */
    private static final int[] DEPTH = {0, 1, 2, 3, 4, 6, 8, 12, 0};
    private static final int HASH_MB = 16;

    /** The engine of each pool thread; the pool's threads live as long as the server. */
    private final Map<Thread, Engine> engines = new ConcurrentHashMap<>();

    @Override
    public int chooseMove(Position position, int level, long budgetMillis,
                          Consumer<EngineAnalysis> progress) {
        Limits limits = Limits.ofMoveTime(budgetMillis);
        if (DEPTH[level] > 0) {
            limits.depth(DEPTH[level]);
        }
        MoveNotation notation = position.variant().notations().get(0);
        Engine engine = engines.computeIfAbsent(Thread.currentThread(), thread -> new Engine(HASH_MB));
        boolean[] reported = new boolean[1];
        SearchResult result = engine.analyse(position, limits, info -> {
            reported[0] = true;
            progress.accept(analysis(position, notation, info));
        });
        if (!reported[0] && result.hasMove()) {
            // A search stopped before its first report (a tiny budget on a cold engine) still tells what it found.
            progress.accept(analysis(position, notation, new SearchInfo(result.depth(), result.depth(), 1, result.score(),
                    SearchInfo.Bound.EXACT, result.nodes(), 0, result.timeMs(), 0, new int[] {result.bestMove()})));
        }
        return result.bestMove();
    }

    /** Stops the search running on {@code thinker}: the search never looks at thread interrupts. */
    @Override
    public void stop(Thread thinker) {
        Engine engine = engines.get(thinker);
        if (engine != null) {
            engine.stop();
        }
    }

    private static EngineAnalysis analysis(Position root, MoveNotation notation, SearchInfo info) {
        List<String> pv = new ArrayList<>();
        Position line = root.copy();
        MoveList legal = new MoveList();
        for (int move : info.pv()) {
            line.generate(legal);
            if (!legal.contains(move)) {
                break; // a line cut short by a hash move from another position: keep its sound part
            }
            pv.add(notation.format(line, move));
            line.make(move);
        }
        boolean mate = Score.isMate(info.score());
        return new EngineAnalysis(info.depth(), mate ? null : info.score(), mate ? Score.mateInMoves(info.score()) : null,
                info.nodes(), info.timeMs(), pv);
    }
}
