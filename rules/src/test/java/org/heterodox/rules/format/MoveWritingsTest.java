package org.heterodox.rules.format;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.Stream;
import org.heterodox.rules.MoveList;
import org.heterodox.rules.Position;
import org.heterodox.rules.Variant;
import org.heterodox.rules.Variants;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** A move, the legal moves and a whole record written in every notation of the game, by one API. */
class MoveWritingsTest {

    static Stream<String> everyGameAndOption() {
        return Variants.all().stream().flatMap(game -> Stream.concat(Stream.of(game.name()),
                game.options().stream().map(option -> game.name() + ":" + option)));
    }

    @Test
    void aMoveIsWrittenInEveryNotationInTheGamesOrder() throws Exception {
        Position chess = Variants.of("chess").startPosition();
        assertThat(MoveWritings.of(chess, MoveReader.read(chess, "e4"))).containsExactly(
                Map.entry("san", "e4"), Map.entry("uci", "e2e4"));
        Position uchess = Variants.of("uchess").startPosition();
        Map<String, String> written = MoveWritings.of(uchess, MoveReader.read(uchess, "e2e4"));
        assertThat(written).containsExactly(Map.entry("descriptive", "P-K4"), Map.entry("latin", "P4R"),
                Map.entry("san", "e4"), Map.entry("uci", "e2e4"));
        assertThat(List.copyOf(written.keySet())).isEqualTo(uchess.variant().notationNames());
    }

    @Test
    void theLegalMovesOfAFinishedGameAreNoneInEveryNotation() throws Exception {
        Position mated = Variants.of("chess").startPosition();
        for (String move : new String[] {"f3", "e5", "g4", "Qh4#"}) {
            mated.make(MoveReader.read(mated, move));
        }
        assertThat(MoveWritings.legal(mated)).containsOnlyKeys("san", "uci")
                .allSatisfy((notation, moves) -> assertThat(moves).isEmpty());
        assertThat(MoveWritings.legal(Variants.of("chess").startPosition()).get("san")).hasSize(20).contains("Nf3", "e4");
    }

    @Test
    void aMoveThatCannotBeReplayedIsNamedWithItsNumber() throws Exception {
        Position start = Variants.of("chess").startPosition();
        assertThatThrownBy(() -> MoveWritings.replay(start, List.of("e2e4", "e7e5", "e4e5")))
                .isInstanceOf(FormatException.class)
                .hasMessageStartingWith("move 3 'e4e5' cannot be replayed: ");
        assertThat(start.movesMade()).isZero();
    }

    /**
     * Random games of every game, played by decisions as a server stores them: the legal moves, each move
     * and the replayed record agree with every notation's own writing, and the record's positions are
     * the game's.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("everyGameAndOption")
    void randomGamesAreWrittenAsEachNotationWritesThem(String spec) throws Exception {
        Variant variant = Variants.of(spec);
        Random random = new Random(spec.hashCode() * 17L);
        for (int g = 0; g < 3; g++) {
            Position start = variant.startPosition();
            Position position = start.copy();
            List<String> machine = new ArrayList<>();
            List<String> fens = new ArrayList<>(List.of(position.toFen()));
            Map<String, List<String>> expected = new java.util.LinkedHashMap<>();
            variant.notationNames().forEach(name -> expected.put(name, new ArrayList<>()));
            MoveList legal = new MoveList();
            for (int ply = 0; ply < 40; ply++) {
                position.generate(legal);
                // Writing every legal move in every notation is slow (SAN disambiguates): every fourth ply.
                Map<String, List<String>> legalWritten = ply % 4 == 0 ? MoveWritings.legal(position) : Map.of();
                for (MoveNotation notation : ply % 4 == 0 ? variant.notations() : List.<MoveNotation>of()) {
                    List<String> own = new ArrayList<>();
                    for (int i = 0; i < legal.size(); i++) {
                        own.add(notation.format(position, legal.get(i)));
                    }
                    assertThat(legalWritten.get(notation.name())).as("%s legal moves in %s", spec, notation.name())
                            .isEqualTo(own);
                    assertThat(List.copyOf(legalWritten.keySet())).isEqualTo(variant.notationNames());
                }
                if (legal.isEmpty()) {
                    break;
                }
                int move = legal.get(random.nextInt(legal.size()));
                Map<String, String> written = MoveWritings.of(position, move);
                for (MoveNotation notation : variant.notations()) {
                    assertThat(written.get(notation.name())).isEqualTo(notation.format(position, move));
                    expected.get(notation.name()).add(written.get(notation.name()));
                }
                machine.add(written.get(variant.machineNotation().name()));
                position.make(move);
                fens.add(position.toFen());
            }
            WrittenRecord record = MoveWritings.replay(start, machine);
            assertThat(record.notations()).isEqualTo(variant.notationNames());
            assertThat(record.moves()).as(spec).isEqualTo(expected);
            assertThat(record.fens()).as(spec).isEqualTo(fens);
            assertThat(record.plies()).isEqualTo(machine.size());
            assertThat(start.toFen()).as("the start is left as it was").isEqualTo(fens.get(0));
        }
    }
}
