package org.heterodox.rules.format;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.heterodox.rules.Game;
import org.heterodox.rules.Line;
import org.heterodox.rules.MoveAnnotation;
import org.heterodox.rules.Outcome;
import org.heterodox.rules.Reason;
import org.heterodox.rules.Result;
import org.heterodox.rules.chess.ChessVariant;
import org.heterodox.rules.chess.UciNotation;
import org.junit.jupiter.api.Test;

/** PGN read/write round trips: what the writer produces reads back to the same games and text. */
class PgnRoundTripTest {
    private final PgnWriter writer = new PgnWriter();

    private static final String EXPORTED = """
            [Event "Club \\"Open\\" C:\\\\games"]
            [Site "?"]
            [Date "2024.05.01"]
            [Round "1"]
            [White "Anna"]
            [Black "Bert"]
            [Result "1-0"]
            [ECO "C50"]
            [Termination "resignation"]

            {An Italian game.} 1. e4 e5 $1 {the classical reply} (1... c5 {Sicilian} 2. Nf3
            (2. c3 d5 (2... Nf6)) 2... d6) 2. Nf3 Nc6 3. Bc4 $5 Bc5 4. c3 Nf6 5. d4 exd4
            6. cxd4 Bb4+ 7. Nc3 $14 {White stands a little better.} 1-0

            [Event "?"]
            [Site "?"]
            [Date "????.??.??"]
            [Round "?"]
            [White "?"]
            [Black "?"]
            [Result "0-1"]
            [Termination "checkmate"]

            1. f3 e5 2. g4 Qh4# 0-1

            [Event "?"]
            [Site "?"]
            [Date "????.??.??"]
            [Round "?"]
            [White "?"]
            [Black "?"]
            [Result "*"]
            [SetUp "1"]
            [FEN "4k3/8/8/8/8/8/4P3/4K3 b - - 0 30"]

            30... Kd7 31. e4 {pushing} 31... Kc6 *
            """;

    @Test
    void severalAnnotatedGamesRoundTripToTheSameText() throws FormatException {
        List<Game> games = PgnReader.readAll(EXPORTED);
        assertThat(games).hasSize(3);
        assertThat(writer.writeAll(games)).isEqualTo(EXPORTED);
    }

    @Test
    void commentsNagsAndNestedVariationsAreKeptInPlace() throws FormatException {
        Game game = PgnReader.readAll(EXPORTED).get(0);
        assertThat(game.annotation(0).commentsBefore()).containsExactly("An Italian game.");
        MoveAnnotation e5 = game.annotation(1);
        assertThat(e5.nags()).containsExactly(1);
        assertThat(e5.commentsAfter()).containsExactly("the classical reply");
        Line sicilian = e5.variations().get(0);
        assertThat(sicilian.size()).isEqualTo(3);
        assertThat(sicilian.annotation(0).commentsAfter()).containsExactly("Sicilian");
        Line c3 = sicilian.annotation(1).variations().get(0);
        assertThat(c3.size()).isEqualTo(2);
        Line nf6 = c3.annotation(1).variations().get(0);
        assertThat(UciNotation.write(nf6.move(0))).isEqualTo("g8f6");
        assertThat(game.annotation(12).nags()).containsExactly(14);
        assertThat(game.annotation(12).commentsAfter()).containsExactly("White stands a little better.");
        assertThat(game.tags().keySet()).containsExactly("Event", "Site", "Date", "Round", "White", "Black", "Result",
                "ECO", "Termination");
        assertThat(game.tag("Event")).isEqualTo("Club \"Open\" C:\\games");
        assertThat(game.outcome()).isEqualTo(Outcome.win(0, Reason.RESIGNATION));
    }

    @Test
    void skippedVariationsLeaveTheMainLineAndComments() throws FormatException {
        List<Game> kept = PgnReader.readAll(EXPORTED);
        List<Game> skipped = PgnReader.readAll(EXPORTED, false);
        assertThat(skipped.get(0).moves()).isEqualTo(kept.get(0).moves());
        assertThat(skipped.get(0).annotation(1).variations()).isEmpty();
        assertThat(skipped.get(0).annotation(1).commentsAfter()).containsExactly("the classical reply");
        assertThat(writer.write(skipped.get(0))).contains("1. e4 e5 $1 {the classical reply} 2. Nf3 Nc6")
                .doesNotContain("Sicilian");
    }

    @Test
    void setUpGameStartsFromItsFenWithBlackToMove() throws FormatException {
        Game game = PgnReader.readAll(EXPORTED).get(2);
        assertThat(game.isSetUp()).isTrue();
        assertThat(game.startFen()).isEqualTo("4k3/8/8/8/8/8/4P3/4K3 b - - 0 30");
        assertThat(game.ply()).isEqualTo(3);
        assertThat(game.outcome()).isEqualTo(Outcome.ONGOING);
    }

