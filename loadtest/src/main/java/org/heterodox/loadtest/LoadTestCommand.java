package org.heterodox.loadtest;

import java.io.IOException;
import java.net.URI;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code heterodox loadtest}: starts a server on loopback with a scratch database and plays many
 * concurrent games of random legal moves against it over WebSockets, then reports throughput and
 * move round-trip latency.
 */
@Command(name = "loadtest", mixinStandardHelpOptions = true,
        description = "Play N concurrent random games over WebSockets against a scratch server on loopback.")
public final class LoadTestCommand implements Callable<Integer> {
    @Option(names = "--games", defaultValue = "100", description = "Concurrent games (default: ${DEFAULT-VALUE}).")
    int games;

    @Option(names = "--plies", defaultValue = "40", description = "Plies per game at most (default: ${DEFAULT-VALUE}).")
    int plies;

    @Option(names = "--think", defaultValue = "0",
            description = "Average thinking time per move in ms; 0 answers at once (default: ${DEFAULT-VALUE}).")
    long thinkMillis;

    @Option(names = "--timeout", defaultValue = "300", description = "Seconds to wait at most (default: ${DEFAULT-VALUE}).")
    int timeoutSeconds;

    @Option(names = "--seed", defaultValue = "1", description = "Random seed of the moves (default: ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--anonymous",
            description = "Anonymous players with seat tokens instead of logged-in players with accounts.")
    boolean anonymous;

    @Option(names = "--servers", paramLabel = "URL,URL", split = ",",
            description = "Load running servers (sharing one PostgreSQL) instead of a server started for the run; each game's "
                    + "two players connect to different ones. Start them with a high --rate-limit: the load comes from one address.")
    List<URI> servers;

    @Override
    public Integer call() throws IOException, InterruptedException {
        if (servers != null && !servers.isEmpty()) {
            LoadClient client = new LoadClient(servers, seed).withAccounts(!anonymous);
            LoadClient.Report report = client.run(games, plies, thinkMillis, Duration.ofSeconds(timeoutSeconds));
            System.out.printf(java.util.Locale.ROOT, "%d servers, %s players; setup (registrations, games, connections) %.1f s%n",
                    servers.size(), anonymous ? "anonymous" : "logged-in", client.setupSeconds());
            System.out.println(report);
            return report.finishedGames() == games ? 0 : 1;
        }
        try (ScratchServer server = ScratchServer.start()) {
            LoadClient client = new LoadClient(server.uri(), seed).withAccounts(!anonymous);
            LoadClient.Report report = client.run(games, plies, thinkMillis, Duration.ofSeconds(timeoutSeconds));
            System.out.printf(java.util.Locale.ROOT, "%s players; setup (registrations, games, connections) %.1f s%n",
                    anonymous ? "anonymous" : "logged-in", client.setupSeconds());
            System.out.println(report);
            return report.finishedGames() == games ? 0 : 1;
        }
    }
}
