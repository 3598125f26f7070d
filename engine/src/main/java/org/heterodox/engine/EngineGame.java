package org.heterodox.engine;

import java.util.function.Function;
import java.util.function.Supplier;
import org.heterodox.engine.eval.Weights;

/**
 * What the engine knows about one game: how to evaluate it, which prunings are sound in it, whether
 * a side may decide twice in a row (so the search must probe for it), and how the protocols name it.
 *
 * @param weightsTable   the name of the game's weights table ({@link Weights#builtIn}), or null for a game
 *                       whose generic evaluation has none
 * @param evaluation     the game's evaluation with given weights (null with no table)
 * @param fallback       the evaluation of a game without a table
 * @param nullMove       whether null-move pruning may be tried at all (the evaluator then judges each position)
 * @param decidesTwice   whether one side may take two decisions in a row (Ambiguous Chess)
 * @param protocol       the UCI-family protocol that carries the game
 * @param xboardName     the game's name over XBoard ({@code normal} for orthodox chess)
 * @param xboardKnowsIt  whether XBoard knows the game itself, so that no {@code setup} line describes it
 */
public record EngineGame(
        String weightsTable,
        Function<Weights, Evaluator> evaluation,
        Supplier<Evaluator> fallback,
        boolean nullMove,
        boolean decidesTwice,
        MachineProtocol protocol,
        String xboardName,
        boolean xboardKnowsIt) {

    /** A game evaluated with its own table of weights. */
    public EngineGame(String weightsTable, Function<Weights, Evaluator> evaluation, boolean nullMove, boolean decidesTwice,
            MachineProtocol protocol, String xboardName, boolean xboardKnowsIt) {
        this(weightsTable, evaluation, null, nullMove, decidesTwice, protocol, xboardName, xboardKnowsIt);
    }

    /** Whether the game's evaluation reads a table of weights (so {@code heterodox tune} can fit it). */
    public boolean tunable() {
        return weightsTable != null;
    }

    /** A fresh evaluator with the shipped weights (evaluators keep scratch state, so each searcher gets its own). */
    public Supplier<Evaluator> evaluator() {
        return tunable() ? () -> evaluation.apply(Weights.builtIn(weightsTable)) : fallback;
    }
}
