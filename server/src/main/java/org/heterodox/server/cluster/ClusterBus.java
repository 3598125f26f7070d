package org.heterodox.server.cluster;

import java.util.List;
import java.util.function.Consumer;

/**
 * How the servers sharing a database tell each other what changed: an announcement is a topic and a
 * few short words (ids and versions, never the data itself, which the hearer reads from the
 * database). A server never hears its own announcements. {@link #SOLE} is the bus of a server that
 * has the database to itself (H2): nobody to tell.
 */
public interface ClusterBus {

    /** Tells the other servers; delivered to each listener of {@code topic} with {@code words}. */
    void announce(String topic, String... words);

    /** Hears the other servers' announcements on a topic (one word). */
    void on(String topic, Consumer<List<String>> listener);

    /** Runs after a lost connection is made again (announcements made in between are lost). */
    void onReconnect(Runnable resync);

    /** This server's name in the cluster. */
    String instance();

    /** Whether announcements are heard (for the readiness check). */
    boolean listening();

    /** Whether other servers may share the database. */
    default boolean shared() {
        return true;
    }

    /** The bus of a server alone on its database. */
    ClusterBus SOLE = new ClusterBus() {
        @Override
        public void announce(String topic, String... words) {
        }

        @Override
        public void on(String topic, Consumer<List<String>> listener) {
        }

        @Override
        public void onReconnect(Runnable resync) {
        }

        @Override
        public String instance() {
            return "sole";
        }

        @Override
        public boolean listening() {
            return true;
        }

        @Override
        public boolean shared() {
            return false;
        }
    };
}
