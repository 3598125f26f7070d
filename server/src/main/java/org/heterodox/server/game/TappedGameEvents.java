package org.heterodox.server.game;

import java.util.function.Consumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The game service's events with a tap on their way out: the tap hears what this server publishes, once each,
 * and not the other servers' events, which reach the subscribers past it (so that something stored per event is
 * stored by one server).
 */
public final class TappedGameEvents implements GameEvents {
    private static final Logger LOG = LoggerFactory.getLogger(TappedGameEvents.class);

    private final GameEvents inner;
    private final Consumer<GameEvent> tap;

    public TappedGameEvents(GameEvents inner, Consumer<GameEvent> tap) {
        this.inner = inner;
        this.tap = tap;
    }

    @Override
    public void publish(GameEvent event) {
        inner.publish(event);
        try {
            tap.accept(event);
        } catch (RuntimeException e) {
            // The tap must never stop a command that published.
            LOG.warn("a game event's tap failed on game {}", event.gameId(), e);
        }
    }

    @Override
    public Subscription subscribe(Consumer<GameEvent> subscriber) {
        return inner.subscribe(subscriber);
    }
}
