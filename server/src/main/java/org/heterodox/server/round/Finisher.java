package org.heterodox.server.round;

import org.heterodox.rules.Outcome;
import org.heterodox.rules.Reason;
import org.heterodox.server.game.Actor;
import org.heterodox.server.game.GameException;
import org.heterodox.server.game.GameSnapshot;
import org.heterodox.server.game.TournamentTags;

/** Ends games at a player's word: resigning, calling the game off before it really began, claiming a draw. */
final class Finisher {
    private final LiveRounds rounds;
    private final Clocks clocks;

    Finisher(LiveRounds rounds, Clocks clocks) {
        this.rounds = rounds;
        this.clocks = clocks;
    }

    GameSnapshot resign(String id, Actor actor) {
        return rounds.run(id, (game, out) -> {
            int side = Seating.seatOf(game, actor);
            long now = clocks.requireLiveOnTime(game, out);
            game.finish(Outcome.win(side ^ 1, Reason.RESIGNATION), now);
            return rounds.commit(game, out, "finished");
        }).snapshot();
    }

    /** Calls the game off: allowed while a seat is open or before each side has moved. */
    GameSnapshot abort(String id, Actor actor) {
        return rounds.run(id, (game, out) -> {
            Seating.seatOf(game, actor);
            if (game.status().isOver()) {
                throw GameException.conflict("the game is already over");
            }
            if (game.plies() >= 2) {
                throw GameException.conflict("a game can only be aborted before each side has moved; resign instead");
            }
            if (TournamentTags.inTournament(game.tags())) {
                throw GameException.conflict("a tournament game cannot be aborted; resign, or ask the organiser");
            }
            game.abort(rounds.now());
            return rounds.commit(game, out, "aborted");
        }).snapshot();
    }

    /** Ends the game as a draw when the position allows a claim (threefold repetition, fifty moves). */
    GameSnapshot claim(String id, Actor actor) {
        return rounds.run(id, (game, out) -> {
            Seating.seatOf(game, actor);
            long now = clocks.requireLiveOnTime(game, out);
            Outcome outcome = game.position().outcome();
            if (!outcome.isOver() || !LiveGame.isClaimable(outcome.reason())) {
                throw GameException.conflict("no draw can be claimed here: the position is neither a threefold"
                        + " repetition nor under the fifty-move rule");
            }
            game.finish(outcome, now);
            return rounds.commit(game, out, "finished");
        }).snapshot();
    }
}
