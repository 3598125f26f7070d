package org.heterodox.server.api;

import org.heterodox.rules.Variant;
import org.heterodox.rules.Variants;
import org.heterodox.rules.format.FormatException;
import org.heterodox.server.game.TimeControl;

/** The request fields every domain reads the same way: a game spec and a time control; each refusal names the field. */
public final class GameFields {
    public static final int MAX_INITIAL_SECONDS = 6 * 3600;
    public static final int MAX_INCREMENT_SECONDS = 600;
    public static final int MAX_DAYS = 30;
    public static final int MAX_PERIOD_SECONDS = 600;
    public static final int MAX_PERIODS = 10;

    private GameFields() {
    }

    /** The game {@code spec} names (with its options), or 400 naming the problem. */
    public static Variant variant(String spec) {
        try {
            return Variants.of(spec);
        } catch (FormatException e) {
            throw ApiException.badRequest("variant: " + e.getMessage());
        }
    }

    /** The time control a request asks for ({@link TimeControl#UNLIMITED} when absent). */
    public static TimeControl timeControl(TimeControlRequest request) {
        if (request == null) {
            return TimeControl.UNLIMITED;
        }
        String typeText = Fields.required("timeControl.type", request.type(), 20);
        TimeControl.Kind kind = TimeControl.Kind.fromWire(typeText);
        if (kind == null) {
            throw ApiException.badRequest("'timeControl.type' must be unlimited, sudden-death, increment,"
                    + " correspondence or byoyomi, not '" + typeText + "'");
        }
        switch (kind) {
            case UNLIMITED -> {
                refuse(kind, "initialSeconds", request.initialSeconds(), "incrementSeconds", request.incrementSeconds(),
                        "days", request.days(), "periodSeconds", request.periodSeconds(), "periods", request.periods());
                return TimeControl.UNLIMITED;
            }
            case SUDDEN_DEATH -> {
                refuse(kind, "incrementSeconds", request.incrementSeconds(), "days", request.days(),
                        "periodSeconds", request.periodSeconds(), "periods", request.periods());
                int initial = required("initialSeconds", request.initialSeconds(), 1, MAX_INITIAL_SECONDS);
                return new TimeControl(kind, initial * 1000L, 0, 0);
            }
            case INCREMENT -> {
                refuse(kind, "days", request.days(), "periodSeconds", request.periodSeconds(), "periods",
                        request.periods());
                int initial = required("initialSeconds", request.initialSeconds(), 1, MAX_INITIAL_SECONDS);
                int increment = required("incrementSeconds", request.incrementSeconds(), 1, MAX_INCREMENT_SECONDS);
                return new TimeControl(kind, initial * 1000L, increment * 1000L, 0);
            }
            case BYOYOMI -> {
                refuse(kind, "incrementSeconds", request.incrementSeconds(), "days", request.days());
                // main time may be 0: a game played in byoyomi from the first move
                int main = required("initialSeconds", request.initialSeconds(), 0, MAX_INITIAL_SECONDS);
                int period = required("periodSeconds", request.periodSeconds(), 1, MAX_PERIOD_SECONDS);
                int periods = required("periods", request.periods(), 1, MAX_PERIODS);
                return TimeControl.byoyomi(main * 1000L, period * 1000L, periods);
            }
            default -> {
                refuse(kind, "initialSeconds", request.initialSeconds(), "incrementSeconds", request.incrementSeconds(),
                        "periodSeconds", request.periodSeconds(), "periods", request.periods());
                int days = required("days", request.days(), 1, MAX_DAYS);
                return new TimeControl(kind, 0, 0, days);
            }
        }
    }

    private static int required(String name, Integer value, int min, int max) {
        String path = "timeControl." + name;
        if (value == null) {
            throw ApiException.badRequest("'" + path + "' is required (" + min + ".." + max + ")");
        }
        return Fields.range(path, value, min, max, null);
    }

    /** Refuses the fields (name, value pairs) given that do not apply to a {@code kind} time control. */
    private static void refuse(TimeControl.Kind kind, Object... namesAndValues) {
        for (int i = 0; i < namesAndValues.length; i += 2) {
            if (namesAndValues[i + 1] != null) {
                throw ApiException.badRequest("'timeControl." + namesAndValues[i] + "' does not apply to a " + kind.wire()
                        + " time control");
            }
        }
    }
}
