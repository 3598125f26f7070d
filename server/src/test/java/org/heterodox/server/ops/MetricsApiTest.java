package org.heterodox.server.ops;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.heterodox.server.testing.ServerFixture;
import org.heterodox.server.testing.ServerFixture.Seats;
import org.heterodox.server.testing.TestSocket;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code serve --metrics-port}: a server with its metrics listener on port 0 plays games through the API,
 * and the scrape shows them in the {@code heterodox_*} families, labelled by game, result and route template.
 */
class MetricsApiTest {
    @TempDir
    static Path data;
    static ServerFixture fixture;
    static final RecordingLevels LEVELS = new RecordingLevels();
    static final HttpClient HTTP = HttpClient.newHttpClient();

    @BeforeAll
    static void start() {
        fixture = ServerFixture.start(ServerFixture.config(data), new OpsConfig(null, 0, LEVELS));
    }

    @AfterAll
    static void stop() {
        fixture.close();
    }

    @Test
    void aPlayedGameShowsInTheGameMoveAndRequestFamilies() throws Exception {
        String started = "heterodox_games_started_total{game=\"chess\"}";
        String mate = "heterodox_games_finished_total{game=\"chess\",result=\"second-wins\"}";
        String abort = "heterodox_games_finished_total{game=\"chess\",result=\"aborted\"}";
        String played = "heterodox_moves_total{game=\"chess\"}";
        String moves = "method=\"POST\",route=\"/api/games/{id}/moves\"";
        String moved = "heterodox_http_requests_seconds_count{" + moves + ",status=\"200\"}";
        String conflict = "heterodox_http_requests_seconds_count{" + moves + ",status=\"409\"}";
        String fast = "heterodox_http_requests_seconds_bucket{" + moves + ",status=\"200\",le=\"+Inf\"}";
        Scrape before = Scrape.of(HTTP, fixture.server.metricsPort());

        Seats mated = fixture.newChessGame();
        fixture.play(mated, "f2f3", "e5", "g2g4", "Qh4#");
        Seats called = fixture.newChessGame();
        assertThat(fixture.client.post("/api/games/" + called.id() + "/abort", null, called.second()).status())
                .isEqualTo(200);
        assertThat(fixture.move(called, called.first(), "e4").status()).isEqualTo(409);

        Scrape scrape = Scrape.of(HTTP, fixture.server.metricsPort());
        assertThat(scrape.value(started) - before.count(started)).isEqualTo(2);
        assertThat(scrape.value(mate) - before.count(mate)).isEqualTo(1);
        assertThat(scrape.value(abort) - before.count(abort)).isEqualTo(1);
        assertThat(scrape.value(played) - before.count(played)).isEqualTo(4);
        assertThat(scrape.value(moved) - before.count(moved)).isEqualTo(4);
        assertThat(scrape.value(conflict) - before.count(conflict)).isEqualTo(1);
        assertThat(scrape.value(fast) - before.count(fast)).isEqualTo(4);
        assertThat(scrape.has("heterodox_http_requests_seconds_bucket{" + moves + ",status=\"200\",le=\"0.1\"}")).isTrue();
        // A route's template, never a path: the games' ids and invite codes appear in no label.
        assertThat(scrape.text()).doesNotContain(mated.id()).doesNotContain(called.id())
                .contains("route=\"/api/invites/{code}\"");
        assertThat(scrape.value("heterodox_db_query_seconds_count{outcome=\"ok\"}")).isPositive();
        assertThat(scrape.value("heterodox_db_pool_connections_max{pool=\"heterodox\"}")).isPositive();
        assertThat(scrape.has("heterodox_db_pool_connections_active")).isTrue();
        assertThat(scrape.value("heterodox_engine_queue{pool=\"seats\"}")).isZero();
        assertThat(scrape.value("heterodox_engine_queue{pool=\"analysis\"}")).isZero();
        assertThat(scrape.value("heterodox_analysis_running")).isZero();
        assertThat(scrape.has("heterodox_analysis_refused_total")).isTrue();
        assertThat(scrape.has("jvm_memory_used_bytes")).isTrue();
        assertThat(scrape.has("jvm_threads_live_threads")).isTrue();
        assertThat(scrape.has("process_cpu_usage")).isTrue();
    }

