package org.heterodox.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.heterodox.rules.MoveList;
import org.heterodox.rules.Position;
import org.heterodox.rules.Result;
import org.heterodox.rules.Variant;
import org.heterodox.rules.Variants;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A real protocol peer: Debian's PolyGlot (a UCI-to-XBoard adapter) drives {@code heterodox uci}
 * from the shaded jar, and this test talks XBoard to PolyGlot. Failsafe runs it in the cli module's
 * integration-test phase (the jar exists then), after the build's one Debian package step
 * ({@code .ci/install-debian-packages polyglot}) has installed PolyGlot if it was missing and the
 * build runs as root; without PolyGlot the test is skipped with the reason.
 */
class PolyglotIT {
    private static final long ANSWER_MS = 60_000;
    private static Path polyglot;

    @TempDir
    Path dir;
    private Process process;
    private Writer in;
    private final BlockingQueue<String> out = new LinkedBlockingQueue<>();

    @BeforeAll
    static void findPolyglot() {
        polyglot = installed();
        assumeTrue(polyglot != null, "PolyGlot is not installed (Debian package 'polyglot'; the build installs it with"
                + " .ci/install-debian-packages when it runs as root): the PolyGlot peer test is skipped");
    }

    private static Path installed() {
        for (String candidate : List.of("/usr/games/polyglot", "/usr/bin/polyglot")) {
            if (Files.isExecutable(Path.of(candidate))) {
                return Path.of(candidate);
            }
        }
        return null;
    }

    private void start() throws IOException {
        String jar = System.getProperty("heterodox.jar", "target/heterodox.jar");
        assertThat(Path.of(jar)).as("the shaded jar (mvn package)").exists();
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Path ini = dir.resolve("heterodox.ini");
        Files.writeString(ini, String.join("\n",
                "[PolyGlot]",
                "EngineName = Heterodox",
                "EngineCommand = " + java + " -jar " + Path.of(jar).toAbsolutePath() + " uci",
                "EngineDir = " + dir,
                "Log = true",
                "LogFile = " + dir.resolve("polyglot.log"),
                "Book = false",
                "[Engine]",
                "Hash = 4",
                ""), StandardCharsets.UTF_8);
        process = new ProcessBuilder(polyglot.toString(), ini.toString()).directory(dir.toFile())
                .redirectErrorStream(true).start();
        in = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
        Thread reader = new Thread(() -> {
            try (BufferedReader r = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
                String line;
                while ((line = r.readLine()) != null) {
                    out.add(line);
                }
            } catch (IOException e) {
                // The process ended.
            }
        }, "polyglot-output");
        reader.setDaemon(true);
        reader.start();
    }

    @AfterEach
    void stop() throws Exception {
        if (process != null) {
            send("quit");
            if (!process.waitFor(5, TimeUnit.SECONDS)) {
                process.descendants().forEach(ProcessHandle::destroyForcibly);
                process.destroyForcibly();
            }
        }
    }

    private void send(String line) throws IOException {
        in.write(line + "\n");
        in.flush();
    }

    /** The next line starting with {@code prefix}, or a failure naming what was awaited. */
    private String await(String prefix) throws Exception {
        long deadline = System.nanoTime() + ANSWER_MS * 1_000_000L;
        while (true) {
            String line = out.poll(Math.max(1, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
            if (line == null) {
                throw new AssertionError("PolyGlot sent no '" + prefix + "' line within " + ANSWER_MS + " ms; log: "
                        + (Files.exists(dir.resolve("polyglot.log")) ? Files.readString(dir.resolve("polyglot.log")) : "none"));
            }
            if (line.startsWith(prefix)) {
                return line;
            }
        }
    }

    @Test
    void polyglotDrivesOurUciEngineThroughAWholeGame() throws Exception {
        start();
        send("xboard");
        send("protover 2");
        assertThat(await("feature myname=")).isEqualTo("feature myname=\"Heterodox\"");
        await("feature done=1");
        send("new");
        send("sd 2");
        send("post");
        Variant chess = Variants.of("chess");
        Position position = chess.startPosition();
        Random random = new Random(11);
        MoveList legal = new MoveList();
        int plies = 0;
        boolean thinkingSeen = false;
        // We play White at random; the engine (Black, through PolyGlot) must answer every move legally.
        while (!position.outcome().isOver() && plies < 300) {
            position.generate(legal);
            int ours = legal.get(random.nextInt(legal.size()));
            send("usermove " + chess.machineNotation().format(position, ours));
            position.make(ours);
            plies++;
            if (position.outcome().isOver()) {
                break;
            }
            String line;
            do {
                line = await("");
                thinkingSeen |= line.matches("\\d+ -?\\d+ \\d+ \\d+ .*");
            } while (!line.startsWith("move "));
            int reply = chess.machineNotation().parse(position, line.substring(5).trim());
            position.generate(legal);
            assertThat(legal.contains(reply)).as("legal reply " + line).isTrue();
            position.make(reply);
            plies++;
        }
        assertThat(position.outcome().isOver()).as("the game ends within 300 plies").isTrue();
        assertThat(plies).as("a game of some length, not a quick blunder").isGreaterThan(10);
        assertThat(position.outcome().result()).as("the engine does not lose to a random mover").isNotEqualTo(Result.FIRST_WINS);
        assertThat(thinkingSeen).as("PolyGlot passes the engine's thinking on").isTrue();
        send("ping 5");
        await("pong 5");
    }
}
