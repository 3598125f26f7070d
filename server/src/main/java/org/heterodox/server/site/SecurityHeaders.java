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
    /** Where the engine's Web Worker and its files are served (the web build's public/engine/). */
    public static final String ENGINE_WORKER_PATH = "/engine/";
    /**
     * The engine's worker alone may also evaluate code: TeaVM's runtime (the engine compiled to
     * WebAssembly) builds its bridges to JavaScript with {@code new Function}. A worker has no page to
     * reach; the pages themselves keep the policy above.
     */
    public static final String ENGINE_WORKER_POLICY = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval' 'unsafe-eval'; "
            + "connect-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'none'";

    private SecurityHeaders() {
    }

    public static void apply(Context ctx) {
        apply(ctx::header, ctx.path().startsWith(ENGINE_WORKER_PATH) ? ENGINE_WORKER_POLICY : CONTENT_SECURITY_POLICY);
    }

    /** Sets the headers through {@code header} (name, value). */
    public static void apply(java.util.function.BiConsumer<String, String> header) {
        apply(header, CONTENT_SECURITY_POLICY);
    }

    private static void apply(java.util.function.BiConsumer<String, String> header, String policy) {
        header.accept("Content-Security-Policy", policy);
        header.accept("X-Frame-Options", "DENY");
        header.accept("X-Content-Type-Options", "nosniff");
        header.accept("Referrer-Policy", "same-origin");
    }
}
