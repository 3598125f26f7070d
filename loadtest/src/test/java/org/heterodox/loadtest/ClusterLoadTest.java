package org.heterodox.loadtest;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.heterodox.server.HeterodoxServer;
import org.heterodox.server.account.PasswordHashCost;
import org.heterodox.server.testing.LocalPostgres;
import org.heterodox.server.ServerConfig;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The load generator against two servers on one PostgreSQL, each game's players on different
 * servers. Skipped, saying why, only when no PostgreSQL can be started here.
 */
class ClusterLoadTest {
    static LocalPostgres postgres;

    @TempDir
    Path first;
    @TempDir
    Path second;

    @BeforeAll
    static void startPostgres() {
        postgres = LocalPostgres.startOrSkip();
    }

    @AfterAll
    static void stopPostgres() {
        if (postgres != null) {
            postgres.close();
        }
    }

    private HeterodoxServer start(Path data) {
        return HeterodoxServer.start(ServerConfig.defaults(0, postgres.jdbcUrl(), data).withRateLimit(100_000, 100_000)
                .withPasswordHashCost(PasswordHashCost.LIGHT_FOR_TESTS));
    }

    @Test
    void loadSpreadOverBothServersPlaysEveryGameToItsEnd() throws Exception {
        HeterodoxServer a = start(first);
        try {
            HeterodoxServer b = start(second);
            try {
                LoadClient load = new LoadClient(List.of(URI.create("http://127.0.0.1:" + a.port()),
                        URI.create("http://127.0.0.1:" + b.port())), 7);
                LoadClient.Report report = load.run(20, 12, Duration.ofSeconds(60));
                assertThat(report.finishedGames()).isEqualTo(20);
                assertThat(report.errors()).isZero();
                assertThat(report.moves()).isGreaterThanOrEqualTo(20L * 11);
            } finally {
                b.stop();
            }
        } finally {
            a.stop();
        }
    }
}
