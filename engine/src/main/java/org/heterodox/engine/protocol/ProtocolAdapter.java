package org.heterodox.engine.protocol;

import java.io.BufferedReader;
import java.io.IOException;
import java.util.function.Consumer;
import org.heterodox.engine.Engine;
import org.heterodox.engine.Limits;
import org.heterodox.engine.SearchListener;
import org.heterodox.engine.SearchResult;

/**
 * What the text protocols share: a line loop, serialized output (the search thread prints too),
 * one background search at a time, and the rule that a bad command yields an error line and
 * never an exception. Subclasses translate commands into {@link Engine} and {@link GameSession} calls.
 */
public abstract class ProtocolAdapter {
    protected final Engine engine;
    private final Consumer<String> output;
    private final Object outputLock = new Object();
    /** Guards the game and the search handle between the reading thread and the search thread. */
    protected final Object lock = new Object();
    private Engine.Search search;
    private boolean active;

    protected ProtocolAdapter(Engine engine, Consumer<String> output) {
        this.engine = engine;
        this.output = output;
    }

    /** Reads commands until {@code quit} or the end of input, then stops any search. */
    public void run(BufferedReader in) throws IOException {
        String line;
        while ((line = in.readLine()) != null) {
            if (!handle(line)) {
                return;
            }
        }
        abortSearch();
    }

    /** Handles one command line; returns false after {@code quit}. Never throws for any input. */
    public final boolean handle(String line) {
        String trimmed = line == null ? "" : line.strip();
        if (trimmed.isEmpty()) {
            return true;
        }
        try {
            return command(trimmed, trimmed.split("\\s+"));
        } catch (RuntimeException e) {
            // A defect must not take the engine down in the middle of a game: report and go on.
            error("internal error on '" + trimmed + "': " + e);
            return true;
        }
    }

    /** Handles a non-empty, trimmed command split into whitespace-separated tokens. */
    protected abstract boolean command(String line, String[] tokens);

    /** Reports a malformed or untimely command in the protocol's own way. */
    protected abstract void error(String message);

    protected final void send(String line) {
        synchronized (outputLock) {
            output.accept(line);
        }
    }

    /**
     * Whether a search is running. It turns false before the search's result is printed, so a
     * command the GUI sends in reply to that result is never refused as "still searching".
     */
    protected final boolean searching() {
        synchronized (lock) {
            return active;
        }
    }

    /** Starts a background search of the session's position; {@code onDone} runs on the search thread. */
    protected final void startSearch(GameSession session, Limits limits, SearchListener listener,
                                     Consumer<SearchResult> onDone) {
        synchronized (lock) {
            active = true;
            search = engine.start(session.position(), limits, listener, result -> {
                synchronized (lock) {
                    active = false;
                }
                onDone.accept(result);
            });
        }
    }

    /** Stops the running search (if any) and waits until its completion callback has run. */
    protected final void stopSearch() {
        Engine.Search running;
        synchronized (lock) {
            running = search;
        }
        if (running != null) {
            running.stop();
            running.await();
        }
    }

    /** Like {@link #stopSearch} but for when its result is to be thrown away; subclasses check {@link #discarding}. */
    protected final void abortSearch() {
        synchronized (lock) {
            discarding = true;
        }
        try {
            stopSearch();
        } finally {
            synchronized (lock) {
                discarding = false;
            }
        }
    }

    private boolean discarding;

    /** Whether the finishing search's result must be ignored (call while holding {@link #lock}). */
    protected final boolean discarding() {
        return discarding;
    }

    /** Waits for the running search to finish by itself (tests use it; no timing involved). */
    public final void awaitSearch() {
        Engine.Search running;
        synchronized (lock) {
            running = search;
        }
        if (running != null) {
            running.await();
        }
    }

    /** A whole-number argument, or null after reporting the problem. */
    protected final Long number(String name, String text) {
        try {
            return Long.parseLong(text);
        } catch (NumberFormatException e) {
            error("'" + text + "' is not a number for " + name);
            return null;
        }
    }
}