    @Test
    void engineMovesAreTimedAndCounted() throws Exception {
        var created = fixture.client.post("/api/games",
                "{\"variant\":\"chess\",\"side\":\"first\",\"opponent\":{\"type\":\"engine\",\"level\":1}}");
        assertThat(created.status()).as(created.body()).isEqualTo(201);
        String id = created.json().path("game").path("id").asText();
        String token = created.json().path("token").asText();
        assertThat(fixture.client.post("/api/games/" + id + "/moves", "{\"move\":\"e4\"}", token).status()).isEqualTo(200);
        long deadline = System.currentTimeMillis() + 20_000;
        while (fixture.client.get("/api/games/" + id).json().path("plies").asInt() < 2) {
            assertThat(System.currentTimeMillis()).as("the engine's answer").isLessThan(deadline);
            Thread.sleep(50);
        }
        Scrape scrape = Scrape.of(HTTP, fixture.server.metricsPort());
        assertThat(scrape.value("heterodox_engine_think_seconds_count{pool=\"seats\"}")).isGreaterThanOrEqualTo(1);
    }

    @Test
    void openWebSocketsAreCountedByChannel() throws Exception {
        Seats seats = fixture.newChessGame();
        String live = "heterodox_websocket_connections{channel=\"/api/games/{id}/live\"}";
        try (TestSocket socket = TestSocket.open(fixture.client.http(), fixture.server.port(), seats.id())) {
            socket.next();
            assertThat(Scrape.of(HTTP, fixture.server.metricsPort()).value(live)).isEqualTo(1);
        }
        long deadline = System.currentTimeMillis() + 10_000;
        while (Scrape.of(HTTP, fixture.server.metricsPort()).value(live) != 0) {
            assertThat(System.currentTimeMillis()).as("the closed socket is no longer counted").isLessThan(deadline);
            Thread.sleep(50);
        }
    }

    @Test
    void theListenerIsOnLoopbackAndNotOnTheSite() throws Exception {
        assertThat(fixture.server.metricsAddress().isLoopbackAddress()).isTrue();
        assertThat(fixture.server.metricsPort()).isPositive().isNotEqualTo(fixture.server.port());
        assertThat(fixture.client.get("/metrics").status()).isEqualTo(404);
        assertThat(send("GET", "/nothing", null).statusCode()).isEqualTo(404);
        assertThat(send("GET", "/metrics/more", null).statusCode()).isEqualTo(404);
        HttpResponse<String> post = send("POST", "/metrics", "x");
        assertThat(post.statusCode()).isEqualTo(405);
        assertThat(post.body()).contains("\"error\"");
    }

