package org.heterodox.server.round;

import org.heterodox.rules.Outcome;
import org.heterodox.rules.Reason;
import org.heterodox.server.game.Actor;
import org.heterodox.server.game.GameException;
import org.heterodox.server.game.GameSnapshot;
import org.heterodox.server.game.OfferAction;
import org.heterodox.server.game.SeatKind;

/** Draw offers during play: an accepted offer ends the game as a draw by agreement; the engine accepts none. */
final class DrawOffer implements OfferKind {
    private final LiveRounds rounds;
    private final Clocks clocks;

    DrawOffer(LiveRounds rounds, Clocks clocks) {
        this.rounds = rounds;
        this.clocks = clocks;
    }

    GameSnapshot answer(String id, Actor actor, OfferAction action) {
        return Offers.answerDuringPlay(rounds, clocks, this, id, actor, action);
    }

    @Override
    public String name() {
        return "draw";
    }

    @Override
    public int pending(LiveGame game) {
        return game.drawOffer();
    }

    @Override
    public void checkOffer(LiveGame game, int side) {
        if (game.seat(side ^ 1) == SeatKind.ENGINE) {
            throw GameException.conflict("the engine does not accept draw offers");
        }
    }

    @Override
    public boolean grantedAtOnce(LiveGame game, int side) {
        return false;
    }

    @Override
    public boolean onlyOpponentDeclines() {
        return true;
    }

    @Override
    public String alreadyOffered() {
        return "you have already offered a draw";
    }

    @Override
    public String nothingToAccept() {
        return "there is no draw offer from your opponent to accept";
    }

    @Override
    public String nothingToDecline() {
        return "there is no draw offer from your opponent to decline";
    }

    @Override
    public Snapshots.Capture accept(LiveGame game, Outbox out, int offerer, long now) {
        game.finish(Outcome.draw(Reason.AGREEMENT), now);
        return rounds.commit(game, out, "finished");
    }

    @Override
    public Snapshots.Capture record(LiveGame game, Outbox out, int side, String event, long now) {
        game.drawOffer(side, now);
        return rounds.commit(game, out, event);
    }
}
