package org.heterodox.rules.ambiguous;

import org.heterodox.rules.Position;
import org.heterodox.rules.chess.SanNotation;
import org.heterodox.rules.format.FormatException;
import org.heterodox.rules.format.MoveNotation;

/**
 * The game-record notation: played moves in SAN, disambiguated against every move playable this
 * turn (the announcement is the move's destination square). Check signs appear only under option
 * {@code checkmate}. An announcement move is written as its square. Reading returns a played move
 * in the ANNOUNCE phase (replay with {@link AmbiguousPosition#make} or {@link AmbiguousPosition#play})
 * and a candidate of the pending announcement in the CHOOSE phase.
 */
public final class AmbiguousSan implements MoveNotation {
    public static final AmbiguousSan INSTANCE = new AmbiguousSan();

    private AmbiguousSan() {
    }

    @Override
    public String name() {
        return "san";
    }

    @Override
    public String format(Position position, int move) {
        return PhasedParsing.format(SanNotation.INSTANCE, position, move);
    }

    @Override
    public int parse(Position position, String text) throws FormatException {
        return PhasedParsing.parseMove(SanNotation.INSTANCE, position, text);
    }
}
