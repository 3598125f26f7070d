package org.heterodox.server.api;

import java.security.SecureRandom;
import java.util.Set;
import org.heterodox.rules.Variant;
import org.heterodox.rules.Variants;
import org.heterodox.rules.format.FormatException;
import org.heterodox.server.engine.EngineLevels;
import org.heterodox.server.game.CreateGame;
import org.heterodox.server.game.Sides;
import org.heterodox.server.game.TimeControl;

/** Reads the body of {@code POST /api/games} into a {@link CreateGame}. */
public final class CreateRequests {
    static final Set<String> FIELDS = Set.of("variant", "fen", "timeControl", "opponent", "side", "autoDraw", "name");
    static final Set<String> TIME_FIELDS = Set.of("type", "initialSeconds", "incrementSeconds", "days");
    static final Set<String> OPPONENT_FIELDS = Set.of("type", "level");
    static final int MAX_INITIAL_SECONDS = 6 * 3600;
    static final int MAX_INCREMENT_SECONDS = 600;
    static final int MAX_DAYS = 30;
    static final int DEFAULT_ENGINE_LEVEL = 3;
    private static final SecureRandom RANDOM = new SecureRandom();

    private CreateRequests() {
    }

    /** The game {@code spec} names (with its options), or 400 naming the problem. */
    static Variant variant(String spec) {
        try {
            return Variants.of(spec);
        } catch (FormatException e) {
            throw ApiException.badRequest("variant: " + e.getMessage());
        }
    }

    public static CreateGame read(String body) {
        JsonFields json = JsonFields.parse(body, FIELDS);
        Variant variant = variant(json.requiredString("variant", 200));
        String fen = json.string("fen", 400);
        TimeControl timeControl = timeControl(json.object("timeControl", TIME_FIELDS));
        JsonFields opponent = json.object("opponent", OPPONENT_FIELDS);
        boolean engine = false;
        int level = 0;
        if (opponent != null) {
            String type = opponent.requiredString("type", 20);
            if (type.equals("engine")) {
                engine = true;
                level = opponent.integer("level", EngineLevels.MIN, EngineLevels.MAX, DEFAULT_ENGINE_LEVEL);
            } else if (!type.equals("open")) {
                throw ApiException.badRequest("'opponent.type' must be 'open' or 'engine', not '" + type + "'");
            } else if (opponent.has("level")) {
                throw ApiException.badRequest("'opponent.level' applies only to an engine opponent");
            }
        }
        String sideText = json.string("side", 10);
        int side;
        if (sideText == null || sideText.equals("random")) {
            side = RANDOM.nextInt(2);
        } else {
            side = Sides.parse(sideText);
            if (side < 0) {
                throw ApiException.badRequest("'side' must be 'first', 'second' or 'random', not '" + sideText + "'");
            }
        }
        return new CreateGame(variant, fen, timeControl, side, engine, level, json.bool("autoDraw", true),
                json.name("name"));
    }

    static TimeControl timeControl(JsonFields json) {
        if (json == null) {
            return TimeControl.UNLIMITED;
        }
        String typeText = json.requiredString("type", 20);
        TimeControl.Kind kind = TimeControl.Kind.fromWire(typeText);
        if (kind == null) {
            throw ApiException.badRequest("'timeControl.type' must be unlimited, sudden-death, increment or"
                    + " correspondence, not '" + typeText + "'");
        }
        switch (kind) {
            case UNLIMITED -> {
                refuse(json, kind, "initialSeconds", "incrementSeconds", "days");
                return TimeControl.UNLIMITED;
            }
            case SUDDEN_DEATH -> {
                refuse(json, kind, "incrementSeconds", "days");
                int initial = required(json, "initialSeconds", 1, MAX_INITIAL_SECONDS);
                return new TimeControl(kind, initial * 1000L, 0, 0);
            }
            case INCREMENT -> {
                refuse(json, kind, "days");
                int initial = required(json, "initialSeconds", 1, MAX_INITIAL_SECONDS);
                int increment = required(json, "incrementSeconds", 1, MAX_INCREMENT_SECONDS);
                return new TimeControl(kind, initial * 1000L, increment * 1000L, 0);
            }
            default -> {
                refuse(json, kind, "initialSeconds", "incrementSeconds");
                int days = required(json, "days", 1, MAX_DAYS);
                return new TimeControl(kind, 0, 0, days);
            }
        }
    }

    private static int required(JsonFields json, String name, int min, int max) {
        Integer value = json.integer(name, min, max, null);
        if (value == null) {
            throw ApiException.badRequest("'" + json.path(name) + "' is required (" + min + ".." + max + ")");
        }
        return value;
    }

    private static void refuse(JsonFields json, TimeControl.Kind kind, String... names) {
        for (String name : names) {
            if (json.has(name)) {
                throw ApiException.badRequest("'" + json.path(name) + "' does not apply to a " + kind.wire()
                        + " time control");
            }
        }
    }
}
