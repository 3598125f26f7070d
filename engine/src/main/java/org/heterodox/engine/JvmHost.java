package org.heterodox.engine;

/** The JVM as the engine's host: half the heap for the hash table, and no pauses (other threads run beside). */
final class JvmHost implements EngineHost {
    static final JvmHost INSTANCE = new JvmHost();

    private JvmHost() {
    }

    @Override
    public long hashMemoryLimit() {
        return Runtime.getRuntime().maxMemory() / 2;
    }

    @Override
    public void pause() {
        // Another thread stops a search on the JVM.
    }
}
