package org.heterodox.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.heterodox.rules.Position;
import org.junit.jupiter.api.Test;

/**
 * Games where a side decides twice in a row (Ambiguous Chess: the chooser picks a candidate, then
 * announces): mate distances count moves of the game (changes of the side to move), not decisions,
 * and a position repeated an odd number of decisions back is still a repetition.
 */
class DecidingTwiceTest {
    @Test
    void mateDistanceCountsMovesNotDecisions() {
        // "d8" has two candidates (rook and queen) and either wins: Black chooses, announces (Black can make
        // White choose, "d7" by either knight), and White takes the king on g8. Three moves, five decisions.
        Position position = Positions.of("ambiguous", "1n4k1/5ppp/8/4n3/7Q/8/8/K2R4 w - - 0 1");
        SearchResult result = new Engine(8).analyse(position, Limits.ofDepth(7), SearchListener.NONE);
        assertThat(Positions.text(position, result.bestMove())).isEqualTo("d8");
        assertThat(Score.MATE - result.score()).as("moves (plies of the game) to the win").isEqualTo(3);
        assertThat(Score.mateInMoves(result.score())).isEqualTo(2);
    }

    @Test
    void goMateFindsAMateWhoseDecisionsOutnumberItsPlies() {
        Position position = Positions.of("ambiguous", "1n4k1/5ppp/8/4n3/7Q/8/8/K2R4 w - - 0 1");
        SearchResult result = new Engine(8).analyse(position, Limits.none().mate(2), SearchListener.NONE);
        assertThat(Score.mateInMoves(result.score())).isEqualTo(2);
    }

    @Test
    void aRepetitionAnOddNumberOfDecisionsBackIsADraw() {
        // White is a queen up. Nf3 (one candidate), ...c6 (two knights: White chooses Nb8-c6), Ng1, and
        // now ...b8 (one candidate) repeats the start after five decisions.
        Position position = Positions.of("ambiguous", "1n1n3k/8/8/8/Q7/8/8/K5N1 w - - 0 1");
        for (String decision : List.of("f3", "c6", "b8c6", "g1")) {
            position.make(Positions.move(position, decision));
        }
        Engine engine = new Engine(8);
        engine.setMultiPv(64);
        List<SearchInfo> lines = new ArrayList<>();
        engine.analyse(position, Limits.ofDepth(3), lines::add);
        SearchInfo back = lines.stream().filter(l -> l.depth() == 3 && Positions.text(position, l.pv()[0]).equals("b8"))
                .reduce((a, b) -> b).orElseThrow();
        assertThat(back.score()).as("Black, a queen down, reaches a repetition").isEqualTo(Score.DRAW);
        SearchInfo other = lines.stream().filter(l -> l.depth() == 3 && !Positions.text(position, l.pv()[0]).equals("b8"))
                .reduce((a, b) -> b).orElseThrow();
        assertThat(other.score()).as("any other move leaves Black a queen down").isLessThan(-500);
    }
}
