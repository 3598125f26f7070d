package org.heterodox.match;

import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import org.heterodox.engine.protocol.XboardGames;
import org.heterodox.engine.protocol.XboardShogi;
import org.heterodox.rules.Position;
import org.heterodox.rules.Variant;
import org.heterodox.rules.format.FormatException;

/**
 * An external XBoard/CECP v2 engine in a match. The engine is kept in {@code force} mode; on its
 * turn it gets the moves played since it last heard, its clocks ({@code time}/{@code otim}) and
 * {@code go}, answers {@code move M}, and is put back into {@code force}. Thinking output
 * ({@code ply score time nodes pv}) gives the score for adjudication; {@code resign} loses the game.
 * In games with pieces in hand the engine is told the hands ({@code holding [WHITE] [BLACK]}) after
 * the start position and after the moves it is sent, as XBoard does; on the shogi board moves and
 * positions are written in XBoard's shogi coordinates ({@link XboardShogi}).
 */
final class XboardPlayer implements Player {
    private final EngineConfig config;
    private final EngineProcess process;
    private final long handshakeMs;
    private final Map<String, String> features = new HashMap<>();
    private int sent;
    private Variant variant;
    private int pings;
    private boolean healthy = true;
    /** The engine's last decision left it to move, so it thinks on by itself (it was not put into force mode). */
    private boolean thinkingOn;

    XboardPlayer(EngineConfig config, long handshakeMs) throws EngineFailure {
        this.config = config;
        this.handshakeMs = handshakeMs;
        process = new EngineProcess(config);
        try {
            process.send("xboard");
            process.send("protover 2");
            readFeatures();
            for (Map.Entry<String, String> option : config.options().entrySet()) {
                process.send("option " + option.getKey() + "=" + option.getValue());
            }
        } catch (EngineFailure e) {
            close();
            throw e;
        }
    }

    /**
     * Reads {@code feature} lines until {@code done=1} (or, for an engine without it, two seconds after
     * it first speaks). The two seconds the protocol allows count from the engine's first line, not from
     * {@code protover}: an engine still starting up (a JVM on a busy machine) would otherwise lose its
     * features, and be sent moves without the {@code usermove} it asked for. An engine that says nothing
     * at all is waited for as long as an engine may take to start.
     */
    private void readFeatures() throws EngineFailure {
        long deadline = System.nanoTime() + handshakeMs * 1_000_000L;
        boolean spoke = false;
        boolean extended = false;
        while (true) {
            String line = process.readLine(deadline);
            if (line == null) {
                if (extended) {
                    throw new EngineFailure(EngineFailure.Kind.STALLED, name() + " did not finish its features");
                }
                return;
            }
            if (!spoke && !extended) {
                spoke = true;
                deadline = System.nanoTime() + 2_000_000_000L;
            }
            if (!line.startsWith("feature ")) {
                continue;
            }
            for (Map.Entry<String, String> f : FeatureParser.parse(line.substring(8)).entrySet()) {
                features.put(f.getKey(), f.getValue());
                process.send("accepted " + f.getKey());
                if (f.getKey().equals("done")) {
                    if (f.getValue().equals("1")) {
                        return;
                    }
                    extended = true;
                    deadline = System.nanoTime() + handshakeMs * 1_000_000L;
                }
            }
        }
    }

    private boolean feature(String key) {
        return "1".equals(features.get(key));
    }

    @Override
    public String name() {
        return config.name();
    }

    @Override
    public void newGame(Variant variant, String startFen, boolean standardStart) throws EngineFailure {
        this.variant = variant;
        thinkingOn = false;
        try {
            process.send("new");
            if (!XboardGames.isNormal(variant)) {
                process.send("variant " + variant.spec());
            }
            process.send("force");
            if (!standardStart) {
                process.send(feature("setboard") ? "setboard " + XboardGames.toXboardFen(variant, startFen) : "edit");
            }
            TimeControl tc = config.timeControl();
            if (tc.hasClock()) {
                long seconds = tc.baseMs() / 1000;
                String base = seconds % 60 == 0 ? Long.toString(seconds / 60) : seconds / 60 + ":" + String.format(Locale.ROOT, "%02d", seconds % 60);
                process.send("level " + tc.movesPerSession() + " " + base + " " + tc.incrementMs() / 1000.0);
            }
            if (tc.moveTimeMs() > 0) {
                process.send("st " + tc.moveTimeMs() / 1000);
            }
            if (tc.depth() > 0) {
                process.send("sd " + tc.depth());
            }
            if (XboardGames.hasHands(variant)) {
                try {
                    process.send(XboardGames.holding(variant.fromFen(startFen)));
                } catch (FormatException e) {
                    throw new IllegalArgumentException("start position " + startFen + ": " + e.getMessage(), e);
                }
            }
            process.send("post");
            process.send("easy");
            sync();
            sent = 0;
        } catch (EngineFailure e) {
            healthy = false;
            throw e;
        }
    }

