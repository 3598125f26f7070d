package org.heterodox.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.heterodox.rules.chess.ChessVariant;
import org.heterodox.rules.chess.UciNotation;
import org.heterodox.rules.format.FormatException;
import org.junit.jupiter.api.Test;

/** The Game model: playing, taking back, replaying, tags and the outcome rule. */
class GameTest {
    private final Variant chess = new ChessVariant();

    private Game game(String... moves) throws FormatException {
        Game game = new Game(chess);
        for (String move : moves) {
            game.play(move);
        }
        return game;
    }

    @Test
    void movesAreReadInAnyNotationOfTheVariant() throws FormatException {
        Game game = game("e4", "e7e5", "Nf3", "b8c6");
        assertThat(game.ply()).isEqualTo(4);
        assertThat(game.position().toFen())
                .isEqualTo("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3");
        assertThat(UciNotation.write(game.move(1))).isEqualTo("e7e5");
    }

    @Test
    void moveTextsWriteTheMainLineInAnyNotation() throws FormatException {
        Game game = game("e4", "e5", "Nf3", "Nc6", "Bc4", "Nf6", "Qe2", "Be7", "O-O");
        assertThat(game.moveTexts(chess.notation("san")))
                .containsExactly("e4", "e5", "Nf3", "Nc6", "Bc4", "Nf6", "Qe2", "Be7", "O-O");
        assertThat(game.moveTexts(chess.notation("uci")).subList(7, 9)).containsExactly("f8e7", "e1g1");
    }

    @Test
    void illegalMoveIsRefusedAndLeavesTheGameUnchanged() throws FormatException {
        Game game = game("e4");
        assertThatThrownBy(() -> game.play("e5e4")).isInstanceOf(FormatException.class)
                .hasMessageContaining("illegal move");
        int whiteMove = UciNotation.INSTANCE.parse(chess.startPosition(), "d2d4");
        assertThatThrownBy(() -> game.play(whiteMove)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> game.play(Move.NONE)).isInstanceOf(IllegalArgumentException.class);
        assertThat(game.ply()).isEqualTo(1);
        assertThat(game.position().sideToMove()).isEqualTo(1);
    }

    @Test
    void undoTakesBackTheLastMoveAndItsAnnotation() throws FormatException {
        Game game = game("e4", "e5");
        game.annotation(1).addCommentAfter("symmetric");
        game.undo();
        assertThat(game.ply()).isEqualTo(1);
        game.play("c5");
        assertThat(game.annotation(1).isEmpty()).isTrue();
        game.undo();
        game.undo();
        assertThat(game.position().toFen()).isEqualTo(chess.startFen());
        assertThatThrownBy(game::undo).isInstanceOf(IllegalStateException.class);
    }

    @Test
    void positionAtReplaysThePrefixWithItsHistory() throws FormatException {
        Game game = game("Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8", "e4");
        assertThat(game.positionAt(8).outcome()).isEqualTo(Outcome.draw(Reason.THREEFOLD_REPETITION));
        assertThat(game.positionAt(2).toFen()).isEqualTo(chess.fromFen(
                "rnbqkb1r/pppppppp/5n2/8/8/5N2/PPPPPPPP/RNBQKB1R w KQkq - 2 2").toFen());
        assertThatThrownBy(() -> game.positionAt(10)).isInstanceOf(IndexOutOfBoundsException.class);
    }

    @Test
    void setUpGameKeepsItsNormalisedStartFen() throws FormatException {
        Game game = new Game(chess, "4k3/8/8/4p3/8/8/8/4K3 w - e6 3 40");
        assertThat(game.startFen()).isEqualTo("4k3/8/8/4p3/8/8/8/4K3 w - - 3 40");
        assertThat(game.isSetUp()).isTrue();
        assertThat(new Game(chess).isSetUp()).isFalse();
        assertThatThrownBy(() -> new Game(chess, "8/8/8/8/8/8/8/8 w - - 0 1")).isInstanceOf(FormatException.class);
    }

    @Test
    void tagsKeepTheirOrderAndRejectBadNamesOrMultiLineValues() throws FormatException {
        Game game = game();
        game.setTag("White", "Anna");
        game.setTag("Event", "Club");
        game.setTag("White", "Bert");
        assertThat(game.tags().keySet()).containsExactly("White", "Event");
        assertThat(game.tag("White")).isEqualTo("Bert");
        assertThatThrownBy(() -> game.setTag("Bad Name", "x")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> game.setTag("Event", "two\nlines")).isInstanceOf(IllegalArgumentException.class);
        game.removeTag("White");
        assertThat(game.tags()).containsOnlyKeys("Event");
    }

