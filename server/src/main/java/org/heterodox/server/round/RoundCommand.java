package org.heterodox.server.round;

/** A command run on a game under its lock; it records what it commits in the {@link Outbox}. */
@FunctionalInterface
interface RoundCommand<T> {
    T run(LiveGame game, Outbox out);
}
