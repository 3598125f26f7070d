package org.heterodox.server.round.http;

import java.security.SecureRandom;
import org.heterodox.rules.Variant;
import org.heterodox.server.account.Account;
import org.heterodox.server.api.ApiException;
import org.heterodox.server.api.Fields;
import org.heterodox.server.api.GameFields;
import org.heterodox.server.api.Json;
import org.heterodox.server.engine.EngineLevels;
import org.heterodox.server.game.CreateGame;
import org.heterodox.server.game.Sides;
import org.heterodox.server.game.TimeControl;

/** Reads the body of {@code POST /api/games} ({@link CreateGameRequest}) into a {@link CreateGame}. */
public final class CreateRequests {
    static final int DEFAULT_ENGINE_LEVEL = 3;
    private static final SecureRandom RANDOM = new SecureRandom();

    private CreateRequests() {
    }

    /** An anonymous creator's request. */
    public static CreateGame read(String body) {
        return read(body, null);
    }

    /** A creator's request; a logged-in {@code player} plays under their account's name. */
    public static CreateGame read(String body, Account player) {
        CreateGameRequest request = Json.read(body, CreateGameRequest.class);
        Variant variant = GameFields.variant(Fields.required("variant", request.variant(), 200));
        String fen = Fields.text("fen", request.fen(), 400);
        TimeControl timeControl = GameFields.timeControl(request.timeControl());
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

}
