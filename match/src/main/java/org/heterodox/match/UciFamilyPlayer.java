package org.heterodox.match;

import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import org.heterodox.rules.Variant;

/**
 * What the UCI and USI drivers share: the handshake ({@code uci}/{@code usi}, the options the engine
 * declares, the configured {@code setoption}s, {@code isready}), a new-game command per game, the game
 * as one {@code position ... moves ...} line and a {@code go} per move, {@code info ... score} lines
 * read for adjudication until {@code bestmove}. Subclasses give the protocol's words.
 */
abstract class UciFamilyPlayer implements Player {
    private final EngineConfig config;
    private final EngineProcess process;
    private final long handshakeMs;
    /** The option names the engine declared in its handshake, in lower case. */
    private final Set<String> declared = new HashSet<>();
    private boolean healthy = true;

    UciFamilyPlayer(EngineConfig config, long handshakeMs, String hello) throws EngineFailure {
        this.config = config;
        this.handshakeMs = handshakeMs;
        process = new EngineProcess(config);
        try {
            process.send(hello);
            awaitLine(hello + "ok", handshakeMs);
            for (Map.Entry<String, String> option : config.options().entrySet()) {
                process.send("setoption name " + option.getKey() + " value " + option.getValue());
            }
            isReady();
        } catch (EngineFailure e) {
            close();
            throw e;
        }
    }

    @Override
    public String name() {
        return config.name();
    }

    final EngineConfig config() {
        return config;
    }

    /** Whether the engine declared an option of this name in its handshake (case-insensitive). */
    final boolean declares(String option) {
        return declared.contains(option.toLowerCase(java.util.Locale.ROOT));
    }

    final void send(String line) throws EngineFailure {
        process.send(line);
    }

    /** The commands that prepare the engine for a game of {@code variant} (variant option, new game). */
    abstract void prepare(Variant variant) throws EngineFailure;

    /** The {@code position} command for {@code turn}. */
    abstract String positionCommand(Turn turn);

    /** The {@code go} command for {@code turn}. */
    abstract String goCommand(Turn turn);

    /** The score of an {@code info} line, in centipawns for the mover (mates as +-(30000 - plies)), or null. */
    abstract Integer score(String[] words);

    /**
     * The reply for {@code bestmove} followed by {@code move} (null when the engine gave none):
     * the move, or a {@code null} move for a resignation.
     *
     * @throws EngineFailure when the answer is no move at all
     */
    abstract Reply bestMove(String move, Integer score) throws EngineFailure;

    @Override
    public final void newGame(Variant variant, String startFen, boolean standardStart) throws EngineFailure {
        guard(() -> {
            prepare(variant);
            isReady();
            return null;
        });
    }

    @Override
    public final Reply think(Turn turn) throws EngineFailure {
        return guard(() -> {
            process.discardPending();
            process.send(positionCommand(turn));
            process.send(goCommand(turn));
            Integer score = null;
            while (true) {
                String line = process.readLine(turn.deadlineNanos());
                if (line == null) {
                    throw EngineFailure.noAnswer(turn, name());
                }
                String[] words = line.trim().split("\\s+");
                if (words[0].equals("info")) {
                    Integer s = score(words);
                    if (s != null) {
                        score = s;
                    }
                } else if (words[0].equals("bestmove")) {
                    return bestMove(words.length < 2 ? null : words[1], score);
                }
            }
        });
    }

    /** Ends a {@code go} line with the mover's depth and node limits, or {@code infinite} without any limit. */
    static String withSearchLimits(StringBuilder go, TimeControl own) {
        if (own.depth() > 0) {
            go.append(" depth ").append(own.depth());
        }
        if (own.nodes() > 0) {
            go.append(" nodes ").append(own.nodes());
        }
        if (!own.isLimited()) {
            go.append(" infinite");
        }
        return go.toString();
    }

    /** The game so far as {@code position <keyword> <fen> [moves ...]}, or {@code startpos} when allowed. */
    static String position(Turn turn, boolean startpos, String fenKeyword) {
        StringBuilder position = new StringBuilder("position ");
        position.append(startpos ? "startpos" : fenKeyword + " " + turn.startFen());
        if (!turn.moves().isEmpty()) {
            position.append(" moves ").append(String.join(" ", turn.moves()));
        }
        return position.toString();
    }

    private void isReady() throws EngineFailure {
        process.send("isready");
        awaitLine("readyok", handshakeMs);
    }

    /** Reads until the line {@code expected}, noting every {@code option name X} on the way. */
    private void awaitLine(String expected, long ms) throws EngineFailure {
        long deadline = System.nanoTime() + ms * 1_000_000L;
        while (true) {
            String line = process.readLine(deadline);
            if (line == null) {
                throw new EngineFailure(EngineFailure.Kind.STALLED, name() + " did not answer '" + expected + "' within " + ms + " ms");
            }
            String trimmed = line.trim();
            if (trimmed.equals(expected)) {
                return;
            }
            if (trimmed.startsWith("option name ")) {
                int type = trimmed.indexOf(" type ");
                String option = type > 0 ? trimmed.substring(12, type) : trimmed.substring(12);
                declared.add(option.trim().toLowerCase(java.util.Locale.ROOT));
            }
        }
    }

    private interface Step<T> {
        T run() throws EngineFailure;
    }

    /** Any failure leaves the engine unusable: it is then replaced before the next game. */
    private <T> T guard(Step<T> step) throws EngineFailure {
        try {
            return step.run();
        } catch (EngineFailure e) {
            healthy = false;
            throw e;
        }
    }

    @Override
    public final boolean isHealthy() {
        return healthy && process.isAlive();
    }

    @Override
    public final void close() {
        process.close("quit");
    }
}
