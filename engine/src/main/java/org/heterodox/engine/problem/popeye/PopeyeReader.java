package org.heterodox.engine.problem.popeye;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.heterodox.engine.problem.Stipulation;
import org.heterodox.engine.problem.popeye.PopeyeLanguage.Keyword;
import org.heterodox.rules.Variant;
import org.heterodox.rules.Variants;
import org.heterodox.rules.alice.AliceVariant;
import org.heterodox.rules.chess.ChessVariant;
import org.heterodox.rules.format.FormatException;

/**
 * Reads Popeye's input language (docs/engine.md#popeye-input) for the problems Heterodox can
 * express: orthodox chess and Alice Chess ({@code Condition AliceChess}, or pieces declared
 * {@code AliceB}), the pieces K Q R B S P of each colour on their squares, the stipulations
 * {@code #N}, {@code s#N}, {@code h#N} and {@code h#N.5}, the options that change nothing of the
 * problem (Try, Variation, NoBoard...) or that the FEN carries (NoCastling, WhiteToPlay), and the
 * Author, Origin and Title lines; English and German keywords, abbreviated as Popeye allows.
 * Anything else (fairy pieces and conditions, twins, duplex, en passant keys...) is refused with a
 * {@link FormatException} naming the word and its place in the text: for the whole input when it
 * does not begin as Popeye's input does, for one problem otherwise (the others are still read).
 */
public final class PopeyeReader {
    private static final Pattern WORD = Pattern.compile("\\S+");
    private static final Pattern PIECE = Pattern.compile("([a-z]{1,2})((?:[a-h][1-8])+)");
    private static final Pattern SQUARES = Pattern.compile("(?:[a-h][1-8])+");
    private static final Pattern STIPULATION = Pattern.compile("([hs]?)#(\\d{1,3})(\\.5)?");
    private static final Pattern NUMBER = Pattern.compile("\\d{1,9}");
    /** Popeye's names of Alice Chess's condition (English and German), read by a prefix as Popeye does. */
    private static final List<String> ALICE_CONDITIONS = List.of("AliceChess", "AliceSchach");
    /** The shortest prefix of the condition's name taken for it ("Alice"). */
    private static final int MIN_CONDITION_PREFIX = 5;
    /** Options that change nothing Heterodox solves (how Popeye writes its answer, how it searches). */
    private static final Set<String> OUTPUT_OPTIONS = Set.of("try", "setplay", "variation", "movenumbers", "nowk", "nobk",
            "nothreat", "noboard", "noshortvariations", "trivialtriesavoid", "keepmatingpiece", "stoponshortsolutions");
    /** Options of the same kind followed by a number. */
    private static final Set<String> VALUED_OPTIONS = Set.of("defence", "threat", "maxsolutions", "maxflightsquares",
            "maxtime", "startmovenumber", "uptomovenumber");
    /** Options followed by a number or not. */
    private static final Set<String> OPTIONALLY_VALUED = Set.of("intelligent", "beep");

    private PopeyeReader() {
    }

    /** One problem of the input: read, or refused with the reason ({@code problem} null). */
    public record Entry(int number, PopeyeProblem problem, FormatException error) {
    }

    /** A word of the input, with its place (characters from the start) and the keyword it is, if any. */
    private record Token(String text, int at, Keyword keyword) {
    }

    /** A command of one problem with the words that follow it. */
    private record Command(Token head, List<Token> words) {
    }

    /**
     * Every problem of {@code text}, each read or refused. Throws only when the text is not Popeye's
     * input at all (it does not begin with BeginProblem or AnfangProblem).
     */
    public static List<Entry> read(String text) throws FormatException {
        List<Token> tokens = new ArrayList<>();
        PopeyeLanguage language = tokenize(text == null ? "" : text, tokens);
        List<Entry> entries = new ArrayList<>();
        List<Command> problem = new ArrayList<>();
        int number = 1;
        boolean ended = false;
        for (int i = 1; i < tokens.size() && !ended; i++) {
            Token token = tokens.get(i);
            Keyword keyword = token.keyword();
            if (keyword == Keyword.BEGIN) {
                continue;
            }
            if (keyword == Keyword.NEXT || keyword == Keyword.END) {
                entries.add(entry(number++, problem, language));
                problem = new ArrayList<>();
                ended = keyword == Keyword.END;
            } else if (keyword != null) {
                problem.add(new Command(token, new ArrayList<>()));
            } else if (problem.isEmpty()) {
                problem.add(new Command(token, new ArrayList<>()));
            } else {
                problem.get(problem.size() - 1).words().add(token);
            }
        }
        if (!ended && !problem.isEmpty()) {
            entries.add(entry(number, problem, language));
        }
        return entries;
    }

