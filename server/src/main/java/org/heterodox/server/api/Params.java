package org.heterodox.server.api;

import io.javalin.http.Context;
import java.util.Locale;
import org.heterodox.rules.GameDefinition;
import org.heterodox.rules.Variants;
import org.heterodox.server.i18n.RequestLanguage;

/** What every route reads from a request besides its body: the language, query parameters in range, the seat token. */
public final class Params {
    /** The most items one page of a list holds. */
    public static final int MAX_LIST = 200;
    public static final String PGN_TYPE = "application/x-chess-pgn; charset=utf-8";

    private Params() {
    }

    /** The language the request asks its texts in (Accept-Language). */
    public static Locale language(Context ctx) {
        return RequestLanguage.of(ctx.header("Accept-Language"));
    }

    /** The query parameter {@code name}, an integer in {@code min..max}; {@code fallback} when absent; 400 otherwise. */
    public static int intParam(Context ctx, String name, int min, int max, int fallback) {
        String text = ctx.queryParam(name);
        if (text == null || text.isBlank()) {
            return fallback;
        }
        try {
            int value = Integer.parseInt(text.trim());
            if (value >= min && value <= max) {
                return value;
            }
        } catch (NumberFormatException e) {
            // reported below with the valid range
        }
        throw ApiException.badRequest("'" + name + "' must be an integer from " + min + " to " + max);
    }

    /** A filter by game name (null: every game); 400 for a game that does not exist. */
    public static String variantFilter(String text) {
        if (text == null || text.isBlank()) {
            return null;
        }
        GameDefinition game = Variants.find(text.trim());
        if (game == null) {
            throw ApiException.badRequest("unknown variant '" + abbreviate(text) + "'; valid variants: " + Variants.names());
        }
        return game.name();
    }

    /** The seat token from {@code Authorization: Bearer <token>} or {@code X-Seat-Token}. */
    public static String seatToken(Context ctx) {
        String header = ctx.header("Authorization");
        if (header != null && header.regionMatches(true, 0, "Bearer ", 0, 7)) {
            return header.substring(7).trim();
        }
        String seat = ctx.header("X-Seat-Token");
        return seat == null ? null : seat.trim();
    }

    public static String abbreviate(String text) {
        return text.length() > 30 ? text.substring(0, 30) + "..." : text;
    }
}
