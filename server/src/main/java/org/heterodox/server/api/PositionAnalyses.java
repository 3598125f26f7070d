package org.heterodox.server.api;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Set;
import org.heterodox.rules.Position;
import org.heterodox.rules.Variant;
import org.heterodox.rules.format.FormatException;
import org.heterodox.server.engine.EngineLevels;
import org.heterodox.server.game.GameService;
import org.heterodox.server.game.PositionAnalysis;

/**
 * {@code POST /api/positions/analysis}: the engine's view of any position (the board editor's
 * "Analyse"), read exactly as {@code POST /api/positions/validate} reads it. Unlike validation, a
 * position that cannot be analysed is a bad request (400 with the reason), since there is no answer.
 */
final class PositionAnalyses {
    static final Set<String> FIELDS = Set.of("variant", "fen", "movetime", "level");
    static final int MIN_MOVETIME_MS = 10;
    static final int MAX_MOVETIME_MS = 5000;
    static final int DEFAULT_MOVETIME_MS = 1000;

    private PositionAnalyses() {
    }

    /** The answer for {@code {"variant", "fen", "movetime"?, "level"?}}. */
    static ObjectNode analyse(String body, GameService games) {
        JsonFields json = JsonFields.parse(body, FIELDS);
        String spec = json.requiredString("variant", 200);
        String fen = json.requiredString("fen", PositionCheck.MAX_FEN);
        int movetime = json.integer("movetime", MIN_MOVETIME_MS, MAX_MOVETIME_MS, DEFAULT_MOVETIME_MS);
        int level = json.integer("level", EngineLevels.MIN, EngineLevels.MAX, EngineLevels.MAX);
        Variant variant = CreateRequests.variant(spec);
        Position position;
        try {
            position = variant.fromFen(fen);
        } catch (FormatException e) {
            throw ApiException.badRequest("fen: " + e.getMessage());
        }
        ObjectNode answer = json(games.analyse(position, level, movetime));
        answer.put("variant", variant.spec());
        answer.put("fen", position.toFen());
        return answer;
    }

    /**
     * An analysis as both analysis endpoints answer it: the live channel's shape plus the best move
     * in the record notation ({@code bestMove}) and in the machine notation ({@code bestMachine}).
     */
    static ObjectNode json(PositionAnalysis result) {
        ObjectNode json = LiveChannel.analysisJson(result.plies(), result.side(), result.analysis());
        if (result.bestMachine() != null) {
            json.put("bestMove", result.analysis().principalVariation().get(0));
            json.put("bestMachine", result.bestMachine());
        }
        return json;
    }
}
