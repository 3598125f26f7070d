package org.heterodox.rules;

import java.util.List;
import org.heterodox.rules.format.FormatException;

/** What every game definition shares: its name, display name, options and start position. */
public abstract class BaseVariant implements Variant {
    private final String name;
    private final String displayName;
    private final List<String> options;
    private final String startFen;
    /** Worked out once: a variant never changes, and protocols and the API ask for it per move. */
    private GameDescription description;

    protected BaseVariant(String name, String displayName, List<String> options, String startFen) {
        this.name = name;
        this.displayName = displayName;
        this.options = List.copyOf(options);
        this.startFen = startFen;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public List<String> options() {
        return options;
    }

    @Override
    public String displayName() {
        return displayName;
    }

    @Override
    public String startFen() {
        return startFen;
    }

    @Override
    public final GameDescription description() {
        GameDescription known = description;
        if (known == null) {
            // A benign race: the description is an immutable record, so two threads may both build it.
            known = describe();
            description = known;
        }
        return known;
    }

    /** The game's facts under this variant's options (see {@link #description()}, which keeps them). */
    protected abstract GameDescription describe();

    @Override
    public Position startPosition() {
        try {
            return fromFen(startFen);
        } catch (FormatException e) {
            throw new IllegalStateException("start position of " + spec() + " is invalid: " + e.getMessage(), e);
        }
    }

    @Override
    public String toString() {
        return spec();
    }
}
