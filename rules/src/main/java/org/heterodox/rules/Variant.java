package org.heterodox.rules;

import java.util.List;
import java.util.Optional;
import org.heterodox.rules.explain.MoveExplainer;
import org.heterodox.rules.format.FormatException;
import org.heterodox.rules.format.MoveNotation;

/** An immutable game definition, built from a {@link VariantSpec} by {@link Variants}. */
public interface Variant {
    /** The spec name, e.g. {@code uchess}. */
    String name();

    /** The options in effect, in the canonical order of the game's option list. */
    List<String> options();

    default boolean hasOption(String option) {
        return options().contains(option);
    }

    /** The canonical spec string, {@code name} or {@code name:opt1,opt2}. */
    default String spec() {
        return options().isEmpty() ? name() : name() + ":" + String.join(",", options());
    }

    /** Name shown to people, e.g. {@code U-Chess}. */
    String displayName();

    String startFen();

    Position startPosition();

    /** Reads a position in this game's FEN (or SFEN) form, validating it strictly. */
    Position fromFen(String fen) throws FormatException;

    /**
     * Reads a FEN (or SFEN) of this game into a set-up, checking each field but not the game's rules;
     * {@code fromFen(fen)} is {@code fromSetup(readSetup(fen))}, except where the text holds more
     * than a set-up (an Ambiguous Chess announcement waiting for the choice).
     */
    Setup readSetup(String fen) throws FormatException;

    /**
     * The position of a set-up (what FEN and SFEN readers produce), once this game's rules accept it;
     * otherwise an error naming what they reject.
     */
    Position fromSetup(Setup setup) throws FormatException;

    /** The move notations this game supports; the first is the one used in game records. */
    List<MoveNotation> notations();

    /** The notation named {@code name}, or an error listing the available ones. */
    default MoveNotation notation(String name) throws FormatException {
        StringBuilder names = new StringBuilder();
        for (MoveNotation n : notations()) {
            if (n.name().equalsIgnoreCase(name)) {
                return n;
            }
            names.append(names.length() == 0 ? "" : ", ").append(n.name());
        }
        throw new FormatException("unknown notation '" + name + "' for " + spec() + "; available: " + names, name, -1);
    }

    /** The machine notation (UCI or USI). */
    MoveNotation machineNotation();

    /** A text diagram of the position for terminals. */
    String diagram(Position position);

    /** What this game, with these options, says about itself (board, hands, phases, notations...). */
    GameDescription description();

    /**
     * What says why each pseudo-legal move is or is not legal, in a game whose legality is worth explaining
     * (U-Chess's writing rule); empty in the others. {@link GameDescription#explainsMoves()} tells which.
     */
    default Optional<MoveExplainer> moveExplainer() {
        return Optional.empty();
    }

    /** The names of {@link #notations()}, the record notation first. */
    default List<String> notationNames() {
        return notations().stream().map(MoveNotation::name).toList();
    }
}