    /** Every problem of {@code text}; the first one refused is thrown. */
    public static List<PopeyeProblem> readAll(String text) throws FormatException {
        List<PopeyeProblem> problems = new ArrayList<>();
        for (Entry entry : read(text)) {
            if (entry.error() != null) {
                throw entry.error();
            }
            problems.add(entry.problem());
        }
        return problems;
    }

    /** Cuts the text into words, a remark's whole line as one; returns the language of its first word. */
    private static PopeyeLanguage tokenize(String text, List<Token> tokens) throws FormatException {
        PopeyeLanguage language = null;
        int at = 0;
        while (at < text.length()) {
            int end = text.indexOf('\n', at);
            if (end < 0) {
                end = text.length();
            }
            String line = text.substring(at, end);
            Matcher word = WORD.matcher(line);
            while (word.find()) {
                String w = word.group();
                int place = at + word.start();
                if (language == null) {
                    language = PopeyeLanguage.of(w);
                    if (language == null) {
                        throw new FormatException("Popeye's input begins with BeginProblem (AnfangProblem in German), not '"
                                + shorten(w) + "'", w, place);
                    }
                }
                Keyword keyword = language.keyword(w);
                if (keyword != null && keyword.takesLine()) {
                    tokens.add(new Token(w, place, keyword));
                    tokens.add(new Token(line.substring(word.end()).trim(), place + w.length(), null));
                    break;
                }
                tokens.add(new Token(w, place, keyword));
            }
            at = end + 1;
        }
        if (language == null) {
            throw new FormatException("the input is empty: Popeye's input begins with BeginProblem", "", 0);
        }
        return language;
    }

    private static Entry entry(int number, List<Command> commands, PopeyeLanguage language) {
        try {
            return new Entry(number, new ProblemBuilder(number, language).read(commands), null);
        } catch (FormatException e) {
            return new Entry(number, null, e);
        }
    }

    private static String shorten(String text) {
        return text.length() > 30 ? text.substring(0, 30) + "..." : text;
    }

    /** What one problem's commands say, gathered and then turned into a position and a stipulation. */
    private static final class ProblemBuilder {
        private final int number;
        private final PopeyeLanguage language;
        /** Square index (a1 = 0) to the FEN letter, with '|' before it for a piece on board B. */
        private final Map<Integer, String> board = new LinkedHashMap<>();
        private final Set<String> noCastling = new TreeSet<>();
        private final List<String> authors = new ArrayList<>();
        private final List<String> origins = new ArrayList<>();
        private final List<String> titles = new ArrayList<>();
        private final StringBuilder stipulation = new StringBuilder();
        private Token stipulationToken;
        private boolean alice;
        private boolean whiteToPlay;

        ProblemBuilder(int number, PopeyeLanguage language) {
            this.number = number;
            this.language = language;
        }

        PopeyeProblem read(List<Command> commands) throws FormatException {
            for (Command command : commands) {
                Keyword keyword = command.head().keyword();
                if (keyword == null) {
                    throw error("'" + shorten(command.head().text()) + "' is not a command of Popeye's input", command.head());
                }
                switch (keyword) {
                    case PIECES -> pieces(command.words());
                    case STIPULATION -> {
                        stipulationToken = command.head();
                        stipulation.setLength(0);
                        command.words().forEach(w -> stipulation.append(w.text()));
                    }
                    case CONDITION -> conditions(command.words());
                    case OPTION -> options(command.words());
                    case AUTHOR -> line(authors, command);
                    case ORIGIN -> line(origins, command);
                    case TITLE -> line(titles, command);
                    case REMARK, PROTOCOL -> {
                        // a comment, or where Popeye writes its answer: nothing of the problem
                    }
                    default -> throw error("'" + shorten(command.head().text()) + "' (" + keyword.name().toLowerCase(Locale.ROOT)
                            + ") is not read by Heterodox: it reads one position per problem, given by its pieces", command.head());
                }
            }
            return build();
        }

