package org.heterodox.server.game.http;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
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

    /** Every played move in every notation, and the position before the first move and after each (for replaying the game). */
    static RecordView record(GameSnapshot game) {
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
        List<String> names = new ArrayList<>();
        Map<String, List<String>> moves = new LinkedHashMap<>();
        for (int i = 0; i < notations.size(); i++) {
            names.add(notations.get(i).name());
            moves.put(notations.get(i).name(), written.get(i));
        }
        return new RecordView(names, moves, fens);
    }

    /** Why each pseudo-legal move of the current position of a U-Chess game is or is not legal. */
    static ExplanationsView explain(GameSnapshot game) {
        Variant variant = variant(game);
        if (!variant.description().explainsMoves()) {
            throw GameException.conflict("move explanations are for games that explain their moves (U-Chess), not "
                    + game.variantSpec());
        }
        Position position;
        try {
            position = variant.fromFen(game.fen());
        } catch (FormatException e) {
            throw new IllegalStateException("stored position of game " + game.id() + " cannot be read", e);
        }
        List<ExplanationView> list = new ArrayList<>();
        for (MoveExplanation e : UChessExplainer.explain(position)) {
            List<String> same = new ArrayList<>();
            for (int other : e.sameWriting()) {
                same.add(UciNotation.write(other));
            }
            list.add(new ExplanationView(e.uci(), e.longAlgebraic(), e.writing(), e.latin(),
                    e.status().name().toLowerCase(Locale.ROOT).replace('_', '-'), e.reason(), same));
        }
        return new ExplanationsView(list);
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
