package org.heterodox.match;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import org.heterodox.rules.Result;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * An engine that crashes, hangs, runs out of time, answers an illegal or unreadable move, or never
 * starts loses each game with a clear termination, and the match goes on (the engine is restarted).
 */
class MatchFailureTest {
    @TempDir
    Path dir;

    private static String fakeCommand(String mode) {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        return "cmd=" + java + " -cp " + System.getProperty("java.class.path") + " " + FakeUciEngine.class.getName() + " " + mode;
    }

    private List<GameRecord> play(String mode, String... limits) {
        List<String> args = new ArrayList<>(List.of("-engine", fakeCommand(mode), "name=fake"));
        args.addAll(List.of(limits));
        args.addAll(List.of("-engine", "builtin=random", "-games", "2", "-maxmoves", "30", "-hangtimeout", "1",
                "-pgnout", dir.resolve("games.pgn").toString()));
        List<String> progress = new ArrayList<>();
        List<GameRecord> games = new Match(MatchArguments.parse(args), progress::add).run();
        assertThat(progress).anyMatch(l -> l.startsWith("Score of fake vs random: 0 - 2 - 0"));
        return games;
    }

    private void assertFakeLostBoth(List<GameRecord> games, String termination, String text) throws Exception {
        assertThat(games).hasSize(2);
        for (GameRecord g : games) {
            int fakeSide = g.white() == 0 ? 0 : 1;
            assertThat(g.result()).isEqualTo(Result.loss(fakeSide));
            assertThat(g.termination()).contains(text);
        }
        String pgn = Files.readString(dir.resolve("games.pgn"));
        assertThat(pgn.split("\\[Termination \"" + termination + "\"]", -1)).hasSize(3);
    }

    @Test
    void illegalMoveLosesTheGame() throws Exception {
        assertFakeLostBoth(play("illegal", "depth=1"), "illegal move", "makes an illegal move: a1a1");
    }

    @Test
    void unreadableMoveLosesAsIllegal() throws Exception {
        assertFakeLostBoth(play("garbage", "depth=1"), "illegal move", "makes an illegal move: hello");
    }

    @Test
    void crashLosesAndTheEngineIsRestartedForTheNextGame() throws Exception {
        assertFakeLostBoth(play("crash", "depth=1"), "aborted", "disconnects");
    }

    @Test
    void hangWithoutClockLosesAsStalled() throws Exception {
        assertFakeLostBoth(play("hang", "depth=1"), "stalled connection", "connection stalls");
    }

    @Test
    void hangOnTheClockLosesOnTime() throws Exception {
        assertFakeLostBoth(play("hang", "tc=0.3"), "time forfeit", "loses on time");
    }

    @Test
    void anEngineThatNeverStartsLosesEveryGame() throws Exception {
        List<String> args = List.of("-engine", fakeCommand("silent"), "name=fake", "depth=1", "-engine", "builtin=random",
                "-games", "2");
        MatchConfig config = MatchArguments.parse(args);
        // A short handshake limit keeps the test quick.
        MatchConfig quick = new MatchConfig(config.variant(), config.engines(), 2, 1, 1, config.openings(), 2,
                config.adjudication(), dir.resolve("games.pgn"), null, "t", 1000, 300, 1);
        List<GameRecord> games = new Match(quick, l -> { }).run();
        assertFakeLostBoth(games, "stalled connection", "connection stalls");
    }

    @Test
    void aProgramThatDoesNotExistLosesEveryGame() {
        List<String> args = List.of("-engine", "cmd=/nonexistent/engine", "name=ghost", "depth=1", "-engine",
                "builtin=random", "-games", "2");
        List<GameRecord> games = new Match(MatchArguments.parse(args), l -> { }).run();
        assertThat(games).hasSize(2).allMatch(g -> g.pointsOf(0) == 0 && g.termination().contains("disconnects"));
    }

    @Test
    void aGameCutOffByStoppingTheMatchIsLeftOutNotScored() throws Exception {
        List<String> args = List.of("-engine", fakeCommand("hang"), "name=fake", "depth=1", "-engine", "builtin=random",
                "-games", "2", "-hangtimeout", "60", "-pgnout", dir.resolve("games.pgn").toString());
        List<String> progress = new CopyOnWriteArrayList<>();
        Match match = new Match(MatchArguments.parse(args), progress::add);
        CompletableFuture<List<GameRecord>> run = CompletableFuture.supplyAsync(match::run);
        long deadline = System.nanoTime() + 30_000_000_000L;
        while (progress.stream().noneMatch(l -> l.startsWith("Started game 1 ")) && System.nanoTime() < deadline) {
            Thread.sleep(20);
        }
        Thread.sleep(300); // the fake engine, White in game 1, is now "thinking" for ever
        match.abort(); // what the shutdown hook does when the match is stopped (Ctrl-C, kill)

        List<GameRecord> games = run.get(30, TimeUnit.SECONDS);
        assertThat(games).isEmpty();
        assertThat(progress).contains("Game 1 left out: the match was stopped before it ended");
        assertThat(progress).noneMatch(l -> l.startsWith("Finished game"));
        assertThat(dir.resolve("games.pgn")).doesNotExist();
    }
}
