package org.heterodox.server.api;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Set;
import org.heterodox.rules.MoveList;
import org.heterodox.rules.Outcome;
import org.heterodox.rules.Position;
import org.heterodox.rules.Variant;
import org.heterodox.rules.format.FormatException;
import org.heterodox.server.game.Sides;

/**
 * {@code POST /api/positions/validate}: whether a game can start from a FEN (or SFEN), checked exactly as
 * {@code POST /api/games} checks its {@code fen}, without creating anything. The board editor asks it
 * while the user edits, so a bad position is an answer ({@code valid: false} and the reason), not an error.
 */
public final class PositionCheck {
    static final Set<String> FIELDS = Set.of("variant", "fen");
    static final int MAX_FEN = 400;

    private PositionCheck() {
    }

    /** The answer for a request body {@code {"variant": spec, "fen": text}}. */
    public static ObjectNode validate(String body) {
        JsonFields json = JsonFields.parse(body, FIELDS);
        String spec = json.requiredString("variant", 200);
        String fen = json.requiredString("fen", MAX_FEN);
        Variant variant = CreateRequests.variant(spec);
        ObjectNode answer = JsonFields.MAPPER.createObjectNode();
        answer.put("variant", variant.spec());
        Position position;
        try {
            position = variant.fromFen(fen);
        } catch (FormatException e) {
            answer.put("valid", false);
            answer.put("error", e.getMessage());
            return answer;
        }
        Outcome outcome = position.outcome();
        answer.put("valid", !outcome.isOver());
        if (outcome.isOver()) {
            answer.put("error", "the position is already decided: " + outcome);
        }
        answer.put("fen", position.toFen());
        answer.put("sideToMove", Sides.name(position.sideToMove()));
        answer.put("inCheck", position.inCheck());
        MoveList moves = new MoveList();
        position.generate(moves);
        answer.put("legalMoves", moves.size());
        return answer;
    }
}
