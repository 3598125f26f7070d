package org.heterodox.server.ops;

import org.heterodox.rules.GameDefinition;
import org.heterodox.rules.VariantSpec;
import org.heterodox.rules.Variants;
import org.heterodox.rules.format.FormatException;

/**
 * A game's metric label: the name of its definition in the rules registry (options left out, so the
 * label takes as many values as there are games), {@value #OTHER} for a spec no registered game has.
 */
final class GameLabel {
    static final String OTHER = "other";

    private GameLabel() {
    }

    static String of(String spec) {
        try {
            GameDefinition game = Variants.find(VariantSpec.parse(spec).name());
            return game == null ? OTHER : game.name();
        } catch (FormatException | RuntimeException e) {
            return OTHER;
        }
    }
}
