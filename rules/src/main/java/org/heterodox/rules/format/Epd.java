package org.heterodox.rules.format;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.heterodox.rules.Position;
import org.heterodox.rules.Variant;

/**
 * EPD for every game: a line is the position's FEN (SFEN for the shogi games) without its move
 * counters, then operations {@code opcode operand ...;}. How many fields make the position depends on
 * the game, so the reader takes the longest run of leading fields the game reads as a position (with
 * counters added when its FEN has them). {@code bm} and {@code am} moves are checked against the
 * position in any of the game's notations; an operand in double quotes may hold spaces and
 * semicolons. Errors are {@link FormatException}s naming the line.
 */
public final class Epd {
    static final int MAX_LINE = 4096;
    static final int MAX_POSITION_FIELDS = 8;

    private Epd() {
    }

    /** Every record of {@code text} (blank lines and lines starting with # are skipped). */
    public static List<EpdRecord> readAll(Variant variant, String text) throws FormatException {
        List<EpdRecord> records = new ArrayList<>();
        String[] lines = text.split("\r\n|\r|\n", -1);
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i].strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            try {
                records.add(read(variant, line));
            } catch (FormatException e) {
                throw new FormatException("EPD line " + (i + 1) + ": " + e.getMessage());
            }
        }
        return records;
    }

    /** One EPD line. */
    public static EpdRecord read(Variant variant, String line) throws FormatException {
        if (line.length() > MAX_LINE) {
            throw new FormatException("the line is longer than " + MAX_LINE + " characters");
        }
        String[] fields = line.strip().split("\\s+");
        Position position = null;
        int used = 0;
        FormatException first = null;
        for (int k = Math.min(fields.length, MAX_POSITION_FIELDS); k >= 1 && position == null; k--) {
            String prefix = String.join(" ", java.util.Arrays.copyOf(fields, k));
            for (String candidate : new String[] {prefix, prefix + " 0 1", prefix + " 1"}) {
                try {
                    position = variant.fromFen(candidate);
                    used = k;
                    break;
                } catch (FormatException e) {
                    if (first == null) {
                        first = e;
                    }
                } catch (RuntimeException e) {
                    // a reader that fails otherwise on a truncated prefix: try a shorter one
                }
            }
        }
        if (position == null) {
            throw new FormatException("no " + variant.displayName() + " position at the start of the line"
                    + (first == null ? "" : ": " + first.getMessage()));
        }
        String rest = String.join(" ", java.util.Arrays.copyOfRange(fields, used, fields.length));
        Map<String, List<String>> operations = operations(rest);
        for (String opcode : List.of("bm", "am")) {
            for (String move : operations.getOrDefault(opcode, List.of())) {
                try {
                    MoveReader.readDecision(position, move);
                } catch (FormatException e) {
                    throw new FormatException(opcode + " " + move + ": " + e.getMessage());
                }
            }
        }
        return new EpdRecord(position, operations);
    }

    /** The operations after the position: {@code opcode operand...;} each. */
    static Map<String, List<String>> operations(String text) throws FormatException {
        Map<String, List<String>> operations = new LinkedHashMap<>();
        int i = 0;
        while (i < text.length()) {
            while (i < text.length() && Character.isWhitespace(text.charAt(i))) {
                i++;
            }
            if (i >= text.length()) {
                break;
            }
            int start = i;
            while (i < text.length() && !Character.isWhitespace(text.charAt(i)) && text.charAt(i) != ';') {
                i++;
            }
            String opcode = text.substring(start, i);
            if (!opcode.matches("[A-Za-z][A-Za-z0-9_]{0,14}")) {
                throw new FormatException("'" + abbreviate(opcode) + "' is not an EPD opcode");
            }
            List<String> operands = new ArrayList<>();
            while (true) {
                while (i < text.length() && text.charAt(i) == ' ') {
                    i++;
                }
                if (i >= text.length()) {
                    throw new FormatException("the operation " + opcode + " does not end with ';'");
                }
                char c = text.charAt(i);
                if (c == ';') {
                    i++;
                    break;
                }
                if (c == '"') {
                    int close = text.indexOf('"', i + 1);
                    if (close < 0) {
                        throw new FormatException("the operation " + opcode + " has an unclosed quote");
                    }
                    operands.add(text.substring(i + 1, close));
                    i = close + 1;
                } else {
                    int begin = i;
                    while (i < text.length() && !Character.isWhitespace(text.charAt(i)) && text.charAt(i) != ';') {
                        i++;
                    }
                    operands.add(text.substring(begin, i));
                }
            }
            if (operations.containsKey(opcode)) {
                throw new FormatException("the operation " + opcode + " is given twice");
            }
            operations.put(opcode, operands);
        }
        return operations;
    }

    /** The EPD line of a position and its operations (the position without its move counters). */
    public static String write(Position position, Map<String, List<String>> operations) {
        StringBuilder line = new StringBuilder(positionFields(position));
        for (Map.Entry<String, List<String>> op : operations.entrySet()) {
            line.append(' ').append(op.getKey());
            for (String operand : op.getValue()) {
                boolean quote = operand.isEmpty() || operand.chars().anyMatch(ch -> ch == ' ' || ch == ';');
                line.append(' ').append(quote ? '"' + operand + '"' : operand);
            }
            line.append(';');
        }
        return line.toString();
    }

    /** The FEN without trailing counters: the fields the game still reads as the same position. */
    static String positionFields(Position position) {
        String fen = position.toFen();
        String[] fields = fen.split(" ");
        // Drop trailing numeric fields (move counters) while the rest reads back as the same position.
        int keep = fields.length;
        while (keep > 1 && fields[keep - 1].matches("\\d+")) {
            keep--;
        }
        return String.join(" ", java.util.Arrays.copyOf(fields, keep));
    }

    private static String abbreviate(String text) {
        return text.length() > 20 ? text.substring(0, 20) + "..." : text;
    }
}
