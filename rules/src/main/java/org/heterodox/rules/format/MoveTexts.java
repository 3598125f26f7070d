package org.heterodox.rules.format;

import java.util.ArrayList;
import java.util.List;
import org.heterodox.rules.Position;

/** Reads a move written in any notation of the position's game, as game records may mix them. */
public final class MoveTexts {
    /** A move and the notation that read it. */
    public record ReadMove(int move, MoveNotation notation) {
    }

    private MoveTexts() {
    }

    /**
     * Tries each of the game's notations in order and returns the move of the first that reads
     * {@code text}. When none does, the error is the record notation's (the first), since that is
     * the notation a record is expected to use.
     */
    public static int parse(Position position, String text) throws FormatException {
        return read(position, text, null).move();
    }

    /**
     * Like {@link #parse} but tries {@code preferred} (when not null) first. A record keeps to one
     * notation, and some writings mean different moves in two notations (U-Chess {@code RxP}: a rook
     * takes in English, the king in Latin), so readers pass the notation that read the previous move.
     * Each notation first reads only its own form; tolerant readings come last.
     */
    public static ReadMove read(Position position, String text, MoveNotation preferred) throws FormatException {
        List<MoveNotation> notations = position.variant().notations();
        if (notations.isEmpty()) {
            throw new FormatException(position.variant().spec() + " has no move notation", text, 0);
        }
        List<MoveNotation> order = new ArrayList<>(notations.size());
        if (preferred != null) {
            order.add(preferred);
        }
        for (MoveNotation notation : notations) {
            if (notation != preferred) {
                order.add(notation);
            }
        }
        for (MoveNotation notation : order) {
            try {
                return new ReadMove(notation.parseOwnForm(position, text), notation);
            } catch (FormatException e) {
                // try the next notation
            }
        }
        FormatException recordError = null;
        for (MoveNotation notation : order) {
            try {
                return new ReadMove(notation.parse(position, text), notation);
            } catch (FormatException e) {
                if (notation == notations.get(0)) {
                    recordError = e;
                }
            }
        }
        throw recordError;
    }
}
