package org.heterodox.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code heterodox pairings}: the next round of a TRF16 report, by the Dutch system or the Berger tables. */
class PairingsCommandTest {
    @TempDir
    Path dir;

    private Path resource(String name) throws IOException {
        Path file = dir.resolve(name);
        try (InputStream in = PairingsCommandTest.class.getResourceAsStream("/pairings/" + name)) {
            Files.write(file, in.readAllBytes());
        }
        return file;
    }

    /** A report of 14 players after three rounds, made by bbpPairings' generator (XXR 7). */
    @Test
    void dutchPairsTheNextRoundAsBbpPairingsDoes() throws IOException {
        CliRun run = CliRun.of("pairings", "--system", "dutch", "--trf", resource("swiss-after-round-3.trf").toString());
        assertThat(run.exitCode()).as(run.err()).isZero();
        // bbpPairings pairs round 4 of this report: 4-1 8-3 2-5 10-7 9-11 6-12 14-13.
        assertThat(run.out()).startsWith("Round 4 (FIDE Dutch system)");
        assertThat(run.lines()).hasSize(8);
        assertThat(run.out()).contains("4 Test0004 Player0004  -  1 Test0001 Player0001")
                .contains("14 Test0014 Player0014  -  13 Test0013 Player0013");
    }

    @Test
    void bergerPairsTheNextRoundByTheTables() throws IOException {
        Path file = dir.resolve("rr.trf");
        Files.writeString(file, "012 Round robin\n"
                + "001    1      Anna                              2000                             1.0    1     5 w 1\n"
                + "001    2      Bruno                             1900                             1.0    2     4 w 1\n"
                + "001    3      Carla                             1800                             0.0    3  0000 - Z\n"
                + "001    4      Dario                             1700                             0.0    4     2 b 0\n"
                + "001    5      Elena                             1600                             0.0    5     1 b 0\n");
        CliRun run = CliRun.of("pairings", "--system", "berger", "--trf", file.toString());
        assertThat(run.exitCode()).as(run.err()).isZero();
        // FIDE's table for 5-6 players, round 2: 6-4, 5-3, 1-2 (6 = the bye).
        assertThat(run.lines()).containsExactly("Round 2 (FIDE Berger tables)", "  1  5 Elena  -  3 Carla",
                "  2  1 Anna  -  2 Bruno", "bye  4 Dario");
    }

    @Test
    void badInputIsAClearError() throws IOException {
        CliRun missing = CliRun.of("pairings", "--system", "dutch", "--trf", dir.resolve("none.trf").toString());
        assertThat(missing.exitCode()).isEqualTo(1);
        assertThat(missing.err()).contains("no such TRF file");
        Path broken = dir.resolve("broken.trf");
        Files.writeString(broken, "001    1      Anna                              2000                             1.0    1     9 w 1\n");
        CliRun bad = CliRun.of("pairings", "--system", "dutch", "--trf", broken.toString(), "--rounds", "5");
        assertThat(bad.exitCode()).isEqualTo(1);
        assertThat(bad.err()).contains("TRF line 1").contains("opponent 9");
        CliRun system = CliRun.of("pairings", "--system", "monrad", "--trf", broken.toString());
        assertThat(system.exitCode()).isEqualTo(2);
    }
}
