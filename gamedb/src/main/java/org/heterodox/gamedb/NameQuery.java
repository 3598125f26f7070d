package org.heterodox.gamedb;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The LIKE patterns a typed player name matches, each a prefix of a lowercased name column (so each
 * can use that column's index). PGN writes names "Last, First", people type "First Last": a name of
 * several words also matches every "Last, First" reading of its words ("Mario Rossi" and "Rossi Mario"
 * both find "Rossi, Mario"; "Maria de la Cruz" finds "de la Cruz, Maria"; "M Rossi" finds "Rossi, Mario").
 */
final class NameQuery {
    /** Beyond this many words only the name as typed is matched, which bounds the patterns of one filter. */
    static final int MAX_WORDS = 6;

    private NameQuery() {
    }

    /** The patterns (with {@code !} as the LIKE escape), the name as typed first. */
    static List<String> patterns(String typed) {
        String text = typed.strip().toLowerCase(Locale.ROOT);
        Set<String> forms = new LinkedHashSet<>();
        forms.add(text);
        List<String> words = Arrays.stream(text.split("[\\s,]+")).filter(w -> !w.isEmpty()).toList();
        if (words.size() >= 2 && words.size() <= MAX_WORDS) {
            forms.add(String.join(" ", words));
            for (int split = 1; split < words.size(); split++) {
                String front = String.join(" ", words.subList(0, split));
                String back = String.join(" ", words.subList(split, words.size()));
                forms.add(back + ", " + front);
                forms.add(front + ", " + back);
            }
        }
        List<String> patterns = new ArrayList<>(forms.size());
        for (String form : forms) {
            patterns.add(form.replace("!", "!!").replace("%", "!%").replace("_", "!_") + "%");
        }
        return patterns;
    }
}
