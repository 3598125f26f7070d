package org.heterodox.server.game;

import java.util.function.Consumer;

/**
 * Where the game service announces what happened to games, and where the live channels hear it.
 * The service publishes each change after storing it and outside the game's lock, so events of one
 * game may reach a subscriber out of order: each carries the game's version and move count, and
 * subscribers drop older versions and resynchronise on a gap. Today {@link InProcessGameEvents}
 * delivers within one server; an implementation over a shared broker (or the database's
 * notifications) would let a second server push the moves played on the first.
 */
public interface GameEvents {
    void publish(GameEvent event);

    /** Delivers every later event to {@code subscriber} until the returned subscription is cancelled. */
    Subscription subscribe(Consumer<GameEvent> subscriber);

    /** A subscriber's registration. */
    interface Subscription {
        void cancel();
    }
}
