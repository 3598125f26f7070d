package org.heterodox.rules.shogi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.heterodox.rules.GameDefinition;
import org.heterodox.rules.Position;
import org.heterodox.rules.Variant;
import org.heterodox.rules.Variants;
import org.heterodox.rules.format.FormatException;
import org.junit.jupiter.api.Test;

/** Registry entries, options, start positions and the text diagram of the shogi games. */
class ShogiVariantTest {

    @Test
    void bothGamesAreRegistered() {
        assertThat(Variants.all()).extracting(GameDefinition::name).contains("shogi", "unashogi");
    }

    @Test
    void unashogiOptionsAreCanonicalAndUnknownOnesRejected() throws Exception {
        Variant v = Variants.of("unashogi:promote-both-kings,promote-own-king");
        assertThat(v.spec()).isEqualTo("unashogi:promote-own-king,promote-both-kings");
        assertThat(((ShogiVariant) v).rules()).isEqualTo(new ShogiRules(true, true, true));
        assertThat(((ShogiVariant) Variants.of("unashogi:promote-enemy-king")).rules())
                .isEqualTo(new ShogiRules(true, false, true));
        assertThatThrownBy(() -> Variants.of("shogi:promote-own-king")).isInstanceOf(FormatException.class)
                .hasMessageContaining("takes no options");
        assertThatThrownBy(() -> Variants.of("unashogi:no-drops")).isInstanceOf(FormatException.class)
                .hasMessageContaining("promote-own-king, promote-enemy-king, promote-both-kings");
    }

    @Test
    void theDiagramShowsTheBoardHandsAndSideToMove() throws Exception {
        Variant shogi = Variants.of("shogi");
        Position p = shogi.fromFen("l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1");
        String diagram = shogi.diagram(p);
        assertThat(diagram).contains(
                "Gote in hand: G S N Px5",
                "   9  8  7  6  5  4  3  2  1",
                " |  l  .  .  .  .  .  .  n  l | a",
                " |  .  .  .  .  . +P  .  g  k | b",
                " |  L  N  .  .  .  .  b  K  L | i",
                "Sente in hand: R G",
                "Gote to move · move 1",
                "Status: in progress");
    }

    @Test
    void theDiagramReportsTheEndOfTheGame() throws Exception {
        Variant shogi = Variants.of("shogi");
        assertThat(shogi.diagram(shogi.fromFen("8k/6S2/8G/9/9/9/9/9/4K4 w - 1")))
                .contains("Status: game over, 1-0 (stalemate)");
    }

    @Test
    void copiesAreIndependentAndKeepTheMoveNumber() throws Exception {
        Position p = Variants.of("shogi").startPosition();
        ShogiTestSupport.play(p, "7g7f");
        Position copy = p.copy();
        ShogiTestSupport.play(copy, "3c3d");
        assertThat(p.toFen()).isEqualTo("lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL w - 2");
        assertThat(copy.toFen()).isEqualTo("lnsgkgsnl/1r5b1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL b - 3");
        assertThat(copy.movesMade()).isEqualTo(1);
    }
}
