package org.heterodox.server;

import java.nio.file.Path;
import org.heterodox.server.account.LoginLimits;
import org.heterodox.server.account.PasswordHashCost;
import org.heterodox.server.analysis.SolveLimits;
import org.heterodox.server.engine.EngineOpponent;
import org.heterodox.server.game.LobbyLimits;
import org.heterodox.server.game.PgnCodec;
import org.heterodox.server.mail.MailSettings;
import org.heterodox.server.report.ReportBudget;

/**
 * Everything the server can be told: where to listen, which database, the input bounds, the rate
 * limit, the engine pool, the clocks' heartbeat and the lobby's limits. {@link #defaults} gives the values {@code heterodox serve} uses.
 *
 * @param jdbcUrl null for the embedded H2 file database in {@code dataDir}
 * @param engine null when no engine is available (games against the engine are then refused)
 * @param pgn the PGN reader and writer (always present: the rules library's)
 * @param clockHeartbeatMs how often running clocks are stored (what a crash may charge a player at most)
 * @param lobby expiry of games nobody plays and the cap on open games per client
 * @param login the limits on failed logins and on new accounts per client address
 * @param publicUrl the address players reach the site at (e.g. {@code https://chess.example.org}),
 *                  the one origin browsers may send changes from; null: the server's own loopback address
 * @param mail the SMTP server and the links' base for mails; null: the server sends no mail
 * @param passwordHashCost the work of each password hash ({@link PasswordHashCost#OWASP} on a site)
 * @param solveLimits the bounds of a problem solved for the board editor
 * @param reports the full-game reports' engine budget per position and the queue's bounds
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
        PgnCodec pgn,
        long clockHeartbeatMs,
        LobbyLimits lobby,
        LoginLimits login,
        String publicUrl,
        MailSettings mail,
        PasswordHashCost passwordHashCost,
        SolveLimits solveLimits,
        ReportBudget reports) {

    public static final int DEFAULT_PORT = 8080;
    /** How often the running clocks of timed games are stored, bounding what a crash charges to a player. */
    public static final long DEFAULT_CLOCK_HEARTBEAT_MS = 3_000;

    public ServerConfig {
        java.util.Objects.requireNonNull(pgn, "pgn");
        java.util.Objects.requireNonNull(lobby, "lobby");
        java.util.Objects.requireNonNull(login, "login");
        java.util.Objects.requireNonNull(passwordHashCost, "passwordHashCost");
        java.util.Objects.requireNonNull(solveLimits, "solveLimits");
        java.util.Objects.requireNonNull(reports, "reports");
        if (clockHeartbeatMs <= 0) {
            throw new IllegalArgumentException("the clock heartbeat must be positive");
        }
    }

    public static ServerConfig defaults(int port, String jdbcUrl, Path dataDir) {
        return new ServerConfig("127.0.0.1", port, jdbcUrl, dataDir, 8 * 1024, 256 * 1024, 4 * 1024, 20, 60, 1, 64,
                DefaultComponents.engine(), DefaultComponents.pgn(), DEFAULT_CLOCK_HEARTBEAT_MS, LobbyLimits.DEFAULTS,
                LoginLimits.DEFAULTS, null, null, PasswordHashCost.OWASP, SolveLimits.DEFAULTS,
                ReportBudget.DEFAULTS);
    }

    public ServerConfig withHost(String newHost) {
        return new ServerConfig(newHost, port, jdbcUrl, dataDir, maxJsonBytes, maxPgnBytes, maxWsMessageBytes,
                requestsPerSecond, requestBurst, engineThreads, maxEngineGames, engine, pgn, clockHeartbeatMs, lobby, login, publicUrl, mail, passwordHashCost, solveLimits, reports);
    }

    public ServerConfig withRateLimit(double perSecond, int burst) {
        return new ServerConfig(host, port, jdbcUrl, dataDir, maxJsonBytes, maxPgnBytes, maxWsMessageBytes, perSecond,
                burst, engineThreads, maxEngineGames, engine, pgn, clockHeartbeatMs, lobby, login, publicUrl, mail, passwordHashCost, solveLimits, reports);
    }

    public ServerConfig withEngine(EngineOpponent newEngine, int threads, int maxGames) {
        return new ServerConfig(host, port, jdbcUrl, dataDir, maxJsonBytes, maxPgnBytes, maxWsMessageBytes,
                requestsPerSecond, requestBurst, threads, maxGames, newEngine, pgn, clockHeartbeatMs, lobby, login, publicUrl, mail, passwordHashCost, solveLimits, reports);
    }

    public ServerConfig withLobby(LobbyLimits newLobby) {
        return new ServerConfig(host, port, jdbcUrl, dataDir, maxJsonBytes, maxPgnBytes, maxWsMessageBytes,
                requestsPerSecond, requestBurst, engineThreads, maxEngineGames, engine, pgn, clockHeartbeatMs, newLobby, login, publicUrl, mail, passwordHashCost, solveLimits, reports);
    }

    /** The site's public address ({@code scheme://host[:port]}, no path), checked when the server starts. */
    public ServerConfig withPublicUrl(String url) {
        return new ServerConfig(host, port, jdbcUrl, dataDir, maxJsonBytes, maxPgnBytes, maxWsMessageBytes,
                requestsPerSecond, requestBurst, engineThreads, maxEngineGames, engine, pgn, clockHeartbeatMs, lobby, login,
                url, mail, passwordHashCost, solveLimits, reports);
    }

    public ServerConfig withLogin(LoginLimits newLogin) {
        return new ServerConfig(host, port, jdbcUrl, dataDir, maxJsonBytes, maxPgnBytes, maxWsMessageBytes,
                requestsPerSecond, requestBurst, engineThreads, maxEngineGames, engine, pgn, clockHeartbeatMs, lobby, newLogin, publicUrl, mail, passwordHashCost, solveLimits, reports);
    }

    /** Sends mails through this SMTP server (null: none). */
    public ServerConfig withMail(MailSettings newMail) {
        return new ServerConfig(host, port, jdbcUrl, dataDir, maxJsonBytes, maxPgnBytes, maxWsMessageBytes,
                requestsPerSecond, requestBurst, engineThreads, maxEngineGames, engine, pgn, clockHeartbeatMs, lobby, login,
                publicUrl, newMail, passwordHashCost, solveLimits, reports);
    }

    /** Password hashes of this cost (a weaker one than {@link PasswordHashCost#OWASP} only for test servers). */
    public ServerConfig withPasswordHashCost(PasswordHashCost cost) {
        return new ServerConfig(host, port, jdbcUrl, dataDir, maxJsonBytes, maxPgnBytes, maxWsMessageBytes,
                requestsPerSecond, requestBurst, engineThreads, maxEngineGames, engine, pgn, clockHeartbeatMs, lobby, login,
                publicUrl, mail, cost, solveLimits, reports);
    }

    /** The board editor's problems within these bounds. */
    public ServerConfig withSolveLimits(SolveLimits limits) {
        return new ServerConfig(host, port, jdbcUrl, dataDir, maxJsonBytes, maxPgnBytes, maxWsMessageBytes,
                requestsPerSecond, requestBurst, engineThreads, maxEngineGames, engine, pgn, clockHeartbeatMs, lobby, login,
                publicUrl, mail, passwordHashCost, limits, reports);
    }

    /** Full-game reports: the engine's effort per position and the queue's bounds. */
    public ServerConfig withReports(ReportBudget newReports) {
        return new ServerConfig(host, port, jdbcUrl, dataDir, maxJsonBytes, maxPgnBytes, maxWsMessageBytes,
                requestsPerSecond, requestBurst, engineThreads, maxEngineGames, engine, pgn, clockHeartbeatMs, lobby, login,
                publicUrl, mail, passwordHashCost, solveLimits, newReports);
    }
}
