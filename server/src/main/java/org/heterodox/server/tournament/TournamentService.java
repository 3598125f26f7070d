package org.heterodox.server.tournament;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import java.util.function.LongSupplier;
import java.util.function.ToIntBiFunction;
import org.heterodox.rules.Variant;
import org.heterodox.server.account.Account;
import org.heterodox.server.account.LoginThrottle;
import org.heterodox.server.account.PasswordHasher;
import org.heterodox.server.cluster.ClusterBus;
import org.heterodox.server.game.GameEvent;
import org.heterodox.server.game.GameEvents;
import org.heterodox.server.game.GameSnapshot;
import org.heterodox.server.game.Secrets;
import org.heterodox.server.game.TimeControl;
import org.heterodox.server.round.Rounds;
import org.heterodox.tournament.trf.TrfTournament;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Runs the tournaments: entries, the start, results as the games end, the organiser's tools, and
 * the end. What differs between a Swiss, a round robin and an arena (who may enter or pause, what
 * is paired when, the standings) is the tournament's {@link TournamentFormat}'s; the
 * {@link RoundDirector} publishes the rounds; the {@link TournamentKeeper} keeps every tournament in
 * memory and stores it whole after each change, so a restarted server carries on where it stopped:
 * it reads the results of the games that ended meanwhile and pairs the next round if one is due.
 *
 * <p>Each change happens under the tournament's monitor. Game endings arrive as game events and are
 * handled on one thread of this service, never on the thread that ended the game, so a tournament
 * action that ends a game (a withdrawal forfeits it) cannot re-enter itself.
 */
public final class TournamentService {
    private static final Logger LOG = LoggerFactory.getLogger(TournamentService.class);
    public static final int MAX_PLAYERS = 200;
    /** Every this many ticks the leading server reads the results of games whose ending no server handled. */
    static final int CATCH_UP_TICKS = 10;

    private final TournamentKeeper keeper;
    private final RoundDirector director;
    private final ArbiterService arbiter;
    private final Rounds games;
    private final LongSupplier clock;
    private final ToIntBiFunction<Long, String> ratingOf;
    private final PasswordHasher hasher;
    private final LoginThrottle throttle;
    private final TournamentPresence presence;
    private final ExecutorService endings = Executors.newSingleThreadExecutor(runnable -> {
        Thread thread = new Thread(runnable, "tournament-results");
        thread.setDaemon(true);
        return thread;
    });
    private GameEvents.Subscription subscription;
    private volatile BooleanSupplier leading = () -> true;
    private int ticks;

    /**
     * @param ratingOf a player's rating in a game spec (the default rating when they have none)
     * @param presence who has the tournament's page open (an arena pairs only them)
     */
    public TournamentService(TournamentStore store, Rounds games, LongSupplier clock,
                             ToIntBiFunction<Long, String> ratingOf, PasswordHasher hasher, LoginThrottle throttle,
                             TournamentPresence presence) {
        this.keeper = new TournamentKeeper(store);
        this.presence = presence;
        this.director = new RoundDirector(games, clock, keeper, presence);
        this.arbiter = new ArbiterService(keeper, director, clock);
        this.games = games;
        this.clock = clock;
        this.ratingOf = ratingOf;
        this.hasher = hasher;
        this.throttle = throttle;
    }

    /** The organiser's pairing tools and the players' bye requests. */
    public ArbiterService arbiter() {
        return arbiter;
    }

    public void listen(TournamentListener listener) {
        keeper.listen(listener);
    }

    /**
     * Shares the tournaments with the other servers on the database: each change is announced on the
     * bus and the others read it; only the server for which {@code leading} holds runs the clock's
     * work ({@link #tick}): starts, arena pairings, and results of games whose ending was missed.
     */
    public void cluster(ClusterBus clusterBus, BooleanSupplier leader) {
        this.leading = leader;
        keeper.cluster(clusterBus);
    }

    // ----- life -----

