package org.heterodox.server.round;

import java.util.List;
import java.util.concurrent.ScheduledExecutorService;
import java.util.function.LongSupplier;
import org.heterodox.server.engine.EnginePool;
import org.heterodox.server.game.Actor;
import org.heterodox.server.game.CreateGame;
import org.heterodox.server.game.FinishedGameListener;
import org.heterodox.server.game.GameEvents;
import org.heterodox.server.game.GameException;
import org.heterodox.server.game.GameRater;
import org.heterodox.server.game.GameSnapshot;
import org.heterodox.server.game.GameStore;
import org.heterodox.server.game.LobbyLimits;
import org.heterodox.server.game.OfferAction;
import org.heterodox.server.game.PairedGame;
import org.heterodox.server.game.SeatGrant;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The authority over every game being played, and its one command API: each command names the game
 * and the {@link Actor} (seat token, account, or both), runs under the game's lock in
 * {@link LiveRounds}, is checked by the rules, stored, and published once the lock is released.
 * The work is done by one class per concern (seating, moves, offers, finishing, clocks, engine seats).
 */
public final class Rounds {
    private static final Logger LOG = LoggerFactory.getLogger(Rounds.class);

    private final LiveRounds live;
    private final RoundRatings ratings;
    private final Clocks clocks;
    private final EngineSeats engines;
    private final Seating seating;
    private final MovePlayer moves;
    private final Finisher finisher;
    private final DrawOffer draws;
    private final TakebackOffer takebacks;
    private final RematchOffer rematches;
    private final AccountRenames renames;
    private volatile boolean shared;

    /** {@code engines} may be null: then games against the engine cannot be created. */
    public Rounds(GameStore store, LongSupplier clock, ScheduledExecutorService timers, EnginePool engines,
                  int maxEngineGames) {
        this.ratings = new RoundRatings(clock);
        this.live = new LiveRounds(store, clock, ratings);
        this.clocks = new Clocks(live, timers);
        this.engines = new EngineSeats(live, engines, maxEngineGames);
        this.moves = new MovePlayer(live, clocks);
        this.engines.playWith(moves, clocks);
        this.seating = new Seating(live, ratings, this.engines);
        this.finisher = new Finisher(live, clocks);
        this.draws = new DrawOffer(live, clocks);
        this.takebacks = new TakebackOffer(live, clocks);
        this.rematches = new RematchOffer(live, this.engines);
        this.renames = new AccountRenames(live);
        live.afterChange(game -> {
            clocks.arm(game);
            this.engines.wake(game);
        });
    }

    // ----- configuration (before start) -----

    /**
     * Other servers share the database: before a held copy is used, its version is checked against the
     * stored one (one indexed read), so that no request is answered from a copy another server has
     * outdated while its announcement is on the way.
     */
    public void shared(boolean shared) {
        this.shared = shared;
        live.shared(shared);
    }

    /** Who hears of finished games (the opening explorer's index of the site's games). */
    public void onFinished(FinishedGameListener listener) {
        live.onFinished(listener);
    }

    /** Sets who rates rated games. */
    public void rater(GameRater rater) {
        ratings.rater(rater);
    }

    /** Where every stored change is published (by default an in-process channel). */
    public void events(GameEvents events) {
        live.events(events);
    }

    public GameEvents events() {
        return live.events();
    }

    /** The expiry delays of games nobody plays and the cap on open games per client. */
    public void lobby(LobbyLimits limits) {
        seating.lobby(limits);
    }

    public boolean enginesAvailable() {
        return engines.available();
    }

    // ----- life cycle -----

    /**
     * Rates what ended unrated, loads the unfinished games, restarts clocks stopped by the last
     * shutdown or left running by a crash (from their last heartbeat), and wakes engines and flag checks.
     */
    public void start() {
        ratings.rateUnrated(live);
        for (String id : live.store().unfinishedIds()) {
            try {
                clocks.resume(id);
            } catch (GameException e) {
                LOG.error("could not resume game {}: {}", id, e.getMessage());
            }
        }
    }

    /** Stops every running clock and stores the time left (see {@link Clocks#stopAll}). */
    public void stop() {
        live.stopping();
        clocks.stopAll(shared);
    }

    /** The clocks' heartbeat; gives how many clocks were stored. */
    public int saveClocks() {
        return clocks.saveAll();
    }

    /** Calls off the games nobody plays; gives how many. */
    public int expireUnplayed() {
        return clocks.expireUnplayed(seating.lobby());
    }

    // ----- commands -----

    /** Creates a game for the client at {@code client} (null: unknown, not capped). */
    public SeatGrant create(CreateGame request, String client) {
        return seating.create(request, client);
    }

    /** Creates a tournament's game between two accounts. */
    public GameSnapshot createPaired(PairedGame request) {
        return seating.createPaired(request);
    }

    /** Takes the open seat an invite code leads to; {@code account} null for an anonymous player. */
    public SeatGrant join(String inviteCode, String name, Long account) {
        return seating.join(inviteCode, name, account);
    }

    /** The game an invite code leads to, without taking its seat. */
    public GameSnapshot invited(String inviteCode) {
        return seating.invited(inviteCode);
    }

    /** The actor's seat in a game, without refusing. */
    public Seated seated(String id, Actor actor) {
        return seating.seated(id, actor);
    }

    public GameSnapshot get(String id) {
        return live.get(id);
    }

    public GameSnapshot move(String id, Actor actor, String text, Integer expectedPlies) {
        return moves.move(id, actor, text, expectedPlies);
    }

    public GameSnapshot resign(String id, Actor actor) {
        return finisher.resign(id, actor);
    }

    public GameSnapshot abort(String id, Actor actor) {
        return finisher.abort(id, actor);
    }

    public GameSnapshot claim(String id, Actor actor) {
        return finisher.claim(id, actor);
    }

    public GameSnapshot draw(String id, Actor actor, OfferAction action) {
        return draws.answer(id, actor, action);
    }

    public GameSnapshot takeback(String id, Actor actor, OfferAction action) {
        return takebacks.answer(id, actor, action);
    }

    public GameSnapshot rematch(String id, Actor actor, OfferAction action) {
        return rematches.answer(id, actor, action);
    }

    public GameSnapshot berserk(String id, Actor actor) {
        return clocks.berserk(id, actor);
    }

    /** Shows a deleted account's seats as {@value AccountRenames#DELETED_NAME}; gives how many games. */
    public int renameDeletedAccount(long account) {
        return renames.renameDeleted(account);
    }

    // ----- other servers -----

    /** Another server changed the game: the stored state, or null when there is no such game. */
    public GameSnapshot refresh(String id) {
        return live.refresh(id);
    }

    /** Takes over live games no server holds; gives how many it adopted. */
    public int adopt(List<String> ids) {
        return live.adopt(ids);
    }

    /** Drops every game this server holds. */
    public void dropAll() {
        live.dropAll();
    }
}
