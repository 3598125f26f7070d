package org.heterodox.server.round;

import java.util.ArrayList;
import java.util.List;

/**
 * The changes a command committed, published in order once the game's lock is released, so that
 * snapshots (the legal moves in every notation) are written outside the lock.
 */
final class Outbox {
    private final List<Runnable> publications = new ArrayList<>();

    void add(Runnable publication) {
        publications.add(publication);
    }

    /** Publishes before everything added so far (a new game is announced before the change that made it). */
    void addFirst(Runnable publication) {
        publications.add(0, publication);
    }

    void publish() {
        publications.forEach(Runnable::run);
    }
}
