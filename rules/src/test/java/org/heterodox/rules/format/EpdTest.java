package org.heterodox.rules.format;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.heterodox.rules.GameDefinition;
import org.heterodox.rules.MoveList;
import org.heterodox.rules.Position;
import org.heterodox.rules.Variant;
import org.heterodox.rules.Variants;
import org.junit.jupiter.api.Test;

/** EPD for every game: positions and their bm, am and id operations, read and written; broken lines refused by line. */
class EpdTest {
    @Test
    void chessEpdWithOperationsReads() throws FormatException {
        Variant chess = Variants.of("chess");
        List<EpdRecord> records = Epd.readAll(chess, """
                # a test suite
                r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - bm Bb5 Bc4; am Ba6; id "two knights; or Spanish";

                4k3/8/8/8/8/8/8/R3K3 w Q - bm Ra8#; id mate1;
                """);
        assertThat(records).hasSize(2);
        assertThat(records.get(0).bestMoves()).containsExactly("Bb5", "Bc4");
        assertThat(records.get(0).avoidMoves()).containsExactly("Ba6");
        assertThat(records.get(0).id()).isEqualTo("two knights; or Spanish");
        assertThat(records.get(1).position().toFen()).startsWith("4k3/8/8/8/8/8/8/R3K3 w Q -");
        assertThat(records.get(1).id()).isEqualTo("mate1");
    }

    @Test
    void everyGamesPositionsRoundTripWithTheirOperations() throws FormatException {
        Random random = new Random(19);
        for (GameDefinition game : Variants.builtIn()) {
            Variant variant = Variants.of(game.name());
            Position position = variant.startPosition();
            for (int ply = 0; ply < 12 && !position.outcome().isOver(); ply++) {
                Map<String, List<String>> ops = new LinkedHashMap<>();
                ops.put("id", List.of(game.name() + " ply " + ply));
                ops.put("acd", List.of("12"));
                String line = Epd.write(position, ops);
                EpdRecord read = Epd.read(variant, line);
                assertThat(Epd.positionFields(read.position())).as(line).isEqualTo(Epd.positionFields(position));
                assertThat(Epd.write(read.position(), read.operations())).as(game.name()).isEqualTo(line);
                MoveList moves = new MoveList();
                position.generate(moves);
                if (moves.size() == 0) {
                    break;
                }
                position.make(moves.get(random.nextInt(moves.size())));
            }
        }
    }

    @Test
    void bestAndAvoidedMovesAreReadInAnyOfTheGamesNotations() throws FormatException {
        EpdRecord shogi = Epd.read(Variants.of("shogi"),
                "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - bm 7g7f P-7f; am 1g1f;");
        assertThat(shogi.bestMoves()).containsExactly("7g7f", "P-7f");
        assertThat(MoveReader.read(shogi.position(), shogi.bestMoves().get(0)))
                .isEqualTo(MoveReader.read(shogi.position(), shogi.bestMoves().get(1)));
        EpdRecord uchess = Epd.read(Variants.of("uchess"), Epd.write(Variants.of("uchess").startPosition(),
                Map.of("bm", List.of("P-K4"))));
        assertThat(uchess.bestMoves()).containsExactly("P-K4");
        assertThatThrownBy(() -> Epd.read(Variants.of("uchess"), Epd.write(Variants.of("uchess").startPosition(),
                Map.of("bm", List.of("N-B3"))))).isInstanceOf(FormatException.class).hasMessageContaining("bm N-B3");
    }

    @Test
    void anAmbiguousChessBestMoveIsADecisionSuchAsAnAnnouncement() throws FormatException {
        // Black's only piece to e3 is the knight, yet "e3" is read as the announcement, the decision an engine makes.
        EpdRecord ambiguous = Epd.read(Variants.of("ambiguous"),
                "rnbqkb1r/1ppp1ppp/p3p3/5n2/1P1PP1P1/P4P2/2P2K1P/RNBQ1BNR b - - bm e3; id x;");
        int decision = MoveReader.readDecision(ambiguous.position(), ambiguous.bestMoves().get(0));
        assertThat(org.heterodox.rules.Move.isAnnouncement(decision)).isTrue();
    }

    @Test
    void brokenLinesNameTheProblem() throws FormatException {
        Variant chess = Variants.of("chess");
        assertThatThrownBy(() -> Epd.readAll(chess, "\nnot a position bm e4;")).isInstanceOf(FormatException.class)
                .hasMessageContaining("EPD line 2").hasMessageContaining("position");
        assertThatThrownBy(() -> Epd.read(chess, "4k3/8/8/8/8/8/8/R3K3 w Q - bm Rb9;")).hasMessageContaining("bm Rb9");
        assertThatThrownBy(() -> Epd.read(chess, "4k3/8/8/8/8/8/8/R3K3 w Q - bm Ra8#")).hasMessageContaining("';'");
        assertThatThrownBy(() -> Epd.read(chess, "4k3/8/8/8/8/8/8/R3K3 w Q - id \"open;")).hasMessageContaining("quote");
        assertThatThrownBy(() -> Epd.read(chess, "4k3/8/8/8/8/8/8/R3K3 w Q - id a; id b;")).hasMessageContaining("twice");
    }

    /** Thousands of mutated lines: a record, or a FormatException; nothing else, no hang. */
    @Test
    void mutatedLinesOnlyEverFailWithAFormatException() throws FormatException {
        Random random = new Random(20261124);
        String[][] seeds = {
            {"chess", "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - bm Bb5; am Ba6; id \"Spanish\";"},
            {"shogi", "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - bm 7g7f; id opening;"},
            {"unachess", Epd.write(Variants.of("unachess").startPosition(), Map.of("id", List.of("empty")))},
            {"alice", Epd.write(Variants.of("alice").startPosition(), Map.of("bm", List.of("e4")))},
        };
        for (int i = 0; i < 4000; i++) {
            String[] seed = seeds[random.nextInt(seeds.length)];
            String line = TextMutations.mutate(seed[1], "abcdefghKQRBNPkqrbnp12345678/-;\" @[]", random);
            try {
                Epd.readAll(Variants.of(seed[0]), line);
            } catch (FormatException expected) {
                assertThat(expected.getMessage()).isNotBlank();
            }
        }
    }
}
