package org.heterodox.server.backup;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicIntegerArray;
import java.util.concurrent.atomic.AtomicReference;
import org.heterodox.server.store.Database;
import org.heterodox.server.testing.PlayerClient;
import org.heterodox.server.testing.ServerFixture;
import org.heterodox.server.testing.ServerProcess;
import org.heterodox.server.testing.TestClient.Reply;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The backup of a running server, taken from another process while players move: a server in a
 * child JVM holds its H2 file, this JVM backs it up through H2's loopback listener while a thread
 * plays moves in four games, and a fresh server on the restored copy shows every game, player,
 * rating and tournament: the games being played hold every move acknowledged before the backup
 * began and none that was not played, every other game is the same to the last byte of its PGN.
 */
class BackupUnderLoadTest {
    private static final int LOAD_GAMES = 4;
    /** 127.0.0.1 as /proc/net/tcp writes it, the same as an IPv6-mapped address, and ::1. */
    private static final java.util.Set<String> LOOPBACK = java.util.Set.of("0100007F",
            "0000000000000000FFFF00000100007F", "00000000000000000000000001000000");

    @TempDir
    Path dir;

    @Test
    void aBackupTakenWhilePlayersMoveRestoresWithNothingLost() throws Exception {
        Path source = dir.resolve("source");
        Path portFile = dir.resolve("port");
        Path log = dir.resolve("server.log");
        Process child = ServerProcess.start(source.toString(), portFile, log);
        try {
            int port;
            try {
                port = ServerProcess.port(child, portFile, log);
            } catch (AssertionError e) {
                throw new AssertionError(e.getMessage() + "\nthe child's log:\n"
                        + (Files.exists(log) ? Files.readString(log) : "(none)"), e);
            }
            String listener = lockedBy(source);
            int listenerPort = Integer.parseInt(listener.substring(listener.lastIndexOf(':') + 1));
            assertThat(listeningAddresses(listenerPort)).as("where the database's listener for other processes listens")
                    .isNotEmpty().allMatch(LOOPBACK::contains);
            SiteScenario scenario = SiteScenario.populate(port);
            padLoginEvents(source);

            ServerFixture site = ServerFixture.remote(port);
            List<ServerFixture.Seats> games = new ArrayList<>();
            for (int i = 0; i < LOAD_GAMES; i++) {
                games.add(site.newChessGame());
            }
            AtomicIntegerArray acknowledged = new AtomicIntegerArray(LOAD_GAMES);
            AtomicBoolean stop = new AtomicBoolean();
            AtomicReference<String> loadError = new AtomicReference<>();
            Thread load = new Thread(() -> play(site, games, acknowledged, stop, loadError), "backup-load");
            load.start();
            awaitMoves(acknowledged, 12, loadError);

            int[] before = snapshot(acknowledged);
            long started = System.nanoTime();
            Path archive = dir.resolve("under-load.zip");
            ArchiveManifest manifest = BackupWriter.backUp(Database.h2Url(source), archive);
            long tookMs = (System.nanoTime() - started) / 1_000_000;
            int[] after = snapshot(acknowledged);
            Thread.sleep(300);
            stop.set(true);
            load.join(30_000);
            assertThat(loadError.get()).as("the load's moves").isNull();
            assertThat(sum(after) - sum(before)).as("moves acknowledged during the %d ms backup", tookMs).isPositive();
            System.out.printf("backup under load: %d rows in %d ms, %d moves acknowledged meanwhile%n", manifest.rows(),
                    tookMs, sum(after) - sum(before));
            assertThat(manifest.tables()).extracting(ArchiveManifest.Table::name).contains("games", "moves", "accounts",
                    "ratings", "tournaments");

            Path restored = dir.resolve("restored");
            BackupRestorer.restore(archive, Database.h2ExclusiveUrl(restored), false);
            try (ServerFixture copy = ServerFixture.start(restored)) {
                PlayerClient original = new PlayerClient(port);
                PlayerClient back = new PlayerClient(copy.server.port());
                List<String> ids = gameIds(Database.h2Url(source));
                assertThat(gameIds(Database.h2Url(restored))).as("every game").isEqualTo(ids);
                List<String> loadIds = games.stream().map(ServerFixture.Seats::id).toList();
                for (String id : ids) {
                    List<String> now = SiteComparison.moves(original, id);
                    List<String> copied = SiteComparison.moves(back, id);
                    int g = loadIds.indexOf(id);
                    if (g < 0) {
                        assertThat(copied).as("game %s", id).isEqualTo(now);
                        assertThat(back.get("/api/games/" + id + "/pgn").body()).as("game %s's PGN", id)
                                .isEqualTo(original.get("/api/games/" + id + "/pgn").body());
                    } else {
                        assertThat(copied.size()).as("moves of game %s in the backup", id).isBetween(before[g], after[g]);
                        assertThat(copied).as("game %s: the moves played, in order", id)
                                .isEqualTo(now.subList(0, copied.size()));
                    }
                }
                SiteComparison.samePlayersRatingsAndTournaments(port, copy.server.port(), SiteScenario.PLAYERS, "uchess");
                assertThat(SiteComparison.moves(back, scenario.casualGameId)).hasSize(3);
                // The restored games go on: the next move in each load game is taken.
                ServerFixture restoredSite = ServerFixture.remote(copy.server.port());
                for (ServerFixture.Seats game : games) {
                    JsonNode state = SiteScenario.json(back, "/api/games/" + game.id());
                    if (state.path("status").asText().equals("live") || state.path("status").asText().equals("open")) {
                        String token = state.path("sideToMove").asText().equals("first") ? game.first() : game.second();
                        Reply moved = restoredSite.move(game, token, firstLegalMove(state));
                        assertThat(moved.status()).as(moved.body()).isEqualTo(200);
                    }
                }
            }
        } finally {
            child.destroy();
            child.waitFor();
        }
    }

