package org.heterodox.engine.match;

import java.util.Map;
import org.heterodox.rules.Variant;

/**
 * An external UCI engine in a match: handshake ({@code uci}/{@code uciok}, options, {@code isready}),
 * {@code ucinewgame} per game, the game as {@code position ... moves ...} and the clocks on
 * {@code go}; the last {@code info ... score} before {@code bestmove} is kept for adjudication.
 * {@code UCI_Variant} is set for any variant but orthodox chess.
 */
final class UciPlayer implements MatchPlayer {
    private final EngineConfig config;
    private final EngineProcess process;
    private final long handshakeMs;
    private String variantSet = "chess";
    private boolean healthy = true;

    UciPlayer(EngineConfig config, long handshakeMs) throws EngineFailure {
        this.config = config;
        this.handshakeMs = handshakeMs;
        process = new EngineProcess(config);
        try {
            process.send("uci");
            awaitLine("uciok", handshakeMs);
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

    @Override
    public void newGame(Variant variant, String startFen, boolean standardStart) throws EngineFailure {
        guard(() -> {
            if (!variant.spec().equals(variantSet) && !config.options().containsKey("UCI_Variant")) {
                process.send("setoption name UCI_Variant value " + variant.spec());
                variantSet = variant.spec();
            }
            process.send("ucinewgame");
            isReady();
            return null;
        });
    }

    @Override
    public Reply think(Turn turn) throws EngineFailure {
        return guard(() -> {
            process.discardPending();
            StringBuilder position = new StringBuilder("position ");
            position.append(turn.standardStart() ? "startpos" : "fen " + turn.startFen());
            if (!turn.moves().isEmpty()) {
                position.append(" moves ").append(String.join(" ", turn.moves()));
            }
            process.send(position.toString());
            process.send(goCommand(turn));
            Integer score = null;
            while (true) {
                String line = process.readLine(turn.deadlineNanos());
                if (line == null) {
                    throw late(turn);
                }
                String[] words = line.trim().split("\\s+");
                if (words[0].equals("info")) {
                    Integer s = scoreOf(words);
                    if (s != null) {
                        score = s;
                    }
                } else if (words[0].equals("bestmove")) {
                    if (words.length < 2) {
                        throw new EngineFailure(EngineFailure.Kind.ILLEGAL_MOVE, name() + " sends an empty bestmove");
                    }
                    return new Reply(words[1], score);
                }
            }
        });
    }

    private EngineFailure late(Turn turn) {
        return turn.forfeitOnTime()
                ? new EngineFailure(EngineFailure.Kind.TIME_FORFEIT, name() + " loses on time")
                : new EngineFailure(EngineFailure.Kind.STALLED, name() + "'s connection stalls");
    }

    /** {@code go} with the mover's limits: clocks (both sides'), move time, depth, nodes. */
    static String goCommand(Turn turn) {
        StringBuilder go = new StringBuilder("go");
        TimeControl own = turn.ownControl();
        if (own.hasClock()) {
            boolean white = turn.whiteToMove();
            TimeControl whiteControl = white ? own : turn.otherControl();
            TimeControl blackControl = white ? turn.otherControl() : own;
            long wtime = white ? turn.ownMs() : turn.otherMs();
            long btime = white ? turn.otherMs() : turn.ownMs();
            go.append(" wtime ").append(Math.max(1, wtime)).append(" btime ").append(Math.max(1, btime));
            if (whiteControl.incrementMs() > 0 || blackControl.incrementMs() > 0) {
                go.append(" winc ").append(whiteControl.incrementMs()).append(" binc ").append(blackControl.incrementMs());
            }
            if (turn.movesToGo() > 0) {
                go.append(" movestogo ").append(turn.movesToGo());
            }
        }
        if (own.moveTimeMs() > 0) {
            go.append(" movetime ").append(own.moveTimeMs());
        }
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

    /** The score of an {@code info} line in centipawns for the mover (mates as +-(30000 - plies)), or null. */
    static Integer scoreOf(String[] words) {
        for (int i = 0; i + 2 < words.length; i++) {
            if (words[i].equals("score")) {
                try {
                    int value = Integer.parseInt(words[i + 2]);
                    if (words[i + 1].equals("cp")) {
                        // A bound (lowerbound/upperbound) still says where the engine stands.
                        return value;
                    }
                    if (words[i + 1].equals("mate")) {
                        return value > 0 ? 30000 - 2 * value : -30000 - 2 * value;
                    }
                } catch (NumberFormatException e) {
                    return null;
                }
            }
        }
        return null;
    }

    private void isReady() throws EngineFailure {
        process.send("isready");
        awaitLine("readyok", handshakeMs);
    }

    private void awaitLine(String expected, long ms) throws EngineFailure {
        long deadline = System.nanoTime() + ms * 1_000_000L;
        while (true) {
            String line = process.readLine(deadline);
            if (line == null) {
                throw new EngineFailure(EngineFailure.Kind.STALLED, name() + " did not answer '" + expected + "' within " + ms + " ms");
            }
            if (line.trim().equals(expected)) {
                return;
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
    public boolean isHealthy() {
        return healthy && process.isAlive();
    }

    @Override
    public void close() {
        process.close("quit");
    }
}
