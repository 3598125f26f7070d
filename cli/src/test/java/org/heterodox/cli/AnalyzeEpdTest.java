package org.heterodox.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code heterodox analyze --epd}: a test suite of EPD positions, each best move checked against bm and am. */
class AnalyzeEpdTest {
    @TempDir
    Path dir;

    @Test
    void everyPositionIsAnalysedAndChecked() throws Exception {
        Path suite = dir.resolve("suite.epd");
        Files.writeString(suite, """
                4k3/8/4K3/8/8/8/8/R7 w - - bm Ra8#; id "mate in one";
                4k3/8/4K3/8/8/8/8/R7 w - - am Ra8#; id "a test the engine must fail";
                4k3/8/8/8/8/8/8/4K3 w - - id "no verdict asked";
                """);
        CliRun run = CliRun.of("analyze", "--epd", suite.toString(), "--depth", "3");
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.lines()).hasSize(4);
        assertThat(run.lines()[0]).startsWith("mate in one: Ra8#").endsWith("ok");
        assertThat(run.lines()[1]).startsWith("a test the engine must fail: Ra8#").contains("FAIL (am Ra8#)");
        assertThat(run.lines()[2]).startsWith("no verdict asked: ").doesNotContain("ok").doesNotContain("FAIL");
        assertThat(run.lastLine()).isEqualTo("solved 1 of 2");
    }

    @Test
    void aShogiSuiteReadsSfenAndUsiMoves() throws Exception {
        Path suite = dir.resolve("shogi.epd");
        // Sente drops a gold for mate (in hand G): 4k4 on the top rank, Sente's king far away.
        Files.writeString(suite, "4k4/9/4P4/9/9/9/9/9/4K4 b G bm G*5b; id tsume1;\n");
        CliRun run = CliRun.of("analyze", "--variant", "shogi", "--epd", suite.toString(), "--depth", "3");
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.lastLine()).isEqualTo("solved 1 of 1");
    }

    @Test
    void badInputIsOneLine() throws Exception {
        Path broken = dir.resolve("broken.epd");
        Files.writeString(broken, "4k3/8/4K3/8/8/8/8/R7 w - - bm Rb9;\n");
        CliRun bad = CliRun.of("analyze", "--epd", broken.toString(), "--depth", "2");
        assertThat(bad.exitCode()).isEqualTo(1);
        assertThat(bad.err()).contains("EPD line 1").contains("bm Rb9");
        CliRun missing = CliRun.of("analyze", "--epd", dir.resolve("none.epd").toString());
        assertThat(missing.exitCode()).isEqualTo(1);
        assertThat(missing.err()).contains("no such EPD file");
        CliRun both = CliRun.of("analyze", "--epd", broken.toString(), "--fen", "8/8/8/8/8/8/8/8 w - - 0 1");
        assertThat(both.exitCode()).isEqualTo(1);
        assertThat(both.err()).contains("leave out --fen");
    }
}
