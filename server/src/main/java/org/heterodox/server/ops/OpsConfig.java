package org.heterodox.server.ops;

/**
 * What an operator asked of the server besides the game site: a metrics listener (Prometheus text at
 * {@code /metrics}, on a port of its own so that the public site never shows it) and the log levels
 * that listener may change while the server runs.
 *
 * @param metricsHost the address the metrics listener binds (loopback unless the operator says otherwise)
 * @param metricsPort the listener's port, 0 for any free one, negative for no listener (and no metrics)
 * @param logLevels how to read and set logger levels at run time; null when the log binding cannot
 */
public record OpsConfig(String metricsHost, int metricsPort, LogLevels logLevels) {
    /** The metrics listener's address when none is given: never reachable from another machine. */
    public static final String LOOPBACK = "127.0.0.1";
    /** No metrics listener and no run-time levels (the tests' and embedders' default). */
    public static final OpsConfig NONE = new OpsConfig(LOOPBACK, -1, null);

    public OpsConfig {
        if (metricsHost == null) {
            metricsHost = LOOPBACK;
        }
        if (metricsPort > 65_535) {
            throw new IllegalArgumentException("the metrics port " + metricsPort + " is not between 0 and 65535");
        }
    }

    public boolean metricsEnabled() {
        return metricsPort >= 0;
    }
}
