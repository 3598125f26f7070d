package org.heterodox.server.analysis.http;

import org.heterodox.rules.Position;
import org.heterodox.rules.Variant;
import org.heterodox.rules.format.FormatException;
import org.heterodox.server.analysis.GameAnalyst;
import org.heterodox.server.analysis.PositionAnalysis;
import org.heterodox.server.api.ApiException;
import org.heterodox.server.api.Fields;
import org.heterodox.server.api.GameFields;
import org.heterodox.server.api.Json;
import org.heterodox.server.engine.EngineAnalysis;
import org.heterodox.server.engine.EngineLevels;
import org.heterodox.server.game.Sides;

/**
 * {@code POST /api/positions/analysis}: the engine's view of any position (the board editor's
 * "Analyse"), read exactly as {@code POST /api/positions/validate} reads it. Unlike validation, a
 * position that cannot be analysed is a bad request (400 with the reason), since there is no answer.
 */
public final class PositionAnalyses {
    static final int MIN_MOVETIME_MS = 10;
    static final int MAX_MOVETIME_MS = 5000;
    static final int DEFAULT_MOVETIME_MS = 1000;

    private PositionAnalyses() {
    }

    /** The answer for {@code {"variant", "fen", "movetime"?, "level"?}}. */
    static PositionAnalysisView analyse(String body, GameAnalyst analyst) {
        PositionAnalysisRequest request = Json.read(body, PositionAnalysisRequest.class);
        String spec = Fields.required("variant", request.variant(), 200);
        String fen = Fields.required("fen", request.fen(), PositionCheck.MAX_FEN);
        int movetime = Fields.range("movetime", request.movetime(), MIN_MOVETIME_MS, MAX_MOVETIME_MS, DEFAULT_MOVETIME_MS);
        int level = Fields.range("level", request.level(), EngineLevels.MIN, EngineLevels.MAX, EngineLevels.MAX);
        Variant variant = GameFields.variant(spec);
        Position position;
        try {
            position = variant.fromFen(fen);
        } catch (FormatException e) {
            throw ApiException.badRequest("fen: " + e.getMessage());
        }
        return new PositionAnalysisView(view(analyst.analyse(position, level, movetime)), variant.spec(), position.toFen());
    }

    /**
     * An analysis as both analysis endpoints answer it: the live channel's shape plus the best move
     * in the record notation ({@code bestMove}) and in the machine notation ({@code bestMachine}).
     */
    public static AnalysisView view(PositionAnalysis result) {
        String best = result.bestMachine() == null ? null : result.analysis().principalVariation().get(0);
        return view(result.plies(), result.side(), result.analysis(), best, result.bestMachine());
    }

    /** An engine seat's progress as the live channel pushes it (no best move: the line is still growing). */
    public static AnalysisView view(int plies, int side, EngineAnalysis analysis) {
        return view(plies, side, analysis, null, null);
    }

    private static AnalysisView view(int plies, int side, EngineAnalysis analysis, String bestMove, String bestMachine) {
        Integer mateIn = analysis.mateIn();
        return new AnalysisView(plies, Sides.name(side), analysis.depth(), mateIn == null ? analysis.centipawns() : null,
                mateIn, analysis.nodes(), analysis.timeMs(), analysis.principalVariation(), bestMove, bestMachine);
    }
}
