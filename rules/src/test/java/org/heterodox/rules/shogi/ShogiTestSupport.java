package org.heterodox.rules.shogi;

import java.util.Set;
import java.util.TreeSet;
import org.heterodox.rules.MoveList;
import org.heterodox.rules.Position;
import org.heterodox.rules.Variants;

/** Small helpers for the shogi tests: positions from SFEN, legal moves as USI strings, playing USI moves. */
final class ShogiTestSupport {
    private ShogiTestSupport() {
    }

    static Position position(String spec, String sfen) throws Exception {
        return Variants.of(spec).fromFen(sfen);
    }

    static Set<String> legalMoves(Position position) {
        MoveList moves = new MoveList();
        position.generate(moves);
        Set<String> usi = new TreeSet<>();
        for (int i = 0; i < moves.size(); i++) {
            usi.add(UsiNotation.write(moves.get(i)));
        }
        return usi;
    }

    static void play(Position position, String... usiMoves) throws Exception {
        for (String move : usiMoves) {
            position.make(UsiNotation.INSTANCE.parse(position, move));
        }
    }
}
