package org.heterodox.engine.protocol;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;
import org.heterodox.engine.Engine;
import org.heterodox.engine.Limits;
import org.heterodox.engine.Score;
import org.heterodox.engine.SearchInfo;
import org.heterodox.engine.SearchResult;
import org.heterodox.rules.Variant;
import org.heterodox.rules.Variants;
import org.heterodox.rules.format.FormatException;

/**
 * The Universal Shogi Interface for {@code shogi} and {@code unashogi} (with their options, chosen by
 * the {@code USI_Variant} option). Positions are SFEN, moves USI ({@code 7g7f}, {@code 8h2b+},
 * {@code P*5e}, {@code K*5i}). USI calls Sente "black": {@code btime}/{@code binc} are Sente's clock.
 * Problems are reported as {@code info string error: ...} lines.
 */
public final class UsiProtocol extends ProtocolAdapter {
    /** The games USI can carry. */
    static final List<String> GAMES = List.of("shogi", "unashogi");
    /** Thinking time of a {@code go} that names no limit. */
    static final long DEFAULT_MOVE_TIME_MS = 1000;

    private GameSession session;
    private boolean infinite;
    private boolean stopRequested;
    private String heldBestMove;

    public UsiProtocol(Engine engine, Consumer<String> output) {
        super(engine, output);
        session = new GameSession(variant("shogi"));
    }

    private static Variant variant(String spec) {
        try {
            return Variants.of(spec);
        } catch (FormatException e) {
            throw new IllegalStateException("the shogi variant is missing from the registry", e);
        }
    }

    @Override
    protected boolean command(String line, String[] t) {
        switch (t[0]) {
            case "usi" -> identify();
            case "isready" -> send("readyok");
            case "debug", "ponderhit", "gameover" -> { }
            case "setoption" -> setOption(line);
            case "usinewgame" -> newGame();
            case "position" -> position(t);
            case "go" -> go(t);
            case "stop" -> stop();
            case "quit" -> {
                stop();
                return false;
            }
            case "d" -> send("info string sfen " + session.position().toFen());
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
        send("option name USI_Hash type spin default " + Engine.DEFAULT_HASH_MB + " min 1 max " + Engine.MAX_HASH_MB);
        send("option name MultiPV type spin default 1 min 1 max " + Engine.MAX_MULTI_PV);
        send("option name USI_Variant type combo default shogi var " + String.join(" var ", GAMES));
        send("usiok");
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
        if (value == null) {
            error(name + " needs a value");
            return;
        }
        switch (name.toLowerCase(Locale.ROOT)) {
            case "usi_hash", "hash" -> {
                Long mb = number(name, value);
                if (mb != null) {
                    engine.setHashSize((int) Math.max(1, Math.min(Engine.MAX_HASH_MB, mb)));
                }
            }
            case "multipv" -> {
                Long lines = number("MultiPV", value);
                if (lines != null) {
                    engine.setMultiPv((int) Math.max(1, Math.min(Engine.MAX_MULTI_PV, lines)));
                }
            }
            case "usi_variant" -> setVariant(value);
            case "usi_ponder", "usi_ownbook" -> { }
            default -> error("unknown option '" + name + "'");
        }
    }

    private void setVariant(String spec) {
        try {
            Variant variant = Variants.of(spec);
            if (!GAMES.contains(variant.name())) {
                error("USI plays " + String.join(" and ", GAMES) + ", not " + variant.name());
                return;
            }
            synchronized (lock) {
                session = new GameSession(variant);
            }
        } catch (FormatException e) {
            error(e.getMessage());
        }
    }

    private void newGame() {
        if (searching()) {
            error("usinewgame while searching; send stop first");
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
        if (t.length < 2 || !(t[1].equals("startpos") || t[1].equals("sfen"))) {
            error("position needs 'startpos' or 'sfen <sfen>', optionally followed by 'moves ...'");
            return;
        }
        int movesAt = Arrays.asList(t).indexOf("moves");
        int sfenEnd = movesAt < 0 ? t.length : movesAt;
        String sfen = null;
        if (t[1].equals("sfen")) {
            if (sfenEnd <= 2) {
                error("position sfen needs an SFEN");
                return;
            }
            sfen = String.join(" ", Arrays.copyOfRange(t, 2, sfenEnd));
        } else if (sfenEnd != 2) {
            error("unexpected '" + t[2] + "' after startpos");
            return;
        }
        List<String> moves = movesAt < 0 ? List.of() : Arrays.asList(t).subList(movesAt + 1, t.length);
        synchronized (lock) {
            try {
                GameSession next = new GameSession(session.variant());
                next.setUp(session.variant(), sfen, moves);
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
        long[] time = {-1, -1};
        long[] increment = {0, 0};
        long byoyomi = 0;
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
                case "btime" -> time[0] = v;
                case "wtime" -> time[1] = v;
                case "binc" -> increment[0] = v;
                case "winc" -> increment[1] = v;
                case "byoyomi" -> byoyomi = v;
                default -> { }
            }
        }
        clock(limits, time, increment, byoyomi);
        limits.infinite(wantsInfinite);
        boolean bounded = limits.depth() > 0 || limits.nodes() > 0 || limits.moveTimeMs() > 0 || limits.hasClock();
        if (!bounded && !wantsInfinite) {
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

    /**
     * Sets the clock. Byoyomi is time granted afresh for every move once the main time is spent, so
     * for this move the mover has its main time plus one byoyomi, and each later move at least one
     * byoyomi more, which the time manager treats like an increment.
     */
    static void clock(Limits limits, long[] time, long[] increment, long byoyomi) {
        for (int side = 0; side < 2; side++) {
            if (time[side] < 0 && byoyomi == 0) {
                continue;
            }
            long main = Math.max(0, time[side]);
            limits.time(side, Math.max(1, main + byoyomi));
            limits.increment(side, increment[side] + byoyomi);
        }
    }

    private static boolean isGoKeyword(String s) {
        return switch (s) {
            case "depth", "nodes", "movetime", "btime", "wtime", "binc", "winc", "byoyomi" -> true;
            default -> false;
        };
    }

    /** USI, like UCI, withholds {@code bestmove} in an infinite search until {@code stop}. */
    private void finished(GameSession searched, SearchResult result) {
        String line = "bestmove " + (result.hasMove() ? searched.format(result.bestMove()) : "resign");
        if (result.hasMove() && result.ponderMove() != 0) {
            String both = searched.formatLine(new int[] {result.bestMove(), result.ponderMove()});
            int space = both.indexOf(' ');
            if (space >= 0) {
                line += " ponder " + both.substring(space + 1);
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

    /** USI scores mates in plies: {@code score mate 3} mates on the third ply, {@code -2} is mated on the second. */
    static String infoLine(GameSession session, SearchInfo info) {
        StringBuilder sb = new StringBuilder("info depth ").append(info.depth())
                .append(" seldepth ").append(info.seldepth())
                .append(" multipv ").append(info.multipv());
        if (info.isMate()) {
            int plies = info.score() > 0 ? Score.MATE - info.score() : -(Score.MATE + info.score());
            sb.append(" score mate ").append(plies);
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
