package org.heterodox.cli;

import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.Appender;
import ch.qos.logback.core.ConsoleAppender;
import ch.qos.logback.core.encoder.LayoutWrappingEncoder;
import java.util.Iterator;
import org.slf4j.LoggerFactory;

/** How the application's log lines are written: {@code text} for people (logback.xml's pattern), {@code json} for collectors. */
enum LogFormat {
    text,
    json;

    /** Makes the running logback write in this format (text: as configured, nothing to do). */
    void apply() {
        if (this == text || !(LoggerFactory.getILoggerFactory() instanceof LoggerContext context)) {
            return;
        }
        ch.qos.logback.classic.Logger root = context.getLogger(org.slf4j.Logger.ROOT_LOGGER_NAME);
        for (Iterator<Appender<ILoggingEvent>> appenders = root.iteratorForAppenders(); appenders.hasNext(); ) {
            if (appenders.next() instanceof ConsoleAppender<ILoggingEvent> console) {
                JsonLineLayout layout = new JsonLineLayout();
                layout.setContext(context);
                layout.start();
                LayoutWrappingEncoder<ILoggingEvent> encoder = new LayoutWrappingEncoder<>();
                encoder.setContext(context);
                encoder.setLayout(layout);
                encoder.start();
                console.stop();
                console.setEncoder(encoder);
                console.start();
            }
        }
    }
}
