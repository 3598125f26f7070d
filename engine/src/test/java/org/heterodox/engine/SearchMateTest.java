package org.heterodox.engine;

import static org.assertj.core.api.Assertions.assertThat;

import org.heterodox.rules.Move;
import org.heterodox.rules.Position;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

/** The search finds forced mates, scores them by distance, and handles positions that are already over. */
class SearchMateTest {

    @ParameterizedTest(name = "mate in {1}: {0}")
    @CsvSource(delimiter = ';', value = {
        "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1; 1",
        "r2qkb1r/pp2nppp/3p4/2pNN1B1/2BnP3/3P4/PPP2PPP/R2bK2R w KQkq - 1 1; 2",
        "6k1/pp4p1/2p5/2bp4/8/P5Pb/1P3rrP/2BRRN1K b - - 0 1; 2",
        "kbK5/pp6/1P6/8/8/8/8/R7 w - - 0 1; 2",
        "r1b1kb1r/pppp1ppp/5q2/4n3/3KP3/2N3PN/PPP4P/R1BQ1B1R b kq - 0 1; 3"})
    void findsForcedMatesAndTheirDistance(String fen, int moves) {
        Position position = Positions.chess(fen);
        SearchResult result = new Engine().analyse(position, Limits.ofDepth(2 * moves + 2), SearchListener.NONE);

        assertThat(Score.isMate(result.score())).as("mate score").isTrue();
        assertThat(Score.mateInMoves(result.score())).isEqualTo(moves);
        assertThat(ForcedMate.moveMatesWithin(position, result.bestMove(), moves))
                .as("%s forces mate in %d", Positions.text(position, result.bestMove()), moves).isTrue();
    }

    @Test
    void zugzwangMateIsFoundDespiteNullMovePruning() {
        // 1.Ra6! leaves Black only moves that lose; a pass would be safe, so a careless null move hides it.
        Position position = Positions.chess("kbK5/pp6/1P6/8/8/8/8/R7 w - - 0 1");
        SearchResult result = new Engine().analyse(position, Limits.ofDepth(8), SearchListener.NONE);
        assertThat(Positions.text(position, result.bestMove())).isEqualTo("a1a6");
    }

    @Test
    void sideBeingMatedGetsANegativeMateScore() {
        Position position = Positions.chess("kbK5/pp6/RP6/8/8/8/8/8 b - - 1 1");
        SearchResult result = new Engine().analyse(position, Limits.ofDepth(4), SearchListener.NONE);
        assertThat(Score.mateInMoves(result.score())).isEqualTo(-1);
    }

    @Test
    void checkmatedRootHasNoMoveAndALosingScore() {
        Position position = Positions.chess("3R2k1/5ppp/8/8/8/8/5PPP/6K1 b - - 1 1");
        SearchResult result = new Engine().analyse(position, Limits.ofDepth(3), SearchListener.NONE);
        assertThat(result.bestMove()).isEqualTo(Move.NONE);
        assertThat(result.score()).isEqualTo(-Score.MATE);
    }

    @Test
    void stalematedRootHasNoMoveAndADrawScore() {
        Position position = Positions.chess("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
        SearchResult result = new Engine().analyse(position, Limits.ofDepth(3), SearchListener.NONE);
        assertThat(result.bestMove()).isEqualTo(Move.NONE);
        assertThat(result.score()).isEqualTo(Score.DRAW);
    }

    @Test
    void avoidsStalematingWhenWinning() {
        // Qf7 would stalemate; the engine must keep the win and mate instead.
        Position position = Positions.chess("7k/8/6K1/8/8/8/8/5Q2 w - - 0 1");
        SearchResult result = new Engine().analyse(position, Limits.ofDepth(5), SearchListener.NONE);
        assertThat(Score.isMate(result.score())).isTrue();
        assertThat(result.score()).isPositive();
    }

    @Test
    void goMateStopsOnceTheMateIsProven() {
        Position position = Positions.chess("6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1");
        SearchResult result = new Engine().analyse(position, Limits.none().mate(1), SearchListener.NONE);
        assertThat(Positions.text(position, result.bestMove())).isEqualTo("d1d8");
        assertThat(result.depth()).isEqualTo(1);
    }
}
