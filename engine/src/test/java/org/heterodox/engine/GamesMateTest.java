package org.heterodox.engine;

import static org.assertj.core.api.Assertions.assertThat;

import org.heterodox.rules.Position;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The engine finds the forced win (checkmate, or king capture where the game is won that way) in
 * every game family, scores it as a win at the right distance, and its move is confirmed by an
 * independent brute-force prover ({@link ForcedWin}).
 */
class GamesMateTest {

    @ParameterizedTest(name = "{0} wins in {2} plies: {1}")
    @CsvSource(delimiter = ';', value = {
        // U-Chess: R-Q8 is the only rook move to the 8th rank, so it is U-legal and mates.
        "uchess; 6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1; 1",
        // U-Chess under king capture: R-Q8, any reply, RxK.
        "uchess:king-capture; 6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1; 3",
        // Unachess: a rook dropped on e8 mates (Black has nothing in hand to interpose).
        "unachess; 6k1/5ppp/8/8/8/8/8/6K1[R] w - - 0 1; 1",
        // Unachess II and Parachute forbid drops that attack the king: the mate is a board move.
        "unachess2; 6k1/5ppp/8/8/8/8/8/3R2K1[N] w - - 0 1; 1",
        "parachute; 6k1/5ppp/8/8/8/8/8/3R2K1[N] w - - 0 1; 1",
        // Unachess quasi-check: the rooks give no check while White's king is in hand; dropping it mates.
        "unachess; k7/8/8/8/8/8/1R6/R7[K] w - - 0 1; 1",
        // Shogi and Unashogi: a gold dropped on 5b, protected by the pawn.
        "shogi; 4k4/9/4P4/9/9/9/9/9/4K4 b G 1; 1",
        "unashogi; 4k4/9/4P4/9/9/9/9/9/4K4 b G 1; 1",
        // Alice: the rook moves d1-d8 on board A and lands on board B, where the king stands.
        "alice; 6|k1/5|p|p|p/8/8/8/8/8/3R2K1 w - - 0 1; 1",
        // Ambiguous: announcing d8 (only the rook reaches it), any reply, then the king's square.
        "ambiguous; 6k1/5ppp/8/8/8/8/8/3R2K1 w - - 0 1; 3"})
    void findsTheForcedWinAndItsDistance(String spec, String fen, int plies) {
        Position position = Positions.of(spec, fen);
        SearchResult result = new Engine(8).analyse(position, Limits.ofDepth(plies + 2), SearchListener.NONE);

        assertThat(result.score()).as("winning score").isGreaterThanOrEqualTo(Score.MATE_BOUND);
        assertThat(Score.MATE - result.score()).as("plies to the win").isEqualTo(plies);
        assertThat(ForcedWin.moveWinsWithin(position, result.bestMove(), plies))
                .as("%s wins within %d plies", Positions.text(position, result.bestMove()), plies).isTrue();
    }
}
