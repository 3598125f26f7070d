package org.heterodox.server;

import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.heterodox.server.load.LoadClient;

/** Manual load run: {@code LoadRun GAMES PLIES THINK_MS}; a warm-up run, then the measured one (not a test). */
public final class LoadRun {
    private LoadRun() {
    }

    public static void main(String[] args) throws Exception {
        Path data = Files.createTempDirectory("heterodox-load");
        HeterodoxServer server = HeterodoxServer.start(ServerFixture.config(data));
        try {
            LoadClient client = new LoadClient(URI.create("http://127.0.0.1:" + server.port()), 1);
            int games = Integer.parseInt(args[0]);
            int plies = Integer.parseInt(args[1]);
            long think = Long.parseLong(args[2]);
            System.out.println("warm-up: " + client.run(games, plies, think, Duration.ofSeconds(600)));
            System.out.println("measured: " + client.run(games, plies, think, Duration.ofSeconds(600)));
        } finally {
            server.stop();
        }
    }
}
