package org.heterodox.server.api;

import java.security.SecureRandom;
import org.heterodox.rules.Variant;
import org.heterodox.server.account.Account;
import org.heterodox.rules.Variants;
import org.heterodox.rules.format.FormatException;
import org.heterodox.server.api.request.CreateGameRequest;
import org.heterodox.server.api.request.OpponentRequest;
import org.heterodox.server.api.request.TimeControlRequest;
import org.heterodox.server.engine.EngineLevels;
import org.heterodox.server.game.CreateGame;
import org.heterodox.server.game.Sides;
import org.heterodox.server.game.TimeControl;

/** Reads the body of {@code POST /api/games} ({@link CreateGameRequest}) into a {@link CreateGame}. */
public final class CreateRequests {
    static final int MAX_INITIAL_SECONDS = 6 * 3600;
    static final int MAX_INCREMENT_SECONDS = 600;
    static final int MAX_DAYS = 30;
    static final int MAX_PERIOD_SECONDS = 600;
    static final int MAX_PERIODS = 10;
    static final int DEFAULT_ENGINE_LEVEL = 3;
    private static final SecureRandom RANDOM = new SecureRandom();

    private CreateRequests() {
    }

    /** The game {@code spec} names (with its options), or 400 naming the problem. */
    public static Variant variant(String spec) {
        try {
            return Variants.of(spec);
        } catch (FormatException e) {
            throw ApiException.badRequest("variant: " + e.getMessage());
        }
    }

    /** An anonymous creator's request. */
    public static CreateGame read(String body) {
        return read(body, null);
    }

    /** A creator's request; a logged-in {@code player} plays under their account's name. */
    public static CreateGame read(String body, Account player) {
        CreateGameRequest request = Json.read(body, CreateGameRequest.class);
        Variant variant = variant(Fields.required("variant", request.variant(), 200));
        String fen = Fields.text("fen", request.fen(), 400);
        TimeControl timeControl = timeControl(request.timeControl());
        OpponentRequest opponent = request.opponent();
        boolean engine = false;
        int level = 0;
        if (opponent != null) {
            String type = Fields.required("opponent.type", opponent.type(), 20);
            if (type.equals("engine")) {
                engine = true;
                level = Fields.range("opponent.level", opponent.level(), EngineLevels.MIN, EngineLevels.MAX,
                        DEFAULT_ENGINE_LEVEL);
            } else if (!type.equals("open")) {
                throw ApiException.badRequest("'opponent.type' must be 'open' or 'engine', not '" + type + "'");
            } else if (opponent.level() != null) {
                throw ApiException.badRequest("'opponent.level' applies only to an engine opponent");
            }
        }
        String sideText = Fields.text("side", request.side(), 10);
        int side;
        if (sideText == null || sideText.equals("random")) {
            side = RANDOM.nextInt(2);
        } else {
            side = Sides.parse(sideText);
            if (side < 0) {
                throw ApiException.badRequest("'side' must be 'first', 'second' or 'random', not '" + sideText + "'");
            }
        }
        String name = Fields.playerName("name", request.name());
        boolean rated = request.rated() != null && request.rated();
        return new CreateGame(variant, fen, timeControl, side, engine, level,
                request.autoDraw() == null || request.autoDraw(), player == null ? name : player.name(),
                player == null ? null : player.id(), rated);
    }

    static TimeControl timeControl(TimeControlRequest request) {
        if (request == null) {
            return TimeControl.UNLIMITED;
        }
        String typeText = Fields.required("timeControl.type", request.type(), 20);
        TimeControl.Kind kind = TimeControl.Kind.fromWire(typeText);
        if (kind == null) {
            throw ApiException.badRequest("'timeControl.type' must be unlimited, sudden-death, increment,"
                    + " correspondence or byoyomi, not '" + typeText + "'");
        }
        switch (kind) {
            case UNLIMITED -> {
                refuse(kind, "initialSeconds", request.initialSeconds(), "incrementSeconds", request.incrementSeconds(),
                        "days", request.days(), "periodSeconds", request.periodSeconds(), "periods", request.periods());
                return TimeControl.UNLIMITED;
            }
            case SUDDEN_DEATH -> {
                refuse(kind, "incrementSeconds", request.incrementSeconds(), "days", request.days(),
                        "periodSeconds", request.periodSeconds(), "periods", request.periods());
                int initial = required("initialSeconds", request.initialSeconds(), 1, MAX_INITIAL_SECONDS);
                return new TimeControl(kind, initial * 1000L, 0, 0);
            }
            case INCREMENT -> {
                refuse(kind, "days", request.days(), "periodSeconds", request.periodSeconds(), "periods",
                        request.periods());
                int initial = required("initialSeconds", request.initialSeconds(), 1, MAX_INITIAL_SECONDS);
                int increment = required("incrementSeconds", request.incrementSeconds(), 1, MAX_INCREMENT_SECONDS);
                return new TimeControl(kind, initial * 1000L, increment * 1000L, 0);
            }
            case BYOYOMI -> {
                refuse(kind, "incrementSeconds", request.incrementSeconds(), "days", request.days());
                // main time may be 0: a game played in byoyomi from the first move
                int main = required("initialSeconds", request.initialSeconds(), 0, MAX_INITIAL_SECONDS);
                int period = required("periodSeconds", request.periodSeconds(), 1, MAX_PERIOD_SECONDS);
                int periods = required("periods", request.periods(), 1, MAX_PERIODS);
                return TimeControl.byoyomi(main * 1000L, period * 1000L, periods);
            }
            default -> {
                refuse(kind, "initialSeconds", request.initialSeconds(), "incrementSeconds", request.incrementSeconds(),
                        "periodSeconds", request.periodSeconds(), "periods", request.periods());
                int days = required("days", request.days(), 1, MAX_DAYS);
                return new TimeControl(kind, 0, 0, days);
            }
        }
    }

    private static int required(String name, Integer value, int min, int max) {
        String path = "timeControl." + name;
        if (value == null) {
            throw ApiException.badRequest("'" + path + "' is required (" + min + ".." + max + ")");
        }
        return Fields.range(path, value, min, max, null);
    }

    /** Refuses the fields (name, value pairs) given that do not apply to a {@code kind} time control. */
    private static void refuse(TimeControl.Kind kind, Object... namesAndValues) {
        for (int i = 0; i < namesAndValues.length; i += 2) {
            if (namesAndValues[i + 1] != null) {
                throw ApiException.badRequest("'timeControl." + namesAndValues[i] + "' does not apply to a " + kind.wire()
                        + " time control");
            }
        }
    }
}
