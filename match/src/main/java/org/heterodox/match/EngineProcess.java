package org.heterodox.match;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * An external engine program: its standard output read line by line on a daemon thread into a
 * queue, so the match can wait for an answer with a deadline and notice a hang or a crash instead
 * of blocking for ever. Standard error is discarded.
 */
final class EngineProcess implements AutoCloseable {
    /** Marks the end of the engine's output in the queue (it exited or closed its output). */
    private static final String EOF = new String("<eof>");

    private final String name;
    private final Process process;
    private final Writer in;
    private final BlockingQueue<String> lines = new LinkedBlockingQueue<>();
    private volatile boolean ended;

    EngineProcess(EngineConfig config) throws EngineFailure {
        this.name = config.name();
        ProcessBuilder builder = new ProcessBuilder(config.command()).redirectError(ProcessBuilder.Redirect.DISCARD);
        if (config.workingDir() != null) {
            builder.directory(config.workingDir().toFile());
        }
        try {
            process = builder.start();
        } catch (IOException e) {
            throw new EngineFailure(EngineFailure.Kind.CRASH, name + " could not be started: " + e.getMessage());
        }
        in = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
        Thread reader = new Thread(this::readOutput, "engine-output-" + name);
        reader.setDaemon(true);
        reader.start();
    }

    private void readOutput() {
        try (BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
            String line;
            while ((line = out.readLine()) != null) {
                lines.add(line);
            }
        } catch (IOException e) {
            // The pipe broke: the same as the engine ending.
        } finally {
            lines.add(EOF);
        }
    }

    String name() {
        return name;
    }

    /** Sends one command line; a dead engine is a crash. */
    void send(String line) throws EngineFailure {
        if (ended || !process.isAlive()) {
            ended = true;
            throw new EngineFailure(EngineFailure.Kind.CRASH, name + " has exited (sending '" + line + "')");
        }
        try {
            in.write(line);
            in.write('\n');
            in.flush();
        } catch (IOException e) {
            ended = true;
            throw new EngineFailure(EngineFailure.Kind.CRASH, name + " has exited (" + e.getMessage() + ")");
        }
    }

    /**
     * The next output line, waiting until {@code deadlineNanos} ({@link System#nanoTime} based), or
     * null when the deadline passes first.
     *
     * @throws EngineFailure when the engine has ended its output
     */
    String readLine(long deadlineNanos) throws EngineFailure {
        if (ended) {
            throw crashed();
        }
        try {
            long wait = deadlineNanos - System.nanoTime();
            String line = wait <= 0 ? lines.poll() : lines.poll(wait, TimeUnit.NANOSECONDS);
            if (line == EOF) {
                ended = true;
                throw crashed();
            }
            return line;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new EngineFailure(EngineFailure.Kind.STALLED, "interrupted while waiting for " + name);
        }
    }

    private EngineFailure crashed() {
        String code = "";
        try {
            if (process.waitFor(200, TimeUnit.MILLISECONDS)) {
                code = " with exit code " + process.exitValue();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return new EngineFailure(EngineFailure.Kind.CRASH, name + " disconnects" + code);
    }

    /** Drops output not yet read (e.g. stray lines of an earlier game). */
    void discardPending() {
        String line;
        while ((line = lines.peek()) != null && line != EOF) {
            lines.poll();
        }
    }

    boolean isAlive() {
        return !ended && process.isAlive();
    }

    /** Asks the engine to quit and kills it if it does not within half a second. */
    void close(String quitCommand) {
        if (process.isAlive()) {
            try {
                in.write(quitCommand + "\n");
                in.flush();
            } catch (IOException e) {
                // Already gone.
            }
            try {
                if (!process.waitFor(500, TimeUnit.MILLISECONDS)) {
                    process.destroyForcibly();
                }
            } catch (InterruptedException e) {
                process.destroyForcibly();
                Thread.currentThread().interrupt();
            }
        }
        ended = true;
    }

    @Override
    public void close() {
        close("quit");
    }
}
