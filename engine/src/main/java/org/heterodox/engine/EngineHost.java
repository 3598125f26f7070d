package org.heterodox.engine;

/**
 * What the engine asks of the platform it runs on. On the JVM ({@link JvmHost}) the hash table may take
 * half the heap and a search never pauses; in a browser's Web Worker (module {@code webengine}, compiled by
 * TeaVM) there is one thread, so a search pauses now and then to let the worker read a {@code stop}.
 */
public interface EngineHost {
    /** The most memory, in bytes, the hash table may take (a larger size asked for is reduced). */
    long hashMemoryLimit();

    /**
     * Called by a running search about every thousand nodes: a single-threaded host may hand control to
     * its event loop here (the search checks its stop flag right after).
     */
    void pause();
}
