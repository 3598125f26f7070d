package org.heterodox.rules.ambiguous;

import java.util.ArrayList;
import java.util.List;
import org.heterodox.rules.Variants;
import org.heterodox.rules.chess.SanNotation;
import org.heterodox.rules.chess.Squares;

/** Helpers shared by the Ambiguous Chess tests. */
final class Fixtures {
    private Fixtures() {
    }

    static AmbiguousPosition position(String spec, String fen) throws Exception {
        return (AmbiguousPosition) Variants.of(spec).fromFen(fen);
    }

    static int sq(String name) {
        return Squares.parse(name);
    }

    /** SAN of the candidates of {@code square}, sorted, for readable assertions. */
    static List<String> candidateSans(AmbiguousPosition position, String square) {
        List<String> sans = new ArrayList<>();
        for (int move : position.candidates(sq(square))) {
            sans.add(SanNotation.INSTANCE.format(position.board(), move));
        }
        sans.sort(null);
        return sans;
    }

    /** The allowed announcement squares, by name. */
    static List<String> announcedSquares(AmbiguousPosition position) {
        List<String> names = new ArrayList<>();
        for (AmbiguousPosition.Announcement a : position.announcements()) {
            names.add(Squares.name(a.square()));
        }
        return names;
    }

    /** The candidate whose SAN is {@code san}. */
    static int candidate(AmbiguousPosition position, String square, String san) {
        for (int move : position.candidates(sq(square))) {
            if (SanNotation.INSTANCE.format(position.board(), move).equals(san)) {
                return move;
            }
        }
        throw new AssertionError("no candidate " + san + " for " + square + " in " + position.toFen());
    }
}
