package org.heterodox.server.round;

/**
 * One kind of offer a player makes to the other (a draw, a takeback, a rematch): what is pending,
 * what the game allows, and what accepting and recording do. {@link Offers} runs the one state
 * machine that all kinds share.
 */
interface OfferKind {
    /** The name the events carry: {@code NAME-offer}, {@code NAME-declined}. */
    String name();

    /** The side whose offer is pending, or -1. */
    int pending(LiveGame game);

    /** Refuses an offer this game does not allow from {@code side} at all (checked first). */
    default void checkOffer(LiveGame game, int side) {
    }

    /** Refuses a new offer (none pending from the opponent) that has nothing to act on. */
    default void checkNewOffer(LiveGame game, int side) {
    }

    /** Whether a new offer is granted at once without asking (an engine opponent answers at once). */
    boolean grantedAtOnce(LiveGame game, int side);

    /** Whether declining is for the opponent's offer only (otherwise a player may also withdraw their own). */
    boolean onlyOpponentDeclines();

    String alreadyOffered();

    String nothingToAccept();

    String nothingToDecline();

    /** Carries out the offer of {@code offerer}, accepted. */
    Snapshots.Capture accept(LiveGame game, Outbox out, int offerer, long now);

    /** Stores that {@code side} offers (-1: that no offer is pending) and publishes it as {@code event}. */
    Snapshots.Capture record(LiveGame game, Outbox out, int side, String event, long now);
}
