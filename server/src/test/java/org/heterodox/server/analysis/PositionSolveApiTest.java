package org.heterodox.server.analysis;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.heterodox.server.testing.OpenApiSchemas;
import org.heterodox.server.testing.ServerFixture;
import org.heterodox.server.testing.TestClient.Reply;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The board editor's Solve ({@code POST /api/positions/solve}): answers as the CLI prints them, and the bounds. */
class PositionSolveApiTest {
    // A site's 10,000,000 positions take seconds of CPU a refused problem: a tenth of them here.
    @RegisterExtension
    static final ServerFixture fixture = ServerFixture.running(config -> config.withSolveLimits(
            new SolveLimits(SolveLimits.DEFAULTS.maxMoves(), 1_000_000, SolveLimits.DEFAULTS.millis())));

    private static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    private static Reply solve(String variant, String fen, String stipulation) {
        return fixture.client.post("/api/positions/solve",
                "{\"variant\":\"" + variant + "\",\"fen\":\"" + fen + "\",\"stipulation\":\"" + stipulation + "\"}");
    }

    @Test
    void aDirectmateHasItsKeysThreatsAndVariations() {
        Reply reply = solve("chess", "k7/8/2K5/8/8/8/8/7R w - - 0 1", "#2");
        assertThat(reply.status()).as(reply.body()).isEqualTo(200);
        JsonNode answer = OpenApiSchemas.conforms("PositionSolve", reply.json());
        assertThat(answer.path("solutions").asInt()).isEqualTo(2);
        assertThat(answer.path("lines").get(0).asText()).isEqualTo("#2 in Chess: 2 solutions");
        assertThat(answer.toString()).contains("1.Kb6!", "threat: 2.Rh8#", "1...Kb8 2.Rh8#");
        assertThat(answer.path("nodes").asLong()).isPositive();
    }

    @Test
    void anAliceHelpmateHasPopeyesTwoSolutions() {
        Reply reply = solve("alice", "8/8/8/2Q1|k3/8/2|R5/3|p4/K7 b - - 0 1", "h#2");
        JsonNode answer = OpenApiSchemas.conforms("PositionSolve", reply.json());
        assertThat(answer.path("lines").toString()).contains("1.Ke4 Qe5 2.d1=B Re3#", "1.Kf4 Qf5 2.d1=N Rf3#");
    }

    @Test
    void badOrTooLongProblemsAreRefusedWithTheReason() {
        assertError(solve("chess", "k7/8/2K5/8/8/8/8/7R w - - 0 1", "#0"), 400, "stipulation: ");
        assertError(solve("chess", "k7/8/2K5/8/8/8/8/7R w - - 0 1", "x#2"), 400, "stipulation: a stipulation is");
        assertError(solve("chess", "k7/8/2K5/8/8/8/8/7R w - - 0 1", "#6"), 400, "up to 5 moves");
        assertError(solve("chess", "k7/8/2K5/8 w", "#2"), 400, "fen: ");
        assertError(solve("nosuch", "k7/8/2K5/8/8/8/8/7R w - - 0 1", "#2"), 400, "unknown variant");
        assertError(fixture.client.post("/api/positions/solve", "{\"variant\":\"chess\"}"), 400, "fen");
        // Stopped by its node budget or its 5 s, whichever comes first on this machine.
        assertError(solve("chess", START, "h#3"), 422, "positions");
    }

    @Test
    void aClientSolvesOneProblemAtATime() throws Exception {
        Reply refused = null;
        Reply solved = null;
        // Two hard problems sent at once by one client: whichever arrives second is refused while the
        // first is solved. Both may be answered 422 if one ends before the other arrives: try again.
        for (int attempt = 0; attempt < 10 && refused == null; attempt++) {
            CompletableFuture<Reply> one = CompletableFuture.supplyAsync(() -> solve("chess", START, "h#3"));
            CompletableFuture<Reply> two = CompletableFuture.supplyAsync(() -> solve("chess", START, "h#3"));
            for (Reply reply : new Reply[] {one.get(60, TimeUnit.SECONDS), two.get(60, TimeUnit.SECONDS)}) {
                if (reply.status() == 429) {
                    refused = reply;
                } else {
                    solved = reply;
                }
            }
        }
        assertThat(refused).as("a second problem of the same client while the first is solved").isNotNull();
        assertError(refused, 429, "you are solving another problem");
        assertError(solved, 422, "positions");
        assertThat(solve("chess", "k7/8/2K5/8/8/8/8/7R w - - 0 1", "#2").status()).as("once answered").isEqualTo(200);
    }

    private static void assertError(Reply reply, int status, String text) {
        assertThat(reply.status()).as(reply.body()).isEqualTo(status);
        OpenApiSchemas.conforms("Error", reply.json());
        assertThat(reply.error()).contains(text);
    }
}
