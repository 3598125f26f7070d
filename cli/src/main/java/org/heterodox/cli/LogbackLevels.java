package org.heterodox.cli;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.LoggerContext;
import org.heterodox.server.ops.LogLevels;
import org.slf4j.LoggerFactory;

/** Logger levels read and set in the application's logback while it runs (the metrics listener's {@code /loggers}). */
final class LogbackLevels implements LogLevels {
    private final LoggerContext context;

    private LogbackLevels(LoggerContext context) {
        this.context = context;
    }

    /** The running logback's levels, or null when slf4j is bound to something else. */
    static LogLevels current() {
        return LoggerFactory.getILoggerFactory() instanceof LoggerContext context ? new LogbackLevels(context) : null;
    }

    @Override
    public LoggerLevel get(String name) {
        Logger logger = logger(name);
        return new LoggerLevel(logger.getName(), logger.getLevel() == null ? null : logger.getLevel().toString(),
                logger.getEffectiveLevel().toString());
    }

    @Override
    public void set(String name, String level) {
        Logger logger = logger(name);
        // The root always has a level: "inherit" puts it back to the configuration's default.
        logger.setLevel(level == null ? (logger.getName().equals(Logger.ROOT_LOGGER_NAME) ? Level.INFO : null)
                : Level.toLevel(level));
    }

    private Logger logger(String name) {
        return name.equalsIgnoreCase(ROOT) ? context.getLogger(Logger.ROOT_LOGGER_NAME) : context.getLogger(name);
    }
}
