package org.heterodox.server.game.http;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.heterodox.rules.Position;
import org.heterodox.rules.Variant;
import org.heterodox.rules.Variants;
import org.heterodox.rules.explain.ExplainedMove;
import org.heterodox.rules.explain.MoveExplainer;
import org.heterodox.rules.format.FormatException;
import org.heterodox.rules.format.MoveWritings;
import org.heterodox.rules.format.WrittenRecord;
import org.heterodox.server.game.GameException;
import org.heterodox.server.game.GameSnapshot;
import org.heterodox.server.game.PlayedMove;

/**
 * Views of a game's moves that the browser needs beyond the game JSON: the whole record in every
 * notation (for the notation switch of the move list) and, for a game that explains its moves
 * (U-Chess), why each pseudo-legal move is or is not legal. Both come from the rules' capabilities.
 */
final class MoveViews {
    private MoveViews() {
    }

    /** Every played move in every notation, and the position before the first move and after each (for replaying the game). */
    static RecordView record(GameSnapshot game) {
        Variant variant = variant(game);
        List<String> machine = new ArrayList<>(game.moves().size());
        for (PlayedMove played : game.moves()) {
            machine.add(played.machine());
        }
        WrittenRecord record;
        try {
            record = MoveWritings.replay(start(variant, game), machine);
        } catch (FormatException e) {
            throw new IllegalStateException("stored game " + game.id() + " cannot be replayed: " + e.getMessage(), e);
        }
        return new RecordView(record.notations(), record.moves(), record.fens());
    }

    /** Why each pseudo-legal move of the game's current position is or is not legal, in the explainer's first notation. */
    static ExplanationsView explain(GameSnapshot game) {
        Variant variant = variant(game);
        MoveExplainer explainer = variant.moveExplainer().orElseThrow(() -> GameException.conflict(
                "move explanations are for games that explain their moves (U-Chess), not " + game.variantSpec()));
        Position position;
        try {
            position = variant.fromFen(game.fen());
        } catch (FormatException e) {
            throw new IllegalStateException("stored position of game " + game.id() + " cannot be read", e);
        }
        List<String> notations = explainer.notations();
        List<ExplanationView> list = new ArrayList<>();
        for (ExplainedMove e : explainer.explain(position, notations.get(0))) {
            List<String> same = new ArrayList<>();
            for (int other : e.sameWriting()) {
                same.add(variant.machineNotation().format(position, other));
            }
            list.add(new ExplanationView(e.machine(), e.longAlgebraic(), e.writings().get(notations.get(0)),
                    e.writings().get(notations.get(1)), e.status().name().toLowerCase(Locale.ROOT).replace('_', '-'),
                    e.reason(), same));
        }
        return new ExplanationsView(list);
    }

    private static Variant variant(GameSnapshot game) {
        try {
            return Variants.of(game.variantSpec());
        } catch (FormatException e) {
            throw new IllegalStateException("stored game " + game.id() + " has an unknown variant", e);
        }
    }

    private static Position start(Variant variant, GameSnapshot game) {
        try {
            return variant.fromFen(game.startFen());
        } catch (FormatException e) {
            throw new IllegalStateException("stored start of game " + game.id() + " cannot be read", e);
        }
    }
}
