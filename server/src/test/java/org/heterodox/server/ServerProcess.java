package org.heterodox.server;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Runs a server in its own JVM for the crash tests: {@code ServerProcess DATA_DIR PORT_FILE}, or
 * {@code ServerProcess JDBC_URL PORT_FILE} for a server on a shared PostgreSQL.
 */
public final class ServerProcess {
    private ServerProcess() {
    }

    public static void main(String[] args) throws Exception {
        HeterodoxServer server = HeterodoxServer.start(args[0].startsWith("jdbc:")
                ? ServerConfig.defaults(0, args[0], Path.of(args[1]).getParent()).withRateLimit(100_000, 100_000)
                : ServerFixture.config(Path.of(args[0])));
        Path portFile = Path.of(args[1]);
        Path partial = Path.of(args[1] + ".tmp");
        Files.writeString(partial, Integer.toString(server.port()));
        Files.move(partial, portFile);
        Thread.currentThread().join();
    }
}
