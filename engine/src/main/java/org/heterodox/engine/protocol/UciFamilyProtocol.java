package org.heterodox.engine.protocol;

import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.heterodox.engine.Engine;
import org.heterodox.engine.Limits;
import org.heterodox.engine.SearchInfo;
import org.heterodox.engine.SearchResult;
import org.heterodox.rules.Variant;
import org.heterodox.rules.Variants;
import org.heterodox.rules.format.FormatException;

/**
 * What UCI and USI share: the same command set under the protocol's own names ({@code uci}/{@code usi},
 * {@code ucinewgame}/{@code usinewgame}), {@code setoption name <id> value <x>}, {@code position startpos |
 * fen <fen> [moves ...]}, {@code go} with depth/nodes/movetime and clock parameters, a {@code bestmove}
 * withheld in an infinite search until {@code stop}, {@code info} lines and {@code info string error:}
 * reports. Subclasses supply only the names, options, clock parameters, mate scores and variant limits.
 */
abstract class UciFamilyProtocol extends ProtocolAdapter {
    /** Thinking time of a {@code go} that names no limit. */
    static final long DEFAULT_MOVE_TIME_MS = 1000;

    private GameSession session;
    private boolean infinite;
    private boolean stopRequested;
    private String heldBestMove;

    protected UciFamilyProtocol(Engine engine, Consumer<String> output, Variant initial) {
        super(engine, output);
        session = new GameSession(initial);
    }

    /** The variant registered under {@code spec}, which the registry must hold. */
    static Variant registered(String spec) {
        try {
            return Variants.of(spec);
        } catch (FormatException e) {
            throw new IllegalStateException("the " + spec + " variant is missing from the registry", e);
        }
    }

    /** The protocol's name: its handshake command, and the prefix of {@code <name>ok} and {@code <name>newgame}. */
    protected abstract String protocolName();

    /** Commands accepted and ignored. */
    protected abstract List<String> ignoredCommands();

    /** The keyword of {@code position} introducing a position text ({@code fen}, {@code sfen}). */
    protected abstract String positionKeyword();

    /** That position text with its article, for error messages ({@code a FEN}). */
    protected abstract String positionTextName();

    /** Sends the {@code option} lines of the handshake. */
    protected abstract void sendOptions();

    /** Applies {@code setoption}; {@code value} is null when none was given. No search is running. */
    protected abstract void option(String name, String value);

    /** Whether {@code key} is a {@code go} keyword of this protocol. */
    protected abstract boolean isGoKeyword(String key);

    /**
     * Sets the clock from the numeric {@code go} parameters other than depth, nodes and movetime
     * (the last value given of each, already at least zero).
     */
    protected abstract void clock(Limits limits, Map<String, Long> parameters);

    /** The side to move in the current position (for clocks given per side). */
    protected final int sideToMove() {
        synchronized (lock) {
            return session.position().sideToMove();
        }
    }

    /** The {@code bestmove} text when there is no move. */
    protected abstract String noMove();

    /** The number after {@code score mate} for a mate score. */
    protected abstract int mateScore(int score);

    @Override
    protected final boolean command(String line, String[] t) {
        String name = protocolName();
        switch (t[0]) {
            case "isready" -> send("readyok");
            case "setoption" -> setOption(line);
            case "position" -> position(t);
            case "go" -> go(t);
            case "stop" -> stop();
            case "quit" -> {
                stop();
                return false;
            }
            case "d" -> send("info string " + positionKeyword() + " " + session.position().toFen());
            default -> {
                if (t[0].equals(name)) {
                    identify();
                } else if (t[0].equals(name + "newgame")) {
                    newGame();
                } else if (!ignoredCommands().contains(t[0])) {
                    error("unknown command '" + t[0] + "'");
                }
            }
        }
        return true;
    }

    @Override
    protected final void error(String message) {
        send("info string error: " + message);
    }

    private void identify() {
        send("id name " + Engine.NAME);
        send("id author " + Engine.AUTHOR);
        sendOptions();
        send(protocolName() + "ok");
    }

    private void setOption(String line) {
        String rest = line.substring("setoption".length()).strip();
        if (!rest.startsWith("name ")) {
            error("setoption needs 'name <id> [value <x>]'");
            return;
        }
        rest = rest.substring(5);
        if (rest.endsWith(" value")) {
            rest = rest + " ";
        }
        int valueAt = rest.indexOf(" value ");
        String name = (valueAt < 0 ? rest : rest.substring(0, valueAt)).strip();
        String value = valueAt < 0 ? null : rest.substring(valueAt + 7).strip();
        if (searching()) {
            error("cannot set options while searching; send stop first");
            return;
        }
        option(name, value);
    }

    /** Sets the hash size from a parsed option value (null: already reported). */
    protected final void setHash(Long mb) {
        if (mb != null) {
            engine.setHashSize((int) Math.max(1, Math.min(Engine.MAX_HASH_MB, mb)));
        }
    }

    /** Sets the number of search threads from a parsed option value (null: already reported). */
    protected final void setThreads(Long threads) {
        if (threads != null) {
            engine.setThreads((int) Math.max(1, Math.min(Engine.MAX_THREADS, threads)));
        }
    }

    /** Sets the number of principal variations from a parsed option value (null: already reported). */
    protected final void setMultiPv(Long lines) {
        if (lines != null) {
            engine.setMultiPv((int) Math.max(1, Math.min(Engine.MAX_MULTI_PV, lines)));
        }
    }

    /** Starts a fresh game of {@code variant}. */
    protected final void selectVariant(Variant variant) {
        synchronized (lock) {
            session = new GameSession(variant);
        }
    }

