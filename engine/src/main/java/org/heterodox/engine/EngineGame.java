package org.heterodox.engine;

import java.util.function.Supplier;

/**
 * What the engine knows about one game: how to evaluate it, which prunings are sound in it, whether
 * a side may decide twice in a row (so the search must probe for it), and how the protocols name it.
 *
 * @param evaluator      a fresh evaluator (evaluators may keep scratch state, so each searcher gets its own)
 * @param nullMove       whether null-move pruning may be tried at all (the evaluator then judges each position)
 * @param decidesTwice   whether one side may take two decisions in a row (Ambiguous Chess)
 * @param protocol       the UCI-family protocol that carries the game
 * @param xboardName     the game's name over XBoard ({@code normal} for orthodox chess)
 * @param xboardKnowsIt  whether XBoard knows the game itself, so that no {@code setup} line describes it
 */
public record EngineGame(
        Supplier<Evaluator> evaluator,
        boolean nullMove,
        boolean decidesTwice,
        MachineProtocol protocol,
        String xboardName,
        boolean xboardKnowsIt) {
}
