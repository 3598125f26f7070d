package org.heterodox.server.api;

import org.heterodox.rules.Position;
import org.heterodox.rules.Variant;
import org.heterodox.rules.format.FormatException;
import org.heterodox.server.api.request.PositionAnalysisRequest;
import org.heterodox.server.api.view.AnalysisView;
import org.heterodox.server.api.view.PositionAnalysisView;
import org.heterodox.server.engine.EngineAnalysis;
import org.heterodox.server.engine.EngineLevels;
import org.heterodox.server.game.GameService;
import org.heterodox.server.game.PositionAnalysis;
import org.heterodox.server.game.Sides;

/**
 * {@code POST /api/positions/analysis}: the engine's view of any position (the board editor's
 * "Analyse"), read exactly as {@code POST /api/positions/validate} reads it. Unlike validation, a
 * position that cannot be analysed is a bad request (400 with the reason), since there is no answer.
 */
final class PositionAnalyses {
    static final int MIN_MOVETIME_MS = 10;
    static final int MAX_MOVETIME_MS = 5000;
    static final int DEFAULT_MOVETIME_MS = 1000;

    private PositionAnalyses() {
    }

    /** The answer for {@code {"variant", "fen", "movetime"?, "level"?}}. */
    static PositionAnalysisView analyse(String body, GameService games) {
        PositionAnalysisRequest request = Json.read(body, PositionAnalysisRequest.class);
        String spec = Fields.required("variant", request.variant(), 200);
        String fen = Fields.required("fen", request.fen(), PositionCheck.MAX_FEN);
        int movetime = Fields.range("movetime", request.movetime(), MIN_MOVETIME_MS, MAX_MOVETIME_MS, DEFAULT_MOVETIME_MS);
        int level = Fields.range("level", request.level(), EngineLevels.MIN, EngineLevels.MAX, EngineLevels.MAX);
        Variant variant = CreateRequests.variant(spec);
        Position position;
        try {
            position = variant.fromFen(fen);
        } catch (FormatException e) {
            throw ApiException.badRequest("fen: " + e.getMessage());
        }
        return new PositionAnalysisView(view(games.analyse(position, level, movetime)), variant.spec(), position.toFen());
    }

    /**
     * An analysis as both analysis endpoints answer it: the live channel's shape plus the best move
     * in the record notation ({@code bestMove}) and in the machine notation ({@code bestMachine}).
     */
    static AnalysisView view(PositionAnalysis result) {
        String best = result.bestMachine() == null ? null : result.analysis().principalVariation().get(0);
        return view(result.plies(), result.side(), result.analysis(), best, result.bestMachine());
    }

    /** An engine seat's progress as the live channel pushes it (no best move: the line is still growing). */
    static AnalysisView view(int plies, int side, EngineAnalysis analysis) {
        return view(plies, side, analysis, null, null);
    }

    private static AnalysisView view(int plies, int side, EngineAnalysis analysis, String bestMove, String bestMachine) {
        Integer mateIn = analysis.mateIn();
        return new AnalysisView(plies, Sides.name(side), analysis.depth(), mateIn == null ? analysis.centipawns() : null,
                mateIn, analysis.nodes(), analysis.timeMs(), analysis.principalVariation(), bestMove, bestMachine);
    }
}
