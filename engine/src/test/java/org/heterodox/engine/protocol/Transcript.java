package org.heterodox.engine.protocol;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;
import java.util.function.Consumer;
import org.heterodox.engine.Engine;

/** Feeds command lines to a protocol adapter and collects what it prints. */
final class Transcript {
    private final List<String> lines = new ArrayList<>();
    final ProtocolAdapter adapter;

    Transcript(BiFunction<Engine, Consumer<String>, ProtocolAdapter> factory) {
        Consumer<String> sink = line -> {
            synchronized (lines) {
                lines.add(line);
            }
        };
        adapter = factory.apply(new Engine(4), sink);
    }

    /** Sends each line, waiting for any search it starts to end by itself before the next. */
    Transcript feed(String... commands) {
        for (String command : commands) {
            adapter.handle(command);
            adapter.awaitSearch();
        }
        return this;
    }

    /** Sends a line without waiting. */
    Transcript send(String command) {
        adapter.handle(command);
        return this;
    }

    List<String> lines() {
        synchronized (lines) {
            return new ArrayList<>(lines);
        }
    }

    /** Output lines printed so far that start with {@code prefix}. */
    List<String> starting(String prefix) {
        List<String> out = new ArrayList<>();
        for (String line : lines()) {
            if (line.startsWith(prefix)) {
                out.add(line);
            }
        }
        return out;
    }

    String last() {
        List<String> all = lines();
        return all.isEmpty() ? "" : all.get(all.size() - 1);
    }

    void clear() {
        synchronized (lines) {
            lines.clear();
        }
    }
}
