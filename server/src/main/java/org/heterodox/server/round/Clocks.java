package org.heterodox.server.round;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.heterodox.rules.Outcome;
import org.heterodox.rules.Reason;
import org.heterodox.server.game.Actor;
import org.heterodox.server.game.ClockState;
import org.heterodox.server.game.GameException;
import org.heterodox.server.game.GameSnapshot;
import org.heterodox.server.game.GameStatus;
import org.heterodox.server.game.LobbyLimits;
import org.heterodox.server.game.TimeControl;
import org.heterodox.server.game.TournamentTags;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The games' clocks: the flag check armed after each change, the flag's fall, the heartbeat that
 * stores running clocks, pausing at shutdown and resuming at start, calling off games nobody plays,
 * and the arena's berserk (half the clock).
 */
final class Clocks {
    private static final Logger LOG = LoggerFactory.getLogger(Clocks.class);

    private final LiveRounds rounds;
    private final ScheduledExecutorService timers;

    Clocks(LiveRounds rounds, ScheduledExecutorService timers) {
        this.rounds = rounds;
        this.timers = timers;
    }

    /** Arms the flag check of a running clock: it fires when the side to move runs out. */
    void arm(LiveGame game) {
        if (!game.clockRunning()) {
            return;
        }
        long delay = Math.max(0, game.remaining(game.sideToMove(), rounds.now())) + 1;
        String id = game.id();
        game.flagCheck(timers.schedule(() -> checkFlag(id), delay, TimeUnit.MILLISECONDS));
    }

    private void checkFlag(String id) {
        try {
            rounds.run(id, (game, out) -> {
                flagFell(game, out, rounds.now());
                return null;
            });
        } catch (GameException e) {
            LOG.warn("flag check of game {} failed: {}", id, e.getMessage());
        }
    }

    /** Ends the game on time if the side to move has run out; true if the game is (now) over on time. */
    boolean flagFell(LiveGame game, Outbox out, long now) {
        if (!game.clockRunning()) {
            return false;
        }
        int side = game.sideToMove();
        if (game.remaining(side, now) > 0) {
            return false;
        }
        game.finish(Outcome.win(side ^ 1, Reason.TIME_FORFEIT), now);
        rounds.commit(game, out, "finished");
        return true;
    }

    /**
     * The time now, when the game is being played and the mover's flag has not fallen: a resignation,
     * draw, takeback or claim arriving after the flag fell is refused (the fall is recorded instead).
     */
    long requireLiveOnTime(LiveGame game, Outbox out) {
        requireLive(game);
        long now = rounds.now();
        if (flagFell(game, out, now)) {
            throw GameException.conflict("the game already ended on time");
        }
        return now;
    }

    /**
     * Arena berserk: before their first move, a player of a tournament game that allows it halves
     * their clock and gives up the increment, for a bonus if they win.
     */
    GameSnapshot berserk(String id, Actor actor) {
        return rounds.run(id, (game, out) -> {
            int side = Seating.seatOf(game, actor);
            if (!"yes".equals(game.tags().get(TournamentTags.BERSERK_ALLOWED))) {
                throw GameException.conflict("berserk is only for arena games that allow it");
            }
            if (game.status().isOver()) {
                throw GameException.conflict("the game is already over");
            }
            if (!game.timeControl().timed() || game.timeControl().kind() == TimeControl.Kind.CORRESPONDENCE) {
                throw GameException.conflict("berserk needs a clock to halve");
            }
            if (TournamentTags.berserked(game.tags(), side)) {
                throw GameException.conflict("you already berserked");
            }
            if (game.plies() > side) {
                throw GameException.conflict("berserk is only possible before your first move");
            }
            game.berserk(side, rounds.now());
            return rounds.commit(game, out, "berserk");
        }).snapshot();
    }

    static void requireLive(LiveGame game) {
        if (game.status() == GameStatus.WAITING) {
            throw GameException.conflict("the game has not started: a seat is still open");
        }
        if (game.status().isOver()) {
            throw GameException.conflict("the game is over (" + game.status().wire() + ")");
        }
    }

