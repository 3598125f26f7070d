package org.heterodox.rules.shogi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.fail;
import static org.heterodox.rules.shogi.ShogiTestSupport.play;
import static org.heterodox.rules.shogi.ShogiTestSupport.position;

import java.util.Random;
import org.heterodox.rules.MoveList;
import org.heterodox.rules.Position;
import org.heterodox.rules.Variant;
import org.heterodox.rules.Variants;
import org.heterodox.rules.format.FormatException;
import org.heterodox.rules.format.MoveNotation;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** USI and Western move notation: examples, errors, round trips over random games, mutated input. */
class ShogiNotationTest {
    private static final MoveNotation USI = UsiNotation.INSTANCE;
    private static final MoveNotation WESTERN = WesternNotation.INSTANCE;

    @Test
    void variantsListWesternForRecordsAndUsiAsMachineNotation() throws Exception {
        Variant shogi = Variants.of("shogi");
        assertThat(shogi.notations()).containsExactly(WESTERN, USI);
        assertThat(shogi.machineNotation()).isSameAs(USI);
        assertThat(shogi.notation("usi")).isSameAs(USI);
    }

    @Test
    void usiWritesMovesPromotionsAndDrops() throws Exception {
        Position p = Variants.of("shogi").startPosition();
        int move = USI.parse(p, "7g7f");
        assertThat(USI.format(p, move)).isEqualTo("7g7f");
        assertThat(WESTERN.format(p, move)).isEqualTo("P-7f");
        play(p, "7g7f", "3c3d");
        assertThat(WESTERN.format(p, USI.parse(p, "8h2b+"))).isEqualTo("Bx2b+");
        assertThat(WESTERN.format(p, USI.parse(p, "8h2b"))).isEqualTo("Bx2b=");
        play(p, "8h2b+", "3a2b");
        assertThat(WESTERN.format(p, USI.parse(p, "B*5e"))).isEqualTo("B*5e");
        assertThat(WESTERN.parse(p, "B*5e")).isEqualTo(USI.parse(p, "B*5e"));
    }

    @Test
    void westernGivesTheOriginOnlyWhenTwoPiecesCanReachTheSquare() throws Exception {
        Position p = Variants.of("shogi").startPosition();
        assertThat(WESTERN.format(p, USI.parse(p, "6i5h"))).isEqualTo("G6i-5h");
        assertThat(WESTERN.format(p, USI.parse(p, "4i5h"))).isEqualTo("G4i-5h");
        assertThat(WESTERN.format(p, USI.parse(p, "6i7h"))).isEqualTo("G-7h");
        assertThat(WESTERN.parse(p, "G6i-7h")).isEqualTo(USI.parse(p, "6i7h"));
        assertThatThrownBy(() -> WESTERN.parse(p, "G-5h")).isInstanceOf(FormatException.class)
                .hasMessageContaining("ambiguous");
    }

    @Test
    void westernWritesPromotedPiecesWithAPlus() throws Exception {
        Position p = position("shogi", "4k4/9/9/9/9/9/9/4+B4/4K4 b - 1");
        assertThat(WESTERN.format(p, USI.parse(p, "5h4g"))).isEqualTo("+B-4g");
    }

    @Test
    void unashogiKingDropsInBothNotations() throws Exception {
        Position p = Variants.of("unashogi").startPosition();
        int move = USI.parse(p, "K*5i");
        assertThat(WESTERN.format(p, move)).isEqualTo("K*5i");
        assertThat(WESTERN.parse(p, "K*5i")).isEqualTo(move);
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "7g7", "7g7f++", "P@5e", "0a1b", "7j7f", "p*5e", "7g7e", "P*5e", "8h2b+"})
    void badOrIllegalUsiMovesAreRejected(String text) throws Exception {
        Position p = Variants.of("shogi").startPosition();
        assertThatThrownBy(() -> USI.parse(p, text)).isInstanceOf(FormatException.class).hasMessageContaining("'" + text + "'");
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "P7f", "P-7e", "Q-5e", "G-5h", "P-7f+", "Bx2b", "P*5e", "K-5h+"})
    void badOrIllegalWesternMovesAreRejected(String text) throws Exception {
        Position p = Variants.of("shogi").startPosition();
        assertThatThrownBy(() -> WESTERN.parse(p, text)).isInstanceOf(FormatException.class).hasMessageContaining("'" + text + "'");
    }

    @Test
    void everyLegalMoveRoundTripsThroughBothNotationsInRandomGames() throws Exception {
        Random random = new Random(7);
        for (String spec : new String[] {"shogi", "unashogi", "unashogi:promote-both-kings"}) {
            for (int game = 0; game < 3; game++) {
                Position p = Variants.of(spec).startPosition();
                MoveList moves = new MoveList();
                for (int ply = 0; ply < 100; ply++) {
                    p.generate(moves);
                    if (moves.isEmpty()) {
                        break;
                    }
                    for (int i = random.nextInt(15); i < moves.size(); i += 15) {
                        int move = moves.get(i);
                        assertThat(USI.parse(p, USI.format(p, move))).isEqualTo(move);
                        assertThat(WESTERN.parse(p, WESTERN.format(p, move))).isEqualTo(move);
                    }
                    p.make(moves.get(random.nextInt(moves.size())));
                }
            }
        }
    }

    @Test
    void mutatedMoveTextParsesOrFailsWithAFormatException() throws Exception {
        Random random = new Random(11);
        String alphabet = "123456789abcdefghijPLNSGBRKplx-*+=@ ";
        Position p = Variants.of("shogi").startPosition();
        play(p, "7g7f", "3c3d", "8h2b+", "3a2b");
        String[] seeds = {"7g7f", "8h2b+", "B*5e", "P-7f", "Bx2b+", "G6i-5h", "B*5e", "S-4h"};
        for (int i = 0; i < 6000; i++) {
            StringBuilder sb = new StringBuilder(seeds[random.nextInt(seeds.length)]);
            for (int e = 1 + random.nextInt(2); e > 0 && sb.length() > 0; e--) {
                int at = random.nextInt(sb.length());
                char c = alphabet.charAt(random.nextInt(alphabet.length()));
                switch (random.nextInt(3)) {
                    case 0 -> sb.setCharAt(at, c);
                    case 1 -> sb.insert(at, c);
                    default -> sb.deleteCharAt(at);
                }
            }
            for (MoveNotation notation : new MoveNotation[] {USI, WESTERN}) {
                try {
                    int move = notation.parse(p, sb.toString());
                    assertThat(notation.parse(p, notation.format(p, move))).isEqualTo(move);
                } catch (FormatException expected) {
                    assertThat(expected.getMessage()).isNotBlank();
                } catch (RuntimeException e) {
                    fail(notation.name() + " '" + sb + "' threw " + e, e);
                }
            }
        }
    }
}
