package org.heterodox.server.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
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
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * A server for each test: started before it on a free loopback port over a fresh H2 database in a
 * folder of its own, with limits (requests, open games, registrations) no test reaches, and stopped
 * after it, its folder deleted. Register it on an instance field:
 *
 * <pre>
 * &#64;RegisterExtension
 * final RunningServer server = new RunningServer();
 * </pre>
 */
public final class RunningServer implements BeforeEachCallback, AfterEachCallback {
    private final UnaryOperator<ServerConfig> tuning;
    private Path data;
    private HeterodoxServer server;

    public RunningServer() {
        this(UnaryOperator.identity());
    }

    /** A server whose settings {@code tuning} changes from {@link #config}'s. */
    public RunningServer(UnaryOperator<ServerConfig> tuning) {
        this.tuning = tuning;
    }

    /** The tests' settings: any free port, H2 in {@code data}, and limits the tests do not reach. */
    public static ServerConfig config(Path data) {
        LobbyLimits lobby = LobbyLimits.DEFAULTS;
        return ServerConfig.defaults(0, null, data).withRateLimit(100_000, 100_000)
                .withPasswordHashCost(PasswordHashCost.LIGHT_FOR_TESTS)
                .withLobby(new LobbyLimits(lobby.openSeatMs(), lobby.correspondenceMs(), lobby.unplayedMs(),
                        lobby.sweepMs(), 100_000))
                .withLogin(LoginLimits.DEFAULTS.withRegistrationsPerAddress(100_000));
    }

    @Override
    public void beforeEach(ExtensionContext context) throws IOException {
        data = Files.createTempDirectory("heterodox-server-test");
        server = HeterodoxServer.start(tuning.apply(config(data)));
    }

    @Override
    public void afterEach(ExtensionContext context) throws IOException {
        try {
            if (server != null) {
                server.stop();
            }
        } finally {
            server = null;
            try (Stream<Path> files = Files.walk(data)) {
                files.sorted(Comparator.reverseOrder()).forEach(RunningServer::delete);
            }
        }
    }

    private static void delete(Path path) {
        try {
            Files.delete(path);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public HeterodoxServer server() {
        if (server == null) {
            throw new IllegalStateException("the server runs only during a test");
        }
        return server;
    }

    public int port() {
        return server().port();
    }

    /** The folder of the server's database. */
    public Path data() {
        return data;
    }
}
