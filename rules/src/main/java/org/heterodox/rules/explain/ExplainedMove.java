package org.heterodox.rules.explain;

import java.util.List;
import java.util.Map;

/**
 * One pseudo-legal move of a position and why it is or is not legal, as a {@link MoveExplainer} says
 * it; moves and reasons are written in the notation the explanation was asked in.
 */
public interface ExplainedMove {
    /** The packed move. */
    int move();

    /** The move in the game's machine notation, e.g. {@code g1f3}. */
    String machine();

    /** The move written out from square to square, e.g. {@code Ng1-f3} (Latin {@code Cg1-f3}). */
    String longAlgebraic();

    /**
     * The writing the game's rule judges, in each of the explainer's {@linkplain MoveExplainer#notations()
     * notations} (keyed by name, in that order), e.g. {@code descriptive=N-KB3, latin=C3AR}.
     */
    Map<String, String> writings();

    MoveStatus status();

    /** The other pseudo-legal moves its writing denotes (non-empty only when {@link MoveStatus#AMBIGUOUS}). */
    List<Integer> sameWriting();

    /** One sentence for people, e.g. "N-B3 also denotes Nb1-c3". */
    String reason();

    default boolean legal() {
        return status() == MoveStatus.LEGAL;
    }
}
