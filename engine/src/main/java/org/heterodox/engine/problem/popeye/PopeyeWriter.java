package org.heterodox.engine.problem.popeye;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.heterodox.engine.problem.Stipulation;
import org.heterodox.rules.Variant;
import org.heterodox.rules.alice.AliceVariant;
import org.heterodox.rules.chess.ChessVariant;

/**
 * Writes a problem in Popeye's input language (English), as {@link PopeyeReader} reads it back: the
 * orthodox and Alice problems of #N, s#N, h#N and h#N.5 with White starting the directmates and
 * selfmates; {@link #writable} tells which problems it can write.
 */
public final class PopeyeWriter {
    private static final Map<Character, Character> PIECES = Map.of('k', 'k', 'q', 'q', 'r', 'r', 'b', 'b', 'n', 's',
            'p', 'p');

    private PopeyeWriter() {
    }

    /** Whether Popeye's input can say this problem: its game, its stipulation and who starts. */
    public static boolean writable(Variant variant, String fen, Stipulation stipulation) {
        String name = variant.name();
        if (!variant.options().isEmpty() || !name.equals(ChessVariant.DEFINITION.name()) && !name.equals(AliceVariant.DEFINITION.name())
                || stipulation.kind() == Stipulation.Kind.TSUME) {
            return false;
        }
        String[] fields = fen.trim().split("\\s+");
        if (fields.length < 2 || fields.length > 3 && !fields[3].equals("-")) {
            return false;
        }
        boolean whiteStarts = fields[1].equals("w");
        boolean popeyeWhite = stipulation.kind() != Stipulation.Kind.HELP || stipulation.half();
        return whiteStarts == popeyeWhite;
    }

    /** One problem, from {@code BeginProblem} to {@code EndProblem}, when it is {@link #writable}. */
    public static String write(Variant variant, String fen, Stipulation stipulation, String author, String origin, String title) {
        return "BeginProblem\n" + body(variant, fen, stipulation, author, origin, title) + "EndProblem\n";
    }

    /** Several problems' {@link #body bodies} as one input. */
    public static String writeAll(List<String> bodies) {
        return "BeginProblem\n" + String.join("NextProblem\n", bodies) + "EndProblem\n";
    }

    /** A problem's commands, without BeginProblem and EndProblem (for {@link #writeAll}). */
    public static String body(Variant variant, String fen, Stipulation stipulation, String author, String origin, String title) {
        StringBuilder out = new StringBuilder();
        line(out, "Author", author);
        line(out, "Origin", origin);
        line(out, "Title", title);
        String[] fields = fen.trim().split("\\s+");
        Map<String, List<String>> groups = new TreeMap<>();
        List<String> kingsAndRooks = new ArrayList<>();
        String[] ranks = fields[0].split("/");
        for (int r = 0; r < ranks.length && r < 8; r++) {
            int file = 0;
            boolean boardB = false;
            for (char c : ranks[r].toCharArray()) {
                if (c == '|') {
                    boardB = true;
                } else if (Character.isDigit(c)) {
                    file += c - '0';
                } else {
                    String square = "" + (char) ('a' + file) + (char) ('8' - r);
                    String group = (Character.isUpperCase(c) ? "White" : "Black") + (boardB ? " AliceB" : "");
                    Character letter = PIECES.get(Character.toLowerCase(c));
                    groups.computeIfAbsent(group, g -> new ArrayList<>()).add(Character.toUpperCase(letter == null ? '?' : letter)
                            + square);
                    if (!boardB && "KRkr".indexOf(c) >= 0) {
                        kingsAndRooks.add(c + square);
                    }
                    file++;
                    boardB = false;
                }
            }
        }
        out.append("Pieces\n");
        groups.forEach((group, pieces) -> out.append("  ").append(group).append(' ').append(String.join(" ", pieces)).append('\n'));
        String rights = fields.length > 2 ? fields[2] : "-";
        List<String> barred = barred(kingsAndRooks, rights);
        if (variant.name().equals(AliceVariant.DEFINITION.name()) && !fields[0].contains("|")) {
            out.append("Condition AliceChess\n");
        }
        out.append("Stipulation ").append(stipulation).append('\n');
        if (!barred.isEmpty()) {
            out.append("Option NoCastling ").append(String.join(" ", barred)).append('\n');
        }
        return out.toString();
    }

    /** The kings and rooks on their home squares that the FEN's castling rights do not let castle. */
    private static List<String> barred(List<String> kingsAndRooks, String rights) {
        List<String> barred = new ArrayList<>();
        String[][] castles = {{"Ke1", "Rh1", "K"}, {"Ke1", "Ra1", "Q"}, {"ke8", "rh8", "k"}, {"ke8", "ra8", "q"}};
        for (String[] c : castles) {
            if (kingsAndRooks.contains(c[0]) && kingsAndRooks.contains(c[1]) && !rights.contains(c[2])) {
                barred.add(c[1].substring(1));
            }
        }
        // A king none of whose castlings is allowed is barred itself (its rooks may still stand there).
        for (String king : List.of("Ke1", "ke8")) {
            boolean any = rights.chars().anyMatch(ch -> king.equals("Ke1") ? ch == 'K' || ch == 'Q' : ch == 'k' || ch == 'q');
            if (kingsAndRooks.contains(king) && !any) {
                barred.removeIf(s -> s.charAt(1) == king.charAt(2));
                barred.add(king.substring(1));
            }
        }
        return barred;
    }

    private static void line(StringBuilder out, String command, String text) {
        if (text != null && !text.isBlank()) {
            // A command's value is one line.
            out.append(command).append(' ').append(text.replaceAll("[\\r\\n]+", " ").trim()).append('\n');
        }
    }
}
