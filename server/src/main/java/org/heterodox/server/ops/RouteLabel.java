package org.heterodox.server.ops;

import io.javalin.http.Context;

/**
 * The route a request took, as its template ({@code /api/games/{id}}), never the path it asked for:
 * a metric label must take few values, and a path also carries invite codes. Requests no route
 * answers are {@value #STATIC} (the app's files) or {@value #UNMATCHED}.
 */
final class RouteLabel {
    static final String STATIC = "static";
    static final String UNMATCHED = "unmatched";

    private RouteLabel() {
    }

    static String of(Context ctx) {
        String template;
        try {
            template = ctx.endpointHandlerPath();
        } catch (RuntimeException e) {
            template = null;
        }
        // Javalin names no route with a sentence ("No handler matched ..."); a route's template starts with '/'.
        if (template == null || !template.startsWith("/") || template.equals("/*")) {
            return ctx.statusCode() < 400 ? STATIC : UNMATCHED;
        }
        return template;
    }
}
