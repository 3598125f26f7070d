package org.heterodox.server.game;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;
import java.util.function.Predicate;
import java.util.regex.Pattern;
import org.heterodox.rules.MoveList;
import org.heterodox.rules.Outcome;
import org.heterodox.rules.Position;
import org.heterodox.rules.Reason;
import org.heterodox.rules.format.FormatException;
import org.heterodox.rules.format.MoveNotation;
import org.heterodox.rules.format.MoveReader;
import org.heterodox.rules.format.UnreadableMoveException;
import org.heterodox.server.engine.EngineLevels;
import org.heterodox.server.engine.EnginePool;
import org.heterodox.server.pgn.PgnGame;
import org.heterodox.server.store.ClockState;
import org.heterodox.server.store.GameRow;
import org.heterodox.server.store.GameStore;
import org.heterodox.server.store.ListedGame;
import org.heterodox.server.store.StoredGame;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The authority over every game. Each command takes the game's lock (so submissions for one game
 * are serialised), checks the seat token and the rules, changes the game, stores the change in
 * one transaction and, once the lock is released, publishes the change on {@link GameEvents} (which
 * the WebSocket channels hear). Games waiting or being played are kept in memory; finished games are
 * read from the database.
 */
public final class GameService {
    private static final Logger LOG = LoggerFactory.getLogger(GameService.class);
    private static final Pattern ID = Pattern.compile("[a-z0-9]{1,16}");
    private static final DateTimeFormatter PGN_DATE = DateTimeFormatter.ofPattern("yyyy.MM.dd").withZone(ZoneOffset.UTC);

    private final GameStore store;
    private final LongSupplier clock;
    private final ScheduledExecutorService timers;
    private final EnginePool engines;
    private final int maxEngineGames;
    private final GameAnalyst analyst;
    private final Map<String, LiveGame> live = new ConcurrentHashMap<>();
    /** Serialises rematch commands: a finished game has no shared copy whose lock would. */
    private final Object rematchLock = new Object();
    /** Serialises counting a client's open games with creating one (the per-client cap). */
    private final Object openGamesLock = new Object();
    /** Rates rated games at their end; null on a server without ratings (then nothing is rated). */
    private volatile GameRater rater;
    private volatile FinishedGameListener finishedListener;
    /** Whether other servers may change the games (a shared PostgreSQL): each use of a held copy checks the stored version. */
    private volatile boolean shared;
    private volatile GameEvents events = new InProcessGameEvents();
    private volatile LobbyLimits lobby = LobbyLimits.DEFAULTS;
    private volatile boolean stopping;

    /** {@code engines} may be null: then games against the engine cannot be created. */
    public GameService(GameStore store, LongSupplier clock, ScheduledExecutorService timers, EnginePool engines,
                       int maxEngineGames) {
        this.store = store;
        this.clock = clock;
        this.timers = timers;
        this.engines = engines;
        this.maxEngineGames = maxEngineGames;
        this.analyst = engines == null ? null : new GameAnalyst(engines);
    }

    /**
     * Other servers share the database: before a held copy is used, its version is checked against the
     * stored one (one indexed read), so that no request is answered from a copy another server has
     * outdated while its announcement is on the way.
     */
    public void shared(boolean shared) {
        this.shared = shared;
    }

    /** Who hears of finished games (the opening explorer's index of the site's games). */
    public void onFinished(FinishedGameListener listener) {
        this.finishedListener = listener;
    }

    /** Sets who rates rated games (before {@link #start}). */
    public void rater(GameRater rater) {
        this.rater = rater;
    }

    /** Where the service publishes every stored change (by default its own in-process channel). */
    public void events(GameEvents events) {
        this.events = events;
    }

    public GameEvents events() {
        return events;
    }

    /** The expiry delays of games nobody plays and the cap on open games per client (by default {@link LobbyLimits#DEFAULTS}). */
    public void lobby(LobbyLimits limits) {
        this.lobby = limits;
    }

    public boolean enginesAvailable() {
        return engines != null;
    }

    // ----- life cycle -----

    /**
     * Loads the unfinished games, restarts clocks stopped by the last shutdown or left running by a
     * crash (from their last heartbeat, see {@link #saveClocks}), and wakes engines and flag checks.
     */
    public void start() {
        rateUnrated();
        for (String id : store.unfinishedIds()) {
            try {
                withGame(id, (game, out) -> {
                    if (game.paused()) {
                        game.resume(clock.getAsLong());
                        return commit(game, out, "resumed");
                    }
                    if (game.clockRunning()) {
                        // Stored without a new version, as the heartbeat does: another server that
                        // shares the database and plays this game keeps a valid copy.
                        store.saveClocks(List.of(game.restartAfterCrash(clock.getAsLong())));
                    }
                    afterChange(game);
                    return null;
                });
            } catch (GameException e) {
                LOG.error("could not resume game {}: {}", id, e.getMessage());
            }
        }
    }

    /**
     * What the actor is in a game, without refusing: the side whose seat their token or account holds,
     * or -1 for a spectator; and the game's snapshot with it.
     */
    public Seated seated(String id, Actor actor) {
        return withGame(id, (game, out) -> {
            int side = -1;
            if (actor.seatToken() != null && !actor.seatToken().isEmpty()) {
                side = game.sideOfToken(actor.seatToken());
            }
            if (side < 0) {
                side = game.sideOfAccount(actor.accountId());
            }
            String name = side < 0 ? null : game.tags().get(side == 0 ? "White" : "Black");
            return new Seated(side, name, game.rated(), game.status().isOver(), game.seat(0) == SeatKind.ENGINE
                    || game.seat(1) == SeatKind.ENGINE);
        });
    }

    /** The actor's side in a game (-1: a spectator) with their name there, and what the chat needs of the game. */
    public record Seated(int side, String name, boolean rated, boolean over, boolean againstEngine) {
    }

