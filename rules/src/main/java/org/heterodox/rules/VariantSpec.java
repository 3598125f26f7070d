package org.heterodox.rules;

import java.util.ArrayList;
import java.util.List;
import org.heterodox.rules.format.FormatException;

/** The syntax of a variant spec, {@code name} or {@code name:opt1,opt2}; meaning is checked by {@link Variants}. */
public record VariantSpec(String name, List<String> options) {
    public VariantSpec {
        options = List.copyOf(options);
    }

    public static VariantSpec parse(String text) throws FormatException {
        if (text == null || text.isBlank()) {
            throw new FormatException("empty variant spec; expected name or name:opt1,opt2", "", 0);
        }
        String trimmed = text.trim();
        int colon = trimmed.indexOf(':');
        String name = (colon < 0 ? trimmed : trimmed.substring(0, colon)).trim().toLowerCase(java.util.Locale.ROOT);
        if (name.isEmpty()) {
            throw new FormatException("variant spec '" + text + "' has no name before ':'", text, 0);
        }
        List<String> options = new ArrayList<>();
        if (colon >= 0) {
            String rest = trimmed.substring(colon + 1);
            int index = colon + 1;
            for (String part : rest.split(",", -1)) {
                String option = part.trim().toLowerCase(java.util.Locale.ROOT);
                if (option.isEmpty()) {
                    throw new FormatException("variant spec '" + text + "' has an empty option", part, index);
                }
                if (options.contains(option)) {
                    throw new FormatException("variant spec '" + text + "' repeats option '" + option + "'", part, index);
                }
                options.add(option);
                index += part.length() + 1;
            }
        }
        return new VariantSpec(name, options);
    }

    @Override
    public String toString() {
        return options.isEmpty() ? name : name + ":" + String.join(",", options);
    }
}
