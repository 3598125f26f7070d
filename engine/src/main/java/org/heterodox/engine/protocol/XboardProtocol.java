package org.heterodox.engine.protocol;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.heterodox.engine.Engine;
import org.heterodox.engine.Limits;
import org.heterodox.engine.Score;
import org.heterodox.engine.SearchInfo;
import org.heterodox.engine.SearchResult;
import org.heterodox.rules.GameDefinition;
import org.heterodox.rules.Outcome;
import org.heterodox.rules.Variant;
import org.heterodox.rules.Variants;
import org.heterodox.rules.format.FormatException;

/**
 * XBoard / CECP version 2. Orthodox chess is XBoard's {@code normal} and shogi its {@code shogi};
 * every other game uses its spec name ({@link XboardGames}). Moves are coordinate moves in the
 * variant's machine notation ({@code e2e4}, {@code e7e8q}, drops {@code P@e4}), on the shogi board in
 * XBoard's coordinates ({@link XboardShogi}: {@code c3c4}, {@code b2h8+}, {@code P@e5}). The drop games
 * XBoard does not know are described by a {@code setup} line when chosen; {@code setboard} takes FENs
 * with bracketed holdings and {@code holding [WHITE] [BLACK]} is checked against the game (and adopted
 * when it differs). Malformed commands get {@code Error (...): command}; illegal moves get
 * {@code Illegal move: ...}.
 */
public final class XboardProtocol extends ProtocolAdapter {
    static final String NORMAL = XboardGames.NORMAL;

    private GameSession session;
    private boolean force;
    /** The side the engine plays; it moves whenever that side is to move and force mode is off. */
    private int engineSide = 1;
    private volatile boolean post = true;
    private int movesPerSession;
    private long baseMs = 5 * 60_000;
    private long incrementMs;
    private long secondsPerMove;
    private int maxDepth;
    private long engineClockMs = -1;
    private long opponentClockMs = -1;
    private final List<String> pendingPongs = new ArrayList<>();

    public XboardProtocol(Engine engine, Consumer<String> output) {
        super(engine, output);
        session = new GameSession(UciProtocol.defaultVariant(), XboardGames::notation);
    }

    @Override
    protected boolean command(String line, String[] t) {
        String cmd = t[0];
        switch (cmd) {
            case "xboard", "accepted", "rejected", "hard", "easy", "random", "computer", "name", "rating", "ics",
                 "draw", "hint", "bk", "egtpath", "nopause", "option", "exit", "." -> { }
            case "protover" -> features();
            case "new" -> newGame();
            case "variant" -> variant(t);
            case "force" -> {
                abortSearch();
                synchronized (lock) {
                    force = true;
                }
            }
            case "go" -> go();
            case "playother" -> playOther();
            case "white", "black" -> {
                abortSearch();
                synchronized (lock) {
                    engineSide = cmd.equals("white") ? 1 : 0;
                }
            }
            case "usermove" -> {
                if (t.length != 2) {
                    error("usermove needs one move", line);
                } else {
                    userMove(t[1]);
                }
            }
            case "setboard" -> setBoard(line);
            case "holding" -> holding(line);
            case "time" -> clock(t, true);
            case "otim" -> clock(t, false);
            case "level" -> level(t, line);
            case "st" -> perMove(t);
            case "sd" -> depth(t);
            case "memory" -> memory(t);
            case "cores" -> cores(t);
            case "ping" -> ping(t);
            case "undo" -> takeBack(1);
            case "remove" -> takeBack(2);
            case "result" -> {
                abortSearch();
                synchronized (lock) {
                    force = true;
                }
            }
            case "?" -> stopSearch();
            case "post" -> post = true;
            case "nopost" -> post = false;
            case "quit" -> {
                abortSearch();
                return false;
            }
            default -> {
                // Before protover 2 an engine may receive bare moves; accept them if they parse.
                if (looksLikeMove(cmd) && t.length == 1) {
                    userMove(cmd);
                } else {
                    error("unknown command", line);
                }
            }
        }
        return true;
    }

    @Override
    protected void error(String message) {
        send("Error (" + message + ")");
    }

    private void error(String type, String command) {
        send("Error (" + type + "): " + command);
    }

    private static boolean looksLikeMove(String s) {
        return s.matches("[a-z][0-9]+[a-z][0-9]+[a-z+=]?|[A-Za-z][@*][a-z][0-9]+");
    }

    private void features() {
        send("feature myname=\"" + Engine.NAME + "\" variants=\"" + String.join(",", variantNames())
                + "\" usermove=1 setboard=1 ping=1 playother=1 colors=0 time=1 sigint=0 sigterm=0 analyze=0"
                + " memory=1 smp=1 reuse=1 done=1");
    }

    /** XBoard names of the games: {@code normal} for orthodox chess, the spec name for the others. */
    public static List<String> variantNames() {
        List<String> names = new ArrayList<>();
        for (GameDefinition game : Variants.all()) {
            names.add(XboardGames.name(game));
        }
        return names;
    }