    private void newGame() {
        if (searching()) {
            error(protocolName() + "newgame while searching; send stop first");
            return;
        }
        engine.newGame();
        selectVariant(session.variant());
    }

    private void position(String[] t) {
        if (searching()) {
            error("position while searching; send stop first");
            return;
        }
        String keyword = positionKeyword();
        if (t.length < 2 || !(t[1].equals("startpos") || t[1].equals(keyword))) {
            error("position needs 'startpos' or '" + keyword + " <" + keyword + ">', optionally followed by 'moves ...'");
            return;
        }
        int movesAt = Arrays.asList(t).indexOf("moves");
        int textEnd = movesAt < 0 ? t.length : movesAt;
        String text = null;
        if (t[1].equals(keyword)) {
            if (textEnd <= 2) {
                error("position " + keyword + " needs " + positionTextName());
                return;
            }
            text = String.join(" ", Arrays.copyOfRange(t, 2, textEnd));
        } else if (textEnd != 2) {
            error("unexpected '" + t[2] + "' after startpos");
            return;
        }
        List<String> moves = movesAt < 0 ? List.of() : Arrays.asList(t).subList(movesAt + 1, t.length);
        synchronized (lock) {
            try {
                GameSession next = new GameSession(session.variant());
                next.setUp(session.variant(), text, moves);
                session = next;
            } catch (FormatException e) {
                error(e.getMessage() + " (position unchanged)");
            }
        }
    }

    private void go(String[] t) {
        if (searching()) {
            error("already searching; send stop first");
            return;
        }
        Limits limits = Limits.none();
        Map<String, Long> clockParameters = new HashMap<>();
        boolean wantsInfinite = false;
        for (int i = 1; i < t.length; i++) {
            String key = t[i];
            if (key.equals("infinite")) {
                wantsInfinite = true;
                continue;
            }
            if (key.equals("ponder")) {
                error("pondering is not supported; searching normally");
                continue;
            }
            if (key.equals("searchmoves") && isGoKeyword(key)) {
                error("searchmoves is not supported; searching all moves");
                while (i + 1 < t.length && !isGoKeyword(t[i + 1])) {
                    i++;
                }
                continue;
            }
            if (!isGoKeyword(key)) {
                error("unknown go parameter '" + key + "'");
                continue;
            }
            if (i + 1 >= t.length) {
                error("go " + key + " needs a value");
                break;
            }
            Long value = number("go " + key, t[++i]);
            if (value == null) {
                continue;
            }
            long v = Math.max(0, value);
            switch (key) {
                case "depth" -> limits.depth((int) Math.min(v, 1000));
                case "nodes" -> limits.nodes(v);
                case "movetime" -> limits.moveTime(v);
                default -> clockParameters.put(key, v);
            }
        }
        clock(limits, clockParameters);
        limits.infinite(wantsInfinite);
        boolean bounded = limits.depth() > 0 || limits.nodes() > 0 || limits.moveTimeMs() > 0 || limits.hasClock()
                || limits.mate() > 0;
        if (!bounded && !wantsInfinite) {
            // A bare (or entirely malformed) go would otherwise think forever without a stop.
            limits.moveTime(DEFAULT_MOVE_TIME_MS);
        }
        synchronized (lock) {
            infinite = wantsInfinite;
            stopRequested = false;
            heldBestMove = null;
            GameSession searched = session;
            startSearch(searched, limits, info -> send(infoLine(searched, info)), result -> finished(searched, result));
        }
    }

    /** Both protocols forbid {@code bestmove} before {@code stop} in an infinite search, so it waits here. */
    private void finished(GameSession searched, SearchResult result) {
        String line = "bestmove " + (result.hasMove() ? searched.format(result.bestMove()) : noMove());
        if (result.hasMove() && result.ponderMove() != 0) {
            String ponder = ponderText(searched, result);
            if (ponder != null) {
                line += " ponder " + ponder;
            }
        }
        synchronized (lock) {
            if (infinite && !stopRequested) {
                heldBestMove = line;
                return;
            }
        }
        send(line);
    }

    private static String ponderText(GameSession searched, SearchResult result) {
        String both = searched.formatLine(new int[] {result.bestMove(), result.ponderMove()});
        int space = both.indexOf(' ');
        return space < 0 ? null : both.substring(space + 1);
    }

    private void stop() {
        String held;
        synchronized (lock) {
            stopRequested = true;
        }
        stopSearch();
        synchronized (lock) {
            held = heldBestMove;
            heldBestMove = null;
        }
        if (held != null) {
            send(held);
        }
    }

    final String infoLine(GameSession session, SearchInfo info) {
        StringBuilder sb = new StringBuilder("info depth ").append(info.depth())
                .append(" seldepth ").append(info.seldepth())
                .append(" multipv ").append(info.multipv());
        if (info.isMate()) {
            sb.append(" score mate ").append(mateScore(info.score()));
        } else {
            sb.append(" score cp ").append(info.score());
        }
        if (info.bound() == SearchInfo.Bound.LOWER) {
            sb.append(" lowerbound");
        } else if (info.bound() == SearchInfo.Bound.UPPER) {
            sb.append(" upperbound");
        }
        sb.append(" nodes ").append(info.nodes())
                .append(" nps ").append(info.nps())
                .append(" hashfull ").append(info.hashfull())
                .append(" time ").append(info.timeMs());
        String pv = session.formatLine(info.pv());
        if (!pv.isEmpty()) {
            sb.append(" pv ").append(pv);
        }
        return sb.toString();
    }
}
