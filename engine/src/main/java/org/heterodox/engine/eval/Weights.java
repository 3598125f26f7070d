package org.heterodox.engine.eval;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.heterodox.rules.format.FormatException;

/**
 * A game's evaluation weights: named integer vectors read from a text table, one table per game
 * ({@code weights/GAME.weights} beside this class), written by {@code heterodox tune} and read by the
 * game's evaluator. The format is a line per vector, its name then its integers; a line that starts
 * with a blank continues the vector above (piece-square tables are written a rank a line); {@code #}
 * starts a comment.
 *
 * <p>Immutable. Errors in a table are {@link FormatException}s naming the line; a table that lacks a
 * vector an evaluator needs is an {@link IllegalArgumentException} naming the vector.
 */
public final class Weights {
    private static final int MAX_VECTORS = 10_000;
    private static final int MAX_LENGTH = 100_000;
    private static final Map<String, Weights> BUILT_IN = new ConcurrentHashMap<>();

    private final Map<String, int[]> vectors;

    private Weights(Map<String, int[]> vectors) {
        this.vectors = vectors;
    }

    /** The table shipped in the jar for {@code table} (e.g. {@code chess}), read once. */
    public static Weights builtIn(String table) {
        return BUILT_IN.computeIfAbsent(table, Weights::load);
    }

