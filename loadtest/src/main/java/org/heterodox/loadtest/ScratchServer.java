package org.heterodox.loadtest;

import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;
import org.heterodox.server.HeterodoxServer;
import org.heterodox.server.ServerConfig;

/**
 * A server on loopback with a scratch H2 database in a temporary directory, for one load run: the
 * load comes from one address, so the per-client rate limit and the registrations per address are
 * lifted. Closing stops it and deletes the directory.
 */
public final class ScratchServer implements AutoCloseable {
    private final Path data;
    private final HeterodoxServer server;

    private ScratchServer(Path data, HeterodoxServer server) {
        this.data = data;
        this.server = server;
    }

    public static ScratchServer start() throws IOException {
        Path data = Files.createTempDirectory("heterodox-load");
        ServerConfig config = ServerConfig.defaults(0, null, data).withRateLimit(1_000_000, 1_000_000);
        config = config.withLogin(config.login().withRegistrationsPerAddress(1_000_000));
        return new ScratchServer(data, HeterodoxServer.start(config));
    }

    public URI uri() {
        return URI.create("http://127.0.0.1:" + server.port());
    }

    @Override
    public void close() throws IOException {
        server.stop();
        try (Stream<Path> files = Files.walk(data)) {
            files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        }
    }
}
