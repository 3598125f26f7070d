package org.heterodox.server.api;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.heterodox.rules.Position;
import org.heterodox.rules.Variant;
import org.heterodox.rules.Variants;
import org.heterodox.rules.chess.UciNotation;
import org.heterodox.rules.format.FormatException;
import org.heterodox.rules.format.MoveNotation;
import org.heterodox.rules.uchess.MoveExplanation;
import org.heterodox.rules.uchess.UChessExplainer;
import org.heterodox.server.game.GameException;
import org.heterodox.server.game.GameSnapshot;
import org.heterodox.server.game.PlayedMove;

/**
 * Views of a game's moves that the browser needs beyond the game JSON: the whole record in every
 * notation (for the notation switch of the move list) and, for U-Chess, why each pseudo-legal
 * move is or is not legal. Both replay the stored machine moves with the rules library.
 */
final class MoveViews {
    private MoveViews() {
    }

    /**
     * {@code {"notations":[...], "moves":{"san":[...], ...}, "fens":[...]}}: every played move in every
     * notation, and the position before the first move and after each (for replaying the game).
     */
    static ObjectNode record(GameSnapshot game) {
        Variant variant = variant(game);
        Position position = start(variant, game);
        List<MoveNotation> notations = variant.notations();
        List<List<String>> written = new ArrayList<>();
        notations.forEach(n -> written.add(new ArrayList<>()));
        List<String> fens = new ArrayList<>();
        fens.add(position.toFen());
        for (PlayedMove played : game.moves()) {
            int move = parse(variant.machineNotation(), position, played.machine());
            for (int i = 0; i < notations.size(); i++) {
                written.get(i).add(notations.get(i).format(position, move));
            }
            position.make(move);
            fens.add(position.toFen());
        }
        ObjectNode json = JsonFields.MAPPER.createObjectNode();
        ArrayNode names = json.putArray("notations");
        ObjectNode moves = json.putObject("moves");
        for (int i = 0; i < notations.size(); i++) {
            names.add(notations.get(i).name());
            ArrayNode list = moves.putArray(notations.get(i).name());
            written.get(i).forEach(list::add);
        }
        ArrayNode positions = json.putArray("fens");
        fens.forEach(positions::add);
        return json;
    }

    /** {@code {"moves":[{uci, longAlgebraic, writing, latin, status, reason, sameWriting}]}} for U-Chess. */
    static ObjectNode explain(GameSnapshot game) {
        Variant variant = variant(game);
        if (!variant.description().explainsMoves()) {
            throw new GameException(409, "move explanations are for games that explain their moves (U-Chess), not " + game.variantSpec());
        }
        Position position;
        try {
            position = variant.fromFen(game.fen());
        } catch (FormatException e) {
            throw new IllegalStateException("stored position of game " + game.id() + " cannot be read", e);
        }
        ObjectNode json = JsonFields.MAPPER.createObjectNode();
        ArrayNode list = json.putArray("moves");
        for (MoveExplanation e : UChessExplainer.explain(position)) {
            ObjectNode m = list.addObject();
            m.put("uci", e.uci());
            m.put("longAlgebraic", e.longAlgebraic());
            m.put("writing", e.writing());
            m.put("latin", e.latin());
            m.put("status", e.status().name().toLowerCase(Locale.ROOT).replace('_', '-'));
            m.put("reason", e.reason());
            ArrayNode same = m.putArray("sameWriting");
            for (int other : e.sameWriting()) {
                same.add(UciNotation.write(other));
            }
        }
        return json;
    }

    private static Variant variant(GameSnapshot game) {
        try {
            return Variants.of(game.variantSpec());
        } catch (FormatException e) {
            throw new IllegalStateException("stored game " + game.id() + " has an unknown variant", e);
        }
    }

    private static Position start(Variant variant, GameSnapshot game) {
        try {
            return variant.fromFen(game.startFen());
        } catch (FormatException e) {
            throw new IllegalStateException("stored start of game " + game.id() + " cannot be read", e);
        }
    }

    private static int parse(MoveNotation machine, Position position, String text) {
        try {
            return machine.parse(position, text);
        } catch (FormatException e) {
            throw new IllegalStateException("stored move '" + text + "' cannot be replayed", e);
        }
    }
}
