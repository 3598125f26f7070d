package org.heterodox.server;

import io.javalin.Javalin;
import io.javalin.http.Context;
import io.javalin.http.HttpResponseException;
import io.javalin.http.staticfiles.Location;
import io.javalin.json.JavalinJackson;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.heterodox.gamedb.GameDatabase;
import org.heterodox.gamedb.GameDatabaseSchema;
import org.heterodox.gamedb.SitePositions;
import org.heterodox.server.account.AccountException;
import org.heterodox.server.account.AccountMail;
import org.heterodox.server.account.MailTokenStore;
import org.heterodox.server.account.http.AccountMailRoutes;
import org.heterodox.server.challenge.ChallengeException;
import org.heterodox.server.challenge.ChallengeService;
import org.heterodox.server.challenge.ChallengeStore;
import org.heterodox.server.challenge.http.ChallengeChannel;
import org.heterodox.server.challenge.http.Challenges;
import org.heterodox.server.game.TappedGameEvents;
import org.heterodox.server.inbox.Inbox;
import org.heterodox.server.inbox.InboxFeed;
import org.heterodox.server.inbox.InboxStore;
import org.heterodox.server.inbox.http.InboxPush;
import org.heterodox.server.inbox.http.InboxRoutes;
import org.heterodox.server.social.FollowService;
import org.heterodox.server.social.FollowStore;
import org.heterodox.server.social.SocialException;
import org.heterodox.server.social.http.FollowRoutes;
import org.heterodox.server.mail.Mailer;
import org.heterodox.server.notice.NoticeStore;
import org.heterodox.server.notice.Notices;
import org.heterodox.server.notice.http.UnsubscribeRoutes;
import org.heterodox.server.account.AccountService;
import org.heterodox.server.account.AccountStore;
import org.heterodox.server.account.PasswordHasher;
import org.heterodox.server.account.PasswordStrength;
import org.heterodox.server.account.http.AccountRoutes;
import org.heterodox.server.analysis.GameAnalyst;
import org.heterodox.server.analysis.http.AnalysisRoutes;
import org.heterodox.server.api.ApiException;
import org.heterodox.server.api.ErrorStatus;
import org.heterodox.server.api.ErrorView;
import org.heterodox.server.api.Json;
import org.heterodox.server.api.OriginPolicy;
import org.heterodox.server.api.Params;
import org.heterodox.server.api.RateLimiter;
import org.heterodox.server.api.SessionGuard;
import org.heterodox.server.chat.ChatException;
import org.heterodox.server.chat.ChatService;
import org.heterodox.server.chat.ChatStore;
import org.heterodox.server.chat.http.ChatRoutes;
import org.heterodox.server.cluster.ClusterGameEvents;
import org.heterodox.server.cluster.LeaseStore;
import org.heterodox.server.cluster.PgNotifications;
import org.heterodox.server.cluster.Timekeeper;
import org.heterodox.server.engine.EnginePool;
import org.heterodox.server.game.GameException;
import org.heterodox.server.game.GameQueries;
import org.heterodox.server.game.GameStore;
import org.heterodox.server.game.Secrets;
import org.heterodox.server.game.http.GameRoutes;
import org.heterodox.server.database.DatabaseRoutes;
import org.heterodox.server.database.SiteGamesFeed;
import org.heterodox.server.i18n.ErrorTexts;
import org.heterodox.server.ops.MetricsListener;
import org.heterodox.server.ops.ObservedGameEvents;
import org.heterodox.server.ops.OpsConfig;
import org.heterodox.server.ops.RequestObserver;
import org.heterodox.server.ops.ServerMetrics;
import org.heterodox.server.ops.SocketGauges;
import org.heterodox.server.moderation.EvidenceCollector;
import org.heterodox.server.moderation.Moderation;
import org.heterodox.server.moderation.ModerationException;
import org.heterodox.server.moderation.ModerationLimits;
import org.heterodox.server.moderation.ModerationStore;
import org.heterodox.server.moderation.http.ModerationRoutes;
import org.heterodox.server.moderation.http.SanctionGate;
import org.heterodox.server.puzzle.PuzzleException;
import org.heterodox.server.report.EngineReportSearch;
import org.heterodox.server.report.GameReports;
import org.heterodox.server.report.ReportGames;
import org.heterodox.server.report.ReportStore;
import org.heterodox.server.report.http.ReportRoutes;
import org.heterodox.server.puzzle.PuzzleService;
import org.heterodox.server.puzzle.http.PuzzleRoutes;
import org.heterodox.server.rating.RatingService;
import org.heterodox.server.rating.RatingStore;
import org.heterodox.server.rating.http.PlayerRoutes;
import org.heterodox.server.round.Rounds;
import org.heterodox.server.round.http.LiveChannel;
import org.heterodox.server.round.http.RoundRoutes;
import org.heterodox.server.seek.OnlineStore;
import org.heterodox.server.seek.Presence;
import org.heterodox.server.seek.SeekException;
import org.heterodox.server.seek.SeekStore;
import org.heterodox.server.seek.http.Lobby;
import org.heterodox.server.site.JsonErrorHandler;
import org.heterodox.server.site.ReadyView;
import org.heterodox.server.site.SecurityHeaders;
import org.heterodox.server.site.StartGate;
import org.heterodox.server.site.SiteRoutes;
import org.heterodox.server.store.Database;
import org.heterodox.server.tournament.TournamentException;
import org.heterodox.server.tournament.TournamentPresence;
import org.heterodox.server.tournament.TournamentService;
import org.heterodox.server.tournament.TournamentStore;
import org.heterodox.server.tournament.http.TournamentChannel;
import org.heterodox.server.tournament.http.TournamentRoutes;
import org.heterodox.server.tournament.http.TournamentViews;
import org.heterodox.server.variant.http.VariantRoutes;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The Heterodox game server: the HTTP API and the WebSocket channels over the game service and
 * its database. {@code heterodox serve} runs {@link #start(int, String, Path)}.
 */
public final class HeterodoxServer implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(HeterodoxServer.class);
    /** Classpath folder of the browser app's files. */
    public static final String WEB_APP = "/public";

    private final Database database;
    private final ScheduledExecutorService timers;
    private final AutoCloseable engines;
    private final Rounds games;
    private final TournamentService tournaments;
    private final SiteGamesFeed siteGames;
    private final PgNotifications notifications;
    private final Javalin app;
    /** Set when the server starts to stop: it answers /api/ready with 503 so that a proxy sends it nothing new. */
    private final java.util.concurrent.atomic.AtomicBoolean draining;
    private final ServerMetrics metrics;
    /** The operators' listener (metrics, log levels), once started; null without a metrics port. */
    private volatile MetricsListener metricsListener;
    private final Mailer mailer;

    private HeterodoxServer(Database database, ScheduledExecutorService timers, AutoCloseable engines, Rounds games,
                            TournamentService tournaments, SiteGamesFeed siteGames, PgNotifications notifications,
                            Javalin app, java.util.concurrent.atomic.AtomicBoolean draining, ServerMetrics metrics,
                            Mailer mailer) {
        this.draining = draining;
        this.metrics = metrics;
        this.mailer = mailer;
        this.database = database;
        this.siteGames = siteGames;
        this.notifications = notifications;
        this.timers = timers;
        this.engines = engines;
        this.games = games;
        this.tournaments = tournaments;
        this.app = app;
    }

    /**
     * Starts a server on {@code port} (0 = any free port) with the database at {@code jdbcUrl}
     * (null = an H2 file under {@code dataDir}).
     */
    public static HeterodoxServer start(int port, String jdbcUrl, Path dataDir) {
        return start(ServerConfig.defaults(port, jdbcUrl, dataDir));
    }

    public static HeterodoxServer start(ServerConfig config) {
        return start(config, OpsConfig.NONE);
    }

    /** Starts a server as {@link #start(ServerConfig)}, with the operators' listener and meters {@code ops} asks for. */
    public static HeterodoxServer start(ServerConfig config, OpsConfig ops) {
        String url = config.jdbcUrl();
        if (url == null) {
            try {
                Files.createDirectories(config.dataDir());
            } catch (IOException e) {
                throw new UncheckedIOException("cannot create the data directory " + config.dataDir(), e);
            }
            url = Database.h2Url(config.dataDir());
        }
        Database database = Database.open(url);
        ServerMetrics metrics = ops.metricsEnabled() ? ServerMetrics.prometheus() : ServerMetrics.off();
        if (metrics.enabled()) {
            database.observe(metrics.registry());
        }
        // The game database's tables, beside the server's in the same database, with their own migrations.
        database.migrating(() -> GameDatabaseSchema.migrate(database.dataSource()));
        AtomicInteger threads = new AtomicInteger();
        ScheduledThreadPoolExecutor timers = new ScheduledThreadPoolExecutor(1, runnable -> {
            Thread thread = new Thread(runnable, "game-timer-" + threads.incrementAndGet());
            thread.setDaemon(true);
            return thread;
        });
        // Stopping lets a running task end but drops the waiting ones (a clock's flag minutes ahead).
        timers.setExecuteExistingDelayedTasksAfterShutdownPolicy(false);
        EnginePool engines = config.engine() == null ? null
                : new EnginePool(config.engine(), config.engineThreads(), timers);
        if (engines != null) {
            engines.observe(metrics.registry(), "seats");
        }
        GameStore gameStore = new GameStore(database.jdbi());
        GameQueries queries = new GameQueries(gameStore, System::currentTimeMillis);
        Rounds games = new Rounds(gameStore, System::currentTimeMillis, timers, engines,
                config.maxEngineGames());
        games.lobby(config.lobby());
        java.util.concurrent.atomic.AtomicBoolean draining = new java.util.concurrent.atomic.AtomicBoolean();
        PgNotifications notifications = null;
        if (database.shared()) {
            // Several servers on one PostgreSQL: each change is announced to the others (LISTEN/NOTIFY).
            notifications = new PgNotifications(database.jdbi(), database::dedicatedConnection);
            ClusterGameEvents clusterEvents = new ClusterGameEvents(notifications);
            clusterEvents.refresh(games::refresh);
            games.shared(true);
            notifications.onReconnect(games::dropAll);
            games.events(clusterEvents);
            notifications.observe(metrics.registry());
            notifications.start();
        }
        // Counted and logged on their way out: this server's own games' events, once each.
        games.events(new ObservedGameEvents(games.events(), metrics.registry()));
        // The inboxes hear this server's own games' events, once each (the others' servers store theirs).
        Inbox inbox = new Inbox(new InboxStore(database.jdbi()), System::currentTimeMillis);
        InboxFeed inboxFeed = new InboxFeed(inbox);
        games.events(new TappedGameEvents(games.events(), inboxFeed));
        RateLimiter limiter = new RateLimiter(config.requestsPerSecond(), config.requestBurst(), System::nanoTime);
        // The password dictionaries load in a second or so: off the start's path, before the first registration.
        Thread warmUp = new Thread(PasswordStrength::warmUp, "password-dictionaries");
        warmUp.setDaemon(true);
        warmUp.start();
        // One hasher: each makes a decoy hash as it starts.
        PasswordHasher passwords = new PasswordHasher(config.passwordHashCost());
        if (config.passwordHashCost().weak()) {
            LOG.warn("password hashes are weaker than OWASP's minimum ({}): a setting for test servers only",
                    config.passwordHashCost());
        }
        AccountService accounts = new AccountService(new AccountStore(database.jdbi()), passwords,
                System::currentTimeMillis, config.login());
        SessionGuard sessions = new SessionGuard(accounts, OriginPolicy.of(config.publicUrl()));
        LiveChannel live = new LiveChannel(games, limiter, sessions);
        RatingService ratings = new RatingService(new RatingStore(database.jdbi()), System::currentTimeMillis);
        // Who is in each arena, stored for every server; this server's rows are named after it.
        TournamentPresence tournamentPresence = new TournamentPresence(database.jdbi(),
                notifications != null ? notifications.instance() : Secrets.newCode(12), System::currentTimeMillis);
        TournamentService tournaments = new TournamentService(new TournamentStore(database.jdbi()), games,
                System::currentTimeMillis, (account, spec) -> (int) Math.round(ratings.ratingAt(
                        ratings.store().find(account, spec), System.currentTimeMillis()).rating()),
                passwords, accounts.throttle(), tournamentPresence);
        Mailer mailer = config.mail() == null ? Mailer.disabled() : Mailer.smtp(config.mail());
        AccountStore accountStore = new AccountStore(database.jdbi());
        MailTokenStore mailTokens = new MailTokenStore(database.jdbi());
        AccountMail accountMail = new AccountMail(accountStore, mailTokens, passwords, mailer,
                System::currentTimeMillis, accounts.throttle());
        AccountMailRoutes accountMailRoutes = new AccountMailRoutes(accountMail, accountStore, config.maxJsonBytes());
        Notices notices = new Notices(new NoticeStore(database.jdbi()), accountStore, mailTokens, mailer,
                System::currentTimeMillis);
        if (mailer.enabled()) {
            games.events().subscribe(notices);
            tournaments.listen(notices);
        }
        UnsubscribeRoutes unsubscribeRoutes = new UnsubscribeRoutes(notices, config.maxJsonBytes());
        games.rater(ratings);
        Presence presence = new Presence(System::currentTimeMillis);
        ChatService chat = new ChatService(games, new ChatStore(database.jdbi()), games.events(), System::currentTimeMillis);
        ChatRoutes chatRoutes = new ChatRoutes(chat, config.maxJsonBytes());
        Moderation moderation = new Moderation(new ModerationStore(database.jdbi()), accounts,
                new EvidenceCollector(accounts, chat, queries, tournaments), tournaments, System::currentTimeMillis,
                ModerationLimits.DEFAULTS);
        accounts.loginGate(moderation::checkLogin);
        live.playGate(account -> {
            try {
                moderation.checkPlay(account);
            } catch (ModerationException e) {
                throw new ApiException(e.status(), e.getMessage());
            }
        });
        ModerationRoutes moderationRoutes = new ModerationRoutes(moderation, config.maxJsonBytes());
        AccountRoutes accountRoutes = new AccountRoutes(accounts, accountMail, config.maxJsonBytes(), account -> {
            games.renameDeletedAccount(account);
            tournaments.renameDeletedAccount(account);
        }, moderation);
        FollowService follows = new FollowService(new FollowStore(database.jdbi()), accounts::find, presence::onlineAmong,
                System::currentTimeMillis);
        FollowRoutes followRoutes = new FollowRoutes(follows, config.maxJsonBytes());
        PlayerRoutes playerRoutes = new PlayerRoutes(accounts, ratings, queries, System::currentTimeMillis, presence::online,
                follows);
        live.presence(presence);
        Lobby lobby = Lobby.create(new SeekStore(database.jdbi()), games, ratings, presence, limiter, sessions,
                config.maxJsonBytes(), System::currentTimeMillis);
        if (notifications != null) {
            // Several servers: one lobby, its seeks and players online seen from every server.
            presence.cluster(new OnlineStore(database.jdbi(), notifications.instance()), notifications);
            lobby.seeks().cluster(notifications);
        }
        ChallengeService challengeService = new ChallengeService(new ChallengeStore(database.jdbi()), games, accounts::find,
                System::currentTimeMillis);
        if (notifications != null) {
            // Several servers: a challenge reaches the challenged player on whichever server they are connected.
            challengeService.cluster(notifications);
        }
        Challenges challenges = new Challenges(challengeService, limiter, sessions, config.maxJsonBytes());
        // The player's own channel, open on every page: it counts them as online and carries their inbox.
        challenges.channel().presence(presence);
        challengeService.listen(inboxFeed);
        tournaments.listen(inboxFeed);
        if (notifications != null) {
            inbox.cluster(notifications);
        }
        new InboxPush(inbox, challenges.channel());
        InboxRoutes inboxRoutes = new InboxRoutes(inbox, config.maxJsonBytes());
        SiteRoutes siteRoutes = new SiteRoutes(queries::healthy, games.enginesAvailable());
        VariantRoutes variantRoutes = new VariantRoutes();
        GameRoutes gameRoutes = new GameRoutes(games, queries, config.pgn(), config.maxPgnBytes());
        RoundRoutes roundRoutes = new RoundRoutes(games, config.maxJsonBytes());
        GameAnalyst analyst = GameAnalyst.of(config.engine(), timers);
        analyst.observe(metrics.registry());
        AnalysisRoutes analysisRoutes = new AnalysisRoutes(games, analyst, config.maxJsonBytes(), config.solveLimits());
        TournamentViews tournamentViews = new TournamentViews(tournaments, System::currentTimeMillis);
        TournamentRoutes tournamentRoutes = new TournamentRoutes(tournaments, tournamentViews, games, config.pgn(),
                System::currentTimeMillis, config.maxJsonBytes(), config.maxPgnBytes());
        TournamentChannel tournamentChannel = new TournamentChannel(tournaments, tournamentViews, limiter, sessions);
        SitePositions sitePositions = new SitePositions(database.jdbi());
        SiteGamesFeed siteGames = new SiteGamesFeed(sitePositions, database.jdbi(), System::currentTimeMillis);
        games.onFinished(siteGames);
        GameDatabase gameDatabase = new GameDatabase(database.jdbi());
        DatabaseRoutes databaseRoutes = new DatabaseRoutes(gameDatabase, sitePositions);
        // Full-game reports: a queue in the shared database; every server with an engine works on it.
        GameReports reports = new GameReports(new ReportStore(database.jdbi(), database.shared()),
                new ReportGames(games, gameDatabase), config.engine() == null ? null : new EngineReportSearch(config.reports()),
                config.reports(), notifications != null ? notifications.instance() : Secrets.newCode(12), System::currentTimeMillis);
        ReportRoutes reportRoutes = new ReportRoutes(reports, games, gameDatabase, config.pgn());
        PuzzleService puzzles = new PuzzleService(database.jdbi(), System::currentTimeMillis);
        int builtIn = puzzles.loadBuiltIn();
        if (builtIn > 0) {
            LOG.info("loaded {} built-in puzzles", builtIn);
        }
        PuzzleRoutes puzzleRoutes = new PuzzleRoutes(puzzles, config.maxJsonBytes());

        Javalin app = Javalin.create(javalin -> {
            javalin.showJavalinBanner = false;
            javalin.jsonMapper(new JavalinJackson(Json.MAPPER, false));
            javalin.http.maxRequestSize = Math.max(Math.max(config.maxJsonBytes(), config.maxPgnBytes()),
                    DatabaseRoutes.MAX_UPLOAD_BYTES);
            javalin.jetty.defaultHost = config.host();
            if (HeterodoxServer.class.getResource(WEB_APP + "/index.html") != null) {
                // The browser app (built from web/ into the jar); absent when the server is built without it.
                javalin.staticFiles.add(files -> {
                    files.hostedPath = "/";
                    files.directory = WEB_APP;
                    files.location = Location.CLASSPATH;
                });
            }
            // Jetty's header cache matches cached header lines case-insensitively by prefix: after a
            // request with "Authorization: Bearer x", a later "Bearer X..." on the same connection
            // arrived as "Bearer x...", so a seat token (case-sensitive base64) stopped matching.
            javalin.jetty.modifyHttpConfiguration(http -> http.setHeaderCacheCaseSensitive(true));
            // Requests Jetty refuses itself (an encoded NUL in the path...) answer in JSON too.
            javalin.jetty.modifyServer(server -> server.setErrorHandler(new JsonErrorHandler()));
            javalin.jetty.modifyWebSocketServletFactory(factory -> {
                factory.setMaxTextMessageSize(config.maxWsMessageBytes());
                factory.setMaxBinaryMessageSize(config.maxWsMessageBytes());
                factory.setIdleTimeout(Duration.ofMinutes(10));
            });
        });
        // First of the handlers, so that every request has its id, its time and its log line, refusals too.
        RequestObserver.register(app, metrics.registry());
        SocketGauges.register(app, metrics.registry(), LiveChannel.PATH, org.heterodox.server.seek.http.LobbyChannel.PATH,
                TournamentChannel.PATH, ChallengeChannel.PATH);
        StartGate gate = new StartGate();
        gate.register(app);
        app.before("/api/*", ctx -> {
            if (!limiter.tryAcquire(ctx.ip())) {
                throw new ApiException(429, "too many requests; slow down");
            }
            sessions.before(ctx);
        });
        // After the session guard: a sanctioned player's chat and play are refused before their routes.
        new SanctionGate(moderation).register(app);
        app.after("/api/*", ctx -> {
            // API answers are live state: never cached.
            ctx.header("Cache-Control", "no-store");
        });
        app.after(SecurityHeaders::apply);
        app.exception(GameException.class, (e, ctx) -> error(ctx, ErrorStatus.of(e.kind()), e.getMessage()));
        app.exception(AccountException.class, (e, ctx) -> {
            if (e.retryAfterSeconds() > 0) {
                ctx.header("Retry-After", String.valueOf(e.retryAfterSeconds()));
            }
            error(ctx, AccountRoutes.status(e.kind()), e.getMessage());
        });
        app.exception(ChatException.class, (e, ctx) -> error(ctx, e.status(), e.getMessage()));
        app.exception(SeekException.class, (e, ctx) -> error(ctx, e.status(), e.getMessage()));
        app.exception(ChallengeException.class, (e, ctx) -> error(ctx, e.status(), e.getMessage()));
        app.exception(SocialException.class, (e, ctx) -> error(ctx, e.status(), e.getMessage()));
        app.exception(TournamentException.class, (e, ctx) -> error(ctx, e.status(), e.getMessage()));
        app.exception(ModerationException.class, (e, ctx) -> error(ctx, e.status(), e.getMessage()));
        app.exception(PuzzleException.class, (e, ctx) -> error(ctx, e.status(), e.getMessage()));
        app.exception(ApiException.class, (e, ctx) -> error(ctx, e.status(), e.getMessage()));
        app.exception(HttpResponseException.class, (e, ctx) -> error(ctx, e.getStatus(), e.getMessage()));
        app.exception(Exception.class, (e, ctx) -> {
            LOG.error("request {} {} failed", ctx.method(), ctx.path(), e);
            error(ctx, 500, "internal server error");
        });
        app.error(404, ctx -> {
            if (ctx.result() == null || ctx.result().isEmpty()) {
                error(ctx, 404, "no such endpoint: " + ctx.method() + " " + ctx.path());
            }
        });
        PgNotifications listening = notifications;
        app.get("/api/ready", ctx -> {
            String status = draining.get() ? "draining" : !queries.healthy() ? "database unreachable"
                    : listening != null && !listening.listening() ? "notifications down" : "ready";
            ctx.status(status.equals("ready") ? 200 : 503).json(new ReadyView(status));
        });
        siteRoutes.register(app);
        variantRoutes.register(app);
        gameRoutes.register(app);
        roundRoutes.register(app);
        analysisRoutes.register(app);
        reportRoutes.register(app);
        accountRoutes.register(app);
        accountMailRoutes.register(app);
        unsubscribeRoutes.register(app);
        playerRoutes.register(app);
        lobby.register(app);
        challenges.register(app);
        followRoutes.register(app);
        inboxRoutes.register(app);
        chatRoutes.register(app);
        tournamentRoutes.register(app);
        tournamentChannel.register(app);
        databaseRoutes.register(app);
        puzzleRoutes.register(app);
        moderationRoutes.register(app);
        live.register(app);
        // The board editor's shareable address (/editor?variant=...&fen=...) opens the app's editor route.
        app.get("/editor", ctx -> ctx.redirect("/#/editor" + (ctx.queryString() == null ? "" : "?" + ctx.queryString())));

        AutoCloseable enginePools = () -> {
            if (engines != null) {
                engines.close();
            }
            analyst.close();
            reports.close();
        };
        HeterodoxServer server = new HeterodoxServer(database, timers, enginePools, games, tournaments, siteGames,
                notifications, app, draining, metrics, mailer);
        try {
            // The port opens behind the start gate: the clocks restart once moves can reach the server, so an
            // outage, the restart's own seconds included, is charged to nobody.
            app.start(config.port());
            games.start();
            reports.start();
            Timekeeper timekeeper = notifications == null ? null : new Timekeeper(new LeaseStore(database.jdbi()),
                    gameStore, games, notifications.instance(), System::currentTimeMillis);
            // Alone on the database, this server does every sweep; beside others, the timekeeper's lease holder.
            java.util.function.BooleanSupplier leading = timekeeper == null ? () -> true : timekeeper::leading;
            if (timekeeper != null) {
                // The timekeeper's lease holder also keeps the tournaments' clock (starts, arena pairings).
                tournaments.cluster(notifications, leading);
                // It adopts the games of a server that died.
                timers.scheduleWithFixedDelay(() -> quietly("timekeeper", timekeeper::tick), 0, 1, TimeUnit.SECONDS);
                timekeeper.observe(metrics.registry());
            }
            tournaments.start();
            timers.scheduleWithFixedDelay(() -> quietly("tournament tick", tournaments::tick), 1, 1, TimeUnit.SECONDS);
            // The explorer's index of the site's games: games finished before it or imported, then now and then.
            // (Several servers: the timekeeper's lease holder alone, once it has taken the lease.)
            timers.scheduleWithFixedDelay(() -> quietly("explorer backfill", () -> {
                if (leading.getAsBoolean()) {
                    siteGames.backfill(gameStore);
                }
            }), timekeeper == null ? 0 : 3, 300, TimeUnit.SECONDS);
            long sweep = config.lobby().sweepMs();
            timers.scheduleWithFixedDelay(() -> quietly("expiry sweep", () -> {
                if (leading.getAsBoolean()) {
                    games.expireUnplayed();
                }
            }), sweep, sweep, TimeUnit.MILLISECONDS);
            long heartbeat = config.clockHeartbeatMs();
            timers.scheduleWithFixedDelay(() -> quietly("seek sweep", lobby.seeks()::expire), 5, 5, TimeUnit.SECONDS);
            timers.scheduleWithFixedDelay(() -> quietly("challenge sweep", challengeService::expire), 10, 10, TimeUnit.SECONDS);
            if (notifications != null) {
                timers.scheduleWithFixedDelay(() -> quietly("presence", presence::renew), OnlineStore.RENEW_MS,
                        OnlineStore.RENEW_MS, TimeUnit.MILLISECONDS);
            }
            timers.scheduleWithFixedDelay(() -> quietly("tournament presence", tournamentPresence::renew),
                    TournamentPresence.RENEW_MS, TournamentPresence.RENEW_MS, TimeUnit.MILLISECONDS);
            timers.scheduleWithFixedDelay(() -> quietly("session sweep", accounts::sweepSessions), 0, 1, TimeUnit.HOURS);
            timers.scheduleWithFixedDelay(() -> quietly("mail link sweep", accountMail::sweep), 0, 1, TimeUnit.HOURS);
            if (mailer.enabled()) {
                // One digest sweep for all servers: the timekeeper's lease holder's (or the lone server's).
                timers.scheduleWithFixedDelay(() -> quietly("turn digests", () -> {
                    if (leading.getAsBoolean()) {
                        mailer.later(notices::sendDigests);
                    }
                }), config.mail().noticeSweepMs(), config.mail().noticeSweepMs(), TimeUnit.MILLISECONDS);
            }
            timers.scheduleWithFixedDelay(() -> quietly("clock heartbeat", games::saveClocks), heartbeat, heartbeat,
                    TimeUnit.MILLISECONDS);
            if (ops.metricsEnabled()) {
                server.metricsListener = MetricsListener.start(ops.metricsHost(), ops.metricsPort(), metrics,
                        ops.logLevels());
            }
            gate.open();
        } catch (RuntimeException e) {
            server.stop();
            throw e;
        }
        LOG.info("Heterodox server on http://{}:{}/api (database {})", config.host(), app.port(),
                url.startsWith("jdbc:h2:") ? url : "PostgreSQL");
        return server;
    }

    /** The port the server listens on (useful after starting on port 0). */
    public int port() {
        return app.port();
    }

    /** The metrics listener's port, or -1 when the server has none. */
    public int metricsPort() {
        MetricsListener listener = metricsListener;
        return listener == null ? -1 : listener.port();
    }

    /** The metrics listener's address, or null when the server has none. */
    public java.net.InetAddress metricsAddress() {
        MetricsListener listener = metricsListener;
        return listener == null ? null : listener.address();
    }

    /** Starts to stop: /api/ready answers 503 ("draining") while every request is still served. */
    public void startDraining() {
        draining.set(true);
    }

    /**
     * Stops gracefully (SIGTERM): reports itself not ready, keeps serving for {@code grace} (the time a
     * proxy's health checks take to send new requests elsewhere), then {@link #stop}s.
     */
    public void drain(java.time.Duration grace) {
        startDraining();
        try {
            Thread.sleep(grace.toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        stop();
    }

    /** Stops taking requests, stores the time left on running clocks, and closes the database. */
    public void stop() {
        MetricsListener listener = metricsListener;
        if (listener != null) {
            listener.close();
        }
        app.stop();
        tournaments.stop();
        games.stop();
        siteGames.close();
        if (notifications != null) {
            notifications.close();
        }
        try {
            engines.close();
        } catch (Exception e) {
            LOG.error("could not stop the engines", e);
        }
        // Running tasks end before the database closes: an interrupt during a write closes H2's file channel.
        timers.shutdown();
        try {
            if (!timers.awaitTermination(5, TimeUnit.SECONDS)) {
                timers.shutdownNow();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        mailer.close();
        database.close();
        metrics.close();
    }

    @Override
    public void close() {
        stop();
    }

    /** Runs a periodic task, logging its failure: an exception would cancel all its later runs. */
    private static void quietly(String task, Runnable run) {
        try {
            run.run();
        } catch (RuntimeException e) {
            LOG.error("{} failed", task, e);
        }
    }

    /** An error answer, its message in the request's language (ErrorTexts). */
    private static void error(Context ctx, int status, String message) {
        ctx.status(status).json(new ErrorView(status, ErrorTexts.translate(message, Params.language(ctx))));
    }
}
