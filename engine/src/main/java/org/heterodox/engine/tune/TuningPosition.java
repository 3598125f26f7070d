package org.heterodox.engine.tune;

import org.heterodox.rules.Position;
import org.heterodox.rules.Variant;
import org.heterodox.rules.format.FormatException;

/**
 * One labelled position of a tuning set.
 *
 * @param variant the game with its options (a FEN does not say them)
 * @param fen     the position (in its game's FEN)
 * @param result  the game's result for the first player: 1, 0.5 or 0
 * @param searchScore the score the game's record gives the search of this position, in centipawns for the
 *                first player, or NaN when it gives none
 */
public record TuningPosition(Variant variant, String fen, double result, double searchScore) {
    /** A position whose record gives no search score. */
    public TuningPosition(Variant variant, String fen, double result) {
        this(variant, fen, result, Double.NaN);
    }

    /** The position, read again (positions are kept as text: a board with its undo stacks is large). */
    public Position position() {
        try {
            return variant.fromFen(fen);
        } catch (FormatException e) {
            throw new IllegalStateException("a position written by the rules does not read back: " + fen, e);
        }
    }
}
