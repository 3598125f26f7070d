package org.heterodox.engine;

import java.util.Map;
import java.util.function.Supplier;
import org.heterodox.engine.eval.AliceEvaluator;
import org.heterodox.engine.eval.AmbiguousEvaluator;
import org.heterodox.engine.eval.ChessEvaluator;
import org.heterodox.engine.eval.DropChessEvaluator;
import org.heterodox.engine.eval.ShogiEvaluator;
import org.heterodox.engine.eval.UChessEvaluator;
import org.heterodox.engine.eval.ChessMaterialEvaluator;
import org.heterodox.rules.Position;
import org.heterodox.rules.chess.ChessBoard;

/**
 * Chooses the evaluation for a game by its variant name (options such as {@code uchess:king-capture}
 * share their game's entry). Games of the chess family without their own entry get a cautious
 * material count; anything else is judged by mobility.
 */
public final class Evaluators {
    private static final Map<String, Supplier<Evaluator>> BY_VARIANT = Map.of(
            "chess", ChessEvaluator::new,
            "uchess", UChessEvaluator::new,
            "unachess", DropChessEvaluator::new,
            "unachess2", DropChessEvaluator::new,
            "parachute", DropChessEvaluator::new,
            "alice", AliceEvaluator::new,
            "ambiguous", AmbiguousEvaluator::new,
            "shogi", ShogiEvaluator::new,
            "unashogi", ShogiEvaluator::new);

    private Evaluators() {
    }

    /** A fresh evaluator (evaluators may keep scratch state, so each searcher gets its own). */
    public static Evaluator forPosition(Position position) {
        Supplier<Evaluator> factory = BY_VARIANT.get(position.variant().name());
        if (factory != null) {
            return factory.get();
        }
        return fallback(position);
    }

    /** The generic evaluation a game without its own entry gets (the baseline a game's own must beat). */
    public static Evaluator fallback(Position position) {
        if (position instanceof ChessBoard) {
            return new ChessMaterialEvaluator();
        }
        return new MobilityEvaluator();
    }
}
