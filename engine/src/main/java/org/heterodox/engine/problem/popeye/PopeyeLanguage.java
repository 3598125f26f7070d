package org.heterodox.engine.problem.popeye;

import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The words of Popeye's input language that Heterodox reads, in English and German (Popeye takes
 * the language from the first word: {@code BeginProblem} or {@code AnfangProblem}). Popeye reads any
 * word by a prefix of it; as in its own files, a prefix of at least three letters is taken.
 */
enum PopeyeLanguage {
    ENGLISH(List.of("beginproblem", "nextproblem", "endproblem", "pieces", "stipulation", "condition", "option", "twin",
            "author", "origin", "title", "remark", "protocol", "sstipulation", "forsyth", "zeroposition"),
            Map.of('k', 'k', 'q', 'q', 'r', 'r', 'b', 'b', 's', 'n', 'p', 'p'), "white", "black", "neutral",
            Map.ofEntries(Map.entry("try", "try"), Map.entry("defence", "defence"), Map.entry("setplay", "setplay"),
                    Map.entry("threat", "threat"), Map.entry("whitetoplay", "whitetoplay"),
                    Map.entry("variation", "variation"), Map.entry("movenumbers", "movenumbers"),
                    Map.entry("nowk", "nowk"), Map.entry("nobk", "nobk"), Map.entry("nothreat", "nothreat"),
                    Map.entry("maxsolutions", "maxsolutions"), Map.entry("maxflightsquares", "maxflightsquares"),
                    Map.entry("noboard", "noboard"), Map.entry("noshortvariations", "noshortvariations"),
                    Map.entry("intelligent", "intelligent"), Map.entry("maxtime", "maxtime"),
                    Map.entry("nocastling", "nocastling"), Map.entry("trivialtriesavoid", "trivialtriesavoid"),
                    Map.entry("keepmatingpiece", "keepmatingpiece"), Map.entry("beep", "beep"),
                    Map.entry("stoponshortsolutions", "stoponshortsolutions"), Map.entry("duplex", "duplex"),
                    Map.entry("halfduplex", "halfduplex"), Map.entry("enpassant", "enpassant"),
                    Map.entry("postkeyplay", "postkeyplay"), Map.entry("nullmoves", "nullmoves"),
                    Map.entry("quodlibet", "quodlibet"), Map.entry("nontrivial", "nontrivial"),
                    Map.entry("startmovenumber", "startmovenumber"), Map.entry("uptomovenumber", "uptomovenumber"))),
    GERMAN(List.of("anfangproblem", "weiteresproblem", "endeproblem", "steine", "forderung", "bedingung", "option",
            "zwilling", "autor", "quelle", "titel", "bemerkung", "protokoll", "sforderung", "forsyth", "nullstellung"),
            Map.of('k', 'k', 'd', 'q', 't', 'r', 'l', 'b', 's', 'n', 'b', 'p'), "weiss", "schwarz", "neutral",
            Map.ofEntries(Map.entry("verfuehrung", "try"), Map.entry("abwehr", "defence"), Map.entry("satzspiel", "setplay"),
                    Map.entry("drohung", "threat"), Map.entry("weissbeginnt", "whitetoplay"),
                    Map.entry("varianten", "variation"), Map.entry("zugnummern", "movenumbers"),
                    Map.entry("ohnewk", "nowk"), Map.entry("ohnesk", "nobk"), Map.entry("ohnedrohung", "nothreat"),
                    Map.entry("maxloesungen", "maxsolutions"), Map.entry("maxfluchtfelder", "maxflightsquares"),
                    Map.entry("ohnebrett", "noboard"), Map.entry("keinekurzvarianten", "noshortvariations"),
                    Map.entry("intelligent", "intelligent"), Map.entry("maxzeit", "maxtime"),
                    Map.entry("keinerochade", "nocastling"), Map.entry("vermeidetrivialeverfuehrungen", "trivialtriesavoid"),
                    Map.entry("behaltemattfiguren", "keepmatingpiece"), Map.entry("piepse", "beep"),
                    Map.entry("stopbeikurzloesungen", "stoponshortsolutions"), Map.entry("duplex", "duplex"),
                    Map.entry("halbduplex", "halfduplex"), Map.entry("enpassant", "enpassant"),
                    Map.entry("nachschluesselspiel", "postkeyplay"), Map.entry("nullzuege", "nullmoves"),
                    Map.entry("quodlibet", "quodlibet"), Map.entry("nichttrivial", "nontrivial"),
                    Map.entry("startzugnummer", "startmovenumber"), Map.entry("biszugnummer", "uptomovenumber")));

