package org.heterodox.engine;

import org.heterodox.rules.Position;
import org.heterodox.rules.Variants;
import org.heterodox.rules.format.FormatException;

/** Test helper: positions from variant spec and FEN, moves by their machine notation. */
final class Positions {
    private Positions() {
    }

    static Position chess(String fen) {
        return of("chess", fen);
    }

    static Position of(String spec, String fen) {
        try {
            return Variants.of(spec).fromFen(fen);
        } catch (FormatException e) {
            throw new AssertionError("bad test position " + fen + ": " + e.getMessage(), e);
        }
    }

    static int move(Position position, String text) {
        try {
            return position.variant().machineNotation().parse(position, text);
        } catch (FormatException e) {
            throw new AssertionError(e.getMessage(), e);
        }
    }

    static String text(Position position, int move) {
        return position.variant().machineNotation().format(position, move);
    }
}
