package org.heterodox.cli;

import java.nio.file.Path;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import org.heterodox.server.HeterodoxServer;
import org.heterodox.server.ServerConfig;
import org.heterodox.server.account.PasswordHashCost;
import org.heterodox.server.api.OriginPolicy;
import org.heterodox.server.game.LobbyLimits;
import org.heterodox.server.ops.OpsConfig;
import org.heterodox.server.mail.MailSettings;
import org.heterodox.server.report.ReportBudget;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** {@code heterodox serve}: runs the game server until the process is stopped. */
@Command(name = "serve", mixinStandardHelpOptions = true,
        description = "Run the game server (HTTP API and WebSocket channels; API description at /api/openapi.yaml).")
public final class ServeCommand implements Callable<Integer> {
    /** The largest TCP port number. */
    private static final int MAX_PORT = 65535;

    @Spec
    CommandSpec spec;

    @Option(names = "--port", defaultValue = "8080",
            description = "TCP port, 0 for any free one (default: ${DEFAULT-VALUE}).")
    int port;

    @Option(names = "--host", defaultValue = "127.0.0.1",
            description = "Address to listen on (default: ${DEFAULT-VALUE}; 0.0.0.0 for every interface).")
    String host;

    @Option(names = "--db", paramLabel = "JDBC_URL",
            description = "Database URL, e.g. jdbc:postgresql://localhost/heterodox (default: an H2 file in the data directory).")
    String jdbcUrl;

    @Option(names = "--data", paramLabel = "DIR", defaultValue = "data",
            description = "Directory of the embedded database (default: ${DEFAULT-VALUE}).")
    Path dataDir;

    @Option(names = "--drain-seconds", paramLabel = "N", defaultValue = "0",
            description = "On SIGTERM, answer /api/ready with 503 and keep serving N seconds before stopping, so that a "
                    + "load balancer sends new requests to the other servers first (default 0: stop at once).")
    int drainSeconds;

    @Option(names = "--rate-limit", paramLabel = "N", defaultValue = "20",
            description = "Requests per second per client address, with bursts of three times as many (default 20).")
    int rateLimit;

    @Option(names = "--max-open-games", paramLabel = "N", defaultValue = "5",
            description = "Open games (waiting for an opponent) one client address may have at once"
                    + " (default: ${DEFAULT-VALUE}).")
    int maxOpenGames;

    @Option(names = "--max-accounts-per-hour", paramLabel = "N", defaultValue = "5",
            description = "New accounts one client address may register in an hour (default: ${DEFAULT-VALUE}).")
    int maxAccountsPerHour;

    @Option(names = "--report-depth", paramLabel = "N", defaultValue = "14",
            description = "Search depth of each position of a full-game report, 1 to 64 (default: ${DEFAULT-VALUE}).")
    int reportDepth;

    @Option(names = "--report-nodes", paramLabel = "N", defaultValue = "300000",
            description = "Most nodes searched in each position of a full-game report, 0 for the depth alone"
                    + " (default: ${DEFAULT-VALUE}).")
    long reportNodes;

    @Option(names = "--public-url", paramLabel = "URL",
            description = "The address players reach the site at, e.g. https://chess.example.org behind a proxy: the"
                    + " one origin browsers may send changes from (default: the server's own IP or localhost address).")
    String publicUrl;

    @Option(names = "--metrics-port", paramLabel = "M",
            description = "Serve Prometheus metrics (heterodox_*, jvm_*) at /metrics, and log levels at /loggers/{name},"
                    + " on this port, apart from the site (0: any free port; default: no metrics).")
    Integer metricsPort;

    @Option(names = "--metrics-host", paramLabel = "HOST",
            description = "Address of the metrics listener (default: " + OpsConfig.LOOPBACK + "; needs --metrics-port).")
    String metricsHost;

    @Option(names = "--log-format", paramLabel = "FORMAT", defaultValue = "text",
            description = "How log lines are written: text or json (one JSON object a line; default: ${DEFAULT-VALUE}).")
    LogFormat logFormat;

    @Option(names = "--smtp", paramLabel = "smtp://HOST:PORT",
            description = "Send mail (address verification, password resets, notices) through this SMTP server, with"
                    + " STARTTLS when it offers it; the user and password, if it needs them, come from the environment"
                    + " variables HETERODOX_SMTP_USER and HETERODOX_SMTP_PASSWORD. Needs --public-url (the links'"
                    + " address). Default: no mail.")
    String smtp;

    @Option(names = "--mail-from", paramLabel = "ADDRESS",
            description = "The sender of the mails (default: heterodox@ the public URL's host).")
    String mailFrom;

    // Hidden: the browser tests' servers register hundreds of accounts on two cores; never for a site.
    @Option(names = "--light-password-hashes-for-tests", hidden = true,
            description = "Hash passwords far below OWASP's minimum (test servers only; the server warns).")
    boolean lightPasswordHashes;

