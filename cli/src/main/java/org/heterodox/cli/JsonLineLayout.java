package org.heterodox.cli;

import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.classic.spi.ThrowableProxyUtil;
import ch.qos.logback.core.CoreConstants;
import ch.qos.logback.core.LayoutBase;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.Map;
import java.util.Set;
import org.slf4j.event.KeyValuePair;

/**
 * One JSON object a line for log collectors ({@code serve --log-format json}): {@code time} (UTC, ISO-8601),
 * {@code level}, {@code logger}, {@code thread}, {@code message}, then the event's context (the request id
 * while a request runs) and its key-value pairs as fields of their own (a request's {@code requestId},
 * {@code method}, {@code route}, {@code status}, {@code durationMs}, {@code player}), and {@code exception}.
 */
public final class JsonLineLayout extends LayoutBase<ILoggingEvent> {
    private static final JsonFactory JSON = new JsonFactory();
    /** The line's own fields: a context or key-value pair of the same name is left out rather than written twice. */
    private static final Set<String> OWN = Set.of("time", "level", "logger", "thread", "message", "exception");

    @Override
    public String doLayout(ILoggingEvent event) {
        StringWriter line = new StringWriter(256);
        try (JsonGenerator json = JSON.createGenerator(line)) {
            json.writeStartObject();
            json.writeStringField("time", event.getInstant().toString());
            json.writeStringField("level", event.getLevel().toString());
            json.writeStringField("logger", event.getLoggerName());
            json.writeStringField("thread", event.getThreadName());
            json.writeStringField("message", event.getFormattedMessage());
            for (Map.Entry<String, String> entry : event.getMDCPropertyMap().entrySet()) {
                if (!OWN.contains(entry.getKey())) {
                    json.writeStringField(entry.getKey(), entry.getValue());
                }
            }
            if (event.getKeyValuePairs() != null) {
                for (KeyValuePair pair : event.getKeyValuePairs()) {
                    if (!OWN.contains(pair.key)) {
                        json.writeFieldName(pair.key);
                        value(json, pair.value);
                    }
                }
            }
            if (event.getThrowableProxy() != null) {
                json.writeStringField("exception", ThrowableProxyUtil.asString(event.getThrowableProxy()));
            }
            json.writeEndObject();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return line + CoreConstants.LINE_SEPARATOR;
    }

    private static void value(JsonGenerator json, Object value) throws IOException {
        if (value == null) {
            json.writeNull();
        } else if (value instanceof Integer || value instanceof Long || value instanceof Short) {
            json.writeNumber(((Number) value).longValue());
        } else if (value instanceof Double || value instanceof Float) {
            json.writeNumber(((Number) value).doubleValue());
        } else if (value instanceof Boolean bool) {
            json.writeBoolean(bool);
        } else {
            json.writeString(String.valueOf(value));
        }
    }
}
