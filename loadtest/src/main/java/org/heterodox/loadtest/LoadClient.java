package org.heterodox.loadtest;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A load generator: plays {@code games} concurrent games of random legal moves against a server on
 * loopback, both players of every game over their own WebSocket, and measures each move's round
 * trip (sent until the stored move comes back on the channel).
 */
public final class LoadClient {
    private static final ObjectMapper JSON = new ObjectMapper();

    /** What a run measured. Latencies are in milliseconds. */
    public record Report(int games, int finishedGames, long moves, long errors, double seconds, double p50Ms,
                         double p99Ms, double maxMs) {
        public double gamesPerSecond() {
            return finishedGames / seconds;
        }

        public double movesPerSecond() {
            return moves / seconds;
        }

        @Override
        public String toString() {
            return String.format(Locale.ROOT,
                    "%d games (%d finished) in %.1f s: %.1f games/s, %d moves, %.0f moves/s, round trip p50 %.1f ms,"
                            + " p99 %.1f ms, max %.1f ms, %d errors",
                    games, finishedGames, seconds, gamesPerSecond(), moves, movesPerSecond(), p50Ms, p99Ms, maxMs,
                    errors);
        }
    }

    private final URI base;
    /** The servers the players connect to, in turn: a game's two players reach different servers when there are several. */
    private final List<URI> servers;
    private final HttpClient http;
    private final Random random;
    /** Players with accounts (sessions, rated games), or anonymous players with seat tokens. */
    private boolean accounts;
    private int registered;
    private double setupSeconds;

    public LoadClient(URI base, long seed) {
        this(List.of(base), seed);
    }

    /** Players spread over several servers sharing one database: setup goes to each in turn, as do the players' sockets. */
    public LoadClient(List<URI> servers, long seed) {
        if (servers.isEmpty()) {
            throw new IllegalArgumentException("at least one server");
        }
        this.servers = List.copyOf(servers);
        this.base = servers.get(0);
        this.http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
        this.random = new Random(seed);
    }

    /**
     * Makes every player register an account and play with its session (cookie and CSRF token, no
     * seat token) in rated games between the accounts, as the browser app does when logged in.
     */
    public LoadClient withAccounts(boolean withAccounts) {
        this.accounts = withAccounts;
        return this;
    }

    /** How long the last run took to register its players and create its games (not measured). */
    public double setupSeconds() {
        return setupSeconds;
    }

    /** {@link #run(int, int, long, Duration)} with players that answer at once (saturation). */
    public Report run(int games, int pliesPerGame, Duration timeout) throws IOException, InterruptedException {
        return run(games, pliesPerGame, 0, timeout);
    }

