package org.heterodox.server.store;

/**
 * Where H2's AUTO_SERVER listener binds. H2 listens on every interface unless the system property
 * {@code h2.bindAddress} is set before H2 first reads its properties; the listener is for the
 * backup command on the same machine, so it stays on loopback.
 */
public final class H2Listener {
    static final String PROPERTY = "h2.bindAddress";

    private H2Listener() {
    }

    /** Sets the bind address to loopback unless the operator chose one (-Dh2.bindAddress=...). */
    public static void keepToLoopback() {
        if (System.getProperty(PROPERTY) == null) {
            System.setProperty(PROPERTY, "127.0.0.1");
        }
    }
}
