package org.heterodox.rules.explain;

import java.util.List;
import org.heterodox.rules.Position;
import org.heterodox.rules.Variant;

/**
 * Says why each pseudo-legal move of a position is or is not legal, for games whose legality goes
 * beyond how the pieces move (U-Chess: a move is legal when its short writing denotes it alone). A
 * game offers one through {@link Variant#moveExplainer()}; its description says so
 * ({@link org.heterodox.rules.GameDescription#explainsMoves()}).
 */
public interface MoveExplainer {
    /**
     * The names of the game's notations an explanation can be written in (its moves, writings and
     * reasons), the default first: U-Chess's {@code descriptive} and {@code latin}.
     */
    List<String> notations();

    /**
     * Every pseudo-legal move of {@code position} (a position of the explainer's game) with its verdict,
     * written in the notation named {@code notation} (one of {@link #notations()}, in any case); empty
     * when the game is over.
     *
     * @throws IllegalArgumentException when {@code notation} is not one of {@link #notations()}, or the
     *         position is of another game
     */
    List<ExplainedMove> explain(Position position, String notation);

    /** The name of {@link #notations()} that {@code notation} names in any case, or null when none does. */
    default String notationNamed(String notation) {
        for (String name : notations()) {
            if (name.equalsIgnoreCase(notation)) {
                return name;
            }
        }
        return null;
    }
}
