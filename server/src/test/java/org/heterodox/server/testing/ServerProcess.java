package org.heterodox.server.testing;

import java.nio.file.Files;
import java.nio.file.Path;
import org.heterodox.server.HeterodoxServer;
import org.heterodox.server.ServerConfig;
import org.heterodox.server.account.PasswordHashCost;

/**
 * Runs a server in its own JVM for the crash tests: {@code ServerProcess DATA_DIR PORT_FILE}, or
 * {@code ServerProcess JDBC_URL PORT_FILE} for a server on a shared PostgreSQL. A test may ask the
 * child how much heap it holds ({@link #heapUsed}): a line {@code heap} on its standard input makes it
 * collect garbage and write the bytes still used to {@code PORT_FILE.heap} (a test's hook, no endpoint).
 */
public final class ServerProcess {
    private ServerProcess() {
    }

    /** Starts a server in a child JVM on {@code database} (a data directory or a JDBC URL); it writes its port to {@code portFile}. */
    public static Process start(String database, Path portFile, Path log) throws java.io.IOException {
        return start(database, portFile, log, java.util.List.of());
    }

    /** {@link #start(String, Path, Path)} with options for the child JVM (such as {@code -Xmx256m}). */
    public static Process start(String database, Path portFile, Path log, java.util.List<String> jvmOptions)
            throws java.io.IOException {
        Path javaBin = Path.of(System.getProperty("java.home"), "bin", "java");
        java.util.List<String> command = new java.util.ArrayList<>(java.util.List.of(javaBin.toString()));
        command.addAll(jvmOptions);
        command.addAll(java.util.List.of("-cp", System.getProperty("java.class.path"), ServerProcess.class.getName(),
                database, portFile.toString()));
        return new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start();
    }

    /** The heap the child still uses after collecting garbage, in bytes (it answers within 30 s). */
    public static long heapUsed(Process child, Path portFile) throws Exception {
        Path answer = Path.of(portFile + ".heap");
        Files.deleteIfExists(answer);
        child.getOutputStream().write("heap\n".getBytes(java.nio.charset.StandardCharsets.US_ASCII));
        child.getOutputStream().flush();
        long deadline = System.nanoTime() + java.util.concurrent.TimeUnit.SECONDS.toNanos(30);
        while (!Files.exists(answer)) {
            org.assertj.core.api.Assertions.assertThat(child.isAlive()).as("child server alive").isTrue();
            org.assertj.core.api.Assertions.assertThat(System.nanoTime()).as("child's heap answer").isLessThan(deadline);
            Thread.sleep(20);
        }
        return Long.parseLong(Files.readString(answer).trim());
    }

    /** The child's port once it listens (within a minute), or an assertion failure with its log. */
    public static int port(Process child, Path portFile, Path log) throws Exception {
        long deadline = System.nanoTime() + java.util.concurrent.TimeUnit.SECONDS.toNanos(60);
        while (!Files.exists(portFile)) {
            org.assertj.core.api.Assertions.assertThat(child.isAlive()).as("child server died: %s",
                    Files.exists(log) ? Files.readString(log) : "").isTrue();
            org.assertj.core.api.Assertions.assertThat(System.nanoTime()).as("child server start").isLessThan(deadline);
            Thread.sleep(50);
        }
        return Integer.parseInt(Files.readString(portFile).trim());
    }

    /** Until standard input ends: each line {@code heap} is answered in {@code answer}. */
    private static void answerHeapQuestions(Path answer) throws Exception {
        java.io.BufferedReader in = new java.io.BufferedReader(new java.io.InputStreamReader(System.in,
                java.nio.charset.StandardCharsets.US_ASCII));
        for (String line = in.readLine(); line != null; line = in.readLine()) {
            if (line.trim().equals("heap")) {
                Runtime runtime = Runtime.getRuntime();
                for (int i = 0; i < 3; i++) {
                    System.gc();
                    Thread.sleep(100);
                }
                Path partial = Path.of(answer + ".tmp");
                Files.writeString(partial, Long.toString(runtime.totalMemory() - runtime.freeMemory()));
                Files.move(partial, answer, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
            }
        }
        // standard input closed (the parent never writes, or has gone): serve until killed
        Thread.currentThread().join();
    }

    public static void main(String[] args) throws Exception {
        HeterodoxServer server = HeterodoxServer.start(args[0].startsWith("jdbc:")
                ? ServerConfig.defaults(0, args[0], Path.of(args[1]).getParent()).withRateLimit(100_000, 100_000)
                .withPasswordHashCost(PasswordHashCost.LIGHT_FOR_TESTS)
                : ServerFixture.config(Path.of(args[0])));
        Path portFile = Path.of(args[1]);
        Path partial = Path.of(args[1] + ".tmp");
        Files.writeString(partial, Integer.toString(server.port()));
        Files.move(partial, portFile);
        answerHeapQuestions(Path.of(args[1] + ".heap"));
    }
}
