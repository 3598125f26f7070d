package org.heterodox.rules.format;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.io.StringReader;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.heterodox.rules.Game;
import org.heterodox.rules.MoveList;
import org.heterodox.rules.Position;
import org.heterodox.rules.Variant;
import org.heterodox.rules.chess.ChessVariant;
import org.heterodox.rules.chess.SanNotation;
import org.heterodox.rules.chess.UciNotation;
import org.junit.jupiter.api.Test;

/**
 * Thousands of seeded, mutated inputs for every parser of the orthodox core: each returns a value
 * or throws {@link FormatException}, never another exception, and never hangs. A value returned must
 * also be sound (a FEN that reads is a usable position; a parsed move is legal).
 */
class ParserFuzzTest {
    /** Generous: the guard is against hangs, not a speed check. */
    private static final Duration HANG_GUARD = Duration.ofMinutes(2);

    private final Variant chess = new ChessVariant();

    private static final String FEN_ALPHABET = "pnbrqkPNBRQK0123456789/ wb-KQkqabcdefgh[]|@*";
    private static final String[] FENS = {
        ChessVariant.START_FEN,
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        "4k3/8/8/8/8/8/8/4K3 b - - 99 140",
    };



    @Test
    void fenReaderReturnsAUsablePositionOrFormatException() {
        assertTimeoutPreemptively(HANG_GUARD, () -> {
            Random random = new Random(11);
            MoveList moves = new MoveList();
            int accepted = 0;
            for (int i = 0; i < 20_000; i++) {
                String fen = i % 10 == 0 ? TextMutations.randomText(FEN_ALPHABET, 60, random)
                        : TextMutations.mutate(FENS[random.nextInt(FENS.length)], FEN_ALPHABET, random);
                Position position;
                try {
                    position = chess.fromFen(fen);
                } catch (FormatException e) {
                    assertThat(e.getMessage()).isNotBlank();
                    continue;
                }
                accepted++;
                position.generate(moves);
                position.outcome();
                assertThat(chess.fromFen(position.toFen()).toFen()).as("rewritten %s", fen).isEqualTo(position.toFen());
                for (int m = 0; m < moves.size(); m++) {
                    position.make(moves.get(m));
                    position.unmake();
                }
            }
            assertThat(accepted).as("some mutations stay valid").isGreaterThan(100);
        });
    }

    /** Positions along a random game, to parse moves in. */
    private List<Position> positions(Random random, int count) throws FormatException {
        List<Position> out = new ArrayList<>();
        MoveList moves = new MoveList();
        Position position = chess.fromFen(FENS[1]);
        while (out.size() < count) {
            position.generate(moves);
            if (moves.isEmpty() || position.movesMade() > 80) {
                position = chess.fromFen(FENS[out.size() % FENS.length]);
                continue;
            }
            out.add(position.copy());
            position.make(moves.get(random.nextInt(moves.size())));
        }
        return out;
    }

    private void fuzzNotation(MoveNotation notation, String alphabet, long seed) throws FormatException {
        Random random = new Random(seed);
        List<Position> positions = positions(random, 200);
        MoveList legal = new MoveList();
        int parsed = 0;
        for (int i = 0; i < 20_000; i++) {
            Position position = positions.get(random.nextInt(positions.size()));
            position.generate(legal);
            String text;
            if (i % 3 == 0) {
                text = TextMutations.randomText(alphabet, 8, random);
            } else {
                int move = legal.get(random.nextInt(legal.size()));
                text = TextMutations.mutate(notation.format(position, move), alphabet, random);
            }
            String before = position.toFen();
            try {
                int move = notation.parse(position, text);
                assertThat(legal.contains(move)).as("'%s' parsed to a legal move of %s", text, before).isTrue();
                parsed++;
            } catch (FormatException e) {
                assertThat(e.getMessage()).isNotBlank();
            }
            assertThat(position.toFen()).isEqualTo(before);
        }
        assertThat(parsed).isGreaterThan(100);
    }

    @Test
    void sanParserReturnsALegalMoveOrFormatException() {
        assertTimeoutPreemptively(HANG_GUARD,
                () -> fuzzNotation(SanNotation.INSTANCE, "NBRQKPnbrqkpabcdefgh12345678x:=+#O0o-@*!?ep.() ", 21));
    }