    /** Rates the rated games that ended but were not rated (the server stopped in between). */
    private void rateUnrated() {
        if (rater == null) {
            return;
        }
        for (String id : rater.unrated()) {
            try {
                withGame(id, (game, out) -> {
                    rateIfOver(game);
                    return null;
                });
            } catch (RuntimeException e) {
                LOG.error("could not rate game {}", id, e);
            }
        }
    }

    /** The players' ratings for a rated game between two accounts (before it, or as it made them). */
    private void loadRatings(LiveGame game) {
        GameRater r = rater;
        if (r == null || !game.rated() || game.account(0) == null || game.account(1) == null) {
            return;
        }
        game.ratings(r.ofGame(game.id(), game.variant().spec(), game.account(0), game.account(1)));
    }

    /** Rates a finished rated game (at most once: the rater keeps the first rating of a game). */
    private void rateIfOver(LiveGame game) {
        GameRater r = rater;
        if (r == null || game.status() != GameStatus.FINISHED || !game.rated() || game.account(0) == null
                || game.account(1) == null) {
            return;
        }
        try {
            game.ratings(r.rate(game.id(), game.variant().spec(), game.account(0), game.account(1),
                    game.outcome().result(), clock.getAsLong()));
        } catch (RuntimeException e) {
            // The game's end is stored; the next start rates it (rateUnrated).
            LOG.error("could not rate game {}", game.id(), e);
        }
    }