        private void line(List<String> lines, Command command) {
            String text = command.words().isEmpty() ? "" : command.words().get(0).text();
            if (!text.isBlank()) {
                lines.add(text);
            }
        }

        private void pieces(List<Token> words) throws FormatException {
            char colour = 0;
            boolean boardB = false;
            for (Token word : words) {
                String w = word.text().toLowerCase(Locale.ROOT);
                char named = language.colour(w);
                if (named != 0 && !PIECE.matcher(w).matches()) {
                    if (named == 'n') {
                        throw error("neutral pieces are fairy pieces, which Heterodox does not play", word);
                    }
                    colour = named;
                    boardB = false;
                    continue;
                }
                if (w.equals("aliceb") || w.equals("alicea")) {
                    // Either attribute makes the problem Alice Chess, as in Popeye.
                    boardB = w.equals("aliceb");
                    alice = true;
                    continue;
                }
                Matcher m = PIECE.matcher(w);
                if (!m.matches()) {
                    throw error("'" + shorten(word.text()) + "' is not a piece on its squares (such as Ke1 or Pa2b2)"
                            + " nor a colour; piece attributes other than AliceA and AliceB are not read", word);
                }
                char piece = m.group(1).length() == 1 ? language.piece(m.group(1).charAt(0)) : 0;
                if (piece == 0) {
                    throw error("'" + m.group(1) + "' is not an orthodox piece of Popeye's "
                            + language.name().toLowerCase(Locale.ROOT) + " input (" + (language == PopeyeLanguage.ENGLISH
                            ? "K Q R B S P; N is the nightrider" : "K D T L S B") + ")", word);
                }
                if (colour == 0) {
                    throw error("the piece '" + shorten(word.text()) + "' comes before its colour", word);
                }
                String letter = (boardB ? "|" : "") + (colour == 'w' ? Character.toUpperCase(piece) : piece);
                String squares = m.group(2);
                for (int i = 0; i < squares.length(); i += 2) {
                    int square = (squares.charAt(i + 1) - '1') * 8 + (squares.charAt(i) - 'a');
                    if (board.putIfAbsent(square, letter) != null) {
                        throw error("two pieces on " + squares.substring(i, i + 2), word);
                    }
                }
            }
        }

        private void conditions(List<Token> words) throws FormatException {
            for (Token word : words) {
                String w = word.text().toLowerCase(Locale.ROOT);
                if (w.length() < MIN_CONDITION_PREFIX
                        || ALICE_CONDITIONS.stream().noneMatch(c -> c.toLowerCase(Locale.ROOT).startsWith(w))) {
                    throw error("the condition '" + shorten(word.text()) + "' is not one Heterodox plays (it reads AliceChess)",
                            word);
                }
                alice = true;
            }
        }

        private void options(List<Token> words) throws FormatException {
            for (int i = 0; i < words.size(); i++) {
                Token word = words.get(i);
                String option = language.option(word.text());
                if (option == null) {
                    throw error("'" + shorten(word.text()) + "' is not an option Heterodox reads", word);
                }
                if (OUTPUT_OPTIONS.contains(option)) {
                    continue;
                }
                if (VALUED_OPTIONS.contains(option)) {
                    if (i + 1 >= words.size() || !NUMBER.matcher(words.get(i + 1).text()).matches()) {
                        throw error("the option '" + word.text() + "' is followed by a number", word);
                    }
                    i++;
                } else if (OPTIONALLY_VALUED.contains(option)) {
                    if (i + 1 < words.size() && NUMBER.matcher(words.get(i + 1).text()).matches()) {
                        i++;
                    }
                } else if (option.equals("nocastling")) {
                    while (i + 1 < words.size() && SQUARES.matcher(words.get(i + 1).text().toLowerCase(Locale.ROOT)).matches()) {
                        String squares = words.get(++i).text().toLowerCase(Locale.ROOT);
                        for (int s = 0; s < squares.length(); s += 2) {
                            noCastling.add(squares.substring(s, s + 2));
                        }
                    }
                } else if (option.equals("whitetoplay")) {
                    whiteToPlay = true;
                } else {
                    throw error("the option '" + word.text() + "' (" + option + ") changes the problem in a way Heterodox"
                            + " does not solve", word);
                }
            }
        }

