package org.heterodox.server.site;

import io.javalin.Javalin;
import io.javalin.http.Context;
import java.io.IOException;
import java.io.InputStream;
import java.util.function.BooleanSupplier;

/** The site's own endpoints: its health and its API description ({@code openapi.yaml}). */
public final class SiteRoutes {
    private final BooleanSupplier databaseUp;
    private final boolean engines;
    private final byte[] openApi;

    public SiteRoutes(BooleanSupplier databaseUp, boolean engines) {
        this.databaseUp = databaseUp;
        this.engines = engines;
        try (InputStream in = SiteRoutes.class.getResourceAsStream("/openapi.yaml")) {
            if (in == null) {
                throw new IllegalStateException("openapi.yaml is missing from the server's resources");
            }
            this.openApi = in.readAllBytes();
        } catch (IOException e) {
            throw new IllegalStateException("openapi.yaml could not be read", e);
        }
    }

    public void register(Javalin app) {
        app.get("/api/health", this::health);
        app.get("/api/openapi.yaml", ctx -> ctx.contentType("application/yaml; charset=utf-8").result(openApi));
    }

    private void health(Context ctx) {
        boolean up = databaseUp.getAsBoolean();
        ctx.status(up ? 200 : 503).json(new HealthView(up ? "ok" : "degraded", up ? "ok" : "unreachable", engines));
    }
}
