package org.heterodox.engine;

import org.heterodox.rules.Position;
import org.heterodox.rules.Variants;

/** Chooses the evaluation for a position: its game's entry in {@link EngineGames}. */
public final class Evaluators {
    private Evaluators() {
    }

    /** A fresh evaluator (evaluators may keep scratch state, so each searcher gets its own). */
    public static Evaluator forPosition(Position position) {
        return EngineGames.of(position).evaluator().get();
    }

    /** The generic evaluation a game without its own entry gets (the baseline a game's own must beat). */
    public static Evaluator fallback(Position position) {
        return EngineGames.generic(Variants.definitionOf(position.variant())).evaluator().get();
    }
}
