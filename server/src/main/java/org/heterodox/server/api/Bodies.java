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
        // Read as it comes (not into a buffer of the largest size): a small body costs little memory
        // even where the limit is 16 MB.
        byte[] body;
        try (InputStream in = ctx.req().getInputStream()) {
            body = in.readNBytes(maxBytes + 1);
        } catch (IOException e) {
            throw ApiException.badRequest("the request body could not be read");
        }
        if (body.length > maxBytes) {
            throw tooLarge(maxBytes);
        }
        return new String(body, StandardCharsets.UTF_8);
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
