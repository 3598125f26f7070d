package org.heterodox.server;

import java.nio.file.Path;
import org.heterodox.server.engine.EngineOpponent;
import org.heterodox.server.pgn.PgnCodec;

/**
 * Everything the server can be told: where to listen, which database, the input bounds, the rate
 * limit and the engine pool. {@link #defaults} gives the values {@code heterodox serve} uses.
 *
 * @param jdbcUrl null for the embedded H2 file database in {@code dataDir}
 * @param engine null when no engine is available (games against the engine are then refused)
 * @param pgn the PGN reader and writer (always present: the rules library's)
 */
public record ServerConfig(
        String host,
        int port,
        String jdbcUrl,
        Path dataDir,
        int maxJsonBytes,
        int maxPgnBytes,
        int maxWsMessageBytes,
        double requestsPerSecond,
        int requestBurst,
        int engineThreads,
        int maxEngineGames,
        EngineOpponent engine,
        PgnCodec pgn) {

    public static final int DEFAULT_PORT = 8080;

    public ServerConfig {
        java.util.Objects.requireNonNull(pgn, "pgn");
    }

    public static ServerConfig defaults(int port, String jdbcUrl, Path dataDir) {
        return new ServerConfig("127.0.0.1", port, jdbcUrl, dataDir, 8 * 1024, 256 * 1024, 4 * 1024, 20, 60, 1, 64,
                DefaultComponents.engine(), DefaultComponents.pgn());
    }

    public ServerConfig withHost(String newHost) {
        return new ServerConfig(newHost, port, jdbcUrl, dataDir, maxJsonBytes, maxPgnBytes, maxWsMessageBytes,
                requestsPerSecond, requestBurst, engineThreads, maxEngineGames, engine, pgn);
    }

    public ServerConfig withRateLimit(double perSecond, int burst) {
        return new ServerConfig(host, port, jdbcUrl, dataDir, maxJsonBytes, maxPgnBytes, maxWsMessageBytes, perSecond,
                burst, engineThreads, maxEngineGames, engine, pgn);
    }

    public ServerConfig withEngine(EngineOpponent newEngine, int threads, int maxGames) {
        return new ServerConfig(host, port, jdbcUrl, dataDir, maxJsonBytes, maxPgnBytes, maxWsMessageBytes,
                requestsPerSecond, requestBurst, threads, maxGames, newEngine, pgn);
    }
}
