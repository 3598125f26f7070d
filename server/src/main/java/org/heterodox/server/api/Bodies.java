package org.heterodox.server.api;

import io.javalin.http.Context;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

/** Reads request bodies up to a limit, refusing larger ones with 413 before they are buffered whole. */
public final class Bodies {
    private Bodies() {
    }

    public static String text(Context ctx, int maxBytes) {
        long declared = ctx.req().getContentLengthLong();
        if (declared > maxBytes) {
            throw tooLarge(maxBytes);
        }
        byte[] buffer = new byte[maxBytes + 1];
        int length = 0;
        try (InputStream in = ctx.req().getInputStream()) {
            int read;
            while (length < buffer.length && (read = in.read(buffer, length, buffer.length - length)) > 0) {
                length += read;
            }
        } catch (IOException e) {
            throw ApiException.badRequest("the request body could not be read");
        }
        if (length > maxBytes) {
            throw tooLarge(maxBytes);
        }
        return new String(buffer, 0, length, StandardCharsets.UTF_8);
    }

    /** A JSON body: refused with 415 unless the request says {@code Content-Type: application/json}. */
    public static String json(Context ctx, int maxBytes) {
        String type = ctx.contentType();
        String media = type == null ? "" : type.split(";", 2)[0].strip();
        if (!media.equalsIgnoreCase("application/json")) {
            throw new ApiException(415, "the body must be JSON sent as Content-Type: application/json, not '"
                    + (media.isEmpty() ? "none" : media.length() > 60 ? media.substring(0, 60) + "..." : media) + "'");
        }
        return text(ctx, maxBytes);
    }

    private static ApiException tooLarge(int maxBytes) {
        return new ApiException(413, "the request body is larger than " + maxBytes + " bytes");
    }
}
