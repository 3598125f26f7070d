package org.heterodox.server.analysis.http;

import java.util.Locale;
import org.heterodox.rules.MoveList;
import org.heterodox.rules.Outcome;
import org.heterodox.rules.Position;
import org.heterodox.rules.Variant;
import org.heterodox.rules.format.FormatException;
import org.heterodox.server.api.Fields;
import org.heterodox.server.api.GameFields;
import org.heterodox.server.api.Json;
import org.heterodox.server.game.Sides;
import org.heterodox.server.i18n.ErrorTexts;

/**
 * {@code POST /api/positions/validate}: whether a game can start from a FEN (or SFEN), checked exactly as
 * {@code POST /api/games} checks its {@code fen}, without creating anything. The board editor asks it
 * while the user edits, so a bad position is an answer ({@code valid: false} and the reason, in the
 * request's language), not an error.
 */
public final class PositionCheck {
    static final int MAX_FEN = 400;

    private PositionCheck() {
    }

    /** The answer for a request body {@code {"variant": spec, "fen": text}}. */
    public static PositionCheckView validate(String body, Locale language) {
        PositionRequest request = Json.read(body, PositionRequest.class);
        String spec = Fields.required("variant", request.variant(), 200);
        String fen = Fields.required("fen", request.fen(), MAX_FEN);
        Variant variant = GameFields.variant(spec);
        Position position;
        try {
            position = variant.fromFen(fen);
        } catch (FormatException e) {
            return new PositionCheckView(variant.spec(), false, ErrorTexts.translate(e.getMessage(), language), null, null, null, null);
        }
        Outcome outcome = position.outcome();
        MoveList moves = new MoveList();
        position.generate(moves);
        return new PositionCheckView(variant.spec(), !outcome.isOver(),
                outcome.isOver() ? ErrorTexts.translate("the position is already decided: " + outcome, language) : null, position.toFen(),
                Sides.name(position.sideToMove()), position.inCheck(), moves.size());
    }
}
