package org.heterodox.server.testing;

import java.nio.file.Files;
import java.nio.file.Path;
import org.heterodox.server.HeterodoxServer;
import org.heterodox.server.ServerConfig;

/**
 * Runs a server in its own JVM for the crash tests: {@code ServerProcess DATA_DIR PORT_FILE}, or
 * {@code ServerProcess JDBC_URL PORT_FILE} for a server on a shared PostgreSQL.
 */
public final class ServerProcess {
    private ServerProcess() {
    }

    /** Starts a server in a child JVM on {@code database} (a data directory or a JDBC URL); it writes its port to {@code portFile}. */
    public static Process start(String database, Path portFile, Path log) throws java.io.IOException {
        Path javaBin = Path.of(System.getProperty("java.home"), "bin", "java");
        return new ProcessBuilder(java.util.List.of(javaBin.toString(), "-cp", System.getProperty("java.class.path"),
                ServerProcess.class.getName(), database, portFile.toString()))
                .redirectErrorStream(true).redirectOutput(log.toFile()).start();
    }

    /** The child's port once it listens (within a minute), or an assertion failure with its log. */
    public static int port(Process child, Path portFile, Path log) throws Exception {
        long deadline = System.nanoTime() + java.util.concurrent.TimeUnit.SECONDS.toNanos(60);
        while (!Files.exists(portFile)) {
            org.assertj.core.api.Assertions.assertThat(child.isAlive()).as("child server died: %s",
                    Files.exists(log) ? Files.readString(log) : "").isTrue();
            org.assertj.core.api.Assertions.assertThat(System.nanoTime()).as("child server start").isLessThan(deadline);
            Thread.sleep(50);
        }
        return Integer.parseInt(Files.readString(portFile).trim());
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
