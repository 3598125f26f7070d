package org.heterodox.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code heterodox serve}: its options are checked before anything is created, its start log is quiet, and with
 * {@code --metrics-port} and {@code --log-format json} it serves metrics and writes one JSON object a line.
 */
class ServeCommandTest {
    @TempDir
    Path dir;

    @Test
    void aPortOutOfRangeIsAUsageErrorBeforeAnyFileIsCreated() throws Exception {
        for (String port : new String[] {"99999", "-1"}) {
            Path data = dir.resolve("data");
            CliRun run = CliRun.of("serve", "--port", port, "--data", data.toString());
            assertThat(run.exitCode()).isEqualTo(2);
            assertThat(run.err().lines().findFirst())
                    .contains("Invalid value for option '--port': " + port + " is not between 0 and 65535");
            assertThat(data).doesNotExist();
            try (var files = Files.list(dir)) {
                assertThat(files).isEmpty();
            }
        }
    }

    @Test
    void mailNeedsThePublicUrlAndAnSmtpUrlBeforeAnyFileIsCreated() throws Exception {
        Path data = dir.resolve("data");
        CliRun noSite = CliRun.of("serve", "--smtp", "smtp://127.0.0.1:2525", "--data", data.toString());
        assertThat(noSite.exitCode()).isEqualTo(2);
        assertThat(noSite.err()).contains("--smtp needs --public-url");
        CliRun badUrl = CliRun.of("serve", "--smtp", "http://mail.example.org", "--public-url", "https://play.example.org",
                "--data", data.toString());
        assertThat(badUrl.exitCode()).isEqualTo(2);
        assertThat(badUrl.err()).contains("Invalid value for option '--smtp': expected smtp://HOST:PORT");
        CliRun fromAlone = CliRun.of("serve", "--mail-from", "a@example.org", "--data", data.toString());
        assertThat(fromAlone.exitCode()).isEqualTo(2);
        assertThat(fromAlone.err()).contains("--mail-from needs --smtp");
        assertThat(data).doesNotExist();
    }

    /**
     * Started as the application starts (its own JVM, the CLI's logging configuration), the server says
     * where it listens and nothing about Javalin's age: without the configuration Javalin logs its start at
     * info ("Starting Javalin ...", and "Your Javalin version is N days old" once its release is 120 days old).
     */
    @Test
    void theServerStartsWithoutJavalinsVersionAgeLine() throws Exception {
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        Process server = new ProcessBuilder(java.toString(), "-cp", System.getProperty("java.class.path"),
                Main.class.getName(), "serve", "--port", "0", "--data", dir.resolve("data").toString())
                .redirectError(dir.resolve("stderr.txt").toFile())
                .start();
        try (BufferedReader out = new BufferedReader(new InputStreamReader(server.getInputStream(), StandardCharsets.UTF_8))) {
            String line = out.readLine();
            assertThat(line).as(Files.readString(dir.resolve("stderr.txt"))).startsWith("Heterodox server listening on");
        } finally {
            server.destroy();
            assertThat(server.waitFor(30, TimeUnit.SECONDS)).isTrue();
        }
        String log = Files.readString(dir.resolve("stderr.txt"));
        assertThat(log).contains("org.flywaydb").doesNotContain("days old").doesNotContain("Javalin version")
                .doesNotContain("Starting Javalin");
    }

    @Test
    void badMetricsOptionsAreUsageErrorsBeforeAnyFileIsCreated() throws Exception {
        String[][] cases = {
            {"--metrics-port", "65536"},
            {"--metrics-port", "-1"},
            {"--metrics-port", "8123", "--port", "8123"},
            {"--metrics-host", "0.0.0.0"},
            {"--metrics-port", "0", "--metrics-host", " "},
            {"--log-format", "xml"},
        };
        String[] reasons = {"'--metrics-port': 65536 is not between 0 and 65535",
            "'--metrics-port': -1 is not between 0 and 65535", "'--metrics-port': 8123 is the site's port",
            "'--metrics-host' needs '--metrics-port'", "'--metrics-host': it is empty", "--log-format"};
        Path data = dir.resolve("data");
        for (int i = 0; i < cases.length; i++) {
            List<String> args = new ArrayList<>(List.of("serve", "--data", data.toString()));
            args.addAll(List.of(cases[i]));
            if (!args.contains("--port")) {
                args.addAll(List.of("--port", "0"));
            }
            CliRun run = CliRun.of(args.toArray(String[]::new));
            assertThat(run.exitCode()).as(String.join(" ", cases[i])).isEqualTo(2);
            assertThat(run.err()).contains(reasons[i]);
            assertThat(data).doesNotExist();
        }
        assertThat(CliRun.of("serve", "--help").out()).contains("--metrics-port=M").contains("--metrics-host=HOST")
                .contains("--log-format=FORMAT");
    }

