package org.heterodox.engine.protocol;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;
import org.heterodox.engine.Engine;
import org.heterodox.engine.Limits;
import org.heterodox.engine.Score;
import org.heterodox.engine.SearchInfo;
import org.heterodox.engine.SearchResult;
import org.heterodox.rules.GameDefinition;
import org.heterodox.rules.Variant;
import org.heterodox.rules.Variants;
import org.heterodox.rules.format.FormatException;

/**
 * The Universal Chess Interface, with the Fairy-Stockfish {@code UCI_Variant} option naming every
 * game of {@link Variants}. Moves are read and written in the variant's machine notation (drops as
 * {@code Q@b2}). Problems are reported as {@code info string error: ...} lines.
 */
public final class UciProtocol extends ProtocolAdapter {
    /** Thinking time of a {@code go} that names no limit. */
    static final long DEFAULT_MOVE_TIME_MS = 1000;

    private GameSession session;
    private boolean infinite;
    private boolean stopRequested;
    private String heldBestMove;

    public UciProtocol(Engine engine, Consumer<String> output) {
        super(engine, output);
        session = new GameSession(defaultVariant());
    }

    static Variant defaultVariant() {
        try {
            return Variants.of("chess");
        } catch (FormatException e) {
            throw new IllegalStateException("the chess variant is missing from the registry", e);
        }
    }

    @Override
    protected boolean command(String line, String[] t) {
        switch (t[0]) {
            case "uci" -> identify();
            case "isready" -> send("readyok");
            case "debug", "register", "ponderhit" -> { }
            case "setoption" -> setOption(line);
            case "ucinewgame" -> newGame();
            case "position" -> position(t);
            case "go" -> go(t);
            case "stop" -> stop();
            case "quit" -> {
                stop();
                return false;
            }
            case "d" -> send("info string fen " + session.position().toFen());
            default -> error("unknown command '" + t[0] + "'");
        }
        return true;
    }

    @Override
    protected void error(String message) {
        send("info string error: " + message);
    }

    private void identify() {
        send("id name " + Engine.NAME);
        send("id author " + Engine.AUTHOR);
        send("option name Hash type spin default " + Engine.DEFAULT_HASH_MB + " min 1 max " + Engine.MAX_HASH_MB);
        send("option name Clear Hash type button");
        send("option name MultiPV type spin default 1 min 1 max " + Engine.MAX_MULTI_PV);
        StringBuilder variants = new StringBuilder("option name UCI_Variant type combo default chess");
        for (GameDefinition game : Variants.all()) {
            variants.append(" var ").append(game.name());
        }
        send(variants.toString());
        send("uciok");
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
        switch (name.toLowerCase(Locale.ROOT)) {
            case "hash" -> {
                Long mb = value == null ? null : number("Hash", value);
                if (mb != null) {
                    engine.setHashSize((int) Math.max(1, Math.min(Engine.MAX_HASH_MB, mb)));
                } else if (value == null) {
                    error("Hash needs a value");
                }
            }
            case "clear hash" -> engine.newGame();
            case "multipv" -> {
                Long lines = value == null ? null : number("MultiPV", value);
                if (lines != null) {
                    engine.setMultiPv((int) Math.max(1, Math.min(Engine.MAX_MULTI_PV, lines)));
                } else if (value == null) {
                    error("MultiPV needs a value");
                }
            }
            case "uci_variant" -> {
                try {
                    Variant variant = Variants.of(value == null ? "" : value);
                    synchronized (lock) {
                        session = new GameSession(variant);
                    }
                } catch (FormatException e) {
                    error(e.getMessage());
                }
            }
            default -> error("unknown option '" + name + "'");
        }
    }

    private void newGame() {
        if (searching()) {
            error("ucinewgame while searching; send stop first");
            return;
        }
        engine.newGame();
        synchronized (lock) {
            session = new GameSession(session.variant());
        }
    }

    private void position(String[] t) {
        if (searching()) {
            error("position while searching; send stop first");
            return;
        }
        if (t.length < 2 || !(t[1].equals("startpos") || t[1].equals("fen"))) {
            error("position needs 'startpos' or 'fen <fen>', optionally followed by 'moves ...'");
            return;
        }
        int movesAt = Arrays.asList(t).indexOf("moves");
        int fenEnd = movesAt < 0 ? t.length : movesAt;
        String fen = null;
        if (t[1].equals("fen")) {
            if (fenEnd <= 2) {
                error("position fen needs a FEN");
                return;
            }
            fen = String.join(" ", Arrays.copyOfRange(t, 2, fenEnd));
        } else if (fenEnd != 2) {
            error("unexpected '" + t[2] + "' after startpos");
            return;
        }
        List<String> moves = movesAt < 0 ? List.of() : Arrays.asList(t).subList(movesAt + 1, t.length);
        synchronized (lock) {
            try {
                GameSession next = new GameSession(session.variant());
                next.setUp(session.variant(), fen, moves);
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
            if (key.equals("searchmoves")) {
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
                case "wtime" -> limits.time(0, Math.max(1, v));
                case "btime" -> limits.time(1, Math.max(1, v));
                case "winc" -> limits.increment(0, v);
                case "binc" -> limits.increment(1, v);
                case "movestogo" -> limits.movesToGo((int) Math.min(v, 1000));
                case "mate" -> limits.mate((int) Math.min(v, 100));
                default -> { }
            }
        }
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

    private static boolean isGoKeyword(String s) {
        return switch (s) {
            case "depth", "nodes", "movetime", "wtime", "btime", "winc", "binc", "movestogo", "mate", "infinite",
                 "ponder", "searchmoves" -> true;
            default -> false;
        };
    }

    /** UCI forbids {@code bestmove} before {@code stop} in an infinite search, so it waits here. */
    private void finished(GameSession searched, SearchResult result) {
        String line = "bestmove " + (result.hasMove() ? searched.format(result.bestMove()) : "(none)");
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

    static String infoLine(GameSession session, SearchInfo info) {
        StringBuilder sb = new StringBuilder("info depth ").append(info.depth())
                .append(" seldepth ").append(info.seldepth())
                .append(" multipv ").append(info.multipv());
        if (info.isMate()) {
            sb.append(" score mate ").append(Score.mateInMoves(info.score()));
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

    /** Variant names offered in {@code UCI_Variant}, in registry order. */
    public static List<String> variantNames() {
        List<String> names = new ArrayList<>();
        for (GameDefinition game : Variants.all()) {
            names.add(game.name());
        }
        return names;
    }
}
