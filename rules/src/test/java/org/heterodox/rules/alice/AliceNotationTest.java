package org.heterodox.rules.alice;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.heterodox.rules.alice.AliceTesting.play;
import static org.heterodox.rules.alice.AliceTesting.position;

import java.util.Arrays;
import org.heterodox.rules.Position;
import org.heterodox.rules.Variants;
import org.heterodox.rules.chess.SanNotation;
import org.heterodox.rules.chess.UciNotation;
import org.heterodox.rules.format.FormatException;
import org.junit.jupiter.api.Test;

/** SAN signs follow Alice check, UCI strings, the registry entry and the two-board diagram. */
class AliceNotationTest {

    private static String san(Position p, String uci) throws Exception {
        return SanNotation.INSTANCE.format(p, UciNotation.INSTANCE.parse(p, uci));
    }

    @Test
    void sanMarksNoCheckWhenTheAttackerLeavesTheKingsBoard() throws Exception {
        // Qh5 would check e8 in orthodox chess, but the queen lands on B and the king stands on A.
        assertThat(san(position("4k3/8/8/8/8/8/8/3QK3 w - - 0 1"), "d1h5")).isEqualTo("Qh5");
    }

    @Test
    void sanMarksCheckWhenTheAttackerLandsOnTheKingsBoard() throws Exception {
        assertThat(san(position("4|k3/8/8/8/8/8/8/3QK3 w - - 0 1"), "d1h5")).isEqualTo("Qh5+");
    }

    @Test
    void sanMarksMate() throws Exception {
        assertThat(san(position("k7/1|K6/4|N3/8/8/8/8/8 w - - 0 1"), "e6c7")).isEqualTo("Nc7#");
    }

    @Test
    void sanReadsAndWritesOrdinaryMovesCapturesAndCastling() throws Exception {
        Position p = AliceTesting.ALICE.startPosition();
        play(p, "e2e4", "d7d5");
        assertThat(san(p, "e4d5")).isEqualTo("exd5");
        assertThat(UciNotation.write(SanNotation.INSTANCE.parse(p, "exd5"))).isEqualTo("e4d5");
        AlicePosition castling = position("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        assertThat(san(castling, "e1g1")).isEqualTo("O-O");
        assertThat(UciNotation.write(SanNotation.INSTANCE.parse(castling, "O-O-O"))).isEqualTo("e1c1");
    }

    @Test
    void sanGivesTheRankWhenTwoPawnsOfOneFileStepToTheSameSquare() throws Exception {
        // Black pawns e7 (A) and e6 (B) both reach e5: e7-e5 on A, e6-e5 on B.
        AlicePosition p = position("4k3/4p3/4|p3/8/8/8/8/4K3 b - - 0 1");
        assertThat(san(p, "e7e5")).isEqualTo("7e5");
        assertThat(san(p, "e6e5")).isEqualTo("6e5");
        assertThat(UciNotation.write(SanNotation.INSTANCE.parse(p, "7e5"))).isEqualTo("e7e5");
        assertThat(UciNotation.write(SanNotation.INSTANCE.parse(p, "e6e5"))).isEqualTo("e6e5");
        assertThatThrownBy(() -> SanNotation.INSTANCE.parse(p, "e5")).isInstanceOf(FormatException.class)
                .hasMessageContaining("7e5 or 6e5");
        assertThat(san(AliceTesting.ALICE.startPosition(), "e2e4")).isEqualTo("e4");
    }

    @Test
    void uciWritesFromToSquaresAndPromotion() throws Exception {
        AlicePosition p = position("4k3/1P6/8/8/8/8/8/R3K2R w KQ - 0 1");
        assertThat(UciNotation.write(UciNotation.INSTANCE.parse(p, "b7b8n"))).isEqualTo("b7b8n");
        assertThat(UciNotation.write(UciNotation.INSTANCE.parse(p, "e1g1"))).isEqualTo("e1g1");
        assertThat(AliceTesting.ALICE.machineNotation()).isSameAs(UciNotation.INSTANCE);
    }

    @Test
    void registryKnowsAliceByNameAndAliases() throws Exception {
        assertThat(Variants.of("alice").displayName()).isEqualTo("Alice Chess");
        assertThat(Variants.fromTag("Alice").name()).isEqualTo("alice");
        assertThat(Variants.fromTag("Alice Chess").name()).isEqualTo("alice");
        assertThat(Variants.names()).contains("alice");
    }

    @Test
    void diagramShowsBothBoardsSideBySide() throws Exception {
        Position p = AliceTesting.ALICE.startPosition();
        play(p, "e2e4");
        String[] lines = AliceTesting.ALICE.diagram(p).split("\n");
        assertThat(lines[0]).contains("Board A").contains("Board B");
        String rank4 = Arrays.stream(lines).filter(l -> l.startsWith("4 |")).findFirst().orElseThrow();
        assertThat(rank4).isEqualTo("4 | · · · · · · · · |    4 | · · · · ♙ · · · |");
        String rank2 = Arrays.stream(lines).filter(l -> l.startsWith("2 |")).findFirst().orElseThrow();
        assertThat(rank2).isEqualTo("2 | ♙ ♙ ♙ ♙ · ♙ ♙ ♙ |    2 | · · · · · · · · |");
        assertThat(lines[lines.length - 2]).startsWith("Black to move");
    }
}
