package org.heterodox.webengine;

import org.heterodox.engine.EngineHost;

/**
 * The browser's Web Worker as the engine's host. A worker has one thread: while a search runs, the
 * worker's messages (a {@code stop}, an {@code isready}) wait until the search lets the event loop run.
 * So the search pauses every {@value #SLICE_MS} ms: {@code Thread.sleep} is TeaVM's coroutine switch,
 * which returns to the event loop, delivers the waiting messages to the reading thread, and resumes.
 */
final class WorkerHost implements EngineHost {
    /** How long a search runs between pauses: a stop is answered within about this time. */
    static final long SLICE_MS = 50;
    /** The hash table's most: a browser tab's memory is the player's, not a server's. */
    static final long HASH_LIMIT_BYTES = 256L << 20;

    private long sliceStart = System.currentTimeMillis();

    @Override
    public long hashMemoryLimit() {
        return HASH_LIMIT_BYTES;
    }

    @Override
    public void pause() {
        long now = System.currentTimeMillis();
        if (now - sliceStart < SLICE_MS) {
            return;
        }
        try {
            Thread.sleep(0);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        sliceStart = System.currentTimeMillis();
    }
}