    private void newGame() {
        abortSearch();
        engine.newGame();
        synchronized (lock) {
            session = new GameSession(UciProtocol.defaultVariant(), XboardGames::notation);
            force = false;
            engineSide = 1;
            secondsPerMove = 0;
            maxDepth = 0;
            engineClockMs = -1;
            opponentClockMs = -1;
        }
    }

    private void variant(String[] t) {
        if (t.length != 2) {
            error("variant needs one name", String.join(" ", t));
            return;
        }
        abortSearch();
        try {
            Variant variant = Variants.of(XboardGames.spec(t[1]));
            synchronized (lock) {
                session = new GameSession(variant, XboardGames::notation);
            }
            String setup = XboardGames.setup(variant);
            if (setup != null) {
                send(setup);
            }
        } catch (FormatException e) {
            error("unsupported variant: " + e.getMessage(), String.join(" ", t));
        }
    }

    private void go() {
        if (searching()) {
            error("already thinking", "go");
            return;
        }
        synchronized (lock) {
            force = false;
            engineSide = session.position().sideToMove();
        }
        think();
    }

    private void playOther() {
        abortSearch();
        synchronized (lock) {
            force = false;
            engineSide = session.position().sideToMove() ^ 1;
        }
    }

    private void userMove(String text) {
        if (searching()) {
            error("it is the engine's turn to move", "usermove " + text);
            return;
        }
        synchronized (lock) {
            try {
                session.play(text);
            } catch (FormatException e) {
                send("Illegal move: " + text);
                return;
            }
        }
        if (!announceEnd()) {
            think();
        }
    }

    private void setBoard(String line) {
        String fen = line.substring("setboard".length()).strip();
        abortSearch();
        synchronized (lock) {
            try {
                GameSession next = new GameSession(session.variant(), XboardGames::notation);
                next.setUp(session.variant(), XboardGames.toOurFen(session.variant(), fen), List.of());
                session = next;
            } catch (FormatException e) {
                send("tellusererror Illegal position: " + e.getMessage());
                error("illegal position", line);
            }
        }
    }

    /**
     * {@code holding [WHITE] [BLACK]}: the hands as the GUI sees them. They follow from the moves in
     * every game here, so they normally agree; when they differ the GUI's hands are adopted (the
     * position is set up afresh with them, as by {@code setboard}).
     */
    private void holding(String line) {
        String arguments = line.substring("holding".length());
        synchronized (lock) {
            if (!XboardGames.hasHands(session.variant())) {
                error(session.variant().spec() + " has no pieces in hand", line);
                return;
            }
        }
        try {
            String[] hands = XboardGames.readHolding(arguments);
            synchronized (lock) {
                String[] ours = XboardGames.hands(session.position());
                if (sameHand(ours[0], hands[0]) && sameHand(ours[1], hands[1])) {
                    return;
                }
            }
            abortSearch();
            synchronized (lock) {
                String fen = XboardGames.withHands(session.position(), hands[0], hands[1]);
                GameSession next = new GameSession(session.variant(), XboardGames::notation);
                next.setUp(session.variant(), fen, List.of());
                session = next;
            }
        } catch (FormatException e) {
            send("tellusererror Illegal holdings: " + e.getMessage());
            error("illegal holdings", line);
            return;
        }
        think();
    }

    private static boolean sameHand(String a, String b) {
        char[] x = a.toCharArray();
        char[] y = b.toCharArray();
        java.util.Arrays.sort(x);
        java.util.Arrays.sort(y);
        return java.util.Arrays.equals(x, y);
    }

    private void clock(String[] t, boolean own) {
        Long cs = argument(t, "needs one number of centiseconds", Long.MIN_VALUE);
        if (cs != null) {
            synchronized (lock) {
                if (own) {
                    engineClockMs = Math.max(0, cs) * 10;
                } else {
                    opponentClockMs = Math.max(0, cs) * 10;
                }
            }
        }
    }

    /** The single whole-number argument of a command, at least {@code min}, or null after one error line. */
    private Long argument(String[] t, String problem, long min) {
        String line = String.join(" ", t);
        if (t.length != 2) {
            error(problem, line);
            return null;
        }
        try {
            long value = Long.parseLong(t[1]);
            if (value < min) {
                error(problem, line);
                return null;
            }
            return value;
        } catch (NumberFormatException e) {
            error(problem, line);
            return null;
        }
    }