    @Test
    void boardEndingDecidesEvenAgainstARecordedResult() throws FormatException {
        Game game = game("f3", "e5", "g4", "Qh4");
        game.setTag("Result", "1-0");
        assertThat(game.outcome()).isEqualTo(Outcome.win(1, Reason.CHECKMATE));
        assertThat(game.endedOnBoard()).isTrue();
    }

    @Test
    void recordedResultWithTerminationGivesTheReason() throws FormatException {
        Game game = game("e4");
        game.setTag("Result", "0-1");
        assertThat(game.outcome()).isEqualTo(new Outcome(Result.SECOND_WINS, Reason.UNSPECIFIED));
        game.setTag("Termination", "time forfeit");
        assertThat(game.outcome()).isEqualTo(Outcome.win(1, Reason.TIME_FORFEIT));
        game.setTag("Termination", "abandoned");
        assertThat(game.outcome()).isEqualTo(Outcome.win(1, Reason.ABORTED));
        game.setTag("Termination", "normal");
        assertThat(game.outcome().reason()).isEqualTo(Reason.UNSPECIFIED);
    }

    @Test
    void terminationCannotClaimABoardEndingTheBoardDoesNotShow() throws FormatException {
        Game game = game("e4");
        game.setTag("Result", "1-0");
        game.setTag("Termination", "checkmate");
        assertThat(game.outcome()).isEqualTo(new Outcome(Result.FIRST_WINS, Reason.UNSPECIFIED));
    }

    @Test
    void recordedResultOverridesAClaimableDrawButADrawResultTakesItsReason() throws FormatException {
        Game game = game("Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8");
        assertThat(game.outcome()).isEqualTo(Outcome.draw(Reason.THREEFOLD_REPETITION));
        game.setTag("Result", "1/2-1/2");
        assertThat(game.outcome()).isEqualTo(Outcome.draw(Reason.THREEFOLD_REPETITION));
        game.setOutcome(Outcome.win(0, Reason.TIME_FORFEIT));
        assertThat(game.outcome()).isEqualTo(Outcome.win(0, Reason.TIME_FORFEIT));
        assertThat(game.endedOnBoard()).isFalse();
    }

    @Test
    void setOutcomeRecordsResignationAndCanBeCleared() throws FormatException {
        Game game = game("e4", "e5");
        game.setOutcome(Outcome.win(0, Reason.RESIGNATION));
        assertThat(game.tag("Result")).isEqualTo("1-0");
        assertThat(game.tag("Termination")).isEqualTo("resignation");
        assertThat(game.outcome()).isEqualTo(Outcome.win(0, Reason.RESIGNATION));
        game.setOutcome(Outcome.draw(Reason.AGREEMENT));
        assertThat(game.outcome()).isEqualTo(Outcome.draw(Reason.AGREEMENT));
        game.setOutcome(Outcome.draw(Reason.MOVE_LIMIT));
        assertThat(game.tag("Termination")).as("a host's bound on the length, e.g. a match runner's").isEqualTo("move limit");
        assertThat(game.outcome()).isEqualTo(Outcome.draw(Reason.MOVE_LIMIT));
        game.setOutcome(Outcome.ONGOING);
        assertThat(game.tags()).doesNotContainKeys("Result", "Termination");
        assertThat(game.outcome()).isEqualTo(Outcome.ONGOING);
    }

    @Test
    void setOutcomeRefusesBoardReasonsAndFinishedGames() throws FormatException {
        Game open = game("e4");
        assertThatThrownBy(() -> open.setOutcome(Outcome.win(0, Reason.CHECKMATE)))
                .isInstanceOf(IllegalArgumentException.class);
        Game mated = game("f3", "e5", "g4", "Qh4");
        assertThatThrownBy(() -> mated.setOutcome(Outcome.win(0, Reason.RESIGNATION)))
                .isInstanceOf(IllegalStateException.class);
    }

    @Test
    void annotationsRejectWhatPgnCannotHold() {
        MoveAnnotation note = new MoveAnnotation();
        assertThatThrownBy(() -> note.addNag(256)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> note.addVariation(new Line())).isInstanceOf(IllegalArgumentException.class);
        note.addCommentBefore("  spaced \n  out  ");
        assertThat(note.commentsBefore()).containsExactly("spaced out");
    }
}