    /**
     * Creates {@code games} games, then plays each to {@code pliesPerGame} plies or its end, waiting
     * at most {@code timeout} for all of them. Each player thinks {@code thinkMillis} on average
     * (uniformly 0.5 to 1.5 times it) before each move; the round trip excludes thinking.
     */
    public Report run(int games, int pliesPerGame, long thinkMillis, Duration timeout)
            throws IOException, InterruptedException {
        ScheduledExecutorService thinking = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread thread = new Thread(r, "load-think");
            thread.setDaemon(true);
            return thread;
        });
        try {
            return play(games, pliesPerGame, thinkMillis, thinking, timeout);
        } finally {
            thinking.shutdownNow();
        }
    }

    private Report play(int games, int pliesPerGame, long thinkMillis, ScheduledExecutorService thinking,
                        Duration timeout) throws IOException, InterruptedException {
        List<Player> players = new ArrayList<>();
        CountDownLatch finished = new CountDownLatch(games);
        Recorder recorder = new Recorder();
        long setup = System.nanoTime();
        for (int i = 0; i < games; i++) {
            Session first = accounts ? register() : Session.ANONYMOUS;
            Session second = accounts ? register() : Session.ANONYMOUS;
            JsonNode created = post("/api/games", accounts ? "{\"variant\":\"chess\",\"side\":\"first\",\"rated\":true}"
                    : "{\"variant\":\"chess\",\"side\":\"first\"}", first);
            String id = created.path("game").path("id").asText();
            JsonNode joined = post("/api/invites/" + created.path("inviteCode").asText(), "{}", second);
            AtomicBoolean done = new AtomicBoolean();
            Runnable onDone = () -> {
                if (done.compareAndSet(false, true)) {
                    finished.countDown();
                }
            };
            // A logged-in player sends no seat token: the session acts for the account's seat.
            players.add(new Player(id, 0, accounts ? null : created.path("token").asText(), first, pliesPerGame,
                    recorder, onDone, new Random(random.nextLong()), thinkMillis, thinking));
            players.add(new Player(id, 1, accounts ? null : joined.path("token").asText(), second, pliesPerGame,
                    recorder, onDone, new Random(random.nextLong()), thinkMillis, thinking));
        }
        for (int p = 0; p < players.size(); p++) {
            Player player = players.get(p);
            URI server = servers.get(p % servers.size());
            URI uri = URI.create("ws" + server.toString().substring(4) + "/api/games/" + player.gameId + "/live");
            WebSocket.Builder builder = http.newWebSocketBuilder();
            if (player.session.cookie() != null) {
                builder.header("Cookie", SESSION_COOKIE + "=" + player.session.cookie());
            }
            player.socket = builder.buildAsync(uri, player).join();
        }
        setupSeconds = (System.nanoTime() - setup) / 1e9;
        long start = System.nanoTime();
        for (Player player : players) {
            player.begin();
        }
        boolean all = finished.await(timeout.toMillis(), TimeUnit.MILLISECONDS);
        double seconds = (System.nanoTime() - start) / 1e9;
        for (Player player : players) {
            player.socket.abort();
        }
        long[] latencies = recorder.latencies();
        Arrays.sort(latencies);
        int done = all ? games : games - (int) finished.getCount();
        return new Report(games, done, latencies.length, recorder.errors.get(), seconds,
                percentile(latencies, 0.50), percentile(latencies, 0.99),
                latencies.length == 0 ? 0 : latencies[latencies.length - 1] / 1e6);
    }

    /** A player's login session: the cookie's value and the CSRF token (both null when anonymous). */
    private record Session(String cookie, String csrf) {
        static final Session ANONYMOUS = new Session(null, null);
    }

    private static final String SESSION_COOKIE = "heterodox_session";

    /** Registers a new account (which logs it in) and keeps its session. */
    private Session register() throws IOException, InterruptedException {
        String name = "load" + Long.toString(System.nanoTime() % 1_000_000_000L, 36) + (registered++);
        HttpResponse<String> response = send("/api/accounts",
                "{\"name\":\"" + name + "\",\"password\":\"load test password\"}", Session.ANONYMOUS);
        String cookie = response.headers().allValues("Set-Cookie").stream()
                .filter(c -> c.startsWith(SESSION_COOKIE + "=")).map(c -> c.substring(SESSION_COOKIE.length() + 1).split(";")[0])
                .findFirst().orElseThrow(() -> new IOException("registering " + name + " set no session cookie"));
        return new Session(cookie, JSON.readTree(response.body()).path("csrfToken").asText());
    }

    private JsonNode post(String path, String body, Session session) throws IOException, InterruptedException {
        return JSON.readTree(send(path, body, session).body());
    }

    private HttpResponse<String> send(String path, String body, Session session) throws IOException, InterruptedException {
        HttpRequest.Builder request = HttpRequest.newBuilder(base.resolve(path))
                .POST(HttpRequest.BodyPublishers.ofString(body)).header("Content-Type", "application/json")
                .timeout(Duration.ofSeconds(30));
        if (session.cookie() != null) {
            request.header("Cookie", SESSION_COOKIE + "=" + session.cookie()).header("X-CSRF-Token", session.csrf());
        }
        HttpResponse<String> response = http.send(request.build(), HttpResponse.BodyHandlers.ofString());
        if (response.statusCode() / 100 != 2) {
            throw new IOException("POST " + path + " answered " + response.statusCode() + ": " + response.body());
        }
        return response;
    }

    private static double percentile(long[] sorted, double p) {
        if (sorted.length == 0) {
            return 0;
        }
        int index = (int) Math.ceil(p * sorted.length) - 1;
        return sorted[Math.max(0, Math.min(sorted.length - 1, index))] / 1e6;
    }

    /** Collects round-trip times from every player thread. */
    private static final class Recorder {
        private final AtomicLong errors = new AtomicLong();
        private final List<long[]> chunks = new ArrayList<>();

        synchronized void add(long nanos) {
            long[] last = chunks.isEmpty() ? null : chunks.get(chunks.size() - 1);
            if (last == null || last[0] == last.length - 1) {
                last = new long[4097];
                chunks.add(last);
            }
            last[(int) ++last[0]] = nanos;
        }

        synchronized long[] latencies() {
            int total = 0;
            for (long[] chunk : chunks) {
                total += (int) chunk[0];
            }
            long[] all = new long[total];
            int at = 0;
            for (long[] chunk : chunks) {
                System.arraycopy(chunk, 1, all, at, (int) chunk[0]);
                at += (int) chunk[0];
            }
            return all;
        }
    }

    /** One side of one game: moves at random when it is its turn and times the answer. */
    private static final class Player implements WebSocket.Listener {
        final String gameId;
        final String side;
        final String token;
        final Session session;
        final int pliesPerGame;
        final Recorder recorder;
        final Runnable onDone;
        final Random random;
        final long thinkMillis;
        final ScheduledExecutorService thinking;
        final StringBuilder partial = new StringBuilder();
        volatile WebSocket socket;
        /** The Java client allows one outstanding send per socket, so sends are chained. */
        private CompletableFuture<?> lastSend = CompletableFuture.completedFuture(null);
        private int sentForPlies = -1;
        private long sentAt;
        private JsonNode latest;
        private boolean started;

        Player(String gameId, int side, String token, Session session, int pliesPerGame, Recorder recorder, Runnable onDone,
               Random random, long thinkMillis, ScheduledExecutorService thinking) {
            this.thinkMillis = thinkMillis;
            this.thinking = thinking;
            this.gameId = gameId;
            this.side = side == 0 ? "first" : "second";
            this.token = token;
            this.session = session;
            this.pliesPerGame = pliesPerGame;
            this.recorder = recorder;
            this.onDone = onDone;
            this.random = random;
        }

        synchronized void begin() {
            started = true;
            if (latest != null) {
                act(latest);
            }
        }

        @Override
        public CompletionStage<?> onText(WebSocket webSocket, CharSequence data, boolean last) {
            partial.append(data);
            if (last) {
                String text = partial.toString();
                partial.setLength(0);
                try {
                    handle(JSON.readTree(text));
                } catch (IOException e) {
                    recorder.errors.incrementAndGet();
                }
            }
            webSocket.request(1);
            return null;
        }

        private synchronized void handle(JsonNode message) {
            if (message.path("type").asText().equals("error")) {
                recorder.errors.incrementAndGet();
                return;
            }
            String type = message.path("type").asText();
            JsonNode game;
            if (type.equals("state")) {
                game = message.path("game");
            } else if (type.equals("move") && latest != null
                    && message.path("ply").asInt() == latest.path("plies").asInt() + 1) {
                game = applyMove((ObjectNode) latest.deepCopy(), message);
            } else if (type.equals("move")) {
                // A missed move (or none seen yet): ask for the whole state again.
                send("{\"action\":\"state\"}");
                return;
            } else {
                return;
            }
            if (latest != null && game.path("version").asLong() < latest.path("version").asLong()) {
                return;
            }
            latest = game;
            int plies = game.path("plies").asInt();
            if (sentForPlies >= 0 && plies == sentForPlies + 1) {
                recorder.add(System.nanoTime() - sentAt);
                sentForPlies = -1;
            }
            if (started) {
                act(game);
            }
        }

        /** The state after a move event: the fields the player reads, brought up to date. */
        private static JsonNode applyMove(ObjectNode game, JsonNode move) {
            game.put("version", move.path("version").asLong());
            game.put("plies", move.path("ply").asInt());
            game.set("status", move.path("status"));
            game.set("sideToMove", move.path("sideToMove"));
            game.set("legalMoves", move.path("legalMoves"));
            return game;
        }

        private void act(JsonNode game) {
            int plies = game.path("plies").asInt();
            if (!game.path("status").asText().equals("live") || plies >= pliesPerGame) {
                onDone.run();
                return;
            }
            if (!game.path("sideToMove").asText().equals(side) || sentForPlies == plies) {
                return;
            }
            String notation = game.path("notations").get(0).asText();
            JsonNode legal = game.path("legalMoves").path(notation);
            String move = legal.get(random.nextInt(legal.size())).asText();
            sentForPlies = plies;
            String text = "{\"action\":\"move\"" + (token == null ? "" : ",\"token\":\"" + token + "\"") + ",\"move\":\""
                    + move + "\",\"plies\":" + plies + "}";
            if (thinkMillis <= 0) {
                send(text);
            } else {
                long delay = thinkMillis / 2 + (long) (random.nextDouble() * thinkMillis);
                thinking.schedule(() -> send(text), delay, TimeUnit.MILLISECONDS);
            }
        }

        private synchronized void send(String text) {
            sentAt = System.nanoTime();
            lastSend = lastSend.handle((ok, failure) -> null).thenCompose(x -> socket.sendText(text, true));
        }
    }
}
