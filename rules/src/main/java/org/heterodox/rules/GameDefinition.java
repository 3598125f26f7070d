package org.heterodox.rules;

import java.util.List;
import java.util.function.Function;

/**
 * One entry of the registry: a game's spec name, the options it accepts (with what each changes),
 * other names it is known by (for PGN {@code Variant} tags), a one-line summary, and how to build it
 * from chosen options. What the built game is like (board, hands, phases...) is its
 * {@link Variant#description()}.
 */
public record GameDefinition(
        String name,
        String displayName,
        List<GameOption> optionDescriptions,
        List<String> aliases,
        String summary,
        Function<List<String>, Variant> factory) {

    public GameDefinition {
        optionDescriptions = List.copyOf(optionDescriptions);
        aliases = List.copyOf(aliases);
    }

    /** The names of the options, in the game's canonical order. */
    public List<String> options() {
        return optionDescriptions.stream().map(GameOption::name).toList();
    }

    /** The game without options. */
    public Variant standard() {
        return factory.apply(List.of());
    }
}
