package org.heterodox.server.site;

import io.javalin.http.Context;

/**
 * The headers every answer carries: a content security policy that lets the app load only its own
 * scripts, styles, images, workers and connections (WebAssembly compiled by its own scripts), and
 * that no other site may frame it (clickjacking); no content sniffing; no referrer sent off-site.
 */
public final class SecurityHeaders {
    public static final String CONTENT_SECURITY_POLICY = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; "
            + "style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:; "
            + "media-src 'self' data: blob:; connect-src 'self'; worker-src 'self' blob:; manifest-src 'self'; "
            + "object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";

    private SecurityHeaders() {
    }

    public static void apply(Context ctx) {
        apply(ctx::header);
    }

    /** Sets the headers through {@code header} (name, value). */
    public static void apply(java.util.function.BiConsumer<String, String> header) {
        header.accept("Content-Security-Policy", CONTENT_SECURITY_POLICY);
        header.accept("X-Frame-Options", "DENY");
        header.accept("X-Content-Type-Options", "nosniff");
        header.accept("Referrer-Policy", "same-origin");
    }
}
