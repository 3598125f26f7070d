package org.heterodox.rules.chess;

import static org.assertj.core.api.Assertions.assertThat;

import org.heterodox.rules.Game;
import org.heterodox.rules.Outcome;
import org.heterodox.rules.Position;
import org.heterodox.rules.Reason;
import org.heterodox.rules.Result;
import org.heterodox.rules.Variant;
import org.heterodox.rules.format.FormatException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** {@code outcome()} of orthodox chess: the endings of docs/rules.md#chess. */
class ChessOutcomeTest {
    private final Variant chess = new ChessVariant();

    private Game play(String fen, String... moves) throws FormatException {
        Game game = fen == null ? new Game(chess) : new Game(chess, fen);
        for (String move : moves) {
            game.play(move);
        }
        return game;
    }

    @Test
    void checkmateWinsForTheMatingSide() throws FormatException {
        Game game = play(null, "f3", "e5", "g4", "Qh4");
        assertThat(game.position().outcome()).isEqualTo(new Outcome(Result.SECOND_WINS, Reason.CHECKMATE));
        Game white = play("6k1/5ppp/8/8/8/8/8/R3K3 w - - 0 1", "Ra8");
        assertThat(white.position().outcome()).isEqualTo(new Outcome(Result.FIRST_WINS, Reason.CHECKMATE));
    }

    @Test
    void stalemateDraws() throws FormatException {
        Position position = chess.fromFen("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
        assertThat(position.outcome()).isEqualTo(Outcome.draw(Reason.STALEMATE));
    }

    @Test
    void checkIsNotMateWhileAnEscapeExists() throws FormatException {
        Position position = chess.fromFen("6k1/5pp1/8/8/8/8/8/R3K3 b - - 0 1");
        assertThat(position.outcome()).isEqualTo(Outcome.ONGOING);
    }

    @Test
    void thirdOccurrenceOfAPositionDrawsByRepetition() throws FormatException {
        Game twice = play(null, "Nf3", "Nf6", "Ng1", "Ng8");
        assertThat(twice.position().outcome()).isEqualTo(Outcome.ONGOING);
        Game thrice = play(null, "Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8");
        assertThat(thrice.position().outcome()).isEqualTo(Outcome.draw(Reason.THREEFOLD_REPETITION));
    }

    @Test
    void repetitionNeedsTheSameSideToMoveAndRights() throws FormatException {
        // The rook goes away and back: the board repeats but castling rights were lost, so the
        // start position (with rights) occurred once and the later one only twice.
        Game game = play("r3k3/8/8/8/8/8/8/R3K3 w Qq - 0 1",
                "Rb1", "Rb8", "Ra1", "Ra8", "Rb1", "Rb8", "Ra1", "Ra8");
        assertThat(game.position().outcome()).isEqualTo(Outcome.ONGOING);
        game.play("Rb1");
        game.play("Rb8");
        game.play("Ra1");
        game.play("Ra8");
        assertThat(game.position().outcome()).isEqualTo(Outcome.draw(Reason.THREEFOLD_REPETITION));
    }

    @Test
    void hundredPliesWithoutCaptureOrPawnMoveDraw() throws FormatException {
        Game game = play("4k3/8/8/8/8/8/8/R3K3 w - - 98 80", "Ra2");
        assertThat(game.position().outcome()).isEqualTo(Outcome.ONGOING);
        game.play("Kd8");
        assertThat(game.position().outcome()).isEqualTo(Outcome.draw(Reason.FIFTY_MOVES));
    }

    @Test
    void checkmateOnTheHundredthPlyStillWins() throws FormatException {
        Game game = play("6k1/5ppp/8/8/8/8/8/R3K3 w - - 99 80", "Ra8");
        assertThat(game.position().outcome()).isEqualTo(Outcome.win(0, Reason.CHECKMATE));
    }

    @Test
    void captureOrPawnMoveResetsTheFiftyMoveCount() throws FormatException {
        Game game = play("4k3/8/8/8/8/8/4P3/R3K3 w - - 99 80", "e3");
        assertThat(game.position().outcome()).isEqualTo(Outcome.ONGOING);
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "4k3/8/8/8/8/8/8/4K3 w - - 0 1",
        "4k3/8/8/8/8/8/8/3BK3 w - - 0 1",
        "4k3/8/8/8/8/8/8/3NK3 b - - 0 1",
        "4kb2/8/8/8/8/8/8/2B1K3 w - - 0 1",
        "4kb2/8/7b/8/8/8/8/2B1K3 w - - 0 1",
    })
    void deadPositionsDrawByInsufficientMaterial(String fen) throws FormatException {
        assertThat(chess.fromFen(fen).outcome()).isEqualTo(Outcome.draw(Reason.INSUFFICIENT_MATERIAL));
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "4k3/8/8/8/8/8/8/2B1KB2 w - - 0 1",
        "3bk3/8/8/8/8/8/8/3BK3 w - - 0 1",
        "4k3/8/8/8/8/8/8/2NNK3 w - - 0 1",
        "4kn2/8/8/8/8/8/8/3BK3 w - - 0 1",
        "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1",
        "4k3/8/8/8/8/8/8/R3K3 w - - 0 1",
    })
    void materialThatCanStillMateKeepsTheGameGoing(String fen) throws FormatException {
        assertThat(chess.fromFen(fen).outcome()).isEqualTo(Outcome.ONGOING);
    }

    @Test
    void captureDownToBareKingsDraws() throws FormatException {
        Game game = play("4k3/8/8/8/8/8/3q4/4K3 w - - 0 1", "Kxd2");
        assertThat(game.position().outcome()).isEqualTo(Outcome.draw(Reason.INSUFFICIENT_MATERIAL));
    }
}
