package org.heterodox.server.tournament;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.BooleanSupplier;
import java.util.function.LongSupplier;
import java.util.function.ToIntBiFunction;
import org.heterodox.server.account.Account;
import org.heterodox.server.account.PasswordHasher;
import org.heterodox.server.cluster.ClusterBus;
import org.heterodox.server.game.Actor;
import org.heterodox.server.game.GameEvent;
import org.heterodox.server.game.GameEvents;
import org.heterodox.server.game.GameException;
import org.heterodox.server.game.GameSnapshot;
import org.heterodox.server.game.GameStatus;
import org.heterodox.server.game.PairedGame;
import org.heterodox.server.game.Secrets;
import org.heterodox.server.game.TournamentTags;
import org.heterodox.server.round.Rounds;
import org.heterodox.tournament.pairing.Pairing;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Runs the tournaments: entries, the start, each round's pairings and games, results as the games
 * end, the organiser's tools, and the end. Every tournament lives in memory and is stored whole
 * after each change, so a restarted server carries on where it stopped: it reads the results of the
 * games that ended meanwhile and pairs the next round if one is due.
 *
 * <p>Each change happens under the tournament's monitor. Game endings arrive as game events and are
 * handled on one thread of this service, never on the thread that ended the game, so a tournament
 * action that ends a game (a withdrawal forfeits it) cannot re-enter itself.
 */
public final class TournamentService {
    private static final Logger LOG = LoggerFactory.getLogger(TournamentService.class);
    static final int DEFAULT_RATING = 1500;
    public static final int MAX_PLAYERS = 200;
    /** The bus topic of a changed tournament: its id, version and the change's name. */
    static final String TOPIC = "tournament";
    /** Every this many ticks the leading server reads the results of games whose ending no server handled. */
    static final int CATCH_UP_TICKS = 10;

    private final TournamentStore store;
    private final Rounds games;
    private final LongSupplier clock;
    private final ToIntBiFunction<Long, String> ratingOf;
    private final PasswordHasher hasher;
    private final Map<String, Tournament> tournaments = new ConcurrentHashMap<>();
    private final Map<String, String> tournamentOfGame = new ConcurrentHashMap<>();
    private final List<TournamentListener> listeners = new CopyOnWriteArrayList<>();
    private final ExecutorService endings = Executors.newSingleThreadExecutor(runnable -> {
        Thread thread = new Thread(runnable, "tournament-results");
        thread.setDaemon(true);
        return thread;
    });
    private final RoundRobinPairer roundRobin = new RoundRobinPairer();
    private RoundPairer swiss;
    private ArenaDirector arena;
    private GameEvents.Subscription subscription;
    /** One gate per tournament: this server's changes of a tournament queue here before taking its row lock. */
    private final Map<String, Object> gates = new ConcurrentHashMap<>();
    /** The events of the change running on this thread, told to the listeners once it is stored. */
    private final ThreadLocal<List<String>> pending = new ThreadLocal<>();
    private volatile ClusterBus bus = ClusterBus.SOLE;
    private volatile BooleanSupplier leading = () -> true;
    private int ticks;

    /**
     * @param ratingOf a player's rating in a game spec (the default rating when they have none)
     */
    public TournamentService(TournamentStore store, Rounds games, LongSupplier clock,
                             ToIntBiFunction<Long, String> ratingOf, PasswordHasher hasher) {
        this.store = store;
        this.games = games;
        this.clock = clock;
        this.ratingOf = ratingOf;
        this.hasher = hasher;
    }

    /** The Swiss pairer (the Dutch system) and the arena's director. */
    public void kinds(RoundPairer swissPairer, ArenaDirector arenaDirector) {
        this.swiss = swissPairer;
        this.arena = arenaDirector;
    }

    public void listen(TournamentListener listener) {
        listeners.add(listener);
    }

