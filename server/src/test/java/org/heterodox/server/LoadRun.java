package org.heterodox.server;

import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.heterodox.server.load.LoadClient;

/** Manual load run: {@code LoadRun GAMES PLIES}; prints the report (not a test). */
public final class LoadRun {
    private LoadRun() {
    }

    public static void main(String[] args) throws Exception {
        Path data = Files.createTempDirectory("heterodox-load");
        HeterodoxServer server = HeterodoxServer.start(ServerFixture.config(data));
        try {
            LoadClient client = new LoadClient(URI.create("http://127.0.0.1:" + server.port()), 1);
            System.out.println(client.run(Integer.parseInt(args[0]), Integer.parseInt(args[1]), Duration.ofSeconds(300)));
        } finally {
            server.stop();
        }
    }
}
