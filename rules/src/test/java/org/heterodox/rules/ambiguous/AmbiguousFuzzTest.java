package org.heterodox.rules.ambiguous;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.heterodox.rules.MoveList;
import org.heterodox.rules.Position;
import org.heterodox.rules.Variant;
import org.heterodox.rules.Variants;
import org.heterodox.rules.format.FormatException;
import org.heterodox.rules.format.MoveNotation;
import org.junit.jupiter.api.Test;

/**
 * Mutated inputs for the Ambiguous Chess FEN (with its pending-announcement field) and the three
 * notations in both phases: each returns a value or throws {@link FormatException}, and a position
 * that was read is consistent (its FEN reads back to the same hash) and unharmed by failed parses.
 */
class AmbiguousFuzzTest {
    private static final String ALPHABET = "pnbrqkPNBRQK12345678/ -wabcdefgh0x=+#@*?|[]\t\u00e9";
    private static final List<String> SEEDS = List.of(
            AmbiguousVariant.START_FEN,
            AmbiguousVariant.START_FEN + " a3",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - c3",
            "1n2k3/1b4b1/5q1Q/1p5p/rpP4P/3N4/3p1PP1/R1BK2NR b - c3 0 22",
            "rnbk1b2/2P4r/7n/5pRP/2Pqp3/1Q3p2/1P2K3/1NB2BNR w - - 0 21 c8",
            "4k3/8/8/1N1pP3/8/8/8/4K3 w - d6 0 2 d6",
            "6bk/5prp/5PpP/6P1/8/8/8/K7 b - - 0 1");

    @Test
    void mutatedFensAreReadOrRejectedCleanly() throws Exception {
        Random random = new Random(2026);
        int accepted = 0;
        for (String spec : List.of("ambiguous", "ambiguous:checkmate")) {
            Variant variant = Variants.of(spec);
            for (int i = 0; i < 6000; i++) {
                String fen = mutate(SEEDS.get(random.nextInt(SEEDS.size())), random);
                Position p;
                try {
                    p = variant.fromFen(fen);
                } catch (FormatException e) {
                    assertThat(e.getMessage()).isNotBlank();
                    continue;
                }
                accepted++;
                assertThat(variant.fromFen(p.toFen()).hash()).as(fen).isEqualTo(p.hash());
                assertThat(variant.fromFen(p.toFen()).toFen()).isEqualTo(p.toFen());
                p.perft(2);
                variant.diagram(p);
            }
        }
        assertThat(accepted).as("some mutations stay valid").isGreaterThan(100);
    }

    @Test
    void mutatedMoveTextsParseToLegalDecisionsOrFailCleanly() throws Exception {
        Random random = new Random(66);
        List<String> texts = List.of("a3", "Na3", "b1a3", "e4", "exd6", "e5xd6", "Nd6", "c8=Q", "b7c8n", "Kf2", "O-O",
                "Q@b2", "d6", "c3", "Qxe1", "h4");
        for (String spec : List.of("ambiguous", "ambiguous:checkmate")) {
            Variant variant = Variants.of(spec);
            for (String fen : SEEDS) {
                AmbiguousPosition p;
                try {
                    p = (AmbiguousPosition) variant.fromFen(fen);
                } catch (FormatException e) {
                    continue; // e.g. an announcement refused under this spec
                }
                String before = p.toFen();
                long hash = p.hash();
                MoveList legal = new MoveList();
                for (int i = 0; i < 1500; i++) {
                    String text = random.nextInt(4) == 0 ? texts.get(random.nextInt(texts.size()))
                            : mutate(texts.get(random.nextInt(texts.size())), random);
                    for (MoveNotation notation : variant.notations()) {
                        int move;
                        try {
                            move = notation.parse(p, text);
                        } catch (FormatException e) {
                            assertThat(e.getMessage()).isNotBlank();
                            continue;
                        }
                        p.generate(legal);
                        boolean decision = legal.contains(move);
                        boolean played = p.phase() == AmbiguousPosition.Phase.ANNOUNCE && playable(p, move);
                        assertThat(decision || played).as(notation.name() + " '" + text + "' in " + before).isTrue();
                        p.make(move);
                        p.unmake();
                    }
                    assertThat(p.toFen()).isEqualTo(before);
                    assertThat(p.hash()).isEqualTo(hash);
                }
            }
        }
    }

    private static boolean playable(AmbiguousPosition p, int move) {
        MoveList moves = new MoveList();
        p.board().generate(moves);
        return moves.contains(move);
    }

    /** One to three random edits: replace, insert, delete a character or cut/duplicate a field. */
    static String mutate(String text, Random random) {
        StringBuilder sb = new StringBuilder(text);
        int edits = 1 + random.nextInt(3);
        for (int e = 0; e < edits; e++) {
            int kind = random.nextInt(5);
            int at = sb.length() == 0 ? 0 : random.nextInt(sb.length());
            char c = ALPHABET.charAt(random.nextInt(ALPHABET.length()));
            switch (kind) {
                case 0 -> {
                    if (sb.length() > 0) {
                        sb.setCharAt(at, c);
                    }
                }
                case 1 -> sb.insert(at, c);
                case 2 -> {
                    if (sb.length() > 0) {
                        sb.deleteCharAt(at);
                    }
                }
                case 3 -> sb.append(' ').append((char) ('a' + random.nextInt(8))).append((char) ('1' + random.nextInt(8)));
                default -> {
                    List<String> fields = new ArrayList<>(List.of(sb.toString().split(" ", -1)));
                    if (fields.size() > 1) {
                        fields.remove(random.nextInt(fields.size()));
                    }
                    sb.setLength(0);
                    sb.append(String.join(" ", fields));
                }
            }
        }
        return sb.toString();
    }
}
