package org.heterodox.rules.uchess;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import org.heterodox.rules.MoveList;
import org.heterodox.rules.Position;
import org.heterodox.rules.Variants;
import org.heterodox.rules.chess.UciNotation;
import org.heterodox.rules.format.FormatException;
import org.heterodox.rules.format.MoveNotation;

/** Small helpers shared by the U-Chess tests. */
final class UChessTestSupport {
    static final String AISE = "uchess";
    static final String KING_CAPTURE = "uchess:king-capture";

    private UChessTestSupport() {
    }

    static UChessPosition position(String spec, String fen) throws FormatException {
        return (UChessPosition) Variants.of(spec).fromFen(fen);
    }

    static UChessPosition start(String spec) throws FormatException {
        return (UChessPosition) Variants.of(spec).startPosition();
    }

    /** The legal moves as English writings, sorted. */
    static TreeSet<String> legalWritings(Position p) {
        return writings(p, DescriptiveNotation.ENGLISH);
    }

    static TreeSet<String> writings(Position p, MoveNotation notation) {
        MoveList moves = new MoveList();
        p.generate(moves);
        TreeSet<String> out = new TreeSet<>();
        for (int i = 0; i < moves.size(); i++) {
            out.add(notation.format(p, moves.get(i)));
        }
        return out;
    }

    /** The legal moves as UCI strings, sorted. */
    static TreeSet<String> legalUci(Position p) {
        MoveList moves = new MoveList();
        p.generate(moves);
        TreeSet<String> out = new TreeSet<>();
        for (int i = 0; i < moves.size(); i++) {
            out.add(UciNotation.write(moves.get(i)));
        }
        return out;
    }

    /** Plays the writings of a game record (move numbers such as {@code 1.} are skipped). */
    static void play(Position p, MoveNotation notation, String record) throws FormatException {
        for (String token : record.trim().split("\\s+")) {
            String t = token.replaceFirst("^\\d+\\.+", "");
            if (!t.isEmpty()) {
                p.make(notation.parse(p, t));
            }
        }
    }

    static List<String> uci(List<Integer> moves) {
        List<String> out = new ArrayList<>();
        for (int m : moves) {
            out.add(UciNotation.write(m));
        }
        return out;
    }
}
