package org.heterodox.server.site;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.icegreen.greenmail.util.GreenMail;
import com.icegreen.greenmail.util.ServerSetupTest;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import org.heterodox.server.testing.HostileRequests;
import org.heterodox.server.testing.HostileRequests.Attack;
import org.heterodox.server.testing.HostileRequests.Auth;
import org.heterodox.server.testing.OpenApiOperations;
import org.heterodox.server.testing.OpenApiOperations.Operation;
import org.heterodox.server.testing.OpenApiOperations.Parameter;
import org.heterodox.server.testing.PlayerClient;
import org.heterodox.server.testing.RawHttp;
import org.heterodox.server.mail.MailSettings;
import org.heterodox.server.testing.ServerFixture;
import org.heterodox.server.testing.ServerFixture.Seats;
import org.heterodox.server.testing.TestClient;
import org.heterodox.server.testing.TestClient.Reply;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Every operation of openapi.yaml attacked with seeded hostile requests (see {@link HostileRequests}),
 * anonymously, with a session and its CSRF token, with a session and no token, with a seat token, and
 * from a foreign site. Whatever arrives: no 5xx (but a 503 the operation documents), an error answer
 * is JSON with an {@code error} that names no exception, nothing is carried out for a foreign Origin
 * or without the CSRF token, and every answer comes within {@link #TIMEOUT}. The seed is
 * {@code -Dheterodox.attack.seed} (printed with every failure), the requests per operation
 * {@code -Dheterodox.attack.perOperation}.
 */
class OpenApiAttackTest {
    private static final long SEED = Long.getLong("heterodox.attack.seed", 20_260_421L);
    private static final int PER_OPERATION = Integer.getInteger("heterodox.attack.perOperation", 30);
    private static final Duration TIMEOUT = Duration.ofSeconds(20);
    private static final String FOREIGN = "https://evil.example";
    private static final String TRF = String.join("\n",
            "012 Attack Open",
            "001    1      Test0001 Player0001               2597                             1.0    1     2 w 1",
            "001    2      Test0002 Player0002               2548                             0.0    2     1 b 0", "");
    private static final String DB_PGN = "[Event \"Attack\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"0-1\"]\n\n"
            + "1. f3 e5 2. g4 Qh4# 0-1\n";

    /** A real SMTP server, so that the mail endpoints run their whole way (a server without one answers them 501). */
    private static final GreenMail SMTP = startedSmtp();

    @RegisterExtension
    static final ServerFixture fixture = ServerFixture.running(config -> config.withMail(MailSettings.of(
            "smtp://127.0.0.1:" + SMTP.getSmtp().getPort(), null, null, null, "http://127.0.0.1")));

    private static GreenMail startedSmtp() {
        GreenMail smtp = new GreenMail(ServerSetupTest.SMTP.dynamicPort());
        smtp.start();
        return smtp;
    }

    @AfterAll
    static void stopSmtp() {
        SMTP.stop();
    }

    private final HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(10)).build();
    private PlayerClient attacker;
    private int accounts;
    private Seats seats;
    private final Map<String, String> ids = new TreeMap<>();
    private final Map<Integer, Integer> statuses = new TreeMap<>();

    @Test
    void everyDocumentedOperationSurvivesHostileRequests() throws Exception {
        List<Operation> operations = OpenApiOperations.read();
        assertThat(operations).as("operations read from openapi.yaml").hasSizeGreaterThan(70);
        setUp();
        Random random = new Random(SEED);
        HostileRequests hostile = new HostileRequests(random, this::validValue, TRF);
        List<Attack> attacks = new ArrayList<>();
        operations.forEach(operation -> attacks.addAll(hostile.against(operation, PER_OPERATION)));

        List<String> failures = new ArrayList<>();
        Map<String, int[]> answered = new LinkedHashMap<>();
        long slowest = 0;
        String slowestAttack = "";
        long started = System.nanoTime();
        for (Attack attack : attacks) {
            long before = System.nanoTime();
            String failure = check(attack, answered);
            long took = System.nanoTime() - before;
            if (took > slowest) {
                slowest = took;
                slowestAttack = attack.toString();
            }
            if (failure != null) {
                failures.add(failure);
            }
        }
        System.out.printf("OpenApiAttackTest: seed %d, %d requests on %d operations in %d ms; slowest %d ms: %s; statuses %s%n",
                SEED, attacks.size(), operations.size(), (System.nanoTime() - started) / 1_000_000, slowest / 1_000_000,
                slowestAttack, statuses);
        assertThat(failures).as("seed %d (-Dheterodox.attack.seed=%d): %d of %d hostile requests were mishandled",
                SEED, SEED, failures.size(), attacks.size()).isEmpty();
        long carriedOut = answered.values().stream().filter(counts -> counts[0] > 0).count();
        assertThat(carriedOut).as("operations that still succeeded with some of their requests (the attacks reach"
                + " the handlers, not only the guards): %s", answered.keySet()).isGreaterThan(operations.size() / 3);
    }

    /** What went wrong with the attack's answer, or null. */
    private String check(Attack attack, Map<String, int[]> answered) throws InterruptedException {
        Map<String, String> headers = withCredentials(attack);
        int status;
        String body;
        try {
            RawHttp.Answer answer = send(attack, headers);
            status = answer.status();
            body = answer.body();
        } catch (HttpTimeoutException e) {
            return "no answer within " + TIMEOUT.toSeconds() + " s: " + attack;
        } catch (IOException e) {
            return "no answer (" + e + "): " + attack;
        }
        answered.computeIfAbsent(attack.operation().toString(), k -> new int[1])[0] += status / 100 == 2 ? 1 : 0;
        statuses.merge(status, 1, Integer::sum);
        String failure = judge(attack, headers, status, body);
        if (status / 100 == 2 && (attack.target().startsWith("/api/session") || attack.target().startsWith("/api/account"))) {
            keepLoggedIn();
        }
        return failure == null ? null : failure + " (status " + status + ", answer " + abbreviate(body) + "): " + attack;
    }

    private static String judge(Attack attack, Map<String, String> headers, int status, String body) {
        boolean documented503 = status == 503 && attack.operation().statuses().contains(503);
        if (status >= 500 && !documented503) {
            return "server error";
        }
        if (status >= 400) {
            JsonNode json;
            try {
                json = TestClient.JSON.readTree(body);
            } catch (IOException e) {
                return "an error answer that is not JSON";
            }
            if (json == null || !json.path("error").isTextual() || json.path("error").asText().isBlank()) {
                return "an error answer without an error text";
            }
            String error = json.path("error").asText();
            for (String leak : new String[] {"Exception", "\tat ", "com.fasterxml", "org.eclipse", "java.", "org.heterodox"}) {
                if (error.contains(leak)) {
                    return "an error text that shows the server's insides";
                }
            }
        }
        boolean carriedOut = status / 100 == 2;
        if (attack.operation().changesState() && carriedOut) {
            String origin = headers.get("Origin");
            if (origin != null) {
                return "a state-changing request from Origin " + origin + " was carried out";
            }
            if (attack.auth() == Auth.SESSION_WITHOUT_CSRF && !attack.headers().containsKey("Cookie")) {
                return "a state-changing request with the session and no CSRF token was carried out";
            }
        }
        return null;
    }

    private RawHttp.Answer send(Attack attack, Map<String, String> headers) throws IOException, InterruptedException {
        HttpRequest request;
        try {
            HttpRequest.Builder builder = HttpRequest.newBuilder(URI.create(fixture.client.base() + attack.target()))
                    .method(attack.method(), attack.body().length == 0 && attack.method().equals("GET")
                            ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofByteArray(attack.body()))
                    .timeout(TIMEOUT);
            headers.forEach(builder::header);
            request = builder.build();
        } catch (IllegalArgumentException refusedByTheClient) {
            return raw(attack, headers);
        }
        try {
            HttpResponse<String> response = http.send(request, HttpResponse.BodyHandlers.ofString());
            return new RawHttp.Answer(response.statusCode(), response.body());
        } catch (HttpTimeoutException e) {
            throw e;
        } catch (IOException closedWhileSending) {
            // the server may refuse a large body and close before reading it: ask again byte by byte
            return raw(attack, headers);
        }
    }

    private RawHttp.Answer raw(Attack attack, Map<String, String> headers) throws IOException {
        try {
            return RawHttp.send(fixture.server.port(), attack.method(), attack.target(), headers, attack.body(),
                    (int) TIMEOUT.toMillis());
        } catch (java.net.SocketTimeoutException e) {
            throw new HttpTimeoutException("raw request timed out");
        }
    }

    private Map<String, String> withCredentials(Attack attack) {
        Map<String, String> headers = new LinkedHashMap<>(attack.headers());
        boolean session = attack.auth() == Auth.SESSION || attack.auth() == Auth.SESSION_WITHOUT_CSRF
                || attack.auth() == Auth.FOREIGN_ORIGIN;
        if (session) {
            headers.putIfAbsent("Cookie", "heterodox_session=" + attacker.sessionCookie());
        }
        if (attack.auth() == Auth.SESSION || attack.auth() == Auth.FOREIGN_ORIGIN) {
            headers.putIfAbsent("X-CSRF-Token", attacker.csrf());
        }
        if (attack.auth() == Auth.FOREIGN_ORIGIN) {
            headers.putIfAbsent("Origin", FOREIGN);
        }
        if (attack.auth() == Auth.SEAT) {
            headers.putIfAbsent("Authorization", "Bearer " + seats.first());
        }
        return headers;
    }

    /** After a request that may have ended the attacker's session: logs in again, or registers anew. */
    private void keepLoggedIn() {
        if (!attacker.get("/api/session").json().path("name").isTextual()) {
            Reply login = attacker.login(attackerName(), "correct horse " + attackerName());
            if (login.status() != 200) {
                accounts++;
                attacker = PlayerClient.registered(fixture.server.port(), attackerName());
            }
        }
    }

    private String attackerName() {
        return "attacker" + (accounts == 0 ? "" : accounts);
    }

    /** Real things for the path parameters to name: a game, an invite, a tournament, a series, a seek, ... */
    private void setUp() {
        int port = fixture.server.port();
        seats = fixture.newChessGame();
        fixture.play(seats, "e4", "e5");
        ids.put("game", seats.id());
        ids.put("code", fixture.client.post("/api/games", "{\"variant\":\"chess\"}").json().path("inviteCode").asText());
        attacker = PlayerClient.registered(port, attackerName());
        PlayerClient.registered(port, "rival");
        ids.put("tournament", created(attacker.post("/api/tournaments",
                "{\"name\":\"Attack Cup\",\"kind\":\"swiss\",\"variant\":\"chess\"}")));
        ids.put("series", created(attacker.post("/api/series", "{\"name\":\"Attack Series\",\"points\":[10]}")));
        ids.put("seek", created(attacker.post("/api/seeks", "{\"variant\":\"chess\"}")));
        Reply upload = attacker.post("/api/db/games", DB_PGN, Map.of("Content-Type", "application/x-chess-pgn"));
        assertThat(upload.status()).as(upload.body()).isEqualTo(201);
        ids.put("dbgame", attacker.get("/api/db/games").json().path("games").path(0).path("id").asText());
        ids.put("puzzle", attacker.get("/api/puzzles/next?variant=chess").json().path("id").asText());
        Reply trf = attacker.post("/api/tournaments/import?variant=chess", TRF, Map.of("Content-Type", "text/plain"));
        assertThat(trf.status()).as("the TRF the attacks start from is valid: %s", trf.body()).isEqualTo(201);
    }

    private static String created(Reply reply) {
        assertThat(reply.status()).as(reply.body()).isEqualTo(201);
        return reply.json().path("id").asText();
    }

    private String validValue(Operation operation, Parameter parameter) {
        String path = operation.path();
        return switch (parameter.name()) {
            case "id" -> path.startsWith("/api/tournaments") ? ids.get("tournament")
                    : path.startsWith("/api/series") ? ids.get("series")
                    : path.startsWith("/api/seeks") ? ids.get("seek")
                    : path.startsWith("/api/db/") ? ids.get("dbgame")
                    : path.startsWith("/api/puzzles") ? ids.get("puzzle") : ids.get("game");
            case "code" -> ids.get("code");
            case "name" -> path.startsWith("/api/tournaments") ? "rival" : attackerName();
            case "variant", "spec" -> "chess";
            // No mailed link is known here: an unknown token is refused like a used one.
            case "token" -> "a-token-no-mail-carried";
            case "round" -> "1";
            default -> throw new IllegalStateException("no valid value known for " + parameter + " of " + operation
                    + ": add one");
        };
    }

    private static String abbreviate(String text) {
        String oneLine = text.replace('\n', ' ');
        return oneLine.length() > 200 ? oneLine.substring(0, 200) + "..." : oneLine;
    }
}
