package org.heterodox.server.round;

import org.heterodox.rules.format.FormatException;
import org.heterodox.server.game.Actor;
import org.heterodox.server.game.GameEvent;
import org.heterodox.server.game.GameException;
import org.heterodox.server.game.GameSetup;
import org.heterodox.server.game.GameSnapshot;
import org.heterodox.server.game.OfferAction;
import org.heterodox.server.game.SeatKind;
import org.heterodox.server.game.Secrets;
import org.heterodox.server.game.TournamentTags;

/**
 * Rematch offers of a game that is over: the same game, options, start position and time control
 * with the players' sides swapped; against the engine the rematch starts at once at the same level.
 * Offers are stored with the game (a versioned write), so they hold across servers and restarts, and
 * two servers agreeing at once make one game.
 */
final class RematchOffer implements OfferKind {
    private final LiveRounds rounds;
    private final EngineSeats engines;
    /** Serialises rematch commands: a finished game has no shared copy whose lock would. */
    private final Object lock = new Object();

    RematchOffer(LiveRounds rounds, EngineSeats engines) {
        this.rounds = rounds;
        this.engines = engines;
    }

    GameSnapshot answer(String id, Actor actor, OfferAction action) {
        synchronized (lock) {
            return rounds.run(id, (game, out) -> {
                int side = Seating.seatOf(game, actor);
                if (!game.status().isOver()) {
                    throw GameException.conflict("a rematch can be offered once the game is over");
                }
                if (TournamentTags.inTournament(game.tags())) {
                    throw GameException.conflict("the tournament pairs the next game; there is no rematch");
                }
                if (game.seat(side ^ 1) == SeatKind.OPEN) {
                    throw GameException.conflict("nobody joined this game, so there is no one to play a rematch with");
                }
                long now = rounds.now();
                if (game.rematchGame() != null) {
                    if (action == OfferAction.DECLINE) {
                        throw GameException.conflict("the rematch was already agreed: game " + game.rematchGame());
                    }
                    return Snapshots.capture(game, now); // both already moved to the rematch
                }
                return Offers.answer(this, game, out, side, action, now);
            }).snapshot();
        }
    }

    @Override
    public String name() {
        return "rematch";
    }

    @Override
    public int pending(LiveGame game) {
        return game.rematchOffer();
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
        return "you have already offered a rematch";
    }

    @Override
    public String nothingToAccept() {
        return "there is no rematch offer from your opponent to accept";
    }

    @Override
    public String nothingToDecline() {
        return "there is no rematch offer to decline";
    }

    /** Starts the rematch: the finished game names it first (a versioned write, so one server wins), then it is made. */
    @Override
    public Snapshots.Capture accept(LiveGame game, Outbox out, int offerer, long now) {
        if (game.seat(0) == SeatKind.ENGINE || game.seat(1) == SeatKind.ENGINE) {
            if (!engines.available()) {
                throw new GameException(GameException.Kind.UNSUPPORTED, "this server has no engine");
            }
            engines.requireCapacity();
        }
        LiveGame next;
        try {
            next = game.rematch(Secrets.newCode(12), Secrets.newCode(10), GameSetup.newTags(now), now);
        } catch (FormatException e) {
            throw new GameException(GameException.Kind.CORRUPT, "game " + game.id() + " cannot be replayed");
        }
        game.rematch(-1, next.id());
        Snapshots.Capture agreed = recordState(game, out, "rematch", now);
        Snapshots.Capture created = rounds.insert(next);
        out.addFirst(() -> rounds.publishCreated(created));
        return agreed;
    }

    @Override
    public Snapshots.Capture record(LiveGame game, Outbox out, int side, String event, long now) {
        game.rematch(side, null);
        return recordState(game, out, event, now);
    }

    /** Stores a finished game's rematch state (a versioned write of its row) and publishes it. */
    private Snapshots.Capture recordState(LiveGame game, Outbox out, String event, long now) {
        rounds.write(game, row -> rounds.store().update(row, null));
        Snapshots.Capture after = Snapshots.capture(game, now);
        out.add(() -> rounds.events().publish(new GameEvent.Changed(after.snapshot(), event)));
        return after;
    }
}
