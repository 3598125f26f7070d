package org.heterodox.server.ops;

import org.heterodox.server.game.GameEvent;
import org.heterodox.server.game.GameEvents;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The game service's events, seen by {@link GameActivity} on their way out. It wraps what the service
 * publishes to, not what the channels hear, so that with several servers each counts its own games'
 * events once (the others' reach the channels past it).
 */
public final class ObservedGameEvents implements GameEvents {
    private static final Logger LOG = LoggerFactory.getLogger(ObservedGameEvents.class);

    private final GameEvents inner;
    private final GameActivity activity;

    public ObservedGameEvents(GameEvents inner, io.micrometer.core.instrument.MeterRegistry registry) {
        this.inner = inner;
        this.activity = new GameActivity(registry);
    }

    @Override
    public void publish(GameEvent event) {
        try {
            activity.observe(event);
        } catch (RuntimeException e) {
            // Counting must never stop a move from reaching the players.
            LOG.warn("could not count a game event", e);
        }
        inner.publish(event);
    }

    @Override
    public Subscription subscribe(java.util.function.Consumer<GameEvent> subscriber) {
        return inner.subscribe(subscriber);
    }
}
