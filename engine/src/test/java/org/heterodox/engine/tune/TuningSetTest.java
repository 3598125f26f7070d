package org.heterodox.engine.tune;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.StringReader;
import java.util.List;
import org.heterodox.rules.Variants;
import org.heterodox.rules.chess.ChessVariant;
import org.heterodox.rules.format.FormatException;
import org.junit.jupiter.api.Test;

/** Which positions of which games a tuning fits, and their labels. */
class TuningSetTest {
    static final String PGN = """
            [Result "1-0"]

            1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Bxc6 dxc6 5. O-O f6 6. d4 exd4 1-0

            [Variant "Alice"]
            [Result "1-0"]

            1. e4 e5 1-0

            [Result "*"]

            1. d4 d5 2. c4 e6 *

            [Result "0-1"]

            1. e4 f5 2. Qh5+ g6 0-1

            [Result "1-0"]

            1. e4 e5 2. Ke3 Kzz 1-0
            """;

    @Test
    void quietPositionsPastTheOpeningOfFinishedGamesOfTheGame() throws FormatException {
        TuningSet set = TuningSet.read(new StringReader(PGN), ChessVariant.DEFINITION, new TuningSet.Options(2, 100, 1));
        assertThat(set.games()).isEqualTo(2);
        // Alice, an unfinished game and an unreadable one.
        assertThat(set.skippedGames()).isEqualTo(3);
        // Game 1 from ply 2: Nf3 Nc6 Bb5 a6 (quiet), Bxc6 dxc6 (captures), O-O f6 d4 (quiet), exd4 (capture).
        // Game 4: Qh5+ (quiet, not in check); g6 is played in check.
        List<TuningPosition> positions = set.positions();
        assertThat(positions).hasSize(8);
        assertThat(positions.subList(0, 7)).allMatch(p -> p.result() == 1.0);
        assertThat(positions.get(7).result()).isEqualTo(0.0);
        assertThat(positions.get(0).fen()).isEqualTo(Variants.of("chess").fromFen(
                "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2").toFen());
        assertThat(positions.get(7).position().toFen()).startsWith("rnbqkbnr/ppppp1pp/8/5p2/4P3/8/PPPP1PPP/RNBQKBNR w");
    }

    @Test
    void theSearchScoreRecordedWithEachMoveIsReadForTheFirstPlayer() {
        String pgn = """
                [Result "1-0"]

                1. e4 {+0.30 0.100s} e5 {-0.25 0.100s} 2. Nf3 {book} Nc6 {+M3 0.1s} 3. Bb5 {-M2} a6 1-0
                """;
        List<TuningPosition> positions = TuningSet.read(new StringReader(pgn), ChessVariant.DEFINITION,
                new TuningSet.Options(0, 100, 1)).positions();
        assertThat(positions).extracting(TuningPosition::searchScore)
                .containsExactly(30.0, 25.0, Double.NaN, -2000.0, -2000.0, Double.NaN);
    }

    @Test
    void aCapIsARandomSampleFixedByTheSeed() {
        TuningSet.Options options = new TuningSet.Options(0, 3, 9);
        TuningSet first = TuningSet.read(new StringReader(PGN), ChessVariant.DEFINITION, options);
        TuningSet again = TuningSet.read(new StringReader(PGN), ChessVariant.DEFINITION, options);
        assertThat(first.positions()).hasSize(3);
        assertThat(first.positions()).extracting(TuningPosition::fen).isEqualTo(again.positions().stream().map(TuningPosition::fen).toList());
    }
}