    /** Loads the stored tournaments, catches up with games that ended while the server was down, and listens for endings. */
    public void start() {
        keeper.loadAll();
        subscription = games.events().subscribe(event -> {
            if (event instanceof GameEvent.Changed || event instanceof GameEvent.Moved) {
                keeper.tournamentOfGame(event.gameId()).ifPresent(tournamentId -> {
                    GameSnapshot game = event instanceof GameEvent.Changed changed ? changed.game()
                            : ((GameEvent.Moved) event).game();
                    if (game.status().isOver()) {
                        endings.execute(() -> quietly(() -> gameEnded(tournamentId, game)));
                    }
                });
            }
        });
        catchUpAll();
    }

    public void stop() {
        if (subscription != null) {
            subscription.cancel();
        }
        endings.shutdown();
        try {
            endings.awaitTermination(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Starts the tournaments whose time has come and does the formats' work on the clock (an arena's pairings and end). */
    public void tick() {
        if (keeper.shared()) {
            if (!leading.getAsBoolean()) {
                return; // another server keeps the clock
            }
            // The clock's work concerns only tournaments not over: the finished ones are not read each second.
            keeper.sync(true);
            if (++ticks % CATCH_UP_TICKS == 0) {
                catchUpAll();
            }
        }
        long now = clock.getAsLong();
        for (Tournament cached : keeper.cached()) {
            if (dueOnTheClock(cached, now)) {
                quietly(() -> keeper.mutate(cached.id(), t -> {
                    if (dueOnTheClock(t, now)) { // again, on the stored state under its lock
                        if (t.status() == TournamentStatus.CREATED) {
                            begin(t, LogEntry.CLOCK);
                        } else {
                            t.format().tick(t, now, director);
                        }
                    }
                    return t;
                }));
            }
        }
    }

    private static boolean dueOnTheClock(Tournament t, long now) {
        return t.status() == TournamentStatus.CREATED && t.settings().startsAt() != null
                && t.settings().startsAt() <= now && t.players().size() >= t.format().minimumPlayers()
                || t.status() == TournamentStatus.RUNNING && t.format().pairsOnTheClock();
    }

    // ----- reading -----

    public Tournament get(String id) {
        return keeper.get(id);
    }

    /** Tournaments with the status (null: all): the upcoming and running first, then the rest, newest first. */
    public List<Tournament> list(TournamentStatus status, int limit, int offset) {
        return keeper.current().stream()
                .filter(t -> status == null || t.status() == status)
                .sorted(Comparator.comparing((Tournament t) -> t.status().over())
                        .thenComparing(Comparator.comparingLong(Tournament::createdAt).reversed()))
                .skip(offset).limit(limit).toList();
    }

    /** The tournaments of a series, oldest first. */
    public List<Tournament> ofSeries(String seriesId) {
        return keeper.current().stream().filter(t -> seriesId.equals(t.settings().seriesId()))
                .sorted(Comparator.comparingLong(Tournament::createdAt)).toList();
    }

    // ----- organiser and players -----

    public Tournament create(Account organiser, TournamentSettings settings, String password) {
        if (settings.seriesId() != null) {
            Series series = keeper.store().series(settings.seriesId()).orElseThrow(() ->
                    TournamentException.notFound("no series '" + TournamentException.abbreviate(settings.seriesId()) + "'"));
            if (series.organiser() != organiser.id()) {
                throw TournamentException.forbidden("only the series' organiser adds tournaments to it");
            }
        }
        TournamentSettings stored = password == null ? settings : settings.withPasswordHash(hasher.hash(password));
        Tournament t = new Tournament(Secrets.newCode(10), stored, organiser.id(), organiser.name(),
                TournamentStatus.CREATED, 0, null, null, clock.getAsLong(), 0);
        log(t, organiser.name(), "create", settings.kind().wire() + " of " + settings.variant().spec(),
                "kind", settings.kind().wire(), "variant", settings.variant().spec());
        keeper.add(t, "created");
        return t;
    }

    /**
     * Enters {@code player}; a tournament with an entry password needs it, and wrong guesses are
     * throttled per player and per client {@code address} (null: unknown) like logins.
     */
    public Tournament join(String id, Account player, String password, String address) {
        String hash = get(id).settings().passwordHash(); // settings never change: checked before the lock
        if (hash != null) {
            if (password == null) {
                throw TournamentException.forbidden("this tournament needs its entry password");
            }
            throttle.checkEntry(id, player.id(), address);
            if (!hasher.matches(password, hash)) {
                throttle.failedEntry(id, player.id(), address);
                throw TournamentException.forbidden("wrong entry password");
            }
        }
        return keeper.mutate(id, t -> {
            if (t.status().over()) {
                throw TournamentException.conflict("the tournament is " + t.status().wire());
            }
            if (t.status() == TournamentStatus.RUNNING) {
                t.format().checkLateEntry(t);
            }
            Optional<TournamentPlayer> existing = t.playerOf(player.id());
            if (existing.isPresent()) {
                if (existing.get().withdrawn()) {
                    throw TournamentException.conflict("you withdrew from this tournament");
                }
                throw TournamentException.conflict("you are already in this tournament");
            }
            if (t.players().size() >= MAX_PLAYERS) {
                throw TournamentException.conflict("the tournament is full (" + MAX_PLAYERS + " players)");
            }
            int number = t.players().stream().mapToInt(TournamentPlayer::number).max().orElse(0) + 1;
            int rating = ratingOf.applyAsInt(player.id(), t.settings().variant().spec());
            t.addPlayer(new TournamentPlayer(number, player.id(), player.name(), rating, t.currentRound() + 1, false,
                    false));
            // Each round a late entrant missed is a bye worth the points the organiser chose for it.
            int halfPoints = t.settings().arbiter().lateEntryHalfPoints();
            for (int round = 1; round <= t.currentRound(); round++) {
                t.addBye(new Bye(round, number, Bye.LATE, halfPoints));
            }
            keeper.save(t, "joined");
            return t;
        });
    }

    /** Leaves before the start, or withdraws from a running tournament. */
    public Tournament leave(String id, Account player) {
        return keeper.mutate(id, t -> {
            TournamentPlayer entrant = t.playerOf(player.id())
                    .orElseThrow(() -> TournamentException.conflict("you are not in this tournament"));
            if (t.status() == TournamentStatus.CREATED) {
                t.requestedByes(entrant.number()).forEach(b -> t.removeBye(b.round(), b.number()));
                t.removePlayer(entrant.number());
                keeper.save(t, "left");
                return t;
            }
            if (t.status().over()) {
                throw TournamentException.conflict("the tournament is " + t.status().wire());
            }
            director.withdraw(t, entrant, player.name(), null);
            keeper.save(t, "withdrawn");
            t.format().afterResults(t, director);
            return t;
        });
    }

    public Tournament pauseSelf(String id, Account player, boolean paused) {
        return keeper.mutate(id, t -> {
            TournamentPlayer entrant = t.playerOf(player.id())
                    .orElseThrow(() -> TournamentException.conflict("you are not in this tournament"));
            pause(t, entrant, paused, player.name());
            return t;
        });
    }

    /**
     * An API client's heartbeat: the player is present in the arena for the next
     * {@value TournamentPresence#HEARTBEAT_MS} ms, as if its page were open.
     */
    public void here(String id, Account player) {
        Tournament t = get(id);
        synchronized (t) {
            if (!t.format().pairsOnlyPresent()) {
                throw TournamentException.conflict("presence counts only in a tournament that pairs the players"
                        + " present (an arena)");
            }
            if (t.status().over()) {
                throw TournamentException.conflict("the tournament is " + t.status().wire());
            }
            TournamentPlayer entrant = t.playerOf(player.id())
                    .orElseThrow(() -> TournamentException.conflict("you are not in this tournament"));
            if (entrant.withdrawn()) {
                throw TournamentException.conflict("you withdrew from this tournament");
            }
        }
        presence.heartbeat(id, player.id());
    }

    /**
     * A logged-in client opened the tournament's live channel: in an arena not over, its player is
     * present while it stays open. Whether it counts (then {@link #disconnected} follows its close).
     */
    public boolean connected(Tournament t, long account) {
        if (!t.format().pairsOnlyPresent() || t.status().over()) {
            return false;
        }
        presence.connected(t.id(), account);
        return true;
    }

    /** A connection that {@link #connected} counted closed. */
    public void disconnected(String tournamentId, long account) {
        presence.disconnected(tournamentId, account);
    }

    public Tournament start(String id, Account organiser) {
        return keeper.mutate(id, t -> {
            requireOrganiser(t, organiser);
            if (t.status() != TournamentStatus.CREATED) {
                throw TournamentException.conflict("the tournament is already " + t.status().wire());
            }
            int minimum = t.format().minimumPlayers();
            if (t.players().size() < minimum) {
                throw TournamentException.conflict("a " + t.kind().wire() + " needs at least " + minimum
                        + " players; it has " + t.players().size());
            }
            begin(t, organiser.name());
            return t;
        });
    }

    public Tournament cancel(String id, Account organiser) {
        return keeper.mutate(id, t -> {
            requireOrganiser(t, organiser);
            if (t.status().over()) {
                throw TournamentException.conflict("the tournament is already " + t.status().wire());
            }
            t.status(TournamentStatus.CANCELLED);
            log(t, organiser.name(), "cancel", "");
            keeper.save(t, "cancelled");
            return t;
        });
    }

    /**
     * Cancels a tournament for a moderator (its name or conduct breaks the site's rules); the moderation log
     * keeps the reason. A finished or cancelled tournament is a conflict.
     */
    public Tournament remove(String id, String moderator) {
        return keeper.mutate(id, t -> {
            if (t.status().over()) {
                throw TournamentException.conflict("the tournament is already " + t.status().wire());
            }
            t.status(TournamentStatus.CANCELLED);
            log(t, moderator, "cancel", "");
            keeper.save(t, "cancelled");
            return t;
        });
    }

    public Tournament pausePlayer(String id, Account organiser, String name, boolean paused) {
        return keeper.mutate(id, t -> {
            requireOrganiser(t, organiser);
            pause(t, entrantNamed(t, name), paused, organiser.name());
            return t;
        });
    }

    public Tournament withdraw(String id, Account organiser, String name, String reason) {
        return keeper.mutate(id, t -> {
            requireOrganiser(t, organiser);
            if (t.status() != TournamentStatus.RUNNING) {
                throw TournamentException.conflict("players are withdrawn from a running tournament; before the start"
                        + " they leave it themselves");
            }
            TournamentPlayer entrant = entrantNamed(t, name);
            if (entrant.withdrawn()) {
                throw TournamentException.conflict(entrant.name() + " has already withdrawn");
            }
            director.withdraw(t, entrant, organiser.name(), reason == null || reason.isBlank() ? null : reason);
            keeper.save(t, "withdrawn");
            t.format().afterResults(t, director);
            return t;
        });
    }

    /** Sets or corrects a board's result, logged with the reason; the standings follow. */
    public Tournament adjust(String id, Account organiser, int round, int boardNumber, BoardResult result,
                             String reason) {
        return keeper.mutate(id, t -> {
            requireOrganiser(t, organiser);
            if (t.status() == TournamentStatus.CANCELLED || t.status() == TournamentStatus.CREATED) {
                throw TournamentException.conflict("the tournament is " + t.status().wire());
            }
            Board board = t.board(round, boardNumber).orElseThrow(() -> TournamentException.notFound(
                    "round " + round + " has no board " + boardNumber));
            if (result == BoardResult.PENDING && board.round() < t.currentRound()) {
                throw TournamentException.conflict("a result of an earlier round cannot be undone, only corrected");
            }
            t.updateBoard(board.withResult(result, true, board.plies()));
            log(t, organiser.name(), "adjust", "round " + round + " board " + boardNumber + " ("
                    + t.nameOf(board.white()) + " - " + t.nameOf(board.black()) + "): " + board.result().wire() + " -> "
                    + result.wire() + "; " + reason,
                    "round", String.valueOf(round), "board", String.valueOf(boardNumber), "white", t.nameOf(board.white()),
                    "black", t.nameOf(board.black()), "from", board.result().wire(), "to", result.wire(), "reason", reason);
            keeper.save(t, "adjusted");
            t.format().afterResults(t, director);
            return t;
        });
    }

    /** The pairs of names that must not meet (Swiss), replacing the earlier list. */
    public Tournament forbid(String id, Account organiser, List<List<String>> pairs) {
        return keeper.mutate(id, t -> {
            requireOrganiser(t, organiser);
            if (!t.format().takesForbiddenPairs()) {
                throw TournamentException.conflict("forbidden pairs apply to Swiss tournaments");
            }
            List<List<String>> named = new ArrayList<>();
            for (List<String> pair : pairs) {
                TournamentPlayer a = entrantNamed(t, pair.get(0));
                TournamentPlayer b = entrantNamed(t, pair.get(1));
                if (a.number() == b.number()) {
                    throw TournamentException.badRequest("a forbidden pair needs two different players");
                }
                named.add(List.of(a.name(), b.name()));
            }
            t.forbidden(named);
            String written = String.join(", ", named.stream().map(p -> p.get(0) + " - " + p.get(1)).toList());
            log(t, organiser.name(), "forbid", named.isEmpty() ? "none" : written, "pairs", written);
            keeper.save(t, "forbidden");
            return t;
        });
    }

    /** A deleted account's entries and tournaments show "deleted" from now on. */
    public void renameDeletedAccount(long account) {
        for (Tournament cached : keeper.current()) {
            if (cached.playerOf(account).isEmpty() && !Long.valueOf(account).equals(cached.organiser())) {
                continue;
            }
            keeper.mutate(cached.id(), t -> {
                boolean changed = false;
                Optional<TournamentPlayer> entrant = t.playerOf(account);
                if (entrant.isPresent() && !entrant.get().name().equals("deleted")) {
                    t.updatePlayer(entrant.get().withName("deleted"));
                    changed = true;
                }
                if (t.organiser() != null && t.organiser() == account && !t.organiserName().equals("deleted")) {
                    t.organiserName("deleted");
                    changed = true;
                }
                if (changed) {
                    keeper.save(t, "renamed");
                }
                return t;
            });
        }
    }

    /**
     * Imports a TRF16 report as a finished tournament record: its players are names (not accounts), its
     * rounds and results are the report's. The importer is its organiser.
     */
    public Tournament importReport(Account importer, TrfTournament report, Variant variant) {
        if (report.players().isEmpty()) {
            throw TournamentException.badRequest("the report has no players (no 001 lines)");
        }
        String name = report.name().isBlank() ? "Imported tournament" : report.name();
        if (name.length() > 60) {
            name = name.substring(0, 60);
        }
        TournamentFormat format = TournamentFormats.ofReport(report);
        int rounds = report.plannedRounds() != null ? report.plannedRounds() : report.roundsWithResults();
        TournamentSettings settings = new TournamentSettings(name, format.kind(), variant, null,
                TimeControl.UNLIMITED, Math.max(rounds, 1), false, 0, false, null, false, null,
                format.defaultTieBreaks(), null);
        long now = clock.getAsLong();
        Tournament t = new Tournament(Secrets.newCode(10), settings, importer.id(), importer.name(),
                TournamentStatus.FINISHED, 0, now, null, now, 0);
        TournamentTrf.fill(t, report, now);
        log(t, importer.name(), "import", report.players().size() + " players, " + report.roundsWithResults()
                + " rounds", "players", String.valueOf(report.players().size()), "rounds",
                String.valueOf(report.roundsWithResults()));
        keeper.add(t, "imported");
        return t;
    }

    // ----- series -----

    public Series createSeries(Account organiser, String name, List<Integer> points, SharedPlaces sharedPlaces) {
        Series series = new Series(Secrets.newCode(10), name, organiser.id(), organiser.name(), points, sharedPlaces,
                clock.getAsLong());
        keeper.store().insertSeries(series);
        return series;
    }

    public List<Series> allSeries() {
        return keeper.store().allSeries();
    }

    public Series series(String id) {
        return keeper.store().series(id).orElseThrow(() ->
                TournamentException.notFound("no series '" + TournamentException.abbreviate(id) + "'"));
    }

    // ----- inner workings -----

    /** Numbers the players, starts the clock and has the format pair the first round. */
    private void begin(Tournament t, String actor) {
        long now = clock.getAsLong();
        // Pairing numbers: by rating, then name (FIDE's initial order without titles).
        List<TournamentPlayer> ordered = new ArrayList<>(t.players());
        ordered.sort(Comparator.comparingInt(TournamentPlayer::rating).reversed()
                .thenComparing(p -> p.name().toLowerCase(Locale.ROOT)));
        List<TournamentPlayer> numbered = new ArrayList<>();
        Map<Integer, Integer> numbers = new HashMap<>();
        for (int i = 0; i < ordered.size(); i++) {
            numbered.add(ordered.get(i).withNumber(i + 1));
            numbers.put(ordered.get(i).number(), i + 1);
        }
        t.replacePlayers(numbered);
        t.renumberByes(numbers); // half-point byes requested before the start
        t.status(TournamentStatus.RUNNING);
        t.startedAt(now);
        t.format().opening(t, now);
        log(t, actor, "start", t.players().size() + " players", "players", String.valueOf(t.players().size()));
        keeper.save(t, "started");
        t.format().begin(t, now, director);
    }

    /** A game of the tournament ended: its board gets the result, unless the organiser already set one. */
    void gameEnded(String tournamentId, GameSnapshot game) {
        if (!keeper.knows(tournamentId)) {
            return;
        }
        keeper.mutate(tournamentId, t -> {
            director.recordGame(t, game);
            t.format().afterResults(t, director);
            return t;
        });
    }

    /**
     * Results of games that ended while no server listened (this one was down, or the server that ended
     * them died before recording them), then what follows from them.
     */
    private void catchUpAll() {
        for (Tournament cached : keeper.cached()) {
            if (cached.status() == TournamentStatus.RUNNING) {
                quietly(() -> {
                    boolean due;
                    synchronized (cached) {
                        due = !director.endedGames(cached).isEmpty() || cached.format().nextRoundDue(cached);
                    }
                    if (due) {
                        keeper.mutate(cached.id(), t -> {
                            director.endedGames(t).forEach(game -> director.recordGame(t, game));
                            t.format().afterResults(t, director);
                            return t;
                        });
                    }
                });
            }
        }
    }

    private void pause(Tournament t, TournamentPlayer entrant, boolean paused, String actor) {
        if (t.status().over()) {
            throw TournamentException.conflict("the tournament is " + t.status().wire());
        }
        t.format().checkPause(t);
        if (entrant.withdrawn()) {
            throw TournamentException.conflict(entrant.name() + " has withdrawn");
        }
        if (entrant.paused() == paused) {
            throw TournamentException.conflict(entrant.name() + (paused ? " is already paused" : " is not paused"));
        }
        t.updatePlayer(entrant.withPaused(paused));
        log(t, actor, paused ? "pause" : "resume", entrant.name(), "player", entrant.name());
        keeper.save(t, "paused");
    }

    static TournamentPlayer entrantNamed(Tournament t, String name) {
        return t.playerNamed(name == null ? "" : name).orElseThrow(() ->
                TournamentException.notFound("no player '" + TournamentException.abbreviate(name) + "' in this tournament"));
    }

    static void requireOrganiser(Tournament t, Account account) {
        if (t.organiser() == null || t.organiser() != account.id()) {
            throw TournamentException.forbidden("only the organiser may do this");
        }
    }

    /** Logs an action: its English {@code detail} and the same as named {@code params} (name, value, ...). */
    private void log(Tournament t, String actor, String action, String detail, String... params) {
        t.addLog(LogEntry.of(clock.getAsLong(), actor, action, detail, params));
    }

    private static void quietly(Runnable run) {
        try {
            run.run();
        } catch (RuntimeException e) {
            LOG.error("tournament task failed", e);
        }
    }
}
