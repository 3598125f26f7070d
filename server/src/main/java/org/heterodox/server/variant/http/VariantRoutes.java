package org.heterodox.server.variant.http;

import io.javalin.Javalin;
import io.javalin.http.Context;
import org.heterodox.rules.Variants;
import org.heterodox.rules.format.FormatException;
import org.heterodox.server.api.ApiException;
import org.heterodox.server.api.Params;
import org.heterodox.server.i18n.GameTexts;

/** {@code /api/variants}: every game with its options and facts, in the request's language. */
public final class VariantRoutes {
    public void register(Javalin app) {
        app.get("/api/variants", ctx -> ctx.json(VariantView.all(GameTexts.of(Params.language(ctx)))));
        app.get("/api/variants/{spec}", this::variant);
    }

    private void variant(Context ctx) {
        String spec = ctx.pathParam("spec");
        try {
            ctx.json(VariantView.of(Variants.of(spec), GameTexts.of(Params.language(ctx))));
        } catch (FormatException e) {
            throw ApiException.badRequest(e.getMessage());
        }
    }
}