    /** With {@code ping}, waits for the matching {@code pong}: the engine has read everything before it. */
    private void sync() throws EngineFailure {
        if (!feature("ping")) {
            return;
        }
        int n = ++pings;
        process.send("ping " + n);
        long deadline = System.nanoTime() + handshakeMs * 1_000_000L;
        while (true) {
            String line = process.readLine(deadline);
            if (line == null) {
                throw new EngineFailure(EngineFailure.Kind.STALLED, name() + " did not answer ping");
            }
            if (line.trim().equals("pong " + n)) {
                return;
            }
        }
    }

    @Override
    public Reply think(Turn turn) throws EngineFailure {
        try {
            if (thinkingOn) {
                // Its answer is already on the way: the second decision of a turn (Ambiguous Chess: the
                // opponent's candidate chosen, now its own announcement), as CECP engines go on.
                thinkingOn = false;
            } else {
                process.discardPending();
                boolean told = sent < turn.moves().size();
                for (; sent < turn.moves().size(); sent++) {
                    process.send((feature("usermove") ? "usermove " : "") + toEngine(turn.moves().get(sent)));
                }
                if (told && XboardGames.hasHands(variant)) {
                    process.send(XboardGames.holding(turn.position()));
                }
                if (turn.ownControl().hasClock()) {
                    process.send("time " + Math.max(1, turn.ownMs() / 10));
                    process.send("otim " + Math.max(1, turn.otherMs() / 10));
                }
                process.send("go");
            }
            Integer score = null;
            while (true) {
                String line = process.readLine(turn.deadlineNanos());
                if (line == null) {
                    throw EngineFailure.noAnswer(turn, name());
                }
                String trimmed = line.trim();
                String[] words = trimmed.split("\\s+");
                if (words[0].equals("move") && words.length >= 2) {
                    String move = fromEngine(words[1]);
                    thinkingOn = movesAgain(turn, move);
                    if (!thinkingOn) {
                        process.send("force");
                    }
                    sent = turn.moves().size() + 1;
                    return new Reply(move, score);
                }
                if (trimmed.equals("resign") || trimmed.startsWith("tellics resign")) {
                    process.send("force");
                    return new Reply(null, score);
                }
                if (trimmed.startsWith("Error") && trimmed.contains("holding")) {
                    // An engine that does not take holdings still knows them from the moves.
                    continue;
                }
                if (trimmed.startsWith("Illegal move") || trimmed.startsWith("Error")) {
                    throw new EngineFailure(EngineFailure.Kind.ILLEGAL_MOVE, name() + " refuses the game: " + trimmed);
                }
                Integer s = thinkingScore(words);
                if (s != null) {
                    score = s;
                }
            }
        } catch (EngineFailure e) {
            healthy = false;
            throw e;
        }
    }

    /**
     * Whether the engine is still to move after its decision {@code move} (a side that decides twice in
     * a row); an unreadable or illegal move is left to the runner to judge.
     */
    private static boolean movesAgain(Turn turn, String move) {
        Position position = turn.position().copy();
        try {
            int decision = position.variant().machineNotation().parse(position, move);
            if (!position.isLegal(decision)) {
                return false;
            }
            position.make(decision);
            return !position.outcome().isOver() && position.sideToMove() == turn.position().sideToMove();
        } catch (FormatException | RuntimeException e) {
            return false;
        }
    }

    /** A move of the game (machine notation) as the engine reads it. */
    private String toEngine(String move) {
        return XboardGames.isShogi(variant) ? XboardShogi.fromUsi(move) : move;
    }

    /** The engine's move in the game's machine notation; an unreadable one is passed on to be judged illegal. */
    private String fromEngine(String move) {
        if (!XboardGames.isShogi(variant)) {
            return move;
        }
        try {
            return XboardShogi.toUsi(move);
        } catch (FormatException e) {
            return move;
        }
    }

    /** The score of a thinking line {@code ply score time nodes pv} (mates as +-100000+N), or null. */
    static Integer thinkingScore(String[] words) {
        if (words.length < 4) {
            return null;
        }
        try {
            Integer.parseInt(words[0].replace(".", "").replace("&", ""));
            int score = Integer.parseInt(words[1]);
            Long.parseLong(words[2]);
            Long.parseLong(words[3]);
            if (score >= 100000) {
                return 30000 - 2 * (score - 100000);
            }
            if (score <= -100000) {
                return -30000 + 2 * (-score - 100000);
            }
            return score;
        } catch (NumberFormatException e) {
            return null;
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
