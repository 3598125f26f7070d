package org.heterodox.server.round;

import org.heterodox.rules.MoveList;
import org.heterodox.rules.Outcome;
import org.heterodox.rules.Reason;
import org.heterodox.server.engine.EngineLevels;
import org.heterodox.server.engine.EnginePool;
import org.heterodox.server.game.GameEvent;
import org.heterodox.server.game.GameException;
import org.heterodox.server.game.GameStatus;
import org.heterodox.server.game.SeatKind;
import org.heterodox.server.game.TimeControl;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The engine's seats: asks the engine pool for a move when the engine is to play, plays the move it
 * returns if the game is still where it was asked, and resigns for an engine that fails.
 */
final class EngineSeats {
    private static final Logger LOG = LoggerFactory.getLogger(EngineSeats.class);

    private final LiveRounds rounds;
    /** Null on a server without an engine: then no game against the engine is created. */
    private final EnginePool engines;
    private final int maxEngineGames;
    private MovePlayer moves;
    private Clocks clocks;

    EngineSeats(LiveRounds rounds, EnginePool engines, int maxEngineGames) {
        this.rounds = rounds;
        this.engines = engines;
        this.maxEngineGames = maxEngineGames;
    }

    /** Who plays the engine's moves and checks its flag (set once, at wiring). */
    void playWith(MovePlayer moves, Clocks clocks) {
        this.moves = moves;
        this.clocks = clocks;
    }

    boolean available() {
        return engines != null;
    }

    /** 429 when the server plays as many engine games as it may. */
    void requireCapacity() {
        long engineGames = rounds.held().stream()
                .filter(g -> g.seat(0) == SeatKind.ENGINE || g.seat(1) == SeatKind.ENGINE).count();
        if (engineGames >= maxEngineGames) {
            throw new GameException(GameException.Kind.BUSY, "the server is playing its maximum of " + maxEngineGames
                    + " engine games; try again later");
        }
    }

    /** Asks the engine for a move when it is to play and not already thinking. */
    void wake(LiveGame game) {
        if (engines == null || game.seat(game.sideToMove()) != SeatKind.ENGINE || game.engineThinking()) {
            return;
        }
        game.engineThinking(true);
        long now = rounds.now();
        TimeControl tc = game.timeControl();
        long budget = EngineLevels.budgetMillis(game.engineLevel(), tc.timed() && tc.kind() != TimeControl.Kind.CORRESPONDENCE,
                game.remaining(game.sideToMove(), now), tc.perMoveMs());
        String id = game.id();
        int plies = game.plies();
        int side = game.sideToMove();
        int takebacks = game.takebacks();
        engines.request(game.position().copy(), game.engineLevel(), budget,
                analysis -> rounds.events().publish(new GameEvent.EngineThinking(id, plies, side, analysis)),
                move -> moved(id, plies, takebacks, move), () -> failed(id, plies));
    }

    private void moved(String id, int plies, int takebacks, int move) {
        try {
            rounds.run(id, (game, out) -> {
                game.engineThinking(false);
                if (game.status() != GameStatus.ACTIVE || game.plies() != plies || game.takebacks() != takebacks
                        || game.seat(game.sideToMove()) != SeatKind.ENGINE) {
                    // The game moved on (aborted, flagged, resigned, taken back) while the engine thought;
                    // if the engine is to move again in the new position, it searches that one.
                    rounds.changed(game);
                    return null;
                }
                long now = rounds.now();
                if (clocks.flagFell(game, out, now)) {
                    return null;
                }
                MoveList legal = new MoveList();
                game.position().generate(legal);
                if (!legal.contains(move)) {
                    LOG.error("engine returned an illegal move {} in game {}; it resigns", move, id);
                    game.finish(Outcome.win(game.sideToMove() ^ 1, Reason.RESIGNATION), now);
                    return rounds.commit(game, out, "finished");
                }
                return moves.play(game, out, move, now);
            });
        } catch (GameException e) {
            LOG.warn("engine move in game {} not applied: {}", id, e.getMessage());
        }
    }

    private void failed(String id, int plies) {
        try {
            rounds.run(id, (game, out) -> {
                game.engineThinking(false);
                if (game.status() != GameStatus.ACTIVE || game.plies() != plies || rounds.isStopping()) {
                    return null;
                }
                LOG.error("engine gave no move in game {}; it resigns", id);
                game.finish(Outcome.win(game.sideToMove() ^ 1, Reason.RESIGNATION), rounds.now());
                return rounds.commit(game, out, "finished");
            });
        } catch (GameException e) {
            LOG.warn("engine failure in game {} not recorded: {}", id, e.getMessage());
        }
    }
}
