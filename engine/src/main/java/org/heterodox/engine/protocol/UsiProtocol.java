package org.heterodox.engine.protocol;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Consumer;
import org.heterodox.engine.Engine;
import org.heterodox.engine.EngineGames;
import org.heterodox.engine.MachineProtocol;
import org.heterodox.engine.Limits;
import org.heterodox.engine.Score;
import org.heterodox.rules.GameDefinition;
import org.heterodox.rules.Variant;
import org.heterodox.rules.Variants;
import org.heterodox.rules.format.FormatException;

/**
 * The Universal Shogi Interface for {@code shogi} and {@code unashogi} (with their options, chosen by
 * the {@code USI_Variant} option). Positions are SFEN, moves USI ({@code 7g7f}, {@code 8h2b+},
 * {@code P*5e}, {@code K*5i}). USI calls Sente "black": {@code btime}/{@code binc} are Sente's clock.
 * Problems are reported as {@code info string error: ...} lines.
 */
public final class UsiProtocol extends UciFamilyProtocol {
    public UsiProtocol(Engine engine, Consumer<String> output) {
        super(engine, output, registered(games().get(0)));
    }

    /** The games USI carries ({@link EngineGames}), in registry order. */
    static List<String> games() {
        return Variants.all().stream().filter(g -> EngineGames.of(g).protocol() == MachineProtocol.USI)
                .map(GameDefinition::name).toList();
    }

    @Override
    protected String protocolName() {
        return "usi";
    }

    @Override
    protected List<String> ignoredCommands() {
        return List.of("debug", "ponderhit", "gameover");
    }

    @Override
    protected String positionKeyword() {
        return "sfen";
    }

    @Override
    protected String positionTextName() {
        return "an SFEN";
    }

    @Override
    protected void sendOptions() {
        send("option name USI_Hash type spin default " + Engine.DEFAULT_HASH_MB + " min 1 max " + Engine.MAX_HASH_MB);
        send("option name Threads type spin default 1 min 1 max " + Engine.MAX_THREADS);
        send("option name MultiPV type spin default 1 min 1 max " + Engine.MAX_MULTI_PV);
        List<String> games = games();
        send("option name USI_Variant type combo default " + games.get(0) + " var " + String.join(" var ", games));
    }

    @Override
    protected void option(String name, String value) {
        if (value == null) {
            error(name + " needs a value");
            return;
        }
        switch (name.toLowerCase(Locale.ROOT)) {
            case "usi_hash", "hash" -> setHash(number(name, value));
            case "multipv" -> setMultiPv(number("MultiPV", value));
            case "threads" -> setThreads(number("Threads", value));
            case "usi_variant" -> setVariant(value);
            case "usi_ponder", "usi_ownbook" -> { }
            default -> error("unknown option '" + name + "'");
        }
    }

    private void setVariant(String spec) {
        try {
            Variant variant = Variants.of(spec);
            if (EngineGames.of(variant).protocol() != MachineProtocol.USI) {
                error("USI plays " + String.join(" and ", games()) + ", not " + variant.name());
                return;
            }
            selectVariant(variant);
        } catch (FormatException e) {
            error(e.getMessage());
        }
    }

    @Override
    protected boolean isGoKeyword(String s) {
        return switch (s) {
            case "depth", "nodes", "movetime", "btime", "wtime", "binc", "winc", "byoyomi" -> true;
            default -> false;
        };
    }

    @Override
    protected void clock(Limits limits, Map<String, Long> parameters) {
        long[] time = {parameters.getOrDefault("btime", -1L), parameters.getOrDefault("wtime", -1L)};
        long[] increment = {parameters.getOrDefault("binc", 0L), parameters.getOrDefault("winc", 0L)};
        clock(limits, time, increment, parameters.getOrDefault("byoyomi", 0L), sideToMove());
    }

    /** What a byoyomi-only move keeps back for the way to the GUI and its clock. */
    static final long BYOYOMI_MARGIN_MS = 50;

    /**
     * Sets the clock. Byoyomi is time granted afresh for every move once the main time is spent, so
     * for this move the mover has its main time plus one byoyomi, and each later move at least one
     * byoyomi more, which the time manager treats like an increment. A mover whose main time is spent
     * has exactly one byoyomi for this move: it thinks for that long, less a small margin.
     */
    static void clock(Limits limits, long[] time, long[] increment, long byoyomi, int mover) {
        if (byoyomi > 0 && time[mover] <= 0 && increment[mover] == 0) {
            limits.moveTime(Math.max(1, byoyomi - BYOYOMI_MARGIN_MS));
            return;
        }
        for (int side = 0; side < 2; side++) {
            if (time[side] < 0 && byoyomi == 0) {
                continue;
            }
            long main = Math.max(0, time[side]);
            limits.time(side, Math.max(1, main + byoyomi));
            limits.increment(side, increment[side] + byoyomi);
        }
    }

    @Override
    protected String noMove() {
        return "resign";
    }

    /** USI scores mates in plies: {@code score mate 3} mates on the third ply, {@code -2} is mated on the second. */
    @Override
    protected int mateScore(int score) {
        return score > 0 ? Score.MATE - score : -(Score.MATE + score);
    }
}
