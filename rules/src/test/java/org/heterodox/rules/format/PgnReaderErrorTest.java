package org.heterodox.rules.format;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.StringReader;
import org.heterodox.rules.Game;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Malformed PGN: each error is a FormatException naming the game, the move and the token. */
class PgnReaderErrorTest {

    private static void assertError(String pgn, String expectedMessage) {
        assertThatThrownBy(() -> PgnReader.readAll(pgn))
                .isInstanceOf(FormatException.class)
                .hasMessage(expectedMessage);
    }

    @Test
    void illegalMoveNamesGameMoveSideTokenAndLine() {
        String pgn = """
                [Event "one"]
                1. e4 e5 *

                [Event "two"]
                1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O
                9. h3 Nb8 10. d4 Nbd7 11. Nbd2 Bb7 12. Bc2 Re8 13. Nf1 Bf8 14. Ng3 Nxe5 *
                """;
        assertThatThrownBy(() -> PgnReader.readAll(pgn))
                .isInstanceOf(FormatException.class)
                .hasMessage("game 2, move 14 (Black): illegal move 'Nxe5' in position "
                        + "r2qrbk1/1bpn1ppp/p2p1n2/1p2p3/3PP3/2P2NNP/PPB2PP1/R1BQR1K1 b - - 8 14; notations tried: san, uci "
                        + "(line 6, column 68)")
                .satisfies(e -> {
                    FormatException error = (FormatException) e;
                    assertThat(error.token()).isEqualTo("Nxe5");
                    assertThat(pgn.substring(error.index())).startsWith("Nxe5 *");
                });
    }

