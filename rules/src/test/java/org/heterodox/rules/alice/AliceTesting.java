package org.heterodox.rules.alice;

import java.util.Set;
import java.util.TreeSet;
import org.heterodox.rules.MoveList;
import org.heterodox.rules.Position;
import org.heterodox.rules.Variant;
import org.heterodox.rules.Variants;
import org.heterodox.rules.chess.UciNotation;
import org.heterodox.rules.format.FormatException;

/** Small helpers shared by the Alice tests. */
final class AliceTesting {
    static final Variant ALICE;

    static {
        try {
            ALICE = Variants.of("alice");
        } catch (FormatException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    private AliceTesting() {
    }

    static AlicePosition position(String fen) throws FormatException {
        return (AlicePosition) ALICE.fromFen(fen);
    }

    /** The legal moves as UCI strings, sorted. */
    static Set<String> legal(Position position) {
        MoveList list = new MoveList();
        position.generate(list);
        Set<String> moves = new TreeSet<>();
        for (int i = 0; i < list.size(); i++) {
            moves.add(UciNotation.write(list.get(i)));
        }
        return moves;
    }

    /** The legal moves of the piece on {@code square}, as UCI strings. */
    static Set<String> legalFrom(Position position, String square) {
        Set<String> moves = new TreeSet<>();
        for (String move : legal(position)) {
            if (move.startsWith(square)) {
                moves.add(move);
            }
        }
        return moves;
    }

    /** Plays moves given in UCI. */
    static void play(Position position, String... moves) throws FormatException {
        for (String move : moves) {
            position.make(UciNotation.INSTANCE.parse(position, move));
        }
    }
}
