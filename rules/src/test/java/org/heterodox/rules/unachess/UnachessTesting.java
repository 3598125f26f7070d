package org.heterodox.rules.unachess;

import java.util.Set;
import java.util.TreeSet;
import org.heterodox.rules.MoveList;
import org.heterodox.rules.Position;
import org.heterodox.rules.Variants;
import org.heterodox.rules.chess.UciNotation;
import org.heterodox.rules.format.FormatException;

/** Small helpers shared by the Unachess family tests. */
final class UnachessTesting {
    private UnachessTesting() {
    }

    static UnachessPosition position(String spec, String fen) throws FormatException {
        return (UnachessPosition) Variants.of(spec).fromFen(fen);
    }

    static UnachessPosition start(String spec) throws FormatException {
        return (UnachessPosition) Variants.of(spec).startPosition();
    }

    /** The legal moves in UCI form ({@code e2e4}, {@code e1g1}, {@code Q@b2}). */
    static Set<String> moves(Position position) {
        MoveList list = new MoveList();
        position.generate(list);
        Set<String> uci = new TreeSet<>();
        for (int i = 0; i < list.size(); i++) {
            uci.add(UciNotation.write(list.get(i)));
        }
        return uci;
    }

    /** Plays UCI moves, each of which must be legal. */
    static void play(Position position, String... moves) throws FormatException {
        for (String move : moves) {
            position.make(UciNotation.INSTANCE.parse(position, move));
        }
    }
}