    @Override
    public Integer call() throws InterruptedException {
        if (port < 0 || port > MAX_PORT) {
            // Checked before the server starts, which creates the database directory and file.
            throw new ParameterException(spec.commandLine(),
                    "Invalid value for option '--port': " + port + " is not between 0 and " + MAX_PORT);
        }
        if (maxOpenGames < 1) {
            throw new ParameterException(spec.commandLine(),
                    "Invalid value for option '--max-open-games': " + maxOpenGames + " is not at least 1");
        }
        if (rateLimit < 1) {
            throw new ParameterException(spec.commandLine(),
                    "Invalid value for option '--rate-limit': " + rateLimit + " is not at least 1");
        }
        if (drainSeconds < 0 || drainSeconds > 600) {
            throw new ParameterException(spec.commandLine(),
                    "Invalid value for option '--drain-seconds': " + drainSeconds + " is not from 0 to 600");
        }
        if (maxAccountsPerHour < 1) {
            throw new ParameterException(spec.commandLine(),
                    "Invalid value for option '--max-accounts-per-hour': " + maxAccountsPerHour + " is not at least 1");
        }
        if (metricsPort != null && (metricsPort < 0 || metricsPort > MAX_PORT)) {
            throw new ParameterException(spec.commandLine(),
                    "Invalid value for option '--metrics-port': " + metricsPort + " is not between 0 and " + MAX_PORT);
        }
        if (metricsPort != null && metricsPort != 0 && metricsPort == port) {
            throw new ParameterException(spec.commandLine(),
                    "Invalid value for option '--metrics-port': " + metricsPort + " is the site's port (--port)");
        }
        if (metricsHost != null && metricsPort == null) {
            throw new ParameterException(spec.commandLine(), "Option '--metrics-host' needs '--metrics-port'");
        }
        if (metricsHost != null && metricsHost.isBlank()) {
            throw new ParameterException(spec.commandLine(), "Invalid value for option '--metrics-host': it is empty");
        }
        try {
            OriginPolicy.of(publicUrl);
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), "Invalid value for option '--public-url': " + e.getMessage());
        }
        ServerConfig config = ServerConfig.defaults(port, jdbcUrl, dataDir).withHost(host).withPublicUrl(publicUrl)
                .withRateLimit(rateLimit, (int) Math.min(Integer.MAX_VALUE, 3L * rateLimit))
                .withMail(mail())
                .withPasswordHashCost(lightPasswordHashes ? PasswordHashCost.LIGHT_FOR_TESTS : PasswordHashCost.OWASP);
        config = config.withLogin(config.login().withRegistrationsPerAddress(maxAccountsPerHour));
        if (reportDepth < 1 || reportDepth > 64 || reportNodes < 0) {
            throw new ParameterException(spec.commandLine(), "'--report-depth' must be 1 to 64 and '--report-nodes' 0 or more");
        }
        ReportBudget reports = config.reports();
        config = config.withReports(new ReportBudget(reportDepth, reportNodes, reports.maxQueued(), reports.perPlayerPerHour(),
                reports.leaseMs(), reports.pollMs()));
        LobbyLimits lobby = config.lobby();
        config = config.withLobby(new LobbyLimits(lobby.openSeatMs(), lobby.correspondenceMs(), lobby.unplayedMs(),
                lobby.sweepMs(), maxOpenGames));
        logFormat.apply();
        OpsConfig ops = metricsPort == null ? OpsConfig.NONE
                : new OpsConfig(metricsHost, metricsPort, LogbackLevels.current());
        HeterodoxServer server;
        try {
            server = HeterodoxServer.start(config, ops);
        } catch (RuntimeException e) {
            // Port taken, database unreachable, bad URL: say so in one line, not with a stack trace.
            System.err.println("heterodox serve: cannot start the server: " + e.getMessage());
            return 1;
        }
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            server.drain(java.time.Duration.ofSeconds(drainSeconds));
            stopped.countDown();
        }, "heterodox-shutdown"));
        System.out.println("Heterodox server listening on http://" + host + ":" + server.port() + "/ (API under /api)"
                + " (Ctrl-C stops it)");
        if (server.metricsPort() >= 0) {
            System.out.println("Metrics on http://" + ops.metricsHost() + ":" + server.metricsPort() + "/metrics");
        }
        stopped.await();
        return 0;
    }

    /**
     * The mail settings, or null without {@code --smtp}. A mail's links must reach the site from the reader's
     * mail program, which the server's own listening address (often loopback behind a proxy) does not: so
     * {@code --smtp} needs {@code --public-url}.
     */
    private MailSettings mail() {
        if (smtp == null) {
            if (mailFrom != null) {
                throw new ParameterException(spec.commandLine(), "--mail-from needs --smtp");
            }
            return null;
        }
        if (publicUrl == null) {
            throw new ParameterException(spec.commandLine(),
                    "--smtp needs --public-url: the links in mails must reach the site from the reader's mail program");
        }
        try {
            return MailSettings.of(smtp, System.getenv("HETERODOX_SMTP_USER"), System.getenv("HETERODOX_SMTP_PASSWORD"),
                    mailFrom, publicUrl);
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), "Invalid value for option '--smtp': " + e.getMessage());
        }
    }
}
