package org.heterodox.server.game;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.heterodox.rules.MoveList;
import org.heterodox.rules.Position;
import org.heterodox.rules.format.MoveNotation;

/** Takes {@link GameSnapshot}s: the legal moves written in every notation of the game, the clocks at a moment. */
final class Snapshots {
    private Snapshots() {
    }

    /** A picture of {@code game} at {@code now}; must run under the game's lock. */
    static GameSnapshot take(LiveGame game, long now) {
        Position position = game.position();
        Map<String, List<String>> legal = new LinkedHashMap<>();
        List<String> notationNames = new ArrayList<>();
        MoveList moves = new MoveList();
        if (game.status() == GameStatus.ACTIVE) {
            position.generate(moves);
        }
        for (MoveNotation notation : game.variant().notations()) {
            notationNames.add(notation.name());
            List<String> written = new ArrayList<>(moves.size());
            for (int i = 0; i < moves.size(); i++) {
                written.add(notation.format(position, moves.get(i)));
            }
            legal.put(notation.name(), List.copyOf(written));
        }
        int running = game.clockRunning() ? game.sideToMove() : -1;
        return new GameSnapshot(game.id(), game.variant().spec(), game.variant().displayName(), game.status(),
                game.outcome(), game.startFen(), position.toFen(), position.sideToMove(), position.inCheck(),
                List.copyOf(game.moves()), List.copyOf(notationNames), legal, game.timeControl(),
                new long[] {Math.max(0, game.remaining(0, now)), Math.max(0, game.remaining(1, now))}, running,
                new SeatKind[] {game.seat(0), game.seat(1)}, game.engineLevel(), game.drawOffer(), game.autoDraw(),
                Collections.unmodifiableMap(new LinkedHashMap<>(game.tags())), game.inviteCode(), now, game.version());
    }
}
