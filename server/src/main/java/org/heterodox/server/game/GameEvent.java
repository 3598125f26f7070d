package org.heterodox.server.game;

import java.util.Map;
import org.heterodox.server.engine.EngineAnalysis;

/** What {@link Rounds} publishes on {@link GameEvents}: a stored change of a game, or an engine seat's progress. */
public sealed interface GameEvent {
    String gameId();

    /**
     * A stored change other than a move; {@code event} names it: created, joined, draw-offer, takeback-offer, takeback-declined,
     * takeback, rematch-offer, rematch-declined, rematch,
     * draw-declined, finished, aborted, resumed, berserk (an arena player halved their clock).
     */
    record Changed(GameSnapshot game, String event) implements GameEvent {
        @Override
        public String gameId() {
            return game.id();
        }
    }

    /**
     * A stored move, with the game after it (which says whether the move ended it).
     *
     * @param written the move in each of the game's notations, by notation name, in the game's order
     */
    record Moved(GameSnapshot game, PlayedMove move, Map<String, String> written) implements GameEvent {
        @Override
        public String gameId() {
            return game.id();
        }
    }

    /** A chat line was posted in a room of the game (clients fetch the lines they may read). */
    record Chat(String gameId, String room, long seq) implements GameEvent {
    }

    /** An engine seat's progress while it thinks about its move after {@code plies} moves, as {@code side}. */
    record EngineThinking(String gameId, int plies, int side, EngineAnalysis analysis) implements GameEvent {
    }
}
