package org.heterodox.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code heterodox puzzles}: puzzles found in a game with a blunder, loaded once into the database; and the refusals. */
class PuzzlesCommandTest {
    @TempDir
    Path dir;

    // Black's queen walks into the rook's file on move 4: from ply 8 on, Rxd6 is the one winning move.
    static final String GAME = """
            [Event "Blunder"]
            [SetUp "1"]
            [FEN "4k3/2q5/8/8/8/8/3R4/4K3 w - - 0 1"]
            [Result "1-0"]

            1. Kf1 Kf8 2. Ke1 Ke8 3. Kf1 Kf8 4. Ke1 Qd6 5. Rxd6 1-0
            """;

    @Test
    void findsThePuzzleAndLoadsItOnce() throws Exception {
        Path pgn = dir.resolve("g.pgn");
        Files.writeString(pgn, GAME);
        Path out = dir.resolve("p.tsv");
        CliRun run = CliRun.of("puzzles", "generate", pgn.toString(), "--out", out.toString(), "--nodes", "5000",
                "--verify-nodes", "20000", "--threads", "1");
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).contains("Wrote 1 puzzles from 1 games");
        List<String> lines = Files.readAllLines(out).stream().filter(l -> !l.startsWith("#")).toList();
        assertThat(lines).singleElement().satisfies(line -> assertThat(line.split("\t"))
                .containsSubsequence("chess", "5k2/8/3q4/8/8/8/3R4/4K3 w - - 8 5", "d2d6").contains("material", "g.pgn game 1 ply 8"));
        String[] data = {"--data", dir.resolve("data").toString()};
        CliRun load = CliRun.of("puzzles", "load", out.toString(), data[0], data[1]);
        assertThat(load.out()).contains(": 1 new puzzles");
        assertThat(CliRun.of("puzzles", "load", out.toString(), data[0], data[1]).out()).contains(": 0 new puzzles");
    }

    @Test
    void badInputIsNamed() throws Exception {
        assertThat(CliRun.of("puzzles", "generate", "--out", dir.resolve("x.tsv").toString()).err())
                .contains("name PGN files, or --from-db");
        Path bad = dir.resolve("bad.tsv");
        Files.writeString(bad, "chess\tnot a fen\te2e4\te2e4\tmaterial\tx\n");
        CliRun load = CliRun.of("puzzles", "load", bad.toString(), "--data", dir.resolve("data").toString());
        assertThat(load.exitCode()).isEqualTo(1);
        assertThat(load.err()).contains("bad.tsv line 1: ");
        Path exists = dir.resolve("exists.tsv");
        Files.writeString(exists, "");
        assertThat(CliRun.of("puzzles", "generate", bad.toString(), "--out", exists.toString()).err()).contains("exists");
    }
}
