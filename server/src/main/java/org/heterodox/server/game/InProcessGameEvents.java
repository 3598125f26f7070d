package org.heterodox.server.game;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** {@link GameEvents} within one server process: each event is handed to every subscriber on the publishing thread. */
public final class InProcessGameEvents implements GameEvents {
    private static final Logger LOG = LoggerFactory.getLogger(InProcessGameEvents.class);

    private final List<Consumer<GameEvent>> subscribers = new CopyOnWriteArrayList<>();

    @Override
    public void publish(GameEvent event) {
        for (Consumer<GameEvent> subscriber : subscribers) {
            try {
                subscriber.accept(event);
            } catch (RuntimeException e) {
                // One failing subscriber must neither stop the others nor fail the command that published.
                LOG.error("a subscriber failed on an event of game {}", event.gameId(), e);
            }
        }
    }

    @Override
    public Subscription subscribe(Consumer<GameEvent> subscriber) {
        subscribers.add(subscriber);
        return () -> subscribers.remove(subscriber);
    }
}