    @Test
    void aPartOfALargerInputNamesTheGameAndLineOfTheWhole() {
        PgnReader part = PgnReader.part(new StringReader("[Event \"x\"]\n\n1. e4 e5 2. Ke3 *\n"), true, 41, 700);
        assertThatThrownBy(part::next)
                .isInstanceOf(FormatException.class)
                .hasMessageStartingWith("game 42, move 2 (White): illegal move 'Ke3'")
                .hasMessageEndingWith("(line 702, column 13)");
        assertThat(part.gameNumber()).isEqualTo(42);
        assertThatThrownBy(() -> PgnReader.part(new StringReader(""), true, -1, 1))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void aGameLongerThanTheLimitIsRefusedAtTheFirstMoveBeyondItAndTheNextGameIsRead() throws FormatException {
        String longGame = "[Event \"long\"]\n\n" + "Nf3 Nf6 Ng1 Ng8 ".repeat(3) + "*\n\n";
        PgnReader reader = new PgnReader(new StringReader(longGame + "[Event \"short\"]\n\n1. e4 e5 *\n"), false)
                .maxPlies(10);
        assertThatThrownBy(reader::next)
                .isInstanceOf(FormatException.class)
                .hasMessageStartingWith("game 1, move 6 (White): the game is longer than 10 plies");
        Game next = reader.next();
        assertThat(next.tag("Event")).isEqualTo("short");
        assertThat(next.ply()).isEqualTo(2);
        PgnReader exact = new PgnReader(new StringReader("1. e4 e5 *"), false).maxPlies(2);
        assertThat(exact.next().ply()).isEqualTo(2);
        assertThatThrownBy(() -> new PgnReader(new StringReader("")).maxPlies(0))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void ambiguousMoveListsItsReadings() {
        assertError("1. e4 e5 2. Nc3 Nc6 3. Ne2 *",
                "game 1, move 3 (White): ambiguous move 'Ne2': it could be Nge2 or Nce2; notations tried: san, uci "
                + "(line 1, column 24)");
    }

    @Test
    void illegalMoveInsideAVariationSaysSo() {
        assertError("1. e4 e5 (1... Nf6 2. Nf6) *", "game 1, move 2 (White), in a variation: illegal move 'Nf6' in "
                + "position rnbqkb1r/pppppppp/5n2/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 1 2; notations tried: san, uci "
                + "(line 1, column 23)");
    }

    @Test
    void skippedVariationsAreNotChecked() throws FormatException {
        assertThat(PgnReader.readAll("1. e4 e5 (1... Nf6 2. Nf6) *", false).get(0).ply()).isEqualTo(2);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', quoteCharacter = '`', value = {
        "1. e4 xyz *            | game 1, move 1 (Black): 'xyz' is not a SAN move (expected e.g. e4, Nf3, exd5, e8=Q, O-O, Q@b2); notations tried: san, uci (line 1, column 7)",
        "1. e4 {never closed    | game 1, move 1 (Black): comment '{' is never closed (line 1, column 7)",
        "1. e4 (1. d4 d5        | game 1, move 2 (White), in a variation: the input ends inside a variation (line 1, column 16)",
        "1. e4 ) *              | game 1, move 1 (Black): ')' closes no variation (line 1, column 7)",
        "( 1. e4 ) *            | game 1, move 1 (White): a variation must follow the move it replaces (line 1, column 1)",
        "1. e4 (1. d4 1-0) *    | game 1, move 1 (Black), in a variation: result '1-0' inside a variation (line 1, column 14)",
        "$1 1. e4 *             | game 1, move 1 (White): NAG '$1' before any move (line 1, column 1)",
        "1. e4 $256 *           | game 1, move 1 (Black): NAG '$256' is not $0 to $255 (line 1, column 7)",
        "1. e4 $ *              | game 1, move 1 (Black): NAG '$' is not $0 to $255 (line 1, column 7)",
        "1. e4!!! *             | game 1, move 1 (White): unknown annotation '!!!' (known: ! ? !! ?? !? ?!) (line 1, column 4)",
        "!? 1. e4 *             | game 1, move 1 (White): annotation '!?' before any move (line 1, column 1)",
        "1. e4 ] *              | game 1, move 1 (Black): unexpected ']' in the moves (line 1, column 7)",
        "1. e4 (1. d4 [Event | game 1, move 1 (Black), in a variation: a variation is not closed before the next tags (line 1, column 14)",
    })
    void movetextErrorsNameMoveAndPlace(String pgn, String message) {
        assertError(pgn, message);
    }

    @Test
    void quotedStringInTheMovesIsRejected() {
        assertError("1. e4 \"string\" *", "game 1, move 1 (Black): unexpected \"string\" in the moves (line 1, column 7)");
    }

    @Test
    void variationOpeningAVariationIsRejected() {
        assertError("1. e4 (( 1. d4)) *",
                "game 1, move 1 (White), in a variation: a variation must follow the move it replaces (line 1, column 8)");
    }

    @Test
    void unclosedSkippedVariationIsStillAnError() {
        assertThatThrownBy(() -> PgnReader.readAll("1. e4 (1. d4 (1. c4) *", false))
                .isInstanceOf(FormatException.class)
                .hasMessage("game 1, move 1 (Black): the variation opened here is never closed (line 1, column 7)");
    }

    @Test
    void tagErrorsNameTheTag() {
        assertError("[Event]\n1. e4 *", "game 1: tag Event needs a quoted value, found ']' (line 1, column 7)");
        assertError("[Event \"x\n1. e4 *", "game 1: the value of tag Event has no closing '\"' on its line (line 1, column 8)");
        assertError("[Event \"x\" \n1. e4 *",
                "game 1: tag Event opened at line 1, column 1 needs ']', found '1.' (line 2, column 1)");
        assertError("[Event \"x\"]\n[Event \"y\"]\n1. e4 *", "game 1: tag Event appears twice (line 2, column 2)");
        assertError("[\"x\"]\n*", "game 1: expected a tag name (letters, digits, '_') after '[', found \"x\" (line 1, column 2)");
        assertError("[Ev-ent \"x\"]\n*", "game 1: expected a tag name (letters, digits, '_') after '[', found 'Ev-ent' (line 1, column 2)");
    }

    @Test
    void setUpTagErrorsNameTheTag() {
        assertError("[Variant \"nosuch\"]\n1. e4 *", "game 1: Variant tag: unknown variant 'nosuch'; valid variants: " + org.heterodox.rules.Variants.names());
        assertError("[FEN \"8/8/8/8/8/8/8/8 w - - 0 1\"]\n*",
                "game 1: FEN tag: FEN is illegal: there is no white king in the placement field");
        assertError("[SetUp \"1\"]\n*", "game 1: SetUp \"1\" announces a FEN tag, but there is none");
        assertError("[SetUp \"0\"]\n[FEN \"4k3/8/8/8/8/8/8/4K3 w - - 0 1\"]\n*", "game 1: SetUp \"0\" contradicts the FEN tag");
        assertError("[SetUp \"yes\"]\n*", "game 1: SetUp tag must be \"0\" or \"1\", found \"yes\"");
    }

    @Test
    void resultErrorsNameBothResults() {
        assertError("[Result \"win\"]\n*", "game 1: Result tag \"win\" is not 1-0, 0-1, 1/2-1/2 or *");
        assertError("[Result \"1-0\"]\n1. e4 0-1", "game 1: the result 0-1 after the moves differs from the Result tag \"1-0\"");
        assertError("1. f3 e5 2. g4 Qh4# 1-0",
                "game 1: the result 1-0 contradicts the final position, which is 0-1 (checkmate)");
    }

    @Test
    void readOneWantsExactlyOneGame() {
        assertThatThrownBy(() -> PgnReader.readOne("1. e4 * 1. d4 *")).isInstanceOf(FormatException.class)
                .hasMessage("expected one game in the PGN text, found 2");
        assertThatThrownBy(() -> PgnReader.readOne("   ")).isInstanceOf(FormatException.class)
                .hasMessage("expected one game in the PGN text, found 0");
    }

    @Test
    void readingContinuesWithTheNextGameAfterAnError() throws FormatException {
        PgnReader reader = new PgnReader(new StringReader("""
                1. e4 e5 *
                [Event "bad move"]
                1. e5 *
                [Event "bad tag
                [Site "y"]
                1. d4 *
                [Event "last"]
                1. c4 (1. Nf3 ( *
                1. b4 *
                """));
        assertThat(reader.next().ply()).isEqualTo(2);
        assertThatThrownBy(reader::next).hasMessageStartingWith("game 2, move 1 (White): illegal move 'e5'");
        assertThatThrownBy(reader::next).hasMessageStartingWith("game 3: the value of tag Event has no closing");
        assertThatThrownBy(reader::next).hasMessageStartingWith("game 4, move 1 (White), in a variation: result '*' inside a variation");
        Game last = reader.next();
        assertThat(reader.gameNumber()).isEqualTo(5);
        assertThat(last.ply()).isEqualTo(1);
        assertThat(reader.next()).isNull();
        assertThat(reader.next()).isNull();
    }
}
