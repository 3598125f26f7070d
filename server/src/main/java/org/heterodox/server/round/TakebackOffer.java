package org.heterodox.server.round;

import org.heterodox.rules.format.FormatException;
import org.heterodox.server.game.Actor;
import org.heterodox.server.game.GameException;
import org.heterodox.server.game.GameSnapshot;
import org.heterodox.server.game.OfferAction;
import org.heterodox.server.game.SeatKind;
import org.heterodox.server.game.TournamentTags;

/**
 * Takeback requests: the asker takes back their last move (with the opponent's answer to it, if any).
 * Against the engine the request is granted at once; the asker may withdraw it; any move lets it lapse.
 * Rated and tournament games take no takebacks.
 */
final class TakebackOffer implements OfferKind {
    private final LiveRounds rounds;
    private final Clocks clocks;

    TakebackOffer(LiveRounds rounds, Clocks clocks) {
        this.rounds = rounds;
        this.clocks = clocks;
    }

    GameSnapshot answer(String id, Actor actor, OfferAction action) {
        return Offers.answerDuringPlay(rounds, clocks, this, id, actor, action);
    }

    @Override
    public String name() {
        return "takeback";
    }

    @Override
    public int pending(LiveGame game) {
        return game.takebackOffer();
    }

    @Override
    public void checkOffer(LiveGame game, int side) {
        if (TournamentTags.inTournament(game.tags())) {
            throw GameException.conflict("moves of a tournament game cannot be taken back");
        }
        if (game.rated()) {
            // As over the board and on the rating sites' rated games: a rating counts the moves played.
            throw GameException.conflict("moves of a rated game cannot be taken back");
        }
    }

    @Override
    public void checkNewOffer(LiveGame game, int side) {
        keptPlies(game, side); // refuses at once when there is nothing to take back
    }

    @Override
    public boolean grantedAtOnce(LiveGame game, int side) {
        return game.seat(side ^ 1) == SeatKind.ENGINE;
    }

    @Override
    public boolean onlyOpponentDeclines() {
        return false;
    }

    @Override
    public String alreadyOffered() {
        return "you have already asked to take back your move";
    }

    @Override
    public String nothingToAccept() {
        return "there is no takeback request from your opponent to accept";
    }

    @Override
    public String nothingToDecline() {
        return "there is no takeback request to decline";
    }

    @Override
    public Snapshots.Capture accept(LiveGame game, Outbox out, int offerer, long now) {
        int keep = keptPlies(game, offerer);
        try {
            game.takeBack(keep, now);
        } catch (FormatException e) {
            rounds.evict(game);
            throw new GameException(GameException.Kind.CORRUPT, "game " + game.id() + " cannot be replayed");
        }
        return rounds.commit(game, out, row -> rounds.store().takeBack(row, keep), "takeback");
    }

    @Override
    public Snapshots.Capture record(LiveGame game, Outbox out, int side, String event, long now) {
        game.takebackOffer(side, now);
        return rounds.commit(game, out, event);
    }

    /** How many plies remain when {@code side} takes back its last move; 409 when it has none. */
    private static int keptPlies(LiveGame game, int side) {
        int keep;
        try {
            keep = Takebacks.keptPlies(game.variant(), game.startFen(), game.moves(), side);
        } catch (FormatException e) {
            throw new GameException(GameException.Kind.CORRUPT, "game " + game.id() + " cannot be replayed");
        }
        if (keep < 0) {
            throw GameException.conflict("you have no move to take back");
        }
        return keep;
    }
}