    /** The first legal move each time, in each game in turn, until stopped (a finished game is left alone). */
    private static void play(ServerFixture site, List<ServerFixture.Seats> games, AtomicIntegerArray acknowledged,
                             AtomicBoolean stop, AtomicReference<String> error) {
        long deadline = System.nanoTime() + 120_000_000_000L;
        List<JsonNode> states = new ArrayList<>();
        games.forEach(g -> states.add(g.game()));
        while (!stop.get() && System.nanoTime() < deadline) {
            for (int g = 0; g < games.size(); g++) {
                JsonNode state = states.get(g);
                if (state.path("status").asText().equals("finished")) {
                    continue;
                }
                ServerFixture.Seats seats = games.get(g);
                String token = state.path("sideToMove").asText().equals("first") ? seats.first() : seats.second();
                Reply reply = site.move(seats, token, firstLegalMove(state));
                if (reply.status() != 200) {
                    error.set(reply.status() + " " + reply.body());
                    return;
                }
                states.set(g, reply.json());
                acknowledged.incrementAndGet(g);
            }
        }
    }

    private static String firstLegalMove(JsonNode game) {
        String notation = game.path("notations").path(0).asText();
        return game.path("legalMoves").path(notation).path(0).asText();
    }

    private static void awaitMoves(AtomicIntegerArray acknowledged, int moves, AtomicReference<String> error)
            throws InterruptedException {
        long deadline = System.nanoTime() + 30_000_000_000L;
        while (sum(snapshot(acknowledged)) < moves) {
            assertThat(error.get()).as("the load's moves").isNull();
            assertThat(System.nanoTime()).as("the load's first moves").isLessThan(deadline);
            Thread.sleep(10);
        }
    }

    private static int[] snapshot(AtomicIntegerArray counts) {
        int[] copy = new int[counts.length()];
        for (int i = 0; i < copy.length; i++) {
            copy[i] = counts.get(i);
        }
        return copy;
    }

    private static int sum(int[] counts) {
        return java.util.Arrays.stream(counts).sum();
    }

    /** Where the server holding the H2 file listens for other processes (H2 writes it into the lock file). */
    private static String lockedBy(Path data) throws Exception {
        Properties lock = new Properties();
        try (var in = Files.newInputStream(data.resolve("heterodox.lock.db"))) {
            lock.load(in);
        }
        return lock.getProperty("server", "");
    }

    /**
     * Enough rows that copying them takes a while (tens of thousands of records of failed logins, the
     * table the throttle reads), written from this process into the running server's database.
     */
    private static void padLoginEvents(Path data) throws Exception {
        try (Connection connection = SiteConnections.open(Database.h2Url(data));
             PreparedStatement insert = connection.prepareStatement(
                     "INSERT INTO login_events (kind, tally, at) VALUES ('padding', ?, ?)")) {
            long now = System.currentTimeMillis();
            for (int i = 0; i < 40_000; i++) {
                insert.setString(1, "backup-test-" + i);
                insert.setLong(2, now);
                insert.addBatch();
                if (i % 1000 == 999) {
                    insert.executeBatch();
                }
            }
        }
    }

    /** The local addresses (as /proc/net/tcp writes them: 0100007F is 127.0.0.1) on which {@code port} is listened to. */
    private static List<String> listeningAddresses(int port) throws Exception {
        List<String> addresses = new ArrayList<>();
        String hexPort = String.format(":%04X", port);
        for (String table : new String[] {"/proc/net/tcp", "/proc/net/tcp6"}) {
            Path file = Path.of(table);
            org.junit.jupiter.api.Assumptions.assumeTrue(Files.isReadable(Path.of("/proc/net/tcp")),
                    "no /proc/net/tcp to read the listener's address from");
            if (!Files.isReadable(file)) {
                continue;
            }
            for (String line : Files.readAllLines(file)) {
                String[] fields = line.trim().split("\\s+");
                // fields: sl, local_address, rem_address, st (0A: listening), ...
                if (fields.length > 3 && fields[1].endsWith(hexPort) && fields[3].equals("0A")) {
                    addresses.add(fields[1].substring(0, fields[1].indexOf(':')));
                }
            }
        }
        return addresses;
    }

    private static List<String> gameIds(String jdbcUrl) throws Exception {
        List<String> ids = new ArrayList<>();
        try (Connection connection = SiteConnections.open(jdbcUrl); Statement statement = connection.createStatement();
             ResultSet rows = statement.executeQuery("SELECT id FROM games ORDER BY id")) {
            while (rows.next()) {
                ids.add(rows.getString(1));
            }
        }
        return ids;
    }
}
