package org.heterodox.match;

import java.nio.file.Path;
import java.util.List;
import org.heterodox.rules.Variant;

/**
 * Everything a match needs. With two engines they play {@code games} games per round; with more,
 * every pair plays {@code games} games per round (round robin). Each opening is played twice,
 * once with each engine as White.
 *
 * @param repeat          how many games in a row each opening is played (-repeat; 2: once with each colour)
 * @param pgnOut          file the games are appended to as they finish, or null
 * @param sprt            test to stop a two-engine match early, or null
 * @param hangTimeoutMs   how long a move may take when only depth or nodes limit it
 * @param handshakeMs     how long an engine may take to start, answer {@code isready} and the like
 * @param seed            the seed of the random openings (-srand), from which the built-in baselines draw too
 */
public record MatchConfig(Variant variant, List<EngineConfig> engines, int games, int rounds, int concurrency,
                          OpeningBook openings, int repeat, Adjudication adjudication, Path pgnOut, Sprt sprt, String event,
                          long hangTimeoutMs, long handshakeMs, long seed) {
    public MatchConfig {
        engines = List.copyOf(engines);
        if (engines.size() < 2) {
            throw new IllegalArgumentException("a match needs at least two engines");
        }
        if (games < 1 || rounds < 1 || concurrency < 1 || repeat < 1) {
            throw new IllegalArgumentException("games, rounds, concurrency and repeat must be at least 1");
        }
        if (sprt != null && engines.size() != 2) {
            throw new IllegalArgumentException("SPRT needs exactly two engines");
        }
        for (EngineConfig engine : engines) {
            if (engine.searches() && !engine.timeControl().isLimited()) {
                throw new IllegalArgumentException("engine " + engine.name() + " has no time control (tc, st, depth or nodes)");
            }
            if (engine.protocol() == EngineConfig.Protocol.ENGINE) {
                EnginePlayer.checkOptions(engine.options());
            }
            if (engine.protocol() == EngineConfig.Protocol.XBOARD && engine.timeControl().moveTimeMs() % 1000 != 0) {
                throw new IllegalArgumentException("engine " + engine.name() + ": XBoard's st takes whole seconds");
            }
        }
    }
}
