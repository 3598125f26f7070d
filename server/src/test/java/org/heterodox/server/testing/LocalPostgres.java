package org.heterodox.server.testing;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.nio.file.attribute.UserPrincipal;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * A throw-away PostgreSQL server for tests: a fresh cluster in a temporary directory, listening on
 * a free loopback port, started with Debian's {@code postgresql} binaries (as the {@code postgres}
 * user when the tests run as root, since PostgreSQL refuses to run as root). {@link #start} explains
 * why when it cannot start, so tests can skip with that message. Public, in the server's test jar,
 * for the load generator's tests (module loadtest), which run it against two servers.
 */
public final class LocalPostgres implements AutoCloseable {
    private final Path dir;
    private final Path bin;
    private final boolean asPostgresUser;
    private final int port;

    private LocalPostgres(Path dir, Path bin, boolean asPostgresUser, int port) {
        this.dir = dir;
        this.bin = bin;
        this.asPostgresUser = asPostgresUser;
        this.port = port;
    }

    /**
     * A throw-away PostgreSQL for a test class, or the class skipped (JUnit's abort) with the reason
     * when none can be started here.
     */
    public static LocalPostgres startOrSkip() {
        try {
            return start();
        } catch (Unavailable e) {
            return org.junit.jupiter.api.Assumptions.abort("PostgreSQL tests skipped: " + e.getMessage());
        }
    }

    /** Thrown when no PostgreSQL can be started here; the message says why. */
    public static final class Unavailable extends Exception {
        Unavailable(String message) {
            super(message);
        }
    }

    public static LocalPostgres start() throws Unavailable {
        Path bin = findBin();
        boolean root = "root".equals(System.getProperty("user.name"));
        Path dir;
        try {
            dir = Files.createTempDirectory("heterodox-pg");
            if (root) {
                UserPrincipal postgres = dir.getFileSystem().getUserPrincipalLookupService().lookupPrincipalByName("postgres");
                Files.setOwner(dir, postgres);
            }
            Files.setPosixFilePermissions(dir, PosixFilePermissions.fromString("rwx------"));
        } catch (IOException e) {
            throw new Unavailable("cannot prepare a directory for PostgreSQL: " + e.getMessage());
        }
        int port = freePort();
        LocalPostgres pg = new LocalPostgres(dir, bin, root, port);
        try {
            pg.run(60, "initdb", "-D", dir.resolve("data").toString(), "-U", "heterodox", "--auth=trust", "-E", "UTF8",
                    "--no-sync");
            pg.run(60, "pg_ctl", "-D", dir.resolve("data").toString(), "-l", dir.resolve("log").toString(), "-w",
                    "-t", "60", "-o", "-p " + port + " -k " + dir + " -c listen_addresses=127.0.0.1 -c fsync=off",
                    "start");
        } catch (Unavailable e) {
            pg.close();
            throw e;
        }
        return pg;
    }

    public String jdbcUrl() {
        return "jdbc:postgresql://127.0.0.1:" + port + "/postgres?user=heterodox";
    }

    /** Empties the database (its schema dropped and made again) for a test that needs a fresh one. */
    public void reset() {
        try (java.sql.Connection connection = java.sql.DriverManager.getConnection(jdbcUrl());
             java.sql.Statement statement = connection.createStatement()) {
            statement.execute("DROP SCHEMA public CASCADE");
            statement.execute("CREATE SCHEMA public");
        } catch (java.sql.SQLException e) {
            throw new IllegalStateException("could not empty the test database", e);
        }
    }

    @Override
    public void close() {
        try {
            run(60, "pg_ctl", "-D", dir.resolve("data").toString(), "-m", "immediate", "stop");
        } catch (Unavailable e) {
            // not running (never started or already gone)
        }
        try (Stream<Path> files = Files.walk(dir)) {
            files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException e) {
            // a temporary directory left behind is harmless
        }
    }

    private void run(int timeoutSeconds, String program, String... args) throws Unavailable {
        List<String> command = new ArrayList<>();
        if (asPostgresUser) {
            command.addAll(List.of("runuser", "-u", "postgres", "--"));
        }
        command.add(bin.resolve(program).toString());
        command.addAll(List.of(args));
        try {
            Process process = new ProcessBuilder(command).redirectErrorStream(true)
                    .redirectOutput(dir.resolve(program + ".out").toFile()).start();
            if (!process.waitFor(timeoutSeconds, TimeUnit.SECONDS)) {
                process.destroyForcibly();
                throw new Unavailable(program + " did not finish within " + timeoutSeconds + " s");
            }
            if (process.exitValue() != 0) {
                String output = Files.readString(dir.resolve(program + ".out"));
                throw new Unavailable(program + " failed (exit " + process.exitValue() + "): " + output.strip());
            }
        } catch (IOException e) {
            throw new Unavailable("cannot run " + program + ": " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new Unavailable("interrupted while running " + program);
        }
    }

    private static Path findBin() throws Unavailable {
        Path root = Path.of("/usr/lib/postgresql");
        if (!Files.isDirectory(root)) {
            throw new Unavailable("PostgreSQL is not installed (no /usr/lib/postgresql; the build installs Debian's"
                    + " postgresql with .ci/install-debian-packages when it runs as root)");
        }
        try (DirectoryStream<Path> versions = Files.newDirectoryStream(root)) {
            for (Path version : versions) {
                Path bin = version.resolve("bin");
                if (Files.isExecutable(bin.resolve("initdb")) && Files.isExecutable(bin.resolve("pg_ctl"))) {
                    return bin;
                }
            }
        } catch (IOException e) {
            throw new Unavailable("cannot look for PostgreSQL: " + e.getMessage());
        }
        throw new Unavailable("no initdb/pg_ctl under /usr/lib/postgresql");
    }

    private static int freePort() throws Unavailable {
        try (ServerSocket socket = new ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        } catch (IOException e) {
            throw new Unavailable("no free loopback port: " + e.getMessage());
        }
    }
}