    /**
     * Shares the tournaments with the other servers on the database: each change is announced on the
     * bus and the others read it; only the server for which {@code leading} holds runs the clock's
     * work ({@link #tick}): starts, arena pairings, and results of games whose ending was missed.
     */
    public void cluster(ClusterBus clusterBus, BooleanSupplier leader) {
        this.bus = clusterBus;
        this.leading = leader;
        clusterBus.on(TOPIC, words -> remoteChange(words.get(0), words.get(2)));
        clusterBus.onReconnect(this::syncAll);
    }

    // ----- life -----

    /** Loads the stored tournaments, catches up with games that ended while the server was down, and listens for endings. */
    public void start() {
        for (Tournament t : store.loadAll()) {
            install(t);
        }
        subscription = games.events().subscribe(event -> {
            if (event instanceof GameEvent.Changed || event instanceof GameEvent.Moved) {
                String tournamentId = tournamentOfGame.get(event.gameId());
                if (tournamentId != null) {
                    GameSnapshot game = event instanceof GameEvent.Changed changed ? changed.game()
                            : ((GameEvent.Moved) event).game();
                    if (game.status().isOver()) {
                        endings.execute(() -> quietly(() -> gameEnded(tournamentId, game)));
                    }
                }
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
            endings.awaitTermination(5, java.util.concurrent.TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Starts the tournaments whose time has come, pairs the arenas' free players and ends the arenas whose time is up. */
    public void tick() {
        if (bus.shared()) {
            if (!leading.getAsBoolean()) {
                return; // another server keeps the clock
            }
            // The clock's work concerns only tournaments not over: the finished ones are not read each second.
            syncAll(true);
            if (++ticks % CATCH_UP_TICKS == 0) {
                catchUpAll();
            }
        }
        long now = clock.getAsLong();
        for (Tournament cached : tournaments.values()) {
            if (dueOnTheClock(cached, now)) {
                quietly(() -> mutate(cached.id(), t -> {
                    if (dueOnTheClock(t, now)) { // again, on the stored state under its lock
                        if (t.status() == TournamentStatus.CREATED) {
                            begin(t, "the clock");
                        } else {
                            arenaWave(t, now);
                        }
                    }
                    return t;
                }));
            }
        }
    }

    private static boolean dueOnTheClock(Tournament t, long now) {
        return t.status() == TournamentStatus.CREATED && t.settings().startsAt() != null
                && t.settings().startsAt() <= now && t.players().size() >= minimumPlayers(t)
                || t.status() == TournamentStatus.RUNNING && t.kind() == TournamentKind.ARENA;
    }

    // ----- reading -----

    public Tournament get(String id) {
        Tournament t = id == null ? null : tournaments.get(id);
        if (id != null && bus.shared()) {
            // Another server may have changed it: the stored version decides (one indexed read).
            Long stored = store.version(id);
            t = stored == null ? null : t != null && t.version() == stored ? t : reload(id);
        }
        if (t == null) {
            throw TournamentException.notFound("no tournament '" + abbreviate(id) + "'");
        }
        return t;
    }

    /** Tournaments with the status (null: all): the upcoming and running first, then the rest, newest first. */
    public List<Tournament> list(TournamentStatus status, int limit, int offset) {
        if (bus.shared()) {
            syncAll();
        }
        return tournaments.values().stream()
                .filter(t -> status == null || t.status() == status)
                .sorted(Comparator.comparing((Tournament t) -> t.status().over())
                        .thenComparing(Comparator.comparingLong(Tournament::createdAt).reversed()))
                .skip(offset).limit(limit).toList();
    }

    /** The tournaments of a series, oldest first. */
    public List<Tournament> ofSeries(String seriesId) {
        if (bus.shared()) {
            syncAll();
        }
        return tournaments.values().stream().filter(t -> seriesId.equals(t.settings().seriesId()))
                .sorted(Comparator.comparingLong(Tournament::createdAt)).toList();
    }

    /** The tournament a game belongs to, if any. */
    public Optional<Tournament> ofGame(String gameId) {
        String id = tournamentOfGame.get(gameId);
        return id == null ? Optional.empty() : Optional.ofNullable(tournaments.get(id));
    }

    // ----- organiser and players -----

    public Tournament create(Account organiser, TournamentSettings settings, String password) {
        if (settings.seriesId() != null) {
            Series series = store.series(settings.seriesId())
                    .orElseThrow(() -> TournamentException.notFound("no series '" + abbreviate(settings.seriesId()) + "'"));
            if (series.organiser() != organiser.id()) {
                throw TournamentException.forbidden("only the series' organiser adds tournaments to it");
            }
        }
        TournamentSettings stored = password == null ? settings
                : new TournamentSettings(settings.name(), settings.kind(), settings.variant(), settings.startFen(),
                        settings.timeControl(), settings.rounds(), settings.doubleRoundRobin(), settings.minutes(),
                        settings.berserk(), settings.startsAt(), settings.rated(), hasher.hash(password),
                        settings.tieBreaks(), settings.seriesId());
        Tournament t = new Tournament(Secrets.newCode(10), stored, organiser.id(), organiser.name(),
                TournamentStatus.CREATED, 0, null, null, clock.getAsLong(), 0);
        log(t, organiser.name(), "create", settings.kind().wire() + " of " + settings.variant().spec());
        save(t, "created");
        tournaments.put(t.id(), t);
        bus.announce(TOPIC, t.id(), String.valueOf(t.version()), "created");
        return t;
    }

    public Tournament join(String id, Account player, String password) {
        String hash = get(id).settings().passwordHash(); // settings never change: checked before the lock
        if (hash != null && (password == null || !hasher.matches(password, hash))) {
            throw TournamentException.forbidden(password == null ? "this tournament needs its entry password"
                    : "wrong entry password");
        }
        return mutate(id, t -> {
            if (t.status().over()) {
                throw TournamentException.conflict("the tournament is " + t.status().wire());
            }
            if (t.status() == TournamentStatus.RUNNING && t.kind() == TournamentKind.ROUND_ROBIN) {
                throw TournamentException.conflict("a round robin takes no entries once it has started");
            }
            if (t.status() == TournamentStatus.RUNNING && t.kind() == TournamentKind.SWISS
                    && t.currentRound() >= t.settings().rounds()) {
                throw TournamentException.conflict("the last round is already paired");
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
            save(t, "joined");
            return t;
        });
    }

    /** Leaves before the start, or withdraws from a running tournament. */
    public Tournament leave(String id, Account player) {
        return mutate(id, t -> {
            TournamentPlayer entrant = t.playerOf(player.id())
                    .orElseThrow(() -> TournamentException.conflict("you are not in this tournament"));
            if (t.status() == TournamentStatus.CREATED) {
                t.removePlayer(entrant.number());
                save(t, "left");
                return t;
            }
            if (t.status().over()) {
                throw TournamentException.conflict("the tournament is " + t.status().wire());
            }
            withdrawPlayer(t, entrant, player.name(), "withdrew");
            save(t, "withdrawn");
            afterResults(t);
            return t;
        });
    }

    public Tournament pauseSelf(String id, Account player, boolean paused) {
        return mutate(id, t -> {
            TournamentPlayer entrant = t.playerOf(player.id())
                    .orElseThrow(() -> TournamentException.conflict("you are not in this tournament"));
            pause(t, entrant, paused, player.name());
            return t;
        });
    }

    public Tournament start(String id, Account organiser) {
        return mutate(id, t -> {
            requireOrganiser(t, organiser);
            if (t.status() != TournamentStatus.CREATED) {
                throw TournamentException.conflict("the tournament is already " + t.status().wire());
            }
            int minimum = minimumPlayers(t);
            if (t.players().size() < minimum) {
                throw TournamentException.conflict("a " + t.kind().wire() + " needs at least " + minimum
                        + " players; it has " + t.players().size());
            }
            begin(t, organiser.name());
            return t;
        });
    }

    public Tournament cancel(String id, Account organiser) {
        return mutate(id, t -> {
            requireOrganiser(t, organiser);
            if (t.status().over()) {
                throw TournamentException.conflict("the tournament is already " + t.status().wire());
            }
            t.status(TournamentStatus.CANCELLED);
            log(t, organiser.name(), "cancel", "");
            save(t, "cancelled");
            return t;
        });
    }

    public Tournament pausePlayer(String id, Account organiser, String name, boolean paused) {
        return mutate(id, t -> {
            requireOrganiser(t, organiser);
            pause(t, entrantNamed(t, name), paused, organiser.name());
            return t;
        });
    }

    public Tournament withdraw(String id, Account organiser, String name, String reason) {
        return mutate(id, t -> {
            requireOrganiser(t, organiser);
            if (t.status() != TournamentStatus.RUNNING) {
                throw TournamentException.conflict("players are withdrawn from a running tournament; before the start"
                        + " they leave it themselves");
            }
            TournamentPlayer entrant = entrantNamed(t, name);
            if (entrant.withdrawn()) {
                throw TournamentException.conflict(entrant.name() + " has already withdrawn");
            }
            withdrawPlayer(t, entrant, organiser.name(), reason == null || reason.isBlank() ? "withdrawn" : reason);
            save(t, "withdrawn");
            afterResults(t);
            return t;
        });
    }

    /** Sets or corrects a board's result, logged with the reason; the standings follow. */
    public Tournament adjust(String id, Account organiser, int round, int boardNumber, BoardResult result,
                             String reason) {
        return mutate(id, t -> {
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
                    + result.wire() + "; " + reason);
            save(t, "adjusted");
            afterResults(t);
            return t;
        });
    }

    /** The pairs of names that must not meet (Swiss), replacing the earlier list. */
    public Tournament forbid(String id, Account organiser, List<List<String>> pairs) {
        return mutate(id, t -> {
            requireOrganiser(t, organiser);
            if (t.kind() != TournamentKind.SWISS) {
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
            log(t, organiser.name(), "forbid", named.isEmpty() ? "none"
                    : String.join(", ", named.stream().map(p -> p.get(0) + " - " + p.get(1)).toList()));
            save(t, "forbidden");
            return t;
        });
    }

    /** A deleted account's entries and tournaments show "deleted" from now on. */
    public void renameDeletedAccount(long account) {
        if (bus.shared()) {
            syncAll();
        }
        for (Tournament cached : tournaments.values()) {
            if (cached.playerOf(account).isEmpty() && !Long.valueOf(account).equals(cached.organiser())) {
                continue;
            }
            mutate(cached.id(), t -> {
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
                    save(t, "renamed");
                }
                return t;
            });
        }
    }

    /**
     * Imports a TRF16 report as a finished tournament record: its players are names (not accounts), its
     * rounds and results are the report's. The importer is its organiser.
     */
    public Tournament importReport(Account importer, org.heterodox.tournament.trf.TrfTournament report,
                                   org.heterodox.rules.Variant variant) {
        if (report.players().isEmpty()) {
            throw TournamentException.badRequest("the report has no players (no 001 lines)");
        }
        String name = report.name().isBlank() ? "Imported tournament" : report.name();
        if (name.length() > 60) {
            name = name.substring(0, 60);
        }
        TournamentKind kind = TournamentTrf.kindOf(report);
        int rounds = report.plannedRounds() != null ? report.plannedRounds() : report.roundsWithResults();
        List<String> tieBreaks = kind == TournamentKind.ROUND_ROBIN
                ? List.of("sonneborn-berger", "direct-encounter", "wins")
                : List.of("buchholz-cut1", "buchholz", "sonneborn-berger", "direct-encounter", "wins");
        TournamentSettings settings = new TournamentSettings(name, kind, variant, null,
                org.heterodox.server.game.TimeControl.UNLIMITED, Math.max(rounds, 1), false, 0, false, null, false, null,
                tieBreaks, null);
        long now = clock.getAsLong();
        Tournament t = new Tournament(Secrets.newCode(10), settings, importer.id(), importer.name(),
                TournamentStatus.FINISHED, 0, now, null, now, 0);
        TournamentTrf.fill(t, report, now);
        log(t, importer.name(), "import", report.players().size() + " players, " + report.roundsWithResults()
                + " rounds");
        save(t, "imported");
        tournaments.put(t.id(), t);
        bus.announce(TOPIC, t.id(), String.valueOf(t.version()), "imported");
        return t;
    }

    // ----- series -----

    public Series createSeries(Account organiser, String name, List<Integer> points) {
        Series series = new Series(Secrets.newCode(10), name, organiser.id(), organiser.name(), points,
                clock.getAsLong());
        store.insertSeries(series);
        return series;
    }

    public List<Series> allSeries() {
        return store.allSeries();
    }

    public Series series(String id) {
        return store.series(id).orElseThrow(() -> TournamentException.notFound("no series '" + abbreviate(id) + "'"));
    }

    // ----- inner workings -----

    private void begin(Tournament t, String actor) {
        long now = clock.getAsLong();
        // Pairing numbers: by rating, then name (FIDE's initial order without titles).
        List<TournamentPlayer> ordered = new ArrayList<>(t.players());
        ordered.sort(Comparator.comparingInt(TournamentPlayer::rating).reversed()
                .thenComparing(p -> p.name().toLowerCase(Locale.ROOT)));
        List<TournamentPlayer> numbered = new ArrayList<>();
        for (int i = 0; i < ordered.size(); i++) {
            numbered.add(ordered.get(i).withNumber(i + 1));
        }
        t.replacePlayers(numbered);
        t.status(TournamentStatus.RUNNING);
        t.startedAt(now);
        if (t.kind() == TournamentKind.ARENA) {
            t.endsAt(now + t.settings().minutes() * 60_000L);
        }
        log(t, actor, "start", t.players().size() + " players");
        save(t, "started");
        if (t.kind() == TournamentKind.ARENA) {
            arenaWave(t, now);
        } else {
            publishRound(t, 1);
        }
    }

    private RoundPairer pairer(Tournament t) {
        return switch (t.kind()) {
            case ROUND_ROBIN -> roundRobin;
            case SWISS -> {
                if (swiss == null) {
                    throw new IllegalStateException("no Swiss pairer configured");
                }
                yield swiss;
            }
            case ARENA -> throw new IllegalStateException("an arena has no rounds");
        };
    }

    /** Total rounds of a round-based tournament (0 for an arena or before a round robin's start). */
    public int totalRounds(Tournament t) {
        return switch (t.kind()) {
            case SWISS -> t.settings().rounds();
            case ROUND_ROBIN -> t.status() == TournamentStatus.CREATED ? 0 : roundRobin.totalRounds(t);
            case ARENA -> 0;
        };
    }

    private void publishRound(Tournament t, int round) {
        PlannedRound planned = pairer(t).pair(t, round);
        long now = clock.getAsLong();
        t.currentRound(round);
        java.util.Set<Integer> placed = new java.util.HashSet<>();
        for (Bye bye : planned.byes()) {
            t.addBye(bye);
            placed.add(bye.number());
        }
        int boardNumber = 0;
        for (Pairing pairing : planned.boards()) {
            placed.add(pairing.white());
            placed.add(pairing.black());
            t.addBoard(newBoard(t, round, ++boardNumber, pairing, now));
        }
        // Everyone else still in the tournament (paused, or absent) sits the round out without points; withdrawn
        // players are out and no longer listed (their rounds count as zero-point byes all the same).
        for (TournamentPlayer p : t.players()) {
            if (!placed.contains(p.number()) && !p.withdrawn()) {
                t.addBye(new Bye(round, p.number(), Bye.ABSENT, 0));
            }
        }
        save(t, "round");
        afterResults(t); // boards decided at once (forfeits of withdrawn players) may complete the round
    }

    /** A board with its game; a withdrawn player's board is forfeited at once, without a game. */
    private Board newBoard(Tournament t, int round, int number, Pairing pairing, long now) {
        TournamentPlayer white = t.player(pairing.white()).orElseThrow();
        TournamentPlayer black = t.player(pairing.black()).orElseThrow();
        if (white.withdrawn() || black.withdrawn() || white.account() == null || black.account() == null) {
            BoardResult forfeit = white.withdrawn() && black.withdrawn() || white.account() == null && black.account() == null
                    ? BoardResult.DOUBLE_FORFEIT
                    : white.withdrawn() || white.account() == null ? BoardResult.BLACK_WINS_BY_FORFEIT
                    : BoardResult.WHITE_WINS_BY_FORFEIT;
            return new Board(round, number, white.number(), black.number(), null, forfeit, false, "", 0, now);
        }
        Map<String, String> tags = new HashMap<>();
        tags.put(TournamentTags.ID, t.id());
        tags.put(TournamentTags.EVENT, t.settings().name());
        tags.put(TournamentTags.ROUND, round + "." + number);
        if (t.kind() == TournamentKind.ARENA && t.settings().berserk()) {
            tags.put(TournamentTags.BERSERK_ALLOWED, "yes");
        }
        GameSnapshot game = games.createPaired(new PairedGame(t.settings().variant(), t.settings().startFen(),
                t.settings().timeControl(), t.settings().rated(), white.name(), white.account(), black.name(),
                black.account(), tags));
        tournamentOfGame.put(game.id(), t.id());
        return new Board(round, number, white.number(), black.number(), game.id(), BoardResult.PENDING, false, "", 0,
                now);
    }

    /** A game of the tournament ended: its board gets the result, unless the organiser already set one. */
    void gameEnded(String tournamentId, GameSnapshot game) {
        if (!tournaments.containsKey(tournamentId)) {
            return;
        }
        mutate(tournamentId, t -> {
            recordGame(t, game);
            afterResults(t);
            return t;
        });
    }

    private boolean recordGame(Tournament t, GameSnapshot game) {
        Optional<Board> found = t.boardOfGame(game.id());
        if (found.isEmpty() || found.get().result().decided() || t.status() != TournamentStatus.RUNNING) {
            return false;
        }
        Board board = found.get();
        BoardResult result;
        if (game.status() == GameStatus.ABORTED) {
            // Only the server aborts a tournament game (nobody moved for too long): whoever did not move loses.
            result = game.moves().isEmpty() ? BoardResult.BLACK_WINS_BY_FORFEIT : BoardResult.WHITE_WINS_BY_FORFEIT;
        } else {
            result = BoardResult.ofGame(game.outcome().result().pgn());
        }
        String berserk = berserkOf(game);
        t.updateBoard(board.withResult(result, false, game.moves().size()).withBerserk(berserk));
        save(t, "result");
        return true;
    }

    private static String berserkOf(GameSnapshot game) {
        boolean white = TournamentTags.berserked(game.tags(), 0);
        boolean black = TournamentTags.berserked(game.tags(), 1);
        return white && black ? "both" : white ? "white" : black ? "black" : "";
    }

    /** After results changed: the next round, or the end, when the current round is complete. */
    private void afterResults(Tournament t) {
        if (t.status() != TournamentStatus.RUNNING) {
            return;
        }
        if (t.kind() == TournamentKind.ARENA) {
            // As on lichess, the standings freeze when time is up: games still going are finished but do not count.
            if (clock.getAsLong() >= t.endsAt()) {
                finish(t);
            }
            return;
        }
        while (t.status() == TournamentStatus.RUNNING && t.currentRound() > 0 && t.roundComplete(t.currentRound())) {
            if (t.currentRound() >= totalRounds(t)) {
                finish(t);
                return;
            }
            int before = t.currentRound();
            publishRound(t, t.currentRound() + 1);
            if (t.currentRound() == before) {
                return;
            }
        }
    }

    private void finish(Tournament t) {
        t.status(TournamentStatus.FINISHED);
        log(t, "server", "finish", "");
        save(t, "finished");
    }

    /**
     * Results of games that ended while no server listened (this one was down, or the server that ended
     * them died before recording them), then what follows from them.
     */
    private void catchUpAll() {
        for (Tournament cached : tournaments.values()) {
            if (cached.status() == TournamentStatus.RUNNING) {
                quietly(() -> {
                    boolean due;
                    synchronized (cached) {
                        due = !endedGames(cached).isEmpty() || cached.currentRound() > 0
                                && cached.kind() != TournamentKind.ARENA && cached.roundComplete(cached.currentRound());
                    }
                    if (due) {
                        mutate(cached.id(), t -> {
                            endedGames(t).forEach(game -> recordGame(t, game));
                            afterResults(t);
                            return t;
                        });
                    }
                });
            }
        }
    }

    /** The finished games of the boards still waiting for a result. */
    private List<GameSnapshot> endedGames(Tournament t) {
        List<GameSnapshot> ended = new ArrayList<>();
        for (Board board : t.boards()) {
            if (!board.result().decided() && board.gameId() != null) {
                try {
                    GameSnapshot game = games.get(board.gameId());
                    if (game.status().isOver()) {
                        ended.add(game);
                    }
                } catch (GameException e) {
                    LOG.warn("tournament {}: game {} of round {} is missing: {}", t.id(), board.gameId(),
                            board.round(), e.getMessage());
                }
            }
        }
        return ended;
    }

    private void arenaWave(Tournament t, long now) {
        if (arena == null) {
            throw new IllegalStateException("no arena director configured");
        }
        if (now >= t.endsAt()) {
            afterResults(t);
            return;
        }
        List<Pairing> pairings = arena.pair(t);
        if (pairings.isEmpty()) {
            return;
        }
        int wave = t.currentRound() + 1;
        t.currentRound(wave);
        int number = 0;
        for (Pairing pairing : pairings) {
            t.addBoard(newBoard(t, wave, ++number, pairing, now));
        }
        save(t, "round");
    }

    private void pause(Tournament t, TournamentPlayer entrant, boolean paused, String actor) {
        if (t.status().over()) {
            throw TournamentException.conflict("the tournament is " + t.status().wire());
        }
        if (t.kind() == TournamentKind.ROUND_ROBIN) {
            throw TournamentException.conflict("a round robin's pairings are fixed: nobody can pause (withdraw instead)");
        }
        if (entrant.withdrawn()) {
            throw TournamentException.conflict(entrant.name() + " has withdrawn");
        }
        if (entrant.paused() == paused) {
            throw TournamentException.conflict(entrant.name() + (paused ? " is already paused" : " is not paused"));
        }
        t.updatePlayer(entrant.withPaused(paused));
        log(t, actor, paused ? "pause" : "resume", entrant.name());
        save(t, "paused");
    }

    /** Withdraws a player: no more pairings; a game in progress is forfeited. */
    private void withdrawPlayer(Tournament t, TournamentPlayer entrant, String actor, String reason) {
        t.updatePlayer(entrant.asWithdrawn());
        for (Board board : t.boards()) {
            if (board.involves(entrant.number()) && !board.result().decided()) {
                boolean white = board.white() == entrant.number();
                t.updateBoard(board.withResult(white ? BoardResult.BLACK_WINS_BY_FORFEIT
                        : BoardResult.WHITE_WINS_BY_FORFEIT, false, board.plies()));
                if (board.gameId() != null && entrant.account() != null) {
                    try {
                        games.resign(board.gameId(), Actor.of(null, entrant.account()));
                    } catch (GameException e) {
                        LOG.debug("withdrawal of {}: game {} not resigned: {}", entrant.name(), board.gameId(),
                                e.getMessage());
                    }
                }
            }
        }
        log(t, actor, "withdraw", entrant.name() + ": " + reason);
    }

    private static TournamentPlayer entrantNamed(Tournament t, String name) {
        return t.playerNamed(name == null ? "" : name)
                .orElseThrow(() -> TournamentException.notFound("no player '" + abbreviate(name) + "' in this tournament"));
    }

    private static void requireOrganiser(Tournament t, Account account) {
        if (t.organiser() == null || t.organiser() != account.id()) {
            throw TournamentException.forbidden("only the organiser may do this");
        }
    }

    static int minimumPlayers(Tournament t) {
        return t.kind() == TournamentKind.ROUND_ROBIN ? 3 : 2;
    }

    private void log(Tournament t, String actor, String action, String detail) {
        t.addLog(new LogEntry(clock.getAsLong(), actor, action, detail));
    }

    /** Stores the change (in the running change's transaction); the listeners hear of it once it is committed. */
    private void save(Tournament t, String event) {
        t.touch();
        store.save(t);
        List<String> events = pending.get();
        if (events != null) {
            events.add(event);
        } else {
            tell(t, List.of(event)); // a new tournament, stored in its own transaction
        }
    }

    /**
     * Runs a change of a tournament: queued behind this server's other changes of it, then in one
     * transaction holding its row lock, on the stored state (read again when another server changed it
     * since), so changes made by any server apply one after the other, each exactly once. The
     * listeners and the other servers hear of it after the commit.
     */
    private <T> T mutate(String id, java.util.function.Function<Tournament, T> change) {
        List<String> events = new ArrayList<>();
        Tournament[] changed = new Tournament[1];
        T result;
        synchronized (gates.computeIfAbsent(id, key -> new Object())) {
            try {
                result = store.locked(id, stored -> {
                    if (stored == null) {
                        throw TournamentException.notFound("no tournament '" + abbreviate(id) + "'");
                    }
                    Tournament cached = tournaments.get(id);
                    Tournament t = cached != null && cached.version() == stored ? cached : reload(id);
                    synchronized (t) {
                        pending.set(events);
                        try {
                            changed[0] = t;
                            return change.apply(t);
                        } finally {
                            pending.remove();
                        }
                    }
                });
            } catch (RuntimeException e) {
                if (!events.isEmpty()) {
                    reload(id); // the change was rolled back: forget the half-changed copy
                }
                throw e;
            }
        }
        if (!events.isEmpty()) {
            Tournament t = changed[0];
            tell(t, events);
            bus.announce(TOPIC, t.id(), String.valueOf(t.version()), events.get(events.size() - 1));
        }
        return result;
    }

    private void tell(Tournament t, List<String> events) {
        synchronized (t) {
            for (String event : events) {
                for (TournamentListener listener : listeners) {
                    try {
                        listener.changed(t, event);
                    } catch (RuntimeException e) {
                        LOG.error("a tournament listener failed on {}", event, e);
                    }
                }
            }
        }
    }

    /** Keeps a tournament read from the database, and which tournament each of its games belongs to. */
    private void install(Tournament t) {
        tournaments.put(t.id(), t);
        for (Board board : t.boards()) {
            if (board.gameId() != null) {
                tournamentOfGame.put(board.gameId(), t.id());
            }
        }
    }

    /** Reads a tournament from the database again (null when it is gone). */
    private Tournament reload(String id) {
        Optional<Tournament> fresh = store.load(id);
        fresh.ifPresentOrElse(this::install, () -> tournaments.remove(id));
        return fresh.orElse(null);
    }

    /** Reads the tournaments other servers created or changed (their ids and versions first, then only those). */
    private void syncAll() {
        syncAll(false);
    }

    private void syncAll(boolean liveOnly) {
        store.versions(liveOnly).forEach((id, version) -> {
            Tournament cached = tournaments.get(id);
            if (cached == null || cached.version() != version) {
                reload(id);
            }
        });
    }

    /** Another server changed a tournament: read it, and tell this server's listeners. */
    private void remoteChange(String id, String event) {
        Tournament fresh = reload(id);
        if (fresh != null) {
            tell(fresh, List.of(event));
        }
    }

    private static void quietly(Runnable run) {
        try {
            run.run();
        } catch (RuntimeException e) {
            LOG.error("tournament task failed", e);
        }
    }

    static String abbreviate(String text) {
        if (text == null) {
            return "";
        }
        return text.length() > 24 ? text.substring(0, 24) + "..." : text;
    }
}