    /** The shortest prefix of a word that Heterodox takes for it. */
    static final int MIN_PREFIX = 3;

    /** Each keyword in this language; {@link Keyword#values()} gives the same keywords in the same order. */
    private final List<String> keywords;
    /** Popeye's orthodox piece letters in this language, to FEN's (a knight is S in both). */
    private final Map<Character, Character> pieces;
    private final String white;
    private final String black;
    private final String neutral;
    /** Options, in this language, to their English names. */
    private final Map<String, String> options;

    PopeyeLanguage(List<String> keywords, Map<Character, Character> pieces, String white, String black, String neutral,
                   Map<String, String> options) {
        this.keywords = keywords;
        this.pieces = pieces;
        this.white = white;
        this.black = black;
        this.neutral = neutral;
        this.options = options;
    }

    /** Popeye's commands, in the order of each language's list. */
    enum Keyword { BEGIN, NEXT, END, PIECES, STIPULATION, CONDITION, OPTION, TWIN, AUTHOR, ORIGIN, TITLE, REMARK,
        PROTOCOL, SSTIPULATION, FORSYTH, ZEROPOSITION;

        /** The commands whose value is the rest of their line. */
        boolean takesLine() {
            return this == AUTHOR || this == ORIGIN || this == TITLE || this == REMARK || this == PROTOCOL;
        }
    }

    /** The language whose first keyword {@code word} abbreviates, or null. */
    static PopeyeLanguage of(String word) {
        for (PopeyeLanguage language : values()) {
            if (language.keyword(word) == Keyword.BEGIN) {
                return language;
            }
        }
        return null;
    }

    /** The keyword {@code word} abbreviates in this language, or null (words with digits never do). */
    Keyword keyword(String word) {
        String w = word.toLowerCase(Locale.ROOT);
        if (w.length() < MIN_PREFIX || !w.chars().allMatch(Character::isLetter)) {
            return null;
        }
        for (int i = 0; i < keywords.size(); i++) {
            if (keywords.get(i).startsWith(w)) {
                return Keyword.values()[i];
            }
        }
        return null;
    }

    /** FEN's letter (lower case) of Popeye's orthodox piece letter {@code c}, or 0 for any other. */
    char piece(char c) {
        Character fen = pieces.get(Character.toLowerCase(c));
        return fen == null ? 0 : fen;
    }

    /** 'w', 'b' or 'n' (neutral) for a colour word (a prefix of two letters or more), else 0. */
    char colour(String word) {
        String w = word.toLowerCase(Locale.ROOT);
        if (w.length() < 2) {
            return 0;
        }
        return white.startsWith(w) ? 'w' : black.startsWith(w) ? 'b' : neutral.startsWith(w) ? 'n' : 0;
    }

    /** The English name of the option {@code word} abbreviates in this language, or null. */
    String option(String word) {
        String w = word.toLowerCase(Locale.ROOT);
        if (w.length() < MIN_PREFIX) {
            return null;
        }
        String exact = options.get(w);
        if (exact != null) {
            return exact;
        }
        List<String> named = options.entrySet().stream().filter(e -> e.getKey().startsWith(w)).map(Map.Entry::getValue)
                .distinct().toList();
        // An abbreviation of several options names none of them.
        return named.size() == 1 ? named.get(0) : null;
    }
}
