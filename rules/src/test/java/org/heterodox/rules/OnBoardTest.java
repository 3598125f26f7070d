package org.heterodox.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import java.util.stream.Stream;
import org.heterodox.rules.format.FormatException;
import org.heterodox.rules.format.MoveReader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** The pieces on the board, counted by the letters of the game's piece set, as a caller that knows no game reads them. */
class OnBoardTest {

    static Stream<String> everyGameAndOption() {
        return Variants.all().stream().flatMap(game -> Stream.concat(Stream.of(game.name()),
                game.options().stream().map(option -> game.name() + ":" + option)));
    }

    /** Every piece on the board is counted under exactly one letter of the set, in every position of random games. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("everyGameAndOption")
    void theLettersOfTheSetCountEveryPieceOnTheBoard(String spec) throws Exception {
        Variant variant = Variants.of(spec);
        Random random = new Random(spec.hashCode() * 7L);
        MoveList moves = new MoveList();
        for (int g = 0; g < 4; g++) {
            Position position = variant.startPosition();
            for (int ply = 0; ply < 120; ply++) {
                Setup setup = null;
                try {
                    setup = variant.readSetup(position.toFen());
                } catch (FormatException e) {
                    // Only an announcement waiting for its choice (Ambiguous Chess) is more than a set-up.
                    assertThat(variant.description().decidesTwice()).as(e.getMessage()).isTrue();
                }
                if (setup != null) {
                    int occupied = 0;
                    for (int sq = 0; sq < setup.squareCount(); sq++) {
                        occupied += setup.pieceAt(sq) != 0 ? 1 : 0;
                    }
                    int counted = 0;
                    for (PieceKind kind : variant.description().pieces()) {
                        counted += position.onBoard(0, kind.letter()) + position.onBoard(1, kind.letter());
                    }
                    assertThat(counted).as("%s: pieces counted by letter in %s", spec, position.toFen()).isEqualTo(occupied);
                }
                position.generate(moves);
                if (moves.isEmpty()) {
                    break;
                }
                position.make(moves.get(random.nextInt(moves.size())));
            }
        }
    }

    @Test
    void eachLetterCountsItsOwnPiecesAndOtherTextCountsNone() throws Exception {
        Position chess = Variants.of("chess").startPosition();
        assertThat(chess.onBoard(0, "P")).isEqualTo(8);
        assertThat(chess.onBoard(1, "N")).isEqualTo(2);
        assertThat(chess.onBoard(0, "K")).isEqualTo(1);
        assertThat(chess.onBoard(0, "X")).isZero();
        assertThat(chess.onBoard(0, "+R")).isZero();
        assertThat(chess.onBoard(0, "")).isZero();
        chess.make(MoveReader.read(chess, "e4"));
        chess.make(MoveReader.read(chess, "d5"));
        chess.make(MoveReader.read(chess, "exd5"));
        assertThat(chess.onBoard(1, "P")).isEqualTo(7);
        assertThat(Variants.of("unachess").startPosition().onBoard(0, "K")).isZero();
        assertThat(Variants.of("alice").startPosition().onBoard(1, "Q")).isEqualTo(1);
        assertThat(Variants.of("ambiguous").startPosition().onBoard(1, "P")).isEqualTo(8);

        Position shogi = Variants.of("shogi").fromFen("4k4/9/9/9/9/9/9/9/+R3K4 b - 1");
        assertThat(shogi.onBoard(0, "+R")).isEqualTo(1);
        assertThat(shogi.onBoard(0, "R")).isZero();
        assertThat(shogi.onBoard(1, "K")).isEqualTo(1);
        assertThat(shogi.onBoard(0, "+G")).as("gold never promotes").isZero();
        assertThat(shogi.onBoard(0, "+")).isZero();
        assertThat(Variants.of("shogi").startPosition().onBoard(1, "P")).isEqualTo(9);
    }
}
