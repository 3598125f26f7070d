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

    /** A finished report of 15 players and 10 rounds, every round paired by bbpPairings. */
    @Test
    void checkFindsNothingInAReportPairedByTheRules() throws IOException {
        CliRun run = CliRun.of("pairings", "--check", "--trf", resource("finished-swiss.trf").toString());
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.lines()).containsExactly(
                "Check of AutoTest Tournament 1229927475: 10 rounds paired again by the FIDE Dutch system (C.04.3, 2025 rules)",
                "10 rounds: 10 agree, 0 differ; absolute criteria broken in no round of the report, no round of ours");
    }

    /** One round's line written as TRF16 columns: "OPPONENT COLOUR RESULT" per round ("0000 - Z" for none). */
    private static String line(int number, String... rounds) {
        StringBuilder line = new StringBuilder(String.format(java.util.Locale.ROOT,
                "001 %4d %1s%3s %-33s %4s %3s %11s %10s %4s %4s", number, "", "", "Player " + number, "2000", "", "",
                "", "", ""));
        for (String round : rounds) {
            String[] parts = round.split(" ");
            line.append(String.format(java.util.Locale.ROOT, "  %4s %s %s", parts[0], parts[1], parts[2]));
        }
        return line.toString().stripTrailing() + "\n";
    }

    @Test
    void checkListsRoundsThatDifferAndRoundsThatBreakACriterion() throws IOException {
        // round 1 as the rules pair it; round 2 repeats its games, and gives 1 White twice... and 3 Black twice
        Path file = dir.resolve("repeated.trf");
        Files.writeString(file, "012 Club Swiss\nXXR 3\n"
                + line(1, "3 w =", "3 w =") + line(2, "4 b =", "4 b =")
                + line(3, "1 b =", "1 b =") + line(4, "2 w =", "2 w ="));
        CliRun run = CliRun.of("pairings", "--check", "--trf", file.toString());
        assertThat(run.exitCode()).as(run.err()).isEqualTo(4);
        assertThat(run.lines()).containsExactly(
                "Check of Club Swiss: 2 rounds paired again by the FIDE Dutch system (C.04.3, 2025 rules)",
                "round 2: the report's pairing differs from ours",
                "  report: 1-3  4-2",
                "  ours:   2-1  3-4",
                "round 2: the report breaks an absolute criterion: players 1 and 3 meet a second time",
                "round 2: the report breaks an absolute criterion: players 4 and 2 meet a second time",
                "2 rounds: 1 agree, 1 differ; absolute criteria broken in 1 round of the report, no round of ours");
    }

    @Test
    void checkIsForSwissReports() throws IOException {
        CliRun berger = CliRun.of("pairings", "--check", "--system", "berger", "--trf",
                resource("finished-swiss.trf").toString());
        assertThat(berger.exitCode()).isEqualTo(1);
        assertThat(berger.err()).contains("--check checks Swiss");
        CliRun noSystem = CliRun.of("pairings", "--trf", resource("finished-swiss.trf").toString());
        assertThat(noSystem.exitCode()).isEqualTo(2);
        assertThat(noSystem.err()).contains("--system");
        Path empty = dir.resolve("empty.trf");
        Files.writeString(empty, "012 Nothing yet\n" + line(1) + line(2));
        CliRun nothing = CliRun.of("pairings", "--check", "--trf", empty.toString());
        assertThat(nothing.exitCode()).isEqualTo(1);
        assertThat(nothing.err()).contains("no rounds with results");
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
