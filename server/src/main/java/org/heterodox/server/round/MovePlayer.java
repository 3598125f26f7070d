package org.heterodox.server.round;

import java.util.Map;
import org.heterodox.rules.format.MoveWritings;
import org.heterodox.server.game.Actor;
import org.heterodox.server.game.GameException;
import org.heterodox.server.game.GameSnapshot;
import org.heterodox.server.game.MoveTexts;
import org.heterodox.server.game.PlayedMove;
import org.heterodox.server.game.Sides;

/** Plays moves: a player's move read from any notation, and the one path every move (the engine's too) is played by. */
final class MovePlayer {
    private final LiveRounds rounds;
    private final Clocks clocks;

    MovePlayer(LiveRounds rounds, Clocks clocks) {
        this.rounds = rounds;
        this.clocks = clocks;
    }

    /**
     * Plays {@code text} (any notation of the game) for the actor. When {@code expectedPlies} is
     * given, the move is refused unless exactly that many moves were played, so a client never plays
     * a move meant for an older position.
     */
    GameSnapshot move(String id, Actor actor, String text, Integer expectedPlies) {
        return rounds.run(id, (game, out) -> {
            int side = Seating.seatOf(game, actor);
            Clocks.requireLive(game);
            if (side != game.sideToMove()) {
                throw GameException.conflict("it is not your turn: " + Sides.name(game.sideToMove()) + " is to move");
            }
            if (expectedPlies != null && expectedPlies != game.plies()) {
                throw GameException.conflict("the game has " + game.plies() + " moves, not " + expectedPlies
                        + "; reload it");
            }
            long now = rounds.now();
            if (clocks.flagFell(game, out, now)) {
                throw GameException.conflict("your time ran out before the move arrived");
            }
            return play(game, out, MoveTexts.read(game.position(), text), now);
        }).snapshot();
    }

    /** Plays a legal {@code move} for the side to move, stores it and publishes it with its writing in every notation. */
    Snapshots.Capture play(LiveGame game, Outbox out, int move, long now) {
        Map<String, String> written = MoveWritings.of(game.position(), move);
        PlayedMove played = game.play(move, now);
        return rounds.commitMove(game, out, played, written);
    }
}
