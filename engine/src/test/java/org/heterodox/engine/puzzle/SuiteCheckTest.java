package org.heterodox.engine.puzzle;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Set;
import org.heterodox.rules.Position;
import org.heterodox.rules.Variants;
import org.heterodox.rules.format.MoveReader;
import org.junit.jupiter.api.Test;

/** A suite's puzzle is checked by the rules alone: legal move, game not over, a claimed mate proven as the one key. */
class SuiteCheckTest {
    private static final long NODES = 1_000_000;

    private static Position chess(String fen) throws Exception {
        return Variants.of("chess").fromFen(fen);
    }

    @Test
    void aMateInOneWithOneKeyPasses() throws Exception {
        Position position = chess("6k1/5ppp/8/8/8/8/r4PPP/1R4K1 w - - 0 1");
        int move = MoveReader.read(position, "Rb8");
        assertThat(SuiteCheck.refusal(position, move, Set.of("mateIn1"), NODES)).isEmpty();
    }

    @Test
    void aMateWithTwoKeysIsCooked() throws Exception {
        Position position = chess("6k1/5ppp/8/8/8/8/5PPP/RR4K1 w - - 0 1");
        int move = MoveReader.read(position, "Rb8");
        assertThat(SuiteCheck.refusal(position, move, Set.of("mateIn1"), NODES)).hasValue("cooked: 2 moves force mate in 1");
    }

    @Test
    void aClaimedMateThatIsNoneIsRefused() throws Exception {
        Position position = chess("6k1/5ppp/8/8/8/8/r4PPP/1R4K1 w - - 0 1");
        int move = MoveReader.read(position, "Rb7");
        assertThat(SuiteCheck.refusal(position, move, Set.of("mateIn1"), NODES)).hasValue("the move does not force mate in 1");
        assertThat(SuiteCheck.refusal(position, move, Set.of("material"), NODES)).as("no claim to prove").isEmpty();
    }

    @Test
    void aMoveOfAnotherPositionAndAFinishedGameAreRefused() throws Exception {
        Position position = chess("6k1/5ppp/8/8/8/8/r4PPP/1R4K1 w - - 0 1");
        int elsewhere = MoveReader.read(chess("4k3/8/8/8/8/8/8/4K2R w K - 0 1"), "O-O");
        assertThat(SuiteCheck.refusal(position, elsewhere, Set.of("material"), NODES))
                .hasValue("the move is not one of the position's decisions");
        Position mated = chess("1R4k1/5ppp/8/8/8/8/r4PPP/6K1 b - - 1 1");
        assertThat(SuiteCheck.refusal(mated, elsewhere, Set.of("material"), NODES)).get().asString()
                .startsWith("the game is over");
    }

    @Test
    void aMateTheSolverCannotFinishIsLeftOut() throws Exception {
        Position position = chess("6k1/5ppp/8/8/8/8/r4PPP/1R4K1 w - - 0 1");
        int move = MoveReader.read(position, "Rb8");
        assertThat(SuiteCheck.refusal(position, move, Set.of("mateIn1"), 3))
                .hasValue("the solver did not finish the mate in 1 within 3 nodes");
        assertThat(SuiteCheck.refusal(position, move, Set.of("mateIn13"), NODES)).get().asString()
                .contains("longer than the solver's 12 moves");
    }

    @Test
    void aDropMateOfUnashogiIsProvenByItsOwnRules() throws Exception {
        // From the built-in puzzles: S*4g mates in 2; a silver dropped elsewhere does not.
        Position position = Variants.of("unashogi").fromFen("4B4/5nl2/9/+RpS1sNp2/2N3l2/P2k1Lg2/2+p6/4K4/9 w RB3GN10P2sl4p 52");
        assertThat(SuiteCheck.refusal(position, MoveReader.read(position, "S*4g"), Set.of("drop", "mateIn2"), NODES)).isEmpty();
        assertThat(SuiteCheck.refusal(position, MoveReader.read(position, "S*9a"), Set.of("drop", "mateIn2"), NODES))
                .hasValue("the move does not force mate in 2");
    }

    @Test
    void theMateTagIsRead() {
        assertThat(SuiteCheck.mateIn(Set.of("material"))).isZero();
        assertThat(SuiteCheck.mateIn(Set.of("drop", "mateIn3"))).isEqualTo(3);
        assertThat(SuiteCheck.mateIn(Set.of("mateInX"))).isZero();
    }
}
