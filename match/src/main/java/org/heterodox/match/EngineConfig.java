package org.heterodox.match;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * One participant of a match: a program speaking {@link Protocol#UCI}, {@link Protocol#USI} or {@link Protocol#XBOARD}
 * (started from {@code command} in {@code workingDir}), or a built-in baseline player; with its
 * options ({@code setoption} for UCI and USI, {@code option} for XBoard), its time control and the
 * grace it gets on the clock.
 */
public record EngineConfig(String name, Protocol protocol, List<String> command, Path workingDir,
                           Map<String, String> options, TimeControl timeControl, long timeMarginMs) {
    public enum Protocol { UCI, USI, XBOARD, RANDOM, GREEDY }

    public EngineConfig {
        command = List.copyOf(command);
        options = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(options));
    }

    public boolean isBuiltin() {
        return protocol == Protocol.RANDOM || protocol == Protocol.GREEDY;
    }
}
