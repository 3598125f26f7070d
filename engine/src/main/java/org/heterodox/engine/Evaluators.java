package org.heterodox.engine;

import java.util.Map;
import java.util.function.Supplier;
import org.heterodox.engine.eval.ChessEvaluator;
import org.heterodox.engine.eval.ChessMaterialEvaluator;
import org.heterodox.rules.Position;
import org.heterodox.rules.chess.ChessBoard;

/**
 * Chooses the evaluation for a game by its variant name. Games of the chess family without their
 * own entry get a cautious material count; anything else is judged by mobility.
 */
public final class Evaluators {
    private static final Map<String, Supplier<Evaluator>> BY_VARIANT = Map.of(
            "chess", ChessEvaluator::new);

    private Evaluators() {
    }

    /** A fresh evaluator (evaluators may keep scratch state, so each searcher gets its own). */
    public static Evaluator forPosition(Position position) {
        Supplier<Evaluator> factory = BY_VARIANT.get(position.variant().name());
        if (factory != null) {
            return factory.get();
        }
        if (position instanceof ChessBoard) {
            return new ChessMaterialEvaluator();
        }
        return new MobilityEvaluator();
    }
}
