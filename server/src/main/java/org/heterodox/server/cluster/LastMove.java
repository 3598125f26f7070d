package org.heterodox.server.cluster;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.heterodox.rules.Position;
import org.heterodox.rules.Variant;
import org.heterodox.rules.Variants;
import org.heterodox.rules.format.FormatException;
import org.heterodox.rules.format.MoveNotation;
import org.heterodox.rules.format.MoveReader;
import org.heterodox.server.game.GameSnapshot;
import org.heterodox.server.game.PlayedMove;

/** The last move of a stored game written in every notation of its game, as the server that played it wrote it. */
final class LastMove {
    private LastMove() {
    }

    /** The writing of the snapshot's last move, or null when it has none or it does not replay. */
    static Map<String, String> written(GameSnapshot game) {
        List<PlayedMove> moves = game.moves();
        if (moves.isEmpty()) {
            return null;
        }
        try {
            Variant variant = Variants.of(game.variantSpec());
            Position position = variant.fromFen(game.startFen());
            for (int i = 0; i < moves.size() - 1; i++) {
                position.make(MoveReader.readDecision(position, moves.get(i).machine()));
            }
            int last = MoveReader.readDecision(position, moves.get(moves.size() - 1).machine());
            Map<String, String> written = new LinkedHashMap<>();
            for (MoveNotation notation : variant.notations()) {
                written.put(notation.name(), notation.format(position, last));
            }
            return Collections.unmodifiableMap(written);
        } catch (FormatException | RuntimeException e) {
            return null; // sent as the full state instead
        }
    }
}