    /**
     * Stops every running clock and stores the time left, so a restart resumes where play stopped. With
     * other servers on the database the clocks go on: the time is stored as the heartbeat stores it, and
     * the others keep the games (the timekeeper adopts those no server holds).
     */
    public void stop() {
        stopping = true;
        for (LiveGame game : List.copyOf(live.values())) {
            game.lock().lock();
            try {
                if (!game.stale() && game.clockRunning()) {
                    if (shared) {
                        // Other servers play on: the clock keeps running, stored as the heartbeat stores it.
                        store.saveClocks(List.of(game.saveClock(clock.getAsLong())));
                    } else {
                        game.pause(clock.getAsLong());
                        store.update(game.toRow(), null);
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
     * next {@link #start} restarts the clock from this state). Returns how many clocks were stored.
     */
    public int saveClocks() {
        if (stopping) {
            return 0;
        }
        List<ClockState> clocks = new ArrayList<>();
        for (LiveGame game : List.copyOf(live.values())) {
            game.lock().lock();
            try {
                if (!game.stale() && game.clockRunning()) {
                    clocks.add(game.saveClock(clock.getAsLong()));
                }
            } finally {
                game.lock().unlock();
            }
        }
        try {
            store.saveClocks(clocks);
        } catch (RuntimeException e) {
            LOG.error("could not store the running clocks of {} games", clocks.size(), e);
            return 0;
        }
        return clocks.size();
    }

    /**
     * Calls off (status aborted, reason expired) the games nobody plays, after the delays of
     * {@link LobbyLimits}: an open seat nobody took, and a started game in which a side has not made
     * its first move (no clock runs then, so nothing else would ever end it). They then leave the
     * lobby's lists of open and live games. Returns how many were called off.
     */
    public int expireUnplayed() {
        long now = clock.getAsLong();
        int expired = 0;
        for (LiveGame candidate : List.copyOf(live.values())) {
            String id = candidate.id();
            try {
                Boolean done = withGame(id, (game, out) -> {
                    if (!expired(game, now)) {
                        return false;
                    }
                    game.expire(now);
                    commit(game, out, "aborted");
                    return true;
                });
                expired += done ? 1 : 0;
            } catch (GameException e) {
                LOG.warn("could not expire game {}: {}", id, e.getMessage());
            }
        }
        return expired;
    }

    private boolean expired(LiveGame game, long now) {
        boolean correspondence = game.timeControl().kind() == TimeControl.Kind.CORRESPONDENCE;
        long idle = now - game.updatedAt();
        if (game.status() == GameStatus.WAITING) {
            return idle >= (correspondence ? lobby.correspondenceMs() : lobby.openSeatMs());
        }
        return game.status() == GameStatus.ACTIVE && game.plies() < 2
                && idle >= (correspondence ? lobby.correspondenceMs() : lobby.unplayedMs());
    }

    // ----- commands -----

    /** Creates a game for a client without a known address (no cap on its open games). */
    public SeatGrant create(CreateGame request) {
        return create(request, null);
    }

    /**
     * Creates a game for the client at {@code client}; 429 when that client already has
     * {@link LobbyLimits#maxOpenGamesPerClient} open games waiting for an opponent.
     */
    public SeatGrant create(CreateGame request, String client) {
        if (request.rated() && request.creatorAccount() == null) {
            throw new GameException(GameException.Kind.FORBIDDEN, "log in to create a rated game");
        }
        if (request.rated() && request.engineOpponent()) {
            throw GameException.badRequest("games against the engine are never rated");
        }
        if (request.engineOpponent()) {
            if (engines == null) {
                throw GameException.badRequest("this server has no engine; choose an open seat");
            }
            if (!EngineLevels.valid(request.engineLevel())) {
                throw GameException.badRequest("engine level must be " + EngineLevels.MIN + ".." + EngineLevels.MAX);
            }
            requireEngineCapacity();
        }
        Position start;
        String startFen;
        try {
            start = request.startFen() == null ? request.variant().startPosition()
                    : request.variant().fromFen(request.startFen());
            startFen = start.toFen();
        } catch (FormatException e) {
            throw GameException.badRequest("bad start position: " + e.getMessage());
        }
        if (start.outcome().isOver()) {
            throw GameException.badRequest("the start position is already decided: " + start.outcome());
        }
        long now = clock.getAsLong();
        String token = Secrets.newToken();
        int side = request.creatorSide();
        SeatKind[] seats = new SeatKind[2];
        String[] hashes = new String[2];
        seats[side] = SeatKind.HUMAN;
        hashes[side] = Secrets.hash(token);
        seats[side ^ 1] = request.engineOpponent() ? SeatKind.ENGINE : SeatKind.OPEN;
        Map<String, String> tags = newTags(now);
        tags.put(side == 0 ? "White" : "Black", request.creatorName() == null ? "Anonymous" : request.creatorName());
        tags.put(side == 0 ? "Black" : "White", request.engineOpponent() ? "Heterodox engine level " + request.engineLevel() : "?");
        LiveGame game = new LiveGame(Secrets.newCode(12), request.variant(), startFen, start, request.timeControl(),
                request.autoDraw(), seats, hashes, request.engineOpponent() ? request.engineLevel() : 0,
                Secrets.newCode(10), tags, now);
        game.bindAccount(side, request.creatorAccount());
        game.rated(request.rated());
        Snapshots.Capture created;
        // The count and the insert go together, so that two creations at once cannot both pass the cap.
        synchronized (openGamesLock) {
            requireOpenSeatCapacity(request, client);
            game.creatorAddress(client);
            created = insertNew(game);
        }
        events.publish(new GameEvent.Changed(created.snapshot(), "created"));
        return new SeatGrant(side, token, created.snapshot());
    }

    /**
     * Creates a tournament's game between two accounts, started at once (the clocks start with the
     * first moves, as in every game). The players act through their accounts.
     */
    public GameSnapshot createPaired(PairedGame request) {
        Position start;
        String startFen;
        try {
            start = request.startFen() == null ? request.variant().startPosition()
                    : request.variant().fromFen(request.startFen());
            startFen = start.toFen();
        } catch (FormatException e) {
            throw GameException.badRequest("bad start position: " + e.getMessage());
        }
        long now = clock.getAsLong();
        Map<String, String> tags = newTags(now);
        tags.putAll(request.tags());
        tags.put("White", request.whiteName());
        tags.put("Black", request.blackName());
        SeatKind[] seats = {SeatKind.HUMAN, SeatKind.HUMAN};
        // Seat tokens nobody receives: the accounts act for the seats.
        String[] hashes = {Secrets.hash(Secrets.newToken()), Secrets.hash(Secrets.newToken())};
        LiveGame game = new LiveGame(Secrets.newCode(12), request.variant(), startFen, start, request.timeControl(),
                true, seats, hashes, 0, Secrets.newCode(10), tags, now);
        game.bindAccount(0, request.whiteAccount());
        game.bindAccount(1, request.blackAccount());
        game.rated(request.rated());
        Snapshots.Capture created = insertNew(game);
        events.publish(new GameEvent.Changed(created.snapshot(), "created"));
        return created.snapshot();
    }

    /**
     * Arena berserk: before their first move, a player of a tournament game that allows it halves
     * their clock and gives up the increment, for a bonus if they win.
     */
    public GameSnapshot berserk(String id, Actor actor) {
        return withGame(id, (game, out) -> {
            int side = seatOf(game, actor);
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
            game.berserk(side, clock.getAsLong());
            return commit(game, out, "berserk");
        }).snapshot();
    }

    private static Map<String, String> newTags(long now) {
        Map<String, String> tags = new LinkedHashMap<>();
        tags.put("Event", "Heterodox server game");
        tags.put("Site", "Heterodox");
        tags.put("Date", PGN_DATE.format(Instant.ofEpochMilli(now)));
        return tags;
    }

    private void requireOpenSeatCapacity(CreateGame request, String client) {
        if (client == null || request.engineOpponent()) {
            return;
        }
        // Counted in the database: the client's games waiting on any server sharing it.
        long open = store.openGamesOf(client);
        if (open >= lobby.maxOpenGamesPerClient()) {
            throw new GameException(GameException.Kind.BUSY, "you already have " + open
                    + " open games waiting for an opponent, the most one player may have; wait until one is"
                    + " joined, or call one off, before creating another");
        }
    }

    private void requireEngineCapacity() {
        long engineGames = live.values().stream()
                .filter(g -> g.seat(0) == SeatKind.ENGINE || g.seat(1) == SeatKind.ENGINE).count();
        if (engineGames >= maxEngineGames) {
            throw new GameException(GameException.Kind.BUSY, "the server is playing its maximum of " + maxEngineGames
                    + " engine games; try again later");
        }
    }

    /** Stores a new game, keeps it live and wakes its engine; the caller publishes it. */
    private Snapshots.Capture insertNew(LiveGame game) {
        game.lock().lock();
        try {
            loadRatings(game);
            store.insert(game.toRow(), List.of());
            live.put(game.id(), game);
            Snapshots.Capture created = Snapshots.capture(game, clock.getAsLong());
            afterChange(game);
            return created;
        } finally {
            game.lock().unlock();
        }
    }

    public SeatGrant join(String inviteCode, String name) {
        return join(inviteCode, name, null);
    }

    /**
     * Takes the open seat of the game an invite code leads to, for {@code account} when the player is
     * logged in (null: anonymous). A rated game needs an account, and nobody plays themselves.
     */
    public SeatGrant join(String inviteCode, String name, Long account) {
        String id = idOfInvite(inviteCode);
        String token = Secrets.newToken();
        int[] side = new int[1];
        Snapshots.Capture joined = withGame(id, (game, out) -> {
            if (game.status() != GameStatus.WAITING) {
                throw GameException.conflict("game " + id + " has no open seat (it is " + game.status().wire() + ")");
            }
            side[0] = game.seat(0) == SeatKind.OPEN ? 0 : 1;
            if (game.rated() && account == null) {
                throw new GameException(GameException.Kind.FORBIDDEN, "log in to play a rated game");
            }
            if (account != null && account.equals(game.account(side[0] ^ 1))) {
                throw GameException.conflict("you cannot join your own game");
            }
            game.bindAccount(side[0], account);
            loadRatings(game);
            long now = clock.getAsLong();
            game.seat(side[0], SeatKind.HUMAN, Secrets.hash(token), now);
            game.tag(side[0] == 0 ? "White" : "Black", name == null ? "Anonymous" : name);
            return commit(game, out, "joined");
        });
        return new SeatGrant(side[0], token, joined.snapshot());
    }

    /** The game an invite code leads to, without taking its seat. */
    public GameSnapshot invited(String inviteCode) {
        return get(idOfInvite(inviteCode));
    }

    private String idOfInvite(String inviteCode) {
        if (inviteCode == null || !ID.matcher(inviteCode).matches()) {
            throw GameException.notFound("no game has the invite code '" + abbreviate(inviteCode) + "'");
        }
        return store.findByInvite(inviteCode)
                .orElseThrow(() -> GameException.notFound("no game has the invite code '" + inviteCode + "'"));
    }

    public GameSnapshot get(String id) {
        return withGame(id, (game, out) -> Snapshots.capture(game, clock.getAsLong())).snapshot();
    }

    /**
     * The engine's view of the position after {@code plies} moves (null: the last) of a game that is
     * over: 409 while it is played or when the position has no moves, 501 without an engine.
     */
    public PositionAnalysis analyse(String id, Integer plies) {
        if (analyst == null) {
            throw new GameException(GameException.Kind.UNSUPPORTED, "this server has no engine");
        }
        return analyst.analyse(get(id), plies);
    }

    /**
     * The engine's view of a set-up position at {@code level} within {@code budgetMillis}: 400 when it
     * is already decided, 429 when the analysis slots are taken, 501 without an engine.
     */
    public PositionAnalysis analyse(Position position, int level, long budgetMillis) {
        if (analyst == null) {
            throw new GameException(GameException.Kind.UNSUPPORTED, "this server has no engine");
        }
        return analyst.analyse(position, level, budgetMillis);
    }

    /**
     * Plays {@code text} (any notation of the game) for the holder of {@code token}. When
     * {@code expectedPlies} is given, the move is refused unless exactly that many moves were
     * played, so a client never plays a move meant for an older position.
     */
    public GameSnapshot move(String id, String token, String text, Integer expectedPlies) {
        return move(id, Actor.token(token), text, expectedPlies);
    }

    public GameSnapshot move(String id, Actor actor, String text, Integer expectedPlies) {
        return withGame(id, (game, out) -> {
            int side = seatOf(game, actor);
            requireLive(game);
            if (side != game.sideToMove()) {
                throw GameException.conflict("it is not your turn: " + Sides.name(game.sideToMove()) + " is to move");
            }
            if (expectedPlies != null && expectedPlies != game.plies()) {
                throw GameException.conflict("the game has " + game.plies() + " moves, not " + expectedPlies
                        + "; reload it");
            }
            long now = clock.getAsLong();
            if (flagFell(game, out, now)) {
                throw GameException.conflict("your time ran out before the move arrived");
            }
            return play(game, out, readMove(game.position(), text), now);
        }).snapshot();
    }

    /**
     * The decision {@code text} denotes, read by the rules' one move reader; invalid for empty text,
     * otherwise an illegal move naming the notations tried.
     */
    static int readMove(Position position, String text) {
        try {
            return MoveReader.readDecision(position, text);
        } catch (UnreadableMoveException e) {
            throw e.attempts().isEmpty() ? GameException.badRequest(e.getMessage())
                    : new GameException(GameException.Kind.ILLEGAL_MOVE, e.getMessage());
        } catch (FormatException e) {
            throw new GameException(GameException.Kind.ILLEGAL_MOVE, e.getMessage());
        } catch (RuntimeException e) {
            // A notation failing on odd input must not turn a request into a 500.
            throw new GameException(GameException.Kind.ILLEGAL_MOVE, "the move '" + text.strip() + "' could not be read");
        }
    }

    public GameSnapshot resign(String id, String token) {
        return resign(id, Actor.token(token));
    }

    public GameSnapshot resign(String id, Actor actor) {
        return withGame(id, (game, out) -> {
            int side = seatOf(game, actor);
            long now = requireLiveOnTime(game, out);
            game.finish(Outcome.win(side ^ 1, Reason.RESIGNATION), now);
            return commit(game, out, "finished");
        }).snapshot();
    }

    public GameSnapshot draw(String id, String token, DrawAction action) {
        return draw(id, Actor.token(token), action);
    }

    public GameSnapshot draw(String id, Actor actor, DrawAction action) {
        return withGame(id, (game, out) -> {
            int side = seatOf(game, actor);
            long now = requireLiveOnTime(game, out);
            int offer = game.drawOffer();
            switch (action) {
                case OFFER -> {
                    if (game.seat(side ^ 1) == SeatKind.ENGINE) {
                        throw GameException.conflict("the engine does not accept draw offers");
                    }
                    if (offer == side) {
                        throw GameException.conflict("you have already offered a draw");
                    }
                    if (offer == (side ^ 1)) {
                        game.finish(Outcome.draw(Reason.AGREEMENT), now);
                        return commit(game, out, "finished");
                    }
                    game.drawOffer(side, now);
                    return commit(game, out, "draw-offer");
                }
                case ACCEPT -> {
                    if (offer != (side ^ 1)) {
                        throw GameException.conflict("there is no draw offer from your opponent to accept");
                    }
                    game.finish(Outcome.draw(Reason.AGREEMENT), now);
                    return commit(game, out, "finished");
                }
                default -> {
                    if (offer != (side ^ 1)) {
                        throw GameException.conflict("there is no draw offer from your opponent to decline");
                    }
                    game.drawOffer(-1, now);
                    return commit(game, out, "draw-declined");
                }
            }
        }).snapshot();
    }

    /**
     * Asks to take back the asker's last move (with the opponent's answer to it, if any), accepts or
     * declines the opponent's request, or withdraws one's own (decline). Against the engine the
     * request is granted at once. Any move lets a pending request lapse.
     */
    public GameSnapshot takeback(String id, String token, DrawAction action) {
        return takeback(id, Actor.token(token), action);
    }

    public GameSnapshot takeback(String id, Actor actor, DrawAction action) {
        return withGame(id, (game, out) -> {
            int side = seatOf(game, actor);
            long now = requireLiveOnTime(game, out);
            int asked = game.takebackOffer();
            switch (action) {
                case OFFER -> {
                    if (TournamentTags.inTournament(game.tags())) {
                        throw GameException.conflict("moves of a tournament game cannot be taken back");
                    }
                    if (asked == side) {
                        throw GameException.conflict("you have already asked to take back your move");
                    }
                    if (asked == (side ^ 1)) {
                        return takeBack(game, out, asked, now); // both asked: the first request is granted
                    }
                    keptPlies(game, side); // refuses at once when there is nothing to take back
                    if (game.seat(side ^ 1) == SeatKind.ENGINE) {
                        return takeBack(game, out, side, now);
                    }
                    game.takebackOffer(side, now);
                    return commit(game, out, "takeback-offer");
                }
                case ACCEPT -> {
                    if (asked != (side ^ 1)) {
                        throw GameException.conflict("there is no takeback request from your opponent to accept");
                    }
                    return takeBack(game, out, asked, now);
                }
                default -> {
                    if (asked < 0) {
                        throw GameException.conflict("there is no takeback request to decline");
                    }
                    game.takebackOffer(-1, now);
                    return commit(game, out, "takeback-declined");
                }
            }
        }).snapshot();
    }

    /** How many plies remain when {@code side} takes back its last move; 409 when it has none. */
    private static int keptPlies(LiveGame game, int side) {
        int keep;
        try {
            keep = Takebacks.keptPlies(game.variant(), game.startFen(), game.moves(), side);
        } catch (FormatException e) {
            throw new GameException(GameException.Kind.CORRUPT, "game " + game.id() + " cannot be replayed");
        }
        if (keep < 0) {
            throw GameException.conflict("you have no move to take back");
        }
        return keep;
    }

    private Snapshots.Capture takeBack(LiveGame game, Outbox out, int side, long now) {
        int keep = keptPlies(game, side);
        try {
            game.takeBack(keep, now);
        } catch (FormatException e) {
            evict(game);
            throw new GameException(GameException.Kind.CORRUPT, "game " + game.id() + " cannot be replayed");
        }
        Snapshots.Capture after = store(game, row -> store.takeBack(row, keep));
        out.publications.add(() -> events.publish(new GameEvent.Changed(after.snapshot(), "takeback")));
        afterChange(game);
        return after;
    }

    /**
     * Offers, accepts or declines (or withdraws) a rematch of a game that is over: the same game,
     * options, start position and time control with the players' sides swapped. Offering when the
     * opponent has offered accepts, so two players clicking at once make one game; against the
     * engine the rematch starts at once at the same level. Offers are stored with the game (a versioned
     * write), so they hold across servers and restarts, and two servers agreeing at once make one game.
     */
    public GameSnapshot rematch(String id, String token, DrawAction action) {
        return rematch(id, Actor.token(token), action);
    }

    public GameSnapshot rematch(String id, Actor actor, DrawAction action) {
        synchronized (rematchLock) {
            return withGame(id, (game, out) -> {
                int side = seatOf(game, actor);
                if (!game.status().isOver()) {
                    throw GameException.conflict("a rematch can be offered once the game is over");
                }
                if (TournamentTags.inTournament(game.tags())) {
                    throw GameException.conflict("the tournament pairs the next game; there is no rematch");
                }
                if (game.seat(side ^ 1) == SeatKind.OPEN) {
                    throw GameException.conflict("nobody joined this game, so there is no one to play a rematch with");
                }
                long now = clock.getAsLong();
                Rematch current = new Rematch(game.rematchOffer(), game.rematchGame());
                if (current.gameId() != null) {
                    if (action == DrawAction.DECLINE) {
                        throw GameException.conflict("the rematch was already agreed: game " + current.gameId());
                    }
                    return Snapshots.capture(game, now); // both already moved to the rematch
                }
                switch (action) {
                    case OFFER -> {
                        if (current.offeredBy() == side) {
                            throw GameException.conflict("you have already offered a rematch");
                        }
                        if (current.offeredBy() == (side ^ 1) || game.seat(side ^ 1) == SeatKind.ENGINE) {
                            return startRematch(game, out, now);
                        }
                        return rematchChanged(game, out, new Rematch(side, null), "rematch-offer", now);
                    }
                    case ACCEPT -> {
                        if (current.offeredBy() != (side ^ 1)) {
                            throw GameException.conflict("there is no rematch offer from your opponent to accept");
                        }
                        return startRematch(game, out, now);
                    }
                    default -> {
                        if (current.offeredBy() < 0) {
                            throw GameException.conflict("there is no rematch offer to decline");
                        }
                        return rematchChanged(game, out, Rematch.NONE, "rematch-declined", now);
                    }
                }
            }).snapshot();
        }
    }

    private Snapshots.Capture startRematch(LiveGame game, Outbox out, long now) {
        if (game.seat(0) == SeatKind.ENGINE || game.seat(1) == SeatKind.ENGINE) {
            if (engines == null) {
                throw new GameException(GameException.Kind.UNSUPPORTED, "this server has no engine");
            }
            requireEngineCapacity();
        }
        LiveGame next;
        try {
            next = game.rematch(Secrets.newCode(12), Secrets.newCode(10), newTags(now), now);
        } catch (FormatException e) {
            throw new GameException(GameException.Kind.CORRUPT, "game " + game.id() + " cannot be replayed");
        }
        // The finished game names its rematch first (a versioned write, so one server wins), then the rematch is made.
        Snapshots.Capture agreed = rematchChanged(game, out, new Rematch(-1, next.id()), "rematch", now);
        Snapshots.Capture created = insertNew(next);
        out.publications.add(0, () -> events.publish(new GameEvent.Changed(created.snapshot(), "created")));
        return agreed;
    }

    /** Stores a finished game's rematch state (a versioned write of its row) and publishes it. */
    private Snapshots.Capture rematchChanged(LiveGame game, Outbox out, Rematch rematch, String event, long now) {
        game.rematch(rematch.offeredBy(), rematch.gameId());
        write(game, row -> store.update(row, null));
        Snapshots.Capture after = Snapshots.capture(game, now);
        out.publications.add(() -> events.publish(new GameEvent.Changed(after.snapshot(), event)));
        return after;
    }

    /** A finished game's rematch: who offers it (-1: nobody), and the new game once agreed. */
    private record Rematch(int offeredBy, String gameId) {
        static final Rematch NONE = new Rematch(-1, null);
    }

    /** Calls the game off: allowed while a seat is open or before each side has moved. */
    public GameSnapshot abort(String id, String token) {
        return abort(id, Actor.token(token));
    }

    public GameSnapshot abort(String id, Actor actor) {
        return withGame(id, (game, out) -> {
            seatOf(game, actor);
            if (game.status().isOver()) {
                throw GameException.conflict("the game is already over");
            }
            if (game.plies() >= 2) {
                throw GameException.conflict("a game can only be aborted before each side has moved; resign instead");
            }
            if (TournamentTags.inTournament(game.tags())) {
                throw GameException.conflict("a tournament game cannot be aborted; resign, or ask the organiser");
            }
            game.abort(clock.getAsLong());
            return commit(game, out, "aborted");
        }).snapshot();
    }

    /** Ends the game as a draw when the position allows a claim (threefold repetition, fifty moves). */
    public GameSnapshot claim(String id, String token) {
        return claim(id, Actor.token(token));
    }

    public GameSnapshot claim(String id, Actor actor) {
        return withGame(id, (game, out) -> {
            seatOf(game, actor);
            long now = requireLiveOnTime(game, out);
            Outcome outcome = game.position().outcome();
            if (!outcome.isOver() || !LiveGame.isClaimable(outcome.reason())) {
                throw GameException.conflict("no draw can be claimed here: the position is neither a threefold"
                        + " repetition nor under the fifty-move rule");
            }
            game.finish(outcome, now);
            return commit(game, out, "finished");
        }).snapshot();
    }

    /** Stores an imported game as finished, replaying every move through the rules. */
    public GameSnapshot importGame(PgnGame pgn) {
        long now = clock.getAsLong();
        LiveGame game = GameRecords.replay(pgn, now);
        Snapshots.Capture imported;
        game.lock().lock();
        try {
            store.insert(game.toRow(), game.moves());
            imported = Snapshots.capture(game, now);
        } finally {
            game.lock().unlock();
        }
        return imported.snapshot();
    }

    /**
     * Shows a deleted account's seats as "deleted": in every game it sat in, its player's name
     * becomes {@code deleted} (the seat stays bound to the account row, which keeps no name of use).
     */
    public int renameDeletedAccount(long account) {
        List<GameStatus> all = List.of(GameStatus.WAITING, GameStatus.ACTIVE, GameStatus.FINISHED, GameStatus.ABORTED);
        List<String> ids = new ArrayList<>();
        for (int offset = 0; ; offset += 200) {
            List<ListedGame> page = listForAccount(account, all, null, null, null, 200, offset);
            page.forEach(g -> ids.add(g.row().id()));
            if (page.size() < 200) {
                break;
            }
        }
        for (String id : ids) {
            withGame(id, (game, out) -> {
                for (int side = 0; side < 2; side++) {
                    if (Long.valueOf(account).equals(game.account(side))) {
                        game.tag(side == 0 ? "White" : "Black", DELETED_NAME);
                    }
                }
                return commit(game, out, "renamed");
            });
        }
        return ids.size();
    }

    /** The name shown for the player of a deleted account. */
    public static final String DELETED_NAME = "deleted";

    /** The games an account sat in (see {@link GameStore#listForAccount}). */
    public List<ListedGame> listForAccount(long account, List<GameStatus> statuses, String variantName, String outcome,
                                           Long opponent, int limit, int offset) {
        List<String> names = new ArrayList<>();
        for (GameStatus status : statuses) {
            names.add(status.name());
        }
        return store.listForAccount(account, names, variantName, outcome, opponent, limit, offset);
    }

    public List<ListedGame> list(List<GameStatus> statuses, String variantName, int limit, int offset) {
        List<String> names = new ArrayList<>();
        for (GameStatus status : statuses) {
            names.add(status.name());
        }
        return store.list(names, variantName, limit, offset);
    }

    /** The game as PGN carries it, moves in the game's record notation. */
    public PgnGame pgnOf(String id) {
        return withGame(id, (game, out) -> GameRecords.export(game));
    }

    /** Whether the database answers. */
    public boolean healthy() {
        try {
            return store.ping();
        } catch (RuntimeException e) {
            return false;
        }
    }

    // ----- engine and clock callbacks -----

    private void engineMoved(String id, int plies, int takebacks, int move) {
        try {
            withGame(id, (game, out) -> {
                game.engineThinking(false);
                if (game.status() != GameStatus.ACTIVE || game.plies() != plies || game.takebacks() != takebacks
                        || game.seat(game.sideToMove()) != SeatKind.ENGINE) {
                    // The game moved on (aborted, flagged, resigned, taken back) while the engine thought;
                    // if the engine is to move again in the new position, it searches that one.
                    afterChange(game);
                    return null;
                }
                long now = clock.getAsLong();
                if (flagFell(game, out, now)) {
                    return null;
                }
                MoveList legal = new MoveList();
                game.position().generate(legal);
                if (!legal.contains(move)) {
                    LOG.error("engine returned an illegal move {} in game {}; it resigns", move, id);
                    game.finish(Outcome.win(game.sideToMove() ^ 1, Reason.RESIGNATION), now);
                    return commit(game, out, "finished");
                }
                return play(game, out, move, now);
            });
        } catch (GameException e) {
            LOG.warn("engine move in game {} not applied: {}", id, e.getMessage());
        }
    }

    private void engineFailed(String id, int plies) {
        try {
            withGame(id, (game, out) -> {
                game.engineThinking(false);
                if (game.status() != GameStatus.ACTIVE || game.plies() != plies || stopping) {
                    return null;
                }
                LOG.error("engine gave no move in game {}; it resigns", id);
                game.finish(Outcome.win(game.sideToMove() ^ 1, Reason.RESIGNATION), clock.getAsLong());
                return commit(game, out, "finished");
            });
        } catch (GameException e) {
            LOG.warn("engine failure in game {} not recorded: {}", id, e.getMessage());
        }
    }

    private void checkFlag(String id) {
        try {
            withGame(id, (game, out) -> {
                flagFell(game, out, clock.getAsLong());
                return null;
            });
        } catch (GameException e) {
            LOG.warn("flag check of game {} failed: {}", id, e.getMessage());
        }
    }

    /** Ends the game on time if the side to move has run out; true if the game is (now) over on time. */
    /**
     * The time now, when the game is being played and the mover's flag has not fallen: a resignation,
     * draw, takeback or claim arriving after the flag fell is refused (the fall is recorded instead).
     */
    private long requireLiveOnTime(LiveGame game, Outbox out) {
        requireLive(game);
        long now = clock.getAsLong();
        if (flagFell(game, out, now)) {
            throw GameException.conflict("the game already ended on time");
        }
        return now;
    }

    private boolean flagFell(LiveGame game, Outbox out, long now) {
        if (!game.clockRunning()) {
            return false;
        }
        int side = game.sideToMove();
        if (game.remaining(side, now) > 0) {
            return false;
        }
        game.finish(Outcome.win(side ^ 1, Reason.TIME_FORFEIT), now);
        commit(game, out, "finished");
        return true;
    }

    // ----- plumbing -----

    /** A command run on a game under its lock; it records what it commits in {@code out}. */
    @FunctionalInterface
    private interface Command<T> {
        T run(LiveGame game, Outbox out);
    }

    /**
     * The changes a command committed, published in order once the game's lock is released, so
     * that snapshots (the legal moves in every notation) are written outside the lock.
     */
    private static final class Outbox {
        private final List<Runnable> publications = new ArrayList<>();
    }

    /**
     * Runs {@code command} on the game under its lock, reloading if another thread found the copy
     * stale, then publishes what it committed (even when it then refused the request).
     */
    private <T> T withGame(String id, Command<T> command) {
        int staleTries = 0;
        while (true) {
            LiveGame game = load(id);
            Outbox out = new Outbox();
            game.lock().lock();
            try {
                if (game.stale()) {
                    continue;
                }
                return command.run(game, out);
            } catch (StaleGameException e) {
                // Another server stored a newer version: run the request again on it (it may now be refused).
                if (++staleTries >= STALE_RETRIES) {
                    throw e;
                }
            } catch (GameException e) {
                throw e;
            } catch (RuntimeException e) {
                // The in-memory copy may now differ from the database: drop it, the next access reloads.
                evict(game);
                throw e;
            } finally {
                game.lock().unlock();
                out.publications.forEach(Runnable::run);
            }
        }
    }

    /** Times a request is run again on a newer stored game before the client hears of the conflict. */
    private static final int STALE_RETRIES = 3;

    /**
     * Another server changed game {@code id}: drops this server's copy and gives the stored state,
     * or null when there is no such game.
     */
    public GameSnapshot refresh(String id) {
        LiveGame cached = live.get(id);
        if (cached != null) {
            evictLocked(cached);
        }
        try {
            return withGame(id, (game, out) -> Snapshots.capture(game, clock.getAsLong())).snapshot();
        } catch (GameException e) {
            if (e.kind() == GameException.Kind.NOT_FOUND) {
                return null;
            }
            throw e;
        }
    }

    /**
     * Takes over live games this server does not hold (their server died): loads each and arms what
     * keeps it going, its flag check and the engine's move. Gives how many it adopted.
     */
    public int adopt(List<String> ids) {
        int adopted = 0;
        for (String id : ids) {
            if (stopping) {
                break;
            }
            LiveGame held = live.get(id);
            if (held != null && held.kept()) {
                continue;
            }
            try {
                // Held here only to be looked at (a spectator's request loads a game without its timers), or not held.
                boolean armed = withGame(id, (game, out) -> {
                    if (game.kept()) {
                        return false;
                    }
                    afterChange(game);
                    return game.kept(); // an untimed game waiting for a person needs nothing kept
                });
                adopted += armed ? 1 : 0;
            } catch (GameException e) {
                // gone or finished meanwhile: nothing to keep
            }
        }
        return adopted;
    }

    /** Drops every game this server holds (its notifications from the other servers were interrupted). */
    public void dropAll() {
        for (LiveGame game : List.copyOf(live.values())) {
            evictLocked(game);
        }
    }

    private LiveGame load(String id) {
        if (id == null || !ID.matcher(id).matches()) {
            throw GameException.notFound("no game '" + abbreviate(id) + "'");
        }
        LiveGame cached = live.get(id);
        if (cached != null && (!shared || store.version(id) == cached.version())) {
            return cached;
        }
        if (cached != null) {
            evictLocked(cached);
        }
        StoredGame stored = store.find(id).orElseThrow(() -> GameException.notFound("no game '" + id + "'"));
        LiveGame game;
        try {
            game = LiveGame.restore(stored);
        } catch (FormatException e) {
            LOG.error("stored game {} cannot be replayed: {}", id, e.getMessage());
            throw new GameException(GameException.Kind.CORRUPT, "stored game " + id + " cannot be replayed");
        }
        loadRatings(game);
        if (game.status().isOver()) {
            return game; // read afresh on each request: only its rematch state may change, by a versioned write
        }
        LiveGame raced = live.putIfAbsent(id, game);
        return raced == null ? game : raced;
    }

    /** Drops a copy another server outdated, under its lock so that no request is using it meanwhile. */
    private void evictLocked(LiveGame game) {
        game.lock().lock();
        try {
            evict(game);
        } finally {
            game.lock().unlock();
        }
    }

    private void evict(LiveGame game) {
        game.markStale();
        live.remove(game.id(), game);
    }

    /** Plays a legal {@code move} for the side to move, stores it and publishes it with its writing in every notation. */
    private Snapshots.Capture play(LiveGame game, Outbox out, int move, long now) {
        Map<String, String> written = new LinkedHashMap<>();
        for (MoveNotation notation : game.variant().notations()) {
            written.put(notation.name(), notation.format(game.position(), move));
        }
        PlayedMove played = game.play(move, now);
        Snapshots.Capture after = store(game, played);
        Map<String, String> inEveryNotation = Collections.unmodifiableMap(written);
        out.publications.add(() -> events.publish(new GameEvent.Moved(after.snapshot(), played, inEveryNotation)));
        afterChange(game);
        return after;
    }

    /** Stores a change other than a move and publishes it as {@code event}. */
    private Snapshots.Capture commit(LiveGame game, Outbox out, String event) {
        Snapshots.Capture after = store(game, (PlayedMove) null);
        out.publications.add(() -> events.publish(new GameEvent.Changed(after.snapshot(), event)));
        afterChange(game);
        return after;
    }

    /** Stores the game's new state (and move) and captures it; on failure the copy is dropped. */
    private Snapshots.Capture store(LiveGame game, PlayedMove move) {
        return store(game, row -> store.update(row, move));
    }

    /**
     * Writes the game's new state by {@code write} (false: a stale version, which another server
     * stored); on failure the copy is dropped and the request refused (run again when stale).
     */
    private void write(LiveGame game, Predicate<GameRow> write) {
        boolean stored;
        try {
            stored = write.test(game.toRow());
        } catch (RuntimeException e) {
            LOG.error("could not store game {}", game.id(), e);
            evict(game);
            throw new GameException(GameException.Kind.UNAVAILABLE, "the game could not be stored; try again");
        }
        if (!stored) {
            evict(game);
            throw new StaleGameException("the game was changed by another server; reload it");
        }
        game.committed();
    }

    /** Stores the game's new state by {@code write} (false: a stale version) and captures it; on failure the copy is dropped. */
    private Snapshots.Capture store(LiveGame game, Predicate<GameRow> write) {
        write(game, write);
        rateIfOver(game);
        FinishedGameListener listener = finishedListener;
        if (listener != null && game.status() == GameStatus.FINISHED) {
            listener.finished(game);
        }
        if (game.status().isOver()) {
            game.cancelFlagCheck();
            live.remove(game.id(), game);
        }
        return Snapshots.capture(game, clock.getAsLong());
    }

    /** Arms the flag check for the running clock and asks the engine for a move when it is to play. */
    private void afterChange(LiveGame game) {
        if (stopping || game.status() != GameStatus.ACTIVE) {
            return;
        }
        long now = clock.getAsLong();
        if (game.clockRunning()) {
            long delay = Math.max(0, game.remaining(game.sideToMove(), now)) + 1;
            String id = game.id();
            game.flagCheck(timers.schedule(() -> checkFlag(id), delay, TimeUnit.MILLISECONDS));
        }
        if (engines != null && game.seat(game.sideToMove()) == SeatKind.ENGINE && !game.engineThinking()) {
            game.engineThinking(true);
            TimeControl tc = game.timeControl();
            long budget = EngineLevels.budgetMillis(game.engineLevel(), tc.timed() && tc.kind() != TimeControl.Kind.CORRESPONDENCE,
                    game.remaining(game.sideToMove(), now), tc.perMoveMs());
            String id = game.id();
            int plies = game.plies();
            int side = game.sideToMove();
            int takebacks = game.takebacks();
            engines.request(game.position().copy(), game.engineLevel(), budget,
                    analysis -> events.publish(new GameEvent.EngineThinking(id, plies, side, analysis)),
                    move -> engineMoved(id, plies, takebacks, move), () -> engineFailed(id, plies));
        }
    }

    /**
     * The actor's side: the seat their token holds, else the seat bound to their account; 401 with
     * neither, 403 when neither holds a seat of this game.
     */
    private static int seatOf(LiveGame game, Actor actor) {
        if (actor.anonymous()) {
            throw new GameException(GameException.Kind.NO_TOKEN, "a seat token is required (Authorization: Bearer <token>)");
        }
        String token = actor.seatToken();
        int side = token == null || token.isEmpty() ? -1 : game.sideOfToken(token);
        if (side < 0) {
            side = game.sideOfAccount(actor.accountId());
        }
        if (side < 0 && (token == null || token.isEmpty())) {
            throw new GameException(GameException.Kind.WRONG_TOKEN, "you hold no seat in game " + game.id());
        }
        if (side < 0) {
            throw new GameException(GameException.Kind.WRONG_TOKEN, "the seat token does not hold a seat in game " + game.id());
        }
        return side;
    }

    private static void requireLive(LiveGame game) {
        if (game.status() == GameStatus.WAITING) {
            throw GameException.conflict("the game has not started: a seat is still open");
        }
        if (game.status().isOver()) {
            throw GameException.conflict("the game is over (" + game.status().wire() + ")");
        }
    }

    private static String abbreviate(String text) {
        if (text == null) {
            return "";
        }
        return text.length() > 20 ? text.substring(0, 20) + "..." : text;
    }
}