    /** {@code level MPS BASE INC}: moves per session, base as minutes or minutes:seconds, increment in seconds. */
    private void level(String[] t, String line) {
        if (t.length != 4) {
            error("level needs MPS BASE INC", line);
            return;
        }
        try {
            int mps = Integer.parseInt(t[1]);
            String[] base = t[2].split(":", -1);
            long ms = Long.parseLong(base[0]) * 60_000 + (base.length == 2 ? Long.parseLong(base[1]) * 1000 : 0);
            if (base.length > 2 || mps < 0 || ms < 0) {
                throw new NumberFormatException(t[2]);
            }
            long inc = Math.round(Double.parseDouble(t[3]) * 1000);
            if (inc < 0 || Double.isNaN(Double.parseDouble(t[3]))) {
                throw new NumberFormatException(t[3]);
            }
            synchronized (lock) {
                movesPerSession = mps;
                baseMs = ms;
                incrementMs = inc;
                secondsPerMove = 0;
            }
        } catch (NumberFormatException e) {
            error("bad level", line);
        }
    }

    private void perMove(String[] t) {
        Long seconds = argument(t, "st needs a number of seconds", 0);
        if (seconds != null) {
            synchronized (lock) {
                secondsPerMove = seconds;
            }
        }
    }

    private void depth(String[] t) {
        Long depth = argument(t, "sd needs a depth", 0);
        if (depth != null) {
            synchronized (lock) {
                maxDepth = (int) Math.min(depth, 1000);
            }
        }
    }

    private void memory(String[] t) {
        Long mb = argument(t, "memory needs a size in MB", 1);
        if (mb != null) {
            abortSearch();
            engine.setHashSize((int) Math.min(mb, Engine.MAX_HASH_MB));
        }
    }

    /** {@code cores N}: the number of search threads (CECP's {@code smp} feature). */
    private void cores(String[] t) {
        Long cores = argument(t, "cores needs a number of threads", 1);
        if (cores != null) {
            abortSearch();
            engine.setThreads((int) Math.min(cores, Engine.MAX_THREADS));
        }
    }

    /** {@code pong} waits for the move when the engine is thinking, as CECP asks. */
    private void ping(String[] t) {
        String pong = "pong" + (t.length > 1 ? " " + t[1] : "");
        synchronized (lock) {
            if (searching()) {
                pendingPongs.add(pong);
                return;
            }
        }
        send(pong);
    }

    private void takeBack(int plies) {
        abortSearch();
        synchronized (lock) {
            if (session.moveCount() < plies) {
                error("no move to undo", plies == 1 ? "undo" : "remove");
                return;
            }
            for (int i = 0; i < plies; i++) {
                session.undo();
            }
        }
    }

    /** Starts thinking if it is the engine's turn. */
    private void think() {
        Limits limits;
        GameSession searched;
        synchronized (lock) {
            if (force || session.position().sideToMove() != engineSide || searching()) {
                return;
            }
            limits = limits();
            searched = session;
        }
        startSearch(searched, limits, info -> {
            if (post && info.multipv() == 1) {
                send(thinkingLine(searched, info));
            }
        }, result -> moved(searched, result));
    }

    private Limits limits() {
        Limits limits = Limits.none();
        if (maxDepth > 0) {
            limits.depth(maxDepth);
        }
        if (secondsPerMove > 0) {
            return limits.moveTime(secondsPerMove * 1000);
        }
        int side = session.position().sideToMove();
        long own = engineClockMs >= 0 ? engineClockMs : baseMs;
        if (own > 0) {
            limits.time(side, Math.max(1, own)).increment(side, incrementMs);
            if (opponentClockMs >= 0) {
                limits.time(side ^ 1, Math.max(1, opponentClockMs));
            }
            if (movesPerSession > 0) {
                int played = session.moveCount() / 2;
                limits.movesToGo(movesPerSession - played % movesPerSession);
            }
        } else if (maxDepth == 0) {
            limits.moveTime(1000);
        }
        return limits;
    }

    private void moved(GameSession searched, SearchResult result) {
        List<String> pongs;
        boolean again = false;
        synchronized (lock) {
            if (!discarding() && searched == session && result.hasMove()) {
                String text = session.format(result.bestMove());
                session.playMove(result.bestMove());
                send("move " + text);
                // A side may decide twice in a row (Ambiguous Chess: a choice, then its announcement).
                again = !announceEnd() && session.position().sideToMove() == engineSide;
            }
            pongs = new ArrayList<>(pendingPongs);
            pendingPongs.clear();
        }
        pongs.forEach(this::send);
        if (again) {
            think();
        }
    }

    /** Sends the result line when the game is over; returns whether it is. */
    private boolean announceEnd() {
        synchronized (lock) {
            Outcome outcome = session.position().outcome();
            if (!outcome.isOver()) {
                return false;
            }
            send(outcome.result().pgn() + " {" + outcome.reason().text() + "}");
            return true;
        }
    }

    /** Thinking output: ply, score (mates as 100000 + moves), time in centiseconds, nodes, pv. */
    static String thinkingLine(GameSession session, SearchInfo info) {
        int score = info.score();
        if (info.isMate()) {
            int moves = Score.mateInMoves(score);
            score = moves > 0 ? 100000 + moves : -100000 + moves;
        }
        return info.depth() + " " + score + " " + info.timeMs() / 10 + " " + info.nodes() + " "
                + session.formatLine(info.pv());
    }
}
