package org.heterodox.webengine;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.heterodox.engine.Bench;
import org.heterodox.engine.Engine;
import org.heterodox.engine.protocol.UciProtocol;
import org.heterodox.rules.GameDefinition;
import org.heterodox.rules.Variants;
import org.junit.jupiter.api.Test;

/**
 * The browser's engine must search exactly as the JVM's: the web app's unit test
 * ({@code web/src/core/engine/browser-engine.test.ts}) sends the worker the UCI lines of each case of
 * {@code engine-bench.fixture.json} and expects the best move and node count written there. This test
 * keeps that file equal to what the JVM's engine answers to the same lines: the bench positions, and the
 * start of every game and every option at a low depth. Run with {@code -Dheterodox.writeFixtures} to
 * rewrite it after a change of the search or an evaluation.
 */
class WorkerBenchFixtureTest {
    private static final Path FIXTURE = Path.of("..", "web", "src", "core", "engine", "engine-bench.fixture.json");
    private static final int BENCH_DEPTH = 5;
    private static final int GAME_DEPTH = 3;
    private static final int OPTION_DEPTH = 2;

    record Case(String spec, String fen, int depth) {
    }

    static List<Case> cases() {
        List<Case> cases = new ArrayList<>();
        for (String[] bench : Bench.POSITIONS) {
            cases.add(new Case(bench[0], bench[1], BENCH_DEPTH));
        }
        for (GameDefinition game : Variants.builtIn()) {
            cases.add(new Case(game.name(), null, GAME_DEPTH));
            for (String option : game.options()) {
                cases.add(new Case(game.name() + ":" + option, null, OPTION_DEPTH));
            }
        }
        return cases;
    }

    /** The UCI lines the web test sends for a case, from a fresh engine. */
    static List<String> commands(Case c) {
        return List.of("setoption name UCI_Variant value " + c.spec(), "ucinewgame",
                "position " + (c.fen() == null ? "startpos" : "fen " + c.fen()), "go depth " + c.depth());
    }

    @Test
    void theWebFixtureIsWhatTheJvmEngineAnswers() throws Exception {
        StringBuilder json = new StringBuilder("[\n");
        List<Case> cases = cases();
        for (int i = 0; i < cases.size(); i++) {
            Case c = cases.get(i);
            List<String> out = new ArrayList<>();
            UciProtocol uci = new UciProtocol(new Engine(Engine.DEFAULT_HASH_MB), out::add);
            for (String command : commands(c)) {
                uci.handle(command);
            }
            uci.awaitSearch();
            String best = out.stream().filter(l -> l.startsWith("bestmove ")).findFirst().orElseThrow().split(" ")[1];
            String lastInfo = out.stream().filter(l -> l.startsWith("info depth ")).reduce((a, b) -> b).orElseThrow();
            String[] t = lastInfo.split(" ");
            long nodes = Long.parseLong(t[List.of(t).indexOf("nodes") + 1]);
            json.append(String.format(Locale.ROOT, "  {\"spec\": \"%s\", \"fen\": %s, \"depth\": %d, \"bestmove\": \"%s\", \"nodes\": %d}%s%n",
                    c.spec(), c.fen() == null ? "null" : "\"" + c.fen() + "\"", c.depth(), best, nodes, i + 1 < cases.size() ? "," : ""));
        }
        json.append("]\n");
        if (System.getProperty("heterodox.writeFixtures") != null) {
            Files.writeString(FIXTURE, json.toString(), StandardCharsets.UTF_8);
        }
        assertThat(Files.readString(FIXTURE, StandardCharsets.UTF_8).replace("\r\n", "\n")).isEqualTo(json.toString());
    }
}