    @Test
    void importFormIsNormalisedOnWriting() throws FormatException {
        String imported = """
                % produced by some tool
                [White "A"] [Black "B"]
                1.e4 e5 2.Nf3!? ; a rest-of-line comment
                2...Nc6 3.Bb5 a6 4.Ba4 Nf6 5.O-O Be7 6.Re1?! b5 7.Bb3 d6 8.c3 0-0 *
                """;
        Game game = PgnReader.readOne(imported);
        assertThat(game.annotation(2).nags()).containsExactly(5);
        assertThat(game.annotation(2).commentsAfter()).containsExactly("a rest-of-line comment");
        assertThat(game.annotation(10).nags()).containsExactly(6);
        assertThat(writer.write(game)).isEqualTo("""
                [Event "?"]
                [Site "?"]
                [Date "????.??.??"]
                [Round "?"]
                [White "A"]
                [Black "B"]
                [Result "*"]

                1. e4 e5 2. Nf3 $5 {a rest-of-line comment} 2... Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O
                Be7 6. Re1 $6 b5 7. Bb3 d6 8. c3 O-O *
                """);
    }

    @Test
    void separateGlyphsMoveNumbersWithoutDotsAndEnPassantSuffixAreRead() throws FormatException {
        Game game = PgnReader.readOne("1 e4 ! Nf6 2 e5 d5 3 exd6 e.p. ?? 3. ... Kd7 4. Ke2 4...Ke8 *");
        assertThat(game.ply()).isEqualTo(8);
        assertThat(game.annotation(0).nags()).containsExactly(1);
        assertThat(game.annotation(4).nags()).containsExactly(4);
        assertThat(UciNotation.write(game.move(4))).isEqualTo("e5d6");
    }

    @Test
    void movesWrittenInUciReadBackAsTheSameGame() throws FormatException {
        List<Game> games = PgnReader.readAll(EXPORTED);
        String uci = writer.withNotation("uci").writeAll(games);
        assertThat(uci).contains("1. e2e4 e7e5 $1").contains("2. g2g4 d8h4 0-1");
        List<Game> again = PgnReader.readAll(uci);
        for (int i = 0; i < games.size(); i++) {
            assertThat(again.get(i).moves()).isEqualTo(games.get(i).moves());
        }
        assertThat(writer.writeAll(again)).isEqualTo(EXPORTED);
    }

    @Test
    void writingWithoutAnnotationsLeavesMovesAndResult() throws FormatException {
        Game game = PgnReader.readAll(EXPORTED).get(0);
        String text = writer.withAnnotations(false).write(game);
        assertThat(text).endsWith("\n\n1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. c3 Nf6 5. d4 exd4 6. cxd4 Bb4+ 7. Nc3 1-0\n");
    }

    @Test
    void longMovetextIsWrappedAtEightyColumns() throws FormatException {
        Game game = new Game(new ChessVariant());
        for (int i = 0; i < 40; i++) {
            game.play(i % 4 == 0 ? "Nf3" : i % 4 == 1 ? "Nf6" : i % 4 == 2 ? "Ng1" : "Ng8");
        }
        game.annotation(3).addCommentAfter("a very long comment ".repeat(10));
        String text = writer.write(game);
        String movetext = text.substring(text.indexOf("\n\n") + 2);
        assertThat(movetext.lines()).hasSizeGreaterThan(3).allSatisfy(line -> assertThat(line.length()).isLessThanOrEqualTo(80));
        assertThat(PgnReader.readOne(text).moves()).isEqualTo(game.moves());
        assertThat(writer.withLineWidth(40).write(game).lines()).allSatisfy(l -> assertThat(l.length()).isLessThanOrEqualTo(40));
    }

    @Test
    void anEmbeddedCommandIsNeverBrokenAcrossLines() throws FormatException {
        Game game = new Game(new ChessVariant());
        for (int i = 0; i < 40; i++) {
            game.play(i % 4 == 0 ? "Nf3" : i % 4 == 1 ? "Nf6" : i % 4 == 2 ? "Ng1" : "Ng8");
            game.annotation(i).addCommentAfter("[%eval " + (i % 3 == 0 ? "#-2" : "0." + (10 + i)) + "] best [%clk 0:01:0" + i % 10 + "]");
        }
        String text = writer.write(game);
        assertThat(text.split("\\[%eval [^\\]\n]+\\]", -1)).hasSize(41);
        assertThat(text.split("\\[%clk [^\\]\n]+\\]", -1)).hasSize(41);
        assertThat(text.lines()).allSatisfy(line -> assertThat(line.length()).isLessThanOrEqualTo(80));
        Game read = PgnReader.readOne(text);
        assertThat(read.annotation(5).commentsAfter()).containsExactly("[%eval 0.15] best [%clk 0:01:05]");
    }

