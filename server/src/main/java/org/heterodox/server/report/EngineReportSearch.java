package org.heterodox.server.report;

import org.heterodox.engine.Engine;
import org.heterodox.engine.Limits;
import org.heterodox.engine.Score;
import org.heterodox.engine.SearchListener;
import org.heterodox.engine.SearchResult;
import org.heterodox.rules.Position;

/**
 * The project's engine at a fixed depth and node budget: the same answer for the same game on any
 * server (one thread, a table cleared for each report), which is what a stored report needs.
 */
public final class EngineReportSearch implements ReportSearch {
    private static final int HASH_MB = 16;

    private final Engine engine = new Engine(HASH_MB);
    private final ReportBudget budget;

    public EngineReportSearch(ReportBudget budget) {
        this.budget = budget;
    }

    /** Forgets the previous game: a report does not depend on which came before it. */
    public void newGame() {
        engine.newGame();
    }

    /** Stops the running search (from another thread), which then answers with what it has. */
    public void stop() {
        engine.stop();
    }

    @Override
    public Scored score(Position position) {
        Limits limits = Limits.ofDepth(budget.depth());
        if (budget.nodes() > 0) {
            limits.nodes(budget.nodes());
        }
        SearchResult result = engine.analyse(position, limits, SearchListener.NONE);
        int score = result.score();
        return Score.isMate(score) ? new Scored(null, Score.mateInMoves(score), result.bestMove())
                : new Scored(score, null, result.bestMove());
    }
}
