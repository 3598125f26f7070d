package org.heterodox.rules.shogi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Random;
import org.heterodox.rules.Move;
import org.heterodox.rules.MoveList;
import org.heterodox.rules.Position;
import org.heterodox.rules.Variants;
import org.heterodox.rules.format.FormatException;
import org.heterodox.rules.format.MoveReader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Tsume diagrams (the attacker without a king) read by {@link ShogiVariant#problemPosition}, played
 * by the ordinary rules; and {@link Position#givesCheck}, the direct test a mate search asks of every
 * move, against playing the move.
 */
class ShogiTsumeDiagramTest {
    /** A 1-ply tsume: Sente, without a king, drops the gold on 5b. */
    private static final String HEAD_GOLD = "4k4/9/4P4/9/9/9/9/9/9 b G2r2b3g4s4n4l17p 1";

    private static ShogiVariant shogi() throws FormatException {
        return (ShogiVariant) Variants.of("shogi");
    }

    @Test
    void aDiagramWithoutTheAttackersKingIsAProblemNotAGame() throws Exception {
        assertThatThrownBy(() -> shogi().fromFen(HEAD_GOLD)).hasMessageContaining("Sente must have exactly one king");
        Position problem = shogi().problemPosition(HEAD_GOLD);
        assertThat(problem.toFen()).isEqualTo(HEAD_GOLD);
        // One side may lack its king (either: Gote may be the attacker), never both, and a side never has two.
        assertThat(shogi().problemPosition("9/9/9/9/9/9/9/9/4K4 b - 1").toFen()).isEqualTo("9/9/9/9/9/9/9/9/4K4 b - 1");
        assertThatThrownBy(() -> shogi().problemPosition("9/9/9/9/9/9/9/9/9 b - 1"))
                .hasMessageContaining("must have exactly one king");
        assertThatThrownBy(() -> shogi().problemPosition("4k4/9/9/9/9/9/9/9/3KK4 b - 1"))
                .hasMessageContaining("Sente must have exactly one king");
    }

    @Test
    void theAttackersPiecesCheckCaptureAndObeyThePawnDropRule() throws Exception {
        Position problem = shogi().problemPosition(HEAD_GOLD);
        int gold = MoveReader.readDecision(problem, "G*5b");
        assertThat(problem.givesCheck(gold)).isTrue();
        problem.make(gold);
        assertThat(problem.inCheck()).isTrue();
        MoveList replies = new MoveList();
        problem.generate(replies);
        assertThat(replies.isEmpty()).as("the head gold mates").isTrue();
        assertThat(problem.outcome().result()).isEqualTo(org.heterodox.rules.Result.FIRST_WINS);
        // A pawn dropped to mate is illegal for a kingless attacker too; a capture is allowed.
        // Gote's king in the corner, its knight beside it, Sente's gold guarding 1b: P*1b would mate.
        Position pawnMate = shogi().problemPosition("7nk/9/7G1/9/9/9/9/9/9 b P2r2b3g4s3n4l17p 1");
        MoveList moves = new MoveList();
        pawnMate.generate(moves);
        assertThat(moves.size()).isPositive();
        for (int i = 0; i < moves.size(); i++) {
            assertThat(Move.isDrop(moves.get(i)) && Move.piece(moves.get(i)) == ShogiPiece.PAWN
                    && UsiNotation.INSTANCE.format(pawnMate, moves.get(i)).equals("P*1b")).isFalse();
        }
        Position capture = shogi().problemPosition("4k4/4p4/4L4/9/9/9/9/9/9 b 2r2b4g4s4n3l17p 1");
        capture.generate(moves);
        assertThat(moves.contains(MoveReader.readDecision(capture, "5c5b+"))).isTrue();
    }

    @ParameterizedTest
    @ValueSource(strings = {"shogi", "unashogi", "unashogi:promote-own-king", "tsume"})
    void givesCheckIsWhatPlayingTheMoveShows(String spec) throws Exception {
        Random random = new Random(spec.hashCode());
        MoveList moves = new MoveList();
        int checks = 0;
        for (int game = 0; game < 10; game++) {
            Position p = spec.equals("tsume") ? shogi().problemPosition("4k4/9/4P4/9/9/9/9/9/9 b RBGSNLrb3g3s3n3l17p 1")
                    : Variants.of(spec).startPosition();
            for (int ply = 0; ply < 120; ply++) {
                p.generate(moves);
                if (moves.isEmpty()) {
                    break;
                }
                for (int i = 0; i < moves.size(); i++) {
                    int move = moves.get(i);
                    p.make(move);
                    boolean check = p.inCheck();
                    p.unmake();
                    assertThat(p.givesCheck(move)).as("%s in %s", Move.to(move), p.toFen()).isEqualTo(check);
                    checks += check ? 1 : 0;
                }
                p.make(moves.get(random.nextInt(moves.size())));
            }
        }
        assertThat(checks).as("the games gave checks to compare").isPositive();
    }
}
