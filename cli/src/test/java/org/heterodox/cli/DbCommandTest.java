package org.heterodox.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.heterodox.rules.format.PgnReader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code heterodox db}: import, search, explore, export and bench on an H2 database, and the refusals. */
class DbCommandTest {
    @TempDir
    Path dir;

    static final String PGN = """
            [Event "Club"]
            [Date "2024.03.01"]
            [White "Anna"]
            [Black "Boris"]
            [WhiteElo "1800"]
            [Result "1-0"]
            [Variant "unachess"]

            1. K@e1 K@e8 2. Q@d1 Q@d8 3. Qd1d7 1-0

            [Event "Club"]
            [White "Boris"]
            [Black "Anna"]
            [Result "0-1"]
            [Variant "unachess"]

            1. K@e1 K@e8 2. R@a1 Q@d8 3. Ke1e2 0-1

            [Event "Club"]
            [White "Carl"]
            [Black "Anna"]
            [Result "*"]
            [Variant "unachess"]

            1. K@e1 K@e1 *
            """;

    private String[] at(String... args) {
        String[] all = new String[args.length + 2];
        System.arraycopy(args, 0, all, 0, args.length);
        all[args.length] = "--data";
        all[args.length + 1] = dir.resolve("data").toString();
        return all;
    }

    @Test
    void importsSearchesExploresAndExports() throws Exception {
        Path games = dir.resolve("games.pgn");
        Files.writeString(games, PGN);
        CliRun imported = CliRun.of(at("db", "import", games.toString()));
        assertThat(imported.exitCode()).as("a rejected game makes the status 1").isEqualTo(1);
        assertThat(imported.out()).contains("rejected: game 3, move 1 (Black): illegal move 'K@e1'")
                .contains("3 games read, 2 imported (12 positions), 0 duplicates, 1 rejected")
                .as("the H2 file is compacted after an import; the searches below read it").contains("compacted");
        CliRun again = CliRun.of(at("db", "import", "--quiet", "--no-compact", games.toString()));
        assertThat(again.out()).contains("2 duplicates").doesNotContain("rejected: game").doesNotContain("compacted");

        CliRun byPosition = CliRun.of(at("db", "search", "--variant", "unachess", "--moves", "K@e1 K@e8"));
        assertThat(byPosition.exitCode()).as(byPosition.err()).isZero();
        assertThat(byPosition.out()).startsWith("2 games").contains("Boris - Anna").contains("at ply 2: R@a1")
                .contains("Anna - Boris").contains("at ply 2: Q@d1");
        CliRun byName = CliRun.of(at("db", "search", "--white", "ann", "--result", "1-0"));
        assertThat(byName.out()).startsWith("1 games").contains("#1 ");

        CliRun explore = CliRun.of(at("db", "explore", "--variant", "unachess", "--moves", "K@e1 K@e8"));
        assertThat(explore.exitCode()).as(explore.err()).isZero();
        assertThat(explore.out()).contains("2 games reached").containsPattern("Q@d1\\s+1\\s+100.0%\\s+0.0%\\s+0.0%\\s+1800")
                .containsPattern("R@a1\\s+1\\s+0.0%\\s+0.0%\\s+100.0%\\s+-");

        Path out = dir.resolve("out.pgn");
        CliRun export = CliRun.of(at("db", "export", "--player", "boris", "--out", out.toString()));
        assertThat(export.out()).contains("Wrote 2 games");
        assertThat(PgnReader.readAll(Files.readString(out))).hasSize(2);

        CliRun bench = CliRun.of(at("db", "bench", "--queries", "50"));
        assertThat(bench.exitCode()).as(bench.err()).isZero();
        assertThat(bench.out()).containsPattern("50 position searches over 2 games: p50 [0-9.]+ ms, p95");
    }

    @Test
    void badInputIsNamed() throws Exception {
        assertThat(CliRun.of(at("db", "import", dir.resolve("none.pgn").toString())).err()).contains("no such file");
        CliRun fen = CliRun.of(at("db", "search", "--variant", "alice", "--fen", "8/8 w"));
        assertThat(fen.exitCode()).isEqualTo(1);
        CliRun result = CliRun.of(at("db", "search", "--result", "2-0"));
        assertThat(result.exitCode()).isEqualTo(1);
        assertThat(result.err()).contains("--result must be");
        CliRun empty = CliRun.of(at("db", "bench"));
        assertThat(empty.exitCode()).isEqualTo(1);
        assertThat(empty.err()).contains("no games");
        Path exists = dir.resolve("x.pgn");
        Files.writeString(exists, "");
        assertThat(CliRun.of(at("db", "export", "--out", exists.toString())).err()).contains("exists");
    }
}
