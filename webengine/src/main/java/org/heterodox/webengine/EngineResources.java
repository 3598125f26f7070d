package org.heterodox.webengine;

import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.Set;
import org.heterodox.engine.EngineGame;
import org.heterodox.engine.EngineGames;
import org.heterodox.rules.GameDefinition;
import org.heterodox.rules.Variants;
import org.teavm.extension.spi.resources.DefaultResourcesPolicy;

/**
 * Tells TeaVM, while it compiles the worker, which class-path resources to build in: every game's table of
 * evaluation weights, read by {@code Weights.builtIn} as on the JVM. Runs in the compiler, not in the browser.
 */
public final class EngineResources extends DefaultResourcesPolicy {
    @Override
    public String[] supplyResources(Collection<? extends String> classes) {
        Set<String> resources = new LinkedHashSet<>();
        for (GameDefinition game : Variants.all()) {
            EngineGame entry = EngineGames.of(game);
            if (entry.tunable()) {
                resources.add("org/heterodox/engine/eval/weights/" + entry.weightsTable() + ".weights");
            }
        }
        return resources.toArray(String[]::new);
    }
}