    @Test
    void missingResultMarkerTakesTheResultTagAndViceVersa() throws FormatException {
        List<Game> games = PgnReader.readAll("""
                [Result "1/2-1/2"]
                1. e4 e5
                [Event "second"]
                1. d4 d5 0-1
                1. c4
                """);
        assertThat(games).hasSize(3);
        assertThat(games.get(0).outcome()).isEqualTo(new Outcome(Result.DRAW, Reason.UNSPECIFIED));
        assertThat(games.get(1).tag("Result")).isEqualTo("0-1");
        assertThat(games.get(2).outcome()).isEqualTo(Outcome.ONGOING);
    }

    @Test
    void commentHoldingABraceIsWrittenAsARestOfLineComment() throws FormatException {
        Game game = PgnReader.readOne("1. e4 ; see {this} part\n(1. d4 ; a } in a variation\n) 1... e5 *");
        assertThat(game.annotation(0).commentsAfter()).containsExactly("see {this} part");
        String text = writer.write(game);
        assertThat(text).contains("1. e4 ; see {this} part\n(1. d4 ; a } in a variation\n) 1... e5 *");
        assertThat(writer.write(PgnReader.readOne(text))).isEqualTo(text);
    }

    @Test
    void gameWithoutMovesKeepsItsComment() throws FormatException {
        Game game = PgnReader.readOne("[Event \"empty\"]\n\n{no moves were played} *\n");
        assertThat(game.ply()).isZero();
        assertThat(game.finalComments()).containsExactly("no moves were played");
        assertThat(writer.write(game)).endsWith("\n\n{no moves were played} *\n");
    }

    @Test
    void standardVariantTagMeansChessAndIsNotWrittenBack() throws FormatException {
        Game game = PgnReader.readOne("[Variant \"Standard\"]\n1. e4 *");
        assertThat(game.variant().spec()).isEqualTo("chess");
        assertThat(writer.write(game)).doesNotContain("Variant");
    }

    // ----- terminations written from the outcome -----

    private Game roundTrip(Game game) throws FormatException {
        return PgnReader.readOne(writer.write(game));
    }

    private Game played(String fen, String... moves) throws FormatException {
        Game game = fen == null ? new Game(new ChessVariant()) : new Game(new ChessVariant(), fen);
        for (String move : moves) {
            game.play(move);
        }
        return game;
    }

    @Test
    void checkmateIsWrittenAsResultAndTermination() throws FormatException {
        Game game = played(null, "e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6", "Qxf7");
        String text = writer.write(game);
        assertThat(text).contains("[Result \"1-0\"]", "[Termination \"checkmate\"]", "4. Qxf7# 1-0");
        assertThat(roundTrip(game).outcome()).isEqualTo(Outcome.win(0, Reason.CHECKMATE));
    }

    @Test
    void stalemateIsWrittenAsDrawWithTermination() throws FormatException {
        Game game = played("7k/8/6K1/5Q2/8/8/8/8 w - - 0 1", "Qf7");
        assertThat(writer.write(game)).contains("[Result \"1/2-1/2\"]", "[Termination \"stalemate\"]", "1. Qf7 1/2-1/2");
        assertThat(roundTrip(game).outcome()).isEqualTo(Outcome.draw(Reason.STALEMATE));
    }

    @Test
    void threefoldRepetitionIsWrittenAsDrawWithTermination() throws FormatException {
        Game game = played(null, "Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8");
        assertThat(writer.write(game)).contains("[Result \"1/2-1/2\"]", "[Termination \"threefold repetition\"]");
        assertThat(roundTrip(game).outcome()).isEqualTo(Outcome.draw(Reason.THREEFOLD_REPETITION));
    }

    @Test
    void fiftyMoveRuleIsWrittenAsDrawWithTermination() throws FormatException {
        Game game = played("4k3/8/8/8/8/8/8/R3K3 w - - 99 80", "Ra2");
        assertThat(writer.write(game)).contains("[Termination \"fifty-move rule\"]", "80. Ra2 1/2-1/2");
        assertThat(roundTrip(game).outcome()).isEqualTo(Outcome.draw(Reason.FIFTY_MOVES));
    }

    @Test
    void insufficientMaterialIsWrittenAsDrawWithTermination() throws FormatException {
        Game game = played("4k3/8/8/8/8/8/3q4/4K3 w - - 0 1", "Kxd2");
        assertThat(writer.write(game)).contains("[Termination \"insufficient material\"]", "1. Kxd2 1/2-1/2");
        assertThat(roundTrip(game).outcome()).isEqualTo(Outcome.draw(Reason.INSUFFICIENT_MATERIAL));
    }

    @Test
    void recordedTerminationTextIsKeptWhenTheReasonIsUnspecified() throws FormatException {
        Game game = PgnReader.readOne("[Result \"1-0\"]\n[Termination \"adjudication\"]\n1. e4 1-0");
        assertThat(game.outcome()).isEqualTo(new Outcome(Result.FIRST_WINS, Reason.UNSPECIFIED));
        assertThat(writer.write(game)).contains("[Termination \"adjudication\"]");
    }
}