    /**
     * Restarts, at start, the clocks of unfinished game {@code id}: a clock stopped by the last
     * shutdown resumes, and one left running by a crash restarts from its last heartbeat.
     */
    void resume(String id) {
        rounds.run(id, (game, out) -> {
            if (game.paused()) {
                game.resume(rounds.now());
                return rounds.commit(game, out, "resumed");
            }
            if (game.clockRunning()) {
                // Stored without a new version, as the heartbeat does: another server that
                // shares the database and plays this game keeps a valid copy.
                rounds.store().saveClocks(List.of(game.restartAfterCrash(rounds.now())));
            }
            rounds.changed(game);
            return null;
        });
    }

    /**
     * Stops every running clock and stores the time left, so a restart resumes where play stopped. With
     * other servers on the database ({@code shared}) the clocks go on: the time is stored as the heartbeat
     * stores it, and the others keep the games (the timekeeper adopts those no server holds).
     */
    void stopAll(boolean shared) {
        for (LiveGame game : rounds.held()) {
            game.lock().lock();
            try {
                if (!game.stale() && game.clockRunning()) {
                    if (shared) {
                        rounds.store().saveClocks(List.of(game.saveClock(rounds.now())));
                    } else {
                        game.pause(rounds.now());
                        rounds.store().update(game.toRow(), null);
                        game.committed();
                    }
                }
                game.cancelFlagCheck();
            } catch (RuntimeException e) {
                LOG.error("could not store the clocks of game {} at shutdown", game.id(), e);
            } finally {
                game.lock().unlock();
            }
        }
    }

    /**
     * The clocks' heartbeat: stores the running clock of every timed game being played, so that a
     * server killed without warning charges the player to move at most the time since then (the
     * next start restarts the clock from this state). Returns how many clocks were stored.
     */
    int saveAll() {
        if (rounds.isStopping()) {
            return 0;
        }
        List<ClockState> clocks = new ArrayList<>();
        for (LiveGame game : rounds.held()) {
            game.lock().lock();
            try {
                if (!game.stale() && game.clockRunning()) {
                    clocks.add(game.saveClock(rounds.now()));
                }
            } finally {
                game.lock().unlock();
            }
        }
        try {
            rounds.store().saveClocks(clocks);
        } catch (RuntimeException e) {
            LOG.error("could not store the running clocks of {} games", clocks.size(), e);
            return 0;
        }
        return clocks.size();
    }

    /**
     * Calls off (status aborted, reason expired) the games nobody plays, after the delays of
     * {@link LobbyLimits}: an open seat nobody took, and a started game in which a side has not made
     * its first move (no clock runs then, so nothing else would ever end it). Returns how many were called off.
     */
    int expireUnplayed(LobbyLimits lobby) {
        long now = rounds.now();
        int expired = 0;
        for (LiveGame candidate : rounds.held()) {
            String id = candidate.id();
            try {
                Boolean done = rounds.run(id, (game, out) -> {
                    if (!expired(game, now, lobby)) {
                        return false;
                    }
                    game.expire(now);
                    rounds.commit(game, out, "aborted");
                    return true;
                });
                expired += done ? 1 : 0;
            } catch (GameException e) {
                LOG.warn("could not expire game {}: {}", id, e.getMessage());
            }
        }
        return expired;
    }

    private static boolean expired(LiveGame game, long now, LobbyLimits lobby) {
        boolean correspondence = game.timeControl().kind() == TimeControl.Kind.CORRESPONDENCE;
        long idle = now - game.updatedAt();
        if (game.status() == GameStatus.WAITING) {
            return idle >= (correspondence ? lobby.correspondenceMs() : lobby.openSeatMs());
        }
        return game.status() == GameStatus.ACTIVE && game.plies() < 2
                && idle >= (correspondence ? lobby.correspondenceMs() : lobby.unplayedMs());
    }
}
