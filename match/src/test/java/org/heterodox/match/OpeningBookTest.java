package org.heterodox.match;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.heterodox.rules.Variant;
import org.heterodox.rules.Variants;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class OpeningBookTest {
    @TempDir
    Path dir;

    private final Variant chess = variant("chess");

    private static Variant variant(String spec) {
        try {
            return Variants.of(spec);
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    @Test
    void epdLinesWithOperationsOrCountersAreRead() throws Exception {
        Path file = dir.resolve("o.epd");
        Files.writeString(file, "# comment\n"
                + "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - bm e5; id \"x\";\n\n"
                + "8/8/4k3/8/2K5/8/3P4/8 w - - 3 40\n");
        OpeningBook book = OpeningBook.read(chess, file, "epd", 0, false, 1);
        assertThat(book.size()).isEqualTo(2);
        assertThat(book.next().fen()).isEqualTo("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
        assertThat(book.next().fen()).isEqualTo("8/8/4k3/8/2K5/8/3P4/8 w - - 3 40");
        // A book shorter than the match starts over.
        assertThat(book.next().fen()).startsWith("rnbqkbnr/pppppppp/8/8/4P3");
    }

    @Test
    void aBadEpdLineIsNamed() throws Exception {
        Path file = dir.resolve("bad.epd");
        Files.writeString(file, "8/8/4k3/8/2K5/8/3P4/8 w - -\nnot a position\n");
        assertThatThrownBy(() -> OpeningBook.read(chess, file, "epd", 0, false, 1))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("line 2");
    }

    @Test
    void pgnGamesAreCutToThePlies() throws Exception {
        Path file = dir.resolve("o.pgn");
        Files.writeString(file, "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 *\n\n1. d4 d5 *\n");
        OpeningBook book = OpeningBook.read(chess, file, "pgn", 4, false, 1);
        assertThat(book.next()).isEqualTo(new Opening(null, List.of("e2e4", "e7e5", "g1f3", "b8c6")));
        assertThat(book.next()).isEqualTo(new Opening(null, List.of("d2d4", "d7d5")));
    }

    @Test
    void theShippedBalancedBookReads() {
        Path file = Path.of("..", "docs", "openings", "chess-balanced.pgn");
        OpeningBook book = OpeningBook.read(chess, file, "pgn", 0, true, 5);
        assertThat(book.size()).isEqualTo(32);
    }

    @Test
    void randomOpeningsAreLegalAndRepeatableBySeed() {
        OpeningBook a = OpeningBook.random(chess, 6, 42);
        OpeningBook b = OpeningBook.random(chess, 6, 42);
        for (int i = 0; i < 20; i++) {
            Opening o = a.next();
            assertThat(o.moves()).hasSize(6);
            assertThat(b.next()).isEqualTo(o);
        }
    }

    @Test
    void randomOpeningsPlayEveryGameFromItsStartPosition() throws Exception {
        for (org.heterodox.rules.GameDefinition definition : Variants.all()) {
            Variant variant = Variants.of(definition.name());
            OpeningBook book = OpeningBook.random(variant, 6, 7);
            for (int i = 0; i < 10; i++) {
                Opening opening = book.next();
                org.heterodox.rules.Game game = new org.heterodox.rules.Game(variant);
                for (String move : opening.moves()) {
                    game.play(move);
                }
                assertThat(game.ply()).as(variant.spec()).isEqualTo(6);
            }
        }
    }

    @Test
    void aMissingFileOrUnknownFormatIsAnError() {
        assertThatThrownBy(() -> OpeningBook.read(chess, dir.resolve("none.epd"), "epd", 0, false, 1))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("cannot read");
        assertThatThrownBy(() -> OpeningBook.read(chess, Path.of("..", "docs", "openings", "chess-balanced.pgn"), "xyz", 0,
                false, 1)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("epd or pgn");
    }
}
