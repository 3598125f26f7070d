package org.heterodox.server.ops;

/**
 * Reads and sets the level of a named logger while the server runs (the server logs through slf4j,
 * which has no such call: the application's log binding provides it). Levels are
 * {@link #LEVELS}' names; {@link #ROOT} names the root logger.
 */
public interface LogLevels {
    String ROOT = "ROOT";
    java.util.List<String> LEVELS = java.util.List.of("TRACE", "DEBUG", "INFO", "WARN", "ERROR", "OFF");

    /** The logger's own level (null when it inherits one) and the level in force. */
    LoggerLevel get(String logger);

    /** Sets the logger's level, one of {@link #LEVELS}, or null to inherit its parent's again. */
    void set(String logger, String level);

    /** A logger's level as {@code GET /loggers/{name}} shows it. */
    record LoggerLevel(String logger, String level, String effectiveLevel) {
    }
}
