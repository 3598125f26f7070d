package org.heterodox.match;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * One participant of a match: a program speaking {@link Protocol#UCI}, {@link Protocol#USI} or {@link Protocol#XBOARD}
 * (started from {@code command} in {@code workingDir}), or a built-in player in this JVM (our engine,
 * {@link Protocol#ENGINE}, or a baseline: {@link Protocol#RANDOM}, {@link Protocol#GREEDY}); with its
 * options ({@code setoption} for UCI and USI, {@code option} for XBoard, {@code Hash} and
 * {@code Evaluation} for our engine), its time control and the grace it gets on the clock.
 */
public record EngineConfig(String name, Protocol protocol, List<String> command, Path workingDir,
                           Map<String, String> options, TimeControl timeControl, long timeMarginMs) {
    public enum Protocol { UCI, USI, XBOARD, ENGINE, RANDOM, GREEDY }

    public EngineConfig {
        command = List.copyOf(command);
        options = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(options));
    }

    /** Whether the player runs in this JVM rather than as a program. */
    public boolean isBuiltin() {
        return protocol == Protocol.ENGINE || protocol == Protocol.RANDOM || protocol == Protocol.GREEDY;
    }

    /** Whether the player searches, and so needs a time control (the baselines answer at once). */
    public boolean searches() {
        return protocol != Protocol.RANDOM && protocol != Protocol.GREEDY;
    }
}
