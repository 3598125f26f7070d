package org.heterodox.rules.ambiguous;

import org.heterodox.rules.Position;
import org.heterodox.rules.chess.UciNotation;
import org.heterodox.rules.format.FormatException;
import org.heterodox.rules.format.MoveNotation;

/**
 * Machine notation: real moves as UCI strings ({@code e2e4}, {@code e7e8q}); an announcement is its
 * bare square ({@code e4}). Reading a square gives the announcement (ANNOUNCE phase); reading a UCI
 * move gives a played move (ANNOUNCE phase) or a candidate (CHOOSE phase).
 */
public final class AmbiguousUci implements MoveNotation {
    public static final AmbiguousUci INSTANCE = new AmbiguousUci();

    private AmbiguousUci() {
    }

    @Override
    public String name() {
        return "uci";
    }

    @Override
    public String format(Position position, int move) {
        return PhasedParsing.format(UciNotation.INSTANCE, position, move);
    }

    @Override
    public int parse(Position position, String text) throws FormatException {
        if (PhasedParsing.looksLikeSquare(text)) {
            return PhasedParsing.parseAnnouncement(position, text);
        }
        return PhasedParsing.parseMove(UciNotation.INSTANCE, position, text);
    }
}
