package org.heterodox.server.ops;

import com.fasterxml.jackson.core.JacksonException;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpHandler;
import java.io.IOException;
import java.util.Locale;
import java.util.regex.Pattern;
import org.heterodox.server.api.Json;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * {@code GET /loggers/{name}} shows a logger's level and {@code PUT /loggers/{name}} with
 * {@code {"level": "DEBUG"}} (or {@code null}: inherit again) sets it while the server runs. On the
 * metrics listener only, and a change only from a loopback client even when the listener is bound wider.
 */
final class LoggersEndpoint implements HttpHandler {
    static final String PATH = "/loggers/";
    /** Logger names as Java and our named loggers write them; bounded, so nothing odd reaches the binding. */
    private static final Pattern NAME = Pattern.compile("[A-Za-z0-9_.$-]{1,200}");
    private static final int MAX_BODY = 1024;
    private static final Logger LOG = LoggerFactory.getLogger(LoggersEndpoint.class);

    private final LogLevels levels;

    /** {@code levels} null: the log binding cannot set levels, and every request is answered 501. */
    LoggersEndpoint(LogLevels levels) {
        this.levels = levels;
    }

    /** What a PUT carries. */
    record LevelChange(String level) {
    }

    @Override
    public void handle(HttpExchange exchange) throws IOException {
        try (exchange) {
            String name = exchange.getRequestURI().getPath().substring(PATH.length());
            if (!NAME.matcher(name).matches()) {
                AdminExchange.error(exchange, 400, "a logger name is 1 to 200 letters, digits and _ . $ -");
                return;
            }
            if (levels == null) {
                AdminExchange.error(exchange, 501, "this server's log cannot change levels while it runs");
                return;
            }
            switch (exchange.getRequestMethod()) {
                case "GET" -> AdminExchange.json(exchange, 200, levels.get(name));
                case "PUT" -> put(exchange, name);
                default -> {
                    exchange.getResponseHeaders().set("Allow", "GET, PUT");
                    AdminExchange.error(exchange, 405, "use GET or PUT on " + PATH + "{name}");
                }
            }
        }
    }

    private void put(HttpExchange exchange, String name) throws IOException {
        if (!exchange.getRemoteAddress().getAddress().isLoopbackAddress()) {
            AdminExchange.error(exchange, 403, "log levels are changed from this machine only");
            return;
        }
        byte[] body = AdminExchange.body(exchange, MAX_BODY);
        if (body == null) {
            AdminExchange.error(exchange, 413, "the body is larger than " + MAX_BODY + " bytes");
            return;
        }
        LevelChange change;
        try {
            change = Json.MAPPER.readValue(body, LevelChange.class);
        } catch (JacksonException | IllegalArgumentException e) {
            change = null;
        }
        if (change == null) {
            AdminExchange.error(exchange, 400, "the body must be {\"level\": \"DEBUG\"} (or null to inherit)");
            return;
        }
        String level = change.level() == null ? null : change.level().toUpperCase(Locale.ROOT);
        if (level != null && !LogLevels.LEVELS.contains(level)) {
            AdminExchange.error(exchange, 400, "'level' must be one of " + String.join(", ", LogLevels.LEVELS)
                    + " or null");
            return;
        }
        levels.set(name, level);
        LOG.info("logger {} set to {} from the metrics listener", name, level == null ? "inherit" : level);
        AdminExchange.json(exchange, 200, levels.get(name));
    }
}