    @Test
    void uciParserReturnsALegalMoveOrFormatException() {
        assertTimeoutPreemptively(HANG_GUARD,
                () -> fuzzNotation(UciNotation.INSTANCE, "abcdefgh12345678qrbnkQRBNK@* 90", 31));
    }

    private static final String PGN_ALPHABET = "[]{}();$%\"\\\n *!?.0123456789-/abcdefghNBRQKOx+#=e";

    private static String corpus() throws FormatException {
        String annotated = """
                [Event "Fuzz \\"seed\\""]
                [Site "?"]
                [Result "1-0"]

                {Start} 1. e4 e5 $1 {reply} (1... c5 2. Nf3 (2. c3 d5 (2... Nf6)) 2... d6) 2. Nf3!? Nc6
                3. Bb5 a6 ; rest of line
                4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O 1-0

                [SetUp "1"]
                [FEN "4k3/8/8/8/8/8/4P3/4K3 b - - 0 30"]

                30... Kd7 31. e4 {pushing} 31... Kc6 *
                % escaped line
                1. f3 e5 2. g4 Qh4# 0-1
                """;
        return annotated + new PgnWriter().withNotation("uci").writeAll(PgnReader.readAll(annotated));
    }

    @Test
    void pgnReaderReturnsGamesOrFormatExceptionAndAlwaysEnds() {
        assertTimeoutPreemptively(HANG_GUARD, () -> {
            String corpus = corpus();
            Random random = new Random(41);
            int gamesRead = 0;
            int errors = 0;
            for (int i = 0; i < 3_000; i++) {
                String text = i % 20 == 0 ? TextMutations.randomText(PGN_ALPHABET, 200, random) : TextMutations.mutate(corpus, PGN_ALPHABET, random);
                PgnReader reader = new PgnReader(new StringReader(text), random.nextBoolean());
                // Each call consumes at least one token, so a game count above the length means a loop.
                for (int calls = 0; calls <= text.length() + 1; calls++) {
                    Game game;
                    try {
                        game = reader.next();
                    } catch (FormatException e) {
                        assertThat(e.getMessage()).startsWith("game " + reader.gameNumber());
                        errors++;
                        continue;
                    }
                    if (game == null) {
                        break;
                    }
                    gamesRead++;
                    String written = new PgnWriter().write(game);
                    assertThat(PgnReader.readOne(written).moves()).as("rewritten game of %s", text).isEqualTo(game.moves());
                    assertThat(calls).isLessThan(text.length() + 1);
                }
            }
            assertThat(gamesRead).isGreaterThan(1000);
            assertThat(errors).isGreaterThan(1000);
        });
    }

    @Test
    void longRunsOfSignsDoNotStallTheParsers() {
        // Suffix stripping once used regexes that backtrack quadratically on such runs.
        assertTimeoutPreemptively(HANG_GUARD, () -> {
            Position start = chess.startPosition();
            String signs = "e4" + "+".repeat(200_000) + "x";
            assertThat(catchThrowable(() -> SanNotation.INSTANCE.parse(start, signs))).isInstanceOf(FormatException.class);
            String glyphs = "1. e" + "!".repeat(200_000) + "x *";
            assertThat(catchThrowable(() -> PgnReader.readAll(glyphs))).isInstanceOf(FormatException.class);
            assertThat(PgnReader.readOne("1. e4" + "+".repeat(100) + " *").ply()).isEqualTo(1);
        });
    }

    @Test
    void deeplyNestedVariationsAreRefusedNotOverflowed() {
        assertTimeoutPreemptively(HANG_GUARD, () -> {
            String deep = "1. e4 " + "(1. d4 ".repeat(5000) + ")".repeat(5000) + " *";
            assertThat(catchThrowable(() -> PgnReader.readAll(deep)))
                    .isInstanceOf(FormatException.class)
                    .hasMessageContaining("variations nest deeper than " + PgnReader.MAX_VARIATION_DEPTH);
            assertThat(PgnReader.readAll(deep, false).get(0).ply()).isEqualTo(1);
            String open = "1. e4 " + "(".repeat(100_000);
            assertThat(catchThrowable(() -> PgnReader.readAll(open)))
                    .isInstanceOf(FormatException.class);
        });
    }
}
