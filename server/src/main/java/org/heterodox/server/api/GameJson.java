package org.heterodox.server.api;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.heterodox.rules.Outcome;
import org.heterodox.rules.Reason;
import org.heterodox.server.game.GameSnapshot;
import org.heterodox.server.game.GameStatus;
import org.heterodox.server.game.PlayedMove;
import org.heterodox.server.game.SeatKind;
import org.heterodox.server.game.Sides;
import org.heterodox.server.game.TimeControl;
import org.heterodox.server.store.GameRow;
import org.heterodox.server.store.ListedGame;

/** The JSON shapes of games (see openapi.yaml). None of them ever holds a seat token. */
public final class GameJson {
    private GameJson() {
    }

    /** Everything a player or spectator needs to show and play the game. */
    public static ObjectNode game(GameSnapshot game) {
        ObjectNode json = JsonFields.MAPPER.createObjectNode();
        json.put("id", game.id());
        json.put("variant", game.variantSpec());
        json.put("variantName", game.variantName());
        json.put("status", game.status().wire());
        outcome(json, game.outcome());
        json.put("startFen", game.startFen());
        json.put("fen", game.fen());
        json.put("sideToMove", Sides.name(game.sideToMove()));
        json.put("plies", game.moves().size());
        json.put("inCheck", game.inCheck());
        ArrayNode moves = json.putArray("moves");
        for (PlayedMove move : game.moves()) {
            ObjectNode m = moves.addObject();
            m.put("ply", move.ply());
            m.put("move", move.written());
            m.put("machine", move.machine());
            if (game.timeControl().timed()) {
                m.put("clockMs", move.clockMs());
            }
        }
        ArrayNode notations = json.putArray("notations");
        game.notations().forEach(notations::add);
        ObjectNode legal = json.putObject("legalMoves");
        for (Map.Entry<String, List<String>> entry : game.legalMoves().entrySet()) {
            ArrayNode list = legal.putArray(entry.getKey());
            entry.getValue().forEach(list::add);
        }
        json.set("timeControl", timeControl(game.timeControl()));
        if (game.timeControl().timed()) {
            ObjectNode clock = json.putObject("clock");
            clock.put("first", game.clockMs()[0]);
            clock.put("second", game.clockMs()[1]);
            if (game.runningSide() >= 0) {
                clock.put("running", Sides.name(game.runningSide()));
            } else {
                clock.putNull("running");
            }
        } else {
            json.putNull("clock");
        }
        ObjectNode players = json.putObject("players");
        for (int side = 0; side < 2; side++) {
            players.set(Sides.name(side), player(game.seats()[side], game.engineLevel(),
                    game.tags().get(side == 0 ? "White" : "Black")));
        }
        if (game.drawOffer() >= 0) {
            json.put("drawOffer", Sides.name(game.drawOffer()));
        } else {
            json.putNull("drawOffer");
        }
        json.put("autoDraw", game.autoDraw());
        if (game.status() == GameStatus.WAITING) {
            json.put("inviteCode", game.inviteCode());
        }
        ObjectNode tags = json.putObject("tags");
        game.tags().forEach(tags::put);
        json.put("serverTime", game.takenAt());
        json.put("version", game.version());
        return json;
    }

    /** A line of the lobby list. */
    public static ObjectNode summary(ListedGame listed) {
        GameRow row = listed.row();
        GameStatus status = GameStatus.valueOf(row.status());
        ObjectNode json = JsonFields.MAPPER.createObjectNode();
        json.put("id", row.id());
        json.put("variant", row.variant());
        json.put("status", status.wire());
        outcome(json, new Outcome(org.heterodox.rules.Result.fromPgn(row.result()), Reason.valueOf(row.reason())));
        json.put("plies", listed.plies());
        json.set("timeControl", timeControl(new TimeControl(TimeControl.Kind.fromWire(row.tcKind()), row.tcInitialMs(),
                row.tcIncrementMs(), row.tcDays())));
        ObjectNode players = json.putObject("players");
        players.set("first", player(SeatKind.valueOf(row.firstKind()), row.engineLevel(), row.tags().get("White")));
        players.set("second", player(SeatKind.valueOf(row.secondKind()), row.engineLevel(), row.tags().get("Black")));
        if (status == GameStatus.WAITING) {
            json.put("inviteCode", row.inviteCode());
        }
        json.put("createdAt", row.createdAt());
        json.put("updatedAt", row.updatedAt());
        return json;
    }

    public static ObjectNode timeControl(TimeControl tc) {
        ObjectNode json = JsonFields.MAPPER.createObjectNode();
        json.put("type", tc.kind().wire());
        switch (tc.kind()) {
            case SUDDEN_DEATH -> json.put("initialSeconds", tc.initialMs() / 1000);
            case INCREMENT -> {
                json.put("initialSeconds", tc.initialMs() / 1000);
                json.put("incrementSeconds", tc.incrementMs() / 1000);
            }
            case CORRESPONDENCE -> json.put("days", tc.days());
            default -> {
            }
        }
        return json;
    }

    private static ObjectNode player(SeatKind kind, int engineLevel, String name) {
        ObjectNode json = JsonFields.MAPPER.createObjectNode();
        json.put("kind", kind.wire());
        if (kind == SeatKind.ENGINE) {
            json.put("level", engineLevel);
        }
        if (kind != SeatKind.OPEN && name != null) {
            json.put("name", name);
        }
        return json;
    }

    private static void outcome(ObjectNode json, Outcome outcome) {
        json.put("result", outcome.result().pgn());
        if (outcome.reason() == Reason.NONE) {
            json.putNull("reason");
        } else {
            json.put("reason", outcome.reason().name().toLowerCase(Locale.ROOT).replace('_', '-'));
            json.put("reasonText", outcome.reason().text());
        }
    }
}
