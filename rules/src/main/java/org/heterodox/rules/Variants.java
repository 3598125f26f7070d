package org.heterodox.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import org.heterodox.rules.alice.AliceVariant;
import org.heterodox.rules.ambiguous.AmbiguousVariant;
import org.heterodox.rules.chess.ChessVariant;
import org.heterodox.rules.format.FormatException;
import org.heterodox.rules.shogi.ShogiVariant;
import org.heterodox.rules.uchess.UChessVariant;
import org.heterodox.rules.unachess.UnachessVariant;

/** The registry of every game Heterodox plays: the one list the CLI, protocols, PGN and UI enumerate. */
public final class Variants {
    /** The game played where none is named (orthodox chess); a constant, so that option defaults can name it. */
    public static final String DEFAULT = ChessVariant.NAME;

    private static final List<GameDefinition> BUILT_IN = List.of(
            ChessVariant.DEFINITION,
            UChessVariant.DEFINITION,
            UnachessVariant.UNACHESS,
            UnachessVariant.UNACHESS2,
            UnachessVariant.PARACHUTE,
            ShogiVariant.SHOGI,
            ShogiVariant.UNASHOGI,
            AmbiguousVariant.DEFINITION,
            AliceVariant.DEFINITION);
    private static final List<GameDefinition> GAMES = new CopyOnWriteArrayList<>(BUILT_IN);
    /**
     * Variants built for PGN tags, by tag: a variant is an immutable value, and building one per game (with
     * its reference board and FEN reading) cost a database import more than reading the game's tags.
     * Bounded, since tags are input; emptied when the registry changes.
     */
    private static final Map<String, Variant> BY_TAG = new ConcurrentHashMap<>();
    private static final int MAX_TAGS_KEPT = 256;
    /** Longer tags (padded with spaces, say) are read each time rather than kept. */
    private static final int MAX_TAG_KEPT = 100;

    private Variants() {
    }

    /** Every game, the built-in ones first, then those {@linkplain #register registered} (in that order). */
    public static List<GameDefinition> all() {
        return List.copyOf(GAMES);
    }

    /** The games Heterodox ships (without any registered later). */
    public static List<GameDefinition> builtIn() {
        return BUILT_IN;
    }

    /**
     * Adds a game to the registry, after which every layer plays it like the built-in ones: the hook
     * through which tests add a toy game without changing the other layers.
     *
     * @throws IllegalArgumentException when a game of that name is already registered
     */
    public static void register(GameDefinition game) {
        synchronized (GAMES) {
            if (find(game.name()) != null) {
                throw new IllegalArgumentException("a game named '" + game.name() + "' is already registered");
            }
            GAMES.add(game);
            BY_TAG.clear();
        }
    }

    /** Removes a game {@linkplain #register registered} earlier; the built-in games cannot be removed. */
    public static void unregister(GameDefinition game) {
        if (BUILT_IN.contains(game)) {
            throw new IllegalArgumentException("built-in game '" + game.name() + "' cannot be removed");
        }
        GAMES.remove(game);
        BY_TAG.clear();
    }

    /** The registry entry of a built variant. */
    public static GameDefinition definitionOf(Variant variant) {
        GameDefinition game = find(variant.name());
        if (game == null) {
            throw new IllegalStateException("variant " + variant.spec() + " is not registered");
        }
        return game;
    }

    /** Builds the variant named by {@code spec}, or explains which names or options are valid. */
    public static Variant of(String spec) throws FormatException {
        VariantSpec parsed = VariantSpec.parse(spec);
        GameDefinition game = find(parsed.name());
        if (game == null) {
            throw new FormatException("unknown variant '" + parsed.name() + "'; valid variants: " + names(), parsed.name(), 0);
        }
        for (String option : parsed.options()) {
            if (!game.options().contains(option)) {
                String valid = game.options().isEmpty() ? "it takes no options" : "valid options: " + String.join(", ", game.options());
                throw new FormatException("unknown option '" + option + "' for variant " + game.name() + "; " + valid,
                        option, spec.indexOf(option));
            }
        }
        List<String> canonical = new ArrayList<>();
        for (String option : game.options()) {
            if (parsed.options().contains(option)) {
                canonical.add(option);
            }
        }
        return game.factory().apply(List.copyOf(canonical));
    }

    /** Like {@link #of} but also accepts a game's display name or alias (for PGN tags such as "U-Chess"). */
    public static Variant fromTag(String tag) throws FormatException {
        Variant known = BY_TAG.get(tag);
        if (known != null) {
            return known;
        }
        Variant variant = readTag(tag);
        if (tag.length() <= MAX_TAG_KEPT && BY_TAG.size() < MAX_TAGS_KEPT) {
            BY_TAG.put(tag, variant);
        }
        return variant;
    }

    private static Variant readTag(String tag) throws FormatException {
        String trimmed = tag.trim();
        for (GameDefinition game : GAMES) {
            for (String alias : game.aliases()) {
                if (alias.equalsIgnoreCase(trimmed)) {
                    return of(game.name());
                }
            }
            if (game.displayName().equalsIgnoreCase(trimmed)) {
                return of(game.name());
            }
        }
        return of(trimmed);
    }

    public static GameDefinition find(String name) {
        String lower = name.toLowerCase(Locale.ROOT);
        for (GameDefinition game : GAMES) {
            if (game.name().equals(lower)) {
                return game;
            }
        }
        return null;
    }

    public static String names() {
        List<String> names = new ArrayList<>();
        for (GameDefinition game : GAMES) {
            names.add(game.name());
        }
        return String.join(", ", names);
    }
}
