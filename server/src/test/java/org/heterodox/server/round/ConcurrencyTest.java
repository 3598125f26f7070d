package org.heterodox.server.round;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.heterodox.server.testing.ServerFixture.Seats;
import org.heterodox.server.testing.ServerFixture;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

class ConcurrencyTest {
    private static final int THREADS = 12;

    @RegisterExtension
    static final ServerFixture fixture = ServerFixture.running();

    @Test
    void ofManySimultaneousMovesForOnePositionExactlyOneIsAccepted() throws Exception {
        String[] candidates = {"e4", "d4", "c4", "Nf3", "Nc3", "g3", "b3", "f4", "e3", "d3", "a3", "h3"};
        Seats seats = fixture.newChessGame();
        List<Integer> statuses = race(THREADS, i -> fixture.move(seats, seats.first(), candidates[i]).status());
        assertThat(statuses).containsOnly(200, 409);
        assertThat(statuses.stream().filter(s -> s == 200).count()).isEqualTo(1);
        JsonNode game = fixture.client.get("/api/games/" + seats.id()).json();
        assertThat(game.path("plies").asInt()).isEqualTo(1);
        assertThat(game.path("sideToMove").asText()).isEqualTo("second");
    }

    @Test
    void bothPlayersHammeringOneGameKeepItConsistent() throws Exception {
        Seats seats = fixture.newChessGame();
        // Each thread plays its side's knight back and forth, sending the ply count it last saw.
        List<Integer> statuses = race(THREADS, i -> {
            boolean first = i % 2 == 0;
            String token = first ? seats.first() : seats.second();
            String[] dance = first ? new String[] {"Nc3", "Nb1"} : new String[] {"Nc6", "Nb8"};
            int accepted = 0;
            for (int round = 0; round < 10; round++) {
                JsonNode game = fixture.client.get("/api/games/" + seats.id()).json();
                if (!game.path("status").asText().equals("live")) {
                    break;
                }
                int plies = game.path("plies").asInt();
                String move = dance[(plies / 2) % 2];
                int status = fixture.client.post("/api/games/" + seats.id() + "/moves",
                        "{\"move\":\"" + move + "\",\"plies\":" + plies + "}", token).status();
                if (status == 200) {
                    accepted++;
                } else if (status != 409 && status != 422) {
                    return status;
                }
            }
            return accepted;
        });
        JsonNode game = fixture.client.get("/api/games/" + seats.id()).json();
        int total = statuses.stream().mapToInt(Integer::intValue).sum();
        assertThat(statuses).allMatch(s -> s < 100, "no thread saw an unexpected status");
        assertThat(game.path("plies").asInt()).isEqualTo(total);
        // Moves alternate sides exactly: the record replays.
        JsonNode moves = game.path("moves");
        for (int i = 0; i < moves.size(); i++) {
            assertThat(moves.get(i).path("ply").asInt()).isEqualTo(i + 1);
        }
    }

    private static List<Integer> race(int threads, ThrowingTask task) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            CountDownLatch go = new CountDownLatch(1);
            List<Future<Integer>> futures = new ArrayList<>();
            for (int i = 0; i < threads; i++) {
                int index = i;
                Callable<Integer> call = () -> {
                    go.await();
                    return task.run(index);
                };
                futures.add(pool.submit(call));
            }
            go.countDown();
            List<Integer> results = new ArrayList<>();
            for (Future<Integer> future : futures) {
                results.add(future.get());
            }
            return results;
        } finally {
            pool.shutdownNow();
        }
    }

    @FunctionalInterface
    private interface ThrowingTask {
        int run(int index) throws Exception;
    }
}
