package org.heterodox.server.round;

import org.heterodox.server.game.Actor;
import org.heterodox.server.game.GameException;
import org.heterodox.server.game.GameSnapshot;
import org.heterodox.server.game.OfferAction;

/**
 * The one state machine of offers between the two players. Offering when the opponent has offered
 * accepts (two players clicking at once agree once); accepting needs the opponent's offer; declining
 * ends the opponent's offer or, where the kind allows, withdraws one's own.
 */
final class Offers {
    private Offers() {
    }

    /**
     * Answers {@code actor}'s {@code action} on an offer of a game being played (draws, takebacks): in
     * the game's lock, by its seated player, with the clock checked first (a flag that fell ends the game).
     */
    static GameSnapshot answerDuringPlay(LiveRounds rounds, Clocks clocks, OfferKind kind, String id, Actor actor,
                                         OfferAction action) {
        return rounds.run(id, (game, out) -> {
            int side = Seating.seatOf(game, actor);
            long now = clocks.requireLiveOnTime(game, out);
            return answer(kind, game, out, side, action, now);
        }).snapshot();
    }

    static Snapshots.Capture answer(OfferKind kind, LiveGame game, Outbox out, int side, OfferAction action, long now) {
        int pending = kind.pending(game);
        int opponent = side ^ 1;
        switch (action) {
            case OFFER -> {
                kind.checkOffer(game, side);
                if (pending == side) {
                    throw GameException.conflict(kind.alreadyOffered());
                }
                if (pending == opponent) {
                    return kind.accept(game, out, opponent, now);
                }
                kind.checkNewOffer(game, side);
                if (kind.grantedAtOnce(game, side)) {
                    return kind.accept(game, out, side, now);
                }
                return kind.record(game, out, side, kind.name() + "-offer", now);
            }
            case ACCEPT -> {
                if (pending != opponent) {
                    throw GameException.conflict(kind.nothingToAccept());
                }
                return kind.accept(game, out, opponent, now);
            }
            default -> {
                if (pending < 0 || (pending == side && kind.onlyOpponentDeclines())) {
                    throw GameException.conflict(kind.nothingToDecline());
                }
                return kind.record(game, out, -1, kind.name() + "-declined", now);
            }
        }
    }
}