        private PopeyeProblem build() throws FormatException {
            if (stipulationToken == null) {
                throw new FormatException("problem " + number + ": no stipulation", null, -1);
            }
            Stipulation stip = stipulation();
            boolean whiteStarts = stip.kind() != Stipulation.Kind.HELP || stip.half();
            if (whiteToPlay && stip.kind() == Stipulation.Kind.HELP && !stip.half()) {
                // Popeye's h#N with White to play is h#(N-1).5.
                if (stip.moves() < 2) {
                    throw error("h#1 with WhiteToPlay (h#0.5) is not a stipulation Heterodox solves", stipulationToken);
                }
                stip = new Stipulation(Stipulation.Kind.HELP, stip.moves() - 1, true);
                whiteStarts = true;
            }
            Variant variant = Variants.of((alice ? AliceVariant.DEFINITION : ChessVariant.DEFINITION).name());
            String fen = placement() + (whiteStarts ? " w " : " b ") + castling() + " - 0 1";
            try {
                variant.fromFen(fen);
            } catch (FormatException e) {
                throw new FormatException("problem " + number + ": the position: " + e.getMessage(), fen, -1);
            }
            return new PopeyeProblem(number, variant, fen, stip, String.join("; ", authors), String.join("; ", origins),
                    String.join("; ", titles));
        }

        private Stipulation stipulation() throws FormatException {
            String text = stipulation.toString().toLowerCase(Locale.ROOT);
            Matcher m = STIPULATION.matcher(text);
            if (!m.matches()) {
                throw error("the stipulation '" + shorten(stipulation.toString()) + "' is not one Heterodox solves"
                        + " (#N, s#N, h#N, h#N.5)", stipulationToken);
            }
            try {
                return Stipulation.parse(text);
            } catch (IllegalArgumentException e) {
                throw error("the stipulation '" + text + "': " + e.getMessage(), stipulationToken);
            }
        }

        private String placement() {
            StringBuilder fen = new StringBuilder();
            for (int rank = 7; rank >= 0; rank--) {
                int empty = 0;
                for (int file = 0; file < 8; file++) {
                    String piece = board.get(rank * 8 + file);
                    if (piece == null) {
                        empty++;
                        continue;
                    }
                    fen.append(empty > 0 ? String.valueOf(empty) : "").append(piece);
                    empty = 0;
                }
                fen.append(empty > 0 ? String.valueOf(empty) : "").append(rank > 0 ? "/" : "");
            }
            return fen.toString();
        }

        /** Popeye lets every king and rook on its home square (board A) castle, but those of NoCastling. */
        private String castling() {
            StringBuilder rights = new StringBuilder();
            String[][] castles = {{"e1", "h1", "K", "K", "R"}, {"e1", "a1", "Q", "K", "R"}, {"e8", "h8", "k", "k", "r"},
                    {"e8", "a8", "q", "k", "r"}};
            for (String[] c : castles) {
                if (c[3].equals(at(c[0])) && c[4].equals(at(c[1])) && !noCastling.contains(c[0]) && !noCastling.contains(c[1])) {
                    rights.append(c[2]);
                }
            }
            return rights.isEmpty() ? "-" : rights.toString();
        }

        private String at(String square) {
            return board.get((square.charAt(1) - '1') * 8 + (square.charAt(0) - 'a'));
        }

        private FormatException error(String message, Token token) {
            return new FormatException("problem " + number + ": " + message, token.text(), token.at());
        }
    }
}
