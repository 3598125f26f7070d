package org.heterodox.rules;

import java.util.List;
import java.util.function.Function;

/**
 * One entry of the registry: a game's spec name, the options it accepts, other names it is known by
 * (for PGN {@code Variant} tags), a one-line summary, and how to build it from chosen options.
 */
public record GameDefinition(
        String name,
        String displayName,
        List<String> options,
        List<String> aliases,
        String summary,
        Function<List<String>, Variant> factory) {

    public GameDefinition {
        options = List.copyOf(options);
        aliases = List.copyOf(aliases);
    }
}
