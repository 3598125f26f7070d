package org.heterodox.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PgnCommandTest {
    static final String GAMES = """
            [Event "Fool"]
            [Result "0-1"]

            1. f3 e5 2. g4 {blunder} Qh4# 0-1

            [Event "Seed"]
            [Variant "U-Chess"]
            [Result "1/2-1/2"]

            1. P-K4 P-K4 2. P-Q4 P-Q4 3. N-K2 N-K2 4. N-Q2 N-Q2 1/2-1/2
            """;

    @TempDir
    Path dir;

    private Path write(String text) throws Exception {
        Path file = dir.resolve("games.pgn");
        Files.writeString(file, text);
        return file;
    }

    @Test
    void checkAcceptsGoodGamesOfSeveralVariants() throws Exception {
        CliRun run = CliRun.of("pgn", "check", "--verbose", write(GAMES).toString());
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).contains("game 2: ok, uchess, 8 plies, 1/2-1/2 (stalemate)")
                .contains("2 games: 2 ok, 0 with errors");
    }

    @Test
    void checkReportsTheFirstIllegalMoveWithGameMoveAndToken() throws Exception {
        CliRun run = CliRun.of("pgn", "check", write(GAMES + "\n[Event \"Bad\"]\n\n1. e4 e5 2. Ke3 *\n").toString());
        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.err()).contains("game 3, move 2 (White): illegal move 'Ke3'");
        assertThat(run.out()).contains("3 games: 2 ok, 1 with errors");
    }

    @Test
    void convertWritesUChessMovetextInLatin() throws Exception {
        CliRun run = CliRun.of("pgn", "convert", write(GAMES).toString(), "--to", "latin");
        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.err()).contains("unknown notation 'latin' for chess");
        assertThat(run.out()).contains("1. P4R P4R 2. P4D P4D 3. C2R C2R 4. C2D C2D 1/2-1/2");
    }

    @Test
    void convertToUciKeepsCommentsAndResult() throws Exception {
        CliRun run = CliRun.of("pgn", "convert", write(GAMES).toString(), "--to", "uci");
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).contains("1. f2f3 e7e5 2. g2g4 {blunder}").contains("d8h4 0-1")
                .contains("[Variant \"uchess\"]").contains("[Termination \"stalemate\"]");
    }

    @Test
    void missingFileIsAClearError() {
        CliRun run = CliRun.of("pgn", "check", dir.resolve("none.pgn").toString());
        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.err()).contains("no such file");
    }

    @Test
    void anUnknownTargetNotationIsReportedOncePerGameKindNotForEveryGame() throws Exception {
        Path file = write(GAMES + "\n" + GAMES);
        CliRun run = CliRun.of("pgn", "convert", "--to", "xyz", file.toString());
        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.err().lines()).containsExactly(
                file + ": unknown notation 'xyz' for chess; available: san, uci",
                file + ": unknown notation 'xyz' for uchess; available: descriptive, latin, san, uci");
    }
}