    /**
     * Started as the application starts, with metrics on any free port and JSON logs: the listener on loopback
     * answers the heterodox_* families, each request is one JSON line with its id, route, status, time and
     * player, and a level set on the listener takes effect at once.
     */
    @Test
    void metricsAndJsonLogsFromTheApplication() throws Exception {
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        Path stderr = dir.resolve("stderr.txt");
        Process server = new ProcessBuilder(java.toString(), "-cp", System.getProperty("java.class.path"),
                Main.class.getName(), "serve", "--port", "0", "--data", dir.resolve("data").toString(),
                "--metrics-port", "0", "--log-format", "json")
                .redirectError(stderr.toFile())
                .start();
        HttpClient http = HttpClient.newHttpClient();
        try (BufferedReader out = new BufferedReader(new InputStreamReader(server.getInputStream(), StandardCharsets.UTF_8))) {
            int site = port(out.readLine(), "Heterodox server listening on http://127.0.0.1:(\\d+)/", stderr);
            int metrics = port(out.readLine(), "Metrics on http://127.0.0.1:(\\d+)/metrics", stderr);

            HttpResponse<String> created = http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + site
                    + "/api/games")).header("Content-Type", "application/json").header("X-Request-Id", "probe-1")
                    .POST(HttpRequest.BodyPublishers.ofString("{\"variant\":\"chess\",\"side\":\"first\"}")).build(),
                    HttpResponse.BodyHandlers.ofString());
            assertThat(created.statusCode()).isEqualTo(201);
            String scrape = http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + metrics + "/metrics")).build(),
                    HttpResponse.BodyHandlers.ofString()).body();
            assertThat(scrape).contains("heterodox_http_requests_seconds_count{method=\"POST\",route=\"/api/games\",status=\"201\"} 1")
                    .contains("heterodox_db_pool_connections_active").contains("heterodox_engine_queue{pool=\"seats\"}")
                    .contains("jvm_memory_used_bytes");

            HttpResponse<String> quiet = http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + metrics
                    + "/loggers/heterodox.requests")).PUT(HttpRequest.BodyPublishers.ofString("{\"level\":\"WARN\"}")).build(),
                    HttpResponse.BodyHandlers.ofString());
            assertThat(quiet.statusCode()).as(quiet.body()).isEqualTo(200);
            assertThat(quiet.body()).contains("\"effectiveLevel\":\"WARN\"");
            http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + site + "/api/health"))
                    .header("X-Request-Id", "probe-2").build(), HttpResponse.BodyHandlers.ofString());
        } finally {
            server.destroy();
            assertThat(server.waitFor(30, TimeUnit.SECONDS)).isTrue();
        }
        ObjectMapper mapper = new ObjectMapper();
        List<JsonNode> lines = new ArrayList<>();
        for (String line : Files.readAllLines(stderr)) {
            lines.add(mapper.readTree(line));
        }
        JsonNode request = lines.stream().filter(line -> line.path("requestId").asText().equals("probe-1")
                && line.path("logger").asText().equals("heterodox.requests")).findFirst().orElseThrow();
        assertThat(request.path("level").asText()).isEqualTo("INFO");
        assertThat(request.path("method").asText()).isEqualTo("POST");
        assertThat(request.path("route").asText()).isEqualTo("/api/games");
        assertThat(request.path("status").asInt()).isEqualTo(201);
        assertThat(request.path("durationMs").isNumber()).isTrue();
        assertThat(request.has("player")).isTrue();
        assertThat(request.path("time").asText()).endsWith("Z");
        // The game's event, logged while the request ran, carries the request's id too.
        assertThat(lines).anyMatch(line -> line.path("logger").asText().equals("heterodox.games")
                && line.path("event").asText().equals("created") && line.path("requestId").asText().equals("probe-1"));
        // After the level was raised to WARN, the health check's line was not written.
        assertThat(lines).noneMatch(line -> line.path("requestId").asText().equals("probe-2"));
    }

    private static int port(String line, String pattern, Path stderr) throws Exception {
        Matcher matcher = Pattern.compile(pattern).matcher(line == null ? "" : line);
        assertThat(matcher.find()).as(line + " / " + Files.readString(stderr)).isTrue();
        return Integer.parseInt(matcher.group(1));
    }
}
