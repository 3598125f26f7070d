package org.heterodox.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code heterodox puzzles suite}: one game's puzzles, checked by the rules, as an EPD suite the analyser solves. */
class PuzzlesSuiteCommandTest {
    @TempDir
    Path dir;

    static final String PUZZLES = String.join("\n",
            "# puzzles",
            "chess\t6k1/5ppp/8/8/8/8/r4PPP/1R4K1 w - - 0 1\tb1b8\tb1b8\tmateIn1\tg.pgn game 1 ply 20",
            "chess\t6k1/5ppp/8/8/8/8/5PPP/RR4K1 w - - 0 1\tb1b8\tb1b8\tmateIn1\tg.pgn game 2 ply 30",
            "uchess\t6k1/5ppp/8/8/8/8/r4PPP/1R4K1 w - - 0 1\tb1b8\tb1b8\tmateIn1\tu.pgn game 1 ply 20",
            "chess\t4k3/8/8/3q4/8/8/3R4/4K3 w - - 0 1\td2d5\td2d5 e8e7 e1e2\tmaterial\tg.pgn game 3 ply 9",
            "chess\t4k3/8/8/3q4/8/8/3R4/4K3 w - - 4 9\td2d5\td2d5\tmaterial\tg.pgn game 4 ply 16",
            "chess\t6k1/5ppp/8/8/8/8/r4PPP/1R5K w - - 0 1\tb1b7\tb1b7\tmateIn1\tg.pgn game 5 ply 20",
            "");

    @Test
    void writesTheCheckedPuzzlesAsASuiteTheAnalyserSolves() throws Exception {
        Path puzzles = dir.resolve("p.tsv");
        Files.writeString(puzzles, PUZZLES);
        Path epd = dir.resolve("chess.epd");
        CliRun run = CliRun.of("puzzles", "suite", puzzles.toString(), "--variant", "chess", "--out", epd.toString());
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).contains("Wrote 2 of 5 chess puzzles to " + epd);
        assertThat(run.err()).contains("left out 1: cooked: N moves force mate in N")
                .contains("left out 1: the move does not force mate in N");
        List<String> lines = Files.readAllLines(epd);
        assertThat(lines.get(0)).startsWith("# chess: 2 positions");
        assertThat(lines.subList(1, lines.size())).containsExactly(
                "6k1/5ppp/8/8/8/8/r4PPP/1R4K1 w - - bm Rb8#; dm 1; id chess.001; c0 \"g.pgn game 1 ply 20\"; pv Rb8#;",
                "4k3/8/8/3q4/8/8/3R4/4K3 w - - bm Rxd5; id chess.002; c0 \"g.pgn game 3 ply 9\"; pv Rxd5 Ke7 Ke2;");
        CliRun solve = CliRun.of("analyze", "--variant", "chess", "--epd", epd.toString(), "--depth", "4");
        assertThat(solve.out()).contains("chess.001: Rb8#").contains("solved 2 of 2");
    }

    @Test
    void countStopsAtTheFirstThatPass() throws Exception {
        Path puzzles = dir.resolve("p.tsv");
        Files.writeString(puzzles, PUZZLES);
        Path epd = dir.resolve("one.epd");
        CliRun run = CliRun.of("puzzles", "suite", puzzles.toString(), "--variant", "chess", "--count", "1", "--out", epd.toString());
        assertThat(run.out()).contains("Wrote 1 of 1 chess puzzles");
        assertThat(Files.readAllLines(epd)).hasSize(2);
    }

    @Test
    void badInputIsNamedAndNothingIsWritten() throws Exception {
        Path puzzles = dir.resolve("p.tsv");
        Files.writeString(puzzles, PUZZLES);
        Path out = dir.resolve("x.epd");
        assertThat(CliRun.of("puzzles", "suite", puzzles.toString(), "--variant", "nochess", "--out", out.toString()).err())
                .contains("nochess");
        assertThat(CliRun.of("puzzles", "suite", dir.resolve("none.tsv").toString(), "--variant", "chess", "--out",
                out.toString()).err()).contains("no such file");
        assertThat(CliRun.of("puzzles", "suite", puzzles.toString(), "--variant", "chess", "--count", "0", "--out",
                out.toString()).err()).contains("--count must be at least 1");
        Path bad = dir.resolve("bad.tsv");
        Files.writeString(bad, "chess\tnot a fen\te2e4\te2e4\tmaterial\tx\n");
        CliRun badRun = CliRun.of("puzzles", "suite", bad.toString(), "--variant", "chess", "--out", out.toString());
        assertThat(badRun.exitCode()).isEqualTo(1);
        assertThat(badRun.err()).contains("bad.tsv line 1: ");
        Files.writeString(bad, "chess\t4k3/8/8/3q4/8/8/3R4/4K3 w - - 0 1\te2e4\te2e4\tmaterial\tx\n");
        assertThat(CliRun.of("puzzles", "suite", bad.toString(), "--variant", "chess", "--out", out.toString()).err())
                .contains("bad.tsv line 1: ");
        assertThat(out).doesNotExist();
        Path exists = dir.resolve("exists.epd");
        Files.writeString(exists, "");
        assertThat(CliRun.of("puzzles", "suite", puzzles.toString(), "--variant", "chess", "--out", exists.toString()).err())
                .contains("exists");
    }
}