    @Test
    void everyAnswerCarriesARequestIdAndASaneOneIsKept() throws Exception {
        String health = "http://127.0.0.1:" + fixture.server.port() + "/api/health";
        HttpResponse<String> fresh = HTTP.send(HttpRequest.newBuilder(URI.create(health)).build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(fresh.headers().firstValue(RequestId.HEADER).orElseThrow()).matches("[0-9a-f]{16}");
        HttpResponse<String> kept = HTTP.send(HttpRequest.newBuilder(URI.create(health))
                .header(RequestId.HEADER, "proxy-42.a:b").build(), HttpResponse.BodyHandlers.ofString());
        assertThat(kept.headers().firstValue(RequestId.HEADER)).contains("proxy-42.a:b");
        HttpResponse<String> replaced = HTTP.send(HttpRequest.newBuilder(URI.create(health))
                .header(RequestId.HEADER, "x".repeat(65)).build(), HttpResponse.BodyHandlers.ofString());
        assertThat(replaced.headers().firstValue(RequestId.HEADER).orElseThrow()).matches("[0-9a-f]{16}");
        HttpResponse<String> refused = HTTP.send(HttpRequest.newBuilder(URI.create(
                "http://127.0.0.1:" + fixture.server.port() + "/api/no-such-thing")).build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(refused.statusCode()).isEqualTo(404);
        assertThat(refused.headers().firstValue(RequestId.HEADER)).isPresent();
        assertThat(Scrape.of(HTTP, fixture.server.metricsPort()).value(
                "heterodox_http_requests_seconds_count{method=\"GET\",route=\"unmatched\",status=\"404\"}")).isPositive();
    }

    @Test
    void logLevelsAreReadAndSetOnTheListener() throws Exception {
        HttpResponse<String> set = send("PUT", "/loggers/heterodox.requests", "{\"level\":\"warn\"}");
        assertThat(set.statusCode()).as(set.body()).isEqualTo(200);
        assertThat(set.body()).contains("\"logger\":\"heterodox.requests\"").contains("\"level\":\"WARN\"");
        assertThat(LEVELS.levels).containsEntry("heterodox.requests", "WARN");
        assertThat(send("GET", "/loggers/heterodox.requests", null).body()).contains("\"effectiveLevel\":\"WARN\"");
        assertThat(send("PUT", "/loggers/heterodox.requests", "{\"level\":null}").statusCode()).isEqualTo(200);
        assertThat(LEVELS.levels).doesNotContainKey("heterodox.requests");
        assertThat(send("PUT", "/loggers/ROOT", "{\"level\":\"INFO\"}").statusCode()).isEqualTo(200);
    }

    @Test
    void badLevelChangesAreRefusedWithTheReason() throws Exception {
        assertRefused(send("PUT", "/loggers/heterodox.games", "{\"level\":\"LOUD\"}"), 400, "must be one of TRACE");
        assertRefused(send("PUT", "/loggers/heterodox.games", "{\"level\":5}"), 400, "the body must be");
        assertRefused(send("PUT", "/loggers/heterodox.games", "{\"level\":\"INFO\",\"extra\":1}"), 400, "the body must be");
        assertRefused(send("PUT", "/loggers/heterodox.games", "not json"), 400, "the body must be");
        assertRefused(send("PUT", "/loggers/heterodox.games", ""), 400, "the body must be");
        assertRefused(send("PUT", "/loggers/heterodox.games", "{\"level\":\"" + "I".repeat(2000) + "\"}"), 413, "1024 bytes");
        assertRefused(send("PUT", "/loggers/bad%20name", "{\"level\":\"INFO\"}"), 400, "a logger name");
        assertRefused(send("GET", "/loggers/" + "a".repeat(201), null), 400, "a logger name");
        assertRefused(send("GET", "/loggers/", null), 400, "a logger name");
        assertRefused(send("DELETE", "/loggers/heterodox.games", null), 405, "use GET or PUT");
        assertThat(LEVELS.levels).doesNotContainKey("heterodox.games");
    }

    @Test
    void withoutALogBindingThatSetsLevelsTheEndpointSaysSo(@TempDir Path other) throws Exception {
        ServerFixture plain = ServerFixture.start(ServerFixture.config(other), new OpsConfig(null, 0, null));
        try {
            HttpResponse<String> reply = HTTP.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:"
                    + plain.server.metricsPort() + "/loggers/ROOT")).build(), HttpResponse.BodyHandlers.ofString());
            assertRefused(reply, 501, "cannot change levels");
        } finally {
            plain.close();
        }
    }

    @Test
    void withoutAMetricsPortThereIsNoListener(@TempDir Path other) {
        ServerFixture plain = ServerFixture.start(ServerFixture.config(other));
        try {
            assertThat(plain.server.metricsPort()).isEqualTo(-1);
            assertThat(plain.server.metricsAddress()).isNull();
        } finally {
            plain.close();
        }
    }

    /**
     * Micrometer registers the GC pause timer at the first collection it is told of, and a young test JVM
     * may not have collected yet; ask for one and wait (bounded) for its notification to arrive.
     */
    private static Scrape scrapeAfterACollection() throws Exception {
        System.gc();
        Scrape scrape = Scrape.of(HTTP, fixture.server.metricsPort());
        for (int tries = 0; tries < 50 && !scrape.has("jvm_gc_pause_seconds_sum"); tries++) {
            Thread.sleep(100);
            scrape = Scrape.of(HTTP, fixture.server.metricsPort());
        }
        return scrape;
    }

    /** The Grafana dashboard in docs/ops is JSON whose every expression names a family a server has (cluster ones: documented). */
    @Test
    void theDashboardDrawsFamiliesTheServerHas() throws Exception {
        Path docs = Path.of("..", "docs", "ops");
        JsonNode dashboard = new ObjectMapper().readTree(Files.readString(docs.resolve("grafana-dashboard.json")));
        String table = Files.readString(docs.resolve("metrics.md"));
        Seats seats = fixture.newChessGame();
        fixture.play(seats, "e4");
        assertThat(fixture.client.post("/api/games/" + seats.id() + "/resign", null, seats.second()).status()).isEqualTo(200);
        Scrape scrape = scrapeAfterACollection();
        Pattern family = Pattern.compile("\\b(heterodox|jvm|process)_[a-z_]+");
        int expressions = 0;
        for (JsonNode panel : dashboard.path("panels")) {
            assertThat(panel.path("targets")).as(panel.path("title").asText()).isNotEmpty();
            for (JsonNode target : panel.path("targets")) {
                String expression = target.path("expr").asText();
                Matcher names = family.matcher(expression);
                assertThat(names.find()).as(expression).isTrue();
                do {
                    String name = names.group();
                    if (name.startsWith("heterodox_cluster_")) {
                        assertThat(table).as("documented: " + name).contains("`" + name.replaceAll("_total$", ""));
                    } else {
                        assertThat(scrape.has(name)).as("scraped: " + name).isTrue();
                    }
                } while (names.find());
                expressions++;
            }
        }
        assertThat(expressions).isGreaterThanOrEqualTo(16);
        // And the other way: every heterodox_* family the server has is in the table of docs/ops/metrics.md.
        for (String sample : scrape.samples().keySet()) {
            String name = sample.replaceAll("\\{.*", "").replaceAll("_(bucket|count|sum|max|total)$", "");
            if (name.startsWith("heterodox_db_pool_connections_")) {
                String suffix = "`_" + name.substring("heterodox_db_pool_connections_".length()) + "`";
                assertThat(table.contains("`" + name) || table.contains(suffix)).as("documented: " + name).isTrue();
            } else if (name.startsWith("heterodox_")) {
                assertThat(table).as("documented: " + name).contains("`" + name);
            }
        }
    }

    private static void assertRefused(HttpResponse<String> reply, int status, String reason) {
        assertThat(reply.statusCode()).as(reply.body()).isEqualTo(status);
        assertThat(reply.body()).contains("\"error\"").contains(reason);
    }

    private static HttpResponse<String> send(String method, String path, String body) throws Exception {
        HttpRequest.BodyPublisher publisher = body == null ? HttpRequest.BodyPublishers.noBody()
                : HttpRequest.BodyPublishers.ofString(body);
        return HTTP.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + fixture.server.metricsPort() + path))
                .method(method, publisher).build(), HttpResponse.BodyHandlers.ofString());
    }

    /** Levels kept in a map, as a log binding would keep them (the server's tests bind slf4j-simple, which cannot). */
    static final class RecordingLevels implements LogLevels {
        final Map<String, String> levels = new ConcurrentHashMap<>();

        @Override
        public LoggerLevel get(String logger) {
            String own = levels.get(logger);
            return new LoggerLevel(logger, own, own == null ? levels.getOrDefault(ROOT, "INFO") : own);
        }

        @Override
        public void set(String logger, String level) {
            if (level == null) {
                levels.remove(logger);
            } else {
                levels.put(logger, level);
            }
        }
    }
}
