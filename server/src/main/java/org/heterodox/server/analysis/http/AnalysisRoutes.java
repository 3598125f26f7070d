package org.heterodox.server.analysis.http;

import io.javalin.Javalin;
import io.javalin.http.Context;
import org.heterodox.server.analysis.GameAnalyst;
import org.heterodox.server.analysis.PositionAnalysis;
import org.heterodox.server.analysis.SolveLimits;
import org.heterodox.server.api.Bodies;
import org.heterodox.server.api.Params;
import org.heterodox.server.round.Rounds;

/** Positions: validating a set-up, the engine's analysis of a game's position or of a set-up one, solving a problem. */
public final class AnalysisRoutes {
    private final Rounds rounds;
    private final GameAnalyst analyst;
    private final int maxJsonBytes;
    private final PositionSolves solves;

    public AnalysisRoutes(Rounds rounds, GameAnalyst analyst, int maxJsonBytes, SolveLimits solveLimits) {
        this.rounds = rounds;
        this.analyst = analyst;
        this.maxJsonBytes = maxJsonBytes;
        this.solves = new PositionSolves(solveLimits);
    }

    public void register(Javalin app) {
        app.get("/api/games/{id}/analysis", this::gameAnalysis);
        app.post("/api/positions/validate", ctx -> ctx.json(PositionCheck.validate(Bodies.text(ctx, maxJsonBytes),
                Params.language(ctx))));
        app.post("/api/positions/analysis", ctx -> ctx.json(PositionAnalyses.analyse(Bodies.text(ctx, maxJsonBytes), analyst)));
        app.post("/api/positions/solve", ctx -> ctx.json(solves.solve(Bodies.text(ctx, maxJsonBytes), ctx.ip())));
    }

    private void gameAnalysis(Context ctx) {
        String ply = ctx.queryParam("ply");
        PositionAnalysis result = analyst.analyse(rounds.get(ctx.pathParam("id")),
                ply == null || ply.isBlank() ? null : Params.intParam(ctx, "ply", 0, Integer.MAX_VALUE, 0));
        ctx.json(PositionAnalyses.view(result));
    }
}
