package org.heterodox.server.testing;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;
import org.heterodox.server.HeterodoxServer;
import org.heterodox.server.ServerConfig;
import org.heterodox.server.account.LoginLimits;
import org.heterodox.server.account.PasswordHashCost;
import org.heterodox.server.game.LobbyLimits;
import org.heterodox.server.testing.TestClient.Reply;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * A server on a free loopback port with a generous rate limit, plus helpers to set up games. Either
 * started at once ({@link #start}) or, as a JUnit extension, before a test class and stopped after it
 * in a temporary directory of its own:
 * {@code @RegisterExtension static final ServerFixture fixture = ServerFixture.running();}
 */
public final class ServerFixture implements BeforeAllCallback, AfterAllCallback, AutoCloseable {
    /** The running server (null for {@link #remote}, and before a class's tests start). */
    public HeterodoxServer server;
    public TestClient client;
    private final UnaryOperator<ServerConfig> configure;
    private Path directory;

    private ServerFixture(HeterodoxServer server, int port) {
        this.server = server;
        this.client = new TestClient(port);
        this.configure = null;
    }

    private ServerFixture(UnaryOperator<ServerConfig> configure) {
        this.configure = configure;
    }

    /** A server for a test class, with the test defaults ({@link #config}). */
    public static ServerFixture running() {
        return running(config -> config);
    }

    /** A server for a test class, with the test defaults changed by {@code configure}. */
    public static ServerFixture running(UnaryOperator<ServerConfig> configure) {
        return new ServerFixture(configure);
    }

    @Override
    public void beforeAll(ExtensionContext context) throws IOException {
        directory = Files.createTempDirectory("heterodox-test-");
        server = HeterodoxServer.start(configure.apply(config(directory)));
        client = new TestClient(server.port());
    }

    @Override
    public void afterAll(ExtensionContext context) throws IOException {
        close();
        if (directory != null) {
            try (Stream<Path> files = Files.walk(directory)) {
                for (Path file : files.sorted(Comparator.reverseOrder()).toList()) {
                    Files.deleteIfExists(file);
                }
            }
        }
    }

    /** The directory the server keeps its database in (a class's own, while its tests run). */
    public Path directory() {
        return directory;
    }

    /** Helpers for a server running elsewhere (another process); {@link #close} does nothing then. */
    public static ServerFixture remote(int port) {
        return new ServerFixture(null, port);
    }

    public static ServerFixture start(Path data) {
        return start(config(data));
    }

    public static ServerFixture start(ServerConfig config) {
        return start(config, org.heterodox.server.ops.OpsConfig.NONE);
    }

    /** A server with the operators' listener {@code ops} asks for (metrics, log levels). */
    public static ServerFixture start(ServerConfig config, org.heterodox.server.ops.OpsConfig ops) {
        HeterodoxServer server = HeterodoxServer.start(config, ops);
        return new ServerFixture(server, server.port());
    }

    /** Defaults for tests: any free port, H2 in {@code data}, a rate limit, an open-game cap and a registration cap the tests do not reach. */
    public static ServerConfig config(Path data) {
        LobbyLimits lobby = LobbyLimits.DEFAULTS;
        return ServerConfig.defaults(0, null, data).withRateLimit(100_000, 100_000)
                .withPasswordHashCost(PasswordHashCost.LIGHT_FOR_TESTS)
                .withLobby(new LobbyLimits(lobby.openSeatMs(), lobby.correspondenceMs(), lobby.unplayedMs(),
                        lobby.sweepMs(), 100_000))
                .withLogin(LoginLimits.DEFAULTS.withRegistrationsPerAddress(100_000));
    }

    /** Two seats filled: the creator plays first. */
    public record Seats(String id, String first, String second, JsonNode game) {
    }

    public Seats newGame(String createBody) {
        Reply created = client.post("/api/games", createBody);
        if (created.status() != 201) {
            throw new AssertionError("create failed: " + created.status() + " " + created.body());
        }
        JsonNode grant = created.json();
        String id = grant.path("game").path("id").asText();
        Reply joined = client.post("/api/invites/" + grant.path("inviteCode").asText(), "{}");
        if (joined.status() != 200) {
            throw new AssertionError("join failed: " + joined.status() + " " + joined.body());
        }
        String creatorSeat = grant.path("seat").asText();
        String creator = grant.path("token").asText();
        String joiner = joined.json().path("token").asText();
        return creatorSeat.equals("first") ? new Seats(id, creator, joiner, joined.json().path("game"))
                : new Seats(id, joiner, creator, joined.json().path("game"));
    }

    public Seats newChessGame() {
        return newGame("{\"variant\":\"chess\",\"side\":\"first\"}");
    }

    public Reply move(Seats seats, String token, String move) {
        return client.post("/api/games/" + seats.id() + "/moves", "{\"move\":\"" + move + "\"}", token);
    }

    /** Plays the moves alternately for first and second, failing on any refusal. */
    public JsonNode play(Seats seats, String... moves) {
        JsonNode game = client.get("/api/games/" + seats.id()).json();
        for (String move : moves) {
            String token = game.path("sideToMove").asText().equals("first") ? seats.first() : seats.second();
            Reply reply = move(seats, token, move);
            if (reply.status() != 200) {
                throw new AssertionError("move " + move + " refused: " + reply.status() + " " + reply.body()
                        + " (game before it: " + game + ")");
            }
            game = reply.json();
        }
        return game;
    }

    @Override
    public void close() {
        if (server != null) {
            server.stop();
        }
    }
}