    private static Weights load(String table) {
        String resource = "weights/" + table + ".weights";
        try (InputStream in = Weights.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalArgumentException("no built-in weights for " + table);
            }
            return parse(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (FormatException e) {
            throw new IllegalStateException("the built-in " + resource + " does not read: " + e.getMessage(), e);
        }
    }

    /** Reads a table. */
    public static Weights parse(String text) throws FormatException {
        Map<String, List<Integer>> read = new LinkedHashMap<>();
        List<Integer> current = null;
        String[] lines = text.split("\r?\n", -1);
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i];
            int hash = line.indexOf('#');
            String content = hash >= 0 ? line.substring(0, hash) : line;
            if (content.isBlank()) {
                continue;
            }
            String[] fields = content.trim().split("\\s+");
            int first = 0;
            if (!Character.isWhitespace(content.charAt(0))) {
                String name = fields[0];
                if (!name.matches("[A-Za-z][A-Za-z0-9_.\\-]{0,99}")) {
                    throw new FormatException("weights line " + (i + 1) + ": bad vector name '" + abbreviate(name) + "'");
                }
                if (read.containsKey(name)) {
                    throw new FormatException("weights line " + (i + 1) + ": vector " + name + " is given twice");
                }
                if (read.size() == MAX_VECTORS) {
                    throw new FormatException("weights line " + (i + 1) + ": more than " + MAX_VECTORS + " vectors");
                }
                current = new ArrayList<>();
                read.put(name, current);
                first = 1;
            } else if (current == null) {
                throw new FormatException("weights line " + (i + 1) + ": values before any vector name");
            }
            for (int f = first; f < fields.length; f++) {
                if (current.size() == MAX_LENGTH) {
                    throw new FormatException("weights line " + (i + 1) + ": a vector longer than " + MAX_LENGTH);
                }
                current.add(integer(fields[f], i + 1));
            }
        }
        Map<String, int[]> vectors = new LinkedHashMap<>();
        for (Map.Entry<String, List<Integer>> entry : read.entrySet()) {
            if (entry.getValue().isEmpty()) {
                throw new FormatException("weights: vector " + entry.getKey() + " has no values");
            }
            vectors.put(entry.getKey(), entry.getValue().stream().mapToInt(Integer::intValue).toArray());
        }
        return new Weights(vectors);
    }

    private static int integer(String field, int line) throws FormatException {
        if (!field.matches("[+-]?\\d{1,9}")) {
            throw new FormatException("weights line " + line + ": '" + abbreviate(field) + "' is not an integer of at most 9 digits");
        }
        return Integer.parseInt(field);
    }

    private static String abbreviate(String text) {
        return text.length() > 40 ? text.substring(0, 40) + "..." : text;
    }

    /** A table from vectors given in order (tests, the tuner). */
    public static Weights of(Map<String, int[]> vectors) {
        Map<String, int[]> copy = new LinkedHashMap<>();
        vectors.forEach((name, values) -> copy.put(name, values.clone()));
        return new Weights(copy);
    }

    /** The names of the vectors, in the table's order. */
    public List<String> names() {
        return Collections.unmodifiableList(new ArrayList<>(vectors.keySet()));
    }

    /** A copy of vector {@code name}, which must have {@code length} values. */
    public int[] vector(String name, int length) {
        int[] values = vectors.get(name);
        if (values == null) {
            throw new IllegalArgumentException("the weights lack the vector " + name);
        }
        if (values.length != length) {
            throw new IllegalArgumentException("the weights' vector " + name + " has " + values.length + " values, not " + length);
        }
        return values.clone();
    }

    /** The single value of vector {@code name}. */
    public int scalar(String name) {
        return vector(name, 1)[0];
    }

    /** How many values in all. */
    public int size() {
        int size = 0;
        for (int[] values : vectors.values()) {
            size += values.length;
        }
        return size;
    }

    /** Every value in table order (the tuner's parameter vector). */
    public int[] flatten() {
        int[] flat = new int[size()];
        int at = 0;
        for (int[] values : vectors.values()) {
            System.arraycopy(values, 0, flat, at, values.length);
            at += values.length;
        }
        return flat;
    }

    /** The name of the value at {@code index} of {@link #flatten()}: {@code name} or {@code name[i]}. */
    public String label(int index) {
        int at = index;
        for (Map.Entry<String, int[]> entry : vectors.entrySet()) {
            int length = entry.getValue().length;
            if (at < length) {
                return length == 1 ? entry.getKey() : entry.getKey() + "[" + at + "]";
            }
            at -= length;
        }
        throw new IndexOutOfBoundsException(index);
    }

    /** The name of the vector that holds the value at {@code index} of {@link #flatten()}. */
    public String vectorAt(int index) {
        int at = index;
        for (Map.Entry<String, int[]> entry : vectors.entrySet()) {
            if (at < entry.getValue().length) {
                return entry.getKey();
            }
            at -= entry.getValue().length;
        }
        throw new IndexOutOfBoundsException(index);
    }

    /** The same vectors with the values {@code flat} (as from {@link #flatten()}). */
    public Weights with(int[] flat) {
        if (flat.length != size()) {
            throw new IllegalArgumentException(flat.length + " values for a table of " + size());
        }
        Map<String, int[]> changed = new LinkedHashMap<>();
        int at = 0;
        for (Map.Entry<String, int[]> entry : vectors.entrySet()) {
            int length = entry.getValue().length;
            int[] values = new int[length];
            System.arraycopy(flat, at, values, 0, length);
            changed.put(entry.getKey(), values);
            at += length;
        }
        return new Weights(changed);
    }

    /**
     * The table as text that {@link #parse} reads back: {@code header} lines as comments, then a line
     * per vector; vectors of 64 values (piece-square tables) a rank a line, rank 1 first.
     */
    public String format(List<String> header) {
        StringBuilder out = new StringBuilder();
        for (String line : header) {
            out.append("# ").append(line).append('\n');
        }
        int width = 1;
        for (String name : vectors.keySet()) {
            width = Math.max(width, name.length());
        }
        for (Map.Entry<String, int[]> entry : vectors.entrySet()) {
            int[] values = entry.getValue();
            out.append(String.format(Locale.ROOT, "%-" + width + "s", entry.getKey()));
            int perLine = values.length == 64 ? 8 : values.length;
            for (int i = 0; i < values.length; i++) {
                if (i > 0 && i % perLine == 0) {
                    out.append('\n').append(" ".repeat(width));
                }
                // Locale.ROOT: some locales write other digits, which the reader would refuse.
                out.append(String.format(Locale.ROOT, " %4d", values[i]));
            }
            out.append('\n');
        }
        return out.toString();
    }
}
